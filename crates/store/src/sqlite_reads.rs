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
use crate::games::{GAME_FIELDS, GameRow, GameToChange};

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
        // The same mapping as sqlx's connections (`backend.rs`): pages are
        // read in place rather than copied by a system call each.
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
        row: game(row)?,
        players_away: row.get(GAME_FIELDS)?,
        conditional: row.get(GAME_FIELDS + 1)?,
    })
}

/// A game in the columns of `GAME_COLUMNS`, in their order.
fn game(row: &Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: row.get(0)?,
        white_id: row.get(1)?,
        black_id: row.get(2)?,
        white_secret: row.get(3)?,
        black_secret: row.get(4)?,
        origin: row.get(5)?,
        time_control: row.get(6)?,
        rated: row.get(7)?,
        initial_fen: row.get(8)?,
        moves: row.get(9)?,
        move_times: row.get(10)?,
        ply: row.get(11)?,
        version: row.get(12)?,
        fen: row.get(13)?,
        draw_offer: row.get(14)?,
        deletion_request: row.get(15)?,
        white_ms: row.get(16)?,
        black_ms: row.get(17)?,
        turn_started_at: row.get(18)?,
        deadline_at: row.get(19)?,
        reminder_at: row.get(20)?,
        reminder_kind: row.get(21)?,
        status: row.get(22)?,
        winner: row.get(23)?,
        end_reason: row.get(24)?,
        created_at: row.get(25)?,
        last_move_at: row.get(26)?,
        finished_at: row.get(27)?,
        white_rating: row.get(28)?,
        black_rating: row.get(29)?,
        white_rating_diff: row.get(30)?,
        black_rating_diff: row.get(31)?,
        vacation_allowed: row.get(32)?,
        notify_at: row.get(33)?,
    })
}
