//! What every handler, use case and job shares: the store, the settings,
//! the clock, the translations, the rate limits, the event hub and the
//! relay, the token cache and the deadlines of the games about to run
//! out. It sits below everything that uses it: it knows nothing of the web
//! server (`http`), the jobs or the mail worker, so the use cases that take
//! it depend on none of them either. It assembles its parts, each of
//! which stands alone: none imports this module nor any use case (the
//! hub carries the restored game, `games::LoadedGame`, as a type it is
//! given); and it says once how a change others watch is committed
//! (`commit_telling`: the relay's news in the transaction, the hub's
//! after it).

use std::sync::Arc;

use anyhow::Context;
use redqueen_store::{Store, StoreError, Tx};
use tokio::sync::{Mutex, Notify};

use crate::api_calls::ApiCalls;
use crate::clock::Clock;
use crate::config::Settings;
use crate::deadlines::Deadlines;
use crate::events::{Hub, News};
use crate::games::LoadedGame;
use crate::i18n::I18n;
use crate::metrics::Metrics;
use crate::relay::Relay;
use crate::throttle::{Limits, PerMinute};
use crate::token_cache::TokenCache;
use crate::vapid::VapidKeys;

/// What every handler and job shares. Cheap to clone.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

/// The shared parts.
pub struct Inner {
    /// Reached by the use cases, the jobs and the infrastructure of this
    /// crate only: the web crate reads and writes through use cases.
    pub(crate) store: Store,
    pub settings: Settings,
    pub i18n: Arc<I18n>,
    pub clock: Arc<dyn Clock>,
    /// Wakes the mail worker when an email was queued.
    pub mail_queued: Arc<Notify>,
    /// Held through a round of the clock jobs (`jobs::run_once`): a round
    /// asked for on demand waits for the periodic one under way instead of
    /// overlapping it, so it finds that round's work written.
    pub clock_jobs_round: Mutex<()>,
    /// The same for a round of mail delivery (`MailWorker::deliver_due`).
    pub mail_round: Arc<Mutex<()>>,
    /// Web Push: the server's VAPID keys (docs/notifications.md).
    pub vapid: VapidKeys,
    /// Wakes the push worker when a push was queued.
    pub push_queued: Arc<Notify>,
    /// Attempts at login, registration and password reset per address,
    /// challenges and open games per member (product.md §11), event
    /// streams and board sockets opened per member or address.
    pub limits: Limits,
    /// API calls per member (`api_calls.rs`).
    pub api_calls: ApiCalls,
    /// Live updates to the players and watchers connected here.
    pub hub: Hub<LoadedGame>,
    /// Who this server is to the others, and how its news crosses to them
    /// (PostgreSQL).
    pub relay: Relay,
    /// API tokens seen lately (`token_cache.rs`).
    pub tokens: TokenCache,
    /// The deadlines of the games about to run out, for the flag timer.
    pub deadlines: Deadlines,
    /// What the operator's `/metrics` shows.
    pub metrics: Metrics,
    /// The server's key for federation, read or made on the first need
    /// (`federation/key.rs`).
    pub federation_key: tokio::sync::OnceCell<Arc<crate::federation::ServerKey>>,
}

impl std::ops::Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}

impl AppState {
    /// Connects to the database, migrates it and loads the translations.
    ///
    /// # Errors
    /// The database is unreachable or its migration fails.
    pub async fn open(settings: Settings, clock: Arc<dyn Clock>) -> anyhow::Result<Self> {
        settings.prepare_sqlite_folder()?;
        let store = Store::open(&settings.database_url, settings.durability)
            .await
            .context("opening the database")?;
        Self::on_store(store, settings, clock).await
    }

    /// The state on `store`, connected and migrated by the caller: the
    /// benchmarks, which seed and read the store beside the state, keep a
    /// clone of it. The web crate cannot call this: it cannot make a
    /// `Store`, having no dependency on the store's crate.
    ///
    /// # Errors
    /// The translations or the push keys cannot be loaded.
    pub async fn on_store(
        store: Store,
        settings: Settings,
        clock: Arc<dyn Clock>,
    ) -> anyhow::Result<Self> {
        let per_minute = PerMinute {
            attempts: settings.login_attempts_per_minute,
            challenges: settings.challenges_per_minute,
            streams: settings.streams_per_minute,
        };
        Ok(Self(Arc::new(Inner {
            i18n: I18n::load()?,
            mail_queued: Arc::new(Notify::new()),
            clock_jobs_round: Mutex::new(()),
            mail_round: Arc::new(Mutex::new(())),
            vapid: VapidKeys::load(&store, &settings, clock.now_ms()).await?,
            push_queued: Arc::new(Notify::new()),
            limits: Limits::new(store.clone(), per_minute),
            api_calls: ApiCalls::new(store.clone(), settings.api_calls_per_minute),
            relay: Relay::new(&store),
            store,
            hub: Hub::default(),
            tokens: TokenCache::default(),
            deadlines: Deadlines::default(),
            metrics: Metrics::new()?,
            federation_key: tokio::sync::OnceCell::new(),
            clock,
            settings,
        })))
    }

    /// The database's kind, for the operator: `sqlite` or `postgres`.
    #[must_use]
    pub fn backend_name(&self) -> &'static str {
        self.store.backend_name()
    }

    /// Closes the database, once everything using it has stopped.
    pub async fn close(&self) {
        self.store.close().await;
    }

    /// The store itself, for the black-box tests to seed and inspect what
    /// no page shows. Only the server's tests turn the feature on, as a
    /// dev-dependency, so no build of the binary has it (docs/architecture.md).
    #[cfg(feature = "direct-store")]
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Commits `tx` with `news` written in it for the other servers
    /// (`relay.rs`), then tells the watchers here: how a change that
    /// others watch ends.
    ///
    /// # Errors
    /// The database failed; nothing is committed nor told then.
    pub(crate) async fn commit_telling(
        &self,
        mut tx: Tx,
        news: News<LoadedGame>,
    ) -> Result<(), StoreError> {
        self.relay.tell_in(&mut tx, &news).await?;
        tx.commit().await?;
        self.hub.deliver(news);
        Ok(())
    }

    /// Wakes the mail and push workers: notices were queued and committed.
    pub fn notices_queued(&self) {
        self.mail_queued.notify_one();
        self.push_queued.notify_one();
    }

    /// Now, from the injected clock.
    #[must_use]
    pub fn now(&self) -> i64 {
        self.clock.now_ms()
    }
}
