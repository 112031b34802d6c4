//! The ratings tie-break 2 reads (tournaments.md: "the higher current
//! rating (unrated lowest)"), looked up for a whole field at once.

use redqueen_domain::account::MemberId;
use redqueen_store::TournamentRecord;

use super::scoring::Ratings;
use crate::play::CORRESPONDENCE;
use crate::state::AppState;

/// Ratings looked up per query (PostgreSQL binds at most 65,535 values).
const RATINGS_PER_QUERY: usize = 1000;

/// The current correspondence ratings of everyone who entered.
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
        for (user_id, row) in state.store.ratings_of(chunk, CORRESPONDENCE).await? {
            if let Some(rating) = row.record.rating {
                ratings.insert(user_id, rating);
            }
        }
    }
    Ok(ratings)
}
