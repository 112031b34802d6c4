//! The ratings tie-break 2 reads (tournaments.md: "the higher current
//! rating (unrated lowest)"), looked up for a whole field at once.

use redqueen_domain::account::MemberId;
use redqueen_store::{TournamentRecord, TournamentRow};

use redqueen_domain::rating::Pool;

use super::scoring::Ratings;
use crate::state::AppState;

/// Ratings looked up per query (PostgreSQL binds at most 65,535 values).
const RATINGS_PER_QUERY: usize = 1000;

/// The pool a tournament's games are rated in: correspondence, or live
/// for a live tournament (product.md §7).
#[must_use]
pub fn pool_of(tournament: &TournamentRow) -> Pool {
    Pool::of(tournament.time_control)
}

/// The current ratings of everyone who entered, in the tournament's pool.
///
/// # Errors
/// The database failed.
pub async fn current_ratings(
    state: &AppState,
    record: &TournamentRecord,
) -> anyhow::Result<Ratings> {
    let ids: Vec<MemberId> = record.entrants.iter().map(|e| e.user_id).collect();
    let mut ratings = Ratings::with_capacity(ids.len());
    for chunk in ids.chunks(RATINGS_PER_QUERY) {
        for (user_id, row) in state
            .store
            .ratings_of(chunk, pool_of(&record.tournament).as_str())
            .await?
        {
            if let Some(rating) = row.record.rating {
                ratings.insert(user_id, rating);
            }
        }
    }
    Ok(ratings)
}
