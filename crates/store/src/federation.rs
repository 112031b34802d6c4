//! What federation stores (issue 53, docs/federation.md): the server's
//! key pair, and the counts NodeInfo publishes.

use crate::backend::{Store, Tx};
use crate::error::StoreResult;
use crate::query::{Arg, Source};

/// The server's key pair as PEM: `(private, public)`.
pub type KeyPem = (String, String);

impl Store {
    /// The server's key pair, if made.
    ///
    /// # Errors
    /// The database failed.
    pub async fn server_key(&self) -> StoreResult<Option<KeyPem>> {
        Source::Read(self)
            .first(
                "SELECT private_pem, public_pem FROM server_keys WHERE id = 1",
                &[],
            )
            .await
    }

    /// Members who may be found from other servers — neither banned, nor
    /// deleted (a tombstone's `~`), nor BOT accounts — and of them those
    /// seen since `month` and since `half_year`: `(total, month, half
    /// year)`, in one read.
    ///
    /// # Errors
    /// The database failed.
    pub async fn member_counts(&self, month: i64, half_year: i64) -> StoreResult<(i64, i64, i64)> {
        Source::Read(self)
            .first(
                "SELECT COUNT(*), \
                 COALESCE(SUM(CASE WHEN seen_at >= $1 THEN 1 ELSE 0 END), 0), \
                 COALESCE(SUM(CASE WHEN seen_at >= $2 THEN 1 ELSE 0 END), 0) \
                 FROM users WHERE banned_at IS NULL AND NOT is_bot \
                 AND username NOT LIKE 'deleted~%'",
                &[Arg::Int(month), Arg::Int(half_year)],
            )
            .await
            .map(Option::unwrap_or_default)
    }
}

impl Tx {
    /// Keeps the server's key pair unless one is kept already; returns the
    /// one kept.
    ///
    /// # Errors
    /// The database failed.
    pub async fn keep_server_key(&mut self, key: &KeyPem, now: i64) -> StoreResult<KeyPem> {
        self.run(
            "INSERT INTO server_keys (id, private_pem, public_pem, created_at) \
             VALUES (1, $1, $2, $3) ON CONFLICT DO NOTHING",
            &[Arg::Text(&key.0), Arg::Text(&key.1), Arg::Int(now)],
        )
        .await?;
        let kept: Option<KeyPem> = Source::Write(self)
            .first(
                "SELECT private_pem, public_pem FROM server_keys WHERE id = 1",
                &[],
            )
            .await?;
        Ok(kept.unwrap_or_else(|| key.clone()))
    }
}
