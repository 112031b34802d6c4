-- Matches between clubs (issue 52, docs/clubs.md "Matches between
-- clubs"): the invitation and its settings, each club's roster, and the
-- games of the boards. The score is not stored: it follows from the
-- games' results.

CREATE TABLE club_matches (
    -- Drawn like a game's id, so that it names the match on either
    -- club's server alike.
    id                TEXT    PRIMARY KEY,
    inviting_club_id  BIGINT  NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    invited_club_id   BIGINT  NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    -- `correspondence`, `live` or `over_the_board`.
    kind              TEXT    NOT NULL,
    -- A game's time control as the games of its kind store it.
    time_control      TEXT    NOT NULL,
    min_boards        INTEGER NOT NULL,
    max_boards        INTEGER NOT NULL,
    rated             BOOLEAN NOT NULL,
    rating_min        INTEGER,
    rating_max        INTEGER,
    -- When registration closes and the games start.
    starts_at         BIGINT  NOT NULL,
    description       TEXT    NOT NULL,
    -- `invited`, `declined`, `expired`, `registering`, `in_progress`,
    -- `finished` or `cancelled`. Every change of status is one
    -- conditional UPDATE, so of two app servers exactly one makes it.
    status            TEXT    NOT NULL DEFAULT 'invited',
    decline_reason    TEXT,
    -- The boards played, set at the start.
    boards            INTEGER NOT NULL DEFAULT 0,
    -- Taken (incremented) by every change of the rosters and by the
    -- start, in the same transaction: the match's lock, so that a join
    -- and the start are one before the other.
    roster_version    INTEGER NOT NULL DEFAULT 0,
    invited_by        BIGINT  NOT NULL REFERENCES users (id),
    answered_by       BIGINT  REFERENCES users (id),
    created_at        BIGINT  NOT NULL,
    answered_at       BIGINT,
    finished_at       BIGINT
);
-- The job reads only matches whose start may be due, and matches being
-- played.
CREATE INDEX club_matches_due ON club_matches (starts_at)
    WHERE status IN ('invited', 'registering');
CREATE INDEX club_matches_playing ON club_matches (id) WHERE status = 'in_progress';
CREATE INDEX club_matches_inviting ON club_matches (inviting_club_id, created_at);
CREATE INDEX club_matches_invited ON club_matches (invited_club_id, created_at);

CREATE TABLE club_match_players (
    match_id   TEXT    NOT NULL REFERENCES club_matches (id) ON DELETE CASCADE,
    user_id    BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- `inviting` or `invited`: the club the member plays for. A member
    -- of both clubs plays for one.
    side       TEXT    NOT NULL,
    joined_at  BIGINT  NOT NULL,
    -- Set at the start: the board played, or NULL for a reserve.
    board      INTEGER,
    -- The rating that ordered the boards, kept at the start.
    rating     INTEGER,
    PRIMARY KEY (match_id, user_id)
);
CREATE INDEX club_match_players_user ON club_match_players (user_id);

CREATE TABLE club_match_games (
    game_id     TEXT    PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    match_id    TEXT    NOT NULL REFERENCES club_matches (id) ON DELETE CASCADE,
    board       INTEGER NOT NULL,
    -- The club whose player has White.
    white_side  TEXT    NOT NULL
);
CREATE INDEX club_match_games_match ON club_match_games (match_id, board);
