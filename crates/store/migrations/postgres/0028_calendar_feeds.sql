-- A member's calendar feed (docs/calendar.md): the secret in its address.
-- Kept as it is, not hashed, because the settings page shows the address
-- again whenever the member opens it (as a calendar service shows its
-- private address); it lets its holder read that calendar and nothing
-- else. Making a new address replaces the row; turning the feed off
-- deletes it: the old address then answers 404.
CREATE TABLE calendar_feeds (
    user_id     BIGINT  PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    token       TEXT    NOT NULL UNIQUE,
    created_at  BIGINT  NOT NULL
);
