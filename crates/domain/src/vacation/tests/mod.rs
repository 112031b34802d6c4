//! Scenario tests of vacation, one file per topic, and the property tests.

mod change;
mod clock;
mod day;
mod properties;
mod schedule;
mod stored;

use super::{Day, Vacation};

use crate::time::{DAY_MS, HOUR_MS};

/// The day written `YYYY-MM-DD`.
fn day(text: &str) -> Day {
    text.parse().unwrap()
}

/// Midnight UTC at the start of the day written `YYYY-MM-DD`.
fn midnight(text: &str) -> i64 {
    day(text).start_ms()
}

/// The vacation of `days` whole days from midnight of `first`.
fn whole_days(first: &str, days: i64) -> Vacation {
    Vacation::new(midnight(first), day(first).plus(days).start_ms()).unwrap()
}
