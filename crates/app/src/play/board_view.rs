//! What the interactive board reads of a game (its state and its stream
//! of changes): the game restored with its clocks, and its two players.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::GameId;
use redqueen_store::{GameRow, UserRow};

use crate::games::LoadedGame;
use crate::state::AppState;

/// A game and its players, ready for the board.
#[derive(Debug, Clone)]
pub struct BoardView {
    pub game: LoadedGame,
    pub white: UserRow,
    pub black: UserRow,
}

/// The game `id` as `viewer` (`None`: a visitor) sees it on the board;
/// `None` when there is no such game, or none they may see.
///
/// # Errors
/// The database failed, or the stored game could not be restored.
pub async fn board_view(
    state: &AppState,
    id: &GameId,
    viewer: Option<MemberId>,
) -> anyhow::Result<Option<BoardView>> {
    let Some(row) = super::visible_game(state, id, viewer).await? else {
        return Ok(None);
    };
    let game = LoadedGame::load(&state.store, row).await?;
    let players = state
        .store
        .users_by_ids(&[game.row.white_id, game.row.black_id])
        .await?;
    Ok(seated(&players, &game.row).map(|(white, black)| BoardView { game, white, black }))
}

/// The white and the black player of `game` among `players`; `None` when
/// either is missing.
pub(super) fn seated(players: &[UserRow], game: &GameRow) -> Option<(UserRow, UserRow)> {
    let find = |id: MemberId| players.iter().find(|u| u.id == id).cloned();
    Some((find(game.white_id)?, find(game.black_id)?))
}
