use redqueen_domain::account::{FailedLogins, MemberId};
use redqueen_domain::time::DAY_MS;
use redqueen_store::{StoreResult, UserRow};

use super::{TOKEN_LEN, verify_password};
use crate::events::News;
use crate::secret::{random_token, token_hash};
use crate::state::AppState;

/// Why a login was refused. A wrong username and a wrong password get the
/// same answer, so the form does not tell who is registered.
#[derive(Debug, thiserror::Error)]
pub enum LoginError {
    #[error("wrong username or password")]
    WrongCredentials,
    #[error("too many failed attempts; try again later")]
    Locked { until: i64 },
    /// product.md §11: a banned member does not log in. Said only to
    /// whoever gave the right password.
    #[error("this account is banned")]
    Banned,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// Checks a username and password and opens a session. Returns the member
/// and the session token for the cookie.
///
/// product.md §11: five wrong passwords in a row lock the account for a
/// while; during the lockout the password is not even checked. The run
/// and the lock are the account's from `client` (the address asking):
/// a stranger's guesses lock the stranger out, not the member.
///
/// # Errors
/// [`LoginError`].
pub async fn log_in(
    state: &AppState,
    username: &str,
    password: &str,
    client: &str,
) -> Result<(UserRow, String), LoginError> {
    let store = &state.store;
    let user = super::member_named(state, username)
        .await
        .map_err(anyhow::Error::from)?;
    let now = state.now();
    let mut failures = FailedLogins::default();
    if let Some(user) = &user {
        let mut tx = store.begin().await.map_err(anyhow::Error::from)?;
        failures = tx
            .failed_logins(user.id, client)
            .await
            .map_err(anyhow::Error::from)?;
        drop(tx);
        if failures.is_locked(now) {
            return Err(LoginError::Locked {
                until: failures.locked_until.unwrap_or(now),
            });
        }
    }
    let matches =
        verify_password(user.as_ref().map(|u| u.password_hash.as_str()), password).await?;
    let Some(user) = user else {
        return Err(LoginError::WrongCredentials);
    };
    let mut tx = store.begin().await.map_err(anyhow::Error::from)?;
    if !matches {
        let failures = failures.after_failure(now);
        tx.set_failed_logins(user.id, client, failures)
            .await
            .map_err(anyhow::Error::from)?;
        tx.commit().await.map_err(anyhow::Error::from)?;
        return Err(match failures.locked_until {
            Some(until) if failures.is_locked(now) => LoginError::Locked { until },
            _ => LoginError::WrongCredentials,
        });
    }
    tx.set_failed_logins(user.id, client, FailedLogins::default())
        .await
        .map_err(anyhow::Error::from)?;
    if user.standing().is_banned() {
        tx.commit().await.map_err(anyhow::Error::from)?;
        return Err(LoginError::Banned);
    }
    tx.touch_seen(user.id, now)
        .await
        .map_err(anyhow::Error::from)?;
    tx.commit().await.map_err(anyhow::Error::from)?;
    let token = open_session(state, user.id).await?;
    Ok((user, token))
}

/// Opens a session for a member and returns its token for the cookie.
///
/// # Errors
/// The database failed.
pub async fn open_session(state: &AppState, user_id: MemberId) -> anyhow::Result<String> {
    let token = random_token(TOKEN_LEN);
    let now = state.now();
    let expires_at = now + i64::from(state.settings.session_days) * DAY_MS;
    let mut tx = state.store.begin().await?;
    tx.insert_session(&token_hash(&token), user_id, now, expires_at)
        .await?;
    tx.commit().await?;
    Ok(token)
}

/// When the session whose token hashes to `session` expires, if it still
/// stands for `member` (not ended, expired, nor its member banned): what
/// the board's sockets read when they open and when the hub says one of
/// the member's sessions ended ([`crate::events::SessionWatch`]).
///
/// # Errors
/// The database failed.
pub async fn session_expiry(
    state: &AppState,
    session: &str,
    member: MemberId,
) -> StoreResult<Option<i64>> {
    state
        .store
        .session_expiry(session, member, state.now())
        .await
}

/// Ends the session whose cookie holds `token`; the sockets opened in it
/// close at once, on every server.
///
/// # Errors
/// The database failed.
pub async fn log_out(state: &AppState, token: &str) -> anyhow::Result<()> {
    let mut tx = state.store.begin().await?;
    let member = tx.delete_session(&token_hash(token)).await?;
    let mut news = News::default();
    if let Some(member) = member {
        news.sessions_ended(member);
    }
    state.commit_telling(tx, news).await?;
    Ok(())
}
