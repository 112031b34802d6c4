use redqueen_domain::account::MemberId;
use redqueen_domain::game::GameId;
use redqueen_store::GameRow;

use super::error::PlayError;
use crate::state::AppState;

/// The game `game_id` if `user_id` plays it: what every player-only
/// request (chat, notes, conditional moves) checks first.
///
/// # Errors
/// [`PlayError::NoSuchGame`], [`PlayError::NotYourGame`], or a database
/// failure.
pub async fn player_game(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
) -> Result<GameRow, PlayError> {
    let game = state
        .store
        .game(game_id.as_str())
        .await?
        .ok_or(PlayError::NoSuchGame)?;
    if game.white_id != user_id && game.black_id != user_id {
        return Err(PlayError::NotYourGame);
    }
    Ok(game)
}
