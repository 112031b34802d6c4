-- Web Push (docs/notifications.md): the server's VAPID key pair (RFC 8292),
-- made on the first start and shared by every app server; each member's
-- push subscriptions, one per device (RFC 8030 endpoint, RFC 8291 keys);
-- the pushes to deliver, queued in the transaction of the event that
-- causes them and delivered by a worker, as the mail outbox is; and the
-- member's choice of push beside email for each kind of notification.

CREATE TABLE vapid_keys (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    -- base64url (no padding) of the 32-byte P-256 private scalar.
    private_key  TEXT    NOT NULL,
    created_at   BIGINT  NOT NULL
);

CREATE TABLE push_subscriptions (
    id           INTEGER PRIMARY KEY,
    user_id      BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- Where the push service takes this device's messages: unique, so a
    -- device subscribing again replaces its row.
    endpoint     TEXT    NOT NULL UNIQUE,
    -- The device's P-256 public key and auth secret, base64url.
    p256dh       TEXT    NOT NULL,
    auth         TEXT    NOT NULL,
    -- What the member sees in their list ("Firefox on Android").
    device       TEXT    NOT NULL,
    created_at   BIGINT  NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

CREATE TABLE push_outbox (
    id               INTEGER PRIMARY KEY,
    subscription_id  BIGINT  NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    kind             TEXT    NOT NULL,
    -- RFC 8030 §5.4: a newer push of the same topic (a game) replaces an
    -- older one the push service still holds, and this row while queued.
    topic            TEXT,
    -- The notification, JSON (title, body, url, tag), before encryption.
    payload          TEXT    NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'pending',
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT  NOT NULL,
    last_error       TEXT,
    created_at       BIGINT  NOT NULL,
    sent_at          BIGINT
);
CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX push_outbox_topic ON push_outbox (subscription_id, topic) WHERE status = 'pending';

-- Push for each kind, beside email; on by default: only a device whose
-- owner turned push on there has a subscription to receive them.
ALTER TABLE email_options ADD COLUMN push_your_turn BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE email_options ADD COLUMN push_challenges BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE email_options ADD COLUMN push_draw_offers BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE email_options ADD COLUMN push_game_over BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE email_options ADD COLUMN push_reminders BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE email_options ADD COLUMN push_vacation_ending BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE email_options ADD COLUMN push_tournament_rounds BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE email_options ADD COLUMN push_club_results BOOLEAN NOT NULL DEFAULT TRUE;
