-- The server's key pair for federation (issue 53, docs/federation.md):
-- one RSA key signs what the server sends for any of its members, and
-- every actor it publishes names its public half. Made once, on the first
-- need; of several app servers racing to make it, the first insert wins
-- and the others read it.

CREATE TABLE server_keys (
    -- Always 1: one key per server.
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    -- PKCS#8 PEM.
    private_pem  TEXT    NOT NULL,
    -- SPKI PEM, as actors publish it.
    public_pem   TEXT    NOT NULL,
    created_at   BIGINT  NOT NULL
);
