//! The clock sweeper's endings (product.md §5), many games per
//! transaction: the expired games of a round are read with one query
//! (`Store::expired_games_to_change`) and their endings written together, so a
//! sweep costs a statement per game rather than a read, a write and a
//! commit each. Rated games keep [`super::time_out`], one transaction each
//! with the rating.
//!
//! Each game is saved only at the version read (as every change is,
//! `transition.rs`): one that a move or another app server's sweeper
//! changed meanwhile is left as that change made it.

use redqueen_domain::game::Game;
use redqueen_store::GameRow;

use super::actions::timed_out;
use super::error::PlayError;
use super::loaded::LoadedGame;
use super::transition::{Actor, next_row, publish};
use crate::app::AppState;

/// Games written per transaction: a sweep through a long backlog lets the
/// moves waiting for the writer in between.
const PER_TRANSACTION: usize = 100;

/// Ends on time (or corrects the stored deadline of) each unrated game in
/// `games` whose player to move is out of time at `now`; returns how many
/// it ended.
///
/// # Errors
/// The database failed; the games of the failed transaction are left as
/// they were, for the next sweep.
pub async fn time_out_unrated(
    state: &AppState,
    games: Vec<LoadedGame>,
    now: i64,
) -> Result<usize, PlayError> {
    let mut ended = 0;
    let mut games = games.into_iter().peekable();
    while games.peek().is_some() {
        let (made, rows): (Vec<_>, Vec<GameRow>) = games
            .by_ref()
            .take(PER_TRANSACTION)
            .filter_map(|before| change(state, before, now))
            .unzip();
        let mut tx = state.store.begin().await?;
        let passed = tx.save_games(&rows).await?;
        tx.commit().await?;
        for (((before, game), after), passed) in made.into_iter().zip(rows).zip(passed) {
            if passed {
                ended += usize::from(after.status == "finished");
                let clock = before.clock;
                publish(state, &before, after, game, clock);
            }
        }
    }
    Ok(ended)
}

/// One game's ending, as [`super::time_out`] makes it: the game before
/// and after, and the row to save.
fn change(state: &AppState, before: LoadedGame, now: i64) -> Option<((LoadedGame, Game), GameRow)> {
    debug_assert!(!before.row.rated, "a rated ending needs its transaction");
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
