//! One vacation of one member: the time during which their clocks do not
//! run (product.md §4).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::span::Span;
use super::{Day, VacationError};

/// A vacation: the instants `[start, end)`, Unix ms. The server stores it as
/// the two numbers and rebuilds it with [`Vacation::new`].
///
/// A vacation scheduled for a future day starts at that day's midnight UTC,
/// one scheduled for today starts when it was scheduled; it ends at midnight
/// UTC, or earlier when ended early ([`super::schedule`],
/// [`super::end_early`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StoredVacation", into = "StoredVacation")]
pub struct Vacation {
    start: i64,
    end: i64,
}

impl Vacation {
    /// The vacation from `start` to `end`, Unix ms.
    ///
    /// # Errors
    ///
    /// [`VacationError::Empty`] unless `start < end`.
    pub const fn new(start: i64, end: i64) -> Result<Vacation, VacationError> {
        if start < end {
            Ok(Vacation { start, end })
        } else {
            Err(VacationError::Empty { start, end })
        }
    }

    /// The first instant of the vacation, Unix ms.
    #[must_use]
    pub const fn start(&self) -> i64 {
        self.start
    }

    /// The first instant after the vacation, Unix ms: when the member's
    /// clocks run again.
    #[must_use]
    pub const fn end(&self) -> i64 {
        self.end
    }

    /// The first UTC day the member is on vacation.
    #[must_use]
    pub const fn first_day(&self) -> Day {
        Day::containing(self.start)
    }

    /// The last UTC day the member is on vacation, for all or part of it.
    #[must_use]
    pub const fn last_day(&self) -> Day {
        Day::containing(self.end - 1)
    }

    /// True at the instants of the vacation.
    #[must_use]
    pub const fn contains(&self, at: i64) -> bool {
        self.start <= at && at < self.end
    }

    /// True when the two vacations share an instant.
    #[must_use]
    pub const fn overlaps(&self, other: &Vacation) -> bool {
        self.start < other.end && other.start < self.end
    }

    /// The vacation's instants as a span.
    pub(super) const fn span(&self) -> Span {
        Span {
            start: self.start,
            end: self.end,
        }
    }
}

/// Written for people as its first and last days: `2025-07-01 to 2025-07-10`.
impl fmt::Display for Vacation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} to {}", self.first_day(), self.last_day())
    }
}

/// The serialized form, checked by [`Vacation::new`] when read back.
#[derive(Serialize, Deserialize)]
struct StoredVacation {
    start: i64,
    end: i64,
}

impl TryFrom<StoredVacation> for Vacation {
    type Error = VacationError;

    fn try_from(stored: StoredVacation) -> Result<Vacation, VacationError> {
        Vacation::new(stored.start, stored.end)
    }
}

impl From<Vacation> for StoredVacation {
    fn from(vacation: Vacation) -> StoredVacation {
        StoredVacation {
            start: vacation.start,
            end: vacation.end,
        }
    }
}
