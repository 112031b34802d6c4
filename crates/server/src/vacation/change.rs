//! Changing one's mind (product.md §4): cancelling a vacation that has not
//! started, or ending the current one early; each in one transaction with
//! the deadlines it moves.

use redqueen_domain::vacation;

use super::VacationFailure;
use super::deadlines::{move_deadlines, publish};
use crate::app::AppState;

/// What is done to the vacation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Change {
    Cancel,
    EndEarly,
}

/// Cancels `member_id`'s vacation `id` before it starts: its days are
/// free again.
///
/// # Errors
/// [`VacationFailure::NoSuchVacation`], or [`VacationFailure::Refused`]
/// for a vacation that has started; nothing is written then.
pub async fn cancel_vacation(
    state: &AppState,
    member_id: i64,
    id: i64,
) -> Result<(), VacationFailure> {
    change(state, member_id, id, Change::Cancel).await
}

/// Ends `member_id`'s current vacation `id` now: their clocks run again,
/// and the days after today are free again.
///
/// # Errors
/// [`VacationFailure::NoSuchVacation`], or [`VacationFailure::Refused`]
/// for a vacation not in progress; nothing is written then.
pub async fn end_vacation_early(
    state: &AppState,
    member_id: i64,
    id: i64,
) -> Result<(), VacationFailure> {
    change(state, member_id, id, Change::EndEarly).await
}

async fn change(
    state: &AppState,
    member_id: i64,
    id: i64,
    how: Change,
) -> Result<(), VacationFailure> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    tx.lock_vacations_of(member_id).await?;
    let row = tx
        .vacation(id)
        .await?
        .filter(|row| row.user_id == member_id)
        .ok_or(VacationFailure::NoSuchVacation)?;
    let before = row.vacation()?;
    match how {
        Change::Cancel => {
            vacation::cancel(&before, now)?;
            tx.delete_vacation(id, member_id).await?;
        }
        Change::EndEarly => {
            let ended = vacation::end_early(&before, now)?;
            tx.shorten_vacation(id, member_id, ended.end()).await?;
        }
    }
    let moved = move_deadlines(&mut tx, member_id, now).await?;
    tx.commit().await?;
    publish(state, moved);
    tracing::info!(member_id, vacation = %before, change = ?how, "vacation changed");
    Ok(())
}
