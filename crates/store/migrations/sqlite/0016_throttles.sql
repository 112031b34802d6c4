-- Throttles that a stranger cannot turn against a member (the conduct
-- and security issue).
--
-- Account links (verification, reset) mailed to one address are counted
-- per recipient: the count of recent ones is read by this index.
CREATE INDEX outbox_recipient ON outbox (recipient, created_at);

-- Failed logins lock an account for one client address only, so that
-- someone else's wrong passwords cannot keep a member locked out.
CREATE TABLE login_failures (
    user_id       BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    client        TEXT    NOT NULL,
    failures      INTEGER NOT NULL,
    locked_until  BIGINT,
    PRIMARY KEY (user_id, client)
);
ALTER TABLE users DROP COLUMN failed_logins;
ALTER TABLE users DROP COLUMN locked_until;
