//! SQLite's WAL checkpoints, away from the commit path.
//!
//! By default SQLite checkpoints inside the commit that takes the WAL past
//! 1,000 pages: that commit copies the pages into the database file and
//! syncs it, and every writer of the batch (and every writer queued behind
//! it) waits tens of milliseconds. The writer connection therefore has
//! `wal_autocheckpoint=0`, and this task checkpoints on a connection of its
//! own, in `PASSIVE` mode: it copies what no reader still needs, waits for
//! nobody and makes nobody wait, and the next batch starts the WAL over
//! once all of it is in the database file.

use std::sync::Weak;
use std::time::Duration;

use sqlx::{Connection, SqliteConnection};

/// How often the WAL is checkpointed: under load, a few megabytes of WAL.
const EVERY: Duration = Duration::from_millis(250);

/// Checkpoints every [`EVERY`] while `alive` (the writer) lives.
pub(crate) fn spawn<T: Send + Sync + 'static>(mut conn: SqliteConnection, alive: Weak<T>) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(EVERY);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if alive.strong_count() == 0 {
                break;
            }
            if let Err(error) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                .execute(&mut conn)
                .await
            {
                tracing::warn!(%error, "checkpointing the WAL");
            }
        }
        let _ = conn.close().await;
    });
}
