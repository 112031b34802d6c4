//! A game as the server stores it, and back.
//!
//! The server keeps the move list in UCI and the current FEN. Restoring does
//! not replay the game: it takes the position from the FEN and rebuilds only
//! the positions since the last pawn move or capture, which are all the
//! repetition rules need. Those positions are found by taking back the
//! moves since then (none of them captured or moved a pawn, so each is
//! undone exactly) and playing them forward again, which also checks that
//! they lead to the stored FEN.

use std::num::NonZeroU32;

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, File, FromSetup, Position, Rank,
    Role, Square,
};

use super::error::RecordError;
use super::live::LivePlay;
use super::outcome::Outcome;
use super::repetition::Repetition;
use super::state::{Game, Origin, fen_of, parse_fen, start_position};

/// The parts of a game the server stores: plain data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredGame {
    /// Where the game comes from.
    pub origin: Origin,
    /// The FEN of a custom start; `None` for the standard start.
    pub initial_fen: Option<String>,
    /// The moves in UCI as [`Game::moves`] writes them (castling `e1g1`),
    /// separated by spaces, as the store keeps them: read without a
    /// string for each move (issue 35: a move deep into a game costs
    /// about what one near its start does).
    pub moves: String,
    /// The current position as [`Game::fen`] writes it.
    pub fen: String,
    /// The player with a standing draw offer.
    #[serde(with = "super::serde_color::option")]
    pub draw_offer: Option<Color>,
    /// The player with a standing request to delete the game.
    #[serde(with = "super::serde_color::option")]
    pub deletion_request: Option<Color>,
    /// How the game ended, once it has.
    pub outcome: Option<Outcome>,
    /// A live game's requests, takebacks and request to quit; `None` for a
    /// correspondence game. Absent in a stored correspondence game, which
    /// restores as it always did.
    #[serde(default)]
    pub live: Option<LivePlay>,
}

impl Game {
    /// The parts of this game to store.
    #[must_use]
    pub fn to_stored(&self) -> StoredGame {
        StoredGame {
            origin: self.origin,
            initial_fen: self.initial_fen(),
            moves: self.moves().join(" "),
            fen: self.fen(),
            draw_offer: self.draw_offer,
            deletion_request: self.deletion_request,
            outcome: self.outcome,
            live: self.live,
        }
    }

    /// Restores a game from its stored parts without replaying it: the FEN
    /// is trusted, the moves before the last pawn move or capture are only
    /// parsed, and the moves since are checked against the FEN.
    ///
    /// # Errors
    ///
    /// [`RecordError`] for an invalid FEN, a move that is not UCI, or moves
    /// since the last pawn move or capture that do not lead to the FEN.
    pub fn restore(stored: &StoredGame) -> Result<Game, RecordError> {
        let initial = start_position(stored.initial_fen.as_deref())?;
        let position = parse_fen(&stored.fen)?;
        let moves = parse_moves(&stored.moves)?;
        let repetition = repetition_since_last_pawn_move(&initial, &position, &moves)?;
        Ok(Game {
            origin: stored.origin,
            initial,
            position,
            moves,
            repetition,
            draw_offer: stored.draw_offer,
            deletion_request: stored.deletion_request,
            outcome: stored.outcome,
            live: stored.live,
        })
    }

    /// Restores a game by replaying every stored move from the start, and
    /// checks that they lead to the stored FEN and agree with the stored
    /// outcome (an ending on the board must be the one stored).
    ///
    /// # Errors
    ///
    /// [`RecordError`] for the first problem found.
    pub fn restore_verified(stored: &StoredGame) -> Result<Game, RecordError> {
        let moves: Vec<&str> = stored.moves.split_whitespace().collect();
        let replayed = Game::replay(stored.origin, stored.initial_fen.as_deref(), &moves)?;
        let fen_matches = replayed.fen() == fen_of(&parse_fen(&stored.fen)?);
        let outcome_matches = replayed.outcome.is_none() || replayed.outcome == stored.outcome;
        if !fen_matches || !outcome_matches {
            return Err(RecordError::Inconsistent);
        }
        Ok(Game {
            draw_offer: stored.draw_offer,
            deletion_request: stored.deletion_request,
            outcome: stored.outcome,
            live: stored.live,
            ..replayed
        })
    }
}

fn parse_moves(moves: &str) -> Result<Vec<UciMove>, RecordError> {
    moves
        .split_ascii_whitespace()
        .zip(0..)
        .map(|(text, ply)| {
            UciMove::from_ascii(text.as_bytes()).map_err(|_| RecordError::MalformedMove {
                ply,
                text: text.to_owned(),
            })
        })
        .collect()
}

/// The repetition history of `current`: the positions since the last pawn
/// move or capture, rebuilt and played forward to check they reach `current`.
fn repetition_since_last_pawn_move(
    initial: &Chess,
    current: &Chess,
    moves: &[UciMove],
) -> Result<Repetition, RecordError> {
    let window = usize::try_from(current.halfmoves())
        .unwrap_or(usize::MAX)
        .min(moves.len());
    let window_start = moves.len() - window;
    let mut position = if window_start == 0 {
        initial.clone()
    } else {
        position_at_window_start(current, initial, moves, window_start)?
    };
    let mut repetition = Repetition::starting_at(&position);
    for (uci, ply) in moves[window_start..].iter().zip(window_start..) {
        let m = uci
            .to_move(&position)
            .map_err(|_| RecordError::IllegalMove {
                ply: u32::try_from(ply).unwrap_or(u32::MAX),
                text: uci.to_string(),
            })?;
        position.play_unchecked(m);
        repetition.record(m.is_zeroing(), &position);
    }
    if fen_of(&position) == fen_of(current) {
        Ok(repetition)
    } else {
        Err(RecordError::Inconsistent)
    }
}

/// The position right after move `window_start - 1`, the last pawn move or
/// capture, found by taking back the later moves from `current`. Castling
/// rights are those the initial position had minus every right whose king or
/// rook square a move left from or arrived on; an en passant square only
/// follows a double pawn step.
fn position_at_window_start(
    current: &Chess,
    initial: &Chess,
    moves: &[UciMove],
    window_start: usize,
) -> Result<Chess, RecordError> {
    let mut setup = current.to_setup(EnPassantMode::Legal);
    for uci in moves[window_start..].iter().rev() {
        take_back(&mut setup.board, *uci)?;
        setup.turn = !setup.turn;
        if setup.turn == Color::Black {
            setup.fullmoves =
                NonZeroU32::new(setup.fullmoves.get() - 1).ok_or(RecordError::Inconsistent)?;
        }
    }
    setup.halfmoves = 0;
    setup.castling_rights = castling_rights_after(initial, &moves[..window_start]);
    setup.ep_square = moves
        .get(window_start - 1)
        .and_then(|last| double_step_square(&setup.board, *last));
    Chess::from_setup(setup, CastlingMode::Standard).map_err(|_| RecordError::Inconsistent)
}

/// Takes back a move that neither captured nor moved a pawn: the piece goes
/// back, and for castling (`e1g1`, `e1c1`) the rook goes back to its corner.
fn take_back(board: &mut Board, uci: UciMove) -> Result<(), RecordError> {
    let UciMove::Normal {
        from,
        to,
        promotion: None,
    } = uci
    else {
        return Err(RecordError::Inconsistent);
    };
    if board.piece_at(from).is_some() {
        return Err(RecordError::Inconsistent);
    }
    let piece = board.remove_piece_at(to).ok_or(RecordError::Inconsistent)?;
    if piece.role == Role::King && from.file().distance(to.file()) == 2 {
        let (corner, beside_king) = if to.file() > from.file() {
            (File::H, File::F)
        } else {
            (File::A, File::D)
        };
        let rook = board
            .remove_piece_at(Square::from_coords(beside_king, from.rank()))
            .ok_or(RecordError::Inconsistent)?;
        board.set_piece_at(Square::from_coords(corner, from.rank()), rook);
    }
    board.set_piece_at(from, piece);
    Ok(())
}

/// The castling rights left after `moves`: a right is lost for good once a
/// move leaves from or arrives on its rook's square, or its king moves.
fn castling_rights_after(initial: &Chess, moves: &[UciMove]) -> Bitboard {
    moves
        .iter()
        .fold(initial.castles().castling_rights(), |mut rights, uci| {
            if let UciMove::Normal { from, to, .. } = *uci {
                rights.discard(from);
                rights.discard(to);
                // With castling rights, the king stands on e1 or e8.
                if from == Square::E1 {
                    rights.discard(Bitboard::from_rank(Rank::First));
                } else if from == Square::E8 {
                    rights.discard(Bitboard::from_rank(Rank::Eighth));
                }
            }
            rights
        })
}

/// The square a pawn skipped with a double step (its en passant square).
fn double_step_square(board: &Board, uci: UciMove) -> Option<Square> {
    let UciMove::Normal { from, to, .. } = uci else {
        return None;
    };
    let double_step = board.role_at(to) == Some(Role::Pawn)
        && from.file() == to.file()
        && from.rank().distance(to.rank()) == 2;
    double_step.then(|| Square::new((from.to_u32() + to.to_u32()) / 2))
}
