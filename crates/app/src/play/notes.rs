//! A player's private notes on a game (product.md §2): visible only to
//! their author.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::GameId;

use super::error::PlayError;
use super::refusal::{NOTE_MAX, Refusal};
use crate::state::AppState;

/// Whether `text` may be a note. Checked before the game is read, so that
/// the web can ask it before it reads the game's id.
///
/// # Errors
/// [`Refusal::NoteTooLong`]: too long, or not plain text.
pub fn note_text(text: &str) -> Result<(), PlayError> {
    if text.chars().count() > NOTE_MAX || !redqueen_domain::text::is_plain_text(text) {
        return Err(Refusal::NoteTooLong.into());
    }
    Ok(())
}

/// `user_id`'s note on a game they play, empty when they wrote none.
///
/// # Errors
/// [`PlayError`]: no such game, not a player.
pub async fn note(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
) -> Result<String, PlayError> {
    super::player_game(state, game_id, user_id).await?;
    Ok(state
        .store
        .note(game_id.as_str(), user_id)
        .await?
        .unwrap_or_default())
}

/// Replaces `user_id`'s note on a game they play.
///
/// # Errors
/// [`PlayError`]: no such game, not a player, too long.
pub async fn set_note(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
    text: &str,
) -> Result<(), PlayError> {
    note_text(text)?;
    super::player_game(state, game_id, user_id).await?;
    let mut tx = state.store.begin().await?;
    tx.set_note(game_id.as_str(), user_id, text, state.now())
        .await?;
    tx.commit().await?;
    Ok(())
}
