//! Account deletion by its owner (product.md §1): the password asked
//! again; games in progress forfeited, tournament and club entries
//! withdrawn, challenges canceled (`departure::end_play`, as for a ban);
//! then the personal data and the address erased and the name replaced by
//! a tombstone in every game, which nobody can register.

use redqueen_domain::account::tombstone;
use redqueen_store::UserRow;

use super::verify_password;
use crate::state::AppState;

#[derive(Debug, thiserror::Error)]
pub enum DeletionError {
    #[error("the password is wrong")]
    WrongPassword,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// Deletes `user`'s account once `password` is theirs.
///
/// # Errors
/// [`DeletionError::WrongPassword`]; nothing changes then.
pub async fn delete_account(
    state: &AppState,
    user: &UserRow,
    password: &str,
) -> Result<(), DeletionError> {
    if !verify_password(Some(&user.password_hash), password).await? {
        return Err(DeletionError::WrongPassword);
    }
    crate::departure::end_play(state, user).await?;
    let mut tx = state.store.begin().await.map_err(anyhow::Error::from)?;
    tx.erase_account(
        user.id,
        &user.username_key,
        &tombstone(user.id),
        state.now(),
    )
    .await
    .map_err(anyhow::Error::from)?;
    tx.commit().await.map_err(anyhow::Error::from)?;
    state.tokens.forget_member(user.id);
    tracing::info!(user = %user.id, "account deleted");
    Ok(())
}
