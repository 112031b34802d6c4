-- Live tournaments (tournaments.md): the pause after each round (and,
-- in a live Double Round Robin group, after each of its Berger rounds),
-- 0 for correspondence; the Berger round a live group round is at, and
-- when play resumes after the pause; the Berger round of each game.
ALTER TABLE tournaments ADD COLUMN round_pause_ms BIGINT NOT NULL DEFAULT 0;
ALTER TABLE tournament_rounds ADD COLUMN slot INTEGER NOT NULL DEFAULT 1;
ALTER TABLE tournament_rounds ADD COLUMN resume_at BIGINT;
ALTER TABLE tournament_games ADD COLUMN slot INTEGER NOT NULL DEFAULT 1;
