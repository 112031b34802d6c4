//! Events between app servers on one PostgreSQL database (product.md §13:
//! "live updates cross app servers through the database"): a change
//! `NOTIFY`s small payloads on one channel inside its own transaction
//! ([`Tx::notify_servers`], or with a game saved alone,
//! [`Store::save_game_telling`]), and every server `LISTEN`s on it.
//! PostgreSQL sends a transaction's notifications when it commits, in the
//! order they were made, and never those of a transaction rolled back: a
//! change and its push to the other servers happen together or not at
//! all. SQLite has one process: nothing to cross.

use sqlx::postgres::{PgListener, PgPoolOptions};

use crate::backend::{Backend, Store, Tx};
use crate::error::StoreResult;

/// The channel every app server listens on.
pub(crate) const CHANNEL: &str = "redqueen_events";

/// Sends one notification per payload, in order.
pub(crate) const NOTIFY_ALL: &str = "SELECT pg_notify($1, n.payload) \
     FROM unnest($2::text[]) WITH ORDINALITY AS n(payload, nth) ORDER BY n.nth";

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

impl Tx {
    /// Sends `payloads` to every app server listening, in this order, when
    /// the transaction commits; nothing if it rolls back (PostgreSQL's
    /// `NOTIFY` is transactional). Nothing on SQLite.
    ///
    /// # Errors
    /// The database failed; the caller drops the transaction then.
    pub async fn notify_servers(&mut self, payloads: &[String]) -> StoreResult<()> {
        if let Backend::Postgres(tx) = &mut self.0
            && !payloads.is_empty()
        {
            sqlx::query(NOTIFY_ALL)
                .bind(CHANNEL)
                .bind(payloads)
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
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
