//! Vacation on the game clock (product.md §4): "while a player is on
//! vacation, their clocks do not run in any correspondence game".
//!
//! The server passes the vacations of the player to move; live games, and
//! tournaments created with vacation disallowed, pass none. What
//! [`game::Clock`](crate::game::Clock) takes as `not_charged_ms` comes from
//! here:
//! - at an instant `now` (`charged_ms`, `remaining_ms`, `after_move`):
//!   [`not_charged_ms`]`(clock.turn_started_at, now, vacations)`;
//! - for the stored deadline (`deadline`, `is_out_of_time`):
//!   [`not_charged_for_deadline`]`(&clock, vacations)`, or [`deadline`]
//!   directly; for the reminders, [`reminders`].
//!
//! A move made during a vacation needs no rule of its own (seed 000: "the
//! vacation time remaining at the time a move is made will be applied to the
//! next move"): the player's next turn starts when the opponent replies, and
//! the part of it inside the vacation is not charged either.

use crate::game::{Clock, Reminder};

use super::Vacation;
use super::span::{Span, union};

/// The time from `turn_started_at` to `now` during which the player was on
/// vacation, in ms: the time of the turn not charged to them.
#[must_use]
pub fn not_charged_ms(turn_started_at: i64, now: i64, vacations: &[Vacation]) -> i64 {
    away(vacations)
        .iter()
        .map(|span| span.overlap(turn_started_at, now))
        .sum()
}

/// The instant, Unix ms, at which a player whose turn started at
/// `turn_started_at` with `bank_ms` on their clock runs out of time: the
/// first instant at which `bank_ms` has been charged, vacations not
/// charged. Every vacation that starts before that instant pushes it later
/// by its part after the start of the turn, including vacations that start
/// after the instant the bank would run out without vacations.
#[must_use]
pub fn deadline(turn_started_at: i64, bank_ms: i64, vacations: &[Vacation]) -> i64 {
    away(vacations)
        .iter()
        .fold(turn_started_at + bank_ms, |deadline, span| {
            let from = span.start.max(turn_started_at);
            if from < deadline {
                deadline + (span.end - from).max(0)
            } else {
                deadline
            }
        })
}

/// The `not_charged_ms` to pass to [`Clock::deadline`] and
/// [`Clock::is_out_of_time`] so that they include the vacations of the
/// player to move: the vacation time between the start of the turn and the
/// deadline.
#[must_use]
pub fn not_charged_for_deadline(clock: &Clock, vacations: &[Vacation]) -> i64 {
    let bank = clock.bank_ms(clock.running);
    deadline(clock.turn_started_at, bank, vacations) - clock.turn_started_at - bank
}

/// The reminders of the current turn (product.md §5) with the vacations of
/// the player to move: each comes when the same share of the time has been
/// charged as without vacations, so none comes while the clock is stopped.
#[must_use]
pub fn reminders(clock: &Clock, vacations: &[Vacation]) -> Vec<Reminder> {
    clock
        .reminders(0)
        .into_iter()
        .map(|reminder| Reminder {
            at: deadline(
                clock.turn_started_at,
                reminder.at - clock.turn_started_at,
                vacations,
            ),
            ..reminder
        })
        .collect()
}

/// The vacation `vacations` has in progress at `now`, if any: opponents see
/// that the player is on vacation, and until when (product.md §4).
#[must_use]
pub fn current(vacations: &[Vacation], now: i64) -> Option<Vacation> {
    vacations
        .iter()
        .copied()
        .find(|vacation| vacation.contains(now))
}

/// The time the player is away: their vacations as disjoint spans, so time
/// covered twice is not counted twice.
fn away(vacations: &[Vacation]) -> Vec<Span> {
    union(vacations.iter().map(Vacation::span))
}
