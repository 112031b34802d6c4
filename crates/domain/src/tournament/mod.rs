//! Tournament engines (`tournaments.md`): Double Round Robin, single round
//! robin (the club Quad), Swiss pairing and its checker, tie-breaks and
//! standings.
//!
//! Everything here is a pure function of owned data: the server loads a
//! tournament's state, calls one of these functions with a seeded random
//! generator (`tournaments.md`: "every random choice uses a per-round seed
//! that is stored"), and stores the result.

pub mod double_round_robin;
mod game;
pub mod round_robin;
pub mod standings;
mod status;
pub mod swiss;
pub mod tiebreak;
mod tournament_id;
pub mod trf;

pub use game::{Color, GameRecord, GameResult, Pairing, PlayerId, RatedPlayer};
pub use status::{PairingSystem, RoundStatus, TournamentEnding, TournamentKind, TournamentStatus};
pub use tournament_id::TournamentId;
