use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{PgPool, Postgres, Sqlite, SqlitePool, Transaction};

use crate::error::{StoreError, StoreResult};

/// Runs the same expression on whichever backend `$target` holds: the query
/// text is shared, each arm is type-checked for its own driver.
macro_rules! on_backend {
    ($target:expr, $conn:ident => $body:expr) => {
        match $target {
            $crate::backend::Backend::Sqlite($conn) => $body,
            $crate::backend::Backend::Postgres($conn) => $body,
        }
    };
}
pub(crate) use on_backend;

/// One value per backend.
#[derive(Debug, Clone)]
pub(crate) enum Backend<S, P> {
    Sqlite(S),
    Postgres(P),
}

/// The database: a pool of connections to SQLite or PostgreSQL.
#[derive(Debug, Clone)]
pub struct Store {
    /// Reads. On SQLite, several connections read side by side under WAL.
    pub(crate) read: Backend<SqlitePool, PgPool>,
    /// Writes. On SQLite one connection, so writers queue in the pool
    /// instead of failing with `SQLITE_BUSY`; on PostgreSQL the same pool.
    write: Backend<SqlitePool, PgPool>,
}

/// A write transaction; dropped without [`Tx::commit`], it rolls back.
pub struct Tx(pub(crate) Backend<Transaction<'static, Sqlite>, Transaction<'static, Postgres>>);

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("migrations/postgres");

impl Store {
    /// Opens the database named by `url`: `sqlite:path` (the file is created
    /// when missing) or `postgres://...`.
    ///
    /// # Errors
    /// An unknown scheme, or a database that cannot be reached.
    pub async fn connect(url: &str) -> StoreResult<Self> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let options = PgConnectOptions::from_str(url)?;
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(options)
                .await?;
            Ok(Self {
                read: Backend::Postgres(pool.clone()),
                write: Backend::Postgres(pool),
            })
        } else if url.starts_with("sqlite:") {
            // WAL with synchronous=NORMAL survives a crash of the process
            // (not of the machine): the documented default durability.
            let options = SqliteConnectOptions::from_str(url)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(10));
            let write = SqlitePoolOptions::new()
                .max_connections(1)
                .connect_with(options.clone())
                .await?;
            let read = SqlitePoolOptions::new()
                .max_connections(4)
                .connect_with(options.read_only(true))
                .await?;
            Ok(Self {
                read: Backend::Sqlite(read),
                write: Backend::Sqlite(write),
            })
        } else {
            Err(StoreError::UnknownScheme)
        }
    }

    /// Applies the migrations this binary carries that the database lacks.
    ///
    /// # Errors
    /// A migration that fails, or one the database has that differs.
    pub async fn migrate(&self) -> StoreResult<()> {
        match &self.write {
            Backend::Sqlite(pool) => SQLITE_MIGRATIONS.run(pool).await?,
            Backend::Postgres(pool) => POSTGRES_MIGRATIONS.run(pool).await?,
        }
        Ok(())
    }

    /// Starts a write transaction.
    ///
    /// # Errors
    /// The database is unreachable.
    pub async fn begin(&self) -> StoreResult<Tx> {
        Ok(Tx(match &self.write {
            Backend::Sqlite(pool) => Backend::Sqlite(pool.begin().await?),
            Backend::Postgres(pool) => Backend::Postgres(pool.begin().await?),
        }))
    }

    /// Whether the database answers (the health check).
    ///
    /// # Errors
    /// The database does not answer.
    pub async fn ping(&self) -> StoreResult<()> {
        on_backend!(&self.read, pool => sqlx::query("SELECT 1").execute(pool).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// `"sqlite"` or `"postgres"`, for logs and the health page.
    #[must_use]
    pub fn backend_name(&self) -> &'static str {
        match self.read {
            Backend::Sqlite(_) => "sqlite",
            Backend::Postgres(_) => "postgres",
        }
    }

    /// Closes every connection (SQLite then checkpoints its WAL).
    pub async fn close(&self) {
        on_backend!(&self.write, pool => pool.close().await);
        on_backend!(&self.read, pool => pool.close().await);
    }
}

impl Tx {
    /// Makes every write of the transaction durable at once.
    ///
    /// # Errors
    /// The commit failed; nothing was written.
    pub async fn commit(self) -> StoreResult<()> {
        on_backend!(self.0, tx => tx.commit().await)?;
        Ok(())
    }
}
