//! Instants and durations as players read them.

use crate::i18n::{FluentValue, Lang};

/// "2 days 3 hours", "5 hours 10 minutes", "12 minutes" in `lang`, and
/// "42 seconds" under a minute (issue 49: a live game's last minute read
/// "0 minutes").
#[must_use]
pub fn duration(lang: &Lang, ms: i64) -> String {
    let v = |n: i64| FluentValue::from(n);
    let ms = ms.max(0);
    if ms < 60_000 {
        return lang.t_with("duration-seconds", &[("seconds", v(ms / 1000))]);
    }
    let minutes = ms / 60_000;
    let (days, hours, minutes) = (minutes / 1440, (minutes / 60) % 24, minutes % 60);
    if days > 0 {
        lang.t_with(
            "duration-days-hours",
            &[("days", v(days)), ("hours", v(hours))],
        )
    } else if hours > 0 {
        lang.t_with(
            "duration-hours-minutes",
            &[("hours", v(hours)), ("minutes", v(minutes))],
        )
    } else {
        lang.t_with("duration-minutes", &[("minutes", v(minutes))])
    }
}

/// The UTC calendar year of an instant.
#[must_use]
pub fn year_of(ms: i64) -> i32 {
    time::OffsetDateTime::from_unix_timestamp(ms.div_euclid(1000)).map_or(1970, |t| t.year())
}

/// A live clock's digits (live-games.md: minute clocks): `4:07`, `1:05:09`
/// from an hour on, and tenths under ten seconds, `0:09.3`, where they
/// decide the game. The page's script counts down in the same form.
#[must_use]
pub fn clock_digits(ms: i64) -> String {
    let ms = ms.max(0);
    let seconds = ms / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, (seconds / 60) % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else if ms < 10_000 {
        format!("0:{seconds:02}.{}", (ms % 1000) / 100)
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::I18n;

    #[test]
    fn live_clocks_show_minutes_and_seconds_hours_from_an_hour_and_tenths_under_ten_seconds() {
        let cases = [
            (600_000, "10:00"),
            (247_900, "4:07"),
            (10_000, "0:10"),
            (9_999, "0:09.9"),
            (9_350, "0:09.3"),
            (0, "0:00.0"),
            (-5, "0:00.0"),
            (3_909_000, "1:05:09"),
        ];
        for (ms, digits) in cases {
            assert_eq!(clock_digits(ms), digits, "{ms}");
        }
    }

    #[test]
    fn durations_show_the_two_largest_units() {
        let en = I18n::load().unwrap().english();
        assert_eq!(
            duration(&en, (2 * 1440 + 3 * 60 + 59) * 60_000),
            "2 days 3 hours"
        );
        assert_eq!(
            duration(&en, (5 * 60 + 10) * 60_000 + 59_999),
            "5 hours 10 minutes"
        );
        assert_eq!(duration(&en, 60_000), "1 minute");
        assert_eq!(duration(&en, 59_999), "59 seconds");
        assert_eq!(duration(&en, 1_000), "1 second");
        assert_eq!(duration(&en, -5), "0 seconds");
    }
}
