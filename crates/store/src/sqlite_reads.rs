//! SQLite reads on the calling thread, for the reads every move makes.
//!
//! The sqlx driver runs each SQLite connection on a thread of its own:
//! every query is a hand-off to that thread and back, two thread switches
//! that cost more than the indexed read of one row from the mapped file
//! (docs/benchmarks.md). The game a move changes, and the games the clock
//! sweeper ends, are therefore read here, on the thread that asks, through
//! read-only connections kept idle between reads. Under WAL a reader never
//! waits for the writer, so the read is as short as the query.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags, Row};

use crate::backend::MMAP_BYTES;
use crate::error::StoreResult;
use crate::games::{GAME_FIELDS, GameToChange, read_game};

/// Idle connections kept for the next reads; a crowd of concurrent reads
/// opens more and lets the extra ones close.
const IDLE: usize = 8;

/// How long a read waits for a lock held by a checkpoint's restart.
const BUSY: Duration = Duration::from_secs(10);

/// Read-only connections to one SQLite file, used on the calling thread.
pub(crate) struct DirectReads {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
}

impl std::fmt::Debug for DirectReads {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DirectReads")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

impl DirectReads {
    /// Reads the database at `path`, which the writer has opened (so its
    /// WAL exists).
    ///
    /// # Errors
    /// The file cannot be opened.
    pub(crate) fn open(path: &Path) -> StoreResult<Self> {
        let reads = Self {
            path: path.to_path_buf(),
            idle: Mutex::new(Vec::new()),
        };
        let first = reads.connect()?;
        reads.put_back(first);
        Ok(reads)
    }

    /// Runs `read` on an idle connection (a new one when none is idle).
    ///
    /// # Errors
    /// The database failed.
    pub(crate) fn with<T>(
        &self,
        read: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> StoreResult<T> {
        let idle = self.idle.lock().map(|mut idle| idle.pop()).ok().flatten();
        let conn = match idle {
            Some(conn) => conn,
            None => self.connect()?,
        };
        let result = read(&conn)?;
        self.put_back(conn);
        Ok(result)
    }

    fn connect(&self) -> rusqlite::Result<Connection> {
        let conn = Connection::open_with_flags(
            &self.path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(BUSY)?;
        // The same mapping as sqlx's connections: none (`backend.rs`).
        conn.pragma_update(None, "mmap_size", MMAP_BYTES)?;
        Ok(conn)
    }

    fn put_back(&self, conn: Connection) {
        if let Ok(mut idle) = self.idle.lock()
            && idle.len() < IDLE
        {
            idle.push(conn);
        }
    }
}

/// The game to change in the columns `GAME_COLUMNS, TO_CHANGE`.
pub(crate) fn game_to_change(row: &Row<'_>) -> rusqlite::Result<GameToChange> {
    Ok(GameToChange {
        row: read_game(row)?,
        players_away: row.get(GAME_FIELDS)?,
        conditional: row.get(GAME_FIELDS + 1)?,
    })
}
