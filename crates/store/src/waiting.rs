//! What waits for a member, counted for the header of every page they see:
//! the games where it is their move, the challenges sent to them, and the
//! club results for them to confirm or settle. Each is read through an
//! index of what is open (`games_white`, `games_black`, `challenges_to`,
//! and the partial indexes of reported and disputed club results): the
//! cost follows what waits, never the whole history.

use redqueen_domain::account::MemberId;

use crate::backend::{Store, Tx, on_backend};
use crate::clubs::{BOARDS_WAITING, LADDER_WAITING};
use crate::error::StoreResult;

/// The header's counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Waiting {
    /// Games in progress where the member is to move.
    pub my_turn: i64,
    /// Challenges to the member pending now.
    pub challenges: i64,
    /// Club results over the board for them to confirm (as Black) or
    /// settle (as a director, disputed ones).
    pub club_results: i64,
}

/// The side to move is the FEN's second field.
fn waiting_sql() -> String {
    format!(
        "SELECT \
        (SELECT COUNT(*) FROM games WHERE status = 'started' AND \
            ((white_id = $1 AND fen LIKE '% w %') OR (black_id = $1 AND fen LIKE '% b %'))), \
        (SELECT COUNT(*) FROM challenges WHERE dest_user_id = $1 AND status = 'created' \
            AND (expires_at IS NULL OR expires_at > $2)), \
        (SELECT COUNT(*) {LADDER_WAITING}) + (SELECT COUNT(*) {BOARDS_WAITING})"
    )
}

impl Store {
    /// What waits for `user_id` at `now`, in one query.
    ///
    /// # Errors
    /// The database failed.
    pub async fn waiting(&self, user_id: MemberId, now: i64) -> StoreResult<Waiting> {
        let sql = waiting_sql();
        let (my_turn, challenges, club_results): (i64, i64, i64) = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(user_id.0).bind(now).fetch_one(pool).await)?;
        Ok(Waiting {
            my_turn,
            challenges,
            club_results,
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
