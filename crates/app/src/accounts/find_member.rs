//! A member by the username someone typed or a link named (parsed where
//! it came in): one lookup for every page, API call and command.

use redqueen_domain::account::Username;
use redqueen_store::{StoreResult, UserRow};

use crate::state::AppState;

/// The member called `username` (in any case), or `None` when nobody is.
///
/// # Errors
/// The database failed.
pub async fn find_member(state: &AppState, username: &Username) -> StoreResult<Option<UserRow>> {
    state.store.user_by_username_key(&username.key()).await
}

/// The member called `typed`, a name as someone typed it in a form or a
/// filter (a login, a report, the opponent of a search): `None` when
/// nobody is, a name nobody can have included.
///
/// # Errors
/// The database failed.
pub async fn member_named(state: &AppState, typed: &str) -> StoreResult<Option<UserRow>> {
    match Username::parse(typed) {
        Ok(name) => find_member(state, &name).await,
        Err(_) => Ok(None),
    }
}
