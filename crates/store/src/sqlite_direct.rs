//! The games saved alone (a plain move's one conditional update), written
//! by SQLite's flusher on a connection of its own through rusqlite.
//!
//! sqlx runs each SQLite connection on a thread of its own and hands it
//! every statement, and every row a statement returns, through a channel:
//! a profile of the move path put that thread and its wake-ups at 38% of
//! the server's CPU, most of it switching threads rather than writing
//! (docs/benchmarks.md, issue 35). Here a whole batch — `BEGIN IMMEDIATE`,
//! one prepared update per game, `COMMIT` — runs in one call on one
//! blocking thread: two thread switches a batch instead of several a move.
//!
//! SQLite lets one connection write at a time. This one writes only while
//! the flusher holds the writer (`sqlite_writer.rs`), after the batch open
//! on sqlx's connection has committed, so the two never wait for each
//! other's lock. A failed update undoes only itself (SQLite rolls back the
//! statement, not the transaction), so a failure is that save's own.

use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

use crate::backend::{Durability, MMAP_BYTES};
use crate::error::{StoreError, StoreResult};
use crate::games::{GameRow, SAVE_FIELDS, bind_save_direct, sqlite_save_sql};

/// How long a batch waits for a lock held by another connection (none
/// should be: the writer is held meanwhile).
const BUSY: Duration = Duration::from_secs(10);

/// The connection, and for each save's text where SQLite numbers each of
/// its parameters `$1` to `$n`, if it has it ([`bind_save_direct`]).
pub(crate) struct DirectSaves {
    conn: Connection,
    indexes: HashMap<&'static str, Vec<Option<usize>>>,
}

/// What a batch did: each save's answer, in order, and the commit's.
pub(crate) struct Saved {
    pub(crate) saves: Vec<StoreResult<bool>>,
    pub(crate) commit: Result<(), String>,
}

impl Saved {
    /// A batch of `count` saves none of which was written, and why.
    fn lost(count: usize, why: String) -> Self {
        Saved {
            saves: (0..count)
                .map(|_| Err(StoreError::Commit(why.clone())))
                .collect(),
            commit: Err(why),
        }
    }
}

impl DirectSaves {
    /// Opens the database at `path`, which sqlx's writer has opened (so it
    /// is in WAL mode), with the writer's settings: the same durability,
    /// no automatic checkpoint (`sqlite_checkpoint.rs` does them).
    ///
    /// # Errors
    /// The file cannot be opened.
    pub(crate) fn open(path: &Path, durability: Durability) -> StoreResult<Self> {
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(BUSY)?;
        let synchronous = match durability {
            Durability::ProcessCrash => "NORMAL",
            Durability::PowerLoss => "FULL",
        };
        conn.pragma_update(None, "synchronous", synchronous)?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.pragma_update(None, "wal_autocheckpoint", 0)?;
        conn.pragma_update(None, "mmap_size", MMAP_BYTES)?;
        Ok(Self {
            conn,
            indexes: HashMap::new(),
        })
    }

    /// Saves `rows` (distinct games) in one transaction, each at the
    /// version it was read at.
    pub(crate) fn save_batch(&mut self, rows: &[GameRow]) -> Saved {
        if let Err(error) = self.conn.execute_batch("BEGIN IMMEDIATE") {
            return Saved::lost(rows.len(), error.to_string());
        }
        let mut saves = Vec::with_capacity(rows.len());
        for row in rows {
            saves.push(self.save(row));
            if self.conn.is_autocommit() {
                // SQLite gave up the whole transaction (a disk full, a
                // trigger's ROLLBACK): the saves before this one are gone.
                return Saved::lost(rows.len(), "the batch was rolled back".to_owned());
            }
        }
        let commit = self.conn.execute_batch("COMMIT").map_err(|error| {
            // SQLite may keep the transaction open after a failed commit
            // (a busy file): end it.
            let _ = self.conn.execute_batch("ROLLBACK");
            error.to_string()
        });
        Saved { saves, commit }
    }

    /// One save: whether its version check let it through.
    fn save(&mut self, row: &GameRow) -> StoreResult<bool> {
        let sql = sqlite_save_sql(row);
        let mut statement = self.conn.prepare_cached(sql)?;
        let indexes = match self.indexes.get(sql) {
            Some(indexes) => indexes,
            None => {
                let found = (1..=SAVE_FIELDS)
                    .map(|n| statement.parameter_index(&format!("${n}")))
                    .collect::<rusqlite::Result<Vec<Option<usize>>>>()?;
                self.indexes.entry(sql).or_insert(found)
            }
        };
        bind_save_direct(&mut statement, indexes, row)?;
        let changed = statement.raw_execute()?;
        Ok(changed == 1)
    }
}
