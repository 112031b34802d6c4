//! Blocking a player (product.md §1): a blocked player cannot challenge
//! the member who blocked them, nor join their open games.

use redqueen_domain::account::{MemberId, Username};

use crate::state::AppState;

use super::find_member;

/// Why a block or unblock was refused; nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum BlockError {
    #[error("Not found")]
    NoSuchMember,
    #[error("You cannot block yourself")]
    Yourself,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<redqueen_store::StoreError> for BlockError {
    fn from(error: redqueen_store::StoreError) -> Self {
        Self::Internal(error.into())
    }
}

/// Blocks (`blocked`) or unblocks the member called `username` for
/// `member_id`.
///
/// # Errors
/// [`BlockError`]; nothing was changed.
pub async fn set_block(
    state: &AppState,
    member_id: MemberId,
    username: &Username,
    blocked: bool,
) -> Result<(), BlockError> {
    let other = find_member(state, username)
        .await?
        .ok_or(BlockError::NoSuchMember)?;
    if other.id == member_id {
        return Err(BlockError::Yourself);
    }
    let mut tx = state.store.begin().await?;
    tx.set_blocked(member_id, other.id, blocked, state.now())
        .await?;
    tx.commit().await?;
    Ok(())
}

/// The usernames `member_id` has blocked, in alphabetical order.
///
/// # Errors
/// The database failed.
pub async fn blocked_usernames(
    state: &AppState,
    member_id: MemberId,
) -> redqueen_store::StoreResult<Vec<String>> {
    state.store.blocked_usernames(member_id).await
}
