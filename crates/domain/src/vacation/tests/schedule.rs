//! Scheduling a vacation against the yearly allowance (product.md §4).

use super::{DAY_MS, HOUR_MS, day, midnight, whole_days};
use crate::vacation::{DEFAULT_DAYS_PER_YEAR, Vacation, VacationError, days_left, schedule};

/// 2025-06-10 09:00 UTC.
fn now() -> i64 {
    midnight("2025-06-10") + 9 * HOUR_MS
}

#[test]
fn the_default_allowance_is_thirty_days_a_year() {
    assert_eq!(DEFAULT_DAYS_PER_YEAR, 30);
    assert_eq!(days_left(&[], 2025, DEFAULT_DAYS_PER_YEAR), 30);
}

#[test]
fn a_vacation_from_a_later_day_runs_from_its_midnight_to_the_midnight_after_its_last_day() {
    let vacation = schedule(&[], day("2025-07-01"), 10, now(), 30).unwrap();

    assert_eq!(vacation, whole_days("2025-07-01", 10));
    assert_eq!(vacation.end(), midnight("2025-07-11"));
    assert_eq!(vacation.to_string(), "2025-07-01 to 2025-07-10");
    assert_eq!(days_left(&[vacation], 2025, 30), 20);
}

#[test]
fn a_vacation_starting_today_starts_now_and_counts_today_as_a_whole_day() {
    let vacation = schedule(&[], day("2025-06-10"), 3, now(), 30).unwrap();

    assert_eq!(vacation.start(), now());
    assert_eq!(vacation.end(), midnight("2025-06-13"));
    assert_eq!(days_left(&[vacation], 2025, 30), 27);
}

#[test]
fn a_vacation_scheduled_at_midnight_for_today_starts_at_that_midnight() {
    let vacation = schedule(&[], day("2025-06-10"), 1, midnight("2025-06-10"), 30).unwrap();

    assert_eq!(vacation, whole_days("2025-06-10", 1));
}

#[test]
fn a_vacation_starts_by_the_end_of_next_year_at_the_latest() {
    let last = schedule(&[], day("2026-12-31"), 1, now(), 30);
    let refused = schedule(&[], day("2027-01-01"), 1, now(), 30);
    let far = schedule(&[], day("9999-12-31"), 1, now(), 30);

    assert!(last.is_ok());
    assert_eq!(
        refused,
        Err(VacationError::TooFarAhead {
            start: day("2027-01-01"),
            last: day("2026-12-31"),
        })
    );
    assert_eq!(
        far.unwrap_err().to_string(),
        "a vacation starts by the end of next year at the latest: 9999-12-31 is after 2026-12-31"
    );
}

#[test]
fn a_vacation_cannot_start_before_today() {
    let refused = schedule(&[], day("2025-06-09"), 3, now(), 30);

    assert_eq!(
        refused,
        Err(VacationError::StartsInThePast {
            start: day("2025-06-09"),
            today: day("2025-06-10"),
        })
    );
    assert_eq!(
        refused.unwrap_err().to_string(),
        "a vacation cannot start in the past: 2025-06-09 is before today, 2025-06-10"
    );
}

#[test]
fn a_vacation_of_no_days_is_refused() {
    let refused = schedule(&[], day("2025-07-01"), 0, now(), 30);

    assert_eq!(refused, Err(VacationError::ZeroDays));
    assert_eq!(
        refused.unwrap_err().to_string(),
        "a vacation lasts at least one day"
    );
}

#[test]
fn a_vacation_that_overlaps_another_is_refused_naming_the_other() {
    let existing = [whole_days("2025-06-20", 2), whole_days("2025-07-05", 5)];

    let refused = schedule(&existing, day("2025-07-01"), 5, now(), 30);

    assert_eq!(refused, Err(VacationError::Overlap { other: existing[1] }));
    assert_eq!(
        refused.unwrap_err().to_string(),
        "the vacation would overlap your vacation from 2025-07-05 to 2025-07-09"
    );
}

#[test]
fn vacations_may_follow_each_other_without_a_gap() {
    let existing = [whole_days("2025-07-05", 5)];

    let before = schedule(&existing, day("2025-07-01"), 4, now(), 30);
    let after = schedule(&existing, day("2025-07-10"), 2, now(), 30);

    assert_eq!(before, Ok(whole_days("2025-07-01", 4)));
    assert_eq!(after, Ok(whole_days("2025-07-10", 2)));
}

#[test]
fn a_vacation_longer_than_the_days_left_is_refused_naming_the_days_left() {
    let existing = [whole_days("2025-03-01", 25)];

    let refused = schedule(&existing, day("2025-07-01"), 6, now(), 30);
    let fits = schedule(&existing, day("2025-07-01"), 5, now(), 30);

    assert_eq!(
        refused,
        Err(VacationError::AllowanceExceeded {
            year: 2025,
            needed: 6,
            left: 5
        })
    );
    assert_eq!(
        refused.unwrap_err().to_string(),
        "the vacation needs 6 days of 2025, but only 5 are left for that year"
    );
    assert_eq!(fits, Ok(whole_days("2025-07-01", 5)));
}

#[test]
fn the_allowance_is_the_callers_choice() {
    let refused = schedule(&[], day("2025-07-01"), 11, now(), 10);
    let fits = schedule(&[], day("2025-07-01"), 40, now(), 40);

    assert_eq!(
        refused,
        Err(VacationError::AllowanceExceeded {
            year: 2025,
            needed: 11,
            left: 10
        })
    );
    assert_eq!(fits, Ok(whole_days("2025-07-01", 40)));
}

#[test]
fn each_day_of_a_vacation_over_new_year_is_taken_from_its_own_year() {
    let vacation = schedule(&[], day("2025-12-27"), 10, now(), 30).unwrap();

    assert_eq!(vacation.to_string(), "2025-12-27 to 2026-01-05");
    assert_eq!(days_left(&[vacation], 2025, 30), 25);
    assert_eq!(days_left(&[vacation], 2026, 30), 25);
}

#[test]
fn a_vacation_over_new_year_is_refused_when_the_new_year_is_short() {
    let existing = [whole_days("2026-03-01", 28)];

    let refused = schedule(&existing, day("2025-12-27"), 10, now(), 30);

    assert_eq!(
        refused,
        Err(VacationError::AllowanceExceeded {
            year: 2026,
            needed: 5,
            left: 2
        })
    );
}

#[test]
fn days_of_another_year_do_not_count_and_unused_days_do_not_carry_over() {
    let last_year = [whole_days("2024-08-01", 30)];
    let nothing_taken = [];

    assert_eq!(days_left(&last_year, 2025, 30), 30);
    assert_eq!(days_left(&nothing_taken, 2025, 30), 30);
    assert_eq!(
        schedule(&nothing_taken, day("2025-07-01"), 31, now(), 30),
        Err(VacationError::AllowanceExceeded {
            year: 2025,
            needed: 31,
            left: 30
        })
    );
}

#[test]
fn no_days_are_left_when_the_allowance_was_lowered_below_the_days_taken() {
    let existing = [whole_days("2025-03-01", 20)];

    assert_eq!(days_left(&existing, 2025, 15), 0);
}

#[test]
fn a_day_on_which_two_vacations_fall_is_taken_once() {
    let ended_this_morning =
        Vacation::new(midnight("2025-06-05"), midnight("2025-06-10") + 8 * HOUR_MS).unwrap();

    let again = schedule(&[ended_this_morning], day("2025-06-10"), 2, now(), 30).unwrap();

    assert_eq!(again.start(), now());
    assert_eq!(again.end(), midnight("2025-06-10") + 2 * DAY_MS);
    assert_eq!(days_left(&[ended_this_morning], 2025, 30), 24);
    assert_eq!(days_left(&[ended_this_morning, again], 2025, 30), 23);
}
