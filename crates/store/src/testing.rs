//! Fresh, empty databases for tests, one per test.
//!
//! SQLite runs everywhere. PostgreSQL runs when `TEST_POSTGRES_URL` names a
//! server the tests may create databases on; under `CI=true` a missing
//! variable fails the test instead of skipping it, so CI cannot pass
//! without having run the PostgreSQL suite.

use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use redqueen_domain::account::MemberId;
use sqlx::Connection;

/// A database that lives as long as this value: the SQLite file is
/// deleted with it, and the PostgreSQL database (named `rqtest_*`) is
/// dropped, so that test runs do not fill the server's disk.
#[derive(Debug)]
pub struct TestDatabase {
    /// The URL to give [`crate::Store::connect`].
    pub url: String,
    _dir: Option<tempfile::TempDir>,
    /// The server's URL and the database's name, to drop it.
    postgres: Option<(String, String)>,
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let Some((admin_url, name)) = self.postgres.take() else {
            return;
        };
        // Drop is not async, and the test's runtime may be the one
        // dropping: the database is dropped from a thread of its own, with
        // a runtime of its own, waited for so that the process does not
        // exit first. `FORCE` ends the connections the test left open.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .ok()?;
            runtime.block_on(async {
                let mut admin = sqlx::PgConnection::connect(&admin_url).await.ok()?;
                sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                    .execute(&mut admin)
                    .await
                    .ok()?;
                admin.close().await.ok()
            })
        });
        if dropped.join().ok().flatten().is_none() {
            eprintln!("a test database could not be dropped (the next CI run drops it)");
        }
    }
}

/// The backends a test should run on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TestBackend {
    Sqlite,
    Postgres,
}

impl TestDatabase {
    /// A fresh database of `backend`, or `None` when PostgreSQL is not
    /// configured outside CI (the caller then skips, saying so).
    ///
    /// # Panics
    /// When the database cannot be created, or under `CI=true` when
    /// `TEST_POSTGRES_URL` is missing.
    #[allow(clippy::expect_used)]
    pub async fn create(backend: TestBackend) -> Option<Self> {
        match backend {
            TestBackend::Sqlite => {
                let dir = tempfile::tempdir().expect("a temporary folder");
                let url = format!("sqlite:{}", dir.path().join("test.db").display());
                Some(Self {
                    url,
                    _dir: Some(dir),
                    postgres: None,
                })
            }
            TestBackend::Postgres => {
                let Ok(admin_url) = std::env::var("TEST_POSTGRES_URL") else {
                    assert!(
                        std::env::var("CI").as_deref() != Ok("true"),
                        "CI=true but TEST_POSTGRES_URL is not set: the PostgreSQL suite must run"
                    );
                    eprintln!("TEST_POSTGRES_URL not set: PostgreSQL case skipped");
                    return None;
                };
                let name = unique_name();
                let mut admin = sqlx::PgConnection::connect(&admin_url)
                    .await
                    .expect("TEST_POSTGRES_URL answers");
                sqlx::query(&format!("CREATE DATABASE {name}"))
                    .execute(&mut admin)
                    .await
                    .expect("a test database can be created");
                let _ = admin.close().await;
                Some(Self {
                    url: with_database(&admin_url, &name),
                    _dir: None,
                    postgres: Some((admin_url, name)),
                })
            }
        }
    }
}

impl TestDatabase {
    /// Lets new connections to this database in, or keeps them out (those
    /// open stay), as a database that stops accepting connections would;
    /// from the administrative database, as PostgreSQL asks. Nothing on
    /// SQLite.
    ///
    /// # Errors
    /// The database failed.
    pub async fn allow_connections(&self, allowed: bool) -> crate::StoreResult<()> {
        if let Some((admin_url, name)) = &self.postgres {
            let mut admin = sqlx::PgConnection::connect(admin_url).await?;
            sqlx::query(&format!(
                "ALTER DATABASE {name} WITH ALLOW_CONNECTIONS {allowed}"
            ))
            .execute(&mut admin)
            .await?;
            admin.close().await?;
        }
        Ok(())
    }
}

fn unique_name() -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!(
        "rqtest_{}_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed),
        nanos
    )
}

/// `postgres://u@h:p/db?x` with `db` replaced by `name`.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map_or((url, None), |(b, q)| (b, Some(q)));
    let scheme_end = base.find("://").map_or(0, |i| i + 3);
    let host_part = match base[scheme_end..].find('/') {
        Some(slash) => &base[..scheme_end + slash],
        None => base,
    };
    match query {
        Some(q) => format!("{host_part}/{name}?{q}"),
        None => format!("{host_part}/{name}"),
    }
}

/// Runs `sql` (statements separated by `;`) on the PostgreSQL database at
/// `url`: what a test sets up that no function of the store does, such as
/// a trigger refusing a write.
///
/// # Errors
/// The database failed.
pub async fn run_on_postgres(url: &str, sql: &str) -> crate::StoreResult<()> {
    let mut conn = sqlx::PgConnection::connect(url).await?;
    sqlx::raw_sql(sql).execute(&mut conn).await?;
    conn.close().await?;
    Ok(())
}

/// Opens and migrates the test database at `url`.
///
/// # Panics
/// When the database cannot be reached or migrated.
#[allow(clippy::expect_used)]
pub async fn migrated(url: &str) -> crate::Store {
    crate::Store::open(url, crate::Durability::default())
        .await
        .expect("open")
}

/// Stores a verified member `name` (`name@example.org`) and returns the id.
///
/// # Panics
/// When the database fails.
#[allow(clippy::expect_used)]
pub async fn verified_user(store: &crate::Store, name: &str) -> MemberId {
    let key = name.to_lowercase();
    let email = format!("{key}@example.org");
    let mut tx = store.begin().await.expect("a transaction");
    let id = tx
        .insert_user(&crate::NewAccount {
            username: name,
            username_key: &key,
            email: &email,
            email_key: &email,
            password_hash: "x",
            email_verified: true,
            is_admin: false,
            language: None,
            starting_gems: 100,
            now: 0,
        })
        .await
        .expect("a new member");
    tx.commit().await.expect("a commit");
    id
}

/// A stand-alone game in progress between `white` and `black` at the
/// start position: 3 days per move, White to move since 0, deadline at 3
/// days. Tests change what they need with struct update syntax.
#[must_use]
pub fn game_in_progress(id: &str, white: MemberId, black: MemberId) -> crate::GameRow {
    const THREE_DAYS: i64 = 3 * 86_400_000;
    crate::GameRow {
        id: id.into(),
        white_id: white,
        black_id: black,
        white_secret: "wsec".into(),
        black_secret: "bsec".into(),
        origin: redqueen_domain::game::Origin::Challenge,
        time_control: redqueen_domain::game::TimeControl::PerMove {
            days: redqueen_domain::game::MoveDays::Three,
        },
        rated: true,
        initial_fen: None,
        moves: String::new(),
        move_times: String::new(),
        ply: 0,
        version: 0,
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        draw_offer: None,
        deletion_request: None,
        live: None,
        white_ms: THREE_DAYS,
        black_ms: THREE_DAYS,
        turn_started_at: 0,
        deadline_at: Some(THREE_DAYS),
        reminder_at: None,
        reminder_kind: None,
        status: redqueen_domain::game::GameStatus::Started,
        winner: None,
        end_reason: None,
        created_at: 0,
        last_move_at: None,
        finished_at: None,
        white_rating: None,
        black_rating: None,
        white_rating_diff: None,
        black_rating_diff: None,
        white_rating_rule: None,
        black_rating_rule: None,
        white_gems: None,
        black_gems: None,
        vacation_allowed: true,
        club_id: None,
        notify_at: None,
        opening_eco: None,
        opening_name: None,
    }
}

/// Defines one test per backend from an async function taking a
/// [`crate::Store`] URL: `backend_tests!(scenario_a, scenario_b);` makes
/// `sqlite::scenario_a`, `postgres::scenario_a`, ...
#[macro_export]
macro_rules! backend_tests {
    ($($name:ident),+ $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if let Some(db) = $crate::testing::TestDatabase::create(
                        $crate::testing::TestBackend::Sqlite).await {
                        super::$name(&db.url).await;
                    }
                }
            )+
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if let Some(db) = $crate::testing::TestDatabase::create(
                        $crate::testing::TestBackend::Postgres).await {
                        super::$name(&db.url).await;
                    }
                }
            )+
        }
    };
}

/// Every `table.column` of text whose value holds `needle` (in any case)
/// in some row, over every table of the schema: what a test asks to prove
/// that a deleted account's address is gone from the whole database.
///
/// # Errors
/// The database failed.
pub async fn text_columns_holding(
    store: &crate::Store,
    needle: &str,
) -> crate::StoreResult<Vec<String>> {
    let columns: Vec<(String, String)> = match &store.read {
        crate::backend::Backend::Sqlite(pool) => {
            sqlx::query_as(
                "SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p \
                 WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' \
                 AND upper(p.type) = 'TEXT'",
            )
            .fetch_all(pool)
            .await?
        }
        crate::backend::Backend::Postgres(pool) => {
            sqlx::query_as(
                "SELECT table_name::TEXT, column_name::TEXT FROM information_schema.columns \
                 WHERE table_schema = current_schema() \
                 AND data_type IN ('text', 'character varying')",
            )
            .fetch_all(pool)
            .await?
        }
    };
    let pattern = format!("%{}%", needle.to_lowercase());
    let mut holding = Vec::new();
    for (table, column) in columns {
        let sql = format!("SELECT COUNT(*) FROM {table} WHERE lower({column}) LIKE $1");
        let count: i64 = crate::backend::on_backend!(&store.read, pool =>
            sqlx::query_scalar(&sql).bind(&pattern).fetch_one(pool).await)?;
        if count > 0 {
            holding.push(format!("{table}.{column}"));
        }
    }
    Ok(holding)
}

/// SQLite's own check of a database file: `ok` when it is sound (a
/// backup's copy, in the tests); `None` on PostgreSQL.
///
/// # Errors
/// The database failed.
pub async fn sqlite_integrity(store: &crate::Store) -> crate::StoreResult<Option<String>> {
    match &store.read {
        crate::backend::Backend::Sqlite(pool) => {
            let result: String = sqlx::query_scalar("PRAGMA integrity_check")
                .fetch_one(pool)
                .await?;
            Ok(Some(result))
        }
        crate::backend::Backend::Postgres(_) => Ok(None),
    }
}

/// How many connections of this database wait for a lock another holds
/// (none on SQLite): a test sees that a transaction it started waits.
///
/// # Errors
/// The database failed.
pub async fn connections_waiting_for_a_lock(store: &crate::Store) -> crate::StoreResult<i64> {
    match &store.read {
        crate::backend::Backend::Postgres(pool) => Ok(sqlx::query_scalar(
            "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() \
             AND wait_event_type = 'Lock'",
        )
        .fetch_one(pool)
        .await?),
        crate::backend::Backend::Sqlite(_) => Ok(0),
    }
}

/// The connections of this database, other than the asking one, that
/// listen for the other app servers' events.
const LISTENING: &str = "FROM pg_stat_activity WHERE datname = current_database() \
                         AND application_name = $1";

/// Connections opened ahead in each of a server's PostgreSQL pools by
/// [`open_connections_ahead`]: more than the requests of a test and the
/// server's jobs take at once, few enough that the tests running at the
/// same time stay within the database's limit.
const AHEAD: usize = 4;

/// Opens [`AHEAD`] connections in each of `store`'s PostgreSQL pools and
/// puts them back idle, so that the server needs no new one for a while:
/// for a test about to refuse new connections
/// ([`TestDatabase::allow_connections`]). Nothing on SQLite.
///
/// # Errors
/// The database failed.
pub async fn open_connections_ahead(store: &crate::Store) -> crate::StoreResult<()> {
    let (crate::backend::Backend::Postgres(read), crate::backend::Backend::Postgres(write)) =
        (&store.read, &store.write)
    else {
        return Ok(());
    };
    for pool in [read, &write.pool] {
        let mut held = Vec::with_capacity(AHEAD);
        while held.len() < AHEAD {
            held.push(pool.acquire().await?);
        }
    }
    Ok(())
}

/// How many connections listen for the other app servers' events (none on
/// SQLite).
///
/// # Errors
/// The database failed.
pub async fn listening_connections(store: &crate::Store) -> crate::StoreResult<i64> {
    count_listening(store, "COUNT(*)").await
}

/// Ends, as a network failure would, every connection that listens for the
/// other app servers' events; returns how many (none on SQLite).
///
/// # Errors
/// The database failed.
pub async fn end_listening_connections(store: &crate::Store) -> crate::StoreResult<i64> {
    count_listening(store, "COUNT(pg_terminate_backend(pid))").await
}

async fn count_listening(store: &crate::Store, count: &str) -> crate::StoreResult<i64> {
    match &store.read {
        crate::backend::Backend::Postgres(pool) => {
            let sql = format!("SELECT {count} {LISTENING}");
            Ok(sqlx::query_scalar(&sql)
                .bind(crate::cross_server::LISTENER_NAME)
                .fetch_one(pool)
                .await?)
        }
        crate::backend::Backend::Sqlite(_) => Ok(0),
    }
}

#[cfg(test)]
mod tests {
    use super::with_database;

    #[test]
    fn the_database_name_is_replaced_and_the_rest_kept() {
        assert_eq!(
            with_database("postgres://postgres@127.0.0.1:5432/test", "x"),
            "postgres://postgres@127.0.0.1:5432/x"
        );
        assert_eq!(
            with_database("postgres://u:p@h/test?sslmode=disable", "x"),
            "postgres://u:p@h/x?sslmode=disable"
        );
        assert_eq!(
            with_database("postgres://h:5432", "x"),
            "postgres://h:5432/x"
        );
    }
}
