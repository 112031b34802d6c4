//! Everything a database holds, as text, for tests that assert a refused
//! request changed nothing at all (not only the rows they thought of).

use std::collections::BTreeMap;

use crate::backend::{Backend, Store};
use crate::error::StoreResult;

/// The table of applied migrations, which no request touches.
const MIGRATIONS: &str = "_sqlx_migrations";
/// The shared rate counters: on PostgreSQL each server adds its members'
/// API calls to them every second in the background (`api_calls.rs`), so
/// they change on their own, whatever a request did.
const RATE_COUNTS: &str = "rate_counts";

impl Store {
    /// Every table's rows as one text each, rows sorted, by table name
    /// (but the migrations' and the rate counters).
    ///
    /// # Errors
    /// The database failed.
    pub async fn contents(&self) -> StoreResult<BTreeMap<String, String>> {
        let mut contents = BTreeMap::new();
        match &self.read {
            Backend::Sqlite(pool) => {
                let tables: Vec<String> = sqlx::query_scalar(
                    "SELECT name FROM sqlite_master WHERE type = 'table' \
                     AND name NOT LIKE 'sqlite_%' AND name <> $1 AND name <> $2",
                )
                .bind(MIGRATIONS)
                .bind(RATE_COUNTS)
                .fetch_all(pool)
                .await?;
                for table in tables {
                    let columns: Vec<String> =
                        sqlx::query_scalar("SELECT name FROM pragma_table_info($1)")
                            .bind(&table)
                            .fetch_all(pool)
                            .await?;
                    // `quote` writes any value as an SQL literal.
                    let row = columns
                        .iter()
                        .map(|c| format!("quote(\"{c}\")"))
                        .collect::<Vec<_>>()
                        .join(" || ',' || ");
                    let sql = format!(
                        "SELECT COALESCE(group_concat(r, char(10)), '') \
                         FROM (SELECT {row} AS r FROM \"{table}\" ORDER BY r)"
                    );
                    let text: String = sqlx::query_scalar(&sql).fetch_one(pool).await?;
                    contents.insert(table, text);
                }
            }
            Backend::Postgres(pool) => {
                let tables: Vec<String> = sqlx::query_scalar(
                    "SELECT table_name::text FROM information_schema.tables \
                     WHERE table_schema = current_schema() AND table_name <> $1 AND table_name <> $2",
                )
                .bind(MIGRATIONS)
                .bind(RATE_COUNTS)
                .fetch_all(pool)
                .await?;
                for table in tables {
                    let sql = format!(
                        "SELECT COALESCE(string_agg(t::text, E'\\n' ORDER BY t::text), '') \
                         FROM \"{table}\" t"
                    );
                    let text: String = sqlx::query_scalar(&sql).fetch_one(pool).await?;
                    contents.insert(table, text);
                }
            }
        }
        Ok(contents)
    }
}
