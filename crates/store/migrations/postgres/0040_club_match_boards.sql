-- The boards of matches over the board (issue 52, docs/clubs.md "Over
-- the board"): who plays on each, and its result as the two clubs report
-- it. Such a board is no game of the site: it changes no rating and no
-- ladder, and counts in the match's score once both clubs agree on it.

CREATE TABLE club_match_boards (
    match_id       TEXT    NOT NULL REFERENCES club_matches (id) ON DELETE CASCADE,
    board          INTEGER NOT NULL,
    white_id       BIGINT  NOT NULL REFERENCES users (id),
    black_id       BIGINT  NOT NULL REFERENCES users (id),
    -- The club whose player has White.
    white_side     TEXT    NOT NULL,
    -- `1-0`, `0-1` or `1/2-1/2`, once reported.
    result         TEXT,
    -- The club whose report it is: the other one confirms it.
    reported_side  TEXT,
    -- `reported`, `disputed` or `confirmed`, once reported.
    status         TEXT,
    -- The last one to report or answer, and when.
    answered_by    BIGINT  REFERENCES users (id),
    answered_at    BIGINT,
    PRIMARY KEY (match_id, board)
);
-- A member's boards, for their profile and for the forfeits of one who
-- leaves.
CREATE INDEX club_match_boards_white ON club_match_boards (white_id);
CREATE INDEX club_match_boards_black ON club_match_boards (black_id);
