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
//!
//! A save may carry notices for the other app servers
//! ([`Store::save_game_telling`](crate::Store::save_game_telling)): the
//! statement then also `NOTIFY`s those of the saves that passed, so they
//! are sent at its commit, and never for a save refused or undone.

use std::sync::{Arc, LazyLock};

use sqlx::{PgConnection, PgPool, Row};
use tokio::sync::{Semaphore, mpsc, oneshot};

use crate::cross_server::{CHANNEL, NOTIFY_ALL};
use crate::error::{StoreError, StoreResult};
use crate::game_columns::{save_many_sql, save_parameters};
use crate::games::{COLUMNS, GameRow, SAVE_GAME, bind_save, bind_save_arrays};

/// Saves per statement: what 64 games played at once send.
const PER_STATEMENT: usize = 64;

/// Statements under way at once: while one waits for its commit, the next
/// gathers the saves that arrive meanwhile.
const IN_FLIGHT: usize = 2;

/// Every column of a save, as one array each, joined to the games by id
/// and checked against the version read (as [`SAVE_GAME`] is).
static SAVE_MANY: LazyLock<String> = LazyLock::new(|| save_many_sql(COLUMNS));

/// [`SAVE_MANY`], and the notices of the saves that passed sent at its
/// commit, in order: the last two parameters are each notice's save (its
/// position) and its text. The notices are made in a part of the statement
/// that its answer reads, or PostgreSQL would skip it.
static SAVE_MANY_TELLING: LazyLock<String> = LazyLock::new(|| {
    let parameters = save_parameters(COLUMNS);
    format!(
        "WITH saved AS ({save_many}), \
         told AS (SELECT pg_notify('{CHANNEL}', n.payload) FROM saved \
           JOIN unnest(${of}::bigint[], ${text}::text[]) WITH ORDINALITY AS n(position, payload, nth) \
           ON n.position = saved.position ORDER BY n.nth) \
         SELECT saved.position FROM saved, (SELECT count(*) FROM told) AS all_told",
        save_many = *SAVE_MANY,
        of = parameters + 1,
        text = parameters + 2,
    )
});

/// A game to save handed to the saver, what to tell the other servers
/// once it is saved, and who waits for the answer.
struct Queued {
    row: GameRow,
    notices: Vec<String>,
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
    /// whether the version check let it through. `notices` are sent to
    /// the other servers at that commit if it did.
    pub(crate) async fn save(&self, row: GameRow, notices: Vec<String>) -> StoreResult<bool> {
        let (done, answer) = oneshot::channel();
        self.queue
            .send(Queued { row, notices, done })
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
            let notices: Vec<&[String]> = batch.iter().map(|queued| &queued.notices[..]).collect();
            match saved_and_told(&mut conn, &rows, &notices).await {
                Ok(passed) => passed.into_iter().map(Ok).collect(),
                Err(_) => told_one_by_one(&mut conn, &rows, &notices).await,
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
    saved_and_told(conn, rows, &[]).await
}

/// [`saved_together`], with `notices[n]` sent to the other servers at the
/// statement's commit if `rows[n]` passed.
async fn saved_and_told(
    conn: &mut PgConnection,
    rows: &[&GameRow],
    notices: &[&[String]],
) -> Result<Vec<bool>, sqlx::Error> {
    let (of, text): (Vec<i64>, Vec<&str>) = (1_i64..)
        .zip(notices)
        .flat_map(|(position, told)| told.iter().map(move |notice| (position, notice.as_str())))
        .unzip();
    let query = if text.is_empty() {
        bind_save_arrays(sqlx::query(&SAVE_MANY), rows)
    } else {
        bind_save_arrays(sqlx::query(&SAVE_MANY_TELLING), rows)
            .bind(of)
            .bind(text)
    };
    let returned = query.fetch_all(&mut *conn).await?;
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

/// [`one_by_one`], each save with its notices in a transaction of its own.
async fn told_one_by_one(
    conn: &mut PgConnection,
    rows: &[&GameRow],
    notices: &[&[String]],
) -> Vec<StoreResult<bool>> {
    let mut saved = Vec::with_capacity(rows.len());
    for (row, told) in rows.iter().zip(notices) {
        saved.push(save_and_tell(conn, row, told).await);
    }
    saved
}

async fn save_and_tell(
    conn: &mut PgConnection,
    row: &GameRow,
    told: &[String],
) -> StoreResult<bool> {
    let mut tx = sqlx::Connection::begin(&mut *conn).await?;
    let passed = bind_save(sqlx::query(&SAVE_GAME), row)
        .execute(&mut *tx)
        .await?
        .rows_affected()
        == 1;
    if passed && !told.is_empty() {
        sqlx::query(NOTIFY_ALL)
            .bind(CHANNEL)
            .bind(told)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(passed)
}
