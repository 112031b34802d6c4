//! Live time controls (live-games.md "Time control settings", seed 001
//! "Play Modes"): a mode, Standard or Fast, and inside that mode's ranges a
//! round time, a move time, extra time per move and a number of takebacks.
//! Only settings inside the mode's ranges can be built.

use std::fmt;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use crate::time::{MINUTE_MS, SECOND_MS};

/// The two modes of play of seed 001.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LiveMode {
    /// Longer games: 30 to 120 minutes, 1 to 10 minutes a move, no extra
    /// time.
    Standard,
    /// Shorter games: 5 to 30 minutes, 1 to 5 minutes a move, no extra time
    /// or 3 to 60 seconds a move (seed 001: Fast games "can include" it).
    Fast,
}

impl LiveMode {
    /// Both modes, Fast first: the order in which a lichess clock is fitted
    /// to a mode ([`LiveControl::from_lichess`]).
    pub const ALL: [LiveMode; 2] = [LiveMode::Fast, LiveMode::Standard];

    /// The round times offered, in whole minutes (live-games.md decision).
    #[must_use]
    pub const fn round_minutes(self) -> RangeInclusive<u32> {
        match self {
            LiveMode::Standard => 30..=120,
            LiveMode::Fast => 5..=30,
        }
    }

    /// The move times offered, in whole minutes.
    #[must_use]
    pub const fn move_minutes(self) -> RangeInclusive<u32> {
        match self {
            LiveMode::Standard => 1..=10,
            LiveMode::Fast => 1..=5,
        }
    }

    /// The extra times per move offered besides none, in whole seconds:
    /// `None` when the mode has none (Standard).
    #[must_use]
    pub const fn extra_seconds(self) -> Option<RangeInclusive<u32>> {
        match self {
            LiveMode::Standard => None,
            LiveMode::Fast => Some(3..=60),
        }
    }

    /// True when `seconds` of extra time per move (0: none) is offered.
    fn offers_extra(self, seconds: u32) -> bool {
        seconds == 0
            || self
                .extra_seconds()
                .is_some_and(|range| range.contains(&seconds))
    }

    /// The mode's word in the stored text form and when serialized:
    /// `standard`, `fast`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            LiveMode::Standard => "standard",
            LiveMode::Fast => "fast",
        }
    }

    fn round_rule(self) -> String {
        let range = self.round_minutes();
        format!(
            "a {self} game's round time is {} to {} minutes",
            range.start(),
            range.end()
        )
    }

    fn move_rule(self) -> String {
        let range = self.move_minutes();
        format!(
            "a {self} game's move time is {} to {} minutes",
            range.start(),
            range.end()
        )
    }

    fn extra_rule(self) -> String {
        match self.extra_seconds() {
            None => format!("a {self} game has no extra time"),
            Some(range) => format!(
                "a {self} game has none, or {} to {} seconds",
                range.start(),
                range.end()
            ),
        }
    }
}

impl fmt::Display for LiveMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LiveMode::Standard => "Standard",
            LiveMode::Fast => "Fast",
        })
    }
}

/// Why live settings were refused; each message names the range of the
/// mode (live-games.md: "refused with an error naming the range").
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LiveControlError {
    /// A round time outside the mode's range.
    #[error("a round time of {minutes} minutes is not offered: {}", .mode.round_rule())]
    RoundTime {
        /// The mode asked for.
        mode: LiveMode,
        /// The round time asked for.
        minutes: u32,
    },
    /// A move time outside the mode's range.
    #[error("a move time of {minutes} minutes is not offered: {}", .mode.move_rule())]
    MoveTime {
        /// The mode asked for.
        mode: LiveMode,
        /// The move time asked for.
        minutes: u32,
    },
    /// Extra time per move the mode does not offer.
    #[error("{seconds} seconds of extra time per move is not offered: {}", .mode.extra_rule())]
    ExtraTime {
        /// The mode asked for.
        mode: LiveMode,
        /// The extra time asked for.
        seconds: u32,
    },
    /// More takebacks than offered.
    #[error(
        "{0} takebacks per player are not offered: choose 0 to {max}",
        max = LiveControl::TAKEBACKS_MAX
    )]
    Takebacks(u32),
    /// A lichess `clock.limit` that is not whole minutes (live-games.md
    /// decision: round times are whole minutes).
    #[error("a round time of {seconds} seconds is not offered: round times are whole minutes")]
    NotWholeMinutes {
        /// The limit asked for.
        seconds: u32,
    },
    /// A lichess clock that fits neither mode (lichess-api-subset.md §11.2:
    /// "naming the modes").
    #[error(
        "a round time of {minutes} minutes with {extra_seconds} seconds of extra time per move fits no live mode: {}; {}; {}; {}",
        LiveMode::Standard.round_rule(),
        LiveMode::Standard.extra_rule(),
        LiveMode::Fast.round_rule(),
        LiveMode::Fast.extra_rule()
    )]
    FitsNoMode {
        /// The round time asked for.
        minutes: u32,
        /// The extra time asked for (0: none).
        extra_seconds: u32,
    },
}

/// The settings of a live game, agreed by both players before it starts
/// (live-games.md). Built only by [`LiveControl::new`] or
/// [`LiveControl::from_lichess`], so every value lies in its mode's range.
/// Written as `fast 10m/2m+5s tb1` or `standard 60m/5m tb0` (mode, round
/// time / move time, + extra time when there is some, takebacks per
/// player); serialized as its fields, checked again when read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "LiveSettings", into = "LiveSettings")]
pub struct LiveControl {
    mode: LiveMode,
    round_minutes: u32,
    move_minutes: u32,
    extra_seconds: Option<u32>,
    takebacks: u8,
}

/// The fields of a [`LiveControl`] as serialized, unchecked.
#[derive(Serialize, Deserialize)]
struct LiveSettings {
    mode: LiveMode,
    round_minutes: u32,
    move_minutes: u32,
    #[serde(default)]
    extra_seconds: Option<u32>,
    takebacks: u32,
}

impl TryFrom<LiveSettings> for LiveControl {
    type Error = LiveControlError;

    fn try_from(settings: LiveSettings) -> Result<LiveControl, LiveControlError> {
        LiveControl::new(
            settings.mode,
            settings.round_minutes,
            settings.move_minutes,
            settings.extra_seconds,
            settings.takebacks,
        )
    }
}

impl From<LiveControl> for LiveSettings {
    fn from(control: LiveControl) -> LiveSettings {
        LiveSettings {
            mode: control.mode,
            round_minutes: control.round_minutes,
            move_minutes: control.move_minutes,
            extra_seconds: control.extra_seconds,
            takebacks: control.takebacks.into(),
        }
    }
}

impl LiveControl {
    /// The most takebacks each player may be given (seed 001: 0 to 3).
    pub const TAKEBACKS_MAX: u8 = 3;

    /// Live settings, checked against the mode's ranges. Extra time of
    /// `Some(0)` is no extra time.
    ///
    /// # Errors
    ///
    /// [`LiveControlError::RoundTime`], [`LiveControlError::MoveTime`],
    /// [`LiveControlError::ExtraTime`] or [`LiveControlError::Takebacks`]
    /// for the first value outside its range, in that order.
    pub fn new(
        mode: LiveMode,
        round_minutes: u32,
        move_minutes: u32,
        extra_seconds: Option<u32>,
        takebacks: u32,
    ) -> Result<LiveControl, LiveControlError> {
        let extra_seconds = extra_seconds.filter(|seconds| *seconds > 0);
        if !mode.round_minutes().contains(&round_minutes) {
            return Err(LiveControlError::RoundTime {
                mode,
                minutes: round_minutes,
            });
        }
        if !mode.move_minutes().contains(&move_minutes) {
            return Err(LiveControlError::MoveTime {
                mode,
                minutes: move_minutes,
            });
        }
        if let Some(seconds) = extra_seconds.filter(|seconds| !mode.offers_extra(*seconds)) {
            return Err(LiveControlError::ExtraTime { mode, seconds });
        }
        let takebacks = u8::try_from(takebacks)
            .ok()
            .filter(|n| *n <= LiveControl::TAKEBACKS_MAX)
            .ok_or(LiveControlError::Takebacks(takebacks))?;
        Ok(LiveControl {
            mode,
            round_minutes,
            move_minutes,
            extra_seconds,
            takebacks,
        })
    }

    /// The live settings of a lichess challenge or seek
    /// (lichess-api-subset.md §11.2): `clock.limit` (seconds) is the round
    /// time, `clock.increment` (seconds) the extra time per move. The mode
    /// is the first (Fast, then Standard) that all the fields given fit,
    /// the move time included; the move time is the
    /// mode's longest unless given (a native parameter), and takebacks are
    /// none unless given.
    ///
    /// # Errors
    ///
    /// [`LiveControlError::NotWholeMinutes`] for a limit that is not whole
    /// minutes, [`LiveControlError::FitsNoMode`] when the round time and
    /// extra time fit neither mode, else what [`LiveControl::new`] refuses
    /// in the mode found.
    pub fn from_lichess(
        limit_seconds: u32,
        increment_seconds: u32,
        move_minutes: Option<u32>,
        takebacks: Option<u32>,
    ) -> Result<LiveControl, LiveControlError> {
        if !limit_seconds.is_multiple_of(60) {
            return Err(LiveControlError::NotWholeMinutes {
                seconds: limit_seconds,
            });
        }
        let minutes = limit_seconds / 60;
        let fits = |mode: &LiveMode| {
            mode.round_minutes().contains(&minutes) && mode.offers_extra(increment_seconds)
        };
        // The mode follows from every field given: 30 minutes fit both
        // modes, and a 10-minute move time only Standard. When the move
        // time fits no mode the others allow, the first such mode refuses
        // it, naming its range.
        let mode = LiveMode::ALL
            .into_iter()
            .filter(fits)
            .find(|mode| move_minutes.is_none_or(|m| mode.move_minutes().contains(&m)))
            .or_else(|| LiveMode::ALL.into_iter().find(fits))
            .ok_or(LiveControlError::FitsNoMode {
                minutes,
                extra_seconds: increment_seconds,
            })?;
        LiveControl::new(
            mode,
            minutes,
            move_minutes.unwrap_or(*mode.move_minutes().end()),
            Some(increment_seconds),
            takebacks.unwrap_or(0),
        )
    }

    /// Standard or Fast.
    #[must_use]
    pub const fn mode(self) -> LiveMode {
        self.mode
    }

    /// Each player's time for all their moves, in minutes.
    #[must_use]
    pub const fn round_minutes(self) -> u32 {
        self.round_minutes
    }

    /// The most a player may spend on one move, in minutes.
    #[must_use]
    pub const fn move_minutes(self) -> u32 {
        self.move_minutes
    }

    /// Seconds added to the mover's round time after each of their moves;
    /// `None` without extra time.
    #[must_use]
    pub const fn extra_seconds(self) -> Option<u32> {
        self.extra_seconds
    }

    /// How many times each player may take back a move in the game
    /// (live-games.md decision: per player).
    #[must_use]
    pub const fn takebacks(self) -> u8 {
        self.takebacks
    }

    /// The round time in ms.
    #[must_use]
    pub const fn round_ms(self) -> i64 {
        self.round_minutes as i64 * MINUTE_MS
    }

    /// The move time in ms.
    #[must_use]
    pub const fn move_ms(self) -> i64 {
        self.move_minutes as i64 * MINUTE_MS
    }

    /// The extra time per move in ms (0 without).
    #[must_use]
    pub const fn extra_ms(self) -> i64 {
        match self.extra_seconds {
            Some(seconds) => seconds as i64 * SECOND_MS,
            None => 0,
        }
    }

    /// Reads the text form after its mode word, lower case and without
    /// spaces (`10m/2m+5stb1`); `tbN` may be left out for no takebacks.
    /// `None` when the text is not in that form.
    pub(super) fn from_text(
        mode: LiveMode,
        settings: &str,
    ) -> Option<Result<LiveControl, LiveControlError>> {
        let (clock, takebacks) = settings.split_once("tb").unwrap_or((settings, "0"));
        let (times, extra) = match clock.split_once('+') {
            Some((times, extra)) => (times, Some(number(extra, 's')?)),
            None => (clock, None),
        };
        let (round, per_move) = times.split_once('/')?;
        Some(LiveControl::new(
            mode,
            number(round, 'm')?,
            number(per_move, 'm')?,
            extra,
            digits(takebacks)?,
        ))
    }
}

/// A number of `unit`s written as digits and the unit's letter (`10m`).
fn number(text: &str, unit: char) -> Option<u32> {
    digits(text.strip_suffix(unit)?)
}

/// A number written only in digits (no sign).
fn digits(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

impl fmt::Display for LiveControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}m/{}m",
            self.mode.as_str(),
            self.round_minutes,
            self.move_minutes
        )?;
        if let Some(seconds) = self.extra_seconds {
            write!(f, "+{seconds}s")?;
        }
        write!(f, " tb{}", self.takebacks)
    }
}
