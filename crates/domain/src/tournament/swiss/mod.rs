//! Swiss pairing (`tournaments.md` §Swiss): one round at a time, from the
//! active players' scores and histories, with a checker for any pairing and
//! a seeded simulation for tests and benchmarks.
//!
//! How a round is paired: with an odd field the bye is drawn first (rule 4);
//! fields of at most [`EXACT_LIMIT`] players are then paired exactly (the
//! best pairing by goal 1, then goal 2); larger fields go score group by
//! score group from the top with floaters, and whatever that fast pass cannot
//! place is completed by augmenting paths (Edmonds' blossom algorithm), which
//! finds a valid pairing whenever one exists.

mod checker;
mod color;
mod exact;
mod field;
mod greedy;
mod improve;
mod matching;
mod pairing;
mod score_groups;
mod simulation;

use serde::{Deserialize, Serialize};

use super::{Color, Pairing, PlayerId};

pub use checker::{PairingReport, Violation, check_pairing};
pub use exact::EXACT_LIMIT;
pub use pairing::pair_round;
pub use simulation::{
    SimulatedRound, SimulationConfig, SimulationReport, simulate_swiss, simulate_swiss_with,
};

/// An active player of a Swiss round, as the server knows them before pairing it.
///
/// Only players who may be paired are given: not disqualified for a time
/// loss, not withdrawn, not banned (`tournaments.md` §Swiss).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SwissPlayer {
    /// The player.
    pub id: PlayerId,
    /// Points so far: win 2, draw 1, bye 1.
    pub score: u32,
    /// The color of each earlier round, oldest first; `None` for a round
    /// without a game (a bye, a forfeit, or a round before they joined).
    #[serde(with = "crate::game::serde_color::option_list")]
    pub colors: Vec<Option<Color>>,
    /// Everyone they have met in this tournament.
    pub opponents: Vec<PlayerId>,
    /// Whether they have had their bye.
    pub had_bye: bool,
}

/// One round's pairing.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct RoundPairing {
    /// The games, top boards (highest scores) first.
    pub pairings: Vec<Pairing>,
    /// The player who sits out with a point, when the field is odd.
    pub bye: Option<PlayerId>,
}

/// Why a round could not be paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum PairingError {
    /// The same player was given twice.
    #[error("player {0:?} is listed twice")]
    DuplicatePlayer(PlayerId),
    /// Every way of pairing the round breaks a hard rule; tournaments.md:
    /// "the tournament ends after the previous round, and this is reported".
    #[error(
        "no pairing of this round keeps every rule: the tournament ends after the previous round"
    )]
    NoValidPairing,
}

#[cfg(test)]
mod tests;
