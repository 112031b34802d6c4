//! Finding players (product.md §9): the leaderboard of a rating pool, and
//! the player finder with its default of players near one's own rating.

use redqueen_domain::account::MemberId;
use redqueen_domain::rating::Pool;
use redqueen_store::{FoundPlayer, PlayerSearch, RankedPlayer, StoreResult};

use crate::state::AppState;

/// `limit` established players of `pool` from rank `offset + 1`.
///
/// # Errors
/// The database failed.
pub async fn leaderboard(
    state: &AppState,
    pool: Pool,
    limit: i64,
    offset: i64,
) -> StoreResult<Vec<RankedPlayer>> {
    state.store.leaderboard(pool.as_str(), limit, offset).await
}

/// `member`'s rating in `pool`; `None` while they have none.
///
/// # Errors
/// The database failed.
pub async fn rating_in(state: &AppState, member: MemberId, pool: Pool) -> StoreResult<Option<i32>> {
    let mine = state
        .store
        .ratings_of(&[member], pool.as_str())
        .await?
        .remove(&member);
    Ok(mine.and_then(|r| r.record.rating))
}

/// `limit` players `search` finds, from the `offset + 1`th.
///
/// # Errors
/// The database failed.
pub async fn find_players(
    state: &AppState,
    search: &PlayerSearch,
    limit: i64,
    offset: i64,
) -> StoreResult<Vec<FoundPlayer>> {
    state.store.find_players(search, limit, offset).await
}
