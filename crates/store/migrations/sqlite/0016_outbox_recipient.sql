-- Links mailed to one address are throttled per recipient (the conduct
-- and security issue: reset and verification emails to one address):
-- the count of recent ones is read by this index.
CREATE INDEX outbox_recipient ON outbox (recipient, created_at);
