//! Events between app servers on one PostgreSQL database (product.md §13:
//! "live updates cross app servers through the database"): a server
//! `NOTIFY`s a small payload on one channel after its change commits, and
//! every server `LISTEN`s on it. SQLite has one process: nothing to cross.

use sqlx::postgres::{PgListener, PgPoolOptions};

use crate::backend::{Backend, Store};
use crate::error::StoreResult;

/// The channel every app server listens on.
const CHANNEL: &str = "redqueen_events";
/// The listening connections' name in `pg_stat_activity`.
pub(crate) const LISTENER_NAME: &str = "redqueen events";

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
    /// SQLite. The connection is its own, not one of the pool's: it is held
    /// for as long as the server runs.
    ///
    /// # Errors
    /// The database failed.
    pub async fn listen_to_servers(&self) -> StoreResult<Option<EventListener>> {
        let Backend::Postgres(pool) = &self.read else {
            return Ok(None);
        };
        let options = (*pool.connect_options())
            .clone()
            .application_name(LISTENER_NAME);
        let own = PgPoolOptions::new()
            .max_connections(1)
            .max_lifetime(None)
            .idle_timeout(None)
            .connect_with(options)
            .await?;
        let mut listener = PgListener::connect_with(&own).await?;
        // A lost connection is reported at once; the caller opens a new
        // one before it catches up, so that nothing falls between.
        listener.eager_reconnect(false);
        listener.listen(CHANNEL).await?;
        Ok(Some(EventListener(listener)))
    }
}

impl EventListener {
    /// The next payload; `None` when the connection was lost:
    /// notifications sent meanwhile are lost, so the caller listens again
    /// ([`Store::listen_to_servers`]) and catches up from the database.
    ///
    /// # Errors
    /// The database failed.
    pub async fn next(&mut self) -> StoreResult<Option<String>> {
        Ok(self
            .0
            .try_recv()
            .await?
            .map(|notification| notification.payload().to_owned()))
    }
}
