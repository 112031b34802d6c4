-- Club games played on the server (clubs-and-ladder.md: a ladder challenge
-- "played on the server (G/N)"): the club a challenge and its game belong
-- to, whose recorded sequence the game's result joins when it ends.
ALTER TABLE challenges ADD COLUMN club_id BIGINT REFERENCES clubs (id);
ALTER TABLE games ADD COLUMN club_id BIGINT REFERENCES clubs (id);
