//! Time controls (product.md §3): the correspondence ones of seed 000 (days
//! per move, days per game) and Fischer days, and the live ones of seed 001
//! ([`LiveControl`]). Only the offered values can be built.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::live_control::{LiveControl, LiveControlError, LiveMode};
use crate::club::ClubControl;

/// One day in milliseconds.
pub(super) use crate::time::DAY_MS;

/// Why a time control was refused; each message names the allowed values
/// (lichess-api-subset.md §11.1).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// Not written in any of the accepted forms.
    #[error(
        "`{0}` is not a time control: write 3d/move, 30d/game, 30d+1d, or a live control such as fast 10m/2m+5s tb1 or standard 60m/5m tb0"
    )]
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
    /// Live settings outside their mode's ranges.
    #[error(transparent)]
    Live(#[from] LiveControlError),
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

/// A game's time control. Serialized as e.g. `{"type":"per_move","days":3}`
/// or `{"type":"live","mode":"fast","round_minutes":10,...}`; written as
/// `3d/move`, `30d/game`, `30d+1d` or `fast 10m/2m+5s tb1`
/// ([`fmt::Display`], [`FromStr`]: the form the server stores).
///
/// The clock ([`super::Clock`]) works from what a control gives a turn (its
/// base time, increment, cap and move time, and whether vacation stops it),
/// so a further kind (club G/N: a round time only) is one more variant
/// answering those questions.
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
    /// A live clock (live-games.md): a round time per player, a move time,
    /// extra time per move and takebacks.
    Live(LiveControl),
    /// A club game's G/N (clubs-and-ladder.md): N minutes per player for the
    /// whole game, no move-time limit, no extra time.
    Club {
        /// Which N.
        control: ClubControl,
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

    /// The time each player has in the bank at the start, in ms: the days
    /// per move or per game, a live game's round time.
    #[must_use]
    pub const fn initial_ms(self) -> i64 {
        match self {
            TimeControl::PerMove { days } => days_ms(days.days()),
            TimeControl::PerGame { days } | TimeControl::Fischer { initial: days, .. } => {
                days_ms(days.days())
            }
            TimeControl::Live(live) => live.round_ms(),
            TimeControl::Club { control } => control.round_ms(),
        }
    }

    /// The time added to the mover's bank after each move, in ms: Fischer
    /// days, a live game's extra time per move.
    #[must_use]
    pub const fn increment_ms(self) -> i64 {
        match self {
            TimeControl::Fischer { increment, .. } => days_ms(increment.days()),
            TimeControl::Live(live) => live.extra_ms(),
            TimeControl::PerMove { .. }
            | TimeControl::PerGame { .. }
            | TimeControl::Club { .. } => 0,
        }
    }

    /// The most a bank may hold, in ms: only Fischer banks are capped (a
    /// live game's extra time has no cap, live-games.md).
    #[must_use]
    pub const fn bank_cap_ms(self) -> Option<i64> {
        match self {
            TimeControl::Fischer { initial, .. } => Some(days_ms(initial.days()) * 3 / 2),
            TimeControl::PerMove { .. }
            | TimeControl::PerGame { .. }
            | TimeControl::Live(_)
            | TimeControl::Club { .. } => None,
        }
    }

    /// The most one move may take whatever the bank holds, in ms: a live
    /// game's move time (live-games.md: out of time when "the current move has
    /// taken longer than the move time").
    #[must_use]
    pub const fn move_time_ms(self) -> Option<i64> {
        match self {
            TimeControl::Live(live) => Some(live.move_ms()),
            TimeControl::PerMove { .. }
            | TimeControl::PerGame { .. }
            | TimeControl::Fischer { .. }
            | TimeControl::Club { .. } => None,
        }
    }

    /// True for the correspondence controls, the only ones vacation stops
    /// and reminders are sent for (product.md §4 "Vacation (correspondence
    /// only)", §5).
    #[must_use]
    pub const fn is_correspondence(self) -> bool {
        !matches!(self, TimeControl::Live(_) | TimeControl::Club { .. })
    }

    /// The live settings, for a live control.
    #[must_use]
    pub const fn live(self) -> Option<LiveControl> {
        match self {
            TimeControl::Live(live) => Some(live),
            TimeControl::PerMove { .. }
            | TimeControl::PerGame { .. }
            | TimeControl::Fischer { .. }
            | TimeControl::Club { .. } => None,
        }
    }

    /// The PGN `TimeControl` tag (lichess-api-subset.md §11.8, the PGN
    /// standard's forms): moves/seconds per move (`1/259200` for 3 days per
    /// move), sudden death in seconds per game (`864000` for 10 days), and
    /// seconds+increment for Fischer (`2592000+86400`) and live games
    /// (`600+5`; `3600+0` without extra time, as lichess writes it: the
    /// move time has no PGN form).
    #[must_use]
    pub fn pgn(self) -> String {
        let seconds = |ms: i64| ms / 1000;
        match self {
            TimeControl::PerMove { .. } => format!("1/{}", seconds(self.initial_ms())),
            TimeControl::PerGame { .. } => seconds(self.initial_ms()).to_string(),
            TimeControl::Fischer { .. } | TimeControl::Live(_) | TimeControl::Club { .. } => {
                format!(
                    "{}+{}",
                    seconds(self.initial_ms()),
                    seconds(self.increment_ms())
                )
            }
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
            TimeControl::Live(live) => live.fmt(f),
            TimeControl::Club { control } => control.fmt(f),
        }
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// Reads `3d/move` (or just `3d`), `30d/game`, `30d+1d` and the live
    /// form `fast 10m/2m+5s tb1` ([`LiveControl`]), ignoring case and
    /// spaces.
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let compact: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        let malformed = || TimeControlError::Malformed(text.to_owned());
        if compact.starts_with("g/") {
            let control = compact.parse::<ClubControl>().map_err(|_| malformed())?;
            return Ok(TimeControl::Club { control });
        }
        let live = LiveMode::ALL.into_iter().find_map(|mode| {
            compact
                .strip_prefix(mode.as_str())
                .map(|settings| LiveControl::from_text(mode, settings))
        });
        if let Some(live) = live {
            return Ok(TimeControl::Live(live.ok_or_else(malformed)??));
        }
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
