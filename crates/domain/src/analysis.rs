//! A line on the analysis board (docs/analysis.md): a starting position
//! and the moves played from it, with every position on the way — what
//! the board shows, what the engine in the browser is given, and what is
//! compared with the positions of the viewer's games in progress, which
//! the analysis board refuses (seed 000: no computer help during a game).

use shakmaty::uci::UciMove;
use shakmaty::{Board, Chess, Color, EnPassantMode, Move, Position};

use crate::game::{san_plus, uci};
use crate::opening::explorer::{PositionRequestError, position_after};

/// The most moves (half-moves) a line may have: longer than any game
/// played.
pub const LINE_PLIES: usize = 1000;

/// Why a line cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error(transparent)]
    Position(#[from] PositionRequestError),
    #[error(
        "more than {LINE_PLIES} moves (half-moves): the analysis board reads at most {LINE_PLIES}"
    )]
    TooLong,
}

/// What makes a position the one on a player's board, as the analysis
/// board compares it with the viewer's games in progress (seed 000: no
/// computer help during a game): where the pieces stand and who is to
/// move. Castling rights, the en passant square and the move counters
/// are left out, so that no edit of a FEN's other fields gets the
/// position of a game in play analysed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct InPlayKey {
    board: Board,
    turn: Color,
}

impl InPlayKey {
    /// The key of `position`.
    #[must_use]
    pub fn of(position: &Chess) -> Self {
        Self {
            board: position.board().clone(),
            turn: position.turn(),
        }
    }
}

/// How the last position of a line ends the game, if it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineEnd {
    /// The side to move is mated.
    Checkmate,
    /// The side to move has no move and is not in check.
    Stalemate,
    /// Neither side can mate.
    InsufficientMaterial,
}

impl LineEnd {
    /// The name the page's script reads.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Checkmate => "checkmate",
            Self::Stalemate => "stalemate",
            Self::InsufficientMaterial => "insufficientMaterial",
        }
    }
}

/// A start and the moves from it.
#[derive(Debug, Clone)]
pub struct Line {
    /// Every position, the start first: one more than there are moves.
    positions: Vec<Chess>,
    san: Vec<String>,
    uci: Vec<String>,
}

impl Default for Line {
    /// The usual start, no moves.
    fn default() -> Self {
        Self::new(Chess::default())
    }
}

impl Line {
    /// A line of no moves from `start`.
    #[must_use]
    pub fn new(start: Chess) -> Self {
        Self {
            positions: vec![start],
            san: Vec::new(),
            uci: Vec::new(),
        }
    }

    /// The line of the UCI moves `play` from `fen` (the usual start when
    /// `None`).
    ///
    /// # Errors
    /// The FEN is not a legal standard position, a move is not legal, or
    /// there are more than [`LINE_PLIES`] moves.
    pub fn of(fen: Option<&str>, play: &[&str]) -> Result<Self, LineError> {
        let mut line = Self::new(position_after(fen, &[])?);
        for text in play {
            let bad = || PositionRequestError::BadMove((*text).to_owned());
            let played = text
                .parse::<UciMove>()
                .ok()
                .and_then(|m| m.to_move(line.last()).ok())
                .ok_or_else(bad)?;
            line.try_push(played)?;
        }
        Ok(line)
    }

    /// Plays `played`, a legal move in the last position, unless the line
    /// has [`LINE_PLIES`] moves already.
    ///
    /// # Errors
    /// [`LineError::TooLong`].
    pub fn try_push(&mut self, played: Move) -> Result<(), LineError> {
        if self.san.len() >= LINE_PLIES {
            return Err(LineError::TooLong);
        }
        self.push(played);
        Ok(())
    }

    /// Plays `played`, a legal move in the last position.
    pub fn push(&mut self, played: Move) {
        let mut next = self.last().clone();
        self.san.push(san_plus(&next, played));
        self.uci.push(uci(played).to_string());
        next.play_unchecked(played);
        self.positions.push(next);
    }

    /// The last position.
    #[must_use]
    pub fn last(&self) -> &Chess {
        self.positions
            .last()
            .unwrap_or_else(|| unreachable!("a line has its start"))
    }

    /// Whose move it is in the last position.
    #[must_use]
    pub fn turn(&self) -> shakmaty::Color {
        self.last().turn()
    }

    /// Whether the side to move in the last position is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.last().is_check()
    }

    /// The moves in SAN.
    #[must_use]
    pub fn san(&self) -> &[String] {
        &self.san
    }

    /// The moves in UCI (castling as the king's two-square step).
    #[must_use]
    pub fn uci(&self) -> &[String] {
        &self.uci
    }

    /// Every position as FEN, the start first.
    #[must_use]
    pub fn fens(&self) -> Vec<String> {
        self.positions
            .iter()
            .map(|p| shakmaty::fen::Fen::from_position(p, EnPassantMode::Legal).to_string())
            .collect()
    }

    /// How the last position ends the game, if it does.
    #[must_use]
    pub fn end(&self) -> Option<LineEnd> {
        let last = self.last();
        if last.is_checkmate() {
            Some(LineEnd::Checkmate)
        } else if last.is_stalemate() {
            Some(LineEnd::Stalemate)
        } else if last.is_insufficient_material() {
            Some(LineEnd::InsufficientMaterial)
        } else {
            None
        }
    }

    /// True when the line passes through a position among `in_play` (the
    /// current positions of the viewer's games in progress): the same
    /// pieces on the same squares and the same side to move, whatever
    /// the castling rights, en passant square and counters ([`InPlayKey`]).
    #[must_use]
    pub fn reaches_any(&self, in_play: &[InPlayKey]) -> bool {
        self.positions
            .iter()
            .any(|p| in_play.contains(&InPlayKey::of(p)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SCHOLAR: [&str; 7] = ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"];

    #[test]
    fn a_line_lists_its_moves_and_positions() {
        let line = Line::of(None, &SCHOLAR).expect("legal");
        assert_eq!(
            line.san(),
            ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]
        );
        assert_eq!(line.uci(), SCHOLAR);
        let fens = line.fens();
        assert_eq!(fens.len(), 8);
        assert_eq!(
            fens[0],
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        assert_eq!(line.end(), Some(LineEnd::Checkmate));
    }

    #[test]
    fn ends_are_told_apart() {
        let stalemate = Line::of(Some("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), &[]).expect("legal");
        assert_eq!(stalemate.end(), Some(LineEnd::Stalemate));
        let bare = Line::of(Some("7k/8/6K1/8/8/8/8/8 b - - 0 1"), &[]).expect("legal");
        assert_eq!(bare.end(), Some(LineEnd::InsufficientMaterial));
        assert_eq!(Line::of(None, &["e2e4"]).expect("legal").end(), None);
    }

    #[test]
    fn bad_moves_and_positions_are_named() {
        assert_eq!(
            Line::of(None, &["e2e4", "e2e4"]).unwrap_err(),
            LineError::Position(PositionRequestError::BadMove("e2e4".into()))
        );
        assert!(matches!(
            Line::of(Some("not a fen"), &[]),
            Err(LineError::Position(PositionRequestError::BadFen(_)))
        ));
    }

    #[test]
    fn a_line_past_the_limit_names_the_limit() {
        let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
        let plies: Vec<&str> = shuffle.iter().copied().cycle().take(LINE_PLIES).collect();
        assert_eq!(
            Line::of(None, &plies).expect("legal").san().len(),
            LINE_PLIES
        );
        let over: Vec<&str> = shuffle
            .iter()
            .copied()
            .cycle()
            .take(LINE_PLIES + 1)
            .collect();
        let error = Line::of(None, &over).unwrap_err();
        assert_eq!(error, LineError::TooLong);
        assert!(error.to_string().contains("1000"), "{error}");
    }

    #[test]
    fn a_position_in_play_is_found_whatever_its_counters() {
        let line = Line::of(None, &["e2e4", "e7e5", "g1f3"]).expect("legal");
        let in_play = position_after(
            Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 7 30"),
            &[],
        )
        .expect("legal");
        assert!(line.reaches_any(&[InPlayKey::of(&in_play)]));
        let other = position_after(None, &["d2d4"]).expect("legal");
        assert!(!line.reaches_any(&[InPlayKey::of(&other)]));
        assert!(!line.reaches_any(&[]));
    }

    #[test]
    fn no_edit_of_the_fens_other_fields_escapes_the_refusal() {
        // A game in progress after 1.e4 e5 2.Nf3 Nc6 3.Bc4, Black to move.
        let in_play =
            position_after(None, &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4"]).expect("legal");
        let key = InPlayKey::of(&in_play);
        for edited in [
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b - - 3 3",
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b Kk - 0 1",
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b q - 99 80",
        ] {
            let line = Line::of(Some(edited), &[]).expect("legal");
            assert!(line.reaches_any(std::slice::from_ref(&key)), "{edited}");
        }
        // The same pieces with the other side to move is another position.
        let white_to_move = Line::of(
            Some("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 3"),
            &[],
        )
        .expect("legal");
        assert!(!white_to_move.reaches_any(&[key]));
    }
}
