use redqueen_domain::account::{EmailAddress, MemberId, NewPassword};
use redqueen_store::AccountTokenPurpose;

use super::{RESET_LINK_MS, TOKEN_LEN, VerifyError, hash_password};
use crate::i18n::Lang;
use crate::notices::{self, mail};
use crate::secret::{random_token, token_hash};
use crate::state::AppState;

/// Emails a single-use reset link to the account registered with
/// `address`, if there is one and it did not have its hour's account links
/// (`verify::LINKS_PER_HOUR`). The caller answers the same either way:
/// whether an address is registered is nobody else's business.
///
/// # Errors
/// The database failed.
pub async fn request_password_reset(
    state: &AppState,
    address: &EmailAddress,
    lang: &Lang,
) -> anyhow::Result<()> {
    let Some(user) = state.store.user_by_email_key(&address.key()).await? else {
        tracing::info!("password reset asked for an unknown address");
        return Ok(());
    };
    let lang = user
        .language
        .as_deref()
        .and_then(|code| state.i18n.lang(code))
        .unwrap_or_else(|| lang.clone());
    let token = random_token(TOKEN_LEN);
    let now = state.now();
    let mut tx = state.store.begin().await?;
    if !super::verify::may_mail_link(&mut tx, &user.email, now).await? {
        tracing::info!("a password reset to an address that had its hour's links: not sent");
        return Ok(());
    }
    tx.insert_account_token(
        &token_hash(&token),
        user.id,
        AccountTokenPurpose::ResetPassword,
        None,
        now,
        now + RESET_LINK_MS,
    )
    .await?;
    let link = state.settings.link(&format!("/password-reset/{token}"));
    let email = mail::password_reset(&lang, &user.username, &link);
    notices::send_account_email(&mut tx, user.id, &user.email, email, now).await?;
    tx.commit().await?;
    state.notices_queued();
    Ok(())
}

/// Sets a new password through a reset link (once, before it expires) and
/// ends every session of the member. Following the emailed link also
/// proves the address.
///
/// # Errors
/// [`VerifyError::InvalidLink`] for an unknown, used or expired link.
pub async fn reset_password(
    state: &AppState,
    token: &str,
    password: &NewPassword,
) -> Result<MemberId, VerifyError> {
    let hash = hash_password(password).await?;
    let mut tx = state.store.begin().await.map_err(anyhow::Error::from)?;
    let consumed = tx
        .consume_account_token(
            &token_hash(token),
            AccountTokenPurpose::ResetPassword,
            state.now(),
        )
        .await
        .map_err(anyhow::Error::from)?
        .ok_or(VerifyError::InvalidLink)?;
    tx.set_password_hash(consumed.user_id, &hash)
        .await
        .map_err(anyhow::Error::from)?;
    tx.verify_email(consumed.user_id, None)
        .await
        .map_err(anyhow::Error::from)?;
    tx.delete_sessions_of(consumed.user_id)
        .await
        .map_err(anyhow::Error::from)?;
    // The sockets opened in them close at once.
    let mut news = crate::events::News::default();
    news.sessions_ended(consumed.user_id);
    state
        .commit_telling(tx, news)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(consumed.user_id)
}
