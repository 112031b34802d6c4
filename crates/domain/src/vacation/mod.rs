//! Vacation for correspondence games (product.md §4, seed 000 "Vacation
//! Time"), as pure functions.
//!
//! The server stores each member's vacations as `(start, end)` Unix ms,
//! rebuilds them with [`Vacation::new`], and calls:
//! - [`schedule`], [`cancel`] and [`end_early`] when the member changes
//!   their vacations, and [`days_left`] to show what is left of a year's
//!   allowance;
//! - [`not_charged_ms`], [`deadline`] (or [`not_charged_for_deadline`]) and
//!   [`reminders`] with the clock of every correspondence game in which the
//!   member is to move, whenever a move or a vacation changes it;
//! - [`current`] to show opponents that a player is away, and until when.
//!
//! Days and calendar years are UTC ([`Day`]). The decisions taken where the
//! specifications are silent are recorded in `docs/vacation.md`.

mod allowance;
mod change;
mod clock;
mod day;
mod error;
mod period;
mod schedule;
mod span;

#[cfg(test)]
mod tests;

pub use allowance::{DEFAULT_DAYS_PER_YEAR, days_left};
pub use change::{cancel, end_early};
pub use clock::{current, deadline, not_charged_for_deadline, not_charged_ms, reminders};
pub use day::{Day, DayError};
pub use error::VacationError;
pub use period::Vacation;
pub use schedule::schedule;
