-- Gems (live-games.md "Gems"): each member's balance, every change to it
-- in a ledger (who, game, amount, reason, balance after, when), and what a
-- game paid each player. Accounts made before gems existed start with the
-- default starting amount, 100, recorded as their first entry.
ALTER TABLE users ADD COLUMN gems BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN white_gems BIGINT;
ALTER TABLE games ADD COLUMN black_gems BIGINT;

CREATE TABLE gem_ledger (
    id             INTEGER PRIMARY KEY,
    member_id      BIGINT  NOT NULL REFERENCES users (id),
    game_id        TEXT    REFERENCES games (id),
    amount         BIGINT  NOT NULL,
    reason         TEXT    NOT NULL,
    balance_after  BIGINT  NOT NULL,
    at             BIGINT  NOT NULL
);
CREATE INDEX gem_ledger_member ON gem_ledger (member_id, at, id);
CREATE INDEX gem_ledger_game ON gem_ledger (game_id) WHERE game_id IS NOT NULL;

INSERT INTO gem_ledger (member_id, game_id, amount, reason, balance_after, at)
    SELECT id, NULL, 100, 'start', 100, created_at FROM users ORDER BY id;
UPDATE users SET gems = 100;
