-- A result is recorded once (clubs-and-ladder.md, decisions of turn 3):
-- the same report (same players, result, day and clock) sent again, or a
-- form submitted twice, is a duplicate; two real games between the same
-- players on one day are told apart by saying so, with the game's number
-- of the day. `game_number` is 1, 2, ... for a game reported or entered
-- over the board; NULL for the games whose result comes from the game
-- itself (played on the server, boards of club events), which nobody
-- reports. The index is the last word when two identical reports race:
-- exactly one is recorded, on either backend.
ALTER TABLE club_events ADD COLUMN game_number INTEGER;
CREATE UNIQUE INDEX club_events_game_number
    ON club_events (club_id, white_id, black_id, on_day, result, time_control, game_number)
    WHERE game_number IS NOT NULL;
