//! A member by the username someone typed or a link named: one lookup for
//! every page, API call and command.

use redqueen_domain::account::Username;
use redqueen_store::{StoreResult, UserRow};

use crate::state::AppState;

/// The member called `username` (in any case), or `None` when nobody is,
/// including when `username` could not be anybody's.
///
/// # Errors
/// The database failed.
pub async fn find_member(state: &AppState, username: &str) -> StoreResult<Option<UserRow>> {
    match Username::parse(username) {
        Ok(name) => state.store.user_by_username_key(&name.key()).await,
        Err(_) => Ok(None),
    }
}
