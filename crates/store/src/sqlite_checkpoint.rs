//! SQLite's WAL checkpoints, away from the commit path.
//!
//! By default SQLite checkpoints inside the commit that takes the WAL past
//! 1,000 pages: that commit copies the pages into the database file and
//! syncs it, and every writer of the batch (and every writer queued behind
//! it) waits tens of milliseconds. The writer connection therefore has
//! `wal_autocheckpoint=0`, and this task checkpoints on a connection of its
//! own, in `PASSIVE` mode: it copies what no reader still needs, waits for
//! nobody and makes nobody wait, and the next write starts the WAL over
//! once all of it is in the database file.
//!
//! Under writes that never pause, a passive checkpoint never catches up
//! with the end of the WAL, so the WAL would never start over and would
//! grow without bound. Once it holds [`RESTART_PAGES`], the checkpointer
//! holds the writes back for one `RESTART` checkpoint, as SQLite's own
//! automatic checkpoint would have done, but only that once. That
//! checkpoint waits for the reads then running (at most the connection's
//! busy timeout); the server's reads are short.

use std::sync::Weak;
use std::time::Duration;

use sqlx::{Connection, SqliteConnection};
use tokio::sync::Mutex;

use crate::sqlite_writer::{Writer, hold_writes};

/// How often the WAL is checkpointed: under load, a few megabytes of WAL.
const EVERY: Duration = Duration::from_millis(250);

/// The size of WAL (in pages, 4 KiB each) past which the writes wait for
/// the WAL to start over: 64 MiB.
const RESTART_PAGES: i64 = 16_384;

/// Checkpoints every [`EVERY`] while the writer lives.
pub(crate) fn spawn(mut conn: SqliteConnection, writer: Weak<Mutex<Writer>>) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(EVERY);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if writer.strong_count() == 0 {
                break;
            }
            match checkpoint(&mut conn, "PRAGMA wal_checkpoint(PASSIVE)").await {
                Ok(pages) if pages >= RESTART_PAGES => {
                    let Some(held) = hold_writes(&writer).await else {
                        break;
                    };
                    if let Err(error) =
                        checkpoint(&mut conn, "PRAGMA wal_checkpoint(RESTART)").await
                    {
                        tracing::warn!(%error, "restarting the WAL");
                    }
                    drop(held);
                }
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "checkpointing the WAL"),
            }
        }
        let _ = conn.close().await;
    });
}

/// Runs a checkpoint; returns the WAL's size in pages before it.
async fn checkpoint(conn: &mut SqliteConnection, sql: &'static str) -> Result<i64, sqlx::Error> {
    let (_busy, pages, _copied): (i64, i64, i64) = sqlx::query_as(sql).fetch_one(conn).await?;
    Ok(pages)
}
