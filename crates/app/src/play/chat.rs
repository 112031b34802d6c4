//! A game's chat (product.md §2): the players' room, and the spectators'
//! room a player may write to for those who watch (lichess's `room`);
//! plain text, bounded, rate limited.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{ChatRoom, GameId};
use redqueen_store::ChatLine;

use super::error::PlayError;
use super::refusal::{CHAT_MAX, Refusal};
use crate::events::{GameEvent, News};
use crate::state::AppState;

/// Lines one member may write per minute in one game, both rooms
/// together: the budget is per game, so that a bot's greetings (one per
/// room as the game starts and ends) and its answers to the opponent's
/// commands fit whatever it says in its other games, and a person's
/// conversation in one game never runs into another's.
pub const CHAT_PER_GAME_PER_MINUTE: i64 = 20;

/// Lines one member may write per minute in all games together: a
/// flood across many games at once is refused.
pub const CHAT_PER_MINUTE: i64 = 60;

/// The players' room of a game, oldest line first, for its player
/// `user_id` (lichess-api-subset.md §5).
///
/// # Errors
/// [`PlayError`]: no such game, not a player.
pub async fn players_room(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
) -> Result<Vec<ChatLine>, PlayError> {
    super::player_game(state, game_id, user_id).await?;
    Ok(state.store.chat(game_id.as_str(), ChatRoom::Player).await?)
}

/// Writes a line to a room of a game's chat as `user_id` (a player of the
/// game).
///
/// # Errors
/// [`PlayError`]: not a player, an empty or too long line, too many lines.
pub async fn say(
    state: &AppState,
    game_id: &GameId,
    room: ChatRoom,
    user_id: MemberId,
    username: &str,
    text: &str,
) -> Result<(), PlayError> {
    // Who asks first, then what they say: someone else's game is not
    // theirs to learn anything about (the authorization matrix).
    super::player_game(state, game_id, user_id).await?;
    // The length as sent, as the OpenAPI document's `maxLength` counts.
    let sent = text.chars().count();
    let text = text.trim();
    if text.is_empty() {
        return Err(Refusal::ChatEmpty.into());
    }
    if sent > CHAT_MAX {
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
    let minute_ago = now - 60_000;
    if state
        .store
        .chat_lines_in_game_since(game_id.as_str(), user_id, minute_ago)
        .await?
        >= CHAT_PER_GAME_PER_MINUTE
        || state.store.chat_lines_since(user_id, minute_ago).await? >= CHAT_PER_MINUTE
    {
        return Err(Refusal::ChatTooFast.into());
    }
    let mut tx = state.store.begin().await?;
    let id = tx
        .insert_chat(game_id.as_str(), room, Some(user_id), text, now)
        .await?;
    let mut news = News::default();
    news.game(
        game_id.as_str(),
        GameEvent::Chat {
            id,
            room,
            username: username.to_owned(),
            text: text.to_owned(),
        },
    );
    Ok(state.commit_telling(tx, news).await?)
}
