//! The work a server does beside answering requests, started together
//! and stopped by one signal: the mail and push workers, the clock jobs, the live
//! flag timer, the relay from the other servers and the sharing of the
//! API call counts.

use std::sync::Arc;

use redqueen_domain::account::MemberId;
use redqueen_store::Store;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::events::{GameEvent, Hub};
use crate::games::LoadedGame;
use crate::notices::mail::{MailWorker, Outbox, Transport};
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

/// Starts the background work of the server whose state is `state`,
/// delivering mail through `transport`, until `stopped` turns true.
///
/// # Errors
/// The other servers cannot be listened to (PostgreSQL).
pub async fn start(
    state: &AppState,
    transport: Transport,
    stopped: &watch::Receiver<bool>,
) -> anyhow::Result<Vec<JoinHandle<()>>> {
    let mail = tokio::spawn(mail_worker(state, transport).run(stopped.clone()));
    let push = tokio::spawn(crate::notices::push::PushWorker::new(state)?.run(stopped.clone()));
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
    let flags = tokio::spawn(crate::jobs::run_flag_timer(
        state.clone(),
        poll,
        stopped.clone(),
    ));
    let api_calls = tokio::spawn(share_api_calls(state.clone(), stopped.clone()));
    let mut tasks: Vec<_> = crate::relay::start(state, stopped.clone())
        .await?
        .into_iter()
        .collect();
    tasks.extend([mail, push, clocks, flags, api_calls]);
    Ok(tasks)
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
