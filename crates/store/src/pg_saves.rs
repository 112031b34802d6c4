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

use std::sync::Arc;

use sqlx::{PgConnection, PgPool, Row};
use tokio::sync::{Semaphore, mpsc, oneshot};

use crate::error::{StoreError, StoreResult};
use crate::games::{GameRow, SAVE_GAME, bind_save};

/// Saves per statement: what 64 games played at once send.
const PER_STATEMENT: usize = 64;

/// Statements under way at once: while one waits for its commit, the next
/// gathers the saves that arrive meanwhile.
const IN_FLIGHT: usize = 2;

/// Every column of a save, as one array each, joined to the games by id
/// and checked against the version read (as [`SAVE_GAME`] is).
const SAVE_MANY: &str = "UPDATE games AS g SET moves = v.moves, move_times = v.move_times, \
    ply = v.ply, version = v.version, fen = v.fen, draw_offer = v.draw_offer, \
    deletion_request = v.deletion_request, white_ms = v.white_ms, black_ms = v.black_ms, \
    turn_started_at = v.turn_started_at, deadline_at = v.deadline_at, \
    reminder_at = v.reminder_at, reminder_kind = v.reminder_kind, status = v.status, \
    winner = v.winner, end_reason = v.end_reason, last_move_at = v.last_move_at, \
    finished_at = v.finished_at, white_rating_diff = v.white_rating_diff, \
    black_rating_diff = v.black_rating_diff, \
    notify_at = CASE WHEN g.ply = v.ply AND g.status = v.status THEN g.notify_at \
                ELSE v.notify_at END \
    FROM unnest($1::text[], $2::int4[], $3::text[], $4::text[], $5::int4[], $6::text[], \
                $7::text[], $8::text[], $9::int8[], $10::int8[], $11::int8[], $12::int8[], \
                $13::int8[], $14::text[], $15::text[], $16::text[], $17::text[], $18::int8[], \
                $19::int8[], $20::int4[], $21::int4[], $22::int8[]) WITH ORDINALITY \
        AS v(id, version, moves, move_times, ply, fen, draw_offer, deletion_request, \
             white_ms, black_ms, turn_started_at, deadline_at, reminder_at, reminder_kind, \
             status, winner, end_reason, last_move_at, finished_at, white_rating_diff, \
             black_rating_diff, notify_at, position) \
    WHERE g.id = v.id AND g.version = v.version - 1 \
    RETURNING v.position";

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
    let returned = sqlx::query(SAVE_MANY)
        .bind(each(rows, |g| g.id.as_str()))
        .bind(each(rows, |g| g.version))
        .bind(each(rows, |g| g.moves.as_str()))
        .bind(each(rows, |g| g.move_times.as_str()))
        .bind(each(rows, |g| g.ply))
        .bind(each(rows, |g| g.fen.as_str()))
        .bind(each(rows, |g| g.draw_offer.as_deref()))
        .bind(each(rows, |g| g.deletion_request.as_deref()))
        .bind(each(rows, |g| g.white_ms))
        .bind(each(rows, |g| g.black_ms))
        .bind(each(rows, |g| g.turn_started_at))
        .bind(each(rows, |g| g.deadline_at))
        .bind(each(rows, |g| g.reminder_at))
        .bind(each(rows, |g| g.reminder_kind.as_deref()))
        .bind(each(rows, |g| g.status.as_str()))
        .bind(each(rows, |g| g.winner.as_deref()))
        .bind(each(rows, |g| g.end_reason.as_deref()))
        .bind(each(rows, |g| g.last_move_at))
        .bind(each(rows, |g| g.finished_at))
        .bind(each(rows, |g| g.white_rating_diff))
        .bind(each(rows, |g| g.black_rating_diff))
        .bind(each(rows, |g| g.notify_at))
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

/// One column of `rows`, as the array bound for it.
fn each<'a, T>(rows: &[&'a GameRow], field: impl Fn(&'a GameRow) -> T) -> Vec<T> {
    rows.iter().map(|g| field(g)).collect()
}

/// Saves `rows` one statement each, so that a failure is its own save's.
pub(crate) async fn one_by_one(
    conn: &mut PgConnection,
    rows: &[&GameRow],
) -> Vec<StoreResult<bool>> {
    let mut saved = Vec::with_capacity(rows.len());
    for row in rows {
        let one = bind_save!(sqlx::query(SAVE_GAME), row)
            .execute(&mut *conn)
            .await;
        saved.push(one.map(|r| r.rows_affected() == 1).map_err(Into::into));
    }
    saved
}
