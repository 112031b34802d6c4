//! Club events (clubs-and-ladder.md "Events"): the SLQ, Quads, Octos,
//! Swiss and round robin events and the Annual Championship, created by a
//! club's directors with their announcement, entered by members (and by
//! site members when open), paired round by round when the director
//! starts each round at the meeting, their results reported by White,
//! confirmed or disputed by Black, entered or corrected by a director.
//! Results between two club members join the club's recorded sequence:
//! an SLQ game is rated at its round's end and moves no rank; any other
//! event's game moves the ladder at once and is rated at the event's end.

mod create;
mod entries;
mod results;
mod rounds;
mod standings;

use std::collections::{BTreeMap, HashSet};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use redqueen_domain::account::MemberId;
use redqueen_domain::club::{BoardKind, ClubId, EventFormat, EventId, RatingPeriod, SectionGame};
use redqueen_domain::tournament::{GameRecord, Pairing};
use redqueen_store::{ClubBoardRow, ClubEntryRow, ClubTournamentRow, Tx};

use super::ClubError;

pub use create::{ANNOUNCEMENT_MAX, EVENT_NAME_MAX, NewEvent, create_event};
pub(crate) use entries::withdraw_everywhere;
pub use entries::{enter, withdraw};
pub(crate) use results::record_server_game;
pub use results::{BoardAction, act_on_board};
pub use rounds::start_round;
pub use standings::{
    Cell, EventView, RatingsAfter, SectionView, StandingLine, event_view, export_csv, export_trf,
    points,
};

/// An event as one change reads it, in the club's transaction.
pub(crate) struct Loaded {
    pub row: ClubTournamentRow,
    pub entries: Vec<ClubEntryRow>,
    pub boards: Vec<ClubBoardRow>,
}

impl Loaded {
    /// Reads event `event` of club `club`.
    pub(crate) async fn read(tx: &mut Tx, club: ClubId, event: EventId) -> Result<Self, ClubError> {
        let row = tx
            .club_tournament(club.0, event.0)
            .await?
            .ok_or(ClubError::NoSuchEvent)?;
        let entries = tx.club_entries(event.0).await?;
        let boards = tx.club_boards(event.0).await?;
        Ok(Self {
            row,
            entries,
            boards,
        })
    }

    pub(crate) fn entry(&self, member: MemberId) -> Option<&ClubEntryRow> {
        self.entries.iter().find(|e| e.member_id == member)
    }
}

/// The entries of each section in seat order.
pub(crate) fn sections(entries: &[ClubEntryRow]) -> BTreeMap<i32, Vec<&ClubEntryRow>> {
    let mut sections: BTreeMap<i32, Vec<&ClubEntryRow>> = BTreeMap::new();
    for entry in entries {
        if let Some(section) = entry.section {
            sections.entry(section).or_default().push(entry);
        }
    }
    for seats in sections.values_mut() {
        seats.sort_by_key(|e| e.seat);
    }
    sections
}

/// The rounds the event plays: its longest section's.
/// Rating period `round` of `event` (0: the whole event, or the SLQ's
/// entries); the store numbers rounds from 0 up.
pub(crate) fn period(event: i64, round: i32) -> RatingPeriod {
    RatingPeriod {
        event,
        round: u32::try_from(round).unwrap_or(0),
    }
}

pub(crate) fn total_rounds(format: EventFormat, entries: &[ClubEntryRow]) -> u32 {
    sections(entries)
        .values()
        .map(|seats| format.rounds(seats.len()))
        .max()
        .unwrap_or_else(|| format.rounds(entries.len()))
}

/// A board with two players, as the engines read it.
pub(crate) fn pairing_of(board: &ClubBoardRow) -> Option<Pairing> {
    Some(Pairing {
        white: board.white_id,
        black: board.black_id?,
    })
}

/// A board's game with its result, once in.
pub(crate) fn record_of(board: &ClubBoardRow) -> Option<GameRecord> {
    Some(GameRecord {
        pairing: pairing_of(board)?,
        result: board.result?,
    })
}

/// A section's boards as the pairing reads them.
pub(crate) fn section_games(boards: &[ClubBoardRow], section: i32) -> Vec<SectionGame> {
    boards
        .iter()
        .filter(|b| b.section == section)
        .filter_map(|b| {
            Some(SectionGame {
                round: u32::try_from(b.round).ok()?,
                pairing: pairing_of(b)?,
                result: b.result,
                forfeit: b.kind == BoardKind::Forfeit,
            })
        })
        .collect()
}

/// A section's byes with their rounds.
pub(crate) fn section_byes(boards: &[ClubBoardRow], section: i32) -> Vec<(u32, MemberId)> {
    boards
        .iter()
        .filter(|b| b.section == section && b.kind == BoardKind::Bye)
        .filter_map(|b| Some((u32::try_from(b.round).ok()?, b.white_id)))
        .collect()
}

/// The players withdrawn from the event.
pub(crate) fn withdrawn(entries: &[ClubEntryRow]) -> HashSet<MemberId> {
    entries
        .iter()
        .filter(|e| e.withdrawn_after.is_some())
        .map(|e| e.member_id)
        .collect()
}

/// Games of `round` still without a result.
pub fn missing_results(boards: &[ClubBoardRow], round: i32) -> usize {
    boards
        .iter()
        .filter(|b| b.round == round && b.kind == BoardKind::Game && b.result.is_none())
        .count()
}

/// The random draws of `purpose` (a round, a section's seats, a lot) of
/// an event, from its stored seed (tournaments.md: "every random choice
/// uses a per-round seed that is stored").
pub(crate) fn draws(seed: i64, purpose: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed.unsigned_abs() ^ purpose.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}
