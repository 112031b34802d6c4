//! What the end of a game in progress writes beyond the game's own row,
//! in the ending's transaction: the site's ratings of a rated game
//! (product.md §3), the gems of a stand-alone live game (live-games.md
//! "Gems"), and a club game's result in its club's recorded sequence
//! (clubs-and-ladder.md "Members"). Play calls it from the one path every
//! change to a game takes (`play/transition.rs`); the consequences that
//! belong to other concerns are listed here once, beside the use cases,
//! rather than called from inside play (as `departure.rs` does for what
//! ends a member's play).

use redqueen_domain::club::ClubId;
use redqueen_domain::game::Game;
use redqueen_domain::rating::Pool;
use redqueen_store::{GameRow, Tx};

use crate::games::LoadedGame;
use crate::play::{self, PlayError};
use crate::state::AppState;

/// Whether the end of the game of `row` writes more than its row: the
/// clock sweeper and the one path of changes save such endings in a
/// transaction of their own, and the others by the batch.
pub(crate) fn writes_more(row: &GameRow) -> bool {
    row.rated || row.origin.settles_gems(row.live.is_some()) || row.club_id.is_some()
}

/// Writes in `tx` what `game`'s end brings, when the change from `before`
/// (a game in progress) to `after` ended it; `after` records the rating
/// changes and the gems paid.
///
/// # Errors
/// The database failed; the caller's transaction then fails whole.
pub(crate) async fn write(
    state: &AppState,
    tx: &mut Tx,
    before: &LoadedGame,
    game: &Game,
    after: &mut GameRow,
    now: i64,
) -> Result<(), PlayError> {
    let Some(outcome) = game.outcome() else {
        return Ok(());
    };
    let pool = Pool::of(before.clock.control);
    play::rate_finished_game(tx, after, pool, outcome, now).await?;
    if game.settles_gems() {
        let standard = state.settings.gems.standard;
        play::settle_gems(tx, standard, after, outcome, game.ply(), now).await?;
    }
    if let Some(club) = after.club_id {
        crate::clubs::record_online_game(tx, ClubId(club), after, outcome, now)
            .await
            .map_err(|e| PlayError::Internal(e.into()))?;
    }
    Ok(())
}
