//! How a game ended, and the names other formats give it.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::name::named;

/// The end of a game: who won (nobody on a draw, an abort, a deletion or a
/// live game's "no result") and why. A game without a winner is a draw
/// unless its reason is void ([`EndReason::is_void`]): then it has no
/// result at all, and nothing is rated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner; `None` for draws, aborted and deleted games.
    #[serde(with = "super::serde_color::option")]
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
}

/// Why a game ended (product.md §2 "How a game ends"). Serialized as the
/// names product.md shows players: `mate`, `draw_agreed`, `fifty_moves`, ...
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The side to move is checkmated and loses.
    Mate,
    /// A player resigned.
    Resign,
    /// The side to move has no legal move and is not in check: draw.
    Stalemate,
    /// A clock ran out: a loss, or a draw when the opponent could not mate.
    Timeout,
    /// A draw offer was accepted.
    DrawAgreed,
    /// Draw claimed by the player to move on a threefold repetition.
    Threefold,
    /// Draw claimed after fifty moves by each side without pawn move or capture.
    FiftyMoves,
    /// The same position five times: automatic draw (product.md decision).
    Fivefold,
    /// Seventy-five moves by each side without pawn move or capture:
    /// automatic draw (product.md decision).
    SeventyFiveMoves,
    /// Neither side can mate: automatic draw.
    InsufficientMaterial,
    /// Aborted before both sides had moved; nothing is rated.
    Aborted,
    /// Deleted by agreement of both players; unrated, archives only.
    Deleted,
    /// An administrator set the result.
    Adjudicated,
    /// A player lost without play: account deleted or banned (product.md §1, §11).
    Forfeit,
    /// A stand-alone live game's clock ran out before 10 plies: nobody wins
    /// or loses, not rated (live-games.md, seed 001).
    NoResultTimeout,
    /// A live game's player asked to quit and the opponent agreed: no
    /// result, not rated (live-games.md "Quitting early").
    QuitAgreed,
    /// A live game's player asked to quit and the opponent declined or did
    /// not answer within the move time: a loss for the quitter.
    Quit,
}

named!("end reason", EndReason {
    Mate => "mate",
    Resign => "resign",
    Stalemate => "stalemate",
    Timeout => "timeout",
    DrawAgreed => "draw_agreed",
    Threefold => "threefold",
    FiftyMoves => "fifty_moves",
    Fivefold => "fivefold",
    SeventyFiveMoves => "seventy_five_moves",
    InsufficientMaterial => "insufficient_material",
    Aborted => "aborted",
    Deleted => "deleted",
    Adjudicated => "adjudicated",
    Forfeit => "forfeit",
    NoResultTimeout => "no_result_timeout",
    QuitAgreed => "quit_agreed",
    Quit => "quit",
});

/// A status in the lichess API's vocabulary (lichess-api-subset.md §B):
/// the name for game JSON, the id for event JSON (`{"id": n, "name": s}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LichessStatus {
    /// lichess's numeric status id.
    pub id: u16,
    /// lichess's status name.
    pub name: &'static str,
}

impl LichessStatus {
    /// A game in progress.
    pub const STARTED: LichessStatus = LichessStatus {
        id: 20,
        name: "started",
    };
    const ABORTED: LichessStatus = LichessStatus {
        id: 25,
        name: "aborted",
    };
    const MATE: LichessStatus = LichessStatus {
        id: 30,
        name: "mate",
    };
    const RESIGN: LichessStatus = LichessStatus {
        id: 31,
        name: "resign",
    };
    const STALEMATE: LichessStatus = LichessStatus {
        id: 32,
        name: "stalemate",
    };
    const TIMEOUT: LichessStatus = LichessStatus {
        id: 33,
        name: "timeout",
    };
    const DRAW: LichessStatus = LichessStatus {
        id: 34,
        name: "draw",
    };
    const OUT_OF_TIME: LichessStatus = LichessStatus {
        id: 35,
        name: "outoftime",
    };
    const UNKNOWN_FINISH: LichessStatus = LichessStatus {
        id: 38,
        name: "unknownFinish",
    };
}

impl EndReason {
    /// The lichess status of a game that ended this way
    /// (lichess-api-subset.md §B: every kind of draw is `draw`, a clock
    /// running out is `outoftime`, aborts, deletions and a live game's "no
    /// result" are `aborted`, a forfeit by absence is `timeout`). lichess
    /// has no adjudication; it is reported as `unknownFinish`, a finished
    /// status. A quit the opponent did not agree to is the quitter giving
    /// up: `resign`.
    #[must_use]
    pub const fn lichess_status(self) -> LichessStatus {
        match self {
            EndReason::Mate => LichessStatus::MATE,
            EndReason::Resign | EndReason::Quit => LichessStatus::RESIGN,
            EndReason::Stalemate => LichessStatus::STALEMATE,
            EndReason::Timeout => LichessStatus::OUT_OF_TIME,
            EndReason::DrawAgreed
            | EndReason::Threefold
            | EndReason::FiftyMoves
            | EndReason::Fivefold
            | EndReason::SeventyFiveMoves
            | EndReason::InsufficientMaterial => LichessStatus::DRAW,
            EndReason::Aborted
            | EndReason::Deleted
            | EndReason::NoResultTimeout
            | EndReason::QuitAgreed => LichessStatus::ABORTED,
            EndReason::Adjudicated => LichessStatus::UNKNOWN_FINISH,
            EndReason::Forfeit => LichessStatus::TIMEOUT,
        }
    }

    /// The PGN `Termination` tag in lichess's spelling
    /// (lichess-api-subset.md §7); adjudication uses the PGN standard's word.
    /// A live game left early, with or without a result, was abandoned.
    #[must_use]
    pub const fn pgn_termination(self) -> &'static str {
        match self {
            EndReason::Timeout => "Time forfeit",
            EndReason::Aborted
            | EndReason::Deleted
            | EndReason::Forfeit
            | EndReason::NoResultTimeout
            | EndReason::QuitAgreed
            | EndReason::Quit => "Abandoned",
            EndReason::Adjudicated => "Adjudication",
            EndReason::Mate
            | EndReason::Resign
            | EndReason::Stalemate
            | EndReason::DrawAgreed
            | EndReason::Threefold
            | EndReason::FiftyMoves
            | EndReason::Fivefold
            | EndReason::SeventyFiveMoves
            | EndReason::InsufficientMaterial => "Normal",
        }
    }

    /// True for endings that leave the game without a result: nothing is
    /// scored or rated (product.md §2: abort, deletion by agreement;
    /// live-games.md: "no result" on time before 10 plies, a quit agreed).
    /// Such a game has no winner and is not a draw.
    #[must_use]
    pub const fn is_void(self) -> bool {
        matches!(
            self,
            EndReason::Aborted
                | EndReason::Deleted
                | EndReason::NoResultTimeout
                | EndReason::QuitAgreed
        )
    }
}

impl Outcome {
    /// A decisive outcome.
    #[must_use]
    pub const fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    /// An outcome without a winner: a draw, or a void game (no result).
    #[must_use]
    pub const fn no_winner(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// The PGN result token: `1-0`, `0-1`, `1/2-1/2`, or `*` for a void game.
    #[must_use]
    pub const fn pgn_result(self) -> &'static str {
        match (self.winner, self.reason.is_void()) {
            (_, true) => "*",
            (Some(Color::White), false) => "1-0",
            (Some(Color::Black), false) => "0-1",
            (None, false) => "1/2-1/2",
        }
    }
}
