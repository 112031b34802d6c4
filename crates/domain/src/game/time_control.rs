//! Correspondence time controls (product.md §3, seed 000): days per move,
//! days per game, and Fischer days. Only the offered values can be built.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One day in milliseconds.
pub(super) use crate::time::DAY_MS;

/// Why a time control was refused; each message names the allowed values
/// (lichess-api-subset.md §11.1).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// Not written in any of the accepted forms.
    #[error("`{0}` is not a time control: write 3d/move, 30d/game or 30d+1d")]
    Malformed(String),
    /// Days per move not offered.
    #[error("{0} days per move is not offered: choose 1, 3, 7 or 14")]
    DaysPerMove(u32),
    /// Days per game not offered (also the start of a Fischer clock).
    #[error("{0} days per game is not offered: choose 10, 30, 60 or 90")]
    DaysPerGame(u32),
    /// Fischer increment not offered.
    #[error("{0} days added per move is not offered: choose 1, 2 or 3")]
    FischerIncrement(u32),
}

/// An enum of the offered numbers of days, convertible from and to `u32`
/// (serialized as the number).
macro_rules! day_options {
    ($(#[$doc:meta])* $name:ident, $error:ident, [$($variant:ident = $days:literal),+]) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(try_from = "u32", into = "u32")]
        pub enum $name {
            $(
                #[doc = concat!(stringify!($days), " days.")]
                $variant,
            )+
        }

        impl $name {
            /// Every offered value, in increasing order.
            pub const ALL: &[$name] = &[$($name::$variant),+];

            /// The number of days.
            #[must_use]
            pub const fn days(self) -> u32 {
                match self {
                    $($name::$variant => $days,)+
                }
            }
        }

        impl TryFrom<u32> for $name {
            type Error = TimeControlError;

            fn try_from(days: u32) -> Result<$name, TimeControlError> {
                $name::ALL
                    .iter()
                    .copied()
                    .find(|option| option.days() == days)
                    .ok_or(TimeControlError::$error(days))
            }
        }

        impl From<$name> for u32 {
            fn from(option: $name) -> u32 {
                option.days()
            }
        }
    };
}

day_options!(
    /// Days per move (seed 000).
    MoveDays, DaysPerMove, [One = 1, Three = 3, Seven = 7, Fourteen = 14]
);
day_options!(
    /// Days per player for the whole game (seed 000); also the start of a
    /// Fischer clock.
    GameDays, DaysPerGame, [Ten = 10, Thirty = 30, Sixty = 60, Ninety = 90]
);
day_options!(
    /// Days added to a Fischer clock after each move.
    FischerIncrement, FischerIncrement, [One = 1, Two = 2, Three = 3]
);

/// A correspondence time control. Serialized as e.g.
/// `{"type":"per_move","days":3}`; written for people as `3d/move`,
/// `30d/game` or `30d+1d` ([`fmt::Display`], [`FromStr`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TimeControl {
    /// A fixed allowance for every move; after a move the opponent gets the
    /// full allowance (seed 000).
    PerMove {
        /// Days for each move.
        days: MoveDays,
    },
    /// A bank for the whole game, charged with each move's time (seed 000).
    PerGame {
        /// Days for all of a player's moves.
        days: GameDays,
    },
    /// A bank that grows by the increment after each move, capped at one and
    /// a half times the initial bank (product.md §3 decision: 30 days + 1
    /// day per move keeps at most 45 days).
    Fischer {
        /// Days in the bank at the start.
        initial: GameDays,
        /// Days added after each move.
        increment: FischerIncrement,
    },
}

impl TimeControl {
    /// Days per move.
    ///
    /// # Errors
    ///
    /// [`TimeControlError::DaysPerMove`] unless 1, 3, 7 or 14.
    pub fn per_move(days: u32) -> Result<TimeControl, TimeControlError> {
        Ok(TimeControl::PerMove {
            days: days.try_into()?,
        })
    }

    /// Days per game.
    ///
    /// # Errors
    ///
    /// [`TimeControlError::DaysPerGame`] unless 10, 30, 60 or 90.
    pub fn per_game(days: u32) -> Result<TimeControl, TimeControlError> {
        Ok(TimeControl::PerGame {
            days: days.try_into()?,
        })
    }

    /// Fischer days.
    ///
    /// # Errors
    ///
    /// [`TimeControlError::DaysPerGame`] for an initial bank other than 10,
    /// 30, 60 or 90 days, [`TimeControlError::FischerIncrement`] for an
    /// increment other than 1, 2 or 3 days.
    pub fn fischer(
        initial_days: u32,
        increment_days: u32,
    ) -> Result<TimeControl, TimeControlError> {
        Ok(TimeControl::Fischer {
            initial: initial_days.try_into()?,
            increment: increment_days.try_into()?,
        })
    }

    /// The time each player has for their first move, in ms.
    #[must_use]
    pub const fn initial_ms(self) -> i64 {
        days_ms(match self {
            TimeControl::PerMove { days } => days.days(),
            TimeControl::PerGame { days } | TimeControl::Fischer { initial: days, .. } => {
                days.days()
            }
        })
    }

    /// The time added to the mover's bank after each move, in ms.
    #[must_use]
    pub const fn increment_ms(self) -> i64 {
        match self {
            TimeControl::Fischer { increment, .. } => days_ms(increment.days()),
            TimeControl::PerMove { .. } | TimeControl::PerGame { .. } => 0,
        }
    }

    /// The most a Fischer bank may hold, in ms.
    #[must_use]
    pub const fn bank_cap_ms(self) -> Option<i64> {
        match self {
            TimeControl::Fischer { initial, .. } => Some(days_ms(initial.days()) * 3 / 2),
            TimeControl::PerMove { .. } | TimeControl::PerGame { .. } => None,
        }
    }

    /// The PGN `TimeControl` tag (lichess-api-subset.md §11.8, the PGN
    /// standard's forms): moves/seconds per move (`1/259200` for 3 days per
    /// move), sudden death in seconds per game (`864000` for 10 days), and
    /// seconds+increment for Fischer (`2592000+86400`).
    #[must_use]
    pub fn pgn(self) -> String {
        let seconds = |ms: i64| ms / 1000;
        match self {
            TimeControl::PerMove { .. } => format!("1/{}", seconds(self.initial_ms())),
            TimeControl::PerGame { .. } => seconds(self.initial_ms()).to_string(),
            TimeControl::Fischer { .. } => format!(
                "{}+{}",
                seconds(self.initial_ms()),
                seconds(self.increment_ms())
            ),
        }
    }
}

const fn days_ms(days: u32) -> i64 {
    days as i64 * DAY_MS
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::PerMove { days } => write!(f, "{}d/move", days.days()),
            TimeControl::PerGame { days } => write!(f, "{}d/game", days.days()),
            TimeControl::Fischer { initial, increment } => {
                write!(f, "{}d+{}d", initial.days(), increment.days())
            }
        }
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// Reads `3d/move` (or just `3d`), `30d/game` and `30d+1d`, ignoring
    /// case and spaces.
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let compact: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        let malformed = || TimeControlError::Malformed(text.to_owned());
        let days = |part: &str| -> Result<u32, TimeControlError> {
            part.strip_suffix('d')
                .and_then(|n| n.parse().ok())
                .ok_or_else(malformed)
        };
        if let Some((initial, increment)) = compact.split_once('+') {
            TimeControl::fischer(days(initial)?, days(increment)?)
        } else if let Some(per_game) = compact.strip_suffix("/game") {
            TimeControl::per_game(days(per_game)?)
        } else {
            TimeControl::per_move(days(compact.strip_suffix("/move").unwrap_or(&compact))?)
        }
    }
}
