//! A game's opening as the lists name it (docs/openings.md): from its
//! first moves, so a game in play is named as it goes; the save that ends
//! a game stores the same name for the profiles' counts.

use redqueen_domain::opening::{self, Opening};
use redqueen_store::GameRow;

/// The opening `row` followed: `None` from a position of the players'
/// choosing, or when the table names none of its positions.
#[must_use]
pub fn opening_of(row: &GameRow) -> Option<Opening> {
    if row.initial_fen.is_some() {
        return None;
    }
    let moves: Vec<&str> = row.moves.split_whitespace().collect();
    opening::of_moves(&moves).map(|(opening, _)| opening)
}
