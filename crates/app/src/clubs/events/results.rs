//! Results of an event's boards (clubs-and-ladder.md "Over the board"):
//! White reports and it counts at once, Black confirms or disputes, a
//! director enters or corrects any result (a correction replays every
//! later change). A game between two club members joins the club's
//! sequence. When the round's last result is in, an SLQ round is rated;
//! when the last round's is, the event ends: rated from the ratings at its
//! start, or, for the SLQ, the ladder placed from its standings.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    Answerer, BoardKind, ClubGame, ClubGameStatus, ClubHistory, ClubId, EventFormat, EventId,
    EventStatus, GameAnswer, GameResult,
};
use redqueen_store::{ClubBoardRow, GameReport, NewClubEvent, SequenceEntry, Tx};

use super::super::ClubError;
use super::super::membership::is_director;
use super::super::notices::{ResultNews, result_disputed, result_to_confirm};
use super::super::sequence::{Taken, append, replay, season_of, take};
use super::standings::section_standings;
use super::{Loaded, missing_results, period, total_rounds};
use crate::state::AppState;

/// What is said of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardAction {
    /// White reports (or a director enters) the result.
    Report(GameResult),
    Confirm,
    Dispute,
    /// A director corrects (or enters) the result.
    Correct(GameResult),
}

/// `by` acts on board `board` of event `event`.
///
/// # Errors
/// [`ClubError`]: no such event or board, a board without a game, a
/// result from someone who is neither White nor a director, an answer
/// from someone not Black, a settled game.
pub async fn act_on_board(
    state: &AppState,
    club: ClubId,
    event: EventId,
    board: i64,
    by: MemberId,
    action: BoardAction,
) -> Result<(), ClubError> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let mut taken = take(&mut tx, club).await?;
    let director = is_director(&mut tx, club, by).await?;
    let loaded = Loaded::read(&mut tx, club, event).await?;
    let row = loaded
        .boards
        .iter()
        .find(|b| b.id == board)
        .ok_or(ClubError::NoSuchBoard)?
        .clone();
    let playing = row.white_id == by || row.black_id == Some(by);
    match action {
        BoardAction::Report(result) | BoardAction::Correct(result) => {
            if row.kind != BoardKind::Game {
                return Err(ClubError::NoGame);
            }
            let correcting = matches!(action, BoardAction::Correct(_));
            if correcting && !director {
                return Err(ClubError::NotDirector);
            }
            if row.result.is_some() && !correcting {
                return Err(ClubError::AlreadyReported);
            }
            if row.result.is_none() && row.game_id.is_some() {
                return Err(ClubError::PlayedOnServer);
            }
            if !director && row.white_id != by {
                return Err(if playing {
                    ClubError::NotWhite
                } else {
                    ClubError::NotAPlayer
                });
            }
            let status = if director {
                ClubGameStatus::Confirmed
            } else {
                ClubGameStatus::Reported
            };
            if row.result.is_some() {
                correct(&mut tx, &mut taken, &loaded, &row, result, now).await?;
            } else {
                let recorded = Recorded {
                    result,
                    status,
                    by: Some(by),
                    now,
                };
                record(&mut tx, &mut taken, &loaded, &row, recorded).await?;
                close_if_complete(&mut tx, &mut taken, club, event, now).await?;
                if let (ClubGameStatus::Reported, Some(black)) = (status, row.black_id) {
                    // White's report counts at once; Black is told.
                    let news = news_of(&taken, &loaded, &row, result);
                    result_to_confirm(state, &mut tx, black, &news).await?;
                }
            }
        }
        BoardAction::Confirm | BoardAction::Dispute => {
            let (Some(result), BoardKind::Game) = (row.result, row.kind) else {
                return Err(ClubError::NoGame);
            };
            let answer = if action == BoardAction::Confirm {
                GameAnswer::Confirm
            } else {
                GameAnswer::Dispute
            };
            let status = row.status.unwrap_or(ClubGameStatus::Confirmed);
            let by = Answerer {
                black: row.black_id == Some(by),
                director,
            };
            let next = status.answered(answer, by)?;
            tx.set_club_board_result(row.id, result, next, None).await?;
            if let Some(entry) = row.club_event_id {
                tx.set_club_game_status(entry, next).await?;
            }
            if next == ClubGameStatus::Disputed {
                let news = news_of(&taken, &loaded, &row, result);
                result_disputed(state, &mut tx, &news).await?;
            }
        }
    }
    tx.commit().await?;
    Ok(())
}

/// A board's result as the emails tell it.
fn news_of<'a>(
    taken: &'a Taken,
    loaded: &'a Loaded,
    board: &'a ClubBoardRow,
    result: GameResult,
) -> ResultNews<'a> {
    ResultNews {
        club: ClubId(taken.row.id),
        club_name: &taken.row.name,
        event: Some((loaded.row.id, &loaded.row.name)),
        white: &board.white_name,
        black: board.black_name.as_deref().unwrap_or_default(),
        result,
        played_on: board.played_on,
    }
}

/// A board's first result as given.
#[derive(Debug, Clone, Copy)]
struct Recorded {
    result: GameResult,
    status: ClubGameStatus,
    /// Who gave it; `None` for a game played on the server.
    by: Option<MemberId>,
    now: i64,
}

/// A board's first result: into the club's sequence when both players
/// are club members (an SLQ game rated with its round, any other with
/// the event), and onto the board.
async fn record(
    tx: &mut Tx,
    taken: &mut Taken,
    loaded: &Loaded,
    board: &ClubBoardRow,
    given: Recorded,
) -> Result<(), ClubError> {
    let Recorded {
        result,
        status,
        by,
        now,
    } = given;
    let members = [Some(board.white_id), board.black_id]
        .iter()
        .all(|p| p.and_then(|p| loaded.entry(p)).is_some_and(|e| e.is_member));
    let mut entry = None;
    if let (true, Some(black)) = (members, board.black_id) {
        let slq = matches!(loaded.row.format, EventFormat::Slq { .. });
        let game = ClubGame {
            white: board.white_id,
            black,
            outcome: result.outcome(),
            played_on: board.played_on,
            control: loaded.row.time_control,
            ladder: !slq,
            rated_in: Some(period(loaded.row.id, if slq { board.round } else { 0 })),
        };
        let report = GameReport {
            result,
            status,
            recorded_by: by,
            number: None,
        };
        let event = NewClubEvent::game(game, report, now);
        entry = Some(append(tx, taken, &event).await?.0);
    }
    tx.set_club_board_result(board.id, result, status, entry)
        .await?;
    Ok(())
}

/// The result of a board's game played on the server, as it ends, in the
/// game's transaction (the club taken); `false` when the game is no
/// event's.
pub(crate) async fn record_server_game(
    tx: &mut Tx,
    taken: &mut Taken,
    game: &str,
    result: GameResult,
    now: i64,
) -> Result<bool, ClubError> {
    let Some((event, board)) = tx.club_board_of_game(game).await? else {
        return Ok(false);
    };
    let club = ClubId(taken.row.id);
    let loaded = Loaded::read(tx, club, EventId(event)).await?;
    let Some(row) = loaded
        .boards
        .iter()
        .find(|b| b.id == board && b.result.is_none())
        .cloned()
    else {
        return Ok(true);
    };
    let given = Recorded {
        result,
        status: ClubGameStatus::Confirmed,
        by: None,
        now,
    };
    record(tx, taken, &loaded, &row, given).await?;
    close_if_complete(tx, taken, club, EventId(event), now).await?;
    Ok(true)
}

/// The SLQ's members in the order of its standings (score, the
/// tie-breaks, the lot), `history` being the club as the SLQ ends: the
/// placement's order for ties of club rating, as a JSON array of ids.
fn placement_order(loaded: &Loaded, history: &ClubHistory<MemberId>) -> Vec<MemberId> {
    let ratings = |p: MemberId| history.card(&p).map(|c| c.rating);
    section_standings(&loaded.row, &loaded.entries, &loaded.boards, 1, ratings)
        .iter()
        .filter(|s| loaded.entry(s.player).is_some_and(|e| e.is_member))
        .map(|s| s.player)
        .collect()
}

/// A director's correction: the board, and the sequence replayed. A
/// correction in a finished SLQ places the ladder again from the corrected
/// standings (decisions of turn 3), ties included.
async fn correct(
    tx: &mut Tx,
    taken: &mut Taken,
    loaded: &Loaded,
    board: &ClubBoardRow,
    result: GameResult,
    now: i64,
) -> Result<(), ClubError> {
    tx.set_club_board_result(board.id, result, ClubGameStatus::Confirmed, None)
        .await?;
    if let Some(entry) = board.club_event_id {
        tx.correct_club_game(entry, result, None, now).await?;
        if matches!(loaded.row.format, EventFormat::Slq { .. }) {
            place_again(tx, taken, EventId(loaded.row.id)).await?;
        }
        replay(tx, taken).await?;
    }
    Ok(())
}

/// Rewrites the placement of SLQ `event`, if it ended: its standings read
/// again from the boards as corrected, with the club ratings of the
/// corrected sequence as it stood at the placement.
async fn place_again(tx: &mut Tx, taken: &Taken, event: EventId) -> Result<(), ClubError> {
    let club = taken.row.id;
    let events = tx.club_events(club).await?;
    let Some(at) = events
        .iter()
        .position(|e| e.places_ladder() && e.tournament == Some(event.0))
    else {
        return Ok(());
    };
    let before: Vec<_> = events[..at].iter().map(SequenceEntry::event).collect();
    let history = ClubHistory::replay(season_of(&taken.row), &before);
    let loaded = Loaded::read(tx, ClubId(club), event).await?;
    let standings = placement_order(&loaded, &history);
    tx.set_club_event_players(events[at].id, &standings).await?;
    Ok(())
}

/// When every result of the current round is in: an SLQ round is rated,
/// and after the last round the event ends.
pub(crate) async fn close_if_complete(
    tx: &mut Tx,
    taken: &mut Taken,
    club: ClubId,
    event: EventId,
    now: i64,
) -> Result<(), ClubError> {
    let loaded = Loaded::read(tx, club, event).await?;
    let round = loaded.row.rounds_paired;
    if loaded.row.status != EventStatus::Running || missing_results(&loaded.boards, round) > 0 {
        return Ok(());
    }
    if matches!(loaded.row.format, EventFormat::Slq { .. }) {
        let today = redqueen_domain::vacation::Day::containing(now);
        let table = loaded.row.format.rating_table(loaded.row.time_control);
        let rated = NewClubEvent::rated(period(event.0, round), table, today, now);
        append(tx, taken, &rated).await?;
    }
    if u32::try_from(round).unwrap_or(0) >= total_rounds(loaded.row.format, &loaded.entries) {
        finish(tx, taken, event, club, now).await?;
    }
    Ok(())
}

/// The event ends: rated at its end, or the SLQ's ladder placed.
pub(crate) async fn finish(
    tx: &mut Tx,
    taken: &mut Taken,
    event: EventId,
    club: ClubId,
    now: i64,
) -> Result<(), ClubError> {
    let loaded = Loaded::read(tx, club, event).await?;
    let today = redqueen_domain::vacation::Day::containing(now);
    if matches!(loaded.row.format, EventFormat::Slq { .. }) {
        let standings = placement_order(&loaded, &taken.history);
        append(
            tx,
            taken,
            &NewClubEvent::placed(event.0, standings, today, now),
        )
        .await?;
    } else {
        let table = loaded.row.format.rating_table(loaded.row.time_control);
        let rated = NewClubEvent::rated(period(event.0, 0), table, today, now);
        append(tx, taken, &rated).await?;
    }
    tx.set_club_tournament_progress(
        event.0,
        loaded.row.rounds_paired,
        EventStatus::Finished,
        Some(now),
    )
    .await?;
    Ok(())
}
