//! A member's gem ledger (live-games.md), newest first, a page at a time:
//! the page and `GET /api/gems` read it alike.

use redqueen_domain::account::MemberId;
use redqueen_store::{GemEntryRow, StoreResult};

use crate::state::AppState;

/// Up to `limit` entries of `member`'s ledger before instant `before`
/// (the newest when `None`).
///
/// # Errors
/// The database failed.
pub async fn gem_ledger(
    state: &AppState,
    member: MemberId,
    before: Option<i64>,
    limit: i64,
) -> StoreResult<Vec<GemEntryRow>> {
    state.store.gem_ledger_page(member, before, limit).await
}
