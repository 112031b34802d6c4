//! Why an action on a game, or a game record, was refused.

use super::notation::MoveError;

/// Why an action was refused. A refused action changes nothing
/// (product.md §2: "refused with a clear error and changes nothing").
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The game has ended; nothing more can happen in it.
    #[error("the game is over")]
    GameOver,
    /// Only the player whose turn it is may move.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The move was made for a position that is no longer the current one
    /// (product.md §2: of two submissions for the same ply, one succeeds).
    #[error("the game has moved on: the move was made at ply {sent}, the game is at ply {current}")]
    StalePly {
        /// The ply the client saw.
        sent: u32,
        /// The ply of the game.
        current: u32,
    },
    /// The move text was malformed, illegal or ambiguous.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// A draw was claimed where neither threefold repetition nor the
    /// fifty-move rule allows it for this player.
    #[error(
        "there is no draw to claim: the position has not occurred three times with you to move, and fifty moves without a pawn move or capture have not passed"
    )]
    NothingToClaim,
    /// There is no draw offer from the opponent to accept or decline.
    #[error("your opponent has not offered a draw")]
    NoDrawOffer,
    /// Tournament and club games always get an outcome (product.md §2).
    #[error("tournament and club games cannot be aborted or deleted")]
    NotStandAlone,
    /// Abort is only possible until both sides have moved.
    #[error("the game can no longer be aborted: both sides have moved")]
    TooLateToAbort,
    /// Deletion by agreement comes after both sides have moved; before, abort.
    #[error("the game cannot be deleted before both sides have moved: abort it instead")]
    TooEarlyToDelete,
    /// There is no deletion request from the opponent to accept or decline.
    #[error("your opponent has not asked to delete the game")]
    NoDeletionRequest,
}

/// Why a game could not be built from a FEN and a move list, or restored
/// from its stored parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The text is not a FEN of a legal standard chess position.
    #[error("`{0}` is not the FEN of a legal chess position")]
    InvalidFen(String),
    /// A game cannot start from a position that is already decided.
    #[error("the game cannot start from a position that is already over")]
    StartPositionOver,
    /// A stored move is not UCI.
    #[error("move {ply} of the record, `{text}`, is not a UCI move")]
    MalformedMove {
        /// The move's index in the record, from 0.
        ply: u32,
        /// The stored text.
        text: String,
    },
    /// A stored move is not legal where it stands.
    #[error("move {ply} of the record, `{text}`, is not legal in its position")]
    IllegalMove {
        /// The move's index in the record, from 0.
        ply: u32,
        /// The stored text.
        text: String,
    },
    /// The record continues after the game ended on the board.
    #[error("move {ply} of the record comes after the game ended")]
    MoveAfterEnd {
        /// The move's index in the record, from 0.
        ply: u32,
    },
    /// The stored FEN is not the position the moves lead to.
    #[error("the stored position does not follow from the stored moves")]
    Inconsistent,
}
