//! Conduct and moderation (product.md §11, seed 000: "players who use
//! abusive or insulting language or who are disruptive will be banned";
//! computer help is forbidden): what a report holds, what administrators
//! may do, and what a sanction stops a member from doing.

mod action;
mod report;
mod standing;

pub use action::{MUTE_LENGTHS, ModerationAction, MuteLength, REASON_MAX, ReasonError, reason};
pub use report::{
    REPORT_TEXT_MAX, REPORTS_PER_DAY, ReportError, ReportReason, ReportStatus, report_text,
};
pub use standing::Standing;
