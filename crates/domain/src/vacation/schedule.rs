//! Scheduling a vacation (product.md §4: "a start date and a number of whole
//! days; it may start now or in the future, may not overlap another, and its
//! days are taken from that year's allowance when scheduled").

use super::allowance::{days_left, days_taken};
use super::{Day, Vacation, VacationError};

/// The vacation of `days` whole days from `start`, scheduled at `now` by a
/// member who already has the `existing` vacations.
///
/// A vacation starting on a later day starts at its midnight UTC. One
/// starting today starts at `now`, not at the past midnight: time already
/// charged on the member's clocks, and a deadline already passed, stay as
/// they were. Today still counts as one whole day. Either way it ends at
/// midnight UTC after its last day.
///
/// # Errors
///
/// [`VacationError::ZeroDays`], [`VacationError::StartsInThePast`] (a
/// `start` before today, UTC), [`VacationError::TooFarAhead`] (after the
/// end of next year), [`VacationError::Overlap`] with the first
/// vacation of `existing` it would overlap, and
/// [`VacationError::AllowanceExceeded`] for the first calendar year in
/// which it would take more days than are left.
pub fn schedule(
    existing: &[Vacation],
    start: Day,
    days: u32,
    now: i64,
    allowance_per_year: u32,
) -> Result<Vacation, VacationError> {
    if days == 0 {
        return Err(VacationError::ZeroDays);
    }
    let today = Day::containing(now);
    if start < today {
        return Err(VacationError::StartsInThePast { start, today });
    }
    if let Ok(last) = Day::from_ymd(today.year() + 1, 12, 31)
        && start > last
    {
        return Err(VacationError::TooFarAhead { start, last });
    }
    let end = start.plus(i64::from(days)).start_ms();
    let vacation = Vacation::new(start.start_ms().max(now), end)?;
    if let Some(other) = existing.iter().find(|other| other.overlaps(&vacation)) {
        return Err(VacationError::Overlap { other: *other });
    }
    check_allowance(existing, &vacation, allowance_per_year)?;
    Ok(vacation)
}

/// Refuses a vacation that would take more days of any calendar year it
/// touches than that year has left: each day is charged to its own year, so
/// no calendar year holds more vacation days than the allowance.
fn check_allowance(
    existing: &[Vacation],
    vacation: &Vacation,
    allowance_per_year: u32,
) -> Result<(), VacationError> {
    let with_it: Vec<Vacation> = existing.iter().copied().chain([*vacation]).collect();
    for year in vacation.first_day().year()..=vacation.last_day().year() {
        let left = days_left(existing, year, allowance_per_year);
        let needed = days_taken(&with_it, year) - days_taken(existing, year);
        if needed > left {
            return Err(VacationError::AllowanceExceeded { year, needed, left });
        }
    }
    Ok(())
}
