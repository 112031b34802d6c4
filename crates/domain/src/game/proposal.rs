//! Proposals one player makes and the other answers: a draw offer, a
//! request to delete the game, a live game's takeback offer. All follow the
//! same rules: only the opponent answers, and a proposal lapses when the
//! proposer's opponent moves (product.md §2). For the two that end the
//! game, proposing while the opponent's proposal stands is agreeing.

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
    /// Taking back the proposer's last move (live games).
    Takeback,
}

/// The proposals that end the game when both agree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Agreement {
    /// A draw by agreement.
    Draw,
    /// Deleting the game by agreement.
    Deletion,
}

impl Agreement {
    /// How the game ends when both agree.
    const fn agreed(self) -> Outcome {
        Outcome::no_winner(match self {
            Agreement::Draw => EndReason::DrawAgreed,
            Agreement::Deletion => EndReason::Deleted,
        })
    }

    const fn proposal(self) -> Proposal {
        match self {
            Agreement::Draw => Proposal::Draw,
            Agreement::Deletion => Proposal::Deletion,
        }
    }
}

impl Proposal {
    /// The refusal when there is no proposal from the opponent to answer.
    const fn nothing_to_answer(self) -> GameError {
        match self {
            Proposal::Draw => GameError::NoDrawOffer,
            Proposal::Deletion => GameError::NoDeletionRequest,
            Proposal::Takeback => GameError::NoTakebackOffer,
        }
    }
}

impl Game {
    fn standing(&self, proposal: Proposal) -> Option<Color> {
        match proposal {
            Proposal::Draw => self.draw_offer,
            Proposal::Deletion => self.deletion_request,
            Proposal::Takeback => self.live.and_then(|live| live.takeback_offer),
        }
    }

    /// The game with `proposer`'s proposal standing (`None`: none). A
    /// takeback offer stands only in a live game.
    pub(super) fn with_standing(mut self, proposal: Proposal, proposer: Option<Color>) -> Game {
        match proposal {
            Proposal::Draw => self.draw_offer = proposer,
            Proposal::Deletion => self.deletion_request = proposer,
            Proposal::Takeback => {
                if let Some(live) = &mut self.live {
                    live.takeback_offer = proposer;
                }
            }
        }
        self
    }

    /// True when the opponent of `by` has `proposal` standing.
    pub(super) fn is_from_opponent_of(&self, proposal: Proposal, by: Color) -> bool {
        self.standing(proposal) == Some(!by)
    }

    /// `by` proposes: agreement if the opponent proposed the same already,
    /// else `by`'s proposal stands (proposing twice changes nothing).
    pub(super) fn propose(&self, agreement: Agreement, by: Color) -> Game {
        if self.is_from_opponent_of(agreement.proposal(), by) {
            self.clone().finished(agreement.agreed())
        } else {
            self.clone().with_standing(agreement.proposal(), Some(by))
        }
    }

    /// `by` accepts the opponent's standing proposal.
    pub(super) fn accept(&self, agreement: Agreement, by: Color) -> Result<Game, GameError> {
        if self.is_from_opponent_of(agreement.proposal(), by) {
            Ok(self.clone().finished(agreement.agreed()))
        } else {
            Err(agreement.proposal().nothing_to_answer())
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
        [Proposal::Draw, Proposal::Deletion, Proposal::Takeback]
            .into_iter()
            .fold(self, |game, proposal| {
                let left = game
                    .standing(proposal)
                    .filter(|proposer| *proposer == mover);
                game.with_standing(proposal, left)
            })
    }
}
