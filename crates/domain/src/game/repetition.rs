//! Repeated positions, for the threefold claim and the fivefold rule.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position};

/// The positions since the last pawn move or capture, oldest first and the
/// current one last. Earlier positions can never occur again: a pawn move or
/// a capture cannot be undone.
///
/// Positions are kept as Zobrist hashes that are equal exactly when the
/// positions are the same in the sense of seed 001 and FIDE: same side to
/// move, same pieces on the same squares, same castling rights, and an en
/// passant right only when that capture is actually legal
/// (`EnPassantMode::Legal`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Repetition {
    hashes: Vec<Zobrist64>,
}

impl Repetition {
    /// The history of a game that starts at `position`.
    pub(crate) fn starting_at(position: &Chess) -> Repetition {
        Repetition {
            hashes: vec![hash(position)],
        }
    }

    /// Records `position`, reached by a move that was a pawn move or capture
    /// when `zeroing`.
    pub(crate) fn record(&mut self, zeroing: bool, position: &Chess) {
        if zeroing {
            self.hashes.clear();
        }
        self.hashes.push(hash(position));
    }

    /// How many times the current position has occurred, itself included.
    pub(crate) fn occurrences(&self) -> usize {
        self.hashes.last().map_or(0, |current| {
            self.hashes.iter().filter(|h| *h == current).count()
        })
    }
}

fn hash(position: &Chess) -> Zobrist64 {
    position.zobrist_hash(EnPassantMode::Legal)
}
