//! Proposals one player makes and the other answers: a draw offer, a
//! request to delete the game. Both follow the same rules: proposing while
//! the opponent's proposal stands is agreeing, only the opponent answers,
//! and a proposal lapses when the proposer's opponent moves (product.md §2).

use shakmaty::Color;

use super::error::GameError;
use super::outcome::{EndReason, Outcome};
use super::state::Game;

/// What a player may propose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Proposal {
    /// A draw by agreement.
    Draw,
    /// Deleting the game by agreement.
    Deletion,
}

impl Proposal {
    /// How the game ends when both agree.
    const fn agreed(self) -> Outcome {
        Outcome::no_winner(match self {
            Proposal::Draw => EndReason::DrawAgreed,
            Proposal::Deletion => EndReason::Deleted,
        })
    }

    /// The refusal when there is no proposal from the opponent to answer.
    const fn nothing_to_answer(self) -> GameError {
        match self {
            Proposal::Draw => GameError::NoDrawOffer,
            Proposal::Deletion => GameError::NoDeletionRequest,
        }
    }
}

impl Game {
    fn standing(&self, proposal: Proposal) -> Option<Color> {
        match proposal {
            Proposal::Draw => self.draw_offer,
            Proposal::Deletion => self.deletion_request,
        }
    }

    fn with_standing(mut self, proposal: Proposal, proposer: Option<Color>) -> Game {
        match proposal {
            Proposal::Draw => self.draw_offer = proposer,
            Proposal::Deletion => self.deletion_request = proposer,
        }
        self
    }

    fn is_from_opponent_of(&self, proposal: Proposal, by: Color) -> bool {
        self.standing(proposal) == Some(!by)
    }

    /// `by` proposes: agreement if the opponent proposed the same already,
    /// else `by`'s proposal stands (proposing twice changes nothing).
    pub(super) fn propose(&self, proposal: Proposal, by: Color) -> Game {
        if self.is_from_opponent_of(proposal, by) {
            self.clone().finished(proposal.agreed())
        } else {
            self.clone().with_standing(proposal, Some(by))
        }
    }

    /// `by` accepts the opponent's standing proposal.
    pub(super) fn accept(&self, proposal: Proposal, by: Color) -> Result<Game, GameError> {
        if self.is_from_opponent_of(proposal, by) {
            Ok(self.clone().finished(proposal.agreed()))
        } else {
            Err(proposal.nothing_to_answer())
        }
    }

    /// `by` declines the opponent's standing proposal.
    pub(super) fn decline(&self, proposal: Proposal, by: Color) -> Result<Game, GameError> {
        if self.is_from_opponent_of(proposal, by) {
            Ok(self.clone().with_standing(proposal, None))
        } else {
            Err(proposal.nothing_to_answer())
        }
    }

    /// The proposals left after `mover` moved: the opponent's lapse, the
    /// mover's own stand.
    pub(super) fn lapse_proposals(self, mover: Color) -> Game {
        [Proposal::Draw, Proposal::Deletion]
            .into_iter()
            .fold(self, |game, proposal| {
                let left = game
                    .standing(proposal)
                    .filter(|proposer| *proposer == mover);
                game.with_standing(proposal, left)
            })
    }
}
