//! A player's games in progress as the API lists them, each with the
//! opponent (lichess-api-subset.md §1 `nowPlaying`, §2 `gameStart` and
//! `gameFinish`).

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{GameId, Seats};
use redqueen_store::{GameFilter, GameQuery, UserRow};

use crate::accounts::members_by_id;
use crate::games::LoadedGame;
use crate::state::AppState;

/// Most games in progress one list reads.
const MOST: i64 = 500;

/// A game as one of its players sees it in a list.
#[derive(Debug, Clone)]
pub struct NowPlaying {
    pub game: LoadedGame,
    pub opponent: UserRow,
}

/// `player`'s games in progress, each with the opponent.
///
/// # Errors
/// The database failed, or a stored game could not be restored.
pub async fn now_playing(state: &AppState, player: MemberId) -> anyhow::Result<Vec<NowPlaying>> {
    let rows = state
        .store
        .games(&GameQuery::of(player, GameFilter::InProgress, MOST))
        .await?;
    let users = members_by_id(state, rows.iter().flat_map(|r| [r.white_id, r.black_id])).await?;
    let games = LoadedGame::load_all(&state.store, rows).await?;
    Ok(games
        .into_iter()
        .filter_map(|game| {
            let opponent = users.get(&game.row.opponent_of(player)?)?.clone();
            Some(NowPlaying { game, opponent })
        })
        .collect())
}

/// The game `id` as its player `player` sees it in a list; `None` when
/// there is no such game, or `player` does not play it.
///
/// # Errors
/// The database failed, or the stored game could not be restored.
pub async fn now_playing_game(
    state: &AppState,
    id: &GameId,
    player: MemberId,
) -> anyhow::Result<Option<NowPlaying>> {
    let Some(row) = state.store.game(id.as_str()).await? else {
        return Ok(None);
    };
    let game = LoadedGame::load(&state.store, row).await?;
    let Some(opponent_id) = game.row.opponent_of(player) else {
        return Ok(None);
    };
    let Some(opponent) = state.store.user_by_id(opponent_id).await? else {
        return Ok(None);
    };
    Ok(Some(NowPlaying { game, opponent }))
}
