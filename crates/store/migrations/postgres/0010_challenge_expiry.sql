-- When a pending challenge lapses unanswered: 10 minutes after a live
-- challenge is made (live-games.md); NULL for correspondence challenges,
-- which wait until answered or withdrawn.
ALTER TABLE challenges ADD COLUMN expires_at BIGINT;
CREATE INDEX challenges_expiring ON challenges (expires_at)
    WHERE status = 'created' AND expires_at IS NOT NULL;
