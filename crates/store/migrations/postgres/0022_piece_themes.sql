-- The pieces of the member's boards: chessground's cburnett drawings, or
-- the chess symbols of the system's font.
ALTER TABLE board_settings ADD COLUMN piece_theme TEXT NOT NULL DEFAULT 'cburnett';
