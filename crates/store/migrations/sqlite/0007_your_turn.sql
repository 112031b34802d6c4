-- "Your turn" emails wait a short grace (product.md §6, docs/play.md): the
-- instant the next one is due to the player to move. A reply within the
-- grace replaces it, so a quick exchange sends no email per move.
ALTER TABLE games ADD COLUMN your_turn_at BIGINT;
CREATE INDEX games_your_turn ON games (your_turn_at) WHERE your_turn_at IS NOT NULL;
