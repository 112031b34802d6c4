//! What the metrics read from the database at each scrape (the operator's
//! `/metrics`): each by an index, proportional to what is counted, never
//! to the whole history.

use redqueen_domain::game::TimeControl;
use sqlx::Row;

use crate::backend::{Store, on_backend};
use crate::error::StoreResult;
use crate::fields::Text;

/// The emails waiting for delivery.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PendingMail {
    pub count: i64,
    /// When the oldest of them was queued (Unix ms).
    pub oldest_at: Option<i64>,
}

/// The connections of the read pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolUse {
    /// Open connections, idle or not.
    pub open: u32,
    pub idle: u32,
    pub max: u32,
}

impl Store {
    /// The games in progress per time control.
    ///
    /// # Errors
    /// The database failed.
    pub async fn games_in_progress(&self) -> StoreResult<Vec<(TimeControl, i64)>> {
        let sql = "SELECT time_control, COUNT(*) FROM games WHERE status = 'started' \
                   GROUP BY time_control";
        let rows: Vec<(Text<TimeControl>, i64)> =
            on_backend!(&self.read, pool => sqlx::query_as(sql).fetch_all(pool).await)?;
        Ok(rows
            .into_iter()
            .map(|(control, n)| (control.0, n))
            .collect())
    }

    /// The emails waiting for delivery, and the age of the oldest.
    ///
    /// # Errors
    /// The database failed.
    pub async fn pending_mail(&self) -> StoreResult<PendingMail> {
        let sql = "SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM outbox \
                   WHERE status = 'pending'";
        Ok(on_backend!(&self.read, pool => {
            let row = sqlx::query(sql).fetch_one(pool).await?;
            PendingMail { count: row.try_get("n")?, oldest_at: row.try_get("oldest")? }
        }))
    }

    /// How many emails wait for delivery (for tests).
    ///
    /// # Errors
    /// The database failed.
    pub async fn pending_mail_count(&self) -> StoreResult<i64> {
        Ok(self.pending_mail().await?.count)
    }

    /// How many pushes wait for delivery (for tests).
    ///
    /// # Errors
    /// The database failed.
    pub async fn pending_push_count(&self) -> StoreResult<i64> {
        let sql = "SELECT COUNT(*) FROM push_outbox WHERE status = 'pending'";
        Ok(on_backend!(&self.read, pool => sqlx::query_scalar(sql).fetch_one(pool).await)?)
    }

    /// The use of the pool that serves reads (on PostgreSQL the
    /// transactions have a pool of their own, of the same size).
    #[must_use]
    pub fn pool_use(&self) -> PoolUse {
        let (open, idle, max) = on_backend!(&self.read, pool => (
            pool.size(),
            pool.num_idle(),
            pool.options().get_max_connections(),
        ));
        PoolUse {
            open,
            idle: u32::try_from(idle).unwrap_or(u32::MAX),
            max,
        }
    }
}
