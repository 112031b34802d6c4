//! Scheduling a vacation (product.md §4): a start day and a number of
//! whole days, checked against the member's other vacations and the yearly
//! allowance, stored with the deadlines it moves, in one transaction.

use redqueen_domain::account::MemberId;
use redqueen_domain::vacation::{self, Day, Vacation};

use super::VacationFailure;
use super::deadlines::{commit_telling, move_deadlines};
use super::overview::{periods, start_of_year};
use crate::state::AppState;

/// A vacation asked for, as a form or an API call writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VacationRequest {
    /// The first day, UTC.
    pub start: Day,
    /// How many whole days.
    pub days: u32,
}

impl VacationRequest {
    /// Reads `start` (`YYYY-MM-DD`) and `days` (a whole number).
    ///
    /// # Errors
    /// [`VacationFailure::BadDay`], [`VacationFailure::BadDays`].
    pub fn parse(start: &str, days: &str) -> Result<Self, VacationFailure> {
        let start = start.trim().parse::<Day>()?;
        let days = days
            .trim()
            .parse::<u32>()
            .map_err(|_| VacationFailure::BadDays(days.to_owned()))?;
        Ok(Self { start, days })
    }
}

/// Schedules `request` for `member_id` and moves the deadlines of their
/// games; returns the new vacation and its id.
///
/// # Errors
/// [`VacationFailure::Refused`] (past start, overlap, allowance ...);
/// nothing is written then.
pub async fn schedule_vacation(
    state: &AppState,
    member_id: MemberId,
    request: &VacationRequest,
) -> Result<(i64, Vacation), VacationFailure> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    tx.lock_vacations_of(member_id).await?;
    let existing = tx
        .vacations_ending_after(&[member_id], start_of_year(now)?)
        .await?;
    let vacation = vacation::schedule(
        &periods(&existing),
        request.start,
        request.days,
        now,
        state.settings.vacation_days_per_year,
    )?;
    let id = tx
        .insert_vacation(member_id, &vacation, ending_reminder_at(&vacation), now)
        .await?;
    let moved = move_deadlines(&mut tx, member_id, now).await?;
    commit_telling(state, tx, moved).await?;
    tracing::info!(%member_id, %vacation, "vacation scheduled");
    Ok((id, vacation))
}

/// product.md §6, "vacation ending": the email comes when the last day of
/// the vacation begins, so a vacation of one day or less needs none.
fn ending_reminder_at(vacation: &Vacation) -> Option<i64> {
    let last_day = vacation.last_day().start_ms();
    (last_day > vacation.start()).then_some(last_day)
}
