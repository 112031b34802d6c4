-- A chat line's room, as lichess has them: 'player' (between the two
-- players) or 'spectator' (for those who watch, not shown to the
-- opponent). The chat budget counts a member's lines in one game.
ALTER TABLE game_chat ADD COLUMN room TEXT NOT NULL DEFAULT 'player';
CREATE INDEX game_chat_budget ON game_chat (game_id, user_id, created_at);
