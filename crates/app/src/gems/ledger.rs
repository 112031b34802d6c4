//! A member's gem ledger, newest first, a page at a time: a page ends with
//! every entry of its last instant, so the next page, before that
//! instant, skips none.

use redqueen_domain::account::MemberId;
use redqueen_store::{GemEntryRow, StoreResult};

use crate::state::AppState;

/// At most `max` of `member`'s ledger entries made before `before` (ms;
/// `None`: the newest), newest first.
///
/// # Errors
/// The database failed.
pub async fn ledger_page(
    state: &AppState,
    member: MemberId,
    before: Option<i64>,
    max: i64,
) -> StoreResult<Vec<GemEntryRow>> {
    state.store.gem_ledger_page(member, before, max).await
}

/// A member's balance and a page of their ledger.
#[derive(Debug, Clone)]
pub struct GemsView {
    pub balance: i64,
    pub entries: Vec<GemEntryRow>,
}

/// `member`'s balance, read now, and a page of their ledger as
/// [`ledger_page`] reads it.
///
/// # Errors
/// The database failed.
pub async fn gems_view(
    state: &AppState,
    member: MemberId,
    before: Option<i64>,
    max: i64,
) -> StoreResult<GemsView> {
    let entries = ledger_page(state, member, before, max).await?;
    let balance = state.store.gems_of(member).await?;
    Ok(GemsView { balance, entries })
}
