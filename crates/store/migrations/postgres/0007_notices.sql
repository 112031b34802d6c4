-- Emails about a game's latest change that are sent by the jobs rather
-- than in the change's own transaction (docs/play.md): "your turn" after a
-- short grace, which a reply within it replaces, and "game over" after the
-- clock sweeper ends a game on time. The instant they are due, read through
-- the partial index.
ALTER TABLE games ADD COLUMN notify_at BIGINT;
CREATE INDEX games_notify ON games (notify_at) WHERE notify_at IS NOT NULL;
