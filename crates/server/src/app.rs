//! The running application: the web server and the background work
//! beside it (`background.rs`) over one shared state (`state.rs`),
//! started and stopped together
//! (zero-to-production's shape: one `start`, used by `main` and by the
//! black-box tests alike).

use std::net::SocketAddr;
use std::sync::Arc;

use anyhow::Context;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::clock::Clock;
use crate::config::Settings;
use crate::notices::mail::Transport;
use crate::state::AppState;

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
        let mut tasks = crate::background::start(&state, transport, &stopped).await?;
        tasks.push(web);
        if let Some(listener) = metrics_listener {
            let app = crate::http::metrics::router(state.clone());
            let mut stopped = stopped.clone();
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
        tracing::info!(%addr, database = state.backend_name(), "redqueen is serving");
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
        self.state.close().await;
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
