//! Joining and leaving before the start (tournaments.md: "players join
//! and leave freely until the start"), within the sign-up window and the
//! rating range; withdrawing once it is under way.

use redqueen_domain::tournament::{TournamentId, TournamentStatus};
use redqueen_store::{Entry, Leaving, TournamentRow, UserRow};

use super::error::TournamentError;
use crate::play::{self, PlayError};
use crate::state::AppState;
use crate::stored_id;

async fn upcoming(state: &AppState, id: &TournamentId) -> Result<TournamentRow, TournamentError> {
    let tournament = state
        .store
        .tournament(id.as_str())
        .await?
        .ok_or(TournamentError::NotFound)?;
    if tournament.status != TournamentStatus::Upcoming {
        return Err(TournamentError::Started);
    }
    Ok(tournament)
}

/// Whether `user` may enter tournaments at all: a verified address, no
/// BOT. Checked before the tournament is read, so that the web can ask it
/// before it reads the tournament's id.
///
/// # Errors
/// [`TournamentError::Unverified`], [`TournamentError::Bot`].
pub const fn may_join(user: &UserRow) -> Result<(), TournamentError> {
    if !user.email_verified {
        return Err(TournamentError::Unverified);
    }
    if user.is_bot {
        return Err(TournamentError::Bot);
    }
    Ok(())
}

/// Enters `user` in the tournament `id`.
///
/// # Errors
/// [`TournamentError`]: unverified, not found, started, outside the
/// sign-up window or the rating range, full, already joined.
pub async fn join_tournament(
    state: &AppState,
    user: &UserRow,
    id: &TournamentId,
) -> Result<(), TournamentError> {
    may_join(user)?;
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
    let entry = tx.add_entrant(id.as_str(), user.id, now).await?;
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
    tracing::info!(tournament = %id, user = %user.id, "joined a tournament");
    Ok(())
}

/// Takes `user` out of the tournament `id` before its start.
///
/// # Errors
/// [`TournamentError`]: not found, started, not joined.
pub async fn leave_tournament(
    state: &AppState,
    user: &UserRow,
    id: &TournamentId,
) -> Result<(), TournamentError> {
    upcoming(state, id).await?;
    let mut tx = state.store.begin().await?;
    let leaving = tx.remove_entrant(id.as_str(), user.id).await?;
    tx.commit().await?;
    match leaving {
        Leaving::Removed => {}
        Leaving::NotIn => return Err(TournamentError::NotJoined),
        Leaving::Closed => return Err(TournamentError::Started),
    }
    tracing::info!(tournament = %id, user = %user.id, "left a tournament");
    Ok(())
}

/// Withdraws `user` from the tournament `id` under way (tournaments.md):
/// they are not paired again, and their games in progress in it are
/// forfeited to their opponents — in a Double Round Robin the rest of
/// their group's games (a live group's later Berger rounds are forfeited
/// as they start, `direct.rs`). Before the start it is leaving. Returns
/// how many games were forfeited.
///
/// # Errors
/// [`TournamentError`]: not found, over, not one of its players still in
/// it.
pub async fn withdraw_from_tournament(
    state: &AppState,
    user: &UserRow,
    id: &TournamentId,
) -> Result<usize, TournamentError> {
    let tournament = state
        .store
        .tournament(id.as_str())
        .await?
        .ok_or(TournamentError::NotFound)?;
    match tournament.status {
        TournamentStatus::Upcoming => return leave_tournament(state, user, id).await.map(|()| 0),
        TournamentStatus::InProgress => {}
        _ => return Err(TournamentError::Over),
    }
    let mut tx = state.store.begin().await?;
    if !tx.withdraw_entrant(id.as_str(), user.id).await? {
        return Err(TournamentError::NotJoined);
    }
    let games = tx
        .tournament_games_in_progress_of(id.as_str(), user.id)
        .await?;
    tx.commit().await?;
    let forfeited = forfeit_all(state, &games, user.id).await?;
    tracing::info!(tournament = %id, user = %user.id, forfeited, "withdrew from a tournament");
    Ok(forfeited)
}

/// Forfeits `member`'s games among `games`; returns how many it ended (a
/// game that ended meanwhile has nothing left to forfeit).
///
/// # Errors
/// The database failed.
pub(super) async fn forfeit_all(
    state: &AppState,
    games: &[String],
    member: redqueen_domain::account::MemberId,
) -> anyhow::Result<usize> {
    let mut forfeited = 0;
    for game in games {
        match play::forfeit(state, &stored_id::game(game)?, member).await {
            Ok(_) => forfeited += 1,
            Err(PlayError::Rule(_)) => {}
            Err(error) => return Err(error.into()),
        }
    }
    Ok(forfeited)
}
