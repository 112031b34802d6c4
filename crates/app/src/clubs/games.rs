//! Club games over the board (clubs-and-ladder.md "Events", decisions):
//! White reports the result with the day it was played, and it counts at
//! once; Black confirms or disputes it; a director enters any result, and
//! confirms or corrects a reported one. A correction replays every later
//! change. A result is recorded once (decisions of turn 3): the same
//! report again is a duplicate unless it gives the number of another game
//! played alike that day.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    AnswerRefused, Answerer, ClubControl, ClubGame, ClubGameStatus, ClubId, GameAnswer, GameNumber,
    GameResult, SamePlayer, UnrecordablePlayer, recordable, two_players,
};
use redqueen_domain::vacation::Day;
use redqueen_store::{ClubGameKey, GameReport, NewClubEvent, SequenceEntry, StoreError, Tx};

use super::ClubError;
use super::membership::{is_director, named_as_typed, take_as_director};
use super::notices::{ResultNews, result_disputed, result_to_confirm};
use super::sequence::{append, replay, take};
use crate::state::AppState;

/// A game to record, its result, day, clock and number read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordGame {
    /// The players' usernames, as typed: each is looked up.
    pub white: String,
    pub black: String,
    pub result: GameResult,
    /// Not in the future ([`not_in_future`](redqueen_domain::club::not_in_future)).
    pub played_on: Day,
    pub control: ClubControl,
    /// The game's number among those alike that day (same players,
    /// result, clock).
    pub game_number: GameNumber,
}

/// `by` records a game: White reports it, or a director enters it (then
/// it stands confirmed). Returns the game's id.
///
/// # Errors
/// [`ClubError`]: a player not a member or not on the ladder, the same
/// player twice, `by` neither White nor a director, a day before a player
/// joined, the same report as a game recorded before.
pub async fn record_game(
    state: &AppState,
    club: ClubId,
    by: MemberId,
    report: &RecordGame,
) -> Result<i64, ClubError> {
    match record_once(state, club, by, report).await {
        // Two identical reports raced past the check (the index
        // `club_events_game_number` kept one): run again, and the check
        // names the one recorded.
        Err(ClubError::Internal(error))
            if matches!(
                error.downcast_ref::<StoreError>(),
                Some(StoreError::Conflict("game_number"))
            ) =>
        {
            record_once(state, club, by, report).await
        }
        other => other,
    }
}

async fn record_once(
    state: &AppState,
    club: ClubId,
    by: MemberId,
    report: &RecordGame,
) -> Result<i64, ClubError> {
    let now = state.now();
    let RecordGame {
        result,
        played_on,
        control,
        game_number: number,
        ..
    } = *report;
    let (white, black) = (
        named_as_typed(state, &report.white).await?,
        named_as_typed(state, &report.black).await?,
    );
    two_players(&white.id, &black.id).map_err(|SamePlayer| ClubError::SamePlayer)?;
    let mut tx = state.store.begin().await?;
    let mut taken = take(&mut tx, club).await?;
    let director = is_director(&mut tx, club, by).await?;
    if !director && by != white.id {
        return Err(ClubError::NotWhite);
    }
    for player in [&white, &black] {
        let member = tx.club_member(club.0, player.id).await?;
        let is_member =
            member.is_some_and(|m| m.status == redqueen_domain::club::Membership::Member);
        recordable(&taken.history, &player.id, is_member, played_on).map_err(|refused| {
            let name = player.username.clone();
            match refused {
                UnrecordablePlayer::NotMember => ClubError::NotMember(name),
                UnrecordablePlayer::NotOnLadder => ClubError::NotOnLadder(name),
                UnrecordablePlayer::BeforeJoining => ClubError::BeforeJoining(name),
            }
        })?;
    }
    let key = ClubGameKey {
        white: white.id,
        black: black.id,
        on: played_on,
        result,
        control,
    };
    // Decisions of turn 3: one report per result. Under the club's lock
    // the games alike read here are every one committed.
    let alike = tx.club_games_alike(club.0, &key).await?;
    if let Some(first) = alike.iter().find(|g| number_of(g) == Some(number.get())) {
        return Err(duplicate(first, &alike, &white.username, &black.username));
    }
    let game = ClubGame {
        white: white.id,
        black: black.id,
        outcome: result.outcome(),
        played_on,
        control,
        ladder: true,
        rated_in: None,
    };
    let report = GameReport {
        result,
        status: if director {
            ClubGameStatus::Confirmed
        } else {
            ClubGameStatus::Reported
        },
        recorded_by: Some(by),
        number: Some(number.get()),
    };
    let event = NewClubEvent::game(game, report, now);
    let (id, _) = append(&mut tx, &mut taken, &event).await?;
    if !director {
        // White's report counts at once; Black is told, to confirm it.
        let news = ResultNews {
            club,
            club_name: &taken.row.name,
            event: None,
            white: &white.username,
            black: &black.username,
            result,
            played_on,
        };
        result_to_confirm(state, &mut tx, black.id, &news).await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// The refusal of a report alike to `first`, naming it and the number
/// another game of the day would take.
fn duplicate(
    first: &SequenceEntry,
    alike: &[SequenceEntry],
    white: &str,
    black: &str,
) -> ClubError {
    let report = first.game().map(|(_, report)| report);
    ClubError::DuplicateGame {
        id: first.id,
        white: white.to_owned(),
        black: black.to_owned(),
        result: report.map_or("", |r| r.result.as_str()).to_owned(),
        played_on: first.on_day.to_string(),
        status: report.map_or(ClubGameStatus::Confirmed, |r| r.status),
        next: next_number(alike),
    }
}

/// A game's number among the games alike, for one over the board.
fn number_of(entry: &SequenceEntry) -> Option<i32> {
    entry.game().and_then(|(_, report)| report.number)
}

/// The first number no game alike has.
fn next_number(alike: &[SequenceEntry]) -> i32 {
    alike
        .iter()
        .filter_map(number_of)
        .max()
        .unwrap_or(0)
        .saturating_add(1)
}

/// A ladder game of the club's own (not a club event's), with its report.
fn ladder_game(entry: &SequenceEntry) -> Option<(&ClubGame<MemberId>, &GameReport)> {
    entry
        .game()
        .filter(|(game, _)| game.ladder && entry.tournament.is_none())
}

/// `by` confirms or disputes recorded game `game`.
///
/// # Errors
/// [`ClubError`]: no such game, `by` not Black (a director may confirm),
/// a game already settled.
pub async fn answer_game(
    state: &AppState,
    club: ClubId,
    game: i64,
    by: MemberId,
    answer: GameAnswer,
) -> Result<(), ClubError> {
    let mut tx = state.store.begin().await?;
    let taken = take(&mut tx, club).await?;
    let entry = tx
        .club_event(club.0, game)
        .await?
        .ok_or(ClubError::NoSuchGame)?;
    let (played, report) = ladder_game(&entry).ok_or(ClubError::NoSuchGame)?;
    let director = is_director(&mut tx, club, by).await?;
    let status = report.status;
    let by = Answerer {
        black: played.black == by,
        director,
    };
    let next = status
        .answered(answer, by)
        .map_err(|refused| match refused {
            AnswerRefused::Settled(status) => ClubError::GameSettled(status),
            AnswerRefused::NotBlack => ClubError::NotBlack,
        })?;
    tx.set_club_game_status(game, next).await?;
    if next == ClubGameStatus::Disputed {
        let (white, black, result) = (played.white, played.black, report.result);
        // The directors are told, to confirm or correct it.
        let names = state.store.users_by_ids(&[white, black]).await?;
        let name = |id: MemberId| {
            names
                .iter()
                .find(|u| u.id == id)
                .map(|u| u.username.clone())
                .unwrap_or_default()
        };
        let (white, black) = (name(white), name(black));
        let news = ResultNews {
            club,
            club_name: &taken.row.name,
            event: None,
            white: &white,
            black: &black,
            result,
            played_on: entry.on_day,
        };
        result_disputed(state, &mut tx, &news).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// A director corrects recorded game `game` to `result`: every later
/// change of the ladder is replayed.
///
/// # Errors
/// [`ClubError`]: not a director, no such game.
pub async fn correct_game(
    state: &AppState,
    club: ClubId,
    game: i64,
    director: MemberId,
    result: GameResult,
) -> Result<(), ClubError> {
    let mut tx = state.store.begin().await?;
    let mut taken = take_as_director(&mut tx, club, director).await?;
    let entry = tx
        .club_event(club.0, game)
        .await?
        .ok_or(ClubError::NoSuchGame)?;
    let (played, report) = ladder_game(&entry).ok_or(ClubError::NoSuchGame)?;
    let number = corrected_number(&mut tx, club, &entry, played, report, result).await?;
    tx.correct_club_game(game, result, number, state.now())
        .await?;
    replay(&mut tx, &mut taken).await?;
    tx.commit().await?;
    Ok(())
}

/// A corrected game's number among the games alike under its new result:
/// its own when free, else the next (the correction is of a real game, and
/// stays one of its own).
async fn corrected_number(
    tx: &mut Tx,
    club: ClubId,
    entry: &SequenceEntry,
    played: &ClubGame<MemberId>,
    report: &GameReport,
    result: GameResult,
) -> Result<Option<i32>, ClubError> {
    let Some(number) = report.number else {
        return Ok(None);
    };
    let key = ClubGameKey {
        white: played.white,
        black: played.black,
        on: entry.on_day,
        result,
        control: played.control,
    };
    let alike: Vec<SequenceEntry> = tx
        .club_games_alike(club.0, &key)
        .await?
        .into_iter()
        .filter(|g| g.id != entry.id)
        .collect();
    Ok(Some(
        if alike.iter().any(|g| number_of(g) == Some(number)) {
            next_number(&alike)
        } else {
            number
        },
    ))
}
