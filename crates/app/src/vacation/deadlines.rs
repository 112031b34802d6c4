//! product.md §5: the stored deadline "is recomputed whenever something
//! changes it (a move, a vacation scheduled or ended ...)". A change to a
//! member's vacations recomputes, in its own transaction, the deadline and
//! next reminder of each of their games in progress where they are to move.

use std::sync::Arc;

use redqueen_domain::account::MemberId;
use redqueen_store::Tx;

use super::VacationFailure;
use crate::events::{GameEvent, News};
use crate::games::LoadedGame;
use crate::state::AppState;

/// Stores the deadlines and reminders of `member_id`'s games where they are
/// to move, with their vacations as this transaction now has them; returns
/// the games whose deadline or reminder moved.
///
/// Every game of theirs in progress is saved with a new version, also
/// where the opponent is to move: a move in such a game that read the
/// member's vacations before this change could otherwise store a deadline
/// without it (two app servers on PostgreSQL). Of the two, whichever
/// commits second is refused by the version check, and changes nothing.
///
/// # Errors
/// [`VacationFailure::Conflict`] when a game changed meanwhile.
pub(super) async fn move_deadlines(
    tx: &mut Tx,
    member_id: MemberId,
    now: i64,
) -> Result<Vec<LoadedGame>, VacationFailure> {
    let rows = tx.games_in_progress_of(member_id).await?;
    let mut moved = Vec::new();
    for game in LoadedGame::load_all_in(tx, rows).await? {
        let mut next = game.row.clone();
        next.version += 1;
        let to_move = game.player(game.game.turn()) == member_id;
        if to_move {
            game.set_deadline_and_reminder(&mut next, &game.clock, now);
        }
        if !tx.save_game(&next).await? {
            return Err(VacationFailure::Conflict);
        }
        let changed =
            (next.deadline_at, next.reminder_at) != (game.row.deadline_at, game.row.reminder_at);
        if changed {
            moved.push(LoadedGame { row: next, ..game });
        }
    }
    Ok(moved)
}

/// Commits `tx`, in which the clocks of the games `moved` moved, with the
/// news of them sent to the other servers by the same commit; then tells
/// their watchers here.
///
/// # Errors
/// The database failed: nothing of `tx` is written.
pub(super) async fn commit_telling(
    state: &AppState,
    tx: Tx,
    moved: Vec<LoadedGame>,
) -> Result<(), VacationFailure> {
    let mut news = News::default();
    for game in moved {
        let id = game.row.id.clone();
        news.game(&id, GameEvent::Changed(Arc::new(game)));
    }
    Ok(state.commit_telling(tx, news).await?)
}
