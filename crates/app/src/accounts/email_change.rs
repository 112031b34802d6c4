use redqueen_domain::account::{EmailAddress, MemberId};

use super::verify::queue_verification;
use super::verify_password;
use crate::i18n::Lang;
use crate::notices::{self, mail};
use crate::state::AppState;
use redqueen_store::UserRow;

/// Why a change of address was refused.
#[derive(Debug, thiserror::Error)]
pub enum EmailChangeError {
    #[error("the current password is wrong")]
    WrongPassword,
    /// The address is the account's own already.
    #[error("this is already your address")]
    SameAddress,
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
    if owner
        .as_ref()
        .is_some_and(|o| o.id == user_id && o.email == new_address.as_str())
    {
        return Err(EmailChangeError::SameAddress);
    }
    let mut tx = store.begin().await.map_err(anyhow::Error::from)?;
    if let Some(owner) = owner.filter(|o| o.id != user_id) {
        // Another member's address: the answer is the same as for a free
        // one (whether an address is registered is nobody else's
        // business); its owner is told.
        tell_owner(state, &mut tx, &owner, lang).await?;
        tx.commit().await.map_err(anyhow::Error::from)?;
        state.notices_queued();
        return Ok(());
    }
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
    state.notices_queued();
    Ok(())
}

/// Tells `owner` that someone gave their address for another account (a
/// registration or a change of address, answered as if it were free), with
/// the way back in should it have been them; within the hour's links to
/// the address, so that nobody can flood it.
///
/// # Errors
/// The database failed.
pub(super) async fn tell_owner(
    state: &AppState,
    tx: &mut redqueen_store::Tx,
    owner: &UserRow,
    lang: &Lang,
) -> anyhow::Result<()> {
    let now = state.now();
    if !super::verify::may_mail_link(tx, &owner.email, now).await? {
        return Ok(());
    }
    let owner_lang = owner
        .language
        .as_deref()
        .and_then(|code| state.i18n.lang(code))
        .unwrap_or_else(|| lang.clone());
    let link = state.settings.link("/password-reset");
    let email = mail::address_in_use(&owner_lang, &owner.username, &link);
    notices::send_account_email(tx, owner.id, &owner.email, email, now).await?;
    Ok(())
}
