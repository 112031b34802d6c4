use redqueen_domain::account::{EmailAddress, MemberId, NewPassword, Username};
use redqueen_store::{NewAccount, StoreError};

use super::hash_password;
use super::verify::queue_verification;
use crate::i18n::Lang;
use crate::state::AppState;

/// A registration, every field already parsed.
#[derive(Debug, Clone)]
pub struct Registration {
    pub username: Username,
    pub email: EmailAddress,
    pub password: NewPassword,
    /// Operators may create accounts whose address needs no check.
    pub verified: bool,
    pub admin: bool,
}

/// Why a registration was refused.
#[derive(Debug, thiserror::Error)]
pub enum RegisterError {
    #[error("this username is taken")]
    UsernameTaken,
    #[error("this email address is already registered")]
    EmailTaken,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<StoreError> for RegisterError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Conflict("username_key") => Self::UsernameTaken,
            StoreError::Conflict("email_key") => Self::EmailTaken,
            other => Self::Internal(other.into()),
        }
    }
}

/// Creates an account. Unless it is created verified, the verification
/// email is queued in the same transaction (product.md §1: the address must
/// be verified before the account can play), in `lang`.
///
/// An address someone else registered is refused as
/// [`RegisterError::EmailTaken`], after its owner is told by email: the
/// pages answer it exactly as a registration, the command line says it.
///
/// # Errors
/// A taken username or address, or a database failure.
pub async fn register(
    state: &AppState,
    registration: &Registration,
    lang: &Lang,
) -> Result<MemberId, RegisterError> {
    let username_key = registration.username.key();
    // product.md §1: a deleted account's name is never registered again.
    // Names are public: a taken one is said so, before the address.
    if state.store.username_retired(&username_key).await?
        || state
            .store
            .user_by_username_key(&username_key)
            .await?
            .is_some()
    {
        return Err(RegisterError::UsernameTaken);
    }
    let hash = hash_password(&registration.password).await?;
    let now = state.now();
    let email_key = registration.email.key();
    if let Some(owner) = state.store.user_by_email_key(&email_key).await? {
        // The conduct and security issue: the page answers this as it
        // answers a registration; the owner is told by email.
        let mut tx = state.store.begin().await?;
        super::email_change::tell_owner(state, &mut tx, &owner, lang).await?;
        tx.commit().await?;
        state.notices_queued();
        return Err(RegisterError::EmailTaken);
    }
    let mut tx = state.store.begin().await?;
    let user_id = tx
        .insert_user(&NewAccount {
            username: registration.username.as_str(),
            username_key: &username_key,
            email: registration.email.as_str(),
            email_key: &email_key,
            password_hash: &hash,
            email_verified: registration.verified,
            is_admin: registration.admin,
            language: Some(lang.code()),
            starting_gems: state.settings.gems.starting,
            now,
        })
        .await?;
    if !registration.verified {
        queue_verification(
            state,
            &mut tx,
            user_id,
            registration.username.as_str(),
            registration.email.as_str(),
            None,
            lang,
        )
        .await?;
    }
    tx.commit().await?;
    state.notices_queued();
    tracing::info!(
        %user_id,
        username = registration.username.as_str(),
        "account registered"
    );
    Ok(user_id)
}
