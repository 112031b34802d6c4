//! Club ratings (clubs-and-ladder.md "Club ratings"): separate from the
//! site's, moved by the table of the game's time control from the two
//! ratings before the game. Every table of the spec has the same shape: a
//! unit `u` (25 for G/5, 50, 75, 100 for G/30 and the SLQ) and six rows of
//! the rating difference (0, 1–50, 51–100, 101–150, 151–200, 201+); in row
//! `k` a win by the higher rated moves `u − k·u/5`, a win by the lower
//! rated `u + k·u/5`, a draw `k·u/5` towards the lower rated. The tests
//! check every printed cell against this.

use shakmaty::{ByColor, Color, KnownOutcome};

use super::control::ClubControl;

/// A new member's club rating.
pub const CLUB_START_RATING: i32 = 1200;

/// The table's row for a rating difference.
const fn row(difference: u32) -> i32 {
    match difference {
        0 => 0,
        1..=50 => 1,
        51..=100 => 2,
        101..=150 => 3,
        151..=200 => 4,
        _ => 5,
    }
}

/// Each side's change of club rating for a game of `control` between
/// `before` ratings that ended with `outcome`: a win moves the table's
/// amount from the loser to the winner; a draw moves the draw amount from
/// the higher rated to the lower rated (nothing between equal ratings).
#[must_use]
pub fn club_rating_change(
    control: ClubControl,
    before: ByColor<i32>,
    outcome: KnownOutcome,
) -> ByColor<i32> {
    let difference = before.white.abs_diff(before.black);
    let step = control.unit() / 5 * row(difference);
    let higher = if before.white >= before.black {
        Color::White
    } else {
        Color::Black
    };
    let mut change = ByColor::new_with(|_| 0);
    match outcome {
        KnownOutcome::Decisive { winner } => {
            let amount = if difference == 0 {
                control.unit()
            } else if winner == higher {
                control.unit() - step
            } else {
                control.unit() + step
            };
            *change.get_mut(winner) = amount;
            *change.get_mut(!winner) = -amount;
        }
        KnownOutcome::Draw => {
            *change.get_mut(!higher) = step;
            *change.get_mut(higher) = -step;
        }
    }
    change
}
