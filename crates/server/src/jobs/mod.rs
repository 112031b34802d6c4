//! Background jobs beside the web server (architecture.md, `jobs/`): each
//! is idempotent and safe on several app servers at once, logs and carries
//! on after an error.

mod clock_sweeper;
mod digest;
mod notices;
mod reminders;
mod tournament_director;
mod vacation_ending;

use std::time::Duration;

use tokio::sync::watch;

pub use clock_sweeper::sweep_expired;
pub use digest::send_due_digests;
pub use notices::send_due_notices;
pub use reminders::send_due_reminders;
pub use tournament_director::direct_tournaments;
pub use vacation_ending::send_vacation_endings;

use crate::app::AppState;

/// Runs the clock sweeper, the "your turn" emails, the reminders, the
/// digests, the "vacation ending" emails and the tournament director every
/// `every` until `stop`.
pub async fn run_clock_jobs(state: AppState, every: Duration, mut stop: watch::Receiver<bool>) {
    loop {
        if let Err(error) = sweep_expired(&state).await {
            tracing::error!(error = %format!("{error:#}"), "clock sweep failed");
        }
        if let Err(error) = send_due_notices(&state).await {
            tracing::error!(error = %format!("{error:#}"), "your turn emails failed");
        }
        if let Err(error) = send_due_reminders(&state).await {
            tracing::error!(error = %format!("{error:#}"), "reminders failed");
        }
        if let Err(error) = send_due_digests(&state).await {
            tracing::error!(error = %format!("{error:#}"), "digests failed");
        }
        if let Err(error) = send_vacation_endings(&state).await {
            tracing::error!(error = %format!("{error:#}"), "vacation ending emails failed");
        }
        if let Err(error) = direct_tournaments(&state).await {
            tracing::error!(error = %format!("{error:#}"), "tournament director failed");
        }
        tokio::select! {
            () = tokio::time::sleep(every) => {}
            _ = stop.wait_for(|s| *s) => return,
        }
    }
}
