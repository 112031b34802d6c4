//! Why a request about a match between clubs was refused. Everything but
//! `Internal` changed nothing and is the requester's to fix; each message
//! names the rule.

use redqueen_domain::club::{BadBoards, BoardRefused, ClubGameStatus, MAX_BOARDS, MatchStatus};
use redqueen_store::StoreError;

use super::invite::{DESCRIPTION_MAX, REASON_MAX, START_WITHIN_DAYS};
use crate::i18n::{FluentValue, Lang};

#[derive(Debug, thiserror::Error)]
pub enum MatchError {
    #[error("No such club")]
    NoSuchClub,
    #[error("Missing club: the invited club's id")]
    MissingClub,
    #[error("No such club to invite: {0}")]
    NoClubToInvite(String),
    #[error("No such match for this club")]
    NotFound,
    #[error("No such member: {0}")]
    NoSuchMember(String),
    #[error("A club cannot play a match against itself")]
    SameClub,
    #[error("Only the club's directors may do that")]
    NotDirector,
    #[error("Only a director of the invited club answers an invitation")]
    NotInvitedClub,
    #[error("kind is correspondence, live or over_the_board")]
    Kind,
    #[error(
        "A correspondence match's time control is days per move or per game, e.g. 3d/move or 30d/game"
    )]
    CorrespondenceControl,
    #[error(
        "A live match's time control is a live clock, e.g. fast 10m/2m+5s tb0 (Fast: 5 to 30 minutes each, 1 to 5 a move; Standard: 30 to 120 minutes each, 1 to 10 a move)"
    )]
    LiveControl,
    #[error("An over-the-board match's time control is a club's: G/5, G/10, G/15 or G/30")]
    ClubControl,
    #[error(
        "An over-the-board match has no rating limits: its players' ratings are each club's own"
    )]
    OverTheBoardLimits,
    #[error("minBoards and maxBoards: {0}")]
    Boards(BadBoards),
    #[error("A rating limit is a whole number from 0 to 4000")]
    RatingLimits,
    #[error("The lowest rating limit is not above the highest")]
    RatingOrder,
    #[error("Missing startsAt: when the match starts")]
    MissingStartsAt,
    #[error(
        "startsAt is a time (YYYY-MM-DDTHH:MM in UTC, or Unix milliseconds) at least an hour and at most {START_WITHIN_DAYS} days ahead"
    )]
    StartsAt,
    #[error(
        "A match's description has at most {DESCRIPTION_MAX} characters, and no control characters"
    )]
    Description,
    #[error("A reason has at most {REASON_MAX} characters, on one line")]
    Reason,
    #[error("The match is {}: there is no invitation to answer", .0.as_str())]
    NotInvited(MatchStatus),
    #[error("The match's start has passed: the invitation can no longer be accepted")]
    StartPassed,
    #[error("Registration is closed: the match is {}", .0.as_str())]
    RegistrationClosed(MatchStatus),
    #[error("{0} is not a member of this club")]
    NotMember(String),
    #[error("{0} is already on a roster of this match")]
    AlreadyOnRoster(String),
    #[error("{0} is not on this club's roster")]
    NotOnRoster(String),
    #[error("{0} is outside the match's rating limits (unrated players are outside any limit)")]
    OutsideLimits(String),
    #[error("Confirm your email address first: follow the link we sent you")]
    Unverified,
    #[error("{0} is a BOT account: BOT accounts do not play club matches")]
    Bot(String),
    #[error("result is 1-0, 0-1 or 1/2-1/2")]
    Result,
    #[error("Missing result: a report says 1-0, 0-1 or 1/2-1/2")]
    MissingResult,
    #[error("No such board in this match")]
    NoSuchBoard,
    #[error("Only the matches over the board have results to report")]
    NotOverTheBoard,
    #[error("The match is {}: its boards' results are reported while it is played", .0.as_str())]
    NotPlaying(MatchStatus),
    #[error("{0}")]
    Board(BoardRefused),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<StoreError> for MatchError {
    fn from(error: StoreError) -> Self {
        Self::Internal(error.into())
    }
}

impl From<super::super::ClubError> for MatchError {
    fn from(error: super::super::ClubError) -> Self {
        match error {
            super::super::ClubError::NotFound => Self::NoSuchClub,
            super::super::ClubError::NoSuchMember(name) => Self::NoSuchMember(name),
            other => Self::Internal(anyhow::anyhow!("{other}")),
        }
    }
}

impl MatchError {
    /// The refusal in the reader's language; `None` for a failure of
    /// ours, which no reader can fix.
    #[must_use]
    pub fn message(&self, lang: &Lang) -> Option<String> {
        let named = |key: &str, name: &str| {
            lang.t_with(key, &[("name", FluentValue::from(name.to_owned()))])
        };
        let max = |key: &str, max: usize| lang.t_with(key, &[("max", FluentValue::from(max))]);
        let status = |key: &str, status: MatchStatus| {
            let words = lang.t(&format!("club-match-status-{}", status.as_str()));
            lang.t_with(key, &[("status", FluentValue::from(words))])
        };
        Some(match self {
            Self::NoSuchClub => lang.t("club-error-not-found"),
            Self::MissingClub => lang.t("club-match-error-missing-club"),
            Self::NoClubToInvite(id) => named("club-match-error-no-club", id),
            Self::NotFound => lang.t("club-match-error-not-found"),
            Self::NoSuchMember(name) => named("club-error-no-such-member", name),
            Self::SameClub => lang.t("club-match-error-same-club"),
            Self::NotDirector => lang.t("club-error-not-director"),
            Self::NotInvitedClub => lang.t("club-match-error-not-invited-club"),
            Self::Kind => lang.t("club-match-error-kind"),
            Self::CorrespondenceControl => lang.t("club-match-error-correspondence-control"),
            Self::LiveControl => lang.t("club-match-error-live-control"),
            Self::ClubControl => lang.t("club-match-error-club-control"),
            Self::OverTheBoardLimits => lang.t("club-match-error-over-the-board-limits"),
            Self::Boards(BadBoards::OutOfRange) => lang.t_with(
                "club-match-error-boards-range",
                &[("max", FluentValue::from(MAX_BOARDS))],
            ),
            Self::Boards(BadBoards::MinimumAboveMaximum) => lang.t("club-match-error-boards-order"),
            Self::RatingLimits => lang.t("club-match-error-rating-limits"),
            Self::RatingOrder => lang.t("club-match-error-rating-order"),
            Self::MissingStartsAt => lang.t("club-match-error-missing-starts-at"),
            Self::StartsAt => lang.t_with(
                "club-match-error-starts-at",
                &[("days", FluentValue::from(START_WITHIN_DAYS))],
            ),
            Self::Description => max("club-match-error-description", DESCRIPTION_MAX),
            Self::Reason => max("club-match-error-reason", REASON_MAX),
            Self::NotInvited(s) => status("club-match-error-not-invited", *s),
            Self::StartPassed => lang.t("club-match-error-start-passed"),
            Self::RegistrationClosed(s) => status("club-match-error-registration-closed", *s),
            Self::NotMember(name) => named("club-error-not-member", name),
            Self::AlreadyOnRoster(name) => named("club-match-error-already-on-roster", name),
            Self::NotOnRoster(name) => named("club-match-error-not-on-roster", name),
            Self::OutsideLimits(name) => named("club-match-error-outside-limits", name),
            Self::Unverified => lang.t("refusal-unverified"),
            Self::Bot(name) => named("club-match-error-bot", name),
            Self::Result | Self::MissingResult => lang.t("club-error-result"),
            Self::NoSuchBoard => lang.t("club-match-error-no-such-board"),
            Self::NotOverTheBoard => lang.t("club-match-error-not-over-the-board"),
            Self::NotPlaying(s) => status("club-match-error-not-playing", *s),
            Self::Board(BoardRefused::NotYours) => lang.t("club-match-error-board-not-yours"),
            Self::Board(BoardRefused::NothingReported) => {
                lang.t("club-match-error-board-nothing-reported")
            }
            Self::Board(BoardRefused::OwnReport) => lang.t("club-match-error-board-own-report"),
            Self::Board(BoardRefused::Settled(settled)) => lang.t(match settled {
                ClubGameStatus::Disputed => "club-match-error-board-disputed",
                ClubGameStatus::Reported | ClubGameStatus::Confirmed => {
                    "club-match-error-board-confirmed"
                }
            }),
            Self::Internal(_) => return None,
        })
    }
}
