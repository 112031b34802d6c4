-- Accounts, sessions, one-time account links, personal access tokens and
-- the mail outbox. Instants are Unix milliseconds (BIGINT) everywhere.

CREATE TABLE users (
    id              INTEGER PRIMARY KEY,
    username        TEXT    NOT NULL,
    username_key    TEXT    NOT NULL UNIQUE,
    email           TEXT    NOT NULL,
    email_key       TEXT    NOT NULL UNIQUE,
    password_hash   TEXT    NOT NULL,
    email_verified  BOOLEAN NOT NULL DEFAULT FALSE,
    is_admin        BOOLEAN NOT NULL DEFAULT FALSE,
    language        TEXT,
    created_at      BIGINT  NOT NULL,
    seen_at         BIGINT  NOT NULL,
    failed_logins   INTEGER NOT NULL DEFAULT 0,
    locked_until    BIGINT
);

CREATE TABLE sessions (
    token_hash  TEXT    PRIMARY KEY,
    user_id     BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  BIGINT  NOT NULL,
    expires_at  BIGINT  NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE account_tokens (
    token_hash  TEXT    PRIMARY KEY,
    user_id     BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose     TEXT    NOT NULL,
    new_email   TEXT,
    created_at  BIGINT  NOT NULL,
    expires_at  BIGINT  NOT NULL,
    used_at     BIGINT
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

CREATE TABLE access_tokens (
    id            INTEGER PRIMARY KEY,
    user_id       BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    description   TEXT    NOT NULL,
    token_hash    TEXT    NOT NULL UNIQUE,
    scopes        TEXT    NOT NULL,
    created_at    BIGINT  NOT NULL,
    last_used_at  BIGINT
);
CREATE INDEX access_tokens_user ON access_tokens (user_id);

CREATE TABLE outbox (
    id               INTEGER PRIMARY KEY,
    user_id          BIGINT  REFERENCES users (id) ON DELETE SET NULL,
    kind             TEXT    NOT NULL,
    recipient        TEXT    NOT NULL,
    subject          TEXT    NOT NULL,
    body_text        TEXT    NOT NULL,
    body_html        TEXT    NOT NULL,
    unsubscribe_url  TEXT,
    status           TEXT    NOT NULL DEFAULT 'pending',
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT  NOT NULL,
    last_error       TEXT,
    created_at       BIGINT  NOT NULL,
    sent_at          BIGINT
);
-- The delivery worker reads only what is due: pending rows by due time.
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
