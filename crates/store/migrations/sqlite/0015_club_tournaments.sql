-- Club events (clubs-and-ladder.md "Events"): the SLQ, Quads, Octos,
-- Swiss and round robin events and the Annual Championship, with their
-- announcement, entries, rounds and games. Called tournaments here so
-- that they are not confused with the entries of a club's recorded
-- sequence (`club_events`), which their results join.

CREATE TABLE club_tournaments (
    id            INTEGER PRIMARY KEY,
    club_id       BIGINT  NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    name          TEXT    NOT NULL,
    -- `slq-6`, `quad`, `octo`, `swiss-5`, `rr-6`, `championship-5`,
    -- `championship-rr` (`EventFormat`).
    format        TEXT    NOT NULL,
    -- `G/5` ... `G/30`.
    time_control  TEXT    NOT NULL,
    -- Open to site members who are not club members.
    is_open       BOOLEAN NOT NULL,
    -- Played on the server (G/N clocks) rather than over the board.
    on_server     BOOLEAN NOT NULL DEFAULT FALSE,
    -- The announcement as the club publishes it (plain text).
    announcement  TEXT    NOT NULL,
    -- `entries` (taking entries), `running`, `finished`.
    status        TEXT    NOT NULL,
    -- The rounds paired so far.
    rounds_paired INTEGER NOT NULL DEFAULT 0,
    -- Every random choice (seats, pairings, lots) from this seed.
    seed          BIGINT  NOT NULL,
    created_by    BIGINT  NOT NULL REFERENCES users (id),
    created_at    BIGINT  NOT NULL,
    finished_at   BIGINT
);
CREATE INDEX club_tournaments_club ON club_tournaments (club_id, created_at);

CREATE TABLE club_tournament_entries (
    tournament_id  BIGINT  NOT NULL REFERENCES club_tournaments (id) ON DELETE CASCADE,
    member_id      BIGINT  NOT NULL REFERENCES users (id),
    -- A club member when they entered (a non-member's games change
    -- neither club ratings nor the ladder).
    is_member      BOOLEAN NOT NULL,
    -- The section (from 1) and the seat in it, once the event starts (a
    -- late entry into a Swiss takes the next seat of its section).
    section        INTEGER,
    seat           INTEGER,
    -- The round before which they entered (1: before the start).
    entered_round  INTEGER NOT NULL,
    -- The last round they were in, once withdrawn: not paired again.
    withdrawn_after INTEGER,
    entered_at     BIGINT  NOT NULL,
    PRIMARY KEY (tournament_id, member_id)
);

-- A round's pairings: games, forfeits (a withdrawn player's game in a
-- round robin, won by the other), byes and rests.
CREATE TABLE club_tournament_games (
    id             INTEGER PRIMARY KEY,
    tournament_id  BIGINT  NOT NULL REFERENCES club_tournaments (id) ON DELETE CASCADE,
    round          INTEGER NOT NULL,
    section        INTEGER NOT NULL,
    board          INTEGER NOT NULL,
    -- `game`, `forfeit`, `bye` (white_id has it) or `rest` (white_id).
    kind           TEXT    NOT NULL,
    white_id       BIGINT  NOT NULL REFERENCES users (id),
    black_id       BIGINT  REFERENCES users (id),
    -- `1-0`, `0-1`, `1/2-1/2` once in (a forfeit's at once).
    result         TEXT,
    -- `reported`, `confirmed`, `disputed`, as a club game's.
    status         TEXT,
    -- The day of the round (the meeting), `YYYY-MM-DD`.
    played_on      TEXT    NOT NULL,
    -- The entry of the club's sequence the result joined (games between
    -- two members).
    club_event_id  BIGINT  REFERENCES club_events (id),
    -- An event played on the server: the board's game.
    game_id        TEXT    REFERENCES games (id),
    UNIQUE (tournament_id, round, section, board)
);
CREATE INDEX club_tournament_games_game ON club_tournament_games (game_id);

-- A sequence entry of an event: its tournament and rating period (the
-- round in the SLQ, 0 for a whole event), and a placement's standings
-- (a JSON array of ids, first place first).
ALTER TABLE club_events ADD COLUMN tournament_id BIGINT REFERENCES club_tournaments (id);
ALTER TABLE club_events ADD COLUMN period_round INTEGER;
ALTER TABLE club_events ADD COLUMN players TEXT;

-- The season a director opened by closing the one before it early
-- (`Season::opened`), as of the last entry of the sequence.
ALTER TABLE clubs ADD COLUMN opened_season INTEGER;
