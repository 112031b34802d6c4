//! Events between app servers on one PostgreSQL database (product.md §13:
//! "live updates cross app servers through the database"): a server
//! `NOTIFY`s a small payload on one channel after its change commits, and
//! every server `LISTEN`s on it. SQLite has one process: nothing to cross.

use sqlx::postgres::PgListener;

use crate::backend::{Backend, Store};
use crate::error::StoreResult;

/// The channel every app server listens on.
const CHANNEL: &str = "redqueen_events";

/// A server's listening connection.
pub struct EventListener(PgListener);

impl Store {
    /// Whether several app servers may share this database, so that events
    /// must cross them.
    #[must_use]
    pub const fn crosses_servers(&self) -> bool {
        matches!(self.read, Backend::Postgres(_))
    }

    /// Sends `payload` to every app server listening (PostgreSQL; nothing on
    /// SQLite). PostgreSQL delivers one session's notifications in order.
    ///
    /// # Errors
    /// The database failed.
    pub async fn notify_servers(&self, payload: &str) -> StoreResult<()> {
        if let Backend::Postgres(pool) = &self.read {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(payload)
                .execute(pool)
                .await?;
        }
        Ok(())
    }

    /// A connection listening for the other servers' events; `None` on
    /// SQLite.
    ///
    /// # Errors
    /// The database failed.
    pub async fn listen_to_servers(&self) -> StoreResult<Option<EventListener>> {
        let Backend::Postgres(pool) = &self.read else {
            return Ok(None);
        };
        let mut listener = PgListener::connect_with(pool).await?;
        listener.listen(CHANNEL).await?;
        Ok(Some(EventListener(listener)))
    }
}

impl EventListener {
    /// The next payload; `None` when the connection was lost (it is opened
    /// again, listening, at the next call): notifications sent meanwhile
    /// are lost, so the caller catches up from the database.
    ///
    /// # Errors
    /// The database cannot be reached again.
    pub async fn next(&mut self) -> StoreResult<Option<String>> {
        Ok(self
            .0
            .try_recv()
            .await?
            .map(|notification| notification.payload().to_owned()))
    }
}
