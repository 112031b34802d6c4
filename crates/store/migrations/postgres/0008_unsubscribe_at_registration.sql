-- Every member has their unsubscribe secret from registration on, so that
-- queuing an email only reads it. Made on first use instead, it was an
-- update of the member's row inside the transaction of a game change,
-- which locks the game first: a vacation change locks the member first and
-- then their games, and the two deadlocked.
-- gen_random_uuid draws from the strong random source: two make 244 bits.
UPDATE users
SET unsubscribe_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
WHERE unsubscribe_token IS NULL;
ALTER TABLE users
    ALTER COLUMN unsubscribe_token SET DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
    ALTER COLUMN unsubscribe_token SET NOT NULL;
