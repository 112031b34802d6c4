//! Passwords are stored as Argon2id hashes (PHC strings), computed off the
//! async threads: a hash takes tens of milliseconds on purpose.

use std::sync::OnceLock;

use anyhow::Context;
use argon2::Argon2;
use argon2::password_hash::{
    PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng,
};
use redqueen_domain::account::{MemberId, NewPassword};

use crate::state::AppState;

/// Hashes a new password with Argon2id and a random salt.
///
/// # Errors
/// The hashing task failed (not expected).
pub async fn hash_password(password: &NewPassword) -> anyhow::Result<String> {
    let password = password.expose().to_owned();
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|e| anyhow::anyhow!("hashing a password: {e}"))
    })
    .await
    .context("the hashing task")?
}

/// Whether `candidate` is the password behind `hash`. With no hash (an
/// unknown username) a fixed hash is checked anyway, so the answer takes
/// as long and does not tell which usernames exist.
///
/// # Errors
/// The hashing task failed (not expected).
pub async fn verify_password(hash: Option<&str>, candidate: &str) -> anyhow::Result<bool> {
    let known = hash.is_some();
    let hash = match hash {
        Some(hash) => hash.to_owned(),
        None => decoy_hash()?.to_owned(),
    };
    let candidate = candidate.to_owned();
    let matches = tokio::task::spawn_blocking(move || {
        PasswordHash::new(&hash).is_ok_and(|parsed| {
            Argon2::default()
                .verify_password(candidate.as_bytes(), &parsed)
                .is_ok()
        })
    })
    .await
    .context("the hashing task")?;
    Ok(known && matches)
}

fn decoy_hash() -> anyhow::Result<&'static str> {
    static DECOY: OnceLock<String> = OnceLock::new();
    if let Some(hash) = DECOY.get() {
        return Ok(hash);
    }
    let salt = SaltString::generate(&mut OsRng);
    let hash = Argon2::default()
        .hash_password(b"decoy password", &salt)
        .map_err(|e| anyhow::anyhow!("hashing the decoy: {e}"))?
        .to_string();
    Ok(DECOY.get_or_init(|| hash))
}

/// Why a password change was refused.
#[derive(Debug, thiserror::Error)]
pub enum PasswordChangeError {
    #[error("the current password is wrong")]
    WrongCurrentPassword,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// Changes a member's password after checking the current one, and ends
/// every other session of theirs (`session` is the one they asked from:
/// someone who knew the old password is logged out everywhere else).
///
/// # Errors
/// [`PasswordChangeError::WrongCurrentPassword`], or a database failure.
pub async fn change_password(
    state: &AppState,
    user_id: MemberId,
    session: &str,
    current: &str,
    new: &NewPassword,
) -> Result<(), PasswordChangeError> {
    let user = state
        .store
        .user_by_id(user_id)
        .await
        .map_err(anyhow::Error::from)?;
    let Some(user) = user else {
        return Err(PasswordChangeError::WrongCurrentPassword);
    };
    if !verify_password(Some(&user.password_hash), current).await? {
        return Err(PasswordChangeError::WrongCurrentPassword);
    }
    let hash = hash_password(new).await?;
    let mut tx = state.store.begin().await.map_err(anyhow::Error::from)?;
    tx.set_password_hash(user_id, &hash)
        .await
        .map_err(anyhow::Error::from)?;
    tx.delete_other_sessions(user_id, &crate::secret::token_hash(session))
        .await
        .map_err(anyhow::Error::from)?;
    // The sockets opened in the ended sessions close at once.
    let mut news = crate::events::News::default();
    news.sessions_ended(user_id);
    state
        .commit_telling(tx, news)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_is_argon2id_and_verifies_only_its_password() {
        let password = NewPassword::parse("correct horse").unwrap();
        let hash = hash_password(&password).await.unwrap();
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(verify_password(Some(&hash), "correct horse").await.unwrap());
        assert!(!verify_password(Some(&hash), "correct horsE").await.unwrap());
    }

    #[tokio::test]
    async fn without_a_hash_nothing_verifies_not_even_the_decoy() {
        assert!(!verify_password(None, "decoy password").await.unwrap());
    }
}
