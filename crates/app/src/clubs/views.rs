//! What the club pages and the API read besides the ladder and the games
//! (`view.rs`): the list of clubs with the results waiting for a member,
//! a club with its members, its events, a player's card, and whether a
//! member directs a club.

use redqueen_domain::account::{MemberId, Username};
use redqueen_domain::club::{ClubId, RankChange};
use redqueen_store::{ClubMemberRow, ClubResultWaiting, ClubRow, ClubTournamentRow};

use super::ClubError;
use super::view::{GameLine, HistoryLine, LadderLine, card_history, games, ladder};
use crate::accounts::find_member;
use crate::state::AppState;

/// Clubs listed.
const LISTED: i64 = 200;

/// The clubs, and the results waiting for a member: to confirm as Black,
/// to settle as a director.
#[derive(Debug, Clone)]
pub struct ClubDirectory {
    pub clubs: Vec<ClubRow>,
    pub waiting: Vec<ClubResultWaiting>,
}

/// The clubs, with the results waiting for `viewer` (none for a visitor).
///
/// # Errors
/// The database failed.
pub async fn directory(
    state: &AppState,
    viewer: Option<MemberId>,
) -> Result<ClubDirectory, ClubError> {
    let clubs = state.store.clubs(LISTED, 0).await?;
    let waiting = match viewer {
        Some(viewer) => state.store.club_results_waiting(viewer).await?,
        None => Vec::new(),
    };
    Ok(ClubDirectory { clubs, waiting })
}

/// Club `club`.
///
/// # Errors
/// [`ClubError::NotFound`]; the database.
pub async fn club(state: &AppState, club: ClubId) -> Result<ClubRow, ClubError> {
    state.store.club(club.0).await?.ok_or(ClubError::NotFound)
}

/// Club `club` with the names of its directors.
///
/// # Errors
/// [`ClubError::NotFound`]; the database.
pub async fn club_with_directors(
    state: &AppState,
    id: ClubId,
) -> Result<(ClubRow, Vec<String>), ClubError> {
    let row = club(state, id).await?;
    let directors = state
        .store
        .club_members(id.0)
        .await?
        .into_iter()
        .filter(|m| m.is_director)
        .map(|m| m.username)
        .collect();
    Ok((row, directors))
}

/// A club's page: its ladder, its members and requests, its recorded
/// games in the order recorded.
#[derive(Debug, Clone)]
pub struct ClubPage {
    pub club: ClubRow,
    pub ladder: Vec<LadderLine>,
    pub members: Vec<ClubMemberRow>,
    pub games: Vec<GameLine>,
}

/// The page of club `club`.
///
/// # Errors
/// [`ClubError::NotFound`]; the database.
pub async fn club_page(state: &AppState, club: ClubId) -> Result<ClubPage, ClubError> {
    let (row, ladder) = ladder(state, club).await?;
    let members = state.store.club_members(club.0).await?;
    let games = games(state, club).await?;
    Ok(ClubPage {
        club: row,
        ladder,
        members,
        games,
    })
}

/// Club `club` and its events, the latest first.
///
/// # Errors
/// [`ClubError::NotFound`]; the database.
pub async fn club_events(
    state: &AppState,
    id: ClubId,
) -> Result<(ClubRow, Vec<ClubTournamentRow>), ClubError> {
    let row = club(state, id).await?;
    let events = state.store.club_tournaments(id.0).await?;
    Ok((row, events))
}

/// A player's index card in a club, and the history of their rank.
#[derive(Debug, Clone)]
pub struct PlayerCard {
    pub club: ClubRow,
    pub username: String,
    /// `None` off the ladder.
    pub line: Option<LadderLine>,
    /// Newest first.
    pub history: Vec<HistoryLine>,
}

/// The card of the member called `username` in club `club`; `None` when
/// nobody is called that, or they were never on the club's ladder.
///
/// # Errors
/// [`ClubError::NotFound`]; the database.
pub async fn player_card(
    state: &AppState,
    club: ClubId,
    username: &Username,
) -> Result<Option<PlayerCard>, ClubError> {
    let Some(member) = find_member(state, username).await? else {
        return Ok(None);
    };
    let (row, ladder) = ladder(state, club).await?;
    let history = card_history(state, club, member.id).await?;
    let line = ladder.into_iter().find(|l| l.member == member.id);
    if line.is_none() && history.is_empty() {
        return Ok(None);
    }
    Ok(Some(PlayerCard {
        club: row,
        username: member.username,
        line,
        history,
    }))
}

/// Whether `member` (`None`: a visitor) directs club `club`: the pages
/// show the directors' forms.
///
/// # Errors
/// The database failed.
pub async fn directs(
    state: &AppState,
    club: ClubId,
    member: Option<MemberId>,
) -> Result<bool, ClubError> {
    let Some(member) = member else {
        return Ok(false);
    };
    Ok(state
        .store
        .club_member(club.0, member)
        .await?
        .is_some_and(|m| m.is_director))
}

/// The drops of a decay with the players' names (`None` for an account
/// gone since).
///
/// # Errors
/// The database failed.
pub async fn named_drops(
    state: &AppState,
    drops: &[RankChange<MemberId>],
) -> Result<Vec<RankChange<Option<String>>>, ClubError> {
    let ids: Vec<MemberId> = drops.iter().map(|d| d.player).collect();
    let names = state.store.users_by_ids(&ids).await?;
    Ok(drops
        .iter()
        .map(|d| RankChange {
            player: names
                .iter()
                .find(|u| u.id == d.player)
                .map(|u| u.username.clone()),
            from: d.from,
            to: d.to,
            cause: d.cause,
        })
        .collect())
}
