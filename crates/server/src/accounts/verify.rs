use redqueen_domain::account::MemberId;
use redqueen_store::{AccountTokenPurpose, StoreError, StoreResult, Tx, UserRow};

use super::{TOKEN_LEN, VERIFY_LINK_MS};
use crate::i18n::Lang;
use crate::mail;
use crate::secret::{random_token, token_hash};
use crate::state::AppState;

/// Why a verification link did not work.
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    #[error("this link is unknown, used or expired")]
    InvalidLink,
    #[error("this email address was registered by someone else meanwhile")]
    EmailTaken,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// Queues a verification link for `address` inside `tx`. With `new_email`,
/// following the link also makes it the account's address (a change of
/// address takes effect only once the new one is proven).
///
/// # Errors
/// The database failed.
pub(super) async fn queue_verification(
    state: &AppState,
    tx: &mut Tx,
    user_id: MemberId,
    username: &str,
    address: &str,
    new_email: Option<&str>,
    lang: &Lang,
) -> StoreResult<()> {
    let token = random_token(TOKEN_LEN);
    let now = state.now();
    tx.insert_account_token(
        &token_hash(&token),
        user_id,
        AccountTokenPurpose::VerifyEmail,
        new_email,
        now,
        now + VERIFY_LINK_MS,
    )
    .await?;
    let link = state.settings.link(&format!("/verify/{token}"));
    mail::verify_email(lang, username, &link)
        .queue(tx, user_id, address, now)
        .await?;
    Ok(())
}

/// Sends a fresh verification link to a member's current address (the
/// "send it again" button); older links stop working.
///
/// # Errors
/// The database failed.
pub async fn send_verification(
    state: &AppState,
    user: &UserRow,
    lang: &Lang,
) -> anyhow::Result<()> {
    let mut tx = state.store.begin().await?;
    queue_verification(
        state,
        &mut tx,
        user.id,
        &user.username,
        &user.email,
        None,
        lang,
    )
    .await?;
    tx.commit().await?;
    state.mail_queued.notify_one();
    Ok(())
}

/// Follows a verification link: marks the address verified (and switches
/// to the new address for a change). Returns the member's id.
///
/// # Errors
/// [`VerifyError`].
pub async fn verify_email(state: &AppState, token: &str) -> Result<MemberId, VerifyError> {
    let internal = |e: StoreError| VerifyError::Internal(e.into());
    let mut tx = state.store.begin().await.map_err(internal)?;
    let consumed = tx
        .consume_account_token(
            &token_hash(token),
            AccountTokenPurpose::VerifyEmail,
            state.now(),
        )
        .await
        .map_err(internal)?
        .ok_or(VerifyError::InvalidLink)?;
    let new_email = consumed
        .new_email
        .as_deref()
        .map(|address| (address, address.to_lowercase()));
    tx.verify_email(
        consumed.user_id,
        new_email.as_ref().map(|(a, k)| (*a, k.as_str())),
    )
    .await
    .map_err(|e| match e {
        StoreError::Conflict(_) => VerifyError::EmailTaken,
        other => internal(other),
    })?;
    tx.commit().await.map_err(internal)?;
    Ok(consumed.user_id)
}
