//! The members some rows name, by id: what a view joins its games or
//! challenges with, in one query.

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_store::{StoreResult, UserRow};

use crate::state::AppState;

/// The members among `ids` (repeats allowed), by id; the ids of nobody are
/// left out.
///
/// # Errors
/// The database failed.
pub async fn members_by_id(
    state: &AppState,
    ids: impl IntoIterator<Item = MemberId>,
) -> StoreResult<HashMap<MemberId, UserRow>> {
    let mut ids: Vec<MemberId> = ids.into_iter().collect();
    ids.sort_unstable();
    ids.dedup();
    Ok(state
        .store
        .users_by_ids(&ids)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect())
}
