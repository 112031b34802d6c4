//! Who is looking at a page: the member behind the session cookie, and on
//! a page they are shown, what the header tells them (an unread warning,
//! what waits for them).

use redqueen_store::{PendingWarning, UserRow, Waiting};

use crate::secret::token_hash;
use crate::state::AppState;

/// The visitor of a request.
#[derive(Debug)]
pub struct Visitor {
    /// The logged-in member, if any.
    pub member: Option<UserRow>,
    /// An administrator's warning the member has not acknowledged: shown
    /// on every page until they do (product.md §11).
    pub warning: Option<PendingWarning>,
    /// What waits for the member (their move, challenges).
    pub waiting: Waiting,
}

/// The visitor whose session cookie holds `session_token`. One query, for
/// the session, when there is a token; when `page_shown` (a page is drawn
/// for them, not a form's post nor the board's own request, so that a
/// move pays nothing more), two more, joined, for the header, and now and
/// then a write: when the member was last seen.
///
/// # Errors
/// The database failed.
pub async fn visitor(
    state: &AppState,
    session_token: Option<&str>,
    page_shown: bool,
) -> anyhow::Result<Visitor> {
    let mut member = match session_token {
        Some(token) => {
            state
                .store
                .user_by_session(&token_hash(token), state.now())
                .await?
        }
        None => None,
    };
    let (warning, waiting) = match &mut member {
        Some(member) if page_shown => {
            super::seen::seen(state, member).await?;
            let now = state.now();
            tokio::try_join!(
                state.store.pending_warning(member.id),
                state.store.waiting(member.id, now)
            )?
        }
        _ => (None, Waiting::default()),
    };
    Ok(Visitor {
        member,
        warning,
        waiting,
    })
}
