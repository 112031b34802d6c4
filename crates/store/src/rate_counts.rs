//! Hits per key and minute, for the rate limits several app servers share
//! (product.md §11): one upsert per hit (or per batch of hits) returns the
//! window's count.

use crate::backend::{Store, on_backend};
use crate::error::StoreResult;

impl Store {
    /// Counts `hits` hits of `key` in the window starting at
    /// `window_start`; returns the window's hits, these included.
    ///
    /// # Errors
    /// The database failed.
    pub async fn count_hits(&self, key: &str, window_start: i64, hits: u32) -> StoreResult<i64> {
        let sql = "INSERT INTO rate_counts (key, window_start, hits) VALUES ($1, $2, $3) \
                   ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_counts.hits + excluded.hits \
                   RETURNING hits";
        let hits = i32::try_from(hits).unwrap_or(i32::MAX);
        let mut tx = self.begin().await?;
        let total: i32 = on_backend!(&mut tx.0, tx => sqlx::query_scalar(sql)
            .bind(key).bind(window_start).bind(hits).fetch_one(&mut **tx).await)?;
        tx.commit().await?;
        Ok(i64::from(total))
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
