//! Whether a game is being played or is over, as stored with it.

use crate::name::named;

/// A game's status: being played until it has an outcome, then over for
/// good (a game never comes back from its end).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameStatus {
    /// Being played: no outcome yet.
    Started,
    /// Over, with its outcome.
    Finished,
}

named!("game status", GameStatus {
    Started => "started",
    Finished => "finished",
});
