-- Every member has their unsubscribe secret from registration on, so that
-- queuing an email only reads it. Made on first use instead, it was an
-- update of the member's row inside the transaction of a game change,
-- which on PostgreSQL deadlocked with a vacation change (member first, then
-- their games); both backends keep the same rule.
-- SQLite cannot give an added column a random default: a trigger sets it.
-- randomblob: 256 bits from SQLite's generator, seeded by the system.
UPDATE users SET unsubscribe_token = lower(hex(randomblob(32))) WHERE unsubscribe_token IS NULL;
CREATE TRIGGER users_unsubscribe_token AFTER INSERT ON users
WHEN NEW.unsubscribe_token IS NULL
BEGIN
    UPDATE users SET unsubscribe_token = lower(hex(randomblob(32))) WHERE id = NEW.id;
END;
