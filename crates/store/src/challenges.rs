//! Challenges to a named player, and open games (seeks) anyone may join.

use redqueen_domain::Named;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::{ChallengeColor, ChallengeStatus, Color, DeclineReason, TimeControl};

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

stored_row! {
    /// A challenge as stored.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ChallengeRow {
        pub id: String,
        pub challenger_id: MemberId,
        /// `None` for an open game.
        pub dest_user_id: Option<MemberId>,
        /// The challenger's request.
        pub color: ChallengeColor,
        /// The colour the challenger will have (drawn when the challenge
        /// was made, if left to chance).
        pub final_color: Color,
        pub time_control: TimeControl,
        pub rated: bool,
        pub initial_fen: Option<String>,
        pub message: Option<String>,
        pub rating_min: Option<i32>,
        pub rating_max: Option<i32>,
        pub rematch_of: Option<String>,
        pub status: ChallengeStatus,
        pub decline_reason: Option<DeclineReason>,
        pub created_at: i64,
        pub updated_at: i64,
        /// When it lapses unanswered (live challenges); `None`: never.
        pub expires_at: Option<i64>,
        /// The club of a ladder challenge (clubs-and-ladder.md).
        pub club_id: Option<i64>,
    }
}

/// A pending challenge, as every read of pending ones and every answer
/// see it: created and not lapsed at `$N` (the caller's `now`).
fn pending(now_param: u8) -> String {
    format!("status = 'created' AND (expires_at IS NULL OR expires_at > ${now_param})")
}

const CHALLENGE_COLUMNS: &str = ChallengeRow::COLUMNS;

impl Store {
    /// The challenge with this id, whatever its status.
    ///
    /// # Errors
    /// The database failed.
    pub async fn challenge(&self, id: &str) -> StoreResult<Option<ChallengeRow>> {
        let sql = format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = $1");
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
        Ok(row)
    }

    /// Challenges to `user_id` pending at `now`, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn challenges_to(
        &self,
        user_id: MemberId,
        now: i64,
    ) -> StoreResult<Vec<ChallengeRow>> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE dest_user_id = $1 AND {} \
             ORDER BY created_at, id",
            pending(2)
        );
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(user_id.0).bind(now).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// Challenges and open games made by `user_id` pending at `now`,
    /// oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn challenges_from(
        &self,
        user_id: MemberId,
        now: i64,
    ) -> StoreResult<Vec<ChallengeRow>> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE challenger_id = $1 AND {} \
             ORDER BY created_at, id",
            pending(2)
        );
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(user_id.0).bind(now).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// Open games waiting for an opponent at `now`, newest first (the
    /// lobby).
    ///
    /// # Errors
    /// The database failed.
    pub async fn open_challenges(&self, now: i64, limit: i64) -> StoreResult<Vec<ChallengeRow>> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE dest_user_id IS NULL AND {} \
             ORDER BY created_at DESC, id LIMIT $1",
            pending(2)
        );
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(limit).bind(now).fetch_all(pool).await)?;
        Ok(rows)
    }
}

impl Tx {
    /// Cancels every pending challenge and open game `member` made or was
    /// sent (a ban, a deletion: product.md §11, §1); returns each one's id,
    /// challenger and challenged member, to tell them.
    ///
    /// # Errors
    /// The database failed.
    pub async fn cancel_challenges_of(
        &mut self,
        member: MemberId,
        now: i64,
    ) -> StoreResult<Vec<(String, MemberId, Option<MemberId>)>> {
        let mut canceled = Vec::new();
        for sql in [
            "UPDATE challenges SET status = 'canceled', updated_at = $2 \
             WHERE challenger_id = $1 AND status = 'created' \
             RETURNING id, challenger_id, dest_user_id",
            "UPDATE challenges SET status = 'canceled', updated_at = $2 \
             WHERE dest_user_id = $1 AND status = 'created' \
             RETURNING id, challenger_id, dest_user_id",
        ] {
            let rows: Vec<(String, i64, Option<i64>)> = on_backend!(&mut self.0, tx => sqlx::query_as(sql)
                .bind(member.0).bind(now).fetch_all(&mut **tx).await)?;
            canceled.extend(
                rows.into_iter()
                    .map(|(id, from, to)| (id, MemberId(from), to.map(MemberId))),
            );
        }
        Ok(canceled)
    }

    /// The id of a ladder challenge of club `club` from `challenger` to
    /// `dest` with `time_control` still pending at `now`, if any (the
    /// caller holds the club: [`Tx::lock_club`], so two alike cannot both
    /// find none).
    ///
    /// # Errors
    /// The database failed.
    pub async fn pending_club_challenge(
        &mut self,
        club: i64,
        challenger: MemberId,
        dest: MemberId,
        time_control: TimeControl,
        now: i64,
    ) -> StoreResult<Option<String>> {
        let sql = format!(
            "SELECT id FROM challenges WHERE club_id = $1 AND challenger_id = $2 \
             AND dest_user_id = $3 AND time_control = $4 AND {} ORDER BY created_at LIMIT 1",
            pending(5)
        );
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(&sql)
            .bind(club).bind(challenger.0).bind(dest.0).bind(time_control.to_string()).bind(now)
            .fetch_optional(&mut **tx).await)?;
        Ok(id)
    }

    /// Stores a new challenge (pending: [`ChallengeStatus::Created`]).
    ///
    /// # Errors
    /// The database failed (an id collision included: ids are random).
    pub async fn insert_challenge(&mut self, c: &ChallengeRow) -> StoreResult<()> {
        let sql = "INSERT INTO challenges (id, challenger_id, dest_user_id, color, final_color, time_control, \
                   rated, initial_fen, message, rating_min, rating_max, rematch_of, status, decline_reason, \
                   created_at, updated_at, expires_at, club_id) \
                   VALUES ($1, $2, $3, $4, $16, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $17, $18)";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(&c.id).bind(c.challenger_id.0).bind(c.dest_user_id.map(|id| id.0)).bind(c.color.as_str())
            .bind(c.time_control.to_string()).bind(c.rated).bind(&c.initial_fen).bind(&c.message)
            .bind(c.rating_min).bind(c.rating_max).bind(&c.rematch_of).bind(c.status.as_str())
            .bind(c.decline_reason.map(DeclineReason::as_str)).bind(c.created_at).bind(c.updated_at).bind(c.final_color.as_str())
            .bind(c.expires_at).bind(c.club_id).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Moves a challenge pending at `now` to `status` (accepted, declined
    /// or canceled) and returns it; `None` when it is not pending any more
    /// (answered, withdrawn or lapsed).
    /// One statement, so of two racing answers exactly one wins.
    ///
    /// # Errors
    /// The database failed.
    pub async fn close_challenge(
        &mut self,
        id: &str,
        status: ChallengeStatus,
        decline_reason: Option<DeclineReason>,
        now: i64,
    ) -> StoreResult<Option<ChallengeRow>> {
        let sql = format!(
            "UPDATE challenges SET status = $2, decline_reason = $3, updated_at = $4 \
             WHERE id = $1 AND {} RETURNING {CHALLENGE_COLUMNS}",
            pending(4)
        );
        let row = on_backend!(&mut self.0, tx => sqlx::query_as(&sql)
            .bind(id).bind(status.as_str()).bind(decline_reason.map(DeclineReason::as_str)).bind(now).fetch_optional(&mut **tx).await)?;
        Ok(row)
    }

    /// Closes, as canceled, the challenges that lapsed unanswered at or
    /// before `now` (at most `limit`, through their index) and returns
    /// them.
    ///
    /// # Errors
    /// The database failed.
    pub async fn lapse_challenges(
        &mut self,
        now: i64,
        limit: i64,
    ) -> StoreResult<Vec<ChallengeRow>> {
        let sql = format!(
            "UPDATE challenges SET status = 'canceled', updated_at = $1 WHERE id IN \
             (SELECT id FROM challenges WHERE status = 'created' AND expires_at IS NOT NULL \
              AND expires_at <= $1 ORDER BY expires_at LIMIT $2) \
             AND status = 'created' RETURNING {CHALLENGE_COLUMNS}"
        );
        let rows = on_backend!(&mut self.0, tx => sqlx::query_as(&sql)
            .bind(now).bind(limit).fetch_all(&mut **tx).await)?;
        Ok(rows)
    }
}
