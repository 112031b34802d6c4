//! Club games over the board (clubs-and-ladder.md "Events", decisions):
//! White reports the result with the day it was played, and it counts at
//! once; Black confirms or disputes it; a director enters any result, and
//! confirms or corrects a reported one. A correction replays every later
//! change.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{ClubControl, ClubEventKind, ClubGameStatus, ClubResult};
use redqueen_domain::vacation::Day;
use redqueen_store::NewClubEvent;

use super::ClubError;
use super::membership::{is_director, named, take_as_director};
use super::sequence::{append, replay, take};
use crate::state::AppState;

/// A game to record, as typed.
#[derive(Debug, Clone, Copy)]
pub struct GameReport<'a> {
    pub white: &'a str,
    pub black: &'a str,
    pub result: &'a str,
    pub played_on: &'a str,
    pub control: &'a str,
}

/// Reads a `YYYY-MM-DD` day of `field`, not in the future.
pub(crate) fn past_day(text: &str, field: &'static str, today: Day) -> Result<Day, ClubError> {
    let day: Day = text.trim().parse().map_err(|_| ClubError::Date { field })?;
    if day > today {
        return Err(ClubError::FutureDate { field });
    }
    Ok(day)
}

/// `by` records a game: White reports it, or a director enters it (then
/// it stands confirmed). Returns the game's id.
///
/// # Errors
/// [`ClubError`]: a player not a member or not on the ladder, the same
/// player twice, `by` neither White nor a director, a bad result, time
/// control or day, a day in the future or before a player joined.
pub async fn record_game(
    state: &AppState,
    club: i64,
    by: MemberId,
    report: &GameReport<'_>,
) -> Result<i64, ClubError> {
    let now = state.now();
    let today = Day::containing(now);
    let result: ClubResult = report
        .result
        .trim()
        .parse()
        .map_err(|_| ClubError::Result)?;
    let control: ClubControl =
        report
            .control
            .parse()
            .map_err(|e: redqueen_domain::club::UnknownClubControl| {
                ClubError::TimeControl(e.to_string())
            })?;
    let played_on = past_day(report.played_on, "playedOn", today)?;
    let (white, black) = (
        named(state, report.white).await?,
        named(state, report.black).await?,
    );
    if white.id == black.id {
        return Err(ClubError::SamePlayer);
    }
    let mut tx = state.store.begin().await?;
    let mut taken = take(&mut tx, club).await?;
    let director = is_director(&mut tx, club, by).await?;
    if !director && by != white.id {
        return Err(ClubError::NotWhite);
    }
    for player in [&white, &black] {
        let member = tx.club_member(club, player.id).await?;
        if !member.is_some_and(|m| m.status == redqueen_domain::club::Membership::Member) {
            return Err(ClubError::NotMember(player.username.clone()));
        }
        if taken.history.ladder().rank_of(&player.id).is_none() {
            return Err(ClubError::NotOnLadder(player.username.clone()));
        }
        let joined = taken.history.card(&player.id).map(|c| c.joined_on);
        if joined.is_some_and(|j| played_on < j) {
            return Err(ClubError::BeforeJoining(player.username.clone()));
        }
    }
    let event = NewClubEvent {
        status: Some(if director {
            ClubGameStatus::Confirmed
        } else {
            ClubGameStatus::Reported
        }),
        recorded_by: Some(by),
        ..NewClubEvent::game(white.id, black.id, result, control, played_on, now)
    };
    let (id, _) = append(&mut tx, &mut taken, &event).await?;
    tx.commit().await?;
    Ok(id)
}

/// What a player or a director says of a recorded game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameAnswer {
    /// Black (or a director) agrees with the report.
    Confirm,
    /// Black does not.
    Dispute,
}

/// `by` confirms or disputes recorded game `game`.
///
/// # Errors
/// [`ClubError`]: no such game, `by` not Black (a director may confirm),
/// a game already settled.
pub async fn answer_game(
    state: &AppState,
    club: i64,
    game: i64,
    by: MemberId,
    answer: GameAnswer,
) -> Result<(), ClubError> {
    let mut tx = state.store.begin().await?;
    take(&mut tx, club).await?;
    let row = tx
        .club_event(club, game)
        .await?
        .filter(|e| e.kind == ClubEventKind::Game && e.tournament_id.is_none())
        .ok_or(ClubError::NoSuchGame)?;
    let director = is_director(&mut tx, club, by).await?;
    let status = row.status.unwrap_or(ClubGameStatus::Confirmed);
    let next = answered(answer, status, row.black_id == Some(by), director)?;
    tx.set_club_game_status(game, next).await?;
    tx.commit().await?;
    Ok(())
}

/// Where a game stands after `answer` by Black (`black`) or a director.
pub(crate) fn answered(
    answer: GameAnswer,
    status: ClubGameStatus,
    black: bool,
    director: bool,
) -> Result<ClubGameStatus, ClubError> {
    match (answer, status) {
        (_, ClubGameStatus::Confirmed) => Err(ClubError::GameSettled(ClubGameStatus::Confirmed)),
        (GameAnswer::Confirm, _) if black || director => Ok(ClubGameStatus::Confirmed),
        (GameAnswer::Dispute, ClubGameStatus::Reported) if black => Ok(ClubGameStatus::Disputed),
        (GameAnswer::Dispute, ClubGameStatus::Disputed) if black => {
            Err(ClubError::GameSettled(ClubGameStatus::Disputed))
        }
        _ => Err(ClubError::NotBlack),
    }
}

/// A director corrects recorded game `game` to `result`: every later
/// change of the ladder is replayed.
///
/// # Errors
/// [`ClubError`]: not a director, no such game, a bad result.
pub async fn correct_game(
    state: &AppState,
    club: i64,
    game: i64,
    director: MemberId,
    result: &str,
) -> Result<(), ClubError> {
    let result: ClubResult = result.trim().parse().map_err(|_| ClubError::Result)?;
    let mut tx = state.store.begin().await?;
    let mut taken = take_as_director(&mut tx, club, director).await?;
    tx.club_event(club, game)
        .await?
        .filter(|e| e.kind == ClubEventKind::Game && e.tournament_id.is_none())
        .ok_or(ClubError::NoSuchGame)?;
    tx.correct_club_game(game, result, state.now()).await?;
    replay(&mut tx, &mut taken).await?;
    tx.commit().await?;
    Ok(())
}
