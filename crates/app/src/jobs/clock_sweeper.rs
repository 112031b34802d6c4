//! The clock sweeper (product.md §5): finds games whose player to move ran
//! out of time, through the deadline index, and ends them with the same
//! rules as any other ending. Two sweepers on two app servers may find the
//! same game: the game's version check lets exactly one end it.
//!
//! A round reads its expired games whole with one query. The unrated ones
//! are ended together in one transaction (`play::unrated_endings`), written
//! by a task of its own while the next round is read and restored: the
//! database's writing and our restoring then run side by side. The next
//! round's read leaves out the games still being written (they look
//! expired until the commit). Each rated game takes its own transaction
//! with the rating, several at a time, so that their transactions are
//! committed together (SQLite's group commit; on PostgreSQL, connections
//! of the pool side by side).

use futures_util::StreamExt;
use redqueen_domain::game::{GameError, GameStatus};

use crate::games::LoadedGame;
use crate::play::transition::Changed;
use crate::play::{self, EndingsWritten, PlayError};
use crate::state::AppState;
use crate::stored_id;

/// Expired games handled per round, and so per transaction of unrated
/// endings: a longer backlog takes more rounds, and lets the moves waiting
/// for the writer in between.
const ROUND: usize = 100;

/// Rated games being ended at once.
const AT_ONCE: usize = 32;

/// Ends every game whose deadline has passed; returns how many it ended.
///
/// # Errors
/// The database failed.
pub async fn sweep_expired(state: &AppState) -> anyhow::Result<usize> {
    let mut ended = 0;
    let mut writing: Option<EndingsWritten> = None;
    loop {
        let now = state.now();
        let in_flight = writing.as_ref().map_or(&[][..], |w| &w.ids[..]);
        let limit = i64::try_from(ROUND + in_flight.len())?;
        let mut expired = state.store.expired_games_to_change(now, limit).await?;
        expired.retain(|found| !in_flight.contains(&found.row.id));
        expired.truncate(ROUND);
        let full = expired.len() == ROUND;
        // Endings that write ratings or gems each take a transaction.
        let (rated, unrated): (Vec<_>, Vec<_>) = expired
            .into_iter()
            .partition(|found| crate::endings::writes_more(&found.row));
        let unrated = LoadedGame::load_all_to_change(&state.store, unrated).await?;
        let endings = play::unrated_endings(state, unrated, now);
        if let Some(previous) = writing.take() {
            ended += previous.finish().await?;
        }
        writing = Some(EndingsWritten::start(state, endings).await);
        ended += end_rated(state, rated).await;
        if !full {
            break;
        }
    }
    if let Some(last) = writing {
        ended += last.finish().await?;
    }
    Ok(ended)
}

/// Ends the rated games among the expired, each in its own transaction;
/// returns how many it ended.
async fn end_rated(state: &AppState, rated: Vec<redqueen_store::GameToChange>) -> usize {
    let mut ended = 0;
    let mut endings = futures_util::stream::iter(rated)
        .map(|found| async move { (time_out(state, &found.row.id).await, found.row.id) })
        .buffer_unordered(AT_ONCE);
    while let Some((result, id)) = endings.next().await {
        match result {
            Ok(changed) if changed.after.status == GameStatus::Finished => ended += 1,
            // A deadline stored too early was corrected (`time_out`).
            Ok(_) => {}
            // Someone else ended it, or moved just in time.
            Err(PlayError::Conflict | PlayError::Rule(GameError::GameOver)) => {}
            Err(error) => tracing::warn!(game = %id, %error, "could not end a game on time"),
        }
    }
    ended
}

/// Ends the stored game `id` on time if its deadline has passed.
pub(super) async fn time_out(state: &AppState, id: &str) -> Result<Changed, PlayError> {
    play::time_out(state, &stored_id::game(id)?).await
}
