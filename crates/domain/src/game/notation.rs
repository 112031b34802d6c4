//! Moves as players write them, SAN (seed 003) or UCI, parsed into a legal
//! move of a position; and the record written back in correct SAN.

use shakmaty::san::{San, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position, Role};

use super::move_text::MoveText;

/// Why a written move was refused. Nothing is played when parsing fails.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is neither SAN nor UCI.
    #[error("`{0}` is not a move: write it in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e7e8q)")]
    Malformed(String),
    /// The text is well formed but names no legal move here.
    #[error("`{0}` is not a legal move in this position")]
    Illegal(String),
    /// Several legal moves fit the text.
    #[error("`{0}` fits more than one move: say which piece moves (e.g. Nbd2, R1e2, Qh4e1)")]
    Ambiguous(String),
    /// A pawn reaches the last rank and the text names no promotion piece.
    #[error("`{0}` reaches the last rank: add the piece it becomes (=Q, =R, =B or =N)")]
    PromotionRequired(String),
}

/// Parses a move written in UCI (`e2e4`, `e7e8q`, also king-takes-rook
/// castling `e1h1`) or SAN (seed 003) into the legal move it names: the
/// text is read as a [`MoveText`], then found in the position.
///
/// # Errors
///
/// [`MoveError`] tells malformed, illegal and ambiguous input apart.
pub fn parse_move(position: &Chess, text: &str) -> Result<Move, MoveError> {
    text.parse::<MoveText>()?.to_move(position)
}

/// The move in SAN with its check or mate mark, as the record stores it.
#[must_use]
pub fn san_plus(position: &Chess, m: Move) -> String {
    SanPlus::from_move(position.clone(), m).to_string()
}

/// The move in UCI as the record stores it and lichess clients expect it:
/// castling as the king's two-square step (`e1g1`).
#[must_use]
pub fn uci(m: Move) -> UciMove {
    UciMove::from_standard(m)
}

/// The legal move `uci` names, `written` as the player wrote it.
pub(super) fn uci_move(position: &Chess, uci: UciMove, written: &str) -> Result<Move, MoveError> {
    uci.to_move(position).map_err(|_| {
        if promotes_as_queen(position, uci) {
            MoveError::PromotionRequired(written.to_owned())
        } else {
            MoveError::Illegal(written.to_owned())
        }
    })
}

/// True when the UCI move would be legal had it named a promotion piece.
fn promotes_as_queen(position: &Chess, uci: UciMove) -> bool {
    match uci {
        UciMove::Normal {
            from,
            to,
            promotion: None,
        } => UciMove::Normal {
            from,
            to,
            promotion: Some(Role::Queen),
        }
        .to_move(position)
        .is_ok(),
        _ => false,
    }
}

/// The legal move `san` names, `written` as the player wrote it.
pub(super) fn san_move(position: &Chess, san: &San, written: &str) -> Result<Move, MoveError> {
    match *san {
        San::Castle(side) => position
            .castling_moves(side)
            .first()
            .copied()
            .ok_or_else(|| MoveError::Illegal(written.to_owned())),
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let wanted = SanPattern {
                role,
                file,
                rank,
                capture,
                to,
            };
            find_san_move(position, wanted, promotion, written)
        }
        // Never read into a `MoveText`: only a drop or a null move is.
        San::Put { .. } | San::Null => Err(MoveError::Malformed(written.to_owned())),
    }
}

/// The parts of a SAN move that select candidate moves; the promotion piece
/// is matched separately so that a missing one can be reported as such.
#[derive(Clone, Copy)]
struct SanPattern {
    role: Role,
    file: Option<shakmaty::File>,
    rank: Option<shakmaty::Rank>,
    capture: bool,
    to: shakmaty::Square,
}

impl SanPattern {
    fn fits(self, m: Move) -> bool {
        let Some(from) = m.from() else { return false };
        // Seed 003: a pawn capture is written with the pawn's file of
        // departure, so a pawn move without one is never a capture.
        let pawn_capture_without_file =
            self.role == Role::Pawn && self.file.is_none() && m.is_capture();
        m.role() == self.role
            && m.to() == self.to
            && !m.is_castle()
            && self.file.is_none_or(|f| f == from.file())
            && self.rank.is_none_or(|r| r == from.rank())
            && (!self.capture || m.is_capture())
            && !pawn_capture_without_file
    }
}

fn find_san_move(
    position: &Chess,
    wanted: SanPattern,
    promotion: Option<Role>,
    text: &str,
) -> Result<Move, MoveError> {
    let mut candidates = position.legal_moves();
    candidates.retain(|m| wanted.fits(*m));
    let promotion_needed = promotion.is_none() && candidates.iter().any(|m| m.is_promotion());
    candidates.retain(|m| m.promotion() == promotion);
    match candidates.as_slice() {
        [m] => Ok(*m),
        [] if promotion_needed => Err(MoveError::PromotionRequired(text.to_owned())),
        [] => Err(MoveError::Illegal(text.to_owned())),
        _ => Err(MoveError::Ambiguous(text.to_owned())),
    }
}

/// Rewrites the accepted variants into the SAN shakmaty reads: annotation
/// marks dropped, `0-0` as `O-O`, `e8Q` as `e8=Q`.
pub(super) fn normalize_san(text: &str) -> String {
    let bare = text.trim_end_matches(['+', '#', '!', '?']);
    match bare {
        "0-0" => return "O-O".to_owned(),
        "0-0-0" => return "O-O-O".to_owned(),
        _ => {}
    }
    match bare.as_bytes() {
        [.., b'1' | b'8', piece] if is_promotion_letter(*piece) => {
            let (head, tail) = bare.split_at(bare.len() - 1);
            format!("{head}={}", tail.to_ascii_uppercase())
        }
        _ => bare.to_owned(),
    }
}

fn is_promotion_letter(letter: u8) -> bool {
    matches!(letter.to_ascii_uppercase(), b'Q' | b'R' | b'B' | b'N')
}
