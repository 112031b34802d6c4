use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{ConnectOptions, PgPool, Postgres, SqlitePool, Transaction};

use crate::error::{StoreError, StoreResult};
use crate::pg_saves::PgWriter;
use crate::sqlite_direct::DirectSaves;
use crate::sqlite_reads::DirectReads;
use crate::sqlite_writer::{SqliteWriter, WriteTx};

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
    /// The reads every move makes: on SQLite on the calling thread
    /// (`sqlite_reads.rs`), on PostgreSQL through the pool.
    pub(crate) hot: Backend<Arc<DirectReads>, PgPool>,
    /// Writes. On SQLite one connection whose writers queue and commit
    /// together (`sqlite_writer.rs`), instead of failing with
    /// `SQLITE_BUSY`; on PostgreSQL a pool of its own, and a saver that
    /// saves the games saved alone together (`pg_saves.rs`).
    ///
    /// Transactions never share the readers' connections: a transaction
    /// waiting for a lock holds its connection, and when every one is held
    /// so, the holder of the lock must still be able to read (a name for
    /// an email) or nobody moves until the pool times out.
    pub(crate) write: Backend<SqliteWriter, PgWriter>,
}

/// How much of an SQLite database file each connection maps into memory:
/// none. In WAL mode a connection that finds the database changed since
/// its last read resets its cache and unmaps its whole view of the file,
/// and with moves being saved that is nearly every read: the `munmap`, the
/// other threads' TLBs flushed and the pages faulted in again cost more
/// than reading pages with a system call, on an empty database and on one
/// of a million games alike (docs/benchmarks.md, issue 35).
pub(crate) const MMAP_BYTES: &str = "0";

/// The SQLite writer's page cache: 64 MiB (a negative size is in KiB).
const WRITER_CACHE_KIB: &str = "-65536";

/// How much a commit on SQLite survives (PostgreSQL is set on its server).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Durability {
    /// WAL with `synchronous=NORMAL`: survives a crash of the process, not
    /// of the machine. The default.
    #[default]
    ProcessCrash,
    /// WAL with `synchronous=FULL`: every commit is on disk (fsync) before
    /// it is acknowledged, so it survives a power loss too.
    PowerLoss,
}

/// The connections of each PostgreSQL pool, the readers' and the
/// writers'.
pub const PG_POOL_CONNECTIONS: u32 = 16;

/// A write transaction; dropped without [`Tx::commit`], it rolls back.
pub struct Tx(pub(crate) Backend<WriteTx, Transaction<'static, Postgres>>);

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("migrations/postgres");

impl Store {
    /// Opens the database named by `url`: `sqlite:path` (the file is created
    /// when missing) or `postgres://...`.
    ///
    /// # Errors
    /// An unknown scheme, or a database that cannot be reached.
    pub async fn connect(url: &str) -> StoreResult<Self> {
        Self::connect_with(url, Durability::default()).await
    }

    /// [`Store::connect`] with the durability of SQLite's commits.
    ///
    /// # Errors
    /// An unknown scheme, or a database that cannot be reached.
    pub async fn connect_with(url: &str, durability: Durability) -> StoreResult<Self> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let options = PgConnectOptions::from_str(url)?;
            let pool = || {
                PgPoolOptions::new()
                    .max_connections(PG_POOL_CONNECTIONS)
                    .acquire_timeout(Duration::from_secs(10))
                    .connect_with(options.clone())
            };
            let (read, write) = tokio::try_join!(pool(), pool())?;
            Ok(Self {
                read: Backend::Postgres(read.clone()),
                hot: Backend::Postgres(read),
                write: Backend::Postgres(PgWriter::new(write)),
            })
        } else if url.starts_with("sqlite:") {
            let synchronous = match durability {
                Durability::ProcessCrash => SqliteSynchronous::Normal,
                Durability::PowerLoss => SqliteSynchronous::Full,
            };
            let options = SqliteConnectOptions::from_str(url)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(synchronous)
                .foreign_keys(true)
                // Pages are read from the mapped file rather than copied
                // by a system call each: every read connection re-reads
                // what the writer changed since its last look.
                .pragma("mmap_size", MMAP_BYTES)
                .busy_timeout(Duration::from_secs(10));
            let conn = options
                .clone()
                .pragma("wal_autocheckpoint", "0")
                // The writer's big transactions (an explorer import's
                // batch: ~300,000 rows over the whole index) keep their
                // pages in memory rather than spilling them to the WAL
                // again and again (docs/benchmarks.md, the explorer).
                .pragma("cache_size", WRITER_CACHE_KIB)
                .connect()
                .await?;
            let direct = DirectSaves::open(options.get_filename(), durability)?;
            let write = SqliteWriter::new(conn, direct, options.clone().connect().await?);
            let hot = DirectReads::open(options.get_filename())?;
            let read = SqlitePoolOptions::new()
                .max_connections(4)
                .connect_with(options.read_only(true))
                .await?;
            Ok(Self {
                read: Backend::Sqlite(read),
                hot: Backend::Sqlite(Arc::new(hot)),
                write: Backend::Sqlite(write),
            })
        } else {
            Err(StoreError::UnknownScheme)
        }
    }

    /// Connects to the database at `url` and migrates it: the store a
    /// server, or a program beside it, works on.
    ///
    /// # Errors
    /// The database is unreachable, or a migration failed.
    pub async fn open(url: &str, durability: Durability) -> StoreResult<Self> {
        let store = Self::connect_with(url, durability).await?;
        store.migrate().await?;
        Ok(store)
    }

    /// Applies the migrations this binary carries that the database lacks.
    ///
    /// # Errors
    /// A migration that fails, or one the database has that differs.
    pub async fn migrate(&self) -> StoreResult<()> {
        match &self.write {
            Backend::Sqlite(writer) => writer.migrate(&SQLITE_MIGRATIONS).await?,
            Backend::Postgres(writer) => POSTGRES_MIGRATIONS.run(&writer.pool).await?,
        }
        Ok(())
    }

    /// Starts a write transaction.
    ///
    /// # Errors
    /// The database is unreachable.
    pub async fn begin(&self) -> StoreResult<Tx> {
        Ok(Tx(match &self.write {
            Backend::Sqlite(writer) => Backend::Sqlite(writer.begin().await?),
            Backend::Postgres(writer) => Backend::Postgres(writer.pool.begin().await?),
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

    /// Commits what is pending and closes the connections (SQLite then
    /// checkpoints its WAL).
    pub async fn close(&self) {
        match &self.write {
            Backend::Sqlite(writer) => writer.close().await,
            Backend::Postgres(writer) => writer.pool.close().await,
        }
        on_backend!(&self.read, pool => pool.close().await);
    }
}

impl Tx {
    /// Makes every write of the transaction durable at once.
    ///
    /// # Errors
    /// The commit failed; nothing was written.
    pub async fn commit(self) -> StoreResult<()> {
        match self.0 {
            Backend::Sqlite(tx) => tx.commit().await,
            Backend::Postgres(tx) => Ok(tx.commit().await?),
        }
    }
}
