//! Vacation (product.md §4; the rules are `redqueen_domain::vacation`):
//! scheduling, cancelling and ending early, each one transaction that also
//! moves the deadlines of the member's games (§5), and what others may read
//! of a member's vacations. The decisions are in `docs/vacation.md`.

mod change;
mod deadlines;
mod error;
mod overview;
mod schedule;

pub use change::{VacationChange, change_vacation};
pub use error::VacationFailure;
pub use overview::{VacationOverview, VacationStatus, on_vacation_until, vacation_overview};
pub use schedule::{VacationRequest, schedule_vacation};
