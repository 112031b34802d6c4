-- Open challenges as lichess has them (POST /api/challenge/open): made by
-- anyone, a token optional; the first two members to take a side through
-- its links play it, or only the two it names (the first White). The game
-- takes its id once both sides are taken.
CREATE TABLE open_challenges (
    id              TEXT    PRIMARY KEY,
    time_control    TEXT    NOT NULL,
    rated           BOOLEAN NOT NULL,
    initial_fen     TEXT,
    name            TEXT,
    white_reserved  BIGINT  REFERENCES users (id),
    black_reserved  BIGINT  REFERENCES users (id),
    white_id        BIGINT  REFERENCES users (id),
    black_id        BIGINT  REFERENCES users (id),
    created_at      BIGINT  NOT NULL,
    expires_at      BIGINT,
    status          TEXT    NOT NULL DEFAULT 'created'
);
