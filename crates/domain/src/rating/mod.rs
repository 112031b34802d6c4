//! Correspondence ratings (seed 000 "Ratings", spec `ratings.md`).
//!
//! A player's standing in one pool is a [`RatingState`]: unrated, provisional
//! (1 to 24 counted games, the rounded average of the game performances) or
//! established (25 counted games or more, updated by the tiered linear
//! formula). [`rate_game`] rates one finished rated game for both players
//! from their states just before it; [`replay`] rebuilds a whole pool from
//! its games in order. The live pool uses the same functions.
//!
//! All arithmetic is exact integer arithmetic: the established change is
//! computed in hundredths of a point, the provisional average as an integer
//! division with remainder; the project's `docs/ratings.md` explains how.

mod established;
mod pool;
mod provisional;
mod replay;
mod result;
mod rounding;
mod state;
mod update;

#[cfg(test)]
mod properties;
#[cfg(test)]
mod vectors;

pub use pool::Pool;
pub use replay::{RatedGame, RatingPool, replay};
pub use result::GameResult;
pub use state::{RatingRecord, RatingState, RatingStateError, RatingStatus};
pub use update::{RatingUpdate, UNRATED_SHOWN, UnchangedBy, rate_for_player, rate_game};
