//! What an administrator does, each written to the moderation log with
//! who, when and why (product.md §11).

use thiserror::Error;

use crate::name::named;
use crate::text::is_plain_text;
use crate::time::{DAY_MS, HOUR_MS};

/// One entry of the moderation log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ModerationAction {
    /// The member sees the warning at their next visit and by email.
    Warn,
    /// No chat until a given time.
    Mute,
    Unmute,
    /// No login, no play, no API; the games in progress are forfeited.
    Ban,
    Unban,
    /// A report closed with a note.
    CloseReport,
    /// The result of an unfinished game set by an administrator
    /// (product.md §2).
    Adjudicate,
    /// Time added to a player's clock.
    GiveTime,
    /// The account made a BOT by an administrator.
    MakeBot,
}

named!("moderation action", ModerationAction {
    Warn => "warn",
    Mute => "mute",
    Unmute => "unmute",
    Ban => "ban",
    Unban => "unban",
    CloseReport => "close_report",
    Adjudicate => "adjudicate",
    GiveTime => "give_time",
    MakeBot => "make_bot",
});

/// How long a mute lasts: the choices the administrators' form offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MuteLength {
    OneHour,
    OneDay,
    OneWeek,
    OneMonth,
}

named!("mute length", MuteLength {
    OneHour => "1h",
    OneDay => "1d",
    OneWeek => "7d",
    OneMonth => "30d",
});

/// Every length, shortest first.
pub const MUTE_LENGTHS: [MuteLength; 4] = [
    MuteLength::OneHour,
    MuteLength::OneDay,
    MuteLength::OneWeek,
    MuteLength::OneMonth,
];

impl MuteLength {
    /// The length in milliseconds.
    #[must_use]
    pub const fn ms(self) -> i64 {
        match self {
            Self::OneHour => HOUR_MS,
            Self::OneDay => DAY_MS,
            Self::OneWeek => 7 * DAY_MS,
            Self::OneMonth => 30 * DAY_MS,
        }
    }

    /// Until when a mute given at `now` lasts.
    #[must_use]
    pub const fn until(self, now: i64) -> i64 {
        now.saturating_add(self.ms())
    }
}

/// The longest reason an administrator writes, in characters.
pub const REASON_MAX: usize = 1000;

/// Why an administrator's reason is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ReasonError {
    /// Every action says why (product.md §11: "logged with who, when and
    /// why").
    #[error("the reason is missing")]
    Missing,
    #[error("the reason is longer than {REASON_MAX} characters")]
    TooLong,
    #[error("the reason holds control characters")]
    ControlCharacters,
}

/// An administrator's reason, trimmed: required, bounded, plain text.
///
/// # Errors
/// [`ReasonError`].
pub fn reason(text: &str) -> Result<&str, ReasonError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ReasonError::Missing);
    }
    if text.chars().count() > REASON_MAX {
        return Err(ReasonError::TooLong);
    }
    if !is_plain_text(text) {
        return Err(ReasonError::ControlCharacters);
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn mutes_last_an_hour_a_day_a_week_or_a_month() {
        let cases = [
            (MuteLength::OneHour, 3_600_000),
            (MuteLength::OneDay, 86_400_000),
            (MuteLength::OneWeek, 604_800_000),
            (MuteLength::OneMonth, 2_592_000_000),
        ];
        for (length, ms) in cases {
            assert_eq!(length.ms(), ms, "{length:?}");
            assert_eq!(length.until(1_000), 1_000 + ms);
        }
        assert_eq!(MuteLength::OneMonth.until(i64::MAX), i64::MAX);
    }

    #[test]
    fn a_reason_is_required_bounded_and_plain() {
        assert_eq!(reason("  insults in chat "), Ok("insults in chat"));
        assert_eq!(reason(" "), Err(ReasonError::Missing));
        assert_eq!(
            reason(&"x".repeat(REASON_MAX + 1)),
            Err(ReasonError::TooLong)
        );
        assert_eq!(reason("a\u{0}b"), Err(ReasonError::ControlCharacters));
    }

    proptest! {
        #[test]
        fn a_mute_always_ends_after_it_starts(now in 0..i64::MAX, index in 0..4_usize) {
            let length = MUTE_LENGTHS[index];
            prop_assert!(length.until(now) > now);
        }
    }
}
