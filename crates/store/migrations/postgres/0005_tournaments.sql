-- Tournaments (tournaments.md): their settings, who entered, the rounds
-- with the seed of every random choice, the groups of a Double Round
-- Robin, and which games belong to which round. Scores are not stored:
-- they are computed from the games' results (docs/tournaments.md).
-- Instants are Unix milliseconds.

CREATE TABLE tournaments (
    id                TEXT    PRIMARY KEY,
    name              TEXT    NOT NULL,
    -- `correspondence` (live games do not exist yet).
    kind              TEXT    NOT NULL,
    time_control      TEXT    NOT NULL,
    rated             BOOLEAN NOT NULL,
    -- `swiss` (with `swiss_rounds`) or `double_round_robin` (with
    -- `group_size`).
    system            TEXT    NOT NULL,
    group_size        INTEGER,
    swiss_rounds      INTEGER,
    signup_opens_at   BIGINT  NOT NULL,
    signup_closes_at  BIGINT  NOT NULL,
    starts_at         BIGINT  NOT NULL,
    min_players       INTEGER NOT NULL,
    max_players       INTEGER NOT NULL,
    rating_min        INTEGER,
    rating_max        INTEGER,
    vacation_allowed  BOOLEAN NOT NULL,
    -- `upcoming`, `in_progress`, `finished` or `cancelled`. Every change
    -- of status is one conditional UPDATE, so of two app servers exactly
    -- one starts or ends a tournament.
    status            TEXT    NOT NULL DEFAULT 'upcoming',
    -- Kept by joins and leaves under the row's lock: the maximum holds
    -- even when two members take the last seat at once.
    entrant_count     INTEGER NOT NULL DEFAULT 0,
    current_round     INTEGER NOT NULL DEFAULT 0,
    winner_id         BIGINT  REFERENCES users (id),
    -- `completed`, `under_minimum`, `no_valid_pairing` or `too_few_players`.
    end_reason        TEXT,
    created_by        BIGINT  NOT NULL REFERENCES users (id),
    created_at        BIGINT  NOT NULL,
    finished_at       BIGINT
);
-- The director looks for tournaments whose start has come.
CREATE INDEX tournaments_due ON tournaments (starts_at) WHERE status = 'upcoming';
CREATE INDEX tournaments_status ON tournaments (status, starts_at);

CREATE TABLE tournament_entrants (
    tournament_id  TEXT    NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id        BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    joined_at      BIGINT  NOT NULL,
    withdrawn      BOOLEAN NOT NULL DEFAULT FALSE,
    -- Swiss: lost a game on time (seed 000), not paired again.
    disqualified   BOOLEAN NOT NULL DEFAULT FALSE,
    -- The rating the final standings' tie-break used, kept when the
    -- tournament ends so the table never changes afterwards.
    final_rating   INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_entrants_user ON tournament_entrants (user_id);

CREATE TABLE tournament_rounds (
    tournament_id  TEXT    NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number         INTEGER NOT NULL,
    -- Seeds every random choice of the round (a ChaCha8 generator), so
    -- any pairing, group draw or lot can be reproduced (tournaments.md).
    seed           BIGINT  NOT NULL,
    -- `playing` or `finished`.
    status         TEXT    NOT NULL DEFAULT 'playing',
    -- Swiss: who sat the round out with a point.
    bye_user_id    BIGINT  REFERENCES users (id),
    started_at     BIGINT  NOT NULL,
    finished_at    BIGINT,
    PRIMARY KEY (tournament_id, number)
);
CREATE INDEX tournament_rounds_playing ON tournament_rounds (tournament_id) WHERE status = 'playing';

-- Double Round Robin: who plays in which group of a round.
CREATE TABLE tournament_group_players (
    tournament_id  TEXT    NOT NULL,
    round          INTEGER NOT NULL,
    group_number   INTEGER NOT NULL,
    -- The seat in the group's Berger table, from 1 (the group's top seed).
    seat           INTEGER NOT NULL,
    user_id        BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- The rating the round's decision used (tie-break 2), once decided.
    rating         INTEGER,
    PRIMARY KEY (tournament_id, round, user_id),
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds (tournament_id, number) ON DELETE CASCADE
);

CREATE TABLE tournament_games (
    game_id        TEXT    PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    tournament_id  TEXT    NOT NULL,
    round          INTEGER NOT NULL,
    -- Double Round Robin: the group; 1 in a Swiss.
    group_number   INTEGER NOT NULL,
    -- The order the pairing listed the game in (top boards first).
    board          INTEGER NOT NULL,
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds (tournament_id, number) ON DELETE CASCADE
);
CREATE INDEX tournament_games_round ON tournament_games (tournament_id, round);
