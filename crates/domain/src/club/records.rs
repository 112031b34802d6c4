//! The named values a club's records are kept under.

use shakmaty::{Color, KnownOutcome};

use crate::name::named;

/// A game's result as clubs write it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClubResult {
    WhiteWins,
    BlackWins,
    Draw,
}

named!("club game result", ClubResult {
    WhiteWins => "1-0",
    BlackWins => "0-1",
    Draw => "1/2-1/2",
});

impl ClubResult {
    /// The outcome the rules read.
    #[must_use]
    pub const fn outcome(self) -> KnownOutcome {
        match self {
            Self::WhiteWins => KnownOutcome::Decisive {
                winner: Color::White,
            },
            Self::BlackWins => KnownOutcome::Decisive {
                winner: Color::Black,
            },
            Self::Draw => KnownOutcome::Draw,
        }
    }
}

/// What an entry of a club's recorded sequence is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClubEventKind {
    Joined,
    Left,
    Game,
    Decay,
}

named!("club event", ClubEventKind {
    Joined => "joined",
    Left => "left",
    Game => "game",
    Decay => "decay",
});

/// Where a recorded game stands (clubs-and-ladder.md decision: a report
/// counts at once; a disputed one is marked until a director settles it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClubGameStatus {
    /// Reported by White, not yet confirmed by Black.
    Reported,
    /// Confirmed by Black, or entered or settled by a director.
    Confirmed,
    /// Black disputes it; a director confirms or corrects it.
    Disputed,
}

named!("club game status", ClubGameStatus {
    Reported => "reported",
    Confirmed => "confirmed",
    Disputed => "disputed",
});

/// A member's standing in a club.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Membership {
    /// Asked to join; a director accepts or refuses.
    Requested,
    Member,
}

named!("club membership", Membership {
    Requested => "requested",
    Member => "member",
});
