//! Cancelling a vacation and ending one early (product.md §4).

use super::{HOUR_MS, midnight, whole_days};
use crate::vacation::{Vacation, VacationError, cancel, days_left, end_early, schedule};

#[test]
fn a_vacation_not_started_can_be_cancelled_and_all_its_days_are_returned() {
    let earlier = [whole_days("2025-03-01", 5)];
    let now = midnight("2025-06-10");
    let vacation = schedule(&earlier, "2025-07-01".parse().unwrap(), 10, now, 30).unwrap();
    let with_it = [earlier[0], vacation];

    let cancelled = cancel(&vacation, now);

    assert_eq!(cancelled, Ok(()));
    assert_eq!(days_left(&with_it, 2025, 30), 15);
    assert_eq!(days_left(&earlier, 2025, 30), 25);
}

#[test]
fn a_vacation_can_be_cancelled_up_to_its_first_instant() {
    let vacation = whole_days("2025-07-01", 10);

    assert_eq!(cancel(&vacation, vacation.start()), Ok(()));
    assert_eq!(
        cancel(&vacation, vacation.start() + 1),
        Err(VacationError::AlreadyStarted)
    );
}

#[test]
fn a_vacation_in_progress_or_over_cannot_be_cancelled() {
    let vacation = whole_days("2025-07-01", 10);

    let started = cancel(&vacation, midnight("2025-07-03"));
    let over = cancel(&vacation, vacation.end());

    assert_eq!(started, Err(VacationError::AlreadyStarted));
    assert_eq!(
        started.unwrap_err().to_string(),
        "the vacation has already started: end it early instead"
    );
    assert_eq!(over, Err(VacationError::AlreadyOver));
    assert_eq!(
        over.unwrap_err().to_string(),
        "the vacation is already over"
    );
}

#[test]
fn ending_early_keeps_the_days_up_to_today_and_returns_the_days_after() {
    let vacation = whole_days("2025-07-01", 10);
    let now = midnight("2025-07-04") + 15 * HOUR_MS;

    let ended = end_early(&vacation, now).unwrap();

    assert_eq!(ended, Vacation::new(vacation.start(), now).unwrap());
    assert_eq!(ended.to_string(), "2025-07-01 to 2025-07-04");
    assert_eq!(days_left(&[vacation], 2025, 30), 20);
    assert_eq!(days_left(&[ended], 2025, 30), 26);
}

#[test]
fn ending_early_at_midnight_returns_the_day_just_begun() {
    let vacation = whole_days("2025-07-01", 10);

    let ended = end_early(&vacation, midnight("2025-07-04")).unwrap();

    assert_eq!(ended, whole_days("2025-07-01", 3));
    assert_eq!(days_left(&[ended], 2025, 30), 27);
}

#[test]
fn ending_early_on_the_last_day_returns_nothing() {
    let vacation = whole_days("2025-07-01", 10);

    let ended = end_early(&vacation, vacation.end() - 1).unwrap();

    assert_eq!(ended.end(), vacation.end() - 1);
    assert_eq!(days_left(&[ended], 2025, 30), 20);
}

#[test]
fn ending_early_over_new_year_returns_the_days_to_the_new_year() {
    let vacation = whole_days("2025-12-27", 10);

    let ended = end_early(&vacation, midnight("2025-12-31") + HOUR_MS).unwrap();

    assert_eq!(days_left(&[ended], 2025, 30), 25);
    assert_eq!(days_left(&[ended], 2026, 30), 30);
}

#[test]
fn a_vacation_not_started_or_over_cannot_be_ended_early() {
    let vacation = whole_days("2025-07-01", 10);

    let not_started = end_early(&vacation, vacation.start());
    let over = end_early(&vacation, vacation.end());

    assert_eq!(not_started, Err(VacationError::NotStarted));
    assert_eq!(
        not_started.unwrap_err().to_string(),
        "the vacation has not started yet: cancel it instead"
    );
    assert_eq!(over, Err(VacationError::AlreadyOver));
}

#[test]
fn a_vacation_must_end_after_it_starts() {
    let start = midnight("2025-07-01");

    let empty = Vacation::new(start, start);

    assert_eq!(empty, Err(VacationError::Empty { start, end: start }));
    assert_eq!(
        empty.unwrap_err().to_string(),
        "a vacation must end after it starts: it starts at 1751328000000 and ends at 1751328000000 (Unix ms)"
    );
    assert!(Vacation::new(start, start - 1).is_err());
}
