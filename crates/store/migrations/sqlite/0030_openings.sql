-- A finished game's opening (docs/openings.md): the ECO code and name of
-- the last position of its opening the lichess table names, written by
-- the save that ends the game; NULL while it is played (pages name its
-- opening from its moves) and for a game the table names no position of.
-- What the profiles' "openings played" count.
ALTER TABLE games ADD COLUMN opening_eco TEXT;
ALTER TABLE games ADD COLUMN opening_name TEXT;
