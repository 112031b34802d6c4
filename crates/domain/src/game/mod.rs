//! A correspondence game's rules over `shakmaty`, as pure data and pure
//! transitions (product.md §2, §3, §5; seed 003).
//!
//! The server loads a [`Game`] from its stored parts ([`StoredGame`]), calls
//! one transition ([`Game::play_move`], [`Game::offer_draw`],
//! [`Game::resign`], [`Game::time_out`], ...), and stores the new state. A
//! transition never changes the game it is called on: it returns a new one or
//! an error that says what was wrong. When a transition ends the game, the new
//! state carries its [`Outcome`].
//!
//! Beside the game itself: clocks and deadlines ([`Clock`], [`TimeControl`]),
//! conditional moves ([`ConditionalMoves`]) and PGN export ([`pgn`]).
//!
//! The decisions taken where the specifications are silent are recorded in
//! `docs/game-rules.md`.

mod challenge;
mod clock;
mod color;
mod conditional;
mod draw;
mod ending;
mod error;
mod notation;
mod outcome;
pub mod pgn;
mod play;
mod proposal;
mod repetition;
mod seats;
pub(crate) mod serde_color;
mod state;
mod status;
mod stored;
mod time_control;
mod utc;

#[cfg(test)]
mod tests;

pub use challenge::{ChallengeColor, ChallengeStatus};
pub use clock::{Clock, OutOfTime, Reminder, ReminderKind};
pub use conditional::{ConditionalError, ConditionalMoves, FollowUp};
pub use error::{GameError, RecordError};
pub use notation::{MoveError, parse_move, san_plus, uci};
pub use outcome::{EndReason, LichessStatus, Outcome};
pub use play::MovePlayed;
pub use seats::Seats;
pub use state::{Game, Origin};
pub use status::GameStatus;
pub use stored::StoredGame;
pub use time_control::{FischerIncrement, GameDays, MoveDays, TimeControl, TimeControlError};

/// Re-exported so callers name the same colour type as the game.
pub use shakmaty::Color;
