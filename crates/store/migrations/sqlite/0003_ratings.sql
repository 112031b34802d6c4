-- Ratings per member and pool (ratings.md), their history, the ratings a
-- game was played at, and the personal information members may give
-- (product.md §1) to be found by opponents (§9).

CREATE TABLE ratings (
    user_id          BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    pool             TEXT    NOT NULL,
    rating           INTEGER,
    games            INTEGER NOT NULL DEFAULT 0,
    performance_sum  BIGINT  NOT NULL DEFAULT 0,
    -- The change the last rated game brought (lichess's `prog`).
    prog             INTEGER NOT NULL DEFAULT 0,
    updated_at       BIGINT  NOT NULL,
    PRIMARY KEY (user_id, pool)
);
-- Leaderboards list established players only (25 counted games or more).
CREATE INDEX ratings_leaderboard ON ratings (pool, rating) WHERE games >= 25;
CREATE INDEX ratings_finder ON ratings (pool, rating);

CREATE TABLE rating_history (
    id          INTEGER PRIMARY KEY,
    user_id     BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    pool        TEXT    NOT NULL,
    game_id     TEXT    NOT NULL,
    rating      INTEGER NOT NULL,
    delta       INTEGER,
    games       INTEGER NOT NULL,
    created_at  BIGINT  NOT NULL
);
CREATE INDEX rating_history_user ON rating_history (user_id, pool, id);

ALTER TABLE games ADD COLUMN white_rating INTEGER;
ALTER TABLE games ADD COLUMN black_rating INTEGER;
ALTER TABLE games ADD COLUMN white_rating_diff INTEGER;
ALTER TABLE games ADD COLUMN black_rating_diff INTEGER;
CREATE INDEX games_finished ON games (finished_at) WHERE status = 'finished';

ALTER TABLE users ADD COLUMN real_name TEXT;
ALTER TABLE users ADD COLUMN birth_year INTEGER;
ALTER TABLE users ADD COLUMN country TEXT;
ALTER TABLE users ADD COLUMN languages TEXT;
ALTER TABLE users ADD COLUMN bio TEXT;
CREATE INDEX users_seen ON users (seen_at);
CREATE INDEX users_country ON users (country) WHERE country IS NOT NULL;
