-- Conduct and moderation (product.md §11), BOT accounts (§2) and account
-- deletion (§1).

-- A ban stops login, play and the API; a mute stops chat until a time;
-- a BOT account plays unrated games only; a deleted account keeps its
-- row (its games point at it) with every personal field erased.
ALTER TABLE users ADD COLUMN banned_at BIGINT;
ALTER TABLE users ADD COLUMN muted_until BIGINT;
ALTER TABLE users ADD COLUMN is_bot BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN deleted_at BIGINT;

-- A member's report about another, with its reference: a game, a chat
-- line (copied as it was, so that deleting or editing nothing can hide
-- it), or neither (the profile).
CREATE TABLE reports (
    id            INTEGER PRIMARY KEY,
    reporter_id   BIGINT  NOT NULL REFERENCES users (id),
    accused_id    BIGINT  NOT NULL REFERENCES users (id),
    reason        TEXT    NOT NULL,
    game_id       TEXT    REFERENCES games (id),
    chat_line_id  BIGINT,
    chat_text     TEXT,
    text          TEXT    NOT NULL,
    status        TEXT    NOT NULL,
    created_at    BIGINT  NOT NULL,
    closed_by     BIGINT  REFERENCES users (id),
    closed_at     BIGINT,
    note          TEXT
);
CREATE INDEX reports_queue ON reports (status, accused_id);
CREATE INDEX reports_reporter ON reports (reporter_id, created_at);

-- Every administrator's action, never deleted: who, when, what, why,
-- about whom (none for an adjudication), from which report or game. A
-- warning is shown to its member until they acknowledge it.
CREATE TABLE moderation_log (
    id               INTEGER PRIMARY KEY,
    moderator_id     BIGINT  NOT NULL REFERENCES users (id),
    member_id        BIGINT  REFERENCES users (id),
    action           TEXT    NOT NULL,
    reason           TEXT    NOT NULL,
    report_id        BIGINT  REFERENCES reports (id),
    game_id          TEXT    REFERENCES games (id),
    until_at         BIGINT,
    detail           TEXT,
    at               BIGINT  NOT NULL,
    acknowledged_at  BIGINT
);
CREATE INDEX moderation_log_member ON moderation_log (member_id, id);
CREATE INDEX moderation_log_game ON moderation_log (game_id);

-- The usernames of deleted accounts, which nobody may register again.
CREATE TABLE retired_usernames (
    username_key  TEXT    PRIMARY KEY,
    retired_at    BIGINT  NOT NULL
);

-- The club events a member is entered in, read when a ban or a deletion
-- withdraws them.
CREATE INDEX club_tournament_entries_member ON club_tournament_entries (member_id);
