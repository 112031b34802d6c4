//! The checks of a game recorded over the board (clubs-and-ladder.md
//! "Decisions of turn 3"): past results are entered "with the day they
//! were played (never in the future …)", a game needs two players, each a
//! member on the ladder who had joined it by the day played, and "two real
//! games between the same players on one day are recorded by saying so (a
//! game number …)".

use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

use super::history::ClubHistory;
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

/// Why a player cannot be in a game recorded over the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum UnrecordablePlayer {
    #[error("not a member of the club")]
    NotMember,
    #[error("not on the club's ladder")]
    NotOnLadder,
    #[error("the game was played before they joined the club")]
    BeforeJoining,
}

/// Whether `player`, a member of the club or not (`is_member`), may be one
/// side of a game played on `played_on` in the club of `history`: a member,
/// on the ladder, and joined by that day.
///
/// # Errors
/// The first of [`UnrecordablePlayer`] that holds, in that order.
pub fn recordable<P: Hash + Eq + Clone>(
    history: &ClubHistory<P>,
    player: &P,
    is_member: bool,
    played_on: Day,
) -> Result<(), UnrecordablePlayer> {
    if !is_member {
        return Err(UnrecordablePlayer::NotMember);
    }
    if history.ladder().rank_of(player).is_none() {
        return Err(UnrecordablePlayer::NotOnLadder);
    }
    if history
        .card(player)
        .is_some_and(|card| played_on < card.joined_on)
    {
        return Err(UnrecordablePlayer::BeforeJoining);
    }
    Ok(())
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

    #[test]
    fn a_recorded_player_is_a_member_on_the_ladder_who_had_joined_by_the_day() {
        use crate::club::{ClubEvent, Season};
        let events = [
            ClubEvent::Joined {
                player: "ann",
                on: day("2026-10-01"),
            },
            ClubEvent::Joined {
                player: "ben",
                on: day("2026-10-01"),
            },
            ClubEvent::Left { player: "ben" },
        ];
        let history = ClubHistory::replay(Season::default(), &events);
        let cases = [
            ("ann", true, "2026-10-01", Ok(())),
            ("ann", true, "2026-11-15", Ok(())),
            (
                "ann",
                false,
                "2026-11-15",
                Err(UnrecordablePlayer::NotMember),
            ),
            (
                "ann",
                true,
                "2026-09-30",
                Err(UnrecordablePlayer::BeforeJoining),
            ),
            (
                "ben",
                true,
                "2026-11-15",
                Err(UnrecordablePlayer::NotOnLadder),
            ),
            (
                "cid",
                true,
                "2026-11-15",
                Err(UnrecordablePlayer::NotOnLadder),
            ),
            (
                "cid",
                false,
                "2026-11-15",
                Err(UnrecordablePlayer::NotMember),
            ),
        ];
        for (player, is_member, played_on, expected) in cases {
            assert_eq!(
                recordable(&history, &player, is_member, day(played_on)),
                expected,
                "{player} {is_member} {played_on}"
            );
        }
    }
}
