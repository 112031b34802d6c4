//! What the pages, the API and the exports show of an event: each
//! section's standings with the tie-breaks (tournaments.md) and its
//! crosstable, the rounds' boards, and for the SLQ the rating table after
//! each round (the replay of the club's sequence). Exports: CSV of the
//! standings with the crosstable, and the FIDE TRF.

use std::collections::HashMap;
use std::fmt::Write as _;

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{BoardKind, ClubEvent, ClubHistory, ClubId, EventFormat, EventId};
use redqueen_domain::tournament::standings::{Standing, standings};
use redqueen_domain::tournament::trf::{Entrant, RoundRecord, Trf};
use redqueen_domain::tournament::{Color, RatedPlayer};
use redqueen_store::{ClubBoardRow, ClubEntryRow, ClubRow, ClubTournamentRow};

use super::super::ClubError;
use super::super::sequence::season_of;
use super::{draws, pairing_of, record_of, sections, total_rounds};
use crate::state::AppState;

/// The draws of a section's lot (tie-break 3), apart from the rounds'.
const LOT: u64 = 1 << 40;

/// A section's standings from its boards; `rating` gives tie-break 2.
pub(crate) fn section_standings(
    row: &ClubTournamentRow,
    entries: &[ClubEntryRow],
    boards: &[ClubBoardRow],
    section: i32,
    rating: impl Fn(MemberId) -> Option<i32>,
) -> Vec<Standing> {
    let players: Vec<RatedPlayer> = entries
        .iter()
        .filter(|e| e.section == Some(section))
        .map(|e| RatedPlayer {
            id: e.member_id,
            rating: rating(e.member_id).filter(|_| e.is_member),
        })
        .collect();
    let in_section = boards.iter().filter(|b| b.section == section);
    let games: Vec<_> = in_section.clone().filter_map(record_of).collect();
    let byes: Vec<MemberId> = in_section
        .filter(|b| b.kind == BoardKind::Bye)
        .map(|b| b.white_id)
        .collect();
    let purpose = LOT | u64::from(section.unsigned_abs());
    standings(&players, &games, &byes, &mut draws(row.seed, purpose))
}

/// One cell of the crosstable: a round of a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// A game: the opponent's rank in the section, the colour, the
    /// points in halves (`None` while the result is not in), whether it
    /// was a forfeit.
    Game {
        opponent: u32,
        color: Color,
        halves: Option<u32>,
        forfeit: bool,
    },
    Bye,
    Rest,
    /// Not paired (entered later, or withdrawn).
    Absent,
}

impl Cell {
    /// As the CSV writes it: `W3w` (won against rank 3 with White), `D2b`,
    /// `L1w`, `+4` / `-4` (forfeits), `H` (half-point bye), `R` (rest), `-`.
    #[must_use]
    pub fn code(self) -> String {
        match self {
            Self::Game {
                opponent,
                color,
                halves,
                forfeit,
            } => {
                let side = if color == Color::White { 'w' } else { 'b' };
                match (halves, forfeit) {
                    (Some(2), true) => format!("+{opponent}"),
                    (Some(_), true) => format!("-{opponent}"),
                    (Some(2), false) => format!("W{opponent}{side}"),
                    (Some(1), false) => format!("D{opponent}{side}"),
                    (Some(_), false) => format!("L{opponent}{side}"),
                    (None, _) => format!("?{opponent}{side}"),
                }
            }
            Self::Bye => "H".to_owned(),
            Self::Rest => "R".to_owned(),
            Self::Absent => "-".to_owned(),
        }
    }
}

/// A line of a section's standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingLine {
    pub standing: Standing,
    pub username: String,
    pub is_member: bool,
    pub withdrawn: bool,
    pub cells: Vec<Cell>,
}

/// A section with its standings, first place first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionView {
    pub number: i32,
    pub lines: Vec<StandingLine>,
}

/// The entrants' club ratings after an SLQ round, highest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingsAfter {
    pub round: u32,
    pub ratings: Vec<(String, i32)>,
}

/// An event as shown.
#[derive(Debug, Clone)]
pub struct EventView {
    pub club: ClubRow,
    pub row: ClubTournamentRow,
    pub entries: Vec<ClubEntryRow>,
    pub boards: Vec<ClubBoardRow>,
    pub rounds: u32,
    pub sections: Vec<SectionView>,
    pub ratings_after: Vec<RatingsAfter>,
}

/// Event `event` of club `club`, with its standings.
///
/// # Errors
/// [`ClubError::NotFound`], [`ClubError::NoSuchEvent`]; the database.
pub async fn event_view(
    state: &AppState,
    club: ClubId,
    event: EventId,
) -> Result<EventView, ClubError> {
    let club_row = state.store.club(club.0).await?.ok_or(ClubError::NotFound)?;
    let row = state
        .store
        .club_tournament(club.0, event.0)
        .await?
        .ok_or(ClubError::NoSuchEvent)?;
    let entries = state.store.club_entries(event.0).await?;
    let boards = state.store.club_boards(event.0).await?;
    let ratings: HashMap<MemberId, i32> = state
        .store
        .club_cards(club.0)
        .await?
        .iter()
        .map(|c| (c.member_id, c.rating))
        .collect();
    let sections = sections(&entries)
        .keys()
        .map(|&number| SectionView {
            number,
            lines: lines(&row, &entries, &boards, number, &ratings),
        })
        .collect();
    let ratings_after = if matches!(row.format, EventFormat::Slq { .. }) {
        slq_ratings(state, &club_row, &row, &entries).await?
    } else {
        Vec::new()
    };
    Ok(EventView {
        rounds: total_rounds(row.format, &entries),
        club: club_row,
        row,
        entries,
        boards,
        sections,
        ratings_after,
    })
}

fn lines(
    row: &ClubTournamentRow,
    entries: &[ClubEntryRow],
    boards: &[ClubBoardRow],
    section: i32,
    ratings: &HashMap<MemberId, i32>,
) -> Vec<StandingLine> {
    let table = section_standings(row, entries, boards, section, |p| ratings.get(&p).copied());
    let rank: HashMap<MemberId, u32> = table.iter().map(|s| (s.player, s.rank)).collect();
    let paired = u32::try_from(row.rounds_paired).unwrap_or(0);
    table
        .into_iter()
        .filter_map(|standing| {
            let entry = entries.iter().find(|e| e.member_id == standing.player)?;
            let cells = (1..=paired)
                .map(|round| cell(boards, section, round, standing.player, &rank))
                .collect();
            Some(StandingLine {
                username: entry.username.clone(),
                is_member: entry.is_member,
                withdrawn: entry.withdrawn_after.is_some(),
                cells,
                standing,
            })
        })
        .collect()
}

fn cell(
    boards: &[ClubBoardRow],
    section: i32,
    round: u32,
    player: MemberId,
    rank: &HashMap<MemberId, u32>,
) -> Cell {
    let Some(board) = boards.iter().find(|b| {
        b.section == section
            && u32::try_from(b.round) == Ok(round)
            && (b.white_id == player || b.black_id == Some(player))
    }) else {
        return Cell::Absent;
    };
    match (board.kind, board.black_id) {
        (BoardKind::Bye, _) => Cell::Bye,
        (BoardKind::Rest, _) | (_, None) => Cell::Rest,
        (kind, Some(black)) => {
            let color = if board.white_id == player {
                Color::White
            } else {
                Color::Black
            };
            let opponent = if color == Color::White {
                black
            } else {
                board.white_id
            };
            Cell::Game {
                opponent: rank.get(&opponent).copied().unwrap_or(0),
                color,
                halves: record_of(board).and_then(|g| g.points_of(player)),
                forfeit: kind == BoardKind::Forfeit,
            }
        }
    }
}

/// The SLQ's entrants' ratings after each of its rounds was rated: the
/// club's sequence replayed.
async fn slq_ratings(
    state: &AppState,
    club: &ClubRow,
    row: &ClubTournamentRow,
    entries: &[ClubEntryRow],
) -> Result<Vec<RatingsAfter>, ClubError> {
    let mut history = ClubHistory::new(season_of(club));
    let mut after = Vec::new();
    for stored in state.store.club_events(club.id).await? {
        let event = stored.event();
        history.record(&event);
        let ClubEvent::Rated { period, .. } = event else {
            continue;
        };
        if period.event != row.id {
            continue;
        }
        let mut ratings: Vec<(String, i32)> = entries
            .iter()
            .filter(|e| e.is_member)
            .filter_map(|e| Some((e.username.clone(), history.card(&e.member_id)?.rating)))
            .collect();
        ratings.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        after.push(RatingsAfter {
            round: period.round,
            ratings,
        });
    }
    Ok(after)
}

/// `3.5` from 7 halves.
#[must_use]
pub fn points(halves: u32) -> String {
    format!("{}{}", halves / 2, if halves % 2 == 1 { ".5" } else { "" })
}

/// The standings and crosstable as CSV: section, rank, player, points,
/// games, the tie-breaks, then one column a round.
#[must_use]
pub fn export_csv(view: &EventView) -> String {
    let mut csv = String::from("section,rank,player,points,games,averaged_opponent_score,rating");
    for round in 1..=view.row.rounds_paired {
        let _ = write!(csv, ",round_{round}");
    }
    csv.push('\n');
    for section in &view.sections {
        for line in &section.lines {
            let s = &line.standing;
            let _ = write!(
                csv,
                "{},{},{},{},{},{},{}",
                section.number,
                s.rank,
                line.username,
                points(s.score),
                s.games,
                s.averaged_opponent_score.in_points(),
                s.rating.map_or(String::new(), |r| r.to_string())
            );
            for cell in &line.cells {
                let _ = write!(csv, ",{}", cell.code());
            }
            csv.push('\n');
        }
    }
    csv
}

/// The event as a FIDE TRF report: start numbers in section and seat
/// order, the final ranks one section after the other.
#[must_use]
pub fn export_trf(view: &EventView) -> String {
    let mut seated: Vec<&ClubEntryRow> = view
        .entries
        .iter()
        .filter(|e| e.section.is_some())
        .collect();
    seated.sort_by_key(|e| (e.section, e.seat));
    let rating = |e: &ClubEntryRow| {
        view.sections
            .iter()
            .flat_map(|s| &s.lines)
            .find(|l| l.standing.player == e.member_id)
            .and_then(|l| l.standing.rating)
    };
    let players: Vec<Entrant> = seated
        .iter()
        .map(|e| Entrant {
            id: e.member_id,
            name: e.username.clone(),
            rating: rating(e),
        })
        .collect();
    let rounds: Vec<RoundRecord> = (1..=view.row.rounds_paired)
        .map(|round| {
            let boards = view.boards.iter().filter(|b| b.round == round);
            RoundRecord {
                games: boards
                    .clone()
                    .filter(|b| b.kind == BoardKind::Game)
                    .filter_map(record_of)
                    .collect(),
                forfeits: boards
                    .clone()
                    .filter(|b| b.kind == BoardKind::Forfeit)
                    .filter_map(record_of)
                    .collect(),
                byes: boards
                    .clone()
                    .filter(|b| b.kind == BoardKind::Bye)
                    .map(|b| b.white_id)
                    .collect(),
                // Issue 49: a round is in the report as soon as it is
                // paired, its games without a result as well.
                pending: boards
                    .filter(|b| b.kind == BoardKind::Game && b.result.is_none())
                    .filter_map(pairing_of)
                    .collect(),
            }
        })
        .collect();
    let ranking: Vec<MemberId> = view
        .sections
        .iter()
        .flat_map(|s| s.lines.iter().map(|l| l.standing.player))
        .collect();
    Trf::of(&view.row.name, &players, &rounds, &ranking).to_string()
}
