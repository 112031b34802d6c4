//! Why a tournament request was refused: in English for the API, in the
//! reader's language for pages. Everything but `Internal` changed nothing
//! and is the requester's to fix.

use redqueen_store::StoreError;

use super::settings::{GROUP_SIZE_MAX, NAME_MAX, PAUSE_MINUTES_MAX, PLAYERS_MAX, ROUNDS_MAX};
use crate::i18n::{FluentValue, Lang};

/// A bad setting of a tournament to create.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SettingError {
    #[error("The name has 1 to {NAME_MAX} characters, on one line")]
    Name,
    #[error("The kind is correspondence or live")]
    Kind,
    #[error("The system is swiss or double_round_robin")]
    System,
    #[error("A Swiss has 1 to {ROUNDS_MAX} rounds")]
    Rounds,
    #[error("A group has 2 to {GROUP_SIZE_MAX} players")]
    GroupSize,
    #[error(
        "The time control is days per move (3d/move), per game (30d/game) or with an increment (10d+1d)"
    )]
    TimeControl,
    #[error(
        "A live tournament's time control is a live clock, e.g. fast 10m/2m+5s tb0 (Fast: 5 to 30 minutes each, 1 to 5 a move; Standard: 30 to 120 minutes each, 1 to 10 a move)"
    )]
    LiveTimeControl,
    #[error(
        "The pause between the rounds of a live tournament is 0 to {PAUSE_MINUTES_MAX} minutes; a correspondence tournament has none"
    )]
    Pause,
    #[error("The start is a date and time (YYYY-MM-DDTHH:MM, UTC) or Unix milliseconds")]
    StartsAt,
    #[error("The sign-up opening is a date and time (YYYY-MM-DDTHH:MM, UTC) or Unix milliseconds")]
    SignupOpensAt,
    #[error("The sign-up closing is a date and time (YYYY-MM-DDTHH:MM, UTC) or Unix milliseconds")]
    SignupClosesAt,
    #[error("The start must be in the future")]
    StartInPast,
    #[error("The start is at most a year away")]
    StartTooLate,
    #[error("Sign-up opens before it closes, and closes no later than the start")]
    SignupWindow,
    #[error("The minimum is 2 to {PLAYERS_MAX} players")]
    MinPlayers,
    #[error("The maximum is at least the minimum and at most {PLAYERS_MAX} players")]
    MaxPlayers,
    #[error("The rating range is two ratings from 0 to 4000, lowest first; either may be empty")]
    RatingRange,
    #[error("{0} is true or false")]
    Flag(&'static str),
}

/// A refused tournament request.
#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    #[error("No such tournament")]
    NotFound,
    #[error("Only administrators create tournaments")]
    NotAdmin,
    #[error("Confirm your email address before you play: follow the link we sent you")]
    Unverified,
    /// product.md §2: BOT accounts join no tournament.
    #[error("BOT accounts do not play in tournaments")]
    Bot,
    #[error(transparent)]
    Setting(#[from] SettingError),
    #[error("Sign-up has not opened yet")]
    SignupNotOpen,
    #[error("Sign-up is closed")]
    SignupClosed,
    #[error("The tournament has started: players join and leave only before the start")]
    Started,
    #[error("The tournament is full")]
    Full,
    #[error("The tournament is over")]
    Over,
    #[error("You have already joined this tournament")]
    AlreadyJoined,
    #[error("You have not joined this tournament")]
    NotJoined,
    #[error(
        "Your rating is outside the range this tournament asks for (unrated players are outside any range)"
    )]
    OutsideRatingRange,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<StoreError> for TournamentError {
    fn from(error: StoreError) -> Self {
        Self::Internal(error.into())
    }
}

impl SettingError {
    /// The message in `lang`.
    #[must_use]
    pub fn message(self, lang: &Lang) -> String {
        let max = |key: &str, n: u32| lang.t_with(key, &[("max", FluentValue::from(n))]);
        match self {
            Self::Name => lang.t_with(
                "tournament-setting-name",
                &[("max", FluentValue::from(NAME_MAX))],
            ),
            Self::Kind => lang.t("tournament-setting-kind"),
            Self::System => lang.t("tournament-setting-system"),
            Self::Rounds => max("tournament-setting-rounds", ROUNDS_MAX),
            Self::GroupSize => max("tournament-setting-group-size", GROUP_SIZE_MAX),
            Self::TimeControl => lang.t("tournament-setting-time-control"),
            Self::LiveTimeControl => lang.t("tournament-setting-live-time-control"),
            Self::Pause => max("tournament-setting-pause", PAUSE_MINUTES_MAX),
            Self::StartsAt => lang.t("tournament-setting-starts-at"),
            Self::SignupOpensAt => lang.t("tournament-setting-signup-opens-at"),
            Self::SignupClosesAt => lang.t("tournament-setting-signup-closes-at"),
            Self::StartInPast => lang.t("tournament-setting-start-in-past"),
            Self::StartTooLate => lang.t("tournament-setting-start-too-late"),
            Self::SignupWindow => lang.t("tournament-setting-signup-window"),
            Self::MinPlayers => max("tournament-setting-min-players", PLAYERS_MAX),
            Self::MaxPlayers => max("tournament-setting-max-players", PLAYERS_MAX),
            Self::RatingRange => lang.t("tournament-setting-rating-range"),
            Self::Flag(field) => lang.t_with(
                "tournament-setting-flag",
                &[("field", FluentValue::from(field))],
            ),
        }
    }
}

impl TournamentError {
    /// The message in `lang`; `None` for failures that are ours (the
    /// caller answers those with a 500).
    #[must_use]
    pub fn message(&self, lang: &Lang) -> Option<String> {
        let id = match self {
            Self::NotFound => "tournament-error-not-found",
            Self::NotAdmin => "tournament-error-not-admin",
            Self::Unverified => "refusal-unverified",
            Self::Bot => "refusal-bot-tournament",
            Self::Setting(setting) => return Some(setting.message(lang)),
            Self::SignupNotOpen => "tournament-error-signup-not-open",
            Self::SignupClosed => "tournament-error-signup-closed",
            Self::Started => "tournament-error-started",
            Self::Full => "tournament-error-full",
            Self::Over => "tournament-error-over",
            Self::AlreadyJoined => "tournament-error-already-joined",
            Self::NotJoined => "tournament-error-not-joined",
            Self::OutsideRatingRange => "tournament-error-outside-rating-range",
            Self::Internal(_) => return None,
        };
        Some(lang.t(id))
    }
}
