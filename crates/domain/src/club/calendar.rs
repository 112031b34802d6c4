//! A club's calendar, as its directors set it (clubs-and-ladder.md,
//! decisions of turn 3): the days its season starts and ends — 1 September
//! and 30 June unless they say otherwise, each a day every year has — and
//! the day of the month the absence decay is due, "normally the first
//! meeting": the 7th unless they say otherwise, a day every month has.

use std::fmt;
use std::str::FromStr;

use crate::vacation::Day;

/// A day of the year, `MM-DD`, that every year has (up to the 28th of
/// February): a season's first or last day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SeasonDay {
    pub month: u32,
    pub day: u32,
}

/// A text that is no `MM-DD` every year has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a season's day is written MM-DD, a day every year has (up to the 28th of February)")]
pub struct BadSeasonDay;

impl SeasonDay {
    /// The default first day of a season: 1 September.
    pub const START: Self = Self { month: 9, day: 1 };
    /// The default last day of a season: 30 June.
    pub const END: Self = Self { month: 6, day: 30 };

    /// `month`-`day`, when every year has it.
    ///
    /// # Errors
    /// [`BadSeasonDay`]: no such day, or the 29th of February.
    pub fn new(month: u32, day: u32) -> Result<Self, BadSeasonDay> {
        // 2001 has no 29th of February: a day it has, every year has.
        Day::from_ymd(2001, month, day)
            .map(|_| Self { month, day })
            .map_err(|_| BadSeasonDay)
    }
}

impl FromStr for SeasonDay {
    type Err = BadSeasonDay;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (month, day) = text.trim().split_once('-').ok_or(BadSeasonDay)?;
        let number = |text: &str| text.parse::<u32>().map_err(|_| BadSeasonDay);
        Self::new(number(month)?, number(day)?)
    }
}

impl fmt::Display for SeasonDay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}-{:02}", self.month, self.day)
    }
}

/// The day of the month the absence decay is due, 1 to 28.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DecayDay(u32);

/// A decay day that is no day every month has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the decay day is a day of the month from 1 to 28")]
pub struct BadDecayDay;

impl DecayDay {
    /// "Normally the first meeting": a meeting in the first week, or the
    /// job on the 7th.
    pub const DEFAULT: Self = Self(7);

    /// Day `day` of every month.
    ///
    /// # Errors
    /// [`BadDecayDay`] outside 1 to 28.
    pub const fn new(day: u32) -> Result<Self, BadDecayDay> {
        if day >= 1 && day <= 28 {
            Ok(Self(day))
        } else {
            Err(BadDecayDay)
        }
    }

    #[must_use]
    pub const fn get(self) -> u32 {
        self.0
    }

    /// The decay after the one of (or the founding on) `on`: this day of
    /// the next month (nobody has been idle a whole month before).
    #[must_use]
    pub fn after(self, on: Day) -> Day {
        let (year, month, _) = on.ymd();
        let (year, month) = if month == 12 {
            (year + 1, 1)
        } else {
            (year, month + 1)
        };
        Day::from_ymd(year, month, self.0).unwrap_or(on)
    }

    /// The next decay once a director sets this day on `today`: this
    /// month's, unless it has passed or this month's decay was applied
    /// already; else next month's.
    #[must_use]
    pub fn next_from(self, today: Day, decayed_this_month: bool) -> Day {
        let (year, month, date) = today.ymd();
        match Day::from_ymd(year, month, self.0) {
            Ok(this_month) if !decayed_this_month && date <= self.0 => this_month,
            _ => self.after(today),
        }
    }
}

impl FromStr for DecayDay {
    type Err = BadDecayDay;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::new(text.trim().parse().map_err(|_| BadDecayDay)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Day {
        text.parse().unwrap()
    }

    /// "a day every year has": the 29th of February is refused.
    #[test]
    fn season_days_are_days_every_year_has() {
        let table = [
            ("09-01", Ok(SeasonDay::START)),
            ("06-30", Ok(SeasonDay::END)),
            (" 02-28 ", Ok(SeasonDay { month: 2, day: 28 })),
            ("02-29", Err(BadSeasonDay)),
            ("04-31", Err(BadSeasonDay)),
            ("13-01", Err(BadSeasonDay)),
            ("00-10", Err(BadSeasonDay)),
            ("9/1", Err(BadSeasonDay)),
            ("", Err(BadSeasonDay)),
        ];
        for (text, expected) in table {
            assert_eq!(text.parse::<SeasonDay>(), expected, "{text:?}");
        }
        assert_eq!(SeasonDay::START.to_string(), "09-01");
    }

    /// 1 to 28, a day every month has; the 7th by default.
    #[test]
    fn decay_days_are_days_every_month_has() {
        for (text, expected) in [
            ("1", Ok(1)),
            ("28", Ok(28)),
            (" 7 ", Ok(7)),
            ("0", Err(BadDecayDay)),
            ("29", Err(BadDecayDay)),
            ("-3", Err(BadDecayDay)),
            ("seven", Err(BadDecayDay)),
        ] {
            assert_eq!(
                text.parse::<DecayDay>().map(DecayDay::get),
                expected,
                "{text:?}"
            );
        }
        assert_eq!(DecayDay::DEFAULT.get(), 7);
    }

    #[test]
    fn the_next_decay_follows_the_decay_day() {
        let seventh = DecayDay::DEFAULT;
        // Founded, or decayed, on a day: the decay day of the next month.
        assert_eq!(seventh.after(day("2026-03-20")), day("2026-04-07"));
        assert_eq!(seventh.after(day("2026-12-07")), day("2027-01-07"));
        // Set on a day: this month's unless it has passed or was applied.
        let table = [
            ("2026-03-05", false, "2026-03-07"),
            ("2026-03-07", false, "2026-03-07"),
            ("2026-03-08", false, "2026-04-07"),
            ("2026-03-05", true, "2026-04-07"),
            ("2026-12-20", false, "2027-01-07"),
        ];
        for (today, decayed, next) in table {
            assert_eq!(
                seventh.next_from(day(today), decayed),
                day(next),
                "{today} {decayed}"
            );
        }
    }
}
