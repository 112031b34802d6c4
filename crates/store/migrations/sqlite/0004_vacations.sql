-- Vacation (product.md §4): the periods during which a member's clocks do
-- not run in any correspondence game, the flag by which a tournament may
-- disallow it, and the "vacation ending" email option. Instants are Unix
-- milliseconds.

CREATE TABLE vacations (
    id                  INTEGER PRIMARY KEY,
    user_id             BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- The instants [start_ms, end_ms); ending early moves end_ms.
    start_ms            BIGINT  NOT NULL,
    end_ms              BIGINT  NOT NULL,
    -- When the "vacation ending" email is due (a day before the end);
    -- NULL once sent, or when the vacation is too short to need one. The
    -- job reads only due rows, through this index.
    ending_reminder_at  BIGINT,
    created_at          BIGINT  NOT NULL,
    CHECK (start_ms < end_ms)
);
-- A member's vacations that may still matter (to a clock, to this year's
-- allowance), read by the end.
CREATE INDEX vacations_user ON vacations (user_id, end_ms);
CREATE INDEX vacations_ending_reminder ON vacations (ending_reminder_at)
    WHERE ending_reminder_at IS NOT NULL;

-- Tournaments may be created with vacation disallowed (product.md §4):
-- their games then ignore the players' vacations.
ALTER TABLE games ADD COLUMN vacation_allowed BOOLEAN NOT NULL DEFAULT TRUE;

ALTER TABLE email_options ADD COLUMN vacation_ending BOOLEAN NOT NULL DEFAULT TRUE;
