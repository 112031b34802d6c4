-- An event entry's place in the field as seated at round 1, strongest
-- first (docs/clubs.md "The field"): a round robin's seats are drawn by
-- lot, and its boards go by seed, the top seed's game on board 1 (issue
-- 49). Entries seated before this have none: their boards keep the
-- table's order.
ALTER TABLE club_tournament_entries ADD COLUMN seed INTEGER;
