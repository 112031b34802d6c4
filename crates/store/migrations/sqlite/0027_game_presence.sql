-- Who has a game open (its page's socket or feed, a Board API game
-- stream): a player who does is told of the game's end there, and a live
-- game emails its end only to a player who is not (docs/live-games.md,
-- "Emails"). In the database, so that the server ending a game knows of
-- a page open on another app server. One row per open connection, deleted
-- when it closes; the rows of a game are deleted once its end is mailed,
-- so a server that stopped without closing its connections leaves none
-- beyond the end of the games they were about.
CREATE TABLE game_presence (
    id         INTEGER PRIMARY KEY,
    game_id    TEXT    NOT NULL,
    member_id  BIGINT  NOT NULL,
    opened_at  BIGINT  NOT NULL
);
CREATE INDEX game_presence_game ON game_presence (game_id, member_id);
