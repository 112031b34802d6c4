-- The metrics count the games in progress by time control at each scrape:
-- through this index they read only the games in progress, never the
-- whole history.
CREATE INDEX games_in_progress ON games (time_control) WHERE status = 'started';
