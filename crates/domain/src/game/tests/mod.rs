//! Scenario tests of the game rules, one file per topic, and the property
//! tests over random games.

mod abort_and_delete;
mod clock;
mod conditional;
mod draws;
mod endings;
mod live_clock;
mod live_control;
mod live_endings;
mod live_offers;
mod move_text;
mod moves;
mod notation;
mod pgn;
mod properties;
mod quit;
mod stamps;
mod state;
mod stored;
mod takebacks;
mod time_control;

use super::{Game, MoveText, Origin};

/// A game of `origin` from `fen` (or the standard start) after `moves`, SAN
/// or UCI separated by spaces, each played by the player to move.
pub(super) fn game_from(fen: Option<&str>, origin: Origin, moves: &str) -> Game {
    let start = Game::new(origin, fen).unwrap_or_else(|e| panic!("{fen:?}: {e}"));
    play_all(&start, moves)
}

/// A live game of `origin` from the standard start after `moves`.
pub(super) fn live_after(origin: Origin, moves: &str) -> Game {
    play_all(&Game::new_live(origin, None).unwrap(), moves)
}

/// A live game of `origin` after the first `plies` of [`QUIET_OPENING`].
pub(super) fn live_at_ply(origin: Origin, plies: usize) -> Game {
    let moves: Vec<&str> = QUIET_OPENING.split_whitespace().take(plies).collect();
    assert_eq!(moves.len(), plies, "the opening has too few plies");
    live_after(origin, &moves.join(" "))
}

/// A stand-alone game from the standard start after `moves`.
pub(super) fn after(moves: &str) -> Game {
    game_from(None, Origin::Challenge, moves)
}

/// A stand-alone game from `fen` after `moves`.
pub(super) fn from_fen(fen: &str, moves: &str) -> Game {
    game_from(Some(fen), Origin::Challenge, moves)
}

/// `game` after `moves`, each played by the player to move.
pub(super) fn play_all(game: &Game, moves: &str) -> Game {
    moves
        .split_whitespace()
        .fold(game.clone(), |game, m| play(&game, m))
}

/// `game` after one move by the player to move, without a draw offer.
pub(super) fn play(game: &Game, text: &str) -> Game {
    game.play_move(game.turn(), game.ply(), &mv(text), false)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .game
}

/// `text` read as a move, as a player would send it.
pub(super) fn mv(text: &str) -> MoveText {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// 24 plies of a quiet Italian game: nothing repeats, nothing ends.
pub(super) const QUIET_OPENING: &str =
    "e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d3 d6 O-O O-O Re1 a6 a4 h6 Nbd2 Re8 h3 Be6 Bxe6 Rxe6 b4 Ba7";

/// The knights go out and back: four plies that return to the position
/// before them.
pub(super) const KNIGHTS_OUT_AND_BACK: &str = "Nf3 Nf6 Ng1 Ng8";
