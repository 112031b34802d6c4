//! Why a vacation was refused. A refused request changes nothing.

use super::{Day, Vacation};

/// Why a vacation could not be built, scheduled, cancelled or ended early
/// (product.md §4).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VacationError {
    /// A vacation must last some time.
    #[error(
        "a vacation must end after it starts: it starts at {start} and ends at {end} (Unix ms)"
    )]
    Empty {
        /// The start asked for, Unix ms.
        start: i64,
        /// The end asked for, Unix ms.
        end: i64,
    },
    /// A vacation is a number of whole days, at least one.
    #[error("a vacation lasts at least one day")]
    ZeroDays,
    /// product.md §4: a vacation "may start now or in the future".
    #[error("a vacation cannot start in the past: {start} is before today, {today}")]
    StartsInThePast {
        /// The first day asked for.
        start: Day,
        /// The current UTC day.
        today: Day,
    },
    /// A vacation is planned within the next calendar year at the latest
    /// (product.md §4 takes its days from that year's allowance; a start
    /// on 9999-12-31 was accepted).
    #[error("a vacation starts by the end of next year at the latest: {start} is after {last}")]
    TooFarAhead {
        /// The first day asked for.
        start: Day,
        /// The last day a vacation may start: 31 December of next year.
        last: Day,
    },
    /// product.md §4: a vacation "may not overlap another".
    #[error("the vacation would overlap your vacation from {other}")]
    Overlap {
        /// The vacation already scheduled that it would overlap.
        other: Vacation,
    },
    /// product.md §4: the days are taken from the yearly allowance.
    #[error("the vacation needs {needed} days of {year}, but only {left} are left for that year")]
    AllowanceExceeded {
        /// The calendar year that is short.
        year: i64,
        /// The days of that year the vacation would take.
        needed: u32,
        /// The days of that year still free.
        left: u32,
    },
    /// product.md §4: only a vacation that has not started can be cancelled.
    #[error("the vacation has already started: end it early instead")]
    AlreadyStarted,
    /// product.md §4: only a vacation in progress can be ended early.
    #[error("the vacation has not started yet: cancel it instead")]
    NotStarted,
    /// A vacation that is over can be neither cancelled nor ended early.
    #[error("the vacation is already over")]
    AlreadyOver,
}
