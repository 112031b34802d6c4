-- Clubs (clubs-and-ladder.md): the club with its season and decay day,
-- its members and directors, and its recorded sequence of events
-- (members taking the bottom rank or leaving the ladder, games, monthly
-- decays). The ladder and the index cards are the replay of the sequence
-- (`redqueen_domain::club::ClubHistory`), kept here as of the last event
-- (`ladder`, `club_cards`) so pages read them without replaying; each
-- change of the sequence rewrites them in its transaction, under the
-- club row's lock (`version`).

CREATE TABLE clubs (
    id                  INTEGER PRIMARY KEY,
    name                TEXT    NOT NULL,
    name_key            TEXT    NOT NULL UNIQUE,
    description         TEXT    NOT NULL DEFAULT '',
    season_start_month  INTEGER NOT NULL DEFAULT 9,
    season_start_day    INTEGER NOT NULL DEFAULT 1,
    -- The day of the month of the absence decay (the 7th: after a first
    -- meeting in the month's first week, where a director may apply it),
    -- and the next day it is due (the job reads the due ones by index).
    decay_day           INTEGER NOT NULL DEFAULT 7,
    next_decay_on       TEXT    NOT NULL,
    -- The last decay applied (`YYYY-MM-DD`), by the job or a director.
    last_decay_on       TEXT,
    -- The members on the ladder from rank 1 down, as a JSON array of ids.
    ladder              TEXT    NOT NULL DEFAULT '[]',
    version             INTEGER NOT NULL DEFAULT 0,
    created_by          BIGINT  NOT NULL REFERENCES users (id),
    created_at          BIGINT  NOT NULL
);
CREATE INDEX clubs_decay_due ON clubs (next_decay_on);

CREATE TABLE club_members (
    club_id       BIGINT  NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    member_id     BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- `requested` until a director accepts, then `member`.
    status        TEXT    NOT NULL,
    is_director   BOOLEAN NOT NULL DEFAULT FALSE,
    requested_at  BIGINT  NOT NULL,
    PRIMARY KEY (club_id, member_id)
);
CREATE INDEX club_members_member ON club_members (member_id);

CREATE TABLE club_events (
    id            INTEGER PRIMARY KEY,
    club_id       BIGINT  NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    -- The position in the recorded sequence: 1, 2, 3, ...
    seq           INTEGER NOT NULL,
    -- `joined`, `left`, `game` or `decay`.
    kind          TEXT    NOT NULL,
    -- `joined`, `left`: who; `game`: White and Black.
    member_id     BIGINT  REFERENCES users (id),
    white_id      BIGINT  REFERENCES users (id),
    black_id      BIGINT  REFERENCES users (id),
    -- `1-0`, `0-1` or `1/2-1/2`.
    result        TEXT,
    -- `G/5` ... `G/30`.
    time_control  TEXT,
    -- The day it happened: joined, played, decayed (`YYYY-MM-DD`).
    on_day        TEXT    NOT NULL,
    -- A game: `reported` (by White; counts at once), `confirmed`,
    -- `disputed` (by Black, until a director confirms or corrects it).
    status        TEXT,
    recorded_by   BIGINT  REFERENCES users (id),
    recorded_at   BIGINT  NOT NULL,
    corrected_at  BIGINT,
    UNIQUE (club_id, seq)
);

-- Each member's index card as of the last event (`IndexCard`).
CREATE TABLE club_cards (
    club_id        BIGINT  NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    member_id      BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    rating         INTEGER NOT NULL,
    joined_on      TEXT    NOT NULL,
    last_defense   TEXT,
    season         INTEGER NOT NULL,
    games          INTEGER NOT NULL,
    ranks_earned   INTEGER NOT NULL,
    absence_total  INTEGER NOT NULL,
    PRIMARY KEY (club_id, member_id)
);
