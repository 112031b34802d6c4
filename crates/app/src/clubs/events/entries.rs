//! Entering and withdrawing (the club events issue: "late entries and
//! withdrawals between rounds"). Members enter themselves, and site
//! members too when the event is open; directors enter anyone the event
//! admits. A Swiss takes late entries before any round; a round robin's
//! sections are set at its start. A withdrawn player is not paired again:
//! a game of theirs still without a result is forfeited to the opponent,
//! as their later round robin games will be.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    BoardKind, ClubId, EventFormat, EventId, EventStatus, GameResult, Membership,
};
use redqueen_domain::vacation::Day;
use redqueen_store::{NewClubEvent, UserRow};

use super::super::ClubError;
use super::super::membership::{is_director, named_as_typed};
use super::super::sequence::{append, take};
use super::results::close_if_complete;
use super::{Loaded, sections};
use crate::state::AppState;

/// Who is entered or withdrawn: `by` themself, or `username` by a
/// director.
async fn subject(
    state: &AppState,
    by: &UserRow,
    username: Option<&str>,
) -> Result<UserRow, ClubError> {
    match username.map(str::trim).filter(|u| !u.is_empty()) {
        Some(name) if !name.eq_ignore_ascii_case(&by.username) => named_as_typed(state, name).await,
        _ => Ok(by.clone()),
    }
}

/// `by` enters event `event` of club `club`, or enters `username` as a
/// director.
///
/// # Errors
/// [`ClubError`]: no such event, not a director entering someone else, a
/// non-member in a members-only event, entered already, withdrawn, a
/// round robin under way, a finished event.
pub async fn enter(
    state: &AppState,
    club: ClubId,
    event: EventId,
    by: &UserRow,
    username: Option<&str>,
) -> Result<(), ClubError> {
    let player = subject(state, by, username).await?;
    if player.is_bot {
        return Err(ClubError::Bot(player.username));
    }
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let mut taken = take(&mut tx, club).await?;
    let director = is_director(&mut tx, club, by.id).await?;
    if player.id != by.id && !director {
        return Err(ClubError::NotDirector);
    }
    let loaded = Loaded::read(&mut tx, club, event).await?;
    if let Some(entry) = loaded.entry(player.id) {
        return Err(if entry.withdrawn_after.is_some() {
            ClubError::Withdrawn(player.username)
        } else {
            ClubError::AlreadyEntered(player.username)
        });
    }
    match loaded.row.status {
        EventStatus::Finished => return Err(ClubError::EventFinished),
        EventStatus::Running if loaded.row.format.is_round_robin() => {
            return Err(ClubError::EntriesClosed);
        }
        _ => {}
    }
    let is_member = tx
        .club_member(club.0, player.id)
        .await?
        .is_some_and(|m| m.status == Membership::Member);
    if !is_member && !loaded.row.is_open {
        return Err(ClubError::MembersOnly(player.username));
    }
    let round = loaded.row.rounds_paired + 1;
    tx.insert_club_entry(event.0, player.id, is_member, round, now)
        .await?;
    if loaded.row.status == EventStatus::Running {
        // A late entry into a Swiss takes the next seat of the last section.
        let seated = sections(&loaded.entries);
        let (section, seats) = seated
            .iter()
            .next_back()
            .map_or((1, 0), |(s, seats)| (*s, seats.len()));
        let seat = i32::try_from(seats).unwrap_or(i32::MAX - 1) + 1;
        tx.seat_club_entry(event.0, player.id, section, seat, None)
            .await?;
        if is_member && matches!(loaded.row.format, EventFormat::Slq { .. }) {
            let entry = NewClubEvent::qualifier(player.id, event.0, Day::containing(now), now);
            append(&mut tx, &mut taken, &entry).await?;
        }
    }
    tx.commit().await?;
    Ok(())
}

/// `by` withdraws from event `event`, or withdraws `username` as a
/// director. Before the start the entry is simply taken back.
///
/// # Errors
/// [`ClubError`]: no such event, not entered, withdrawn already, a
/// finished event, not a director withdrawing someone else.
pub async fn withdraw(
    state: &AppState,
    club: ClubId,
    event: EventId,
    by: &UserRow,
    username: Option<&str>,
) -> Result<(), ClubError> {
    let player = subject(state, by, username).await?;
    let mut tx = state.store.begin().await?;
    let mut taken = take(&mut tx, club).await?;
    let director = is_director(&mut tx, club, by.id).await?;
    if player.id != by.id && !director {
        return Err(ClubError::NotDirector);
    }
    take_out(&mut tx, &mut taken, club, event, &player, state.now()).await?;
    tx.commit().await?;
    Ok(())
}

/// product.md §11: a banned member (or a deleted account) leaves every
/// club event not over, as if they had withdrawn themself.
///
/// # Errors
/// The database failed.
pub(crate) async fn withdraw_everywhere(
    state: &AppState,
    player: &UserRow,
) -> Result<(), ClubError> {
    for (club, event) in state.store.club_events_entered(player.id).await? {
        let mut tx = state.store.begin().await?;
        let mut taken = take(&mut tx, ClubId(club)).await?;
        match take_out(
            &mut tx,
            &mut taken,
            ClubId(club),
            EventId(event),
            player,
            state.now(),
        )
        .await
        {
            // Withdrawn or finished meanwhile: nothing left to do.
            Err(ClubError::Withdrawn(_) | ClubError::EventFinished | ClubError::NotEntered(_)) => {}
            other => other?,
        }
        tx.commit().await?;
    }
    Ok(())
}

/// Takes `player` out of event `event`: before the start the entry goes,
/// after it they are withdrawn and their open game forfeited.
async fn take_out(
    tx: &mut redqueen_store::Tx,
    taken: &mut super::super::sequence::Taken,
    club: ClubId,
    event: EventId,
    player: &UserRow,
    now: i64,
) -> Result<(), ClubError> {
    let loaded = Loaded::read(tx, club, event).await?;
    let entry = loaded
        .entry(player.id)
        .ok_or_else(|| ClubError::NotEntered(player.username.clone()))?;
    if entry.withdrawn_after.is_some() {
        return Err(ClubError::Withdrawn(player.username.clone()));
    }
    match loaded.row.status {
        EventStatus::Finished => return Err(ClubError::EventFinished),
        EventStatus::Entries => tx.delete_club_entry(event.0, player.id).await?,
        EventStatus::Running => {
            tx.withdraw_club_entry(event.0, player.id, loaded.row.rounds_paired)
                .await?;
            if forfeit_open_game(tx, &loaded, player.id).await? {
                close_if_complete(tx, taken, club, event, now).await?;
            }
        }
    }
    Ok(())
}

/// The withdrawn player's game of the current round, if still without a
/// result, is won by the opponent by forfeit: not rated, no rank moved.
/// Returns whether there was one.
async fn forfeit_open_game(
    tx: &mut redqueen_store::Tx,
    loaded: &Loaded,
    player: MemberId,
) -> Result<bool, ClubError> {
    let open = loaded.boards.iter().find(|b| {
        b.round == loaded.row.rounds_paired
            && b.kind == BoardKind::Game
            && b.result.is_none()
            && (b.white_id == player || b.black_id == Some(player))
    });
    if let Some(board) = open {
        let result = if board.white_id == player {
            GameResult::BlackWins
        } else {
            GameResult::WhiteWins
        };
        tx.forfeit_club_board(board.id, result).await?;
    }
    Ok(open.is_some())
}
