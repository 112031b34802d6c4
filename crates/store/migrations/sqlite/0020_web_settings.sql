-- The tournament round-start email gets a switch of its own (it followed
-- "your turn", so a member who turned that off keeps it off); the weekly
-- summary is opt-in, with when it was last sent (the job reads only the
-- members who chose it, through the index).
ALTER TABLE email_options ADD COLUMN tournament_rounds BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE email_options ADD COLUMN weekly_summary BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE email_options ADD COLUMN summary_sent_at BIGINT;
UPDATE email_options SET tournament_rounds = FALSE WHERE your_turn = 'off';
CREATE INDEX email_options_weekly ON email_options (summary_sent_at) WHERE weekly_summary;

-- Each member's board settings, kept with the account (not the browser):
-- the board's colours, coordinates, move confirmation for each kind of
-- game, and sounds. No row: the defaults.
CREATE TABLE board_settings (
    user_id                 BIGINT  PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    board_theme             TEXT    NOT NULL DEFAULT 'brown',
    coordinates             BOOLEAN NOT NULL DEFAULT TRUE,
    confirm_correspondence  BOOLEAN NOT NULL DEFAULT TRUE,
    confirm_live            BOOLEAN NOT NULL DEFAULT FALSE,
    sounds                  BOOLEAN NOT NULL DEFAULT TRUE
);
