//! The rosters (issue 52): during registration a club's members join or
//! leave its roster, and its directors add or remove members. Each change
//! takes the match's row first, as the start does, so a join is wholly
//! before the start or refused after it (docs/clubs.md).

use redqueen_domain::account::Username;
use redqueen_domain::club::{ClubId, MatchId, MatchStatus, Membership, RatingLimits};
use redqueen_domain::rating::Pool;
use redqueen_store::UserRow;

use super::MatchError;
use super::invite::director_of;
use super::view::{match_of, side_of};
use crate::clubs::membership::named;
use crate::state::AppState;

/// What a roster change does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RosterChange {
    Join,
    Leave,
}

/// `actor` puts themself on (or takes themself off) `club`'s roster of
/// the match `id`, or, as a director of `club`, the member `username`.
///
/// # Errors
/// [`MatchError`]: no such match for this club, registration closed, not
/// a director (for someone else), not a member, outside the rating
/// limits, already on a roster, not on it.
pub async fn change_roster(
    state: &AppState,
    club: ClubId,
    id: &MatchId,
    actor: &UserRow,
    username: Option<&Username>,
    change: RosterChange,
) -> Result<(), MatchError> {
    let view = match_of(state, club, id).await?;
    let player = match username {
        Some(name) if name.key() != actor.username.to_ascii_lowercase() => {
            director_of(state, club, actor.id).await?;
            named(state, name).await?
        }
        _ => actor.clone(),
    };
    if view.row.status != MatchStatus::Registering {
        return Err(MatchError::RegistrationClosed(view.row.status));
    }
    if change == RosterChange::Join {
        may_play(state, club, &view.row, &player).await?;
    }
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let locked = tx
        .lock_club_match(id.as_str())
        .await?
        .ok_or(MatchError::NotFound)?;
    let row = &locked.row;
    // The start may have come since the match was read: it is decided
    // under the lock.
    if row.status != MatchStatus::Registering || now >= row.starts_at {
        let status = if row.status == MatchStatus::Registering {
            MatchStatus::InProgress
        } else {
            row.status
        };
        return Err(MatchError::RegistrationClosed(status));
    }
    let side = side_of(row, club).ok_or(MatchError::NotFound)?;
    let done = match change {
        RosterChange::Join => {
            tx.add_match_player(id.as_str(), player.id, side, now)
                .await?
        }
        RosterChange::Leave => {
            // The roster as the lock holds it, not as read before.
            let on_ours = locked
                .players
                .iter()
                .any(|p| p.user_id == player.id && p.side == side);
            on_ours && tx.remove_match_player(id.as_str(), player.id).await?
        }
    };
    if !done {
        return Err(match change {
            RosterChange::Join => MatchError::AlreadyOnRoster(player.username),
            RosterChange::Leave => MatchError::NotOnRoster(player.username),
        });
    }
    tx.commit().await?;
    tracing::info!(r#match = %id, club = %club, player = %player.id, ?change, "club match roster changed");
    Ok(())
}

/// Whether `player` may join `club`'s roster of the match `row`: a
/// member of the club with a confirmed address, no BOT, and a rating in
/// the match's pool within its limits (tournaments' rule: an unrated
/// player is outside any limit).
async fn may_play(
    state: &AppState,
    club: ClubId,
    row: &redqueen_store::ClubMatchRow,
    player: &UserRow,
) -> Result<(), MatchError> {
    if player.is_bot {
        return Err(MatchError::Bot(player.username.clone()));
    }
    if !player.email_verified {
        return Err(MatchError::Unverified);
    }
    let member = state.store.club_member(club.0, player.id).await?;
    if !member.is_some_and(|m| m.status == Membership::Member) {
        return Err(MatchError::NotMember(player.username.clone()));
    }
    let limits = RatingLimits {
        min: row.rating_min,
        max: row.rating_max,
    };
    if limits != RatingLimits::default() {
        let rating = state
            .store
            .ratings_of(&[player.id], Pool::of(row.time_control).as_str())
            .await?
            .get(&player.id)
            .and_then(|r| r.record.rating);
        if !rating.is_some_and(|r| limits.admit(r)) {
            return Err(MatchError::OutsideLimits(player.username.clone()));
        }
    }
    Ok(())
}
