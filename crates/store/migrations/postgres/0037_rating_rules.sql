-- The rule that kept a rated game from changing a player's rating
-- (docs/ratings.md): `special_rule` (a provisional player and a rated
-- opponent 400 points or more apart: the game does not count) or
-- `protection` (an established player does not lose points to an unrated
-- or provisional opponent); none when the formulas gave the change. Kept
-- with the game's changes and with each point of the rating history, so
-- the game page and the profile's chart can say why a change is 0 (issue
-- 49). Games rated before this have none.
ALTER TABLE games ADD COLUMN white_rating_rule TEXT;
ALTER TABLE games ADD COLUMN black_rating_rule TEXT;
ALTER TABLE rating_history ADD COLUMN rule TEXT;
