//! Why a club request was refused. Everything but `Internal` changed
//! nothing and is the requester's to fix; each message names the rule.

use redqueen_domain::club::{AnswerRefused, ClubGameStatus, GameNumber};
use redqueen_store::StoreError;

use super::events::{ANNOUNCEMENT_MAX, EVENT_NAME_MAX};
use super::found::{DESCRIPTION_MAX, NAME_MAX};
use crate::i18n::{FluentValue, Lang};

#[derive(Debug, thiserror::Error)]
pub enum ClubError {
    #[error("No such club")]
    NotFound,
    #[error("No such member: {0}")]
    NoSuchMember(String),
    #[error("No such game in this club")]
    NoSuchGame,
    #[error("The season starts on a day written MM-DD, e.g. 09-01 (up to the 28th of February)")]
    SeasonStart,
    #[error(
        "The season ends on a day written MM-DD, e.g. 06-30 (not the 29th of February), other than the day it starts"
    )]
    SeasonEnd,
    #[error("The decay day is a day of the month from 1 to 28")]
    DecayDay,
    #[error("A club's name has 1 to {NAME_MAX} characters, on one line")]
    Name,
    #[error(
        "A club's description has at most {DESCRIPTION_MAX} characters, and no control characters"
    )]
    Description,
    #[error("A club of that name exists")]
    NameTaken,
    #[error("Confirm your email address first: follow the link we sent you")]
    Unverified,
    /// product.md §2: BOT accounts belong to no club.
    #[error("{0} is a BOT account: BOT accounts do not join clubs or club events")]
    Bot(String),
    #[error("On this site only administrators found clubs")]
    FoundersAreAdministrators,
    #[error("Only the club's directors may do that")]
    NotDirector,
    #[error("You are already a member of this club")]
    AlreadyMember,
    #[error("You have already asked to join this club")]
    AlreadyRequested,
    #[error("{0} has not asked to join this club")]
    NoRequest(String),
    #[error("{0} is not a member of this club")]
    NotMember(String),
    #[error("{0} is not on the club's ladder")]
    NotOnLadder(String),
    #[error("A game needs two different players")]
    SamePlayer,
    #[error("Only White or a director reports a game; you play neither side")]
    NotWhite,
    #[error("Only Black confirms or disputes a game White reported")]
    NotBlack,
    #[error("The game is {}: there is nothing to answer", .0.as_str())]
    GameSettled(ClubGameStatus),
    #[error("The result is 1-0, 0-1 or 1/2-1/2")]
    Result,
    #[error("{0}")]
    TimeControl(String),
    #[error("{field} is a date written YYYY-MM-DD")]
    Date { field: &'static str },
    #[error("{field} cannot be in the future")]
    FutureDate { field: &'static str },
    #[error("The game cannot be played before both players joined the ladder ({0})")]
    BeforeJoining(String),
    #[error("The absence decay was already applied this month (on {0})")]
    DecayThisMonth(String),
    #[error("The absence decay goes forward: the last one was applied on {0}")]
    DecayBeforeLast(String),
    #[error(
        "A decay applied by hand is for a day from {from} to {to}: within the current season, not before the club's founding or the last decay, and not in the future"
    )]
    DecayOutside { from: String, to: String },
    #[error(
        "A member's joining day (joinedOn) lies between the club's founding ({from}) and today ({to})"
    )]
    JoinedOutside { from: String, to: String },
    #[error(
        "The game number is a whole number from 1 to {}: 2 for a second game alike that day",
        GameNumber::MAX
    )]
    GameNumber,
    /// Decisions of turn 3: one report per result.
    #[error(
        "This result is already recorded: game {id}, {white} v {black}, {result} on {played_on} ({}). If they played another game alike that day, record it with gameNumber {next}", .status.as_str()
    )]
    DuplicateGame {
        id: i64,
        white: String,
        black: String,
        result: String,
        played_on: String,
        status: ClubGameStatus,
        next: i32,
    },
    /// Decisions of turn 3: a club always has a director.
    #[error(
        "{0} is the club's last director: name a successor first (a member made director), then they may go"
    )]
    LastDirector(String),
    #[error("Missing {0}")]
    Missing(&'static str),
    #[error("A ladder challenge goes up: {0} is ranked below you")]
    ChallengeDown(String),
    #[error("{0}")]
    Refused(crate::play::Refusal),
    #[error("This season has no games yet: there is nothing to close")]
    EmptySeason,
    #[error("No such event in this club")]
    NoSuchEvent,
    #[error("No such board in this event")]
    NoSuchBoard,
    #[error("An event's name has 1 to {EVENT_NAME_MAX} characters, on one line")]
    EventName,
    #[error("{0}")]
    EventFormat(String),
    #[error("An announcement has at most {ANNOUNCEMENT_MAX} characters, and no control characters")]
    Announcement,
    #[error("The SLQ and the Annual Championship are for club members only: they cannot be open")]
    NotOpenable,
    #[error("The club already has a ladder this season: confirm that the SLQ seeds it again")]
    ReseedUnconfirmed,
    #[error("This event is for club members only, and {0} is not one")]
    MembersOnly(String),
    #[error("{0} has already entered this event")]
    AlreadyEntered(String),
    #[error("{0} has not entered this event")]
    NotEntered(String),
    #[error("{0} withdrew from this event and is not paired again")]
    Withdrawn(String),
    #[error("A round robin's sections are set at its start: no late entries")]
    EntriesClosed,
    #[error("The event is finished")]
    EventFinished,
    #[error("An event needs at least two players to start")]
    TooFewEntries,
    #[error("Every round of this event has been paired")]
    AllRoundsPaired,
    #[error(
        "{0} results of this round are not in yet: the next round is paired once every result is in"
    )]
    ResultsMissing(usize),
    #[error("Only the two players of a board, or a director, give its result")]
    NotAPlayer,
    #[error("This board's result is in: Black confirms or disputes it, a director corrects it")]
    AlreadyReported,
    #[error("This board has no game to give a result for")]
    NoGame,
    #[error("This game is played on the server: its result comes from the game")]
    PlayedOnServer,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<AnswerRefused> for ClubError {
    fn from(refused: AnswerRefused) -> Self {
        match refused {
            AnswerRefused::Settled(status) => Self::GameSettled(status),
            AnswerRefused::NotBlack => Self::NotBlack,
        }
    }
}

impl From<StoreError> for ClubError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Conflict("name_key") => Self::NameTaken,
            other => Self::Internal(other.into()),
        }
    }
}

impl ClubError {
    /// The message in `lang`; `None` for failures that are ours (the
    /// caller answers those with a 500).
    #[must_use]
    pub fn message(&self, lang: &Lang) -> Option<String> {
        let named = |key: &str, name: &str| {
            lang.t_with(key, &[("name", FluentValue::from(name.to_owned()))])
        };
        let day =
            |key: &str, day: &str| lang.t_with(key, &[("day", FluentValue::from(day.to_owned()))]);
        let bounds = |key: &str, from: &str, to: &str| {
            lang.t_with(
                key,
                &[
                    ("from", FluentValue::from(from.to_owned())),
                    ("to", FluentValue::from(to.to_owned())),
                ],
            )
        };
        Some(match self {
            Self::NotFound => lang.t("club-error-not-found"),
            Self::NoSuchMember(name) => named("club-error-no-such-member", name),
            Self::NoSuchGame => lang.t("club-error-no-such-game"),
            Self::Name => lang.t_with("club-error-name", &[("max", FluentValue::from(NAME_MAX))]),
            Self::SeasonStart => lang.t("club-error-season-start"),
            Self::SeasonEnd => lang.t("club-error-season-end"),
            Self::DecayDay => lang.t("club-error-decay-day"),
            Self::Description => lang.t_with(
                "club-error-description",
                &[("max", FluentValue::from(DESCRIPTION_MAX))],
            ),
            Self::NameTaken => lang.t("club-error-name-taken"),
            Self::Unverified => lang.t("refusal-unverified"),
            Self::Bot(name) => named("club-error-bot", name),
            Self::FoundersAreAdministrators => lang.t("club-error-founders-are-administrators"),
            Self::NotDirector => lang.t("club-error-not-director"),
            Self::AlreadyMember => lang.t("club-error-already-member"),
            Self::AlreadyRequested => lang.t("club-error-already-requested"),
            Self::NoRequest(name) => named("club-error-no-request", name),
            Self::NotMember(name) => named("club-error-not-member", name),
            Self::NotOnLadder(name) => named("club-error-not-on-ladder", name),
            Self::SamePlayer => lang.t("club-error-same-player"),
            Self::NotWhite => lang.t("club-error-not-white"),
            Self::NotBlack => lang.t("club-error-not-black"),
            Self::GameSettled(status) => lang.t_with(
                "club-error-game-settled",
                &[(
                    "status",
                    FluentValue::from(lang.t(&format!("club-status-{}", status.as_str()))),
                )],
            ),
            Self::Result => lang.t("club-error-result"),
            Self::TimeControl(_) => lang.t("club-error-time-control"),
            Self::Date { .. } => lang.t("club-error-date"),
            Self::FutureDate { .. } => lang.t("club-error-future-date"),
            Self::BeforeJoining(name) => named("club-error-before-joining", name),
            Self::DecayThisMonth(on) => day("club-error-decay-this-month", on),
            Self::DecayBeforeLast(on) => day("club-error-decay-before-last", on),
            Self::DecayOutside { from, to } => bounds("club-error-decay-outside", from, to),
            Self::JoinedOutside { from, to } => bounds("club-error-joined-outside", from, to),
            Self::GameNumber => lang.t_with(
                "club-error-game-number",
                &[("max", FluentValue::from(GameNumber::MAX))],
            ),
            Self::DuplicateGame {
                id,
                white,
                black,
                result,
                played_on,
                status,
                next,
            } => lang.t_with(
                "club-error-duplicate-game",
                &[
                    ("id", FluentValue::from(id.to_string())),
                    ("white", FluentValue::from(white.clone())),
                    ("black", FluentValue::from(black.clone())),
                    ("result", FluentValue::from(result.clone())),
                    ("day", FluentValue::from(played_on.clone())),
                    (
                        "status",
                        FluentValue::from(lang.t(&format!("club-status-{}", status.as_str()))),
                    ),
                    ("next", FluentValue::from(*next)),
                ],
            ),
            Self::LastDirector(name) => named("club-error-last-director", name),
            Self::Missing(_) => lang.t("club-error-missing"),
            Self::ChallengeDown(name) => named("club-error-challenge-down", name),
            Self::Refused(refusal) => refusal.message(lang),
            Self::EmptySeason => lang.t("club-error-empty-season"),
            Self::NoSuchEvent => lang.t("club-error-no-such-event"),
            Self::NoSuchBoard => lang.t("club-error-no-such-board"),
            Self::EventName => lang.t_with(
                "club-error-event-name",
                &[("max", FluentValue::from(EVENT_NAME_MAX))],
            ),
            Self::EventFormat(_) => lang.t("club-error-event-format"),
            Self::Announcement => lang.t_with(
                "club-error-announcement",
                &[("max", FluentValue::from(ANNOUNCEMENT_MAX))],
            ),
            Self::NotOpenable => lang.t("club-error-not-openable"),
            Self::ReseedUnconfirmed => lang.t("club-error-reseed-unconfirmed"),
            Self::MembersOnly(name) => named("club-error-members-only", name),
            Self::AlreadyEntered(name) => named("club-error-already-entered", name),
            Self::NotEntered(name) => named("club-error-not-entered", name),
            Self::Withdrawn(name) => named("club-error-withdrawn", name),
            Self::EntriesClosed => lang.t("club-error-entries-closed"),
            Self::EventFinished => lang.t("club-error-event-finished"),
            Self::TooFewEntries => lang.t("club-error-too-few-entries"),
            Self::AllRoundsPaired => lang.t("club-error-all-rounds-paired"),
            Self::ResultsMissing(count) => lang.t_with(
                "club-error-results-missing",
                &[("count", FluentValue::from(*count))],
            ),
            Self::NotAPlayer => lang.t("club-error-not-a-player"),
            Self::AlreadyReported => lang.t("club-error-already-reported"),
            Self::NoGame => lang.t("club-error-no-game"),
            Self::PlayedOnServer => lang.t("club-error-played-on-server"),
            Self::Internal(_) => return None,
        })
    }
}
