use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_store::{AccountTokenPurpose, StoreError, StoreResult, Tx, UserRow};

use super::{TOKEN_LEN, VERIFY_LINK_MS};
use crate::i18n::Lang;
use crate::notices::{self, mail};
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

/// At most this many account links (verification, reset) are mailed to
/// one address an hour, whoever asks and from wherever: nobody can flood
/// someone's mailbox through the site.
pub(super) const LINKS_PER_HOUR: i64 = 5;

/// The emails that are account links (and the notice that an address is
/// in use, which a stranger could otherwise send at will).
const LINK_KINDS: [NoticeKind; 3] = [
    NoticeKind::VerifyEmail,
    NoticeKind::PasswordReset,
    NoticeKind::AddressInUse,
];

/// Whether another account link may be mailed to `address` now.
///
/// # Errors
/// The database failed.
pub(super) async fn may_mail_link(tx: &mut Tx, address: &str, now: i64) -> StoreResult<bool> {
    let since = now - redqueen_domain::time::HOUR_MS;
    Ok(tx.mails_to_since(address, &LINK_KINDS, since).await? < LINKS_PER_HOUR)
}

/// Queues a verification link for `address` inside `tx`, unless the
/// address had its hour's links ([`LINKS_PER_HOUR`]); returns whether it
/// was queued. With `new_email`, following the link also makes it the
/// account's address (a change of address takes effect only once the new
/// one is proven).
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
) -> StoreResult<bool> {
    let now = state.now();
    if !may_mail_link(tx, address, now).await? {
        tracing::info!("an account link to an address that had its hour's links: not sent");
        return Ok(false);
    }
    let token = random_token(TOKEN_LEN);
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
    let email = mail::verify_email(lang, username, &link);
    notices::send_account_email(tx, user_id, address, email, now).await?;
    Ok(true)
}

/// Sends a fresh verification link to a member's current address (the
/// "send it again" button); older links stop working. Returns whether it
/// was sent (not when the address had its hour's links).
///
/// # Errors
/// The database failed.
pub async fn send_verification(
    state: &AppState,
    user: &UserRow,
    lang: &Lang,
) -> anyhow::Result<bool> {
    let mut tx = state.store.begin().await?;
    let sent = queue_verification(
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
    state.notices_queued();
    Ok(sent)
}

/// Logs in the member who followed their verification link with nobody
/// logged in (the link is the secret that proves the address): their new
/// session's token, and their lasting language choice for its cookie.
///
/// # Errors
/// The database failed.
pub async fn open_verified_session(
    state: &AppState,
    member_id: MemberId,
) -> anyhow::Result<(String, Option<String>)> {
    let language = state
        .store
        .user_by_id(member_id)
        .await?
        .and_then(|u| u.language);
    let session = super::open_session(state, member_id).await?;
    Ok((session, language))
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
