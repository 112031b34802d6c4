-- A live game's state beyond the position (live-games.md): draw requests
-- and takebacks made, a standing takeback offer or request to quit, as JSON.
-- NULL for correspondence games.
ALTER TABLE games ADD COLUMN live TEXT;
