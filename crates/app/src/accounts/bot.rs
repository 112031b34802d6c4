//! Turning an account into a BOT (product.md §2, lichess's BOT title):
//! by its owner (`POST /api/bot/account/upgrade`, the settings page) or by
//! an administrator, before it has played or joined anything; for good.
//! A BOT's games are never rated, and it joins no tournament or club.

use redqueen_domain::conduct::ModerationAction;
use redqueen_store::{NewLogEntry, UserRow};

use crate::state::AppState;

#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("This account is a BOT already")]
    AlreadyBot,
    #[error(
        "This account has played games or joined a tournament or club, so it cannot become a BOT"
    )]
    HasPlayed,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<redqueen_store::StoreError> for BotError {
    fn from(error: redqueen_store::StoreError) -> Self {
        Self::Internal(error.into())
    }
}

/// Makes `user` a BOT account; `by` an administrator (with the reason,
/// already checked, for the moderation log) or `None` for the owner.
///
/// # Errors
/// [`BotError`]; nothing changes then.
pub async fn become_bot(
    state: &AppState,
    user: &UserRow,
    by: Option<(&UserRow, &str)>,
) -> Result<(), BotError> {
    if user.is_bot {
        return Err(BotError::AlreadyBot);
    }
    if state.store.has_played_or_joined(user.id).await? {
        return Err(BotError::HasPlayed);
    }
    let now = state.now();
    let mut tx = state.store.begin().await?;
    tx.make_bot(user.id).await?;
    if let Some((admin, why)) = by {
        tx.log_moderation(&NewLogEntry::new(
            admin.id,
            Some(user.id),
            ModerationAction::MakeBot,
            why,
            now,
        ))
        .await?;
    }
    tx.commit().await?;
    // A cached token still says "not a bot": read it again next time.
    state.tokens.forget_member(user.id);
    tracing::info!(user = %user.id, "became a BOT account");
    Ok(())
}
