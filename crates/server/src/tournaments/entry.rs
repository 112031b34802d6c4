//! Joining and leaving before the start (tournaments.md: "players join
//! and leave freely until the start"), within the sign-up window and the
//! rating range.

use redqueen_domain::tournament::TournamentStatus;
use redqueen_store::{Entry, Leaving, TournamentRow, UserRow};

use super::error::TournamentError;
use crate::state::AppState;

async fn upcoming(state: &AppState, id: &str) -> Result<TournamentRow, TournamentError> {
    let tournament = state
        .store
        .tournament(id)
        .await?
        .ok_or(TournamentError::NotFound)?;
    if tournament.status != TournamentStatus::Upcoming {
        return Err(TournamentError::Started);
    }
    Ok(tournament)
}

/// Enters `user` in the tournament `id`.
///
/// # Errors
/// [`TournamentError`]: unverified, not found, started, outside the
/// sign-up window or the rating range, full, already joined.
pub async fn join_tournament(
    state: &AppState,
    user: &UserRow,
    id: &str,
) -> Result<(), TournamentError> {
    if !user.email_verified {
        return Err(TournamentError::Unverified);
    }
    if user.is_bot {
        return Err(TournamentError::Bot);
    }
    let tournament = upcoming(state, id).await?;
    let now = state.now();
    if now < tournament.signup_opens_at {
        return Err(TournamentError::SignupNotOpen);
    }
    if now >= tournament.signup_closes_at {
        return Err(TournamentError::SignupClosed);
    }
    if tournament.rating_min.is_some() || tournament.rating_max.is_some() {
        // Unrated members are outside any range (a range asks for a known
        // strength); without a range everyone may join. The rating is the
        // one of the tournament's pool (live for a live tournament).
        let rating = state
            .store
            .ratings_of(&[user.id], super::ratings::pool_of(&tournament).as_str())
            .await?
            .get(&user.id)
            .and_then(|row| row.record.rating);
        let inside = rating.is_some_and(|r| {
            tournament.rating_min.is_none_or(|min| r >= min)
                && tournament.rating_max.is_none_or(|max| r <= max)
        });
        if !inside {
            return Err(TournamentError::OutsideRatingRange);
        }
    }
    let mut tx = state.store.begin().await?;
    let entry = tx.add_entrant(id, user.id, now).await?;
    tx.commit().await?;
    match entry {
        Entry::Added => {}
        Entry::AlreadyIn => return Err(TournamentError::AlreadyJoined),
        // Full, or started since it was read.
        Entry::Closed => {
            upcoming(state, id).await?;
            return Err(TournamentError::Full);
        }
    }
    tracing::info!(tournament = id, user = %user.id, "joined a tournament");
    Ok(())
}

/// Takes `user` out of the tournament `id` before its start.
///
/// # Errors
/// [`TournamentError`]: not found, started, not joined.
pub async fn leave_tournament(
    state: &AppState,
    user: &UserRow,
    id: &str,
) -> Result<(), TournamentError> {
    upcoming(state, id).await?;
    let mut tx = state.store.begin().await?;
    let leaving = tx.remove_entrant(id, user.id).await?;
    tx.commit().await?;
    match leaving {
        Leaving::Removed => {}
        Leaving::NotIn => return Err(TournamentError::NotJoined),
        Leaving::Closed => return Err(TournamentError::Started),
    }
    tracing::info!(tournament = id, user = %user.id, "left a tournament");
    Ok(())
}
