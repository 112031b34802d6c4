//! The tournament director (architecture.md, `jobs/`): starts tournaments
//! whose start time has come, and acts on rounds whose games have all
//! ended (tournaments.md: "the next round is paired and started
//! immediately (correspondence) or after a configurable pause (live)").
//! Each step is a use case that claims its work with a
//! conditional UPDATE, so several app servers may run this at once.

use crate::state::AppState;
use crate::stored_id;
use crate::tournaments;

/// Tournaments started and rounds closed per pass; more wait for the next.
const BATCH: i64 = 100;

/// One pass; returns how many tournaments it started and rounds it closed.
///
/// # Errors
/// The database failed while looking for work; a failure on one
/// tournament is logged and the others go on.
pub async fn direct_tournaments(state: &AppState) -> anyhow::Result<usize> {
    let mut done = 0;
    for id in state.store.tournaments_due(state.now(), BATCH).await? {
        match start(state, &id).await {
            Ok(started) => done += usize::from(started),
            Err(error) => {
                tracing::error!(tournament = %id, error = %format!("{error:#}"), "could not start a tournament");
            }
        }
    }
    for (id, round) in state.store.rounds_over(state.now(), BATCH).await? {
        match round_over(state, &id, round).await {
            Ok(closed) => done += usize::from(closed),
            Err(error) => {
                tracing::error!(tournament = %id, round, error = %format!("{error:#}"), "could not close a round");
            }
        }
    }
    Ok(done)
}

/// Starts the stored tournament `id` if its time has come.
async fn start(state: &AppState, id: &str) -> anyhow::Result<bool> {
    tournaments::start_tournament(state, &stored_id::tournament(id)?).await
}

/// Acts on round `round` of the stored tournament `id` once it is over.
async fn round_over(state: &AppState, id: &str, round: i32) -> anyhow::Result<bool> {
    tournaments::round_over(state, &stored_id::tournament(id)?, round).await
}
