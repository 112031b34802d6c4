use redqueen_domain::game::{GameError, MoveError};
use redqueen_store::StoreError;

/// Why a play action was refused. Everything but `Internal` is the
/// player's to fix, and changed nothing.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("no such game")]
    NoSuchGame,
    #[error("no such challenge")]
    NoSuchChallenge,
    #[error("not your game")]
    NotYourGame,
    /// The rules refuse it (illegal move, not your turn, ...).
    #[error(transparent)]
    Rule(#[from] GameError),
    /// The move came after the mover's deadline: the game was lost on time.
    #[error("your time ran out: the game is over")]
    OutOfTime,
    /// Another change to the game won a race with this one.
    #[error("the game changed meanwhile; look at it again")]
    Conflict,
    /// The site refuses the request; the refusal says why.
    #[error(transparent)]
    Refused(#[from] super::refusal::Refusal),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// A text that is not a move at all, read at the edge: refused as the
/// rules refuse it.
impl From<MoveError> for PlayError {
    fn from(error: MoveError) -> Self {
        Self::Rule(error.into())
    }
}

impl From<StoreError> for PlayError {
    fn from(error: StoreError) -> Self {
        Self::Internal(error.into())
    }
}
