//! Endings that are decided off the board: resignation, abort, deletion by
//! agreement, time, forfeit and adjudication (product.md §2), with the
//! live games' rules for them (live-games.md "Ending a live game").

use shakmaty::{Color, Position};

use super::error::GameError;
use super::live::{LiveContext, LivePlay};
use super::outcome::{EndReason, Outcome};
use super::proposal::{Agreement, Proposal};
use super::state::Game;

impl Game {
    /// True while the game may still be aborted: a stand-alone game,
    /// correspondence or live, before both sides have moved (product.md §2;
    /// live-games.md "Abort only before both sides have moved", for lichess
    /// clients that abort a game whose opponent never shows up).
    #[must_use]
    pub fn is_abortable(&self) -> bool {
        !self.is_over() && self.origin.is_stand_alone() && !self.both_sides_moved()
    }

    /// `by` resigns and loses, on either player's turn. A stand-alone game
    /// that could still be aborted is aborted instead (product.md §2, as
    /// lichess does). A stand-alone or tournament live game may be resigned
    /// only after 10 moves by each player (seed 001); club games follow the
    /// rules of chess only.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; [`GameError::ResignTooEarly`] in a live
    /// game before [`LivePlay::RESIGN_FROM_PLY`] plies.
    pub fn resign(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        if !self.may_resign() {
            return Err(GameError::ResignTooEarly {
                ply: self.ply(),
                may_ask_to_quit: self.live_context() == Some(LiveContext::StandAlone),
            });
        }
        Ok(if self.is_abortable() {
            self.clone().finished_without_result(EndReason::Aborted, by)
        } else {
            self.clone().finished(Outcome::win(!by, EndReason::Resign))
        })
    }

    /// Whether [`Game::resign`] would be accepted now: a game in progress,
    /// and in a stand-alone or tournament live game from
    /// [`LivePlay::RESIGN_FROM_PLY`] plies on (seed 001). What the pages
    /// offer.
    #[must_use]
    pub fn may_resign(&self) -> bool {
        !self.is_over()
            && (!self.limits_resign_and_draw_requests() || self.ply() >= LivePlay::RESIGN_FROM_PLY)
    }

    /// `by`, either player, aborts the game: no result, nothing rated, no
    /// gems.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; [`GameError::NotStandAlone`] for tournament
    /// and club games; [`GameError::TooLateToAbort`] once both sides have
    /// moved (a live game then goes through seed 001's quit rules).
    pub fn abort(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        if !self.origin.is_stand_alone() {
            return Err(GameError::NotStandAlone);
        }
        if self.both_sides_moved() {
            return Err(GameError::TooLateToAbort);
        }
        Ok(self.clone().finished_without_result(EndReason::Aborted, by))
    }

    /// Refuses a deletion outside stand-alone correspondence games.
    fn ensure_stand_alone_correspondence(&self) -> Result<(), GameError> {
        self.ensure_in_progress()?;
        if !self.origin.is_stand_alone() {
            Err(GameError::NotStandAlone)
        } else if self.is_live() {
            Err(GameError::LiveNoDeletion)
        } else {
            Ok(())
        }
    }

    /// `by` asks to delete a stand-alone game after both sides have moved
    /// (product.md decision). Asking while the opponent's request stands is
    /// agreeing, and deletes the game. Like a draw offer, the request lapses
    /// when the opponent moves.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; [`GameError::NotStandAlone`] for tournament
    /// and club games; [`GameError::LiveNoDeletion`] for live games;
    /// [`GameError::TooEarlyToDelete`] while the game can be aborted
    /// instead.
    pub fn request_deletion(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_stand_alone_correspondence()?;
        if !self.both_sides_moved() {
            return Err(GameError::TooEarlyToDelete);
        }
        Ok(self.propose(Agreement::Deletion, by))
    }

    /// `by` agrees to the opponent's request: the game is deleted, unrated,
    /// and kept only in its players' archives.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], or [`GameError::NoDeletionRequest`].
    pub fn accept_deletion(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        self.accept(Agreement::Deletion, by)
    }

    /// `by` declines the opponent's request to delete the game.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], or [`GameError::NoDeletionRequest`].
    pub fn decline_deletion(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        self.decline(Proposal::Deletion, by)
    }

    /// The clock of the player to move ran out (the caller checked the
    /// deadline: [`super::Clock::is_out_of_time`]). That player loses, unless
    /// the opponent could not mate by any series of legal moves: then it is
    /// a draw (product.md decision, FIDE 6.9). A stand-alone game that could
    /// still be aborted is aborted instead (product.md decision, recorded in
    /// docs/game-rules.md). A stand-alone live game ends with no result
    /// before 10 plies (seed 001: "he doesn't lose and the other player
    /// doesn't win"); tournament and club live games are lost or drawn on
    /// time at any ply.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`].
    pub fn time_out(&self) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        let opponent = !self.turn();
        let without_result = self
            .live_context()
            .is_some_and(LiveContext::may_end_without_result)
            && self.ply() < LivePlay::RESULT_ON_TIME_FROM_PLY;
        if without_result {
            // Issue 49: the player whose time ran out is named.
            return Ok(self
                .clone()
                .finished_without_result(EndReason::NoResultTimeout, self.turn()));
        }
        Ok(self.clone().finished(if self.is_abortable() {
            Outcome::no_winner(EndReason::Aborted)
        } else if self.position.has_insufficient_material(opponent) {
            Outcome::no_winner(EndReason::Timeout)
        } else {
            Outcome::win(opponent, EndReason::Timeout)
        }))
    }

    /// `loser` forfeits without play, whatever the ply and the origin: their
    /// account was deleted or banned (product.md §1, §11).
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`].
    pub fn forfeit(&self, loser: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        Ok(self
            .clone()
            .finished(Outcome::win(!loser, EndReason::Forfeit)))
    }

    /// An administrator sets the result of an unfinished game: `winner`, or
    /// a draw for `None` (product.md §2). The administrator's written reason
    /// is kept by the caller beside the game.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`].
    pub fn adjudicate(&self, winner: Option<Color>) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        Ok(self.clone().finished(Outcome {
            winner,
            reason: EndReason::Adjudicated,
        }))
    }
}
