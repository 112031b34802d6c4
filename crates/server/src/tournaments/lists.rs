//! The tournaments page's three lists (tournaments.md "Pages: list").

use redqueen_domain::account::MemberId;
use redqueen_store::{StoreResult, TournamentList, TournamentRow, UserRow};

use crate::state::AppState;

/// Upcoming, in progress and finished tournaments, with the winners of the
/// finished ones.
#[derive(Debug, Clone)]
pub struct TournamentLists {
    pub upcoming: Vec<TournamentRow>,
    pub running: Vec<TournamentRow>,
    pub over: Vec<TournamentRow>,
    /// The members who won one of `over`.
    pub winners: Vec<UserRow>,
}

/// Each list's first `listed` tournaments.
///
/// # Errors
/// The database failed.
pub async fn tournament_lists(state: &AppState, listed: i64) -> StoreResult<TournamentLists> {
    let store = &state.store;
    let upcoming = store.tournaments(TournamentList::Upcoming, listed).await?;
    let running = store
        .tournaments(TournamentList::InProgress, listed)
        .await?;
    let over = store.tournaments(TournamentList::Over, listed).await?;
    let winners: Vec<MemberId> = over.iter().filter_map(|t| t.winner_id).collect();
    let winners = store.users_by_ids(&winners).await?;
    Ok(TournamentLists {
        upcoming,
        running,
        over,
        winners,
    })
}
