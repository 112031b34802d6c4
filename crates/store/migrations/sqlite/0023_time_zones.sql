-- A member's time zone (an IANA name such as Europe/Madrid), in which pages
-- and emails write deadlines and dates; NULL is UTC.
ALTER TABLE users ADD COLUMN time_zone TEXT;
