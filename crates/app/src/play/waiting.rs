//! What waits for a member, counted for their pages' header and its live
//! updates: the games where it is their move, the challenges sent to them,
//! and the club results for them to confirm or settle.

use redqueen_domain::account::MemberId;
use redqueen_store::{StoreResult, Waiting};

use crate::state::AppState;

/// The counts of what waits for `member_id` now.
///
/// # Errors
/// The database failed.
pub async fn waiting(state: &AppState, member_id: MemberId) -> StoreResult<Waiting> {
    state.store.waiting(member_id, state.now()).await
}
