//! Quitting a stand-alone live game early (live-games.md "Quitting early",
//! seed 001): a player asks the opponent for permission to quit. If the
//! opponent agrees the game ends with no result; if they decline, or do not
//! answer within the move time, the quitter loses. Tournament and club
//! games have no requests to quit: they always get an outcome.
//!
//! A request is not an offer about a position: moves do not make it lapse,
//! and it stands until it is answered, goes unanswered, or the game ends
//! otherwise.

use shakmaty::Color;

use super::clock::Clock;
use super::error::GameError;
use super::live::{LiveContext, QuitRequest};
use super::outcome::{EndReason, Outcome};
use super::state::Game;

impl Game {
    /// `by` asks to quit at `now`, on either player's turn. A second
    /// request while the first stands is refused; asking while the
    /// opponent's request stands is agreeing (both want to leave).
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], [`GameError::NotLive`],
    /// [`GameError::NoQuitRequests`] in tournament and club games, or
    /// [`GameError::QuitAlreadyRequested`].
    pub fn request_quit(&self, by: Color, now: i64) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        if !self
            .live_context()
            .ok_or(GameError::NotLive)?
            .may_end_without_result()
        {
            return Err(GameError::NoQuitRequests);
        }
        let mut game = self.clone();
        if let Some(live) = &mut game.live {
            match live.quit_request {
                Some(request) if request.by != by => {
                    return Ok(game.finished_without_result(EndReason::QuitAgreed, request.by));
                }
                Some(_) => return Err(GameError::QuitAlreadyRequested),
                None => live.quit_request = Some(QuitRequest { by, at: now }),
            }
        }
        Ok(game)
    }

    /// Whether a player may ask to quit: a stand-alone live game in
    /// progress (tournament and club games always get an outcome). What
    /// the pages offer.
    #[must_use]
    pub fn may_ask_to_quit(&self) -> bool {
        !self.is_over()
            && self
                .live_context()
                .is_some_and(LiveContext::may_end_without_result)
    }

    /// `by` agrees to the opponent's request: the game ends with no
    /// result; nobody wins, nothing is rated.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], [`GameError::NoQuitRequest`], or
    /// [`GameError::OwnQuitRequest`].
    pub fn accept_quit(&self, by: Color) -> Result<Game, GameError> {
        let request = self.quit_request_to(by)?;
        Ok(self
            .clone()
            .finished_without_result(EndReason::QuitAgreed, request.by))
    }

    /// `by` declines the opponent's request: the quitter loses.
    ///
    /// # Errors
    ///
    /// As [`Game::accept_quit`].
    pub fn decline_quit(&self, by: Color) -> Result<Game, GameError> {
        let request = self.quit_request_to(by)?;
        Ok(self.clone().finished(quitter_loses(request)))
    }

    /// When the standing request to quit goes unanswered: its time plus the
    /// move time of `clock`'s control. What the server keeps as a deadline
    /// beside the clock's.
    #[must_use]
    pub fn quit_deadline(&self, clock: &Clock) -> Option<i64> {
        let request = self.live?.quit_request?;
        Some(request.at + clock.control.move_time_ms()?)
    }

    /// The opponent did not answer the request to quit within the move
    /// time: at `now`, from [`Game::quit_deadline`] on, the quitter loses.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], [`GameError::NoQuitRequest`],
    /// [`GameError::NotLive`] when `clock` has no move time (not a live
    /// clock), or [`GameError::QuitRequestStands`] before the deadline.
    pub fn quit_unanswered(&self, clock: &Clock, now: i64) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        let request = self
            .live
            .and_then(|live| live.quit_request)
            .ok_or(GameError::NoQuitRequest)?;
        let until = self.quit_deadline(clock).ok_or(GameError::NotLive)?;
        if now < until {
            return Err(GameError::QuitRequestStands { until });
        }
        Ok(self.clone().finished(quitter_loses(request)))
    }

    /// The request `by` may answer: one from the opponent.
    fn quit_request_to(&self, by: Color) -> Result<QuitRequest, GameError> {
        self.ensure_in_progress()?;
        let request = self
            .live
            .and_then(|live| live.quit_request)
            .ok_or(GameError::NoQuitRequest)?;
        if request.by == by {
            return Err(GameError::OwnQuitRequest);
        }
        Ok(request)
    }
}

fn quitter_loses(request: QuitRequest) -> Outcome {
    Outcome::win(!request.by, EndReason::Quit)
}
