use redqueen_domain::account::{EmailAddress, MemberId};

use super::verify::queue_verification;
use super::verify_password;
use crate::i18n::Lang;
use crate::state::AppState;

/// Why a change of address was refused.
#[derive(Debug, thiserror::Error)]
pub enum EmailChangeError {
    #[error("the current password is wrong")]
    WrongPassword,
    #[error("this email address is already registered")]
    EmailTaken,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// Starts a change of address: after checking the password, a link goes to
/// the new address; the account keeps the old one until the link is
/// followed (a typo cannot lock anyone out).
///
/// # Errors
/// [`EmailChangeError`].
pub async fn change_email(
    state: &AppState,
    user_id: MemberId,
    password: &str,
    new_address: &EmailAddress,
    lang: &Lang,
) -> Result<(), EmailChangeError> {
    let store = &state.store;
    let Some(user) = store
        .user_by_id(user_id)
        .await
        .map_err(anyhow::Error::from)?
    else {
        return Err(EmailChangeError::WrongPassword);
    };
    if !verify_password(Some(&user.password_hash), password).await? {
        return Err(EmailChangeError::WrongPassword);
    }
    // Taken by someone else, or already exactly this account's address (a
    // change of case alone is allowed).
    let owner = store
        .user_by_email_key(&new_address.key())
        .await
        .map_err(anyhow::Error::from)?;
    if owner.is_some_and(|o| o.id != user_id || o.email == new_address.as_str()) {
        return Err(EmailChangeError::EmailTaken);
    }
    let mut tx = store.begin().await.map_err(anyhow::Error::from)?;
    queue_verification(
        state,
        &mut tx,
        user.id,
        &user.username,
        new_address.as_str(),
        Some(new_address.as_str()),
        lang,
    )
    .await
    .map_err(anyhow::Error::from)?;
    tx.commit().await.map_err(anyhow::Error::from)?;
    state.mail_queued.notify_one();
    Ok(())
}
