//! A game's rules over `shakmaty`, as pure data and pure transitions
//! (product.md §2, §3, §5; seed 003), with the live games' own rules
//! (live-games.md, seed 001: limits on resigning and draw requests, no
//! result on time before 10 plies, takebacks, requests to quit).
//!
//! The server loads a [`Game`] from its stored parts ([`StoredGame`]), calls
//! one transition ([`Game::play_move`], [`Game::offer_draw`],
//! [`Game::resign`], [`Game::time_out`], [`Game::take_back`],
//! [`Game::request_quit`], ...), and stores the new state. A
//! transition never changes the game it is called on: it returns a new one or
//! an error that says what was wrong. When a transition ends the game, the new
//! state carries its [`Outcome`].
//!
//! Beside the game itself: clocks and deadlines ([`Clock`], [`TimeControl`],
//! [`LiveControl`]), conditional moves ([`ConditionalMoves`]) and PGN export
//! ([`pgn`]).
//!
//! The decisions taken where the specifications are silent are recorded in
//! `docs/game-rules.md` and `docs/live-games.md`.

mod challenge;
mod chat_room;
mod clock;
mod color;
mod conditional;
mod draw;
mod ending;
mod error;
mod game_id;
mod live;
mod live_control;
mod move_text;
mod notation;
mod outcome;
pub mod pgn;
mod play;
mod proposal;
mod quit;
mod repetition;
mod seats;
pub(crate) mod serde_color;
mod speed;
mod stamps;
mod state;
mod status;
mod stored;
mod takeback;
mod time_control;
mod utc;

#[cfg(test)]
mod tests;

pub use challenge::{ChallengeColor, ChallengeStatus, DeclineReason};
pub use chat_room::ChatRoom;
pub use clock::{Clock, OutOfTime, Reminder, ReminderKind};
pub use conditional::{ConditionalError, ConditionalMoves, FollowUp};
pub use error::{GameError, RecordError};
pub use game_id::GameId;
pub use live::{LivePlay, PerPlayer, QuitRequest};
pub use live_control::{LiveControl, LiveControlError, LiveMode};
pub use move_text::MoveText;
pub use notation::{MoveError, parse_move, san_plus, uci};
pub use outcome::{EndReason, LichessStatus, Outcome};
pub use play::MovePlayed;
pub use seats::Seats;
pub use speed::Speed;
pub use stamps::{last_stamp, push_stamp, read_stamps};
pub(crate) use state::parse_fen;
pub use state::{Game, MoveRecord, MoveStep, Origin, dests_of};
pub use status::GameStatus;
pub use stored::StoredGame;
pub use time_control::{FischerIncrement, GameDays, MoveDays, TimeControl, TimeControlError};

/// Re-exported so callers name the same colour type as the game.
pub use shakmaty::{Color, Square};
