//! Blocked players (product.md §2): they cannot challenge the member who
//! blocked them or join that member's open games.

use redqueen_domain::account::MemberId;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;

impl Store {
    /// Whether `user_id` blocked `other_id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn is_blocked(&self, user_id: MemberId, other_id: MemberId) -> StoreResult<bool> {
        let sql = "SELECT COUNT(*) FROM blocks WHERE user_id = $1 AND blocked_id = $2";
        let n: i64 = on_backend!(&self.read, pool =>
            sqlx::query_scalar(sql).bind(user_id.0).bind(other_id.0).fetch_one(pool).await)?;
        Ok(n > 0)
    }

    /// The usernames `user_id` blocked, alphabetically.
    ///
    /// # Errors
    /// The database failed.
    pub async fn blocked_usernames(&self, user_id: MemberId) -> StoreResult<Vec<String>> {
        let sql = "SELECT u.username FROM blocks b JOIN users u ON u.id = b.blocked_id \
                   WHERE b.user_id = $1 ORDER BY u.username_key";
        let names = on_backend!(&self.read, pool => sqlx::query_scalar(sql).bind(user_id.0).fetch_all(pool).await)?;
        Ok(names)
    }
}

impl Tx {
    /// Blocks or unblocks a player.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_blocked(
        &mut self,
        user_id: MemberId,
        other_id: MemberId,
        blocked: bool,
        now: i64,
    ) -> StoreResult<()> {
        if blocked {
            let sql = "INSERT INTO blocks (user_id, blocked_id, created_at) VALUES ($1, $2, $3) \
                       ON CONFLICT (user_id, blocked_id) DO NOTHING";
            on_backend!(&mut self.0, tx => sqlx::query(sql)
                .bind(user_id.0).bind(other_id.0).bind(now).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        } else {
            let sql = "DELETE FROM blocks WHERE user_id = $1 AND blocked_id = $2";
            on_backend!(&mut self.0, tx => sqlx::query(sql)
                .bind(user_id.0).bind(other_id.0).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        }
        Ok(())
    }
}
