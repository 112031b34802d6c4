//! UTC calendar days: the unit of vacation (product.md §4 "a number of whole
//! days", "per calendar year"). Days and years are counted in UTC, the
//! server's time, so every member's allowance is counted the same way.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One day in milliseconds.
pub(super) use crate::time::DAY_MS;

/// Why a text or an instant is not a day.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DayError {
    /// Not written `YYYY-MM-DD`.
    #[error("`{0}` is not a date: write it as YYYY-MM-DD, e.g. 2025-07-01")]
    Malformed(String),
    /// Written `YYYY-MM-DD`, but no such day exists.
    #[error("{year:04}-{month:02}-{day:02} is not a day of the calendar")]
    NoSuchDay {
        /// The year written.
        year: i64,
        /// The month written.
        month: u32,
        /// The day of the month written.
        day: u32,
    },
    /// The instant is not the start of a UTC day.
    #[error("{0} (Unix ms) is not midnight UTC")]
    NotMidnight(i64),
}

/// A UTC calendar day, counted from 1970-01-01 (proleptic Gregorian).
/// Written and serialized as `YYYY-MM-DD`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Day(i64);

impl Day {
    /// The UTC day the instant `ms` falls on.
    #[must_use]
    pub const fn containing(ms: i64) -> Day {
        Day(ms.div_euclid(DAY_MS))
    }

    /// The day that starts at `ms`.
    ///
    /// # Errors
    ///
    /// [`DayError::NotMidnight`] unless `ms` is midnight UTC.
    pub const fn starting_at(ms: i64) -> Result<Day, DayError> {
        if ms.rem_euclid(DAY_MS) == 0 {
            Ok(Day::containing(ms))
        } else {
            Err(DayError::NotMidnight(ms))
        }
    }

    /// The day `year-month-day`.
    ///
    /// # Errors
    ///
    /// [`DayError::NoSuchDay`] for a month outside 1–12, a day outside the
    /// month, or a year outside 1–9999.
    pub fn from_ymd(year: i64, month: u32, day: u32) -> Result<Day, DayError> {
        let no_such_day = || DayError::NoSuchDay { year, month, day };
        if !(1..=9999).contains(&year) {
            return Err(no_such_day());
        }
        let lengths = month_lengths(year);
        let Some((earlier_months, [length, ..])) = month
            .checked_sub(1)
            .and_then(|earlier| lengths.split_at_checked(earlier as usize))
        else {
            return Err(no_such_day());
        };
        if !(1..=*length).contains(&i64::from(day)) {
            return Err(no_such_day());
        }
        let days_before: i64 = earlier_months.iter().sum();
        Ok(first_day_of(year).plus(days_before + i64::from(day) - 1))
    }

    /// The instant the day starts, Unix ms (midnight UTC).
    #[must_use]
    pub const fn start_ms(self) -> i64 {
        self.0 * DAY_MS
    }

    /// The day `days` days later.
    #[must_use]
    pub const fn plus(self, days: i64) -> Day {
        Day(self.0 + days)
    }

    /// The number of days from `earlier` to this day.
    #[must_use]
    pub const fn days_since(self, earlier: Day) -> i64 {
        self.0 - earlier.0
    }

    /// The calendar year the day belongs to.
    #[must_use]
    pub fn year(self) -> i64 {
        // 146 097 days make 400 years: a close guess, corrected below.
        let mut year = 1970 + (self.0 * 400).div_euclid(146_097);
        while first_day_of(year + 1) <= self {
            year += 1;
        }
        while first_day_of(year) > self {
            year -= 1;
        }
        year
    }
}

/// January 1 of `year`.
#[must_use]
pub(super) const fn first_day_of(year: i64) -> Day {
    Day(365 * (year - 1970) + leap_days_before(year) - leap_days_before(1970))
}

/// The leap days (February 29) from year 1 to the end of `year - 1`:
/// every fourth year, except centuries not divisible by 400.
const fn leap_days_before(year: i64) -> i64 {
    let last = year - 1;
    last.div_euclid(4) - last.div_euclid(100) + last.div_euclid(400)
}

/// The lengths of the twelve months of `year`: February has what the year
/// has beyond the 337 days of the other eleven.
fn month_lengths(year: i64) -> [i64; 12] {
    let february = first_day_of(year + 1).days_since(first_day_of(year)) - 337;
    [31, february, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
}

impl Day {
    /// The day's year, month (1–12) and day of the month (1–31).
    #[must_use]
    pub fn ymd(self) -> (i64, u32, u32) {
        let year = self.year();
        let mut day_of_year = self.days_since(first_day_of(year));
        let mut month = 1;
        for length in month_lengths(year) {
            if day_of_year < length {
                break;
            }
            day_of_year -= length;
            month += 1;
        }
        (year, month, u32::try_from(day_of_year + 1).unwrap_or(1))
    }

    /// The calendar month the day falls in, counted from year 0: months
    /// apart are this number apart.
    #[must_use]
    pub fn month_number(self) -> i64 {
        let (year, month, _) = self.ymd();
        year * 12 + i64::from(month) - 1
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = self.ymd();
        write!(f, "{year:04}-{month:02}-{day:02}")
    }
}

impl FromStr for Day {
    type Err = DayError;

    fn from_str(text: &str) -> Result<Day, DayError> {
        let malformed = || DayError::Malformed(text.to_owned());
        let bytes = text.as_bytes();
        let shape_ok = bytes.len() == 10
            && bytes.iter().enumerate().all(|(i, byte)| match i {
                4 | 7 => *byte == b'-',
                _ => byte.is_ascii_digit(),
            });
        if !shape_ok {
            return Err(malformed());
        }
        let number = |range: std::ops::Range<usize>| text.get(range)?.parse::<u32>().ok();
        match (number(0..4), number(5..7), number(8..10)) {
            (Some(year), Some(month), Some(day)) => Day::from_ymd(i64::from(year), month, day),
            _ => Err(malformed()),
        }
    }
}

impl TryFrom<String> for Day {
    type Error = DayError;

    fn try_from(text: String) -> Result<Day, DayError> {
        text.parse()
    }
}

impl From<Day> for String {
    fn from(day: Day) -> String {
        day.to_string()
    }
}
