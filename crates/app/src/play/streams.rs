//! What the API's two endless streams read (lichess-api-subset.md §2, a
//! member's events; §5, a game's states).

use redqueen_domain::account::MemberId;
use redqueen_domain::game::GameId;
use redqueen_store::{ChallengeRow, GameFilter, GameQuery, GameRow, StoreResult};

use super::{GameWithPlayers, PlayError};
use crate::accounts::members_by_id;
use crate::games::LoadedGame;
use crate::state::AppState;

/// Most games in progress an event stream announces on opening.
const MOST: i64 = 500;

/// What a member's event stream announces as it opens.
#[derive(Debug)]
pub struct EventStreamOpening {
    /// Their games in progress.
    pub ongoing: Vec<GameRow>,
    /// The challenges waiting for their answer.
    pub incoming: Vec<ChallengeRow>,
}

/// What `member`'s event stream announces as it opens.
///
/// # Errors
/// The database failed.
pub async fn event_stream_opening(
    state: &AppState,
    member: MemberId,
) -> StoreResult<EventStreamOpening> {
    let ongoing = state
        .store
        .games(&GameQuery::of(member, GameFilter::InProgress, MOST))
        .await?;
    let incoming = state.store.challenges_to(member, state.now()).await?;
    Ok(EventStreamOpening { ongoing, incoming })
}

/// The game `id` with both players, for its player `player` to stream.
///
/// # Errors
/// [`PlayError::NoSuchGame`], [`PlayError::NotYourGame`], or a database
/// failure.
pub async fn streamed_game(
    state: &AppState,
    id: &GameId,
    player: MemberId,
) -> Result<GameWithPlayers, PlayError> {
    let row = state
        .store
        .game(id.as_str())
        .await?
        .ok_or(PlayError::NoSuchGame)?;
    let game = LoadedGame::load(&state.store, row).await?;
    if game.color_of(player).is_none() {
        return Err(PlayError::NotYourGame);
    }
    let mut users = members_by_id(state, [game.row.white_id, game.row.black_id]).await?;
    let (Some(white), Some(black)) = (
        users.remove(&game.row.white_id),
        users.remove(&game.row.black_id),
    ) else {
        return Err(PlayError::NoSuchGame);
    };
    Ok(GameWithPlayers { game, white, black })
}

/// The game `id` as it stands now, for a stream or a board's watcher
/// that fell behind its changes (events.rs: a slow subscriber misses some,
/// then reads the game again).
///
/// # Errors
/// The database failed, or the stored game could not be restored.
pub async fn current_game(state: &AppState, id: &GameId) -> anyhow::Result<Option<LoadedGame>> {
    match state.store.game(id.as_str()).await? {
        Some(row) => Ok(Some(LoadedGame::load(&state.store, row).await?)),
        None => Ok(None),
    }
}
