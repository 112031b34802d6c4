-- Challenges, open games and correspondence games, with what players keep
-- beside a game: chat, private notes, conditional moves; blocks and email
-- options. Instants are Unix milliseconds.

CREATE TABLE challenges (
    id              TEXT    PRIMARY KEY,
    challenger_id   BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- NULL for an open game that anyone may join.
    dest_user_id    BIGINT  REFERENCES users (id) ON DELETE CASCADE,
    -- The challenger's request (white, black, random) and the colour
    -- they will actually have, drawn when the challenge is made.
    color           TEXT    NOT NULL,
    final_color     TEXT    NOT NULL,
    time_control    TEXT    NOT NULL,
    rated           BOOLEAN NOT NULL,
    initial_fen     TEXT,
    message         TEXT,
    rating_min      INTEGER,
    rating_max      INTEGER,
    rematch_of      TEXT,
    status          TEXT    NOT NULL DEFAULT 'created',
    decline_reason  TEXT,
    created_at      BIGINT  NOT NULL,
    updated_at      BIGINT  NOT NULL
);
CREATE INDEX challenges_to ON challenges (dest_user_id) WHERE status = 'created';
CREATE INDEX challenges_from ON challenges (challenger_id) WHERE status = 'created';
CREATE INDEX challenges_open ON challenges (created_at) WHERE status = 'created' AND dest_user_id IS NULL;

CREATE TABLE games (
    id                TEXT    PRIMARY KEY,
    white_id          BIGINT  NOT NULL REFERENCES users (id),
    black_id          BIGINT  NOT NULL REFERENCES users (id),
    white_secret      TEXT    NOT NULL,
    black_secret      TEXT    NOT NULL,
    origin            TEXT    NOT NULL,
    time_control      TEXT    NOT NULL,
    rated             BOOLEAN NOT NULL,
    initial_fen       TEXT,
    -- The moves in UCI, space separated, and when each was played (Unix
    -- ms, space separated): one row holds the whole record, so a move is
    -- one read and one write.
    moves             TEXT    NOT NULL DEFAULT '',
    move_times        TEXT    NOT NULL DEFAULT '',
    ply               INTEGER NOT NULL DEFAULT 0,
    -- Bumped by every change: a change saved against an older version
    -- lost a race and is refused (exactly one of two wins).
    version           INTEGER NOT NULL DEFAULT 0,
    fen               TEXT    NOT NULL,
    draw_offer        TEXT,
    deletion_request  TEXT,
    white_ms          BIGINT  NOT NULL,
    black_ms          BIGINT  NOT NULL,
    turn_started_at   BIGINT  NOT NULL,
    -- While the game is in progress: when the player to move runs out. The
    -- clock sweeper reads only expired games through this index.
    deadline_at       BIGINT,
    -- The next reminder due to the player to move, by the same pattern.
    reminder_at       BIGINT,
    reminder_kind     TEXT,
    status            TEXT    NOT NULL DEFAULT 'started',
    winner            TEXT,
    end_reason        TEXT,
    created_at        BIGINT  NOT NULL,
    last_move_at      BIGINT,
    finished_at       BIGINT
);
CREATE INDEX games_deadline ON games (deadline_at) WHERE deadline_at IS NOT NULL;
CREATE INDEX games_reminder ON games (reminder_at) WHERE reminder_at IS NOT NULL;
CREATE INDEX games_white ON games (white_id, status);
CREATE INDEX games_black ON games (black_id, status);

CREATE TABLE game_chat (
    id          INTEGER PRIMARY KEY,
    game_id     TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    -- NULL for lines written by the site itself.
    user_id     BIGINT  REFERENCES users (id) ON DELETE SET NULL,
    text        TEXT    NOT NULL,
    created_at  BIGINT  NOT NULL
);
CREATE INDEX game_chat_game ON game_chat (game_id, id);

CREATE TABLE game_notes (
    game_id     TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id     BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    text        TEXT    NOT NULL,
    updated_at  BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE conditional_moves (
    game_id     TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id     BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- The lines, as JSON: a list of lists of UCI moves.
    lines       TEXT    NOT NULL,
    updated_at  BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE blocks (
    user_id     BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    blocked_id  BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  BIGINT  NOT NULL,
    PRIMARY KEY (user_id, blocked_id)
);

-- One row per member who changed the defaults (everything on, "your
-- turn" at every move).
CREATE TABLE email_options (
    user_id            BIGINT  PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    your_turn          TEXT    NOT NULL DEFAULT 'every_move',
    challenges         BOOLEAN NOT NULL DEFAULT TRUE,
    draw_offers        BOOLEAN NOT NULL DEFAULT TRUE,
    game_over          BOOLEAN NOT NULL DEFAULT TRUE,
    reminders          BOOLEAN NOT NULL DEFAULT TRUE,
    digest_sent_at     BIGINT
);
