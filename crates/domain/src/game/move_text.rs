//! A move as a player sends it, read at the edge before any position is
//! looked at (style.md, "parse at the edges"): UCI or SAN, both of which
//! say what they are without the board. Which legal move it names, if any,
//! is the position's question ([`MoveText::to_move`]).

use std::fmt;
use std::str::FromStr;

use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move};

use super::notation::{MoveError, normalize_san, san_move, uci_move};

/// A well-formed move in UCI (`e2e4`, `e7e8q`, also king-takes-rook
/// castling `e1h1`) or SAN (seed 003), with the text as the player wrote
/// it, which every refusal names.
///
/// SAN is read forgivingly where seed 003's notation is optional to a
/// reader: `x`, `+` and `#` may be left out (a pawn capture still needs its
/// file of departure, `exd5` or `ed5`), castling may be written with zeros
/// (`0-0`), and a promotion may leave out the `=` (`e8Q`). Check marks and
/// the annotation glyphs `!` and `?` are ignored; a wrong `x` is not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveText {
    /// The text, trimmed.
    written: String,
    notation: Notation,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Notation {
    Uci(UciMove),
    San(San),
}

impl FromStr for MoveText {
    type Err = MoveError;

    /// # Errors
    /// [`MoveError::Malformed`] for a text that is neither UCI nor SAN.
    fn from_str(text: &str) -> Result<Self, MoveError> {
        let written = text.trim();
        let malformed = || MoveError::Malformed(written.to_owned());
        let notation = if looks_like_uci(written) {
            Notation::Uci(UciMove::from_ascii(written.as_bytes()).map_err(|_| malformed())?)
        } else {
            match San::from_ascii(normalize_san(written).as_bytes()).map_err(|_| malformed())? {
                // Drops and null moves are no moves of chess.
                San::Put { .. } | San::Null => return Err(malformed()),
                san => Notation::San(san),
            }
        };
        Ok(Self {
            written: written.to_owned(),
            notation,
        })
    }
}

impl From<UciMove> for MoveText {
    /// A move already known as UCI (a random game, a line replayed).
    fn from(uci: UciMove) -> Self {
        Self {
            written: uci.to_string(),
            notation: Notation::Uci(uci),
        }
    }
}

impl MoveText {
    /// The text as the player wrote it, trimmed.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.written
    }

    /// The legal move of `position` this text names.
    ///
    /// # Errors
    /// [`MoveError::Illegal`], [`MoveError::Ambiguous`] or
    /// [`MoveError::PromotionRequired`], naming the text as written.
    pub fn to_move(&self, position: &Chess) -> Result<Move, MoveError> {
        match &self.notation {
            Notation::Uci(uci) => uci_move(position, *uci, &self.written),
            Notation::San(san) => san_move(position, san, &self.written),
        }
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.written)
    }
}

/// Four or five characters, square then square, then maybe a piece letter.
fn looks_like_uci(text: &str) -> bool {
    let b = text.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    (b.len() == 4 || b.len() == 5) && square(b[0], b[1]) && square(b[2], b[3])
}
