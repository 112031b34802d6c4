//! Changing one's mind (product.md §4): cancelling a vacation that has not
//! started, or ending the current one early; each in one transaction with
//! the deadlines it moves.

use redqueen_domain::account::MemberId;
use redqueen_domain::vacation;

use super::VacationFailure;
use super::deadlines::{commit_telling, move_deadlines};
use crate::state::AppState;

/// What a member may do to a vacation already scheduled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VacationChange {
    /// Before it starts: all its days are free again.
    Cancel,
    /// While it is in progress: the member's clocks run again from now,
    /// and the days after today are free again.
    EndEarly,
}

impl VacationChange {
    /// The change a path names: `cancel` or `end`.
    #[must_use]
    pub fn from_path(name: &str) -> Option<Self> {
        match name {
            "cancel" => Some(Self::Cancel),
            "end" => Some(Self::EndEarly),
            _ => None,
        }
    }
}

/// Applies `change` to `member_id`'s vacation `id` now.
///
/// # Errors
/// [`VacationFailure::NoSuchVacation`], or [`VacationFailure::Refused`]
/// for a vacation that has started (cancel) or is not in progress (end
/// early); nothing is written then.
pub async fn change_vacation(
    state: &AppState,
    member_id: MemberId,
    id: i64,
    change: VacationChange,
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
    match change {
        VacationChange::Cancel => {
            vacation::cancel(&before, now)?;
            tx.delete_vacation(id, member_id).await?;
        }
        VacationChange::EndEarly => {
            let ended = vacation::end_early(&before, now)?;
            tx.shorten_vacation(id, member_id, ended.end()).await?;
        }
    }
    let moved = move_deadlines(&mut tx, member_id, now).await?;
    commit_telling(state, tx, moved).await?;
    tracing::info!(%member_id, vacation = %before, ?change, "vacation changed");
    Ok(())
}
