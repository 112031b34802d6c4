-- Notices of matches between clubs (issue 52): invitations, answers,
-- rosters open, the start. On by default, by email and by push, as the
-- other options of a member's clubs.
ALTER TABLE email_options ADD COLUMN club_matches BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE email_options ADD COLUMN push_club_matches BOOLEAN NOT NULL DEFAULT TRUE;
