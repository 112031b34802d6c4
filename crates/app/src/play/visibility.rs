//! Who may see a game. Every game is public — its page, its board's
//! stream, its export — except one deleted by agreement, which is kept
//! only in its players' archives (product.md §2): to anyone else it is as
//! if it did not exist.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{EndReason, GameId, Seats};
use redqueen_store::GameRow;

use crate::state::AppState;

/// Whether `viewer` (`None`: a visitor) may see `game`.
#[must_use]
pub fn may_see(game: &GameRow, viewer: Option<MemberId>) -> bool {
    game.end_reason != Some(EndReason::Deleted)
        || viewer.is_some_and(|v| game.color_of(v).is_some())
}

/// The game `id` if there is one and `viewer` may see it.
///
/// # Errors
/// The database failed.
pub async fn visible_game(
    state: &AppState,
    id: &GameId,
    viewer: Option<MemberId>,
) -> anyhow::Result<Option<GameRow>> {
    Ok(state
        .store
        .game(id.as_str())
        .await?
        .filter(|game| may_see(game, viewer)))
}
