-- The accessible mode of the game page (docs/web.md), a board setting kept
-- with the account: moves announced in words, the board read through
-- commands typed in the move box, chessground hidden from screen readers.
ALTER TABLE board_settings ADD COLUMN accessible BOOLEAN NOT NULL DEFAULT FALSE;
