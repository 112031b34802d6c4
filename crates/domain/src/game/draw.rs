//! Draws by claim (threefold repetition, fifty-move rule) and by agreement,
//! with a live game's limits on draw requests (live-games.md: only after 20
//! plies, at most 3 per player; accepting and claiming are never limited).

use shakmaty::{Color, Position};

use super::error::GameError;
use super::live::LivePlay;
use super::outcome::{EndReason, Outcome};
use super::proposal::{Agreement, Proposal};
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
    /// opponent's offer stands is agreeing to it; offering while one's own
    /// stands changes nothing. Otherwise this is a new request, which a live
    /// game limits. The offer stands until the opponent answers or moves.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; in a stand-alone or tournament live game,
    /// [`GameError::DrawRequestTooEarly`] before
    /// [`LivePlay::DRAW_REQUESTS_FROM_PLY`] plies and
    /// [`GameError::DrawRequestsUsed`] after [`LivePlay::DRAW_REQUESTS_MAX`]
    /// requests by `by`.
    pub fn offer_draw(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        if self.draw_offer.is_some() {
            return Ok(self.propose(Agreement::Draw, by));
        }
        self.clone().with_draw_request(by)
    }

    /// How many more draws `by` may request (live-games.md: at most
    /// [`LivePlay::DRAW_REQUESTS_MAX`] each); `None` where requests are not
    /// limited (correspondence and club games).
    #[must_use]
    pub fn draw_requests_left(&self, by: Color) -> Option<u8> {
        if !self.limits_resign_and_draw_requests() {
            return None;
        }
        let used = self.live.map_or(0, |live| live.draw_requests.of(by));
        Some(LivePlay::DRAW_REQUESTS_MAX.saturating_sub(used))
    }

    /// Whether `by` may make a new draw request now (no offer standing):
    /// in a live game that limits them, from
    /// [`LivePlay::DRAW_REQUESTS_FROM_PLY`] plies on and while requests are
    /// left. What the pages offer; answering an offer is always possible.
    #[must_use]
    pub fn may_request_draw(&self, by: Color) -> bool {
        !self.is_over()
            && self
                .draw_requests_left(by)
                .is_none_or(|left| left > 0 && self.ply() >= LivePlay::DRAW_REQUESTS_FROM_PLY)
    }

    /// Whether a move by `by` now may carry a draw offer that counts: the
    /// opponent's offer to accept, or a new request the game allows once
    /// the move is played (a live game counts the ply after the move). What
    /// the move form offers; a request it would drop is not offered.
    #[must_use]
    pub fn may_offer_draw_with_move(&self, by: Color) -> bool {
        !self.is_over()
            && (self.draw_offer.is_some()
                || self.draw_requests_left(by).is_none_or(|left| {
                    left > 0 && self.ply() + 1 >= LivePlay::DRAW_REQUESTS_FROM_PLY
                }))
    }

    /// The game with `by`'s new draw request standing, counted where live
    /// games limit requests.
    fn with_draw_request(mut self, by: Color) -> Result<Game, GameError> {
        if let Some(left) = self.draw_requests_left(by) {
            if self.ply() < LivePlay::DRAW_REQUESTS_FROM_PLY {
                return Err(GameError::DrawRequestTooEarly { ply: self.ply() });
            }
            if left == 0 {
                return Err(GameError::DrawRequestsUsed);
            }
            if let Some(live) = &mut self.live {
                live.draw_requests = live.draw_requests.plus_one(by);
            }
        }
        Ok(self.with_standing(Proposal::Draw, Some(by)))
    }

    /// `by` accepts the opponent's standing draw offer.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], or [`GameError::NoDrawOffer`].
    pub fn accept_draw(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        self.accept(Agreement::Draw, by)
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
    /// As [`Game::offer_draw`].
    pub fn draw_yes(&self, by: Color) -> Result<Game, GameError> {
        if self.claimable_draw(by).is_some() {
            self.claim_draw(by)
        } else {
            self.offer_draw(by)
        }
    }

    /// The draw part of a move made with `offeringDraw`: a claim with the
    /// move when it made the position claimable, else agreement to the
    /// opponent's offer that stood before the move, else the mover's offer
    /// (a new request unless it stood already). A live game's request
    /// counts the ply after the move: the move that completes 10 moves by
    /// each player may carry one. A request a live game does not allow yet
    /// (or any more) is dropped and the move stands (live-games.md, turn 3
    /// decision: the offer never costs the move); the refusal is returned
    /// beside the game so that the caller may say so.
    pub(super) fn draw_with_move(
        self,
        mover: Color,
        opponent_offered: bool,
    ) -> (Game, Option<GameError>) {
        if let Some(reason) = self.claim_reason(true) {
            (self.finished(Outcome::no_winner(reason)), None)
        } else if opponent_offered {
            (
                self.finished(Outcome::no_winner(EndReason::DrawAgreed)),
                None,
            )
        } else if self.draw_offer == Some(mover) {
            (self, None)
        } else {
            match self.clone().with_draw_request(mover) {
                Ok(offered) => (offered, None),
                Err(refused) => (self, Some(refused)),
            }
        }
    }
}
