//! The director starts a round when the players are at the boards
//! (the club events issue, "Rounds over the board"): the server pairs
//! every section — by Berger table in a round robin, by the Swiss rules
//! otherwise — and stores the boards, byes, rests and forfeits. The first
//! round seats the field: strongest first by club rating (a non-member
//! counts as a new member, 1200), split into the format's sections, a
//! round robin's seats drawn by lot. The next round is paired once every
//! result of the round is in.

use rand::seq::SliceRandom;
use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    BoardKind, CLUB_START_RATING, ClubId, EventFormat, EventId, EventStatus, SectionPast,
    pair_section,
};
use redqueen_domain::game::{Origin, TimeControl};
use redqueen_domain::vacation::Day;
use redqueen_store::{ClubEntryRow, ClubTournamentRow, GameRow, NewClubBoard, NewClubEvent, Tx};

use super::super::ClubError;
use super::super::membership::take_as_director;
use super::super::sequence::{Taken, append};
use super::results::close_if_complete;
use super::{
    Loaded, draws, missing_results, period, section_byes, section_games, sections, total_rounds,
    withdrawn,
};
use crate::play::{NewGame, commit_announcing, insert_new_game, new_game_id};
use crate::state::AppState;

/// `director` starts the next round of event `event`; returns its number.
///
/// # Errors
/// [`ClubError`]: not a director, no such event, a finished event, every
/// round paired, results of the previous round missing, fewer than two
/// players.
pub async fn start_round(
    state: &AppState,
    club: ClubId,
    event: EventId,
    director: MemberId,
) -> Result<i32, ClubError> {
    let now = state.now();
    let today = Day::containing(now);
    let mut tx = state.store.begin().await?;
    let mut taken = take_as_director(&mut tx, club, director).await?;
    let mut loaded = Loaded::read(&mut tx, club, event).await?;
    let row = &loaded.row;
    if row.status == EventStatus::Finished {
        return Err(ClubError::EventFinished);
    }
    let previous = row.rounds_paired;
    let missing = missing_results(&loaded.boards, previous);
    if missing > 0 {
        return Err(ClubError::ResultsMissing(missing));
    }
    let round = previous + 1;
    if previous == 0 {
        let active = loaded.entries.len();
        if active < 2 {
            return Err(ClubError::TooFewEntries);
        }
        seat_field(&mut tx, &taken, &loaded).await?;
        loaded = Loaded::read(&mut tx, club, event).await?;
        begin_ratings(&mut tx, &mut taken, &loaded, today, now).await?;
    } else if u32::try_from(previous).unwrap_or(0)
        >= total_rounds(loaded.row.format, &loaded.entries)
    {
        return Err(ClubError::AllRoundsPaired);
    }
    let row = &loaded.row;
    if matches!(row.format, EventFormat::Slq { .. }) {
        let starts = NewClubEvent::period_start(period(event.0, round), today, now);
        append(&mut tx, &mut taken, &starts).await?;
    }
    let gone = withdrawn(&loaded.entries);
    let mut unpairable = false;
    let mut started = Vec::new();
    for (section, seats) in sections(&loaded.entries) {
        let seeds = seeds_of(&seats);
        let seats: Vec<MemberId> = seats.iter().map(|e| e.member_id).collect();
        let games = section_games(&loaded.boards, section);
        let byes = section_byes(&loaded.boards, section);
        let past = SectionPast {
            seats: &seats,
            seeds: &seeds,
            withdrawn: &gone,
            games: &games,
            byes: &byes,
        };
        let purpose = (u64::from(round.unsigned_abs()) << 16) | u64::from(section.unsigned_abs());
        let Ok(paired) = pair_section(
            row.format,
            round.unsigned_abs(),
            &past,
            &mut draws(row.seed, purpose),
        ) else {
            // tournaments.md: with no valid pairing "the tournament ends
            // after the previous round, and this is reported".
            unpairable = true;
            continue;
        };
        let mut boards = Vec::new();
        boards.extend(
            paired
                .games
                .iter()
                .map(|p| (BoardKind::Game, p.white, Some(p.black), None)),
        );
        boards.extend(paired.forfeits.iter().map(|f| {
            (
                BoardKind::Forfeit,
                f.pairing.white,
                Some(f.pairing.black),
                Some(f.result),
            )
        }));
        boards.extend(paired.bye.map(|p| (BoardKind::Bye, p, None, None)));
        boards.extend(paired.resting.map(|p| (BoardKind::Rest, p, None, None)));
        for (board, (kind, white, black, result)) in (1..).zip(boards) {
            let id = tx
                .insert_club_board(
                    event.0,
                    &NewClubBoard {
                        round,
                        section,
                        board,
                        kind,
                        white,
                        black,
                        result,
                        played_on: today,
                    },
                )
                .await?;
            if let (true, BoardKind::Game, Some(black)) = (row.on_server, kind, black) {
                started.push(start_game(&mut tx, club, row, id, (white, black), now).await?);
            }
        }
    }
    if unpairable && previous > 0 {
        tx.set_club_tournament_progress(event.0, previous, EventStatus::Running, None)
            .await?;
        super::results::finish(&mut tx, &mut taken, event, club, now).await?;
        commit_announcing(state, tx, &started).await?;
        return Err(ClubError::AllRoundsPaired);
    }
    tx.set_club_tournament_progress(event.0, round, EventStatus::Running, None)
        .await?;
    close_if_complete(&mut tx, &mut taken, club, event, now).await?;
    // The players' event streams hear of their games from this commit,
    // on every server.
    commit_announcing(state, tx, &started).await?;
    Ok(round)
}

/// A board of an event played on the server: its game, with the event's
/// G/N clock (a club game: the rules of chess only, unrated on the site),
/// colours as paired.
async fn start_game(
    tx: &mut Tx,
    club: ClubId,
    row: &ClubTournamentRow,
    board: i64,
    (white, black): (MemberId, MemberId),
    now: i64,
) -> Result<GameRow, ClubError> {
    let new = NewGame {
        id: new_game_id(),
        white_id: white,
        black_id: black,
        origin: Origin::Club,
        time_control: TimeControl::Club {
            control: row.time_control,
        },
        rated: false,
        initial_fen: None,
        vacation_allowed: false,
        club: Some(club),
    };
    let game = insert_new_game(tx, new, now)
        .await
        .map_err(|e| ClubError::Internal(anyhow::anyhow!("{e}")))?;
    tx.link_club_board_game(board, &game.id).await?;
    Ok(game)
}

/// Seats the field for round 1: by club rating from the strongest, split
/// into sections; a round robin's seats drawn by lot.
async fn seat_field(tx: &mut Tx, taken: &Taken, loaded: &Loaded) -> Result<(), ClubError> {
    let rating = |member: MemberId, is_member: bool| {
        taken
            .history
            .card(&member)
            .filter(|_| is_member)
            .map_or(CLUB_START_RATING, |c| c.rating)
    };
    let mut field: Vec<(i32, i64, MemberId)> = loaded
        .entries
        .iter()
        .map(|e| (rating(e.member_id, e.is_member), e.entered_at, e.member_id))
        .collect();
    field.sort_by_key(|(rating, entered, id)| (std::cmp::Reverse(*rating), *entered, id.0));
    let field: Vec<MemberId> = field.into_iter().map(|(_, _, id)| id).collect();
    let seed_of = |member: MemberId| {
        field
            .iter()
            .position(|m| *m == member)
            .and_then(|i| i32::try_from(i + 1).ok())
    };
    for (section, mut seats) in (1_i32..).zip(loaded.row.format.sections(&field)) {
        if loaded.row.format.is_round_robin() {
            seats.shuffle(&mut draws(
                loaded.row.seed,
                u64::from(section.unsigned_abs()),
            ));
        }
        for (seat, member) in (1..).zip(seats) {
            tx.seat_club_entry(loaded.row.id, member, section, seat, seed_of(member))
                .await?;
        }
    }
    Ok(())
}

/// A section's players strongest first, by the seeds of the field as
/// seated; none when an entry has no seed (an event seated before seeds
/// were kept keeps the table's board order; a Swiss does not read them).
fn seeds_of(seats: &[&ClubEntryRow]) -> Vec<MemberId> {
    let mut seeded: Vec<(i32, MemberId)> = seats
        .iter()
        .filter_map(|e| Some((e.seed?, e.member_id)))
        .collect();
    if seeded.len() < seats.len() {
        return Vec::new();
    }
    seeded.sort_unstable();
    seeded.into_iter().map(|(_, id)| id).collect()
}

/// The event's ratings begin: in the SLQ every member entrant starts at
/// 1200; any other event is rated at its end from the ratings now.
async fn begin_ratings(
    tx: &mut Tx,
    taken: &mut Taken,
    loaded: &Loaded,
    today: Day,
    now: i64,
) -> Result<(), ClubError> {
    let event = loaded.row.id;
    if matches!(loaded.row.format, EventFormat::Slq { .. }) {
        for entry in loaded.entries.iter().filter(|e| e.is_member) {
            let entered = NewClubEvent::qualifier(entry.member_id, event, today, now);
            append(tx, taken, &entered).await?;
        }
    } else {
        append(
            tx,
            taken,
            &NewClubEvent::period_start(period(event, 0), today, now),
        )
        .await?;
    }
    Ok(())
}
