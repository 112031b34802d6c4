use redqueen_domain::account::{MemberId, Scopes};
use redqueen_store::{AccessTokenRow, StoreResult, UserRow};

use crate::secret::{random_token, token_hash};
use crate::state::AppState;
use crate::token_cache::CachedToken;

/// A token's `last_used_at` (and its member's `seen_at`) is refreshed at
/// most this often, so the API's hot paths do not write on every call.
const TOUCH_EVERY_MS: i64 = super::SEEN_EVERY_MS;

/// Creates a personal access token and returns it: the only time it is
/// ever shown, since only its hash is stored. Tokens look like lichess's
/// (`lip_` and letters and digits) so clients that check the form accept
/// them.
///
/// # Errors
/// The database failed.
pub async fn create_access_token(
    state: &AppState,
    user_id: MemberId,
    description: &str,
    scopes: &Scopes,
) -> anyhow::Result<String> {
    let token = format!("lip_{}", random_token(40));
    let mut tx = state.store.begin().await?;
    tx.insert_access_token(
        user_id,
        description,
        &token_hash(&token),
        scopes,
        state.now(),
    )
    .await?;
    tx.commit().await?;
    Ok(token)
}

/// Revokes the member's token `token_id`; `false` when they have none of
/// that id. Every server forgets the member's cached tokens at once
/// (`token_cache.rs`: a cached token is trusted for seconds only).
///
/// # Errors
/// The database failed.
pub async fn revoke_access_token(
    state: &AppState,
    member_id: MemberId,
    token_id: i64,
) -> anyhow::Result<bool> {
    let mut tx = state.store.begin().await?;
    let revoked = tx.delete_access_token(member_id, token_id).await?;
    tx.commit().await?;
    state.tokens.forget_member(member_id);
    Ok(revoked)
}

/// The member and scopes behind a bearer token, if it is one of ours.
///
/// # Errors
/// The database failed.
pub async fn authenticate_token(
    state: &AppState,
    token: &str,
) -> anyhow::Result<Option<(UserRow, Scopes)>> {
    let valid_form = (1..=512).contains(&token.len())
        && token.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !valid_form {
        return Ok(None);
    }
    let hash = token_hash(token);
    let (mut known, cached) = match state.tokens.get(&hash) {
        Some(known) => (known, true),
        None => {
            let Some(row) = state.store.access_token(&hash).await? else {
                return Ok(None);
            };
            // product.md §11: a banned member has no API either.
            let Some(user) = state
                .store
                .user_by_id(row.user_id)
                .await?
                .filter(|u| !u.standing().is_banned())
            else {
                return Ok(None);
            };
            let known = CachedToken {
                token_id: row.id,
                user,
                scopes: row.scopes,
                last_used_at: row.last_used_at,
            };
            (known, false)
        }
    };
    let now = state.now();
    if known
        .last_used_at
        .is_none_or(|at| now - at > TOUCH_EVERY_MS)
    {
        let mut tx = state.store.begin().await?;
        tx.touch_access_token(known.token_id, now).await?;
        tx.touch_seen(known.user.id, now).await?;
        tx.commit().await?;
        known.last_used_at = Some(now);
        if cached {
            state.tokens.touched(&hash, now);
        }
    }
    // Only a token read just now starts a fresh entry: one in use stays
    // trusted for no longer than `FRESH_FOR` after it was read.
    if !cached {
        state.tokens.put(hash, known.clone());
    }
    Ok(Some((known.user, known.scopes)))
}

/// The member's personal access tokens, newest first (never the tokens
/// themselves: only their hashes are kept).
///
/// # Errors
/// The database failed.
pub async fn access_tokens(
    state: &AppState,
    member_id: MemberId,
) -> StoreResult<Vec<AccessTokenRow>> {
    state.store.access_tokens_of(member_id).await
}
