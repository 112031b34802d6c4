-- Rate limits that hold across app servers (the several-servers issue):
-- the hits of one key (a client address, a member) in one minute's
-- window, counted by one upsert; old windows are pruned by the jobs.
CREATE TABLE rate_counts (
    key           TEXT    NOT NULL,
    window_start  BIGINT  NOT NULL,
    hits          INTEGER NOT NULL,
    PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_counts_window ON rate_counts (window_start);
