//! Many games saved with one PostgreSQL statement.
//!
//! A move is saved by one conditional update (`games.rs`). Alone, each
//! such update is a round trip and a commit of its own, and with
//! `synchronous_commit=on` every commit waits for the WAL to reach the
//! disk. Under load the moves of many games arrive at once, so the writes
//! of PostgreSQL's store go through a saver ([`PgWriter::save`]): it sends
//! all the saves waiting as one statement, an update joined to one array
//! per column (`unnest`), which commits them together. The statement
//! returns the position of each save that passed the version check, so
//! each is answered as if it had run alone, and only once the commit is
//! done. Should the statement fail, its saves run again one by one, so a
//! failure belongs to its own save only.
//!
//! Two saves of one game never share a statement (one join row per game):
//! the later one waits for the next, where its version check decides.

use std::sync::{Arc, LazyLock};

use sqlx::{PgConnection, PgPool, Row};
use tokio::sync::{Semaphore, mpsc, oneshot};

use crate::error::{StoreError, StoreResult};
use crate::game_columns::save_many_sql;
use crate::games::{COLUMNS, GameRow, SAVE_GAME, bind_save, bind_save_arrays};

/// Saves per statement: what 64 games played at once send.
const PER_STATEMENT: usize = 64;

/// Statements under way at once: while one waits for its commit, the next
/// gathers the saves that arrive meanwhile.
const IN_FLIGHT: usize = 2;

/// Every column of a save, as one array each, joined to the games by id
/// and checked against the version read (as [`SAVE_GAME`] is).
static SAVE_MANY: LazyLock<String> = LazyLock::new(|| save_many_sql(COLUMNS));

/// A game to save handed to the saver, and who waits for the answer.
struct Queued {
    row: GameRow,
    done: oneshot::Sender<StoreResult<bool>>,
}

/// PostgreSQL's writes: the pool, and the saver of games saved alone.
#[derive(Debug, Clone)]
pub(crate) struct PgWriter {
    pub(crate) pool: PgPool,
    queue: mpsc::UnboundedSender<Queued>,
}

impl PgWriter {
    /// Writes through `pool`, with a saver that lives as long as a clone
    /// of this writer does.
    pub(crate) fn new(pool: PgPool) -> Self {
        let (queue, waiting) = mpsc::unbounded_channel();
        tokio::spawn(save_batches(pool.clone(), waiting));
        Self { pool, queue }
    }

    /// Saves `row` at the version it was read at, with the other saves
    /// waiting, and answers once that statement has committed; says
    /// whether the version check let it through.
    pub(crate) async fn save(&self, row: GameRow) -> StoreResult<bool> {
        let (done, answer) = oneshot::channel();
        self.queue
            .send(Queued { row, done })
            .map_err(|_| StoreError::Closed)?;
        answer.await.unwrap_or(Err(StoreError::Closed))
    }
}

/// The saver: takes the saves waiting, at most [`PER_STATEMENT`] and one
/// per game, and sends them as one statement, [`IN_FLIGHT`] at a time.
async fn save_batches(pool: PgPool, mut queue: mpsc::UnboundedReceiver<Queued>) {
    let permits = Arc::new(Semaphore::new(IN_FLIGHT));
    let mut waiting: Vec<Queued> = Vec::new();
    loop {
        let Ok(permit) = permits.clone().acquire_owned().await else {
            return;
        };
        if waiting.is_empty() {
            match queue.recv().await {
                Some(first) => waiting.push(first),
                None => return,
            }
        }
        while waiting.len() < PER_STATEMENT {
            match queue.try_recv() {
                Ok(next) => waiting.push(next),
                Err(_) => break,
            }
        }
        let (batch, later) = one_per_game(waiting);
        waiting = later;
        let pool = pool.clone();
        tokio::spawn(async move {
            save_batch(&pool, batch).await;
            drop(permit);
        });
    }
}

/// Saves `batch` (one save per game) and answers each save.
async fn save_batch(pool: &PgPool, batch: Vec<Queued>) {
    let answers = match pool.acquire().await {
        Ok(mut conn) => {
            let rows: Vec<&GameRow> = batch.iter().map(|queued| &queued.row).collect();
            match saved_together(&mut conn, &rows).await {
                Ok(passed) => passed.into_iter().map(Ok).collect(),
                Err(_) => one_by_one(&mut conn, &rows).await,
            }
        }
        // Nothing was sent: nothing of the batch is written.
        Err(error) => batch
            .iter()
            .map(|_| Err(StoreError::Commit(error.to_string())))
            .collect(),
    };
    for (queued, answer) in batch.into_iter().zip(answers) {
        // The request may have gone away; its save stands.
        let _ = queued.done.send(answer);
    }
}

/// The first save of each game among `saves`, and the rest, each in order
/// of arrival.
fn one_per_game(saves: Vec<Queued>) -> (Vec<Queued>, Vec<Queued>) {
    let mut seen = std::collections::HashSet::with_capacity(saves.len());
    saves
        .into_iter()
        .partition(|queued| seen.insert(queued.row.id.clone()))
}

/// Saves `rows` (of distinct games) with one statement; says of each
/// whether it passed the version check. On error nothing of it is written
/// (a statement is atomic) — inside a transaction, the caller undoes it.
pub(crate) async fn saved_together(
    conn: &mut PgConnection,
    rows: &[&GameRow],
) -> Result<Vec<bool>, sqlx::Error> {
    let returned = bind_save_arrays(sqlx::query(&SAVE_MANY), rows)
        .fetch_all(&mut *conn)
        .await?;
    let mut passed = vec![false; rows.len()];
    for row in returned {
        let position: i64 = row.try_get(0)?;
        if let Some(slot) = usize::try_from(position - 1)
            .ok()
            .and_then(|n| passed.get_mut(n))
        {
            *slot = true;
        }
    }
    Ok(passed)
}

/// Saves `rows` one statement each, so that a failure is its own save's.
pub(crate) async fn one_by_one(
    conn: &mut PgConnection,
    rows: &[&GameRow],
) -> Vec<StoreResult<bool>> {
    let mut saved = Vec::with_capacity(rows.len());
    for row in rows {
        let one = bind_save(sqlx::query(&SAVE_GAME), row)
            .execute(&mut *conn)
            .await;
        saved.push(one.map(|r| r.rows_affected() == 1).map_err(Into::into));
    }
    saved
}
