//! What waits for a member, counted for the header of every page they see:
//! the games where it is their move and the challenges sent to them. Both
//! read through the member's own indexes (`games_white`, `games_black`,
//! `challenges_to`): their cost follows the member's games in progress,
//! never the whole history.

use redqueen_domain::account::MemberId;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;

/// The header's counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Waiting {
    /// Games in progress where the member is to move.
    pub my_turn: i64,
    /// Challenges to the member pending now.
    pub challenges: i64,
}

/// The side to move is the FEN's second field.
const WAITING: &str = "SELECT \
    (SELECT COUNT(*) FROM games WHERE status = 'started' AND \
        ((white_id = $1 AND fen LIKE '% w %') OR (black_id = $1 AND fen LIKE '% b %'))), \
    (SELECT COUNT(*) FROM challenges WHERE dest_user_id = $1 AND status = 'created' \
        AND (expires_at IS NULL OR expires_at > $2))";

impl Store {
    /// What waits for `user_id` at `now`, in one query.
    ///
    /// # Errors
    /// The database failed.
    pub async fn waiting(&self, user_id: MemberId, now: i64) -> StoreResult<Waiting> {
        let (my_turn, challenges): (i64, i64) = on_backend!(&self.read, pool =>
            sqlx::query_as(WAITING).bind(user_id.0).bind(now).fetch_one(pool).await)?;
        Ok(Waiting {
            my_turn,
            challenges,
        })
    }
}

impl Tx {
    /// How many games `user_id` has in progress, as this transaction sees
    /// them (the installation's cap on games in progress).
    ///
    /// # Errors
    /// The database failed.
    pub async fn games_in_progress_count(&mut self, user_id: MemberId) -> StoreResult<i64> {
        let sql = "SELECT (SELECT COUNT(*) FROM games WHERE white_id = $1 AND status = 'started') \
                   + (SELECT COUNT(*) FROM games WHERE black_id = $1 AND status = 'started')";
        let (count,): (i64,) = on_backend!(&mut self.0, tx =>
            sqlx::query_as(sql).bind(user_id.0).fetch_one(&mut **tx).await)?;
        Ok(count)
    }
}
