//! The flag timer (live-games.md "out of time"; the 100 ms of the issue):
//! sleeps until the earliest deadline armed in [`crate::deadlines`] and
//! ends each game whose time has come through `play::time_out`, the same
//! use case as the clock sweeper's. The deadline stored with each game is
//! the truth: every `poll` the timer also arms the deadlines the database
//! says are near, so that a game changed through another app server, or
//! before a restart, is ended on time too. Two app servers ending one game
//! end it once (its version check); the loser sees a conflict.

use std::time::Duration;

use redqueen_domain::game::GameError;
use tokio::sync::watch;
use tokio::time::Instant;

use crate::deadlines::HORIZON_MS;
use crate::play::PlayError;
use crate::state::AppState;

/// The most deadlines read from the database at once: every live game in
/// progress, on a server far busier than the benchmark's.
const POLL_LIMIT: i64 = 100_000;

/// Runs the flag timer until `stop`, arming the stored deadlines every
/// `poll`.
pub async fn run_flag_timer(state: AppState, poll: Duration, mut stop: watch::Receiver<bool>) {
    let mut next_poll = Instant::now();
    loop {
        if Instant::now() >= next_poll {
            if let Err(error) = arm_stored_deadlines(&state).await {
                tracing::error!(error = %format!("{error:#}"), "reading the live deadlines failed");
            }
            next_poll = Instant::now() + poll;
        }
        // Registered before the deadlines are looked at, so that a change
        // or a jump of the clock meanwhile is not missed.
        let changed = state.deadlines.changed();
        let jumped = async {
            match state.clock.jumps() {
                Some(jumps) => jumps.notified().await,
                None => std::future::pending().await,
            }
        };
        end_due(&state);
        let until_next = state.deadlines.next().map_or(poll, |at| {
            Duration::from_millis(u64::try_from(at - state.now()).unwrap_or(0))
        });
        let wait = until_next.min(next_poll.saturating_duration_since(Instant::now()));
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = changed => {}
            () = jumped => {}
            _ = stop.wait_for(|s| *s) => return,
        }
    }
}

/// Arms the deadlines the database knows within the horizon, for the
/// games this server has not armed (what it armed itself is as fresh).
async fn arm_stored_deadlines(state: &AppState) -> anyhow::Result<()> {
    let now = state.now();
    let near = state
        .store
        .deadlines_until(now.saturating_add(HORIZON_MS), POLL_LIMIT)
        .await?;
    state.deadlines.arm_unarmed(near, now);
    Ok(())
}

/// Ends, each in a task of its own, the games whose deadline has come.
fn end_due(state: &AppState) {
    for game in state.deadlines.take_due(state.now()) {
        let state = state.clone();
        tokio::spawn(async move {
            match super::clock_sweeper::time_out(&state, &game).await {
                Ok(_) | Err(PlayError::Conflict | PlayError::Rule(GameError::GameOver)) => {}
                Err(error) => tracing::warn!(%game, %error, "could not end a game on time"),
            }
        });
    }
}
