//! SQLite's one writer, with group commit.
//!
//! SQLite lets one connection write at a time, and a commit costs far more
//! than a small transaction's statements (the WAL frames, and with
//! `synchronous=FULL` an fsync). So the writes of concurrent requests share
//! one database transaction: each [`WriteTx`] is a savepoint inside it, and
//! a flusher commits the whole batch once the writers already waiting have
//! had their turn. [`WriteTx::commit`] returns only after that commit, so
//! nothing is acknowledged before it is as durable as the database is set
//! to make it. A writer that fails or is dropped rolls back its own
//! savepoint and nobody else's.
//!
//! The batch grows with the queue of waiting writers (the mutex is fair,
//! first come first served, and the flusher queues like everyone else), so
//! a lone writer commits at once and a crowd commits together.
//!
//! A game saved alone (a move's one conditional update) does not queue for
//! the mutex at all: it is handed to the flusher
//! ([`SqliteWriter::save_queued`]), which commits the open batch, then
//! saves all the games waiting in one transaction of their own on a
//! rusqlite connection (`sqlite_direct.rs`), in one call on one thread.
//! Passing the connection from task to task for every move, and a round
//! trip to sqlx's connection thread for every statement and every row it
//! returns, cost more than the statements themselves.

use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Weak};

use sqlx::SqliteConnection;
use tokio::sync::{Mutex, Notify, OwnedMutexGuard, oneshot, watch};

use crate::error::{StoreError, StoreResult};
use crate::games::GameRow;
use crate::sqlite_direct::{DirectSaves, Saved};

/// How long the flusher waits for more members when writers are busy.
const GATHER: std::time::Duration = std::time::Duration::from_millis(1);

/// How a batch ended: `None` while it is open.
type Outcome = Option<Result<(), String>>;

/// A game to save handed to the flusher, and who waits for the answer.
struct Queued {
    row: GameRow,
    done: oneshot::Sender<StoreResult<bool>>,
}

/// The games waiting for the flusher, in order of arrival.
type Queue = Arc<std::sync::Mutex<Vec<Queued>>>;

/// The connection and the batch open on it.
pub(crate) struct Writer {
    conn: SqliteConnection,
    /// The connection the flusher saves the queued games on; `None` once
    /// closed (or lost to a panic while saving).
    direct: Option<DirectSaves>,
    /// The open transaction; its members wait on it for the commit.
    batch: Option<watch::Sender<Outcome>>,
    /// A member went away without committing: its savepoint is rolled back
    /// before anything else runs on the connection.
    abandoned: bool,
    closed: bool,
    /// Wakes the flusher, which then sees the writer is gone and ends.
    flush: Arc<Notify>,
}

/// The writer, shared by every clone of the store.
#[derive(Clone)]
pub(crate) struct SqliteWriter {
    writer: Arc<Mutex<Writer>>,
    queue: Queue,
    flush: Arc<Notify>,
}

impl std::fmt::Debug for SqliteWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SqliteWriter")
    }
}

/// One writer's turn: a savepoint in the open batch. Dropped without
/// [`WriteTx::commit`], its writes are undone.
pub(crate) struct WriteTx {
    guard: Option<OwnedMutexGuard<Writer>>,
    flush: Arc<Notify>,
}

impl SqliteWriter {
    /// Takes `conn` as the database's writing connection for transactions
    /// (made with `wal_autocheckpoint=0`), `direct` for the games saved
    /// alone, and `checkpoints` for the WAL checkpoints
    /// (`sqlite_checkpoint.rs`).
    pub(crate) fn new(
        conn: SqliteConnection,
        direct: DirectSaves,
        checkpoints: SqliteConnection,
    ) -> Self {
        let flush = Arc::new(Notify::new());
        let writer = Arc::new(Mutex::new(Writer {
            conn,
            direct: Some(direct),
            batch: None,
            abandoned: false,
            closed: false,
            flush: flush.clone(),
        }));
        let queue = Queue::default();
        tokio::spawn(flush_batches(
            Arc::downgrade(&writer),
            queue.clone(),
            flush.clone(),
        ));
        crate::sqlite_checkpoint::spawn(checkpoints, Arc::downgrade(&writer));
        Self {
            writer,
            queue,
            flush,
        }
    }

    /// Waits for the writer's turn and opens a savepoint in the batch (a
    /// new batch when none is open).
    ///
    /// The steps run in a task of their own, so that a caller who goes away
    /// meanwhile (a request whose client hung up) cannot cut them short: a
    /// `BEGIN` or `SAVEPOINT` sent but not recorded would leave the
    /// connection in a transaction the writer does not know of, and every
    /// later `BEGIN` would fail. A turn nobody waits for any more is
    /// dropped once it is whole, which rolls its savepoint back.
    pub(crate) async fn begin(&self) -> StoreResult<WriteTx> {
        let (writer, flush) = (self.writer.clone(), self.flush.clone());
        tokio::spawn(async move {
            let mut writer = writer.lock_owned().await;
            writer.open_batch().await?;
            let mut tx = WriteTx {
                guard: Some(writer),
                flush,
            };
            run(&mut tx, "SAVEPOINT member").await?;
            Ok(tx)
        })
        .await
        .map_err(|_| StoreError::Closed)?
    }

    /// Has the flusher save `row` in the next batch, without a savepoint
    /// of its own, and waits for that batch's commit; says whether the
    /// version check let it through ([`crate::Tx::save_game`]).
    pub(crate) async fn save_queued(&self, row: GameRow) -> StoreResult<bool> {
        let (done, answer) = oneshot::channel();
        self.queue
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(Queued { row, done });
        self.flush.notify_one();
        answer.await.unwrap_or(Err(StoreError::Closed))
    }

    /// Applies `migrator` alone on the connection, outside any batch.
    pub(crate) async fn migrate(&self, migrator: &sqlx::migrate::Migrator) -> StoreResult<()> {
        let mut writer = self.writer.lock().await;
        writer.finish_batch().await;
        migrator.run(&mut writer.conn).await?;
        Ok(())
    }

    /// Commits what is pending, checkpoints the WAL into the database file
    /// and refuses further writes.
    pub(crate) async fn close(&self) {
        let mut writer = self.writer.lock().await;
        writer.finish_batch().await;
        if let Err(error) = run(&mut writer.conn, "PRAGMA wal_checkpoint(TRUNCATE)").await {
            tracing::warn!(%error, "checkpointing the WAL on close");
        }
        writer.closed = true;
        writer.direct = None;
    }
}

/// Waits for the writer's turn, commits the open batch and keeps everyone
/// else from writing while the returned guard lives (the checkpointer's
/// restart of the WAL); `None` once the writer is gone.
pub(crate) async fn hold_writes(writer: &Weak<Mutex<Writer>>) -> Option<OwnedMutexGuard<Writer>> {
    let mut held = writer.upgrade()?.lock_owned().await;
    held.finish_batch().await;
    Some(held)
}

/// Commits each batch once the writers queued before the flusher are done.
/// When the last batch had company (members, or more than one game saved
/// alone), the flusher first waits [`GATHER`] for more: under load a
/// commit then carries many moves (each page they share written once),
/// while a lone writer still commits at once.
///
/// The games queued by then are saved next, in a transaction of their own
/// on the direct connection; each is answered once it is committed.
async fn flush_batches(writer: Weak<Mutex<Writer>>, queue: Queue, flush: Arc<Notify>) {
    let mut crowded = false;
    loop {
        flush.notified().await;
        if crowded {
            tokio::time::sleep(GATHER).await;
        }
        let Some(writer) = writer.upgrade() else {
            return;
        };
        let mut writer = writer.lock().await;
        let queued = std::mem::take(
            &mut *queue
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        );
        let (rows, waiting): (Vec<GameRow>, Vec<_>) = queued
            .into_iter()
            .map(|Queued { row, done }| (row, done))
            .unzip();
        // The batch open on sqlx's connection holds SQLite's write lock:
        // it commits first.
        let (members, _) = writer.finish_batch().await;
        let queued = rows.len();
        let saved = writer.save_direct(rows).await;
        drop(writer);
        crowded = members > 1 || queued > 1;
        for (done, saved) in waiting.into_iter().zip(saved) {
            // The caller may have gone away; its save stays written.
            let _ = done.send(saved);
        }
    }
}

impl Writer {
    /// Saves `rows` on the direct connection, on a blocking thread, and
    /// answers each: whether its version check passed, once committed.
    async fn save_direct(&mut self, rows: Vec<GameRow>) -> Vec<StoreResult<bool>> {
        if rows.is_empty() {
            return Vec::new();
        }
        let direct = if self.closed {
            None
        } else {
            self.direct.take()
        };
        let Some(mut direct) = direct else {
            return rows.iter().map(|_| Err(StoreError::Closed)).collect();
        };
        let count = rows.len();
        let done = tokio::task::spawn_blocking(move || {
            let saved = direct.save_batch(&rows);
            (direct, saved)
        })
        .await;
        let Ok((direct, Saved { saves, commit })) = done else {
            return (0..count).map(|_| Err(StoreError::Closed)).collect();
        };
        self.direct = Some(direct);
        match commit {
            Ok(()) => saves,
            Err(why) => saves
                .into_iter()
                .map(|saved| saved.and(Err(StoreError::Commit(why.clone()))))
                .collect(),
        }
    }

    /// Makes sure a batch is open for the next member.
    async fn open_batch(&mut self) -> StoreResult<()> {
        if self.closed {
            return Err(StoreError::Closed);
        }
        self.settle().await;
        if self.batch.is_none() {
            run(&mut self.conn, "BEGIN IMMEDIATE").await?;
            self.batch = Some(watch::channel(None).0);
        }
        Ok(())
    }

    /// Rolls back the savepoint of a member that went away; should that
    /// fail, the whole batch is lost and its members are told.
    async fn settle(&mut self) {
        if !std::mem::take(&mut self.abandoned) {
            return;
        }
        let undone = match run(&mut self.conn, "ROLLBACK TO member").await {
            Ok(()) => run(&mut self.conn, "RELEASE member").await,
            Err(error) => Err(error),
        };
        if let Err(error) = undone {
            self.fail_batch(&error.to_string()).await;
        }
    }

    /// Commits the open batch, if any, and tells its members how it went;
    /// returns how many were waiting for it, and how it went.
    async fn finish_batch(&mut self) -> (usize, Outcome) {
        self.settle().await;
        let Some(batch) = self.batch.take() else {
            return (0, None);
        };
        let outcome = match run(&mut self.conn, "COMMIT").await {
            Ok(_) => Ok(()),
            Err(error) => {
                // SQLite may keep the transaction open after a failed
                // commit (a busy database file): end it.
                let _ = run(&mut self.conn, "ROLLBACK").await;
                Err(error.to_string())
            }
        };
        batch.send_replace(Some(outcome.clone()));
        (batch.receiver_count(), Some(outcome))
    }

    async fn fail_batch(&mut self, why: &str) {
        tracing::error!(error = why, "a batch of writes is rolled back");
        // SQLite may already have rolled it back itself; then this fails
        // harmlessly.
        if let Err(error) = run(&mut self.conn, "ROLLBACK").await {
            tracing::debug!(%error, "rolling back a failed batch");
        }
        if let Some(batch) = self.batch.take() {
            batch.send_replace(Some(Err(why.to_owned())));
        }
    }
}

/// Waits for the commit of the batch `done` watches.
async fn committed(done: Option<watch::Receiver<Outcome>>) -> StoreResult<()> {
    let lost = || StoreError::Commit("the batch was lost".into());
    let mut done = done.ok_or_else(lost)?;
    let outcome = done
        .wait_for(Option::is_some)
        .await
        .map_err(|_| lost())?
        .clone();
    match outcome {
        Some(Ok(())) => Ok(()),
        Some(Err(why)) => Err(StoreError::Commit(why)),
        None => Err(lost()),
    }
}

/// Runs one statement without arguments (its prepared form is kept).
async fn run(conn: &mut SqliteConnection, sql: &'static str) -> Result<(), sqlx::Error> {
    sqlx::query(sql).execute(conn).await.map(|_| ())
}

impl Drop for Writer {
    fn drop(&mut self) {
        self.flush.notify_one();
    }
}

impl WriteTx {
    /// Keeps this member's writes in the batch and waits for the batch's
    /// commit.
    ///
    /// The savepoint's release runs in a task of its own, as `begin` does
    /// (a caller gone meanwhile cannot leave it half done); only the wait
    /// for the batch's commit may be cut short.
    pub(crate) async fn commit(mut self) -> StoreResult<()> {
        let Some(mut writer) = self.guard.take() else {
            return Err(StoreError::Closed);
        };
        let flush = self.flush.clone();
        let done = tokio::spawn(async move {
            if let Err(error) = run(&mut writer.conn, "RELEASE member").await {
                writer.abandoned = true;
                drop(writer);
                flush.notify_one();
                return Err(StoreError::from(error));
            }
            let done = writer.batch.as_ref().map(watch::Sender::subscribe);
            drop(writer);
            flush.notify_one();
            Ok(done)
        })
        .await
        .map_err(|_| StoreError::Closed)??;
        committed(done).await
    }
}

impl Drop for WriteTx {
    fn drop(&mut self) {
        if let Some(mut writer) = self.guard.take() {
            writer.abandoned = true;
            drop(writer);
            self.flush.notify_one();
        }
    }
}

impl Deref for WriteTx {
    type Target = SqliteConnection;

    fn deref(&self) -> &SqliteConnection {
        // The guard is only taken by `commit` and `drop`, which consume it.
        match &self.guard {
            Some(writer) => &writer.conn,
            None => unreachable!("a write transaction used after it ended"),
        }
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut SqliteConnection {
        match &mut self.guard {
            Some(writer) => &mut writer.conn,
            None => unreachable!("a write transaction used after it ended"),
        }
    }
}
