//! The clock sweeper's endings (product.md §5), many games per
//! transaction: the expired games of a round are read with one query
//! (`Store::expired_games_to_change`) and their endings written together, so a
//! sweep costs a statement per game rather than a read, a write and a
//! commit each. The writing runs in a task of its own while the sweeper
//! reads and restores the next round (`jobs/clock_sweeper.rs`). Rated
//! games keep [`super::time_out`], one transaction each with the rating.
//!
//! Each game is saved only at the version read (as every change is,
//! `transition.rs`): one that a move or another app server's sweeper
//! changed meanwhile is left as that change made it.

use redqueen_domain::game::{Game, GameStatus};
use redqueen_store::GameRow;
use tokio::task::JoinHandle;

use super::actions::timed_out;
use super::actor::Actor;
use super::error::PlayError;
use super::transition::{news_of, next_row, publish};
use crate::games::LoadedGame;
use crate::state::AppState;

/// The endings of the unrated games in `games` whose player to move is
/// out of time at `now` (or the correction of their stored deadline), as
/// [`super::time_out`] makes them, ready for [`EndingsWritten::start`].
pub fn unrated_endings(state: &AppState, games: Vec<LoadedGame>, now: i64) -> Vec<Ending> {
    games
        .into_iter()
        .filter_map(|before| change(state, before, now))
        .collect()
}

/// One game's ending: the game before and after, and the row to save.
pub type Ending = ((LoadedGame, Game), GameRow);

/// Endings being written in one transaction by a task of their own, so
/// that the sweeper restores the next ones meanwhile.
pub struct EndingsWritten {
    /// The games being written: still expired for any reader until the
    /// commit.
    pub ids: Vec<String>,
    task: JoinHandle<Result<usize, PlayError>>,
}

impl EndingsWritten {
    /// Starts writing `endings`, each at the version read.
    pub async fn start(state: &AppState, endings: Vec<Ending>) -> Self {
        let ids = endings.iter().map(|(_, row)| row.id.clone()).collect();
        let task = tokio::spawn(write(state.clone(), endings));
        // A task spawned from a task waits until that one yields (no other
        // worker takes it meanwhile): let it start writing now.
        tokio::task::yield_now().await;
        Self { ids, task }
    }

    /// Waits for the commit; returns how many games it ended.
    ///
    /// # Errors
    /// The database failed: none of these games was changed.
    pub async fn finish(self) -> Result<usize, PlayError> {
        self.task
            .await
            .map_err(|error| PlayError::Internal(anyhow::anyhow!("writing endings: {error}")))?
    }
}

/// Writes `endings` in one transaction, then tells the watchers of those
/// that passed their version check; returns how many it ended.
async fn write(state: AppState, endings: Vec<Ending>) -> Result<usize, PlayError> {
    let (made, rows): (Vec<_>, Vec<GameRow>) = endings.into_iter().unzip();
    if rows.is_empty() {
        return Ok(0);
    }
    let mut tx = state.store.begin().await?;
    let passed = tx.save_games(&rows).await?;
    let mut told = Vec::new();
    let mut notices = Vec::new();
    for (((before, game), after), passed) in made.into_iter().zip(rows).zip(passed) {
        if passed {
            let clock = before.clock;
            let (changed, news) = news_of(&state, &before, after, game, clock);
            notices.extend(state.relay.notices(&news));
            told.push((before, changed, news));
        }
    }
    tx.notify_servers(&notices).await?;
    tx.commit().await?;
    let mut ended = 0;
    for (before, changed, news) in told {
        ended += usize::from(changed.row.status == GameStatus::Finished);
        publish(&state, &before, &changed, news);
    }
    Ok(ended)
}

/// One game's [`Ending`], as [`super::time_out`] makes it.
fn change(state: &AppState, before: LoadedGame, now: i64) -> Option<Ending> {
    debug_assert!(
        !crate::endings::writes_more(&before.row),
        "an ending with a rating or gems needs its transaction"
    );
    match timed_out(&before, now) {
        Ok(game) => {
            let after = next_row(state, &before, &game, before.clock, now, Actor::Site);
            Some(((before, game), after))
        }
        // A move came just in time, or it already ended.
        Err(PlayError::Conflict | PlayError::Rule(_)) => None,
        Err(error) => {
            tracing::warn!(game = %before.row.id, %error, "could not end a game on time");
            None
        }
    }
}
