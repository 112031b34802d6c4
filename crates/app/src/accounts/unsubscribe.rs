//! The unsubscribe link every optional email carries (RFC 8058): its
//! secret stands for the member, so it needs no login.

use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_store::{StoreResult, UserRow};

use super::set_notice_choices;
use crate::notices::mail::unsubscribe::turned_off;
use crate::state::AppState;

/// The member whose unsubscribe secret is `token`, if any is.
///
/// # Errors
/// The database failed.
pub async fn unsubscribing_member(state: &AppState, token: &str) -> StoreResult<Option<UserRow>> {
    state.store.user_by_unsubscribe_token(token).await
}

/// Turns off the emails of `kind` for `member_id`; `false` (and nothing
/// changed) when that kind cannot be turned off.
///
/// # Errors
/// The database failed.
pub async fn unsubscribe(
    state: &AppState,
    member_id: MemberId,
    kind: NoticeKind,
) -> StoreResult<bool> {
    let options = state.store.notice_choices(member_id).await?;
    let Some(off) = turned_off(&options, kind) else {
        return Ok(false);
    };
    set_notice_choices(state, member_id, &off).await?;
    Ok(true)
}
