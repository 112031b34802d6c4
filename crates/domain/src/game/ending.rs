//! Endings that are decided off the board: resignation, abort, deletion by
//! agreement, time, forfeit and adjudication (product.md §2).

use shakmaty::{Color, Position};

use super::error::GameError;
use super::outcome::{EndReason, Outcome};
use super::proposal::Proposal;
use super::state::Game;

impl Game {
    /// True while the game may still be aborted: a stand-alone game before
    /// both sides have moved (product.md §2).
    #[must_use]
    pub fn is_abortable(&self) -> bool {
        !self.is_over() && self.origin.is_stand_alone() && !self.both_sides_moved()
    }

    /// `by` resigns and loses, on either player's turn. A stand-alone game
    /// that could still be aborted is aborted instead (product.md §2, as
    /// lichess does).
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`].
    pub fn resign(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        Ok(self.clone().finished(if self.is_abortable() {
            Outcome::no_winner(EndReason::Aborted)
        } else {
            Outcome::win(!by, EndReason::Resign)
        }))
    }

    /// Either player aborts the game: nothing is rated.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; [`GameError::NotStandAlone`] for tournament
    /// and club games; [`GameError::TooLateToAbort`] once both sides have
    /// moved.
    pub fn abort(&self) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        if !self.origin.is_stand_alone() {
            return Err(GameError::NotStandAlone);
        }
        if self.both_sides_moved() {
            return Err(GameError::TooLateToAbort);
        }
        Ok(self
            .clone()
            .finished(Outcome::no_winner(EndReason::Aborted)))
    }

    /// `by` asks to delete a stand-alone game after both sides have moved
    /// (product.md decision). Asking while the opponent's request stands is
    /// agreeing, and deletes the game. Like a draw offer, the request lapses
    /// when the opponent moves.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`]; [`GameError::NotStandAlone`] for tournament
    /// and club games; [`GameError::TooEarlyToDelete`] while the game can be
    /// aborted instead.
    pub fn request_deletion(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        if !self.origin.is_stand_alone() {
            return Err(GameError::NotStandAlone);
        }
        if !self.both_sides_moved() {
            return Err(GameError::TooEarlyToDelete);
        }
        Ok(self.propose(Proposal::Deletion, by))
    }

    /// `by` agrees to the opponent's request: the game is deleted, unrated,
    /// and kept only in its players' archives.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`], or [`GameError::NoDeletionRequest`].
    pub fn accept_deletion(&self, by: Color) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        self.accept(Proposal::Deletion, by)
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
    /// docs/game-rules.md).
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`].
    pub fn time_out(&self) -> Result<Game, GameError> {
        self.ensure_in_progress()?;
        let opponent = !self.turn();
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
