use thiserror::Error;

/// What can go wrong in the store, sorted so the server can answer
/// precisely: a conflict is the caller's problem, the rest is ours.
#[derive(Debug, Error)]
pub enum StoreError {
    /// A uniqueness rule refused the write; carries the constraint's column
    /// (`username_key`, `email_key`, ...).
    #[error("already taken: {0}")]
    Conflict(&'static str),
    /// The database URL names neither SQLite nor PostgreSQL.
    #[error("the database URL must start with sqlite: or postgres://")]
    UnknownScheme,
    /// The commit of a batch of writes failed (SQLite's group commit):
    /// nothing of this transaction was written.
    #[error("the commit failed: {0}")]
    Commit(String),
    /// The store was closed.
    #[error("the database is closed")]
    Closed,
    /// A stored row that makes no valid value (a club game without its
    /// players, say): refused when read, never skipped.
    #[error("a stored row is not valid: {0}")]
    Corrupt(String),
    #[error(transparent)]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error(transparent)]
    Database(sqlx::Error),
    /// A read on SQLite's calling-thread connections failed
    /// (`sqlite_reads.rs`).
    #[error(transparent)]
    Direct(#[from] rusqlite::Error),
}

/// The store's result type.
pub type StoreResult<T> = Result<T, StoreError>;

/// Columns whose uniqueness members can run into; anything else stays a
/// database error. `name_key` (a club's) last: `username_key` contains it.
/// `game_number`: a club game reported twice at once (the index
/// `club_events_game_number`).
const UNIQUE_COLUMNS: [&str; 4] = ["game_number", "username_key", "email_key", "name_key"];

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> Self {
        if let sqlx::Error::Database(db) = &error
            && db.is_unique_violation()
        {
            // SQLite names the column in the message, PostgreSQL names the
            // constraint (`users_username_key_key`): both contain it.
            let text = format!("{} {}", db.message(), db.constraint().unwrap_or_default());
            if let Some(column) = UNIQUE_COLUMNS.iter().find(|c| text.contains(*c)) {
                return StoreError::Conflict(column);
            }
        }
        StoreError::Database(error)
    }
}
