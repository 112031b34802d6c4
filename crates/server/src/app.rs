//! The running application: the web server and the jobs beside it over
//! one shared state (`state.rs`), started and stopped together
//! (zero-to-production's shape: one `start`, used by `main` and by the
//! black-box tests alike).

use std::net::SocketAddr;
use std::sync::Arc;

use anyhow::Context;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use redqueen_domain::account::MemberId;
use redqueen_store::Store;

use crate::clock::Clock;
use crate::config::Settings;
use crate::events::{GameEvent, Hub};
use crate::games::LoadedGame;
use crate::mail::{MailWorker, Outbox, Transport};
use crate::relay::{Receiving, Relay};
use crate::state::AppState;

/// The mail worker of the process whose state is `state`, delivering
/// through `transport`.
#[must_use]
pub fn mail_worker(state: &AppState, transport: Transport) -> MailWorker {
    MailWorker::new(
        Outbox {
            store: state.store.clone(),
            clock: state.clock.clone(),
            retry_base_ms: state.settings.mail_retry_base_ms,
            queued: state.mail_queued.clone(),
            round: state.mail_round.clone(),
        },
        transport,
    )
}

/// The other servers' events delivered here (`relay.rs`).
impl Receiving for AppState {
    type Game = LoadedGame;

    fn store(&self) -> &Store {
        &self.store
    }

    fn hub(&self) -> &Hub<LoadedGame> {
        &self.hub
    }

    fn relay(&self) -> &Relay {
        &self.relay
    }

    async fn reread(&self, game_id: &str) -> bool {
        let loaded = match self.store.game(game_id).await {
            Ok(Some(row)) => LoadedGame::load(&self.store, row).await,
            Ok(None) => return true,
            Err(error) => Err(error.into()),
        };
        match loaded {
            Ok(loaded) => {
                self.deadlines
                    .arm(game_id, loaded.row.deadline_at, self.now());
                self.hub
                    .deliver_game(game_id, GameEvent::Changed(Arc::new(loaded)));
                true
            }
            Err(error) => {
                tracing::warn!(%error, game = game_id, "a game changed elsewhere could not be read");
                false
            }
        }
    }

    fn forget_member(&self, member: MemberId) {
        self.tokens.forget_member(member);
    }
}

/// Shares this server's counts of API calls every
/// [`api_calls::SHARE_EVERY`](crate::api_calls::SHARE_EVERY) until `stop`.
async fn share_api_calls(state: AppState, mut stop: watch::Receiver<bool>) {
    loop {
        if let Err(error) = state.api_calls.share(state.now()).await {
            tracing::warn!(error = %format!("{error:#}"), "the API call counts could not be shared");
        }
        tokio::select! {
            () = tokio::time::sleep(crate::api_calls::SHARE_EVERY) => {}
            _ = stop.wait_for(|s| *s) => return,
        }
    }
}

/// The server and its jobs, running.
pub struct RunningApp {
    pub addr: SocketAddr,
    /// Where `/metrics` is served apart, when `metrics_listen` is set.
    pub metrics_addr: Option<SocketAddr>,
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
        let metrics_listener = match settings.metrics_listen {
            Some(at) => Some(
                TcpListener::bind(at)
                    .await
                    .with_context(|| format!("listening for metrics on {at}"))?,
            ),
            None => None,
        };
        let metrics_addr = match &metrics_listener {
            Some(listener) => Some(listener.local_addr()?),
            None => None,
        };
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
        let mail = tokio::spawn(mail_worker(&state, transport).run(stopped.clone()));
        let every = std::time::Duration::from_millis(state.settings.clock_sweep_ms);
        let clocks = tokio::spawn(crate::jobs::run_clock_jobs(
            state.clone(),
            every,
            stopped.clone(),
        ));
        // The stored deadlines of live games are read at least every few
        // seconds: a game moved through another app server flags on time
        // here too should that server stop.
        let poll = every.min(std::time::Duration::from_secs(5));
        let mut tasks: Vec<_> = crate::relay::start(&state, stopped.clone())
            .await?
            .into_iter()
            .collect();
        let stopped_metrics = stopped.clone();
        let api_calls = tokio::spawn(share_api_calls(state.clone(), stopped.clone()));
        let flags = tokio::spawn(crate::jobs::run_flag_timer(state.clone(), poll, stopped));
        tasks.extend([web, mail, clocks, flags, api_calls]);
        if let Some(listener) = metrics_listener {
            let app = crate::http::metrics::router(state.clone());
            let mut stopped = stopped_metrics;
            tasks.push(tokio::spawn(async move {
                let shutdown = async move {
                    let _ = stopped.wait_for(|s| *s).await;
                };
                if let Err(error) = axum::serve(listener, app)
                    .with_graceful_shutdown(shutdown)
                    .await
                {
                    tracing::error!(%error, "the metrics server stopped");
                }
            }));
        }
        tracing::info!(%addr, database = state.store.backend_name(), "redqueen is serving");
        Ok(Self {
            addr,
            metrics_addr,
            state,
            stop,
            tasks,
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
