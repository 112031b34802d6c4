//! Why a report or a moderation action was refused. Everything but
//! `Internal` changed nothing and names the rule.

use redqueen_domain::conduct::{REASON_MAX, REPORT_TEXT_MAX, ReasonError, ReportError};
use redqueen_store::StoreError;

use crate::i18n::{FluentValue, Lang};
use crate::play::PlayError;

#[derive(Debug, thiserror::Error)]
pub enum ConductError {
    #[error("No such member: {0}")]
    NoSuchMember(String),
    #[error("You cannot report yourself")]
    Yourself,
    #[error("Confirm your email address first")]
    Unverified,
    #[error("No such game")]
    NoSuchGame,
    #[error("{0} does not play in that game")]
    NotInGame(String),
    #[error("No such line by {0} in that game's chat")]
    NoSuchLine(String),
    #[error("Only the players of a game see its chat")]
    NotYourChat,
    #[error("Unknown reason for a report")]
    UnknownReason,
    #[error("{0}")]
    Text(ReportError),
    #[error("Too many reports; try again later")]
    TooMany { retry_after: u64 },
    #[error("Only administrators moderate")]
    NotAdmin,
    #[error("{0}")]
    Reason(ReasonError),
    #[error("No such report")]
    NoSuchReport,
    #[error("That report is closed already")]
    ReportClosed,
    #[error("You have no such warning")]
    NoSuchWarning,
    #[error("{0} is banned already")]
    AlreadyBanned(String),
    #[error("{0} is not banned")]
    NotBanned(String),
    #[error("{0} is not muted")]
    NotMuted(String),
    #[error("Administrators are not banned; take the rights away first")]
    AdministratorBanned,
    #[error("Unknown length of a mute")]
    UnknownLength,
    #[error("Unknown action")]
    UnknownAction,
    #[error("The account is a BOT already")]
    AlreadyBot,
    #[error("The account has played or joined something: it cannot become a BOT")]
    BotHasPlayed,
    #[error("A result is White, Black or a draw")]
    UnknownResult,
    #[error("The time given is from one minute to seven days")]
    GiftAmount,
    #[error("{0}")]
    Game(#[from] PlayError),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<StoreError> for ConductError {
    fn from(error: StoreError) -> Self {
        Self::Internal(error.into())
    }
}

impl ConductError {
    /// The message in `lang`; `None` for failures that are ours.
    #[must_use]
    pub fn message(&self, lang: &Lang) -> Option<String> {
        let named = |key: &str, name: &str| {
            lang.t_with(key, &[("name", FluentValue::from(name.to_owned()))])
        };
        Some(match self {
            Self::NoSuchMember(name) => named("conduct-error-no-such-member", name),
            Self::Yourself => lang.t("conduct-error-yourself"),
            Self::Unverified => lang.t("refusal-unverified"),
            Self::NoSuchGame => lang.t("conduct-error-no-such-game"),
            Self::NotInGame(name) => named("conduct-error-not-in-game", name),
            Self::NoSuchLine(name) => named("conduct-error-no-such-line", name),
            Self::NotYourChat => lang.t("conduct-error-not-your-chat"),
            Self::UnknownReason => lang.t("conduct-error-unknown-reason"),
            Self::Text(ReportError::Empty) => lang.t("conduct-error-text-empty"),
            Self::Text(ReportError::TooLong) => lang.t_with(
                "conduct-error-text-too-long",
                &[("max", FluentValue::from(REPORT_TEXT_MAX))],
            ),
            Self::Text(ReportError::ControlCharacters)
            | Self::Reason(ReasonError::ControlCharacters) => {
                lang.t("conduct-error-control-characters")
            }
            Self::TooMany { .. } => lang.t("conduct-error-too-many"),
            Self::NotAdmin => lang.t("conduct-error-not-admin"),
            Self::Reason(ReasonError::Missing) => lang.t("conduct-error-reason-missing"),
            Self::Reason(ReasonError::TooLong) => lang.t_with(
                "conduct-error-reason-too-long",
                &[("max", FluentValue::from(REASON_MAX))],
            ),
            Self::NoSuchReport => lang.t("conduct-error-no-such-report"),
            Self::ReportClosed => lang.t("conduct-error-report-closed"),
            Self::NoSuchWarning => lang.t("conduct-error-no-such-warning"),
            Self::AlreadyBanned(name) => named("conduct-error-already-banned", name),
            Self::NotBanned(name) => named("conduct-error-not-banned", name),
            Self::NotMuted(name) => named("conduct-error-not-muted", name),
            Self::AdministratorBanned => lang.t("conduct-error-administrator-banned"),
            Self::UnknownLength => lang.t("conduct-error-unknown-length"),
            Self::UnknownAction => lang.t("conduct-error-unknown-action"),
            Self::AlreadyBot => lang.t("bot-error-already"),
            Self::BotHasPlayed => lang.t("bot-error-has-played"),
            Self::UnknownResult => lang.t("conduct-error-unknown-result"),
            Self::GiftAmount => lang.t("conduct-error-gift-amount"),
            Self::Game(PlayError::NoSuchGame | PlayError::NotYourGame) => {
                lang.t("conduct-error-no-such-game")
            }
            Self::Game(error) => return crate::play::play_error_text(lang, error),
            Self::Internal(_) => return None,
        })
    }
}
