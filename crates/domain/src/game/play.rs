//! Playing a move, and the endings a move brings about on its own.

use shakmaty::{Chess, Color, Move, Position};

use super::error::GameError;
use super::move_text::MoveText;
use super::notation::{san_plus, uci};
use super::outcome::{EndReason, Outcome};
use super::repetition::Repetition;
use super::state::Game;

/// A move that was played: the new state, and the move as the record
/// writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MovePlayed {
    /// The game after the move (and after a draw claimed, agreed or offered
    /// with it).
    pub game: Game,
    /// The move in SAN with its check or mate mark, e.g. `Nf3+`.
    pub san: String,
    /// The move in UCI, castling as `e1g1`: the form the stored move list
    /// keeps.
    pub uci: String,
    /// The draw request that went with the move and was dropped, the move
    /// standing (a live game's request before 20 plies or after the third).
    pub draw_refused: Option<GameError>,
}

impl Game {
    /// `by` plays the move `mv` (SAN or UCI, read at the edge), seen at `ply`
    /// (the number of half-moves played when the player saw the position;
    /// 0 for the first move).
    ///
    /// With `offering_draw` the move also does what lichess's
    /// `offeringDraw=true` does (lichess-api-subset.md §11.13): it claims the
    /// draw when the move makes the position claimable (threefold with this
    /// move, or the fiftieth move completed), else accepts the opponent's
    /// standing offer, else offers a draw where the game allows a request. Without it, the opponent's
    /// standing offer lapses (product.md §2).
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], [`GameError::StalePly`],
    /// [`GameError::NotYourTurn`], or [`GameError::Move`] for a move that is
    /// illegal or ambiguous here. A draw request the game refuses never
    /// refuses the move: it is dropped ([`MovePlayed::draw_refused`]).
    pub fn play_move(
        &self,
        by: Color,
        ply: u32,
        mv: &MoveText,
        offering_draw: bool,
    ) -> Result<MovePlayed, GameError> {
        self.ensure_in_progress()?;
        if ply != self.ply() {
            return Err(GameError::StalePly {
                sent: ply,
                current: self.ply(),
            });
        }
        if by != self.turn() {
            return Err(GameError::NotYourTurn);
        }
        let m = mv.to_move(&self.position)?;
        let san = san_plus(&self.position, m);
        let opponent_offered = self.draw_offer == Some(!by);
        let mut game = self.clone().with_move(m);
        let mut draw_refused = None;
        if offering_draw && !game.is_over() {
            (game, draw_refused) = game.draw_with_move(by, opponent_offered);
        }
        Ok(MovePlayed {
            game,
            san,
            uci: uci(m).to_string(),
            draw_refused,
        })
    }

    /// The game after the legal move `m`: the board, the record, the
    /// repetition history, the offers of the mover's opponent (they lapse),
    /// and any ending the new position brings by itself.
    pub(super) fn with_move(mut self, m: Move) -> Game {
        let mover = self.turn();
        self.position.play_unchecked(m);
        self.moves.push(uci(m));
        self.repetition.record(m.is_zeroing(), &self.position);
        let game = self.lapse_proposals(mover);
        match automatic_ending(&game.position, &game.repetition) {
            Some(outcome) => game.finished(outcome),
            None => game,
        }
    }
}

/// The endings that need nobody's claim, checkmate first (FIDE 9.6: a mate
/// takes precedence over the 75-move rule): checkmate, stalemate, a position
/// where neither side can mate (product.md §2: the seed's list and more, as
/// far as shakmaty's material check proves it), and the fivefold repetition
/// and 75-move rules (product.md decision).
pub(super) fn automatic_ending(position: &Chess, repetition: &Repetition) -> Option<Outcome> {
    if position.is_checkmate() {
        Some(Outcome::win(!position.turn(), EndReason::Mate))
    } else if position.is_stalemate() {
        Some(Outcome::no_winner(EndReason::Stalemate))
    } else if position.is_insufficient_material() {
        Some(Outcome::no_winner(EndReason::InsufficientMaterial))
    } else if repetition.occurrences() >= 5 {
        Some(Outcome::no_winner(EndReason::Fivefold))
    } else if position.halfmoves() >= 150 {
        Some(Outcome::no_winner(EndReason::SeventyFiveMoves))
    } else {
        None
    }
}
