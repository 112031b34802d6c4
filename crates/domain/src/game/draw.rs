//! Draws by claim (threefold repetition, fifty-move rule) and by agreement.

use shakmaty::{Color, Position};

use super::error::GameError;
use super::outcome::{EndReason, Outcome};
use super::proposal::Proposal;
use super::state::Game;

impl Game {
    /// The draw `by` may claim now, if any (product.md §2, seed 001): a
    /// threefold repetition when `by` is to move and the current position
    /// has occurred three times; the fifty-move rule for either player once
    /// fifty moves by each side have passed without a pawn move or capture.
    #[must_use]
    pub fn claimable_draw(&self, by: Color) -> Option<EndReason> {
        if self.is_over() {
            return None;
        }
        self.claim_reason(by == self.turn())
    }

    /// What the current position allows to claim; the repetition only to a
    /// player who may claim it (the one to move, or the one who just moved
    /// when claiming with that move).
    fn claim_reason(&self, may_claim_repetition: bool) -> Option<EndReason> {
        if may_claim_repetition && self.repetition.occurrences() >= 3 {
            Some(EndReason::Threefold)
        } else if self.position.halfmoves() >= 100 {
            Some(EndReason::FiftyMoves)
        } else {
            None
        }
    }

    /// `by` claims a draw by threefold repetition or the fifty-move rule.
    /// Claims are never limited in number.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], or [`GameError::NothingToClaim`] when
    /// [`Game::claimable_draw`] finds nothing for `by`.
    pub fn claim_draw(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        let reason = self.claimable_draw(by).ok_or(GameError::NothingToClaim)?;
        Ok(self.clone().finished(Outcome::no_winner(reason)))
    }

    /// `by` offers a draw, on either player's turn. Offering while the
    /// opponent's offer stands is agreeing to it. The offer stands until the
    /// opponent answers or moves.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`].
    pub fn offer_draw(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        Ok(self.propose(Proposal::Draw, by))
    }

    /// `by` accepts the opponent's standing draw offer.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], or [`GameError::NoDrawOffer`].
    pub fn accept_draw(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        self.accept(Proposal::Draw, by)
    }

    /// `by` declines the opponent's standing draw offer.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], or [`GameError::NoDrawOffer`].
    pub fn decline_draw(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        self.decline(Proposal::Draw, by)
    }

    /// lichess's `draw/yes` (lichess-api-subset.md §11.13): a claim when `by`
    /// has a draw to claim, which ends the game at once; otherwise an offer,
    /// or the acceptance of the opponent's offer.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`].
    pub fn draw_yes(&self, by: Color) -> Result<Game, GameError> {
        if self.claimable_draw(by).is_some() {
            self.claim_draw(by)
        } else {
            self.offer_draw(by)
        }
    }

    /// The draw part of a move made with `offeringDraw`: a claim with the
    /// move when it made the position claimable, else agreement to the
    /// opponent's offer that stood before the move, else a new offer.
    pub(super) fn draw_with_move(self, mover: Color, opponent_offered: bool) -> Game {
        if let Some(reason) = self.claim_reason(true) {
            self.finished(Outcome::no_winner(reason))
        } else if opponent_offered {
            self.finished(Outcome::no_winner(EndReason::DrawAgreed))
        } else {
            Game {
                draw_offer: Some(mover),
                ..self
            }
        }
    }
}
