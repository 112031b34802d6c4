//! The result of a game between two players, as tournaments score it and
//! clubs record it: one type for both (a forfeit is recorded as the win it
//! gives).

use serde::{Deserialize, Serialize};
use shakmaty::{Color, KnownOutcome};

use crate::name::named;

/// How a game ended for the tables: White won, Black won, or a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    /// White won (on the board, on time, or by forfeit).
    WhiteWins,
    /// A draw.
    Draw,
    /// Black won (on the board, on time, or by forfeit).
    BlackWins,
}

named!("game result", GameResult {
    WhiteWins => "1-0",
    BlackWins => "0-1",
    Draw => "1/2-1/2",
});

/// tournaments.md: "win 2, draw 1, loss 0".
const WIN_POINTS: u32 = 2;
const DRAW_POINTS: u32 = 1;

impl GameResult {
    /// The result of a game as stored: `None` while it is being played,
    /// else its winner's, or a draw without one.
    #[must_use]
    pub fn of_game(status: crate::game::GameStatus, winner: Option<Color>) -> Option<Self> {
        if status != crate::game::GameStatus::Finished {
            return None;
        }
        Some(match winner {
            Some(Color::White) => Self::WhiteWins,
            Some(Color::Black) => Self::BlackWins,
            None => Self::Draw,
        })
    }

    /// The tournament points this result gives to the player of `color`.
    #[must_use]
    pub fn points_for(self, color: Color) -> u32 {
        match (self, color) {
            (Self::Draw, _) => DRAW_POINTS,
            (Self::WhiteWins, Color::White) | (Self::BlackWins, Color::Black) => WIN_POINTS,
            _ => 0,
        }
    }

    /// As tables and forms write it for people: `1-0`, `0-1`, `½-½` (the
    /// stored and typed form of a draw is `1/2-1/2`).
    #[must_use]
    pub const fn written(self) -> &'static str {
        match self {
            Self::WhiteWins => "1-0",
            Self::BlackWins => "0-1",
            Self::Draw => "½-½",
        }
    }

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
