//! A member's report about another (product.md §11: abuse in chat,
//! computer assistance, other; with a reference to the game or message).

use thiserror::Error;

use crate::name::named;
use crate::text::is_plain_text;

/// Why a member is reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReportReason {
    /// Abusive or insulting language, disruption (seed 000).
    Abuse,
    /// Help from a computer during a game (seed 000 forbids it).
    ComputerAssistance,
    Other,
}

named!("report reason", ReportReason {
    Abuse => "abuse",
    ComputerAssistance => "computer_assistance",
    Other => "other",
});

/// Where a report stands: open in the administrators' queue, or closed
/// with a note.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReportStatus {
    Open,
    Closed,
}

named!("report status", ReportStatus {
    Open => "open",
    Closed => "closed",
});

/// The longest text a report carries, in characters.
pub const REPORT_TEXT_MAX: usize = 1000;

/// Reports one member may file in a day (a rolling 24 hours): enough for
/// any honest need, too few to flood the queue.
pub const REPORTS_PER_DAY: i64 = 10;

/// Why a report's text is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ReportError {
    #[error("the report says nothing")]
    Empty,
    #[error("the report is longer than {REPORT_TEXT_MAX} characters")]
    TooLong,
    #[error("the report holds control characters")]
    ControlCharacters,
}

/// The text of a report, trimmed: a few words at least, at most
/// [`REPORT_TEXT_MAX`] characters, lines allowed, no other control.
///
/// # Errors
/// [`ReportError`].
pub fn report_text(text: &str) -> Result<&str, ReportError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ReportError::Empty);
    }
    if text.chars().count() > REPORT_TEXT_MAX {
        return Err(ReportError::TooLong);
    }
    if !is_plain_text(text) {
        return Err(ReportError::ControlCharacters);
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_report_text_is_trimmed_bounded_and_plain() {
        let at_most = "x".repeat(REPORT_TEXT_MAX);
        let too_long = "x".repeat(REPORT_TEXT_MAX + 1);
        let cases: [(&str, Result<&str, ReportError>); 6] = [
            ("  insulted me in chat \n", Ok("insulted me in chat")),
            ("line one\nline two", Ok("line one\nline two")),
            (" \n\t ", Err(ReportError::Empty)),
            (&at_most, Ok(&at_most)),
            (&too_long, Err(ReportError::TooLong)),
            ("esc\u{1b}[2J", Err(ReportError::ControlCharacters)),
        ];
        for (text, expected) in cases {
            assert_eq!(report_text(text), expected, "{text:?}");
        }
    }

    proptest! {
        #[test]
        fn an_accepted_text_is_its_own_trimmed_self(text in "\\PC{0,1200}") {
            if let Ok(kept) = report_text(&text) {
                prop_assert_eq!(kept, text.trim());
                prop_assert!(!kept.is_empty());
                prop_assert!(kept.chars().count() <= REPORT_TEXT_MAX);
                prop_assert_eq!(report_text(kept), Ok(kept));
            }
        }
    }
}
