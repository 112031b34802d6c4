//! Changing one's mind (product.md §4: "a vacation that has not started can
//! be cancelled (days returned); one in progress can be ended early (the
//! unused whole days are returned)").
//!
//! The days returned follow from the allowance's rule
//! ([`super::days_left`]): a day counts when the member was on vacation at
//! some moment of it. Cancelled, no day was; ended early at `now`, the days
//! after today are returned, and today is kept unless `now` is its very
//! first instant.

use super::{Vacation, VacationError};

/// Checks that `vacation` may be cancelled at `now`: it has not started
/// (cancelling at its first instant is allowed, nothing of it was used). The
/// server then deletes it, and all its days are free again.
///
/// # Errors
///
/// [`VacationError::AlreadyOver`], [`VacationError::AlreadyStarted`].
pub const fn cancel(vacation: &Vacation, now: i64) -> Result<(), VacationError> {
    if now >= vacation.end() {
        Err(VacationError::AlreadyOver)
    } else if now > vacation.start() {
        Err(VacationError::AlreadyStarted)
    } else {
        Ok(())
    }
}

/// `vacation` ended early at `now`: the member's clocks run again from
/// `now`, and the server stores the shortened vacation in its place.
///
/// # Errors
///
/// [`VacationError::NotStarted`] at or before its start (cancel it
/// instead), [`VacationError::AlreadyOver`] at or after its end.
pub const fn end_early(vacation: &Vacation, now: i64) -> Result<Vacation, VacationError> {
    if now >= vacation.end() {
        Err(VacationError::AlreadyOver)
    } else if now <= vacation.start() {
        Err(VacationError::NotStarted)
    } else {
        Vacation::new(vacation.start(), now)
    }
}
