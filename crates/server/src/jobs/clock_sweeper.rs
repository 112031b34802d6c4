//! The clock sweeper (product.md §5): finds games whose player to move ran
//! out of time, through the deadline index, and ends them with the same
//! rules as any other ending. Two sweepers on two app servers may find the
//! same game: the game's version check lets exactly one end it.
//!
//! A round reads its expired games whole with one query. The unrated ones
//! are ended together, many per transaction (`play::time_out_unrated`);
//! each rated one takes its own transaction with the rating, several at a
//! time, so that their transactions are committed together (SQLite's group
//! commit; on PostgreSQL, connections of the pool side by side).

use futures_util::StreamExt;
use redqueen_domain::game::GameError;

use crate::app::AppState;
use crate::play::{self, LoadedGame, PlayError};

/// Expired games handled per round; a longer backlog takes more rounds.
const BATCH: i64 = 500;

/// Rated games being ended at once.
const AT_ONCE: usize = 32;

/// Ends every game whose deadline has passed; returns how many it ended.
///
/// # Errors
/// The database failed.
pub async fn sweep_expired(state: &AppState) -> anyhow::Result<usize> {
    let mut ended = 0;
    loop {
        let now = state.now();
        let expired = state.store.expired_games_to_change(now, BATCH).await?;
        let full = expired.len() as i64 == BATCH;
        let (rated, unrated): (Vec<_>, Vec<_>) =
            expired.into_iter().partition(|found| found.row.rated);
        let unrated = LoadedGame::load_all_to_change(&state.store, unrated).await?;
        ended += play::time_out_unrated(state, unrated, now).await?;
        let mut endings = futures_util::stream::iter(rated)
            .map(|found| async move { (play::time_out(state, &found.row.id).await, found.row.id) })
            .buffer_unordered(AT_ONCE);
        while let Some((result, id)) = endings.next().await {
            match result {
                Ok(changed) if changed.after.status == "finished" => ended += 1,
                // A deadline stored too early was corrected (`time_out`).
                Ok(_) => {}
                // Someone else ended it, or moved just in time.
                Err(PlayError::Conflict | PlayError::Rule(GameError::GameOver)) => {}
                Err(error) => tracing::warn!(game = %id, %error, "could not end a game on time"),
            }
        }
        if !full {
            return Ok(ended);
        }
    }
}
