//! Challenges to a named player, and open games (seeks) anyone may join.

use redqueen_domain::Named;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::{ChallengeColor, ChallengeStatus, Color};

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
        pub time_control: String,
        pub rated: bool,
        pub initial_fen: Option<String>,
        pub message: Option<String>,
        pub rating_min: Option<i32>,
        pub rating_max: Option<i32>,
        pub rematch_of: Option<String>,
        pub status: ChallengeStatus,
        pub decline_reason: Option<String>,
        pub created_at: i64,
        pub updated_at: i64,
    }
}

const CHALLENGE_COLUMNS: &str = "id, challenger_id, dest_user_id, color, final_color, time_control, rated, \
    initial_fen, message, rating_min, rating_max, rematch_of, status, decline_reason, \
    created_at, updated_at";

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

    /// Pending challenges to `user_id`, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn challenges_to(&self, user_id: MemberId) -> StoreResult<Vec<ChallengeRow>> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE dest_user_id = $1 AND status = 'created' \
             ORDER BY created_at, id"
        );
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(user_id.0).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// Pending challenges and open games made by `user_id`, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn challenges_from(&self, user_id: MemberId) -> StoreResult<Vec<ChallengeRow>> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE challenger_id = $1 AND status = 'created' \
             ORDER BY created_at, id"
        );
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(user_id.0).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// Open games waiting for an opponent, newest first (the lobby).
    ///
    /// # Errors
    /// The database failed.
    pub async fn open_challenges(&self, limit: i64) -> StoreResult<Vec<ChallengeRow>> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE dest_user_id IS NULL AND status = 'created' \
             ORDER BY created_at DESC, id LIMIT $1"
        );
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(limit).fetch_all(pool).await)?;
        Ok(rows)
    }
}

impl Tx {
    /// Stores a new challenge (pending: [`ChallengeStatus::Created`]).
    ///
    /// # Errors
    /// The database failed (an id collision included: ids are random).
    pub async fn insert_challenge(&mut self, c: &ChallengeRow) -> StoreResult<()> {
        let sql = "INSERT INTO challenges (id, challenger_id, dest_user_id, color, final_color, time_control, \
                   rated, initial_fen, message, rating_min, rating_max, rematch_of, status, decline_reason, \
                   created_at, updated_at) \
                   VALUES ($1, $2, $3, $4, $16, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(&c.id).bind(c.challenger_id.0).bind(c.dest_user_id.map(|id| id.0)).bind(c.color.as_str())
            .bind(&c.time_control).bind(c.rated).bind(&c.initial_fen).bind(&c.message)
            .bind(c.rating_min).bind(c.rating_max).bind(&c.rematch_of).bind(c.status.as_str())
            .bind(&c.decline_reason).bind(c.created_at).bind(c.updated_at).bind(c.final_color.as_str())
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Moves a pending challenge to `status` (accepted, declined or
    /// canceled) and returns it; `None` when it is not pending any more.
    /// One statement, so of two racing answers exactly one wins.
    ///
    /// # Errors
    /// The database failed.
    pub async fn close_challenge(
        &mut self,
        id: &str,
        status: ChallengeStatus,
        decline_reason: Option<&str>,
        now: i64,
    ) -> StoreResult<Option<ChallengeRow>> {
        let sql = format!(
            "UPDATE challenges SET status = $2, decline_reason = $3, updated_at = $4 \
             WHERE id = $1 AND status = 'created' RETURNING {CHALLENGE_COLUMNS}"
        );
        let row = on_backend!(&mut self.0, tx => sqlx::query_as(&sql)
            .bind(id).bind(status.as_str()).bind(decline_reason).bind(now).fetch_optional(&mut **tx).await)?;
        Ok(row)
    }
}
