//! Hits per key and minute, for the rate limits several app servers share
//! (product.md §11): one upsert per hit returns the window's count.

use crate::backend::{Store, on_backend};
use crate::error::StoreResult;

impl Store {
    /// Counts one hit of `key` in the window starting at `window_start`;
    /// returns the window's hits, this one included.
    ///
    /// # Errors
    /// The database failed.
    pub async fn count_hit(&self, key: &str, window_start: i64) -> StoreResult<i64> {
        let sql = "INSERT INTO rate_counts (key, window_start, hits) VALUES ($1, $2, 1) \
                   ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_counts.hits + 1 \
                   RETURNING hits";
        let mut tx = self.begin().await?;
        let hits: i32 = on_backend!(&mut tx.0, tx => sqlx::query_scalar(sql)
            .bind(key).bind(window_start).fetch_one(&mut **tx).await)?;
        tx.commit().await?;
        Ok(i64::from(hits))
    }

    /// Forgets the windows that started before `before`; returns how many.
    ///
    /// # Errors
    /// The database failed.
    pub async fn prune_rate_counts(&self, before: i64) -> StoreResult<u64> {
        let sql = "DELETE FROM rate_counts WHERE window_start < $1";
        let mut tx = self.begin().await?;
        let pruned = on_backend!(&mut tx.0, tx => sqlx::query(sql)
            .bind(before).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        tx.commit().await?;
        Ok(pruned)
    }
}
