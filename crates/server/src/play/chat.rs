//! The chat between a game's two players (product.md §2): plain text,
//! bounded, rate limited.

use redqueen_domain::account::MemberId;

use super::error::PlayError;
use super::refusal::{CHAT_MAX, Refusal};
use crate::events::GameEvent;
use crate::state::AppState;

/// Lines one member may write per minute, in all games together.
pub const CHAT_PER_MINUTE: i64 = 10;

/// Writes a line to a game's chat as `user_id` (a player of the game).
///
/// # Errors
/// [`PlayError`]: not a player, an empty or too long line, too many lines.
pub async fn say(
    state: &AppState,
    game_id: &str,
    user_id: MemberId,
    username: &str,
    text: &str,
) -> Result<(), PlayError> {
    // Who asks first, then what they say: someone else's game is not
    // theirs to learn anything about (the authorization matrix).
    super::player_game(state, game_id, user_id).await?;
    let text = text.trim();
    if text.is_empty() {
        return Err(Refusal::ChatEmpty.into());
    }
    if text.chars().count() > CHAT_MAX {
        return Err(Refusal::ChatTooLong.into());
    }
    if text.chars().any(|c| c.is_control()) {
        return Err(Refusal::ChatNotOneLine.into());
    }
    let now = state.now();
    // Read now rather than from a cached token's account: a mute holds
    // from the moment it is given.
    let standing = state
        .store
        .user_by_id(user_id)
        .await?
        .map(|u| u.standing())
        .unwrap_or_default();
    if let Some(until) = standing.muted_at(now) {
        return Err(Refusal::Muted { until }.into());
    }
    if state.store.chat_lines_since(user_id, now - 60_000).await? >= CHAT_PER_MINUTE {
        return Err(Refusal::ChatTooFast.into());
    }
    let mut tx = state.store.begin().await?;
    let id = tx.insert_chat(game_id, Some(user_id), text, now).await?;
    tx.commit().await?;
    state.hub.publish_game(
        game_id,
        GameEvent::Chat {
            id,
            username: username.to_owned(),
            text: text.to_owned(),
        },
    );
    Ok(())
}
