-- One-click unsubscribe (product.md §1, §6; RFC 8058): a secret per member
-- in every optional email's List-Unsubscribe link, made when first needed.
ALTER TABLE users ADD COLUMN unsubscribe_token TEXT;
CREATE UNIQUE INDEX users_unsubscribe ON users (unsubscribe_token) WHERE unsubscribe_token IS NOT NULL;
