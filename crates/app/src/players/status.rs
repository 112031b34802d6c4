//! Members' statuses (lichess-api-subset.md §8, `GET /api/users/status`):
//! who they are, and a game they play now.

use redqueen_store::{GameFilter, GameQuery, StoreResult, UserRow};

use crate::state::AppState;

/// One member's status.
#[derive(Debug, Clone)]
pub struct MemberStatus {
    pub user: UserRow,
    /// A game they play now, if any.
    pub playing: Option<String>,
}

/// The statuses of the members whose username keys are `keys`, in that
/// order; keys of nobody are left out.
///
/// # Errors
/// The database failed.
pub async fn statuses(state: &AppState, keys: &[String]) -> StoreResult<Vec<MemberStatus>> {
    let mut statuses = Vec::with_capacity(keys.len());
    for key in keys {
        let Some(user) = state.store.user_by_username_key(key).await? else {
            continue;
        };
        let playing = state
            .store
            .games(&GameQuery::of(user.id, GameFilter::InProgress, 1))
            .await?
            .into_iter()
            .next()
            .map(|game| game.id);
        statuses.push(MemberStatus { user, playing });
    }
    Ok(statuses)
}
