//! Matches between clubs (issue 52): starts (or cancels, or expires) the
//! matches whose start has come, and ends those whose games have all
//! ended. Each step is claimed by a conditional UPDATE, so several app
//! servers may run this at once.

use crate::clubs::{finish_match, start_match};
use crate::state::AppState;
use crate::stored_id;

/// Matches started and ended per pass; more wait for the next.
const BATCH: i64 = 100;

/// One pass; returns how many matches it started, cancelled, expired or
/// ended.
///
/// # Errors
/// The database failed while looking for work; a failure on one match is
/// logged and the others go on.
pub async fn direct_club_matches(state: &AppState) -> anyhow::Result<usize> {
    let mut done = 0;
    for id in state.store.club_matches_due(state.now(), BATCH).await? {
        match start_match(state, &stored_id::club_match(&id)?).await {
            Ok(started) => done += usize::from(started),
            Err(error) => {
                tracing::error!(r#match = %id, error = %format!("{error:#}"), "could not start a club match");
            }
        }
    }
    for id in state.store.club_matches_over(BATCH).await? {
        match finish_match(state, &stored_id::club_match(&id)?).await {
            Ok(ended) => done += usize::from(ended),
            Err(error) => {
                tracing::error!(r#match = %id, error = %format!("{error:#}"), "could not end a club match");
            }
        }
    }
    Ok(done)
}
