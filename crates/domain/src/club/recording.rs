//! The checks of a game recorded over the board that need nothing but the
//! report (clubs-and-ladder.md "Decisions of turn 3"): past results are
//! entered "with the day they were played (never in the future …)", a
//! game needs two players, and "two real games between the same players on
//! one day are recorded by saying so (a game number …)".

use std::fmt;
use std::str::FromStr;

use crate::vacation::Day;

/// A game's number among the games alike (same players, day, result and
/// clock): 1 for the first, 2 for a second game alike that day, up to
/// [`GameNumber::MAX`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GameNumber(i32);

/// A game number that is no whole number from 1 to [`GameNumber::MAX`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a game number is a whole number from 1 to {}", GameNumber::MAX)]
pub struct BadGameNumber;

impl GameNumber {
    /// The most games alike between two players on one day.
    pub const MAX: i32 = 20;
    /// The first game alike of a day: the number when none is given.
    pub const FIRST: Self = Self(1);

    /// The number `n`, when it is one.
    ///
    /// # Errors
    /// [`BadGameNumber`] outside `1..=MAX`.
    pub const fn new(n: i32) -> Result<Self, BadGameNumber> {
        if n >= 1 && n <= Self::MAX {
            Ok(Self(n))
        } else {
            Err(BadGameNumber)
        }
    }

    #[must_use]
    pub const fn get(self) -> i32 {
        self.0
    }
}

impl FromStr for GameNumber {
    type Err = BadGameNumber;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::new(text.trim().parse().map_err(|_| BadGameNumber)?)
    }
}

impl fmt::Display for GameNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A day after today, for a game played or a decay applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{0} is in the future")]
pub struct FutureDay(pub Day);

/// `day`, when it is not after `today`: a result is entered, and a decay
/// applied by hand, for a day that has come.
///
/// # Errors
/// [`FutureDay`] after `today`.
pub fn not_in_future(day: Day, today: Day) -> Result<Day, FutureDay> {
    if day > today {
        Err(FutureDay(day))
    } else {
        Ok(day)
    }
}

/// The same player on both sides of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a game needs two different players")]
pub struct SamePlayer;

/// Whether `white` and `black` may play a game: two players, not one.
///
/// # Errors
/// [`SamePlayer`] when they are one.
pub fn two_players<P: PartialEq>(white: &P, black: &P) -> Result<(), SamePlayer> {
    if white == black {
        Err(SamePlayer)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Day {
        text.parse().unwrap()
    }

    #[test]
    fn a_game_number_is_a_whole_number_from_1_to_20() {
        // Decisions of turn 3: "two real games between the same players on
        // one day are recorded by saying so (a game number …)".
        for (text, number) in [
            ("1", Ok(1)),
            (" 2 ", Ok(2)),
            ("20", Ok(20)),
            ("0", Err(BadGameNumber)),
            ("21", Err(BadGameNumber)),
            ("-1", Err(BadGameNumber)),
            ("1.5", Err(BadGameNumber)),
            ("two", Err(BadGameNumber)),
            ("", Err(BadGameNumber)),
        ] {
            assert_eq!(
                text.parse::<GameNumber>().map(GameNumber::get),
                number,
                "{text:?}"
            );
        }
    }

    #[test]
    fn a_day_up_to_today_is_not_in_the_future() {
        // "enter past results with the day they were played (never in the
        // future …)"; "a decay run by hand is for a day … not in the future".
        let today = day("2026-03-14");
        for (played, allowed) in [
            ("2026-03-14", true),
            ("2026-03-13", true),
            ("2025-09-01", true),
            ("2026-03-15", false),
            ("2027-01-01", false),
        ] {
            let checked = not_in_future(day(played), today);
            assert_eq!(
                checked,
                if allowed {
                    Ok(day(played))
                } else {
                    Err(FutureDay(day(played)))
                },
                "{played}"
            );
        }
    }

    #[test]
    fn a_game_needs_two_different_players() {
        for (white, black, allowed) in [("alice", "bob", true), ("alice", "alice", false)] {
            assert_eq!(
                two_players(&white, &black).is_ok(),
                allowed,
                "{white} v {black}"
            );
        }
    }
}
