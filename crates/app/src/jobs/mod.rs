//! Background jobs beside the web server (architecture.md, `jobs/`): each
//! is idempotent and safe on several app servers at once, logs and carries
//! on after an error.

mod clock_sweeper;
mod club_matches;
mod digest;
mod explorer;
mod live_flags;
mod reminders;
mod tournament_director;
mod vacation_ending;
mod weekly_summary;

use std::time::Duration;

use tokio::sync::watch;

pub use crate::notices::send_due_notices;
pub use clock_sweeper::sweep_expired;
pub use club_matches::direct_club_matches;
pub use digest::send_due_digests;
pub use explorer::explore_finished_games;
pub use live_flags::run_flag_timer;
pub use reminders::send_due_reminders;
pub use tournament_director::direct_tournaments;
pub use vacation_ending::send_vacation_endings;
pub use weekly_summary::{WEEK_MS, send_weekly_summaries};

use crate::state::AppState;

/// Runs the clock sweeper, the "your turn" emails, the reminders, the
/// digests, the "vacation ending" emails, the tournament director and the
/// closing of lapsed challenges every `every` until `stop`.
pub async fn run_clock_jobs(state: AppState, every: Duration, mut stop: watch::Receiver<bool>) {
    loop {
        // Each failure is logged; the next round tries again.
        let _ = run_once(&state).await;
        tokio::select! {
            () = tokio::time::sleep(every) => {}
            _ = stop.wait_for(|s| *s) => return,
        }
    }
}

/// One round of the clock jobs, in the periodic loop's order, each to
/// completion at the app's `now`. A job runs even when one before it
/// failed; every failure is logged and the first is returned.
///
/// Rounds do not overlap within one process: a round asked for while the
/// periodic one is under way (the black-box tests ask for one before
/// asserting that nothing happened) waits for it, so when it returns every
/// job has acted on `now` and written what it does. App servers on one
/// database still run side by side, each job being safe for that.
///
/// # Errors
/// The first job that failed, with its name.
pub async fn run_once(state: &AppState) -> anyhow::Result<()> {
    let _one_round_at_a_time = state.clock_jobs_round.lock().await;
    let rounds = [
        state
            .metrics
            .timed("clock sweep", sweep_expired(state))
            .await,
        state
            .metrics
            .timed("your turn emails", send_due_notices(state))
            .await,
        state
            .metrics
            .timed("reminders", send_due_reminders(state))
            .await,
        state
            .metrics
            .timed("digests", send_due_digests(state))
            .await,
        state
            .metrics
            .timed("vacation ending emails", send_vacation_endings(state))
            .await,
        state
            .metrics
            .timed("weekly summaries", send_weekly_summaries(state))
            .await,
        state
            .metrics
            .timed("tournament director", direct_tournaments(state))
            .await,
        state
            .metrics
            .timed("club matches", direct_club_matches(state))
            .await,
        state
            .metrics
            .timed("lapsed challenges", crate::play::lapse_challenges(state))
            .await,
        state
            .metrics
            .timed(
                "club cards replayed",
                crate::clubs::replay_stale_clubs(state),
            )
            .await,
        state
            .metrics
            .timed("club absence decays", crate::clubs::apply_due_decays(state))
            .await,
        state
            .metrics
            .timed("rate counts", state.limits.prune(state.now()))
            .await,
        state
            .metrics
            .timed("opening explorer", explore_finished_games(state))
            .await,
    ];
    let mut first_failure = None;
    for (job, result) in rounds {
        if let Err(error) = result {
            tracing::error!(error = %format!("{error:#}"), "{job} failed");
            first_failure.get_or_insert(error.context(job));
        }
    }
    first_failure.map_or(Ok(()), Err)
}
