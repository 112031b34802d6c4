//! Why a change to a member's vacations was refused, in the reader's
//! language for pages and in English for the API. A refused change
//! changed nothing.

use redqueen_domain::vacation::{DayError, VacationError};
use redqueen_store::StoreError;

use crate::i18n::{FluentValue, Lang};

/// A refused or failed change to a member's vacations.
#[derive(Debug, thiserror::Error)]
pub enum VacationFailure {
    /// The first day asked for is not a date.
    #[error("start: {0}")]
    BadDay(#[from] DayError),
    /// The number of days asked for is not a whole number.
    #[error("days: `{0}` is not a whole number of days")]
    BadDays(String),
    /// The rules of product.md §4 refuse it.
    #[error(transparent)]
    Refused(#[from] VacationError),
    /// The member has no vacation with that id.
    #[error("no such vacation")]
    NoSuchVacation,
    /// One of the member's games changed while their deadlines were being
    /// moved (two app servers): nothing was written.
    #[error("one of your games changed meanwhile; try again")]
    Conflict,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<StoreError> for VacationFailure {
    fn from(error: StoreError) -> Self {
        Self::Internal(error.into())
    }
}

impl VacationFailure {
    /// The refusal in `lang`; `None` for failures that are ours.
    #[must_use]
    pub fn message(&self, lang: &Lang) -> Option<String> {
        let text = |v: String| FluentValue::from(v);
        Some(match self {
            Self::BadDay(DayError::NoSuchDay { year, month, day }) => lang.t_with(
                "vacation-error-no-such-day",
                &[("date", text(format!("{year:04}-{month:02}-{day:02}")))],
            ),
            Self::BadDay(_) => lang.t("vacation-error-date"),
            Self::BadDays(_) => lang.t("vacation-error-days"),
            Self::Refused(VacationError::Empty { .. } | VacationError::ZeroDays) => {
                lang.t("vacation-error-zero-days")
            }
            Self::Refused(VacationError::StartsInThePast { start, today }) => lang.t_with(
                "vacation-error-past",
                &[
                    ("start", text(lang.day(*start))),
                    ("today", text(lang.day(*today))),
                ],
            ),
            Self::Refused(VacationError::TooFarAhead { start, last }) => lang.t_with(
                "vacation-error-too-far",
                &[
                    ("start", text(lang.day(*start))),
                    ("last", text(lang.day(*last))),
                ],
            ),
            Self::Refused(VacationError::Overlap { other }) => lang.t_with(
                "vacation-error-overlap",
                &[
                    ("first", text(lang.day(other.first_day()))),
                    ("last", text(lang.day(other.last_day()))),
                ],
            ),
            Self::Refused(VacationError::AllowanceExceeded { year, needed, left }) => lang.t_with(
                "vacation-error-allowance",
                &[
                    ("year", FluentValue::from(*year)),
                    ("needed", FluentValue::from(*needed)),
                    ("left", FluentValue::from(*left)),
                ],
            ),
            Self::Refused(VacationError::AlreadyStarted) => {
                lang.t("vacation-error-already-started")
            }
            Self::Refused(VacationError::NotStarted) => lang.t("vacation-error-not-started"),
            Self::Refused(VacationError::AlreadyOver) => lang.t("vacation-error-already-over"),
            Self::NoSuchVacation => lang.t("vacation-error-no-such-vacation"),
            Self::Conflict => lang.t("vacation-error-conflict"),
            Self::Internal(_) => return None,
        })
    }
}
