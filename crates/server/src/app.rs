//! The running application: shared state, the web server and the jobs
//! beside it (zero-to-production's shape: one `start`, used by `main` and
//! by the black-box tests alike).

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

use anyhow::Context;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use redqueen_store::Store;
use tokio::net::TcpListener;
use tokio::sync::{Mutex, Notify, watch};
use tokio::task::JoinHandle;

use crate::accounts::TokenCache;
use crate::clock::Clock;
use crate::config::Settings;
use crate::events::Hub;
use crate::i18n::I18n;
use crate::mail::{MailWorker, Transport};

/// What every handler and job shares. Cheap to clone.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

/// The shared parts.
pub struct Inner {
    pub store: Store,
    pub settings: Settings,
    pub i18n: Arc<I18n>,
    pub clock: Arc<dyn Clock>,
    /// Wakes the mail worker when an email was queued.
    pub mail_queued: Notify,
    /// Held through a round of the clock jobs (`jobs::run_once`): a round
    /// asked for on demand waits for the periodic one under way instead of
    /// overlapping it, so it finds that round's work written.
    pub clock_jobs_round: Mutex<()>,
    /// The same for a round of mail delivery (`MailWorker::deliver_due`).
    pub mail_round: Mutex<()>,
    /// Attempts at login, registration and password reset per address.
    pub attempts: DefaultKeyedRateLimiter<IpAddr>,
    /// Challenges and open games per member (product.md §11).
    pub challenges: DefaultKeyedRateLimiter<i64>,
    /// Live updates to the players and watchers connected here.
    pub hub: Hub,
    /// API tokens seen lately (`accounts/token_cache.rs`).
    pub tokens: TokenCache,
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
        let store = Store::connect_with(&settings.database_url, settings.durability)
            .await
            .context("connecting to the database")?;
        store.migrate().await.context("migrating the database")?;
        let per_minute =
            NonZeroU32::new(settings.login_attempts_per_minute).unwrap_or(NonZeroU32::MIN);
        Ok(Self(Arc::new(Inner {
            store,
            i18n: I18n::load()?,
            clock,
            mail_queued: Notify::new(),
            clock_jobs_round: Mutex::new(()),
            mail_round: Mutex::new(()),
            attempts: RateLimiter::keyed(Quota::per_minute(per_minute)),
            challenges: RateLimiter::keyed(Quota::per_minute(
                NonZeroU32::new(settings.challenges_per_minute).unwrap_or(NonZeroU32::MIN),
            )),
            hub: Hub::default(),
            tokens: TokenCache::default(),
            settings,
        })))
    }

    /// Now, from the injected clock.
    #[must_use]
    pub fn now(&self) -> i64 {
        self.clock.now_ms()
    }
}

/// The server and its jobs, running.
pub struct RunningApp {
    pub addr: SocketAddr,
    pub state: AppState,
    stop: watch::Sender<bool>,
    tasks: Vec<JoinHandle<()>>,
}

impl RunningApp {
    /// Starts serving on `settings.listen` (port 0: any free port) with the
    /// mail worker beside the web server.
    ///
    /// # Errors
    /// The database, the listening address or the mail transport fails.
    pub async fn start(settings: Settings, clock: Arc<dyn Clock>) -> anyhow::Result<Self> {
        let transport = Transport::from_settings(&settings)?;
        let listener = TcpListener::bind(settings.listen)
            .await
            .with_context(|| format!("listening on {}", settings.listen))?;
        let addr = listener.local_addr()?;
        let state = AppState::open(settings, clock).await?;
        let (stop, stopped) = watch::channel(false);

        let web = {
            let app = crate::http::service(state.clone());
            let mut stopped = stopped.clone();
            tokio::spawn(async move {
                let shutdown = async move {
                    let _ = stopped.wait_for(|s| *s).await;
                };
                // Streams push small lines: without TCP_NODELAY each waits
                // behind Nagle's algorithm for the client's delayed ACK.
                let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
                    if let Err(error) = tcp.set_nodelay(true) {
                        tracing::warn!(%error, "TCP_NODELAY could not be set");
                    }
                });
                if let Err(error) = axum::serve(listener, app)
                    .with_graceful_shutdown(shutdown)
                    .await
                {
                    tracing::error!(%error, "the web server stopped");
                }
            })
        };
        let mail = tokio::spawn(MailWorker::new(state.clone(), transport).run(stopped.clone()));
        let every = std::time::Duration::from_millis(state.settings.clock_sweep_ms);
        let clocks = tokio::spawn(crate::jobs::run_clock_jobs(state.clone(), every, stopped));
        tracing::info!(%addr, database = state.store.backend_name(), "redqueen is serving");
        Ok(Self {
            addr,
            state,
            stop,
            tasks: vec![web, mail, clocks],
        })
    }

    /// Runs until Ctrl-C or SIGTERM, then stops cleanly.
    ///
    /// # Errors
    /// Never in practice; kept for `main`'s sake.
    pub async fn run_until_signal(self) -> anyhow::Result<()> {
        shutdown_signal().await;
        tracing::info!("stopping");
        self.stop().await;
        Ok(())
    }

    /// Stops the web server and the jobs, and closes the database.
    pub async fn stop(self) {
        self.state.hub.close();
        let _ = self.stop.send(true);
        for task in self.tasks {
            let _ = task.await;
        }
        self.state.store.close().await;
    }
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = ctrl_c.await;
}
