//! The queries' plumbing: one way to bind arguments and run a
//! statement, on the read pool or inside a transaction, so each
//! query is written once whoever runs it.

use redqueen_domain::account::MemberId;
use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;

/// One bound argument.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Arg<'a> {
    Text(&'a str),
    OptText(Option<&'a str>),
    Int(i64),
    OptInt(Option<i64>),
    Member(MemberId),
    OptMember(Option<MemberId>),
    Bool(bool),
}

/// Binds `args` in order to a query built inside one backend's arm.
macro_rules! bind_args {
    ($query:expr, $args:expr) => {{
        let mut query = $query;
        for arg in $args {
            query = match *arg {
                Arg::Text(text) => query.bind(text),
                Arg::OptText(text) => query.bind(text),
                Arg::Int(number) => query.bind(number),
                Arg::OptInt(number) => query.bind(number),
                Arg::Member(id) => query.bind(id.0),
                Arg::OptMember(id) => query.bind(id.map(|id| id.0)),
                Arg::Bool(flag) => query.bind(flag),
            };
        }
        query
    }};
}

/// A row's column list (`a, b, c`) with each column read from the table
/// aliased `alias` in a join (`t.a, t.b, t.c`).
pub(crate) fn qualified(columns: &str, alias: &str) -> String {
    columns
        .split(", ")
        .map(|c| format!("{alias}.{}", c.trim()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where a read runs: the read pool, or an open transaction (to decide on
/// what the transaction sees).
pub(crate) enum Source<'a> {
    Read(&'a Store),
    Write(&'a mut Tx),
}

/// A row type both backends can decode.
pub(crate) trait Row:
    for<'r> sqlx::FromRow<'r, SqliteRow> + for<'r> sqlx::FromRow<'r, PgRow> + Send + Unpin
{
}

impl<T> Row for T where
    T: for<'r> sqlx::FromRow<'r, SqliteRow> + for<'r> sqlx::FromRow<'r, PgRow> + Send + Unpin
{
}

impl Source<'_> {
    /// Every row `sql` selects.
    pub(crate) async fn all<T: Row>(&mut self, sql: &str, args: &[Arg<'_>]) -> StoreResult<Vec<T>> {
        let rows = match self {
            Source::Read(store) => on_backend!(&store.read, pool =>
                bind_args!(sqlx::query_as::<_, T>(sql), args).fetch_all(pool).await)?,
            Source::Write(tx) => on_backend!(&mut tx.0, tx =>
                bind_args!(sqlx::query_as::<_, T>(sql), args).fetch_all(&mut **tx).await)?,
        };
        Ok(rows)
    }

    /// The first row `sql` selects, if any.
    pub(crate) async fn first<T: Row>(
        &mut self,
        sql: &str,
        args: &[Arg<'_>],
    ) -> StoreResult<Option<T>> {
        Ok(self.all(sql, args).await?.into_iter().next())
    }
}

impl Tx {
    /// Runs a write; returns how many rows it changed.
    pub(crate) async fn run(&mut self, sql: &str, args: &[Arg<'_>]) -> StoreResult<u64> {
        let changed = on_backend!(&mut self.0, tx =>
            bind_args!(sqlx::query(sql), args).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(changed)
    }
}
