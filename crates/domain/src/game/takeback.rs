//! Takebacks in live games (live-games.md "Takebacks"): a player takes back
//! their own last move while the opponent has not replied, by right up to
//! the allowance of the time control, or by an offer the opponent accepts.
//!
//! The clock is as if the move had never been made: the taker's clock ran
//! all along (the time of the move and since counts, and the extra time the
//! move earned is gone) and the opponent's is what it was when the move was
//! made. That is exactly the clock before the move, which the caller gets
//! by folding the instants of the moves before it ([`Clock::replay`]) and
//! passes in as `before`; it is the clock to store with the game returned.
//! A taker already past their deadline on that clock has run out of time:
//! the game ends on time (live-games.md decision), as it would have had the
//! move never been made.

use shakmaty::Color;

use super::clock::Clock;
use super::error::GameError;
use super::live::LiveContext;
use super::proposal::Proposal;
use super::state::Game;
use super::time_control::TimeControl;

impl Game {
    /// `by` takes back their last move by right, spending one of their
    /// takebacks. `before` is the clock before that move; the move's
    /// position, record and standing offers go back ([`Game`] as before the
    /// move); the game ends on time when `by` is past their deadline on
    /// `before` at `now`.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], [`GameError::NotLive`],
    /// [`GameError::NoTakebacksInClubGames`],
    /// [`GameError::NoMoveToTakeBack`], [`GameError::OpponentReplied`],
    /// [`GameError::TakebacksUsed`] once the time control's allowance is
    /// spent (then [`Game::offer_takeback`]), or [`GameError::Record`] when
    /// the stored record cannot be replayed.
    pub fn take_back(&self, by: Color, before: &Clock, now: i64) -> Result<Game, GameError> {
        self.ensure_own_last_move(by)?;
        let allowance = before.control.live().ok_or(GameError::NotLive)?.takebacks();
        let used = self.live.map_or(0, |live| live.takebacks.of(by));
        if used >= allowance {
            return Err(GameError::TakebacksUsed { allowance });
        }
        let mut game = self.before_last_move()?;
        if let Some(live) = &mut game.live {
            live.takebacks = live.takebacks.plus_one(by);
        }
        game.on_clock(before, now)
    }

    /// `by` offers to take back their last move; the opponent may accept
    /// until they move (live-games.md decision: the lichess board API's
    /// takeback offer). Offering again changes nothing. An accepted offer
    /// spends none of the allowance.
    ///
    /// # Errors
    ///
    /// As [`Game::take_back`], except that the allowance does not matter.
    pub fn offer_takeback(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_own_last_move(by)?;
        Ok(self.clone().with_standing(Proposal::Takeback, Some(by)))
    }

    /// `by` accepts the opponent's takeback offer: the opponent's last move
    /// is taken back, with the clock `before` it, as in [`Game::take_back`].
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], [`GameError::NoTakebackOffer`], or
    /// [`GameError::Record`].
    pub fn accept_takeback(&self, by: Color, before: &Clock, now: i64) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        if !self.is_from_opponent_of(Proposal::Takeback, by) {
            return Err(GameError::NoTakebackOffer);
        }
        self.before_last_move()?.on_clock(before, now)
    }

    /// `by` declines the opponent's takeback offer.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], or [`GameError::NoTakebackOffer`].
    pub fn decline_takeback(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        self.decline(Proposal::Takeback, by)
    }

    /// lichess's `takeback/yes` (lichess-api-subset.md §4): the acceptance
    /// of the opponent's offer when one stands, else a takeback by right
    /// while `by` has takebacks left, else an offer.
    ///
    /// # Errors
    ///
    /// As [`Game::accept_takeback`] and [`Game::offer_takeback`].
    pub fn takeback_yes(&self, by: Color, before: &Clock, now: i64) -> Result<Game, GameError> {
        if self.is_from_opponent_of(Proposal::Takeback, by) {
            return self.accept_takeback(by, before, now);
        }
        match self.take_back(by, before, now) {
            Err(GameError::TakebacksUsed { .. }) => self.offer_takeback(by),
            taken => taken,
        }
    }

    /// How many takebacks by right `by` has left under `control`'s
    /// allowance ([`super::LiveControl::takebacks`]); `None` where there are
    /// none to have (correspondence and club games).
    #[must_use]
    pub fn takebacks_left(&self, by: Color, control: TimeControl) -> Option<u8> {
        let allowance = control.live()?.takebacks();
        match self.live_context()? {
            LiveContext::Club => None,
            LiveContext::StandAlone | LiveContext::Tournament => {
                let used = self.live.map_or(0, |live| live.takebacks.of(by));
                Some(allowance.saturating_sub(used))
            }
        }
    }

    /// Whether `by` may take back the last move now, by right or by offer:
    /// it is theirs and the opponent has not replied. What the pages offer.
    #[must_use]
    pub fn may_take_back(&self, by: Color) -> bool {
        self.ensure_own_last_move(by).is_ok()
    }

    /// Refuses a takeback unless `by` may take back the last move: a live
    /// game in progress, not a club game, and `by` made that move.
    fn ensure_own_last_move(&self, by: Color) -> Result<(), GameError> {
        self.ensure_in_progress()?;
        match self.live_context() {
            None => return Err(GameError::NotLive),
            Some(LiveContext::Club) => return Err(GameError::NoTakebacksInClubGames),
            Some(LiveContext::StandAlone | LiveContext::Tournament) => {}
        }
        if self.moves.is_empty() || self.turn() == by {
            // With `by` to move, the last move (if any) is the opponent's:
            // a reply, when `by` has moved before it.
            Err(if self.moves.len() >= 2 {
                GameError::OpponentReplied
            } else {
                GameError::NoMoveToTakeBack
            })
        } else {
            Ok(())
        }
    }

    /// The game after a takeback on the clock `before`: on time when the
    /// player to move is already past their deadline at `now`.
    fn on_clock(self, before: &Clock, now: i64) -> Result<Game, GameError> {
        if before.is_out_of_time(now, 0) {
            self.time_out()
        } else {
            Ok(self)
        }
    }
}
