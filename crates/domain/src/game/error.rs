//! Why an action on a game, or a game record, was refused.

use super::live::LivePlay;
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
    /// Takebacks and requests to quit belong to live games.
    #[error("this is not a live game: takebacks and requests to quit are for live games")]
    NotLive,
    /// Live games have no deletion by agreement (live-games.md: after the
    /// first moves, leaving early goes through the quit rules).
    #[error("live games cannot be deleted: ask your opponent to quit instead")]
    LiveNoDeletion,
    /// A live game may be resigned only after 20 plies (seed 001).
    #[error(
        "you may resign only after 10 moves by each player ({} plies), and the game is at ply {ply}: {}",
        LivePlay::RESIGN_FROM_PLY,
        if *.may_ask_to_quit { "until then, ask your opponent to quit" } else { "until then, play on or let your clock run out" }
    )]
    ResignTooEarly {
        /// The ply of the game.
        ply: u32,
        /// Whether the game has requests to quit (stand-alone games).
        may_ask_to_quit: bool,
    },
    /// A live game's draw may be requested only after 20 plies (seed 001).
    #[error(
        "a draw may be requested only after 10 moves by each player ({} plies), and the game is at ply {ply}",
        LivePlay::DRAW_REQUESTS_FROM_PLY
    )]
    DrawRequestTooEarly {
        /// The ply of the game.
        ply: u32,
    },
    /// Each player may request a draw at most 3 times in a live game.
    #[error(
        "you have made the {} draw requests each player may make in this game: accepting your opponent's offer and claiming a draw remain possible",
        LivePlay::DRAW_REQUESTS_MAX
    )]
    DrawRequestsUsed,
    /// Only one's own last move can be taken back, and there is none.
    #[error("you have no move to take back")]
    NoMoveToTakeBack,
    /// A move can be taken back only until the opponent replies.
    #[error("your opponent has replied to your last move: it can no longer be taken back")]
    OpponentReplied,
    /// The takebacks of the time control are used up (live-games.md).
    #[error(
        "you have no takebacks left (this game gives each player {allowance}): offer your opponent a takeback instead"
    )]
    TakebacksUsed {
        /// The takebacks each player has in this game.
        allowance: u8,
    },
    /// There is no takeback offer from the opponent to accept or decline.
    #[error("your opponent has not offered a takeback")]
    NoTakebackOffer,
    /// Club games follow the rules of chess only (clubs-and-ladder.md).
    #[error("club games follow the rules of chess only: there are no takebacks")]
    NoTakebacksInClubGames,
    /// Tournament and club games always get an outcome (live-games.md).
    #[error("tournament and club games have no requests to quit: they always get an outcome")]
    NoQuitRequests,
    /// There is no request to quit to answer.
    #[error("there is no request to quit to answer")]
    NoQuitRequest,
    /// The player already asked to quit, and the request stands.
    #[error("you already asked to quit: your opponent has not answered yet")]
    QuitAlreadyRequested,
    /// The player who asked to quit cannot answer the request.
    #[error("you cannot answer your own request to quit")]
    OwnQuitRequest,
    /// The opponent may still answer the request to quit.
    #[error(
        "the request to quit stands until {until} (Unix ms): your opponent may still answer it"
    )]
    QuitRequestStands {
        /// When it goes unanswered: the request plus the move time, Unix ms.
        until: i64,
    },
    /// The game's record could not be replayed (a takeback replays it).
    #[error(transparent)]
    Record(#[from] RecordError),
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
