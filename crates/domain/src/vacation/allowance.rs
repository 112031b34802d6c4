//! The yearly allowance of vacation days (product.md §4: "a yearly allowance
//! of vacation days, default 30 per calendar year, configurable; unused days
//! do not carry over").
//!
//! A vacation day is a UTC day on which the member is on vacation at some
//! moment; it is taken from the allowance of its own calendar year, and a
//! day covered by two vacations is taken once.

use super::Vacation;
use super::day::first_day_of;
use super::span::{Span, union};

/// The allowance when the site's configuration names none (product.md §4).
pub const DEFAULT_DAYS_PER_YEAR: u32 = 30;

/// The vacation days of `year` still free, given the member's `vacations`
/// (past, in progress and future). None are left when the allowance was
/// lowered below the days already taken.
#[must_use]
pub fn days_left(vacations: &[Vacation], year: i64, allowance_per_year: u32) -> u32 {
    allowance_per_year.saturating_sub(days_taken(vacations, year))
}

/// The days of `year` on which the member is on vacation, each counted once.
pub(super) fn days_taken(vacations: &[Vacation], year: i64) -> u32 {
    let january_first = first_day_of(year);
    let year_length = first_day_of(year + 1).days_since(january_first);
    let days = union(vacations.iter().map(|vacation| Span {
        start: vacation.first_day().days_since(january_first),
        end: vacation.last_day().days_since(january_first) + 1,
    }));
    let taken: i64 = days.iter().map(|span| span.overlap(0, year_length)).sum();
    // At most 366: the days of one year.
    u32::try_from(taken).unwrap_or(u32::MAX)
}
