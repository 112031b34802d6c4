//! An administrator's hand in a game (product.md §2): the result of an
//! unfinished game set with a reason, shown on the game page and in the
//! PGN; time given to a player. Both are written to the moderation log.

use redqueen_domain::Named;
use redqueen_domain::conduct::{ModerationAction, reason};
use redqueen_domain::game::{Color, GameId};
use redqueen_store::{NewLogEntry, UserRow};

use super::error::ConductError;
use super::sanction::administrator;
use crate::play;
use crate::state::AppState;

/// The most time given at once: a week, more than any outage.
pub const GIFT_MAX_MS: i64 = 7 * redqueen_domain::time::DAY_MS;

/// `admin` sets the result of game `game_id`: `winner`, or a draw.
///
/// # Errors
/// [`ConductError`]: not an administrator, no reason, no such game, a
/// finished game.
pub async fn adjudicate(
    state: &AppState,
    admin: &UserRow,
    game_id: &GameId,
    winner: Option<Color>,
    why: &str,
) -> Result<(), ConductError> {
    administrator(admin)?;
    let why = reason(why).map_err(ConductError::Reason)?;
    play::adjudicate(state, game_id, winner).await?;
    let detail = winner.map_or("draw", Color::as_str);
    let mut entry = NewLogEntry::new(
        admin.id,
        None,
        ModerationAction::Adjudicate,
        why,
        state.now(),
    );
    entry.game_id = Some(game_id.as_str());
    entry.detail = Some(detail);
    let mut tx = state.store.begin().await?;
    tx.log_moderation(&entry).await?;
    tx.commit().await?;
    tracing::info!(admin = %admin.id, game = %game_id, result = detail, "adjudicated");
    Ok(())
}

/// `admin` gives `ms` milliseconds to `to` in game `game_id`.
///
/// # Errors
/// [`ConductError`]: not an administrator, no reason, an amount that is
/// under a minute or above [`GIFT_MAX_MS`], no such game, a finished game.
pub async fn give_time(
    state: &AppState,
    admin: &UserRow,
    game_id: &GameId,
    to: Color,
    ms: i64,
    why: &str,
) -> Result<(), ConductError> {
    administrator(admin)?;
    let why = reason(why).map_err(ConductError::Reason)?;
    if !(redqueen_domain::time::MINUTE_MS..=GIFT_MAX_MS).contains(&ms) {
        return Err(ConductError::GiftAmount);
    }
    let changed = play::give_time(state, game_id, to, ms).await?;
    let detail = format!("{} {ms}", to.as_str());
    let mut entry = NewLogEntry::new(
        admin.id,
        Some(changed.before.player(to)),
        ModerationAction::GiveTime,
        why,
        state.now(),
    );
    entry.game_id = Some(game_id.as_str());
    entry.detail = Some(&detail);
    let mut tx = state.store.begin().await?;
    tx.log_moderation(&entry).await?;
    tx.commit().await?;
    Ok(())
}
