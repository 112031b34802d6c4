//! UTC days: writing, reading and their calendar year.

use super::{DAY_MS, day, midnight};
use crate::vacation::{Day, DayError};

#[test]
fn days_across_leap_days_centuries_and_the_epoch_are_written_as_iso_dates() {
    let cases = [
        (0, "1970-01-01"),
        (-1, "1969-12-31"),
        (951_782_400_000, "2000-02-29"),
        (951_868_799_000, "2000-02-29"),
        (4_107_542_400_000, "2100-03-01"),
        (1_709_164_800_000, "2024-02-29"),
        (1_735_689_599_000, "2024-12-31"),
        (1_717_400_800_000, "2024-06-03"),
    ];
    for (ms, written) in cases {
        assert_eq!(Day::containing(ms).to_string(), written, "{ms}");
    }
}

#[test]
fn a_written_day_reads_back_as_the_day_that_starts_at_its_midnight() {
    let cases = [
        ("1970-01-01", 0),
        ("2000-02-29", 951_782_400_000),
        ("2100-03-01", 4_107_542_400_000),
        ("2025-01-01", 1_735_689_600_000),
        ("0001-01-01", -62_135_596_800_000),
        ("9999-12-31", 253_402_214_400_000),
    ];
    for (written, ms) in cases {
        assert_eq!(day(written).start_ms(), ms, "{written}");
        assert_eq!(day(written).to_string(), written);
    }
}

#[test]
fn a_day_belongs_to_the_calendar_year_of_its_date() {
    let cases = [
        ("1969-12-31", 1969),
        ("1970-01-01", 1970),
        ("2024-12-31", 2024),
        ("2025-01-01", 2025),
        ("2000-12-31", 2000),
        ("2100-01-01", 2100),
        ("1600-12-31", 1600),
    ];
    for (written, year) in cases {
        assert_eq!(day(written).year(), year, "{written}");
    }
}

#[test]
fn text_that_is_not_a_date_is_refused_naming_the_form_expected() {
    for text in [
        "",
        "2025-7-01",
        "2025/07/01",
        "20250701",
        "2025-07-01T00",
        "+025-07-01",
    ] {
        assert_eq!(
            text.parse::<Day>(),
            Err(DayError::Malformed(text.to_owned())),
            "{text}"
        );
    }
    assert_eq!(
        "25-07-01".parse::<Day>().unwrap_err().to_string(),
        "`25-07-01` is not a date: write it as YYYY-MM-DD, e.g. 2025-07-01"
    );
}

#[test]
fn dates_that_are_not_in_the_calendar_are_refused() {
    let cases = [
        ("2025-02-29", 2025, 2, 29),
        ("2100-02-29", 2100, 2, 29),
        ("2025-04-31", 2025, 4, 31),
        ("2025-13-01", 2025, 13, 1),
        ("2025-00-10", 2025, 0, 10),
        ("2025-01-00", 2025, 1, 0),
        ("0000-01-01", 0, 1, 1),
    ];
    for (text, year, month, day) in cases {
        assert_eq!(
            text.parse::<Day>(),
            Err(DayError::NoSuchDay { year, month, day }),
            "{text}"
        );
    }
    assert_eq!(
        Day::from_ymd(2025, 2, 29).unwrap_err().to_string(),
        "2025-02-29 is not a day of the calendar"
    );
}

#[test]
fn only_midnight_utc_starts_a_day() {
    let midnight = midnight("2025-07-01");

    assert_eq!(Day::starting_at(midnight), Ok(day("2025-07-01")));
    assert_eq!(
        Day::starting_at(midnight + 1),
        Err(DayError::NotMidnight(midnight + 1))
    );
    assert_eq!(
        Day::starting_at(midnight - DAY_MS / 2),
        Err(DayError::NotMidnight(midnight - DAY_MS / 2))
    );
}

#[test]
fn a_day_is_stored_as_its_date_text() {
    assert_eq!(String::from(day("2025-07-01")), "2025-07-01");
}
