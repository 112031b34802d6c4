-- Clubs, decisions of turn 3 (clubs-and-ladder.md):
-- * a season's last day, set per club beside its first (default 30 June;
--   the days between a season's end and the next start count in the
--   season to come);
-- * each index card's rated club games of the season (every kind: the
--   award for the most games counts them), the last season whose SLQ its
--   holder played (who did not play the season's SLQ is new), and whether
--   its rating is a provisional 1200 given without games;
-- * the cards of the clubs that exist now are computed by replaying their
--   sequence, which the jobs do once for each club marked `cards_stale`;
-- * the Email Option for club results to confirm (Black) or settle (the
--   directors, for a disputed one), and the partial indexes the header's
--   count of them reads (results reported to Black, disputed ones).
ALTER TABLE clubs ADD COLUMN season_end_month INTEGER NOT NULL DEFAULT 6;
ALTER TABLE clubs ADD COLUMN season_end_day INTEGER NOT NULL DEFAULT 30;
ALTER TABLE clubs ADD COLUMN cards_stale BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE clubs SET cards_stale = TRUE;
CREATE INDEX clubs_cards_stale ON clubs (id) WHERE cards_stale;

ALTER TABLE club_cards ADD COLUMN rated_games INTEGER NOT NULL DEFAULT 0;
ALTER TABLE club_cards ADD COLUMN qualified_season INTEGER;
ALTER TABLE club_cards ADD COLUMN provisional BOOLEAN NOT NULL DEFAULT FALSE;

ALTER TABLE email_options ADD COLUMN club_results BOOLEAN NOT NULL DEFAULT TRUE;
CREATE INDEX club_events_reported ON club_events (black_id) WHERE status = 'reported';
CREATE INDEX club_events_disputed ON club_events (club_id) WHERE status = 'disputed';
CREATE INDEX club_tournament_games_reported ON club_tournament_games (black_id) WHERE status = 'reported';
CREATE INDEX club_tournament_games_disputed ON club_tournament_games (tournament_id) WHERE status = 'disputed';
