//! The result of a game from one player's point of view.

use serde::{Deserialize, Serialize};
use shakmaty::{Color, KnownOutcome};

/// A finished game's result as one player sees it (ratings.md: `s = +1` win,
/// `0` draw, `−1` loss).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    /// The player won.
    Win,
    /// The game was drawn.
    Draw,
    /// The player lost.
    Loss,
}

impl GameResult {
    /// The result for the player of `color` in a game that ended with
    /// `outcome`.
    #[must_use]
    pub fn for_player(outcome: KnownOutcome, color: Color) -> Self {
        match outcome {
            KnownOutcome::Draw => Self::Draw,
            KnownOutcome::Decisive { winner } if winner == color => Self::Win,
            KnownOutcome::Decisive { .. } => Self::Loss,
        }
    }

    /// The sign `s` of the rating formulas: +1, 0 or −1.
    pub(super) fn sign(self) -> i64 {
        match self {
            Self::Win => 1,
            Self::Draw => 0,
            Self::Loss => -1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decisive_outcome_is_a_win_for_the_winner_and_a_loss_for_the_other() {
        let outcome = KnownOutcome::Decisive {
            winner: Color::Black,
        };

        assert_eq!(
            GameResult::for_player(outcome, Color::Black),
            GameResult::Win
        );
        assert_eq!(
            GameResult::for_player(outcome, Color::White),
            GameResult::Loss
        );
    }

    #[test]
    fn a_drawn_outcome_is_a_draw_for_both_players() {
        assert_eq!(
            GameResult::for_player(KnownOutcome::Draw, Color::White),
            GameResult::Draw
        );
        assert_eq!(
            GameResult::for_player(KnownOutcome::Draw, Color::Black),
            GameResult::Draw
        );
    }
}
