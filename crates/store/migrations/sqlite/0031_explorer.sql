-- The opening explorer (docs/openings.md). Each finished game with a
-- result adds, for each position of its first 30 plies, one to the count
-- of the move played from it in its slice (speed, rating band, month):
-- a query for a position sums the slices its filters keep, read through
-- the primary key's range for (source, position). `source` 0 is the
-- site's own games. `position` is the position's Zobrist hash.
CREATE TABLE explorer_moves (
    source      INTEGER NOT NULL,
    position    BIGINT  NOT NULL,
    speed       TEXT    NOT NULL,
    band        INTEGER NOT NULL,
    month       INTEGER NOT NULL,
    uci         TEXT    NOT NULL,
    white       BIGINT  NOT NULL,
    draws       BIGINT  NOT NULL,
    black       BIGINT  NOT NULL,
    -- The sum of the rated games' average ratings, and how many they are.
    rating_sum  BIGINT  NOT NULL,
    rated       BIGINT  NOT NULL,
    PRIMARY KEY (source, position, speed, band, month, uci)
) WITHOUT ROWID;

-- The games that reached each position, newest first by the key.
CREATE TABLE explorer_games (
    source    INTEGER NOT NULL,
    position  BIGINT  NOT NULL,
    ended_at  BIGINT  NOT NULL,
    game_id   TEXT    NOT NULL,
    PRIMARY KEY (source, position, ended_at, game_id)
) WITHOUT ROWID;

-- Finished games join the explorer through a job, which reads those not
-- yet in it through this partial index (the games finished before this
-- version too) and claims each with one conditional update.
ALTER TABLE games ADD COLUMN explored BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX games_to_explore ON games (finished_at) WHERE status = 'finished' AND NOT explored;
