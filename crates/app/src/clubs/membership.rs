//! Members and directors (clubs-and-ladder.md "Members"): anyone may ask to
//! join and a director accepts or refuses; directors add existing site
//! members, take members off the ladder or out of the club, and name other
//! directors. A new member takes the bottom rank with a club rating of
//! 1200. A club always has a director (decisions of turn 3): the last one
//! cannot be removed while others are members, a successor takes over when
//! the last one is banned or deletes their account, and the site's
//! administrators may name any member director of any club.

use redqueen_domain::account::{MemberId, Username};
use redqueen_domain::club::{ClubId, Membership};
use redqueen_domain::vacation::Day;
use redqueen_store::{NewClubEvent, Tx, UserRow};

use super::ClubError;
use super::sequence::{Taken, append, take};
use crate::accounts::{find_member, member_named};
use crate::state::AppState;

/// What a director does to a member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberAction {
    Accept,
    Refuse,
    /// Out of the club (and off the ladder).
    Remove,
    RemoveFromLadder,
    MakeDirector,
}

impl MemberAction {
    /// The action a path names (`accept`, `refuse`, `remove`,
    /// `remove-from-ladder`, `director`).
    #[must_use]
    pub fn parse(text: &str) -> Option<Self> {
        Some(match text {
            "accept" => Self::Accept,
            "refuse" => Self::Refuse,
            "remove" => Self::Remove,
            "remove-from-ladder" => Self::RemoveFromLadder,
            "director" => Self::MakeDirector,
            _ => return None,
        })
    }
}

/// `member` asks to join club `club`.
///
/// # Errors
/// [`ClubError`]: no such club, an unconfirmed address, already a member
/// or asking.
pub async fn ask_to_join(
    state: &AppState,
    club: ClubId,
    member: &UserRow,
) -> Result<(), ClubError> {
    if !member.email_verified {
        return Err(ClubError::Unverified);
    }
    if member.is_bot {
        return Err(ClubError::Bot(member.username.clone()));
    }
    let mut tx = state.store.begin().await?;
    take(&mut tx, club).await?;
    match tx.club_member(club.0, member.id).await? {
        Some(m) if m.status == Membership::Member => return Err(ClubError::AlreadyMember),
        Some(_) => return Err(ClubError::AlreadyRequested),
        None => {}
    }
    tx.put_club_member(club.0, member.id, Membership::Requested, false, state.now())
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Takes the club for `director`'s change, refusing anyone else.
pub(crate) async fn take_as_director(
    tx: &mut Tx,
    club: ClubId,
    director: MemberId,
) -> Result<Taken, ClubError> {
    let taken = take(tx, club).await?;
    if is_director(tx, club, director).await? {
        Ok(taken)
    } else {
        Err(ClubError::NotDirector)
    }
}

/// Whether `member` directs club `club`, read in the transaction.
pub(crate) async fn is_director(
    tx: &mut Tx,
    club: ClubId,
    member: MemberId,
) -> Result<bool, ClubError> {
    Ok(tx
        .club_member(club.0, member)
        .await?
        .is_some_and(|m| m.is_director))
}

/// The site member called `username`.
pub(crate) async fn named(state: &AppState, username: &Username) -> Result<UserRow, ClubError> {
    find_member(state, username)
        .await?
        .ok_or_else(|| ClubError::NoSuchMember(username.to_string()))
}

/// The site member called `typed`, a name as a command's form wrote it (a
/// game's players, an entry).
pub(crate) async fn named_as_typed(state: &AppState, typed: &str) -> Result<UserRow, ClubError> {
    member_named(state, typed)
        .await?
        .ok_or_else(|| ClubError::NoSuchMember(typed.to_owned()))
}

/// A director adds `username` to the club at the bottom of the ladder, on
/// `joined_on` (a club bringing its paper ladder: members in rank order
/// with the day each joined), or today when `None`.
///
/// # Errors
/// [`ClubError`]: not a director, no such member, already a member, a day
/// before the club's founding or in the future.
pub async fn add_member(
    state: &AppState,
    club: ClubId,
    director: MemberId,
    username: &Username,
    joined_on: Option<Day>,
) -> Result<(), ClubError> {
    let now = state.now();
    let today = Day::containing(now);
    let member = named(state, username).await?;
    if member.is_bot {
        return Err(ClubError::Bot(member.username));
    }
    let mut tx = state.store.begin().await?;
    let mut taken = take_as_director(&mut tx, club, director).await?;
    // Decisions of turn 3: a member's joining day lies between the club's
    // founding and today.
    let founded = Day::containing(taken.row.created_at);
    let on = joined_on.unwrap_or(today);
    if !(founded..=today).contains(&on) {
        return Err(ClubError::JoinedOutside {
            from: founded.to_string(),
            to: today.to_string(),
        });
    }
    if tx
        .club_member(club.0, member.id)
        .await?
        .is_some_and(|m| m.status == Membership::Member)
    {
        return Err(ClubError::AlreadyMember);
    }
    tx.put_club_member(club.0, member.id, Membership::Member, false, now)
        .await?;
    append(
        &mut tx,
        &mut taken,
        &NewClubEvent::joined(member.id, on, now),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// A director's `action` on `username` (naming a director: a director's,
/// or any site administrator's).
///
/// # Errors
/// [`ClubError`]: not a director, no such member, no request to answer,
/// not a member, not on the ladder, the last director removed while the
/// club has other members.
pub async fn act_on_member(
    state: &AppState,
    club: ClubId,
    by: &UserRow,
    username: &Username,
    action: MemberAction,
) -> Result<(), ClubError> {
    let member = named(state, username).await?;
    let now = state.now();
    let today = Day::containing(now);
    let mut tx = state.store.begin().await?;
    // Decisions of turn 3: "the site's administrators may name any member
    // director of any club", through the directors' own action.
    let mut taken = if action == MemberAction::MakeDirector && by.is_admin {
        take(&mut tx, club).await?
    } else {
        take_as_director(&mut tx, club, by.id).await?
    };
    let standing = tx.club_member(club.0, member.id).await?;
    let requested = standing
        .as_ref()
        .is_some_and(|m| m.status == Membership::Requested);
    let is_member = standing
        .as_ref()
        .is_some_and(|m| m.status == Membership::Member);
    let on_ladder = taken.history.ladder().rank_of(&member.id).is_some();
    let name = || member.username.clone();
    let mut forfeits = Vec::new();
    match action {
        MemberAction::Accept | MemberAction::Refuse if !requested => {
            return Err(ClubError::NoRequest(name()));
        }
        MemberAction::Accept => {
            tx.put_club_member(club.0, member.id, Membership::Member, false, now)
                .await?;
            append(
                &mut tx,
                &mut taken,
                &NewClubEvent::joined(member.id, today, now),
            )
            .await?;
        }
        MemberAction::Refuse => tx.delete_club_member(club.0, member.id).await?,
        _ if !is_member => return Err(ClubError::NotMember(name())),
        MemberAction::Remove => {
            if standing.as_ref().is_some_and(|m| m.is_director) {
                let (others, directors) = tx.club_others(club.0, member.id).await?;
                // Decisions of turn 3: a club always has a director.
                if others > 0 && directors == 0 {
                    return Err(ClubError::LastDirector(name()));
                }
            }
            if on_ladder {
                append(
                    &mut tx,
                    &mut taken,
                    &NewClubEvent::left(member.id, today, now),
                )
                .await?;
            }
            tx.delete_club_member(club.0, member.id).await?;
            // Issue 52: off the club's match rosters before the start; a
            // match game under way is forfeited.
            forfeits = tx.leave_club_matches(member.id, Some(club.0), now).await?;
        }
        MemberAction::RemoveFromLadder if !on_ladder => {
            return Err(ClubError::NotOnLadder(name()));
        }
        MemberAction::RemoveFromLadder => {
            append(
                &mut tx,
                &mut taken,
                &NewClubEvent::left(member.id, today, now),
            )
            .await?;
        }
        MemberAction::MakeDirector => tx.make_club_director(club.0, member.id).await?,
    }
    tx.commit().await?;
    for game in &forfeits {
        match crate::play::forfeit(state, &crate::stored_id::game(game)?, member.id).await {
            // Ended meanwhile: nothing left to forfeit.
            Ok(_) | Err(crate::play::PlayError::Rule(_)) => {}
            Err(error) => return Err(ClubError::Internal(error.into())),
        }
    }
    Ok(())
}

/// `member` is banned or deletes their account: they direct no club any
/// more, and a club they were the last director of passes to its
/// longest-standing member (decisions of turn 3: "a club always has a
/// director").
///
/// # Errors
/// The database failed (what was done stays done; running it again
/// finishes the rest).
pub(crate) async fn hand_over_clubs(state: &AppState, member: &UserRow) -> Result<(), ClubError> {
    for club in state.store.clubs_directed_by(member.id).await? {
        let mut tx = state.store.begin().await?;
        take(&mut tx, ClubId(club)).await?;
        tx.drop_club_director(club, member.id).await?;
        let (_, directors) = tx.club_others(club, member.id).await?;
        if directors == 0
            && let Some(successor) = tx.club_successor(club, member.id).await?
        {
            tx.make_club_director(club, successor).await?;
            tracing::info!(club, successor = %successor, "a club passed to its longest-standing member");
        }
        tx.commit().await?;
    }
    Ok(())
}
