//! Conduct and moderation (product.md §11, seed 000): members' reports,
//! the administrators' sanctions with their log, adjudication; what a ban
//! ends is `departure.rs`, shared with the deletion of an account.

mod adjudication;
mod error;
mod report;
mod sanction;
mod views;

pub use adjudication::{GIFT_MAX_MS, adjudicate, give_time};
pub use error::ConductError;
pub use report::{ReportRequest, file_report};
pub use sanction::{Sanction, acknowledge_warning, close_report, sanction};
pub use views::{
    MemberFile, ReportQueue, chat_line_text, member_file, moderation_log, my_conduct, report_queue,
};
