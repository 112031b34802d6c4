//! A consistent copy of a running SQLite database (product.md §13:
//! "SQLite online backup command"): `VACUUM INTO` reads one snapshot of
//! the database through a read connection, so the server goes on writing
//! meanwhile, and writes a compact, complete database file. PostgreSQL is
//! backed up with its own tools (`pg_dump`).

use crate::backend::{Backend, Store};
use crate::error::StoreResult;

impl Store {
    /// Writes a copy of the database to `path`, which must not exist.
    /// Returns `false` on PostgreSQL, which this does not back up.
    ///
    /// # Errors
    /// The file exists, or cannot be written; the database failed.
    pub async fn back_up_to(&self, path: &str) -> StoreResult<bool> {
        let Backend::Sqlite(pool) = &self.read else {
            return Ok(false);
        };
        sqlx::query("VACUUM INTO $1")
            .bind(path)
            .execute(pool)
            .await?;
        Ok(true)
    }
}
