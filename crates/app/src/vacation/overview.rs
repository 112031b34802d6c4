//! What a member and others may read of a member's vacations: the list and
//! the days left for the settings page and the API, and whether a player
//! is away right now (product.md §4: opponents see it, and until when).

use redqueen_domain::account::MemberId;
use redqueen_domain::vacation::{self, Day, Vacation};
use redqueen_store::{StoreResult, VacationRow};

use super::VacationFailure;
use crate::state::AppState;

/// Where a vacation stands at a given instant, by what can still be done
/// to it (`redqueen_domain::vacation::{cancel, end_early}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VacationStatus {
    /// Over: it can no longer be changed.
    Past,
    /// In progress: it can be ended early.
    Current,
    /// Not started, or starting this very instant: it can be cancelled.
    Upcoming,
}

impl VacationStatus {
    /// Where `vacation` stands at `now`.
    #[must_use]
    pub const fn at(vacation: &Vacation, now: i64) -> Self {
        if vacation.end() <= now {
            Self::Past
        } else if vacation.start() < now {
            Self::Current
        } else {
            Self::Upcoming
        }
    }

    /// `past`, `current` or `upcoming`, as the API and the messages name it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Past => "past",
            Self::Current => "current",
            Self::Upcoming => "upcoming",
        }
    }
}

/// A member's vacations from this calendar year on, and the days left.
#[derive(Debug, Clone)]
pub struct VacationOverview {
    /// The vacations with their ids, by start: past ones of this year,
    /// the current one, the upcoming ones.
    pub vacations: Vec<(i64, Vacation)>,
    /// The days left of each year's allowance: this year, then every later
    /// year some vacation already takes days from.
    pub days_left: Vec<(i64, u32)>,
    /// The allowance of every year.
    pub days_per_year: u32,
    /// The instant the overview describes.
    pub now: i64,
}

/// A member's vacations and days left.
///
/// # Errors
/// The database failed.
pub async fn vacation_overview(
    state: &AppState,
    member_id: MemberId,
) -> Result<VacationOverview, VacationFailure> {
    let now = state.now();
    let rows = state
        .store
        .vacations_ending_after(&[member_id], start_of_year(now)?)
        .await?;
    let vacations: Vec<(i64, Vacation)> = rows
        .iter()
        .filter_map(|row| row.vacation().ok().map(|vacation| (row.id, vacation)))
        .collect();
    let periods = periods(&rows);
    let days_per_year = state.settings.vacation_days_per_year;
    let this_year = Day::containing(now).year();
    let last_year = periods
        .iter()
        .map(|vacation| vacation.last_day().year())
        .fold(this_year, i64::max);
    let days_left = (this_year..=last_year)
        .map(|year| (year, vacation::days_left(&periods, year, days_per_year)))
        .filter(|(year, left)| *year == this_year || *left < days_per_year)
        .collect();
    Ok(VacationOverview {
        vacations,
        days_left,
        days_per_year,
        now,
    })
}

/// When the vacation `user_id` is on now ends (Unix ms), if they are on
/// one: for pages that show a member, such as their profile.
///
/// # Errors
/// The database failed.
pub async fn on_vacation_until(state: &AppState, user_id: MemberId) -> StoreResult<Option<i64>> {
    let now = state.now();
    let rows = state.store.vacations_ending_after(&[user_id], now).await?;
    Ok(vacation::current(&periods(&rows), now).map(|vacation| vacation.end()))
}

/// The first instant of the current UTC calendar year: vacations that end
/// before it no longer count against any allowance that is still open.
pub(super) fn start_of_year(now: i64) -> anyhow::Result<i64> {
    let january_first = Day::from_ymd(Day::containing(now).year(), 1, 1)?;
    Ok(january_first.start_ms())
}

/// The stored vacations as the rules know them.
pub(super) fn periods(rows: &[VacationRow]) -> Vec<Vacation> {
    rows.iter().filter_map(|row| row.vacation().ok()).collect()
}
