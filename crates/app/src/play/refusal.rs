//! Why the site refused a play request (beyond the rules of chess, which
//! the domain's `GameError` names), in English for the API and in the
//! reader's language for pages.

use redqueen_domain::game::{ConditionalError, GameError, LivePlay, MoveError};

use super::error::PlayError;
use crate::i18n::{FluentValue, Lang};

/// Longest message with a challenge.
pub const MESSAGE_MAX: usize = 500;
/// Longest chat line, in characters (lichess-bot's cap).
pub const CHAT_MAX: usize = 140;
/// Longest conditional line, in plies, and most lines per player.
pub const MAX_LINE_PLIES: usize = 40;
pub const MAX_LINES: usize = 50;
/// Longest private note on a game.
pub const NOTE_MAX: usize = 10_000;

/// A refused request; nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("You cannot challenge yourself")]
    SelfChallenge,
    #[error("{0} does not accept challenges from you")]
    BlockedByDest(String),
    /// product.md §11: a banned member plays no more.
    #[error("{0} is banned and cannot be challenged")]
    DestBanned(String),
    #[error("fen: {0}")]
    BadPosition(String),
    #[error("Games from a custom position cannot be rated")]
    RatedCustomPosition,
    /// product.md §2: a BOT account's games are never rated.
    #[error("Games with a BOT account are never rated")]
    RatedWithBot,
    /// lichess-api-subset.md §6: bots play only through challenges.
    #[error("BOT accounts play through challenges only, not open games")]
    BotOpenGame,
    #[error("The message has at most {MESSAGE_MAX} characters, and no control characters")]
    MessageTooLong,
    #[error("You cannot join your own open game")]
    OwnOpenGame,
    #[error("The player of this open game does not accept you")]
    BlockedJoin,
    #[error("The message is empty")]
    ChatEmpty,
    #[error("A chat message has at most {CHAT_MAX} characters")]
    ChatTooLong,
    #[error("A chat message is one line of text")]
    ChatNotOneLine,
    #[error("Too many messages: wait a minute")]
    ChatTooFast,
    /// product.md §11: a muted member writes no chat until the mute ends.
    #[error("You are muted until {until} (Unix ms)")]
    Muted { until: i64 },
    #[error("At most {MAX_LINES} conditional lines of at most {MAX_LINE_PLIES} moves each")]
    TooManyConditionalMoves,
    #[error("Conditional moves are for correspondence games: in a live game, premove on the board")]
    ConditionalMovesLive,
    #[error("Too many challenges: wait a minute")]
    TooManyChallenges,
    #[error("Your rating is outside the range this open game asks for")]
    OutsideRatingRange,
    #[error(
        "This side of the open challenge is taken or kept for another player, or you have the other side"
    )]
    SideTaken,
    /// product.md §2: the installation's cap on games in progress.
    #[error("You already play {max} games, the most this site allows at once")]
    AtGameCap { max: u32 },
    #[error("{name} already plays {max} games, the most this site allows at once")]
    OpponentAtGameCap { name: String, max: u32 },
    #[error("Rematches follow finished games that belong to no tournament or club")]
    NoRematch,
    #[error("A note has at most {NOTE_MAX} characters, and no control characters")]
    NoteTooLong,
    #[error("Confirm your email address before you play: follow the link we sent you")]
    Unverified,
    #[error("G/5, G/10, G/15 and G/30 are club games: challenge from the club's ladder")]
    ClubControlOutsideClub,
    /// clubs-and-ladder.md, decisions of turn 3: one pending ladder
    /// challenge alike.
    #[error("You already challenged {name} to this ladder game ({id}): it waits for their answer")]
    LadderChallengePending { name: String, id: String },
    #[error("Line {line}: {error}")]
    ConditionalLine {
        line: usize,
        error: ConditionalError,
    },
}

impl Refusal {
    /// For a throttle, the seconds to wait before trying again (answered
    /// as 429 with `Retry-After`).
    #[must_use]
    pub const fn retry_after(&self) -> Option<u64> {
        match self {
            Self::TooManyChallenges | Self::ChatTooFast => Some(60),
            _ => None,
        }
    }

    /// The refusal in `lang`.
    #[must_use]
    pub fn message(&self, lang: &Lang) -> String {
        let n = |v: usize| FluentValue::from(v);
        match self {
            Self::SelfChallenge => lang.t("refusal-self-challenge"),
            Self::RatedWithBot => lang.t("refusal-rated-with-bot"),
            Self::BotOpenGame => lang.t("refusal-bot-open-game"),
            Self::BlockedByDest(name) => {
                lang.t_with("refusal-blocked", &[("username", name.as_str().into())])
            }
            Self::DestBanned(name) => {
                lang.t_with("refusal-dest-banned", &[("username", name.as_str().into())])
            }
            Self::BadPosition(_) => lang.t("refusal-bad-position"),
            Self::RatedCustomPosition => lang.t("refusal-rated-custom-position"),
            Self::MessageTooLong => {
                lang.t_with("refusal-message-too-long", &[("max", n(MESSAGE_MAX))])
            }
            Self::OwnOpenGame => lang.t("refusal-own-open-game"),
            Self::ClubControlOutsideClub => lang.t("refusal-club-control"),
            Self::BlockedJoin => lang.t("refusal-blocked-join"),
            Self::ChatEmpty => lang.t("refusal-chat-empty"),
            Self::ChatTooLong => lang.t_with("refusal-chat-too-long", &[("max", n(CHAT_MAX))]),
            Self::ChatNotOneLine => lang.t("refusal-chat-one-line"),
            Self::ChatTooFast => lang.t("refusal-chat-too-fast"),
            Self::Muted { until } => lang.t_with(
                "conduct-muted-until",
                &[("until", FluentValue::from(lang.instant(*until)))],
            ),
            Self::TooManyConditionalMoves => lang.t_with(
                "refusal-conditional-too-many",
                &[("lines", n(MAX_LINES)), ("plies", n(MAX_LINE_PLIES))],
            ),
            Self::ConditionalMovesLive => lang.t("refusal-conditional-live"),
            Self::TooManyChallenges => lang.t("refusal-too-many-challenges"),
            Self::OutsideRatingRange => lang.t("refusal-outside-rating-range"),
            Self::SideTaken => lang.t("refusal-side-taken"),
            Self::AtGameCap { max } => {
                lang.t_with("refusal-game-cap", &[("max", FluentValue::from(*max))])
            }
            Self::OpponentAtGameCap { name, max } => lang.t_with(
                "refusal-opponent-game-cap",
                &[
                    ("name", FluentValue::from(name.as_str())),
                    ("max", FluentValue::from(*max)),
                ],
            ),
            Self::NoRematch => lang.t("refusal-no-rematch"),
            Self::NoteTooLong => lang.t_with("refusal-note-too-long", &[("max", n(NOTE_MAX))]),
            Self::Unverified => lang.t("refusal-unverified"),
            Self::LadderChallengePending { name, id } => lang.t_with(
                "refusal-ladder-challenge-pending",
                &[
                    ("name", FluentValue::from(name.as_str())),
                    ("id", FluentValue::from(id.as_str())),
                ],
            ),
            Self::ConditionalLine { line, error } => lang.t_with(
                "refusal-conditional-line",
                &[
                    ("line", n(*line)),
                    ("reason", conditional_message(lang, error).into()),
                ],
            ),
        }
    }
}

fn conditional_message(lang: &Lang, error: &ConditionalError) -> String {
    match error {
        ConditionalError::NotOpponentsTurn => lang.t("conditional-not-opponents-turn"),
        ConditionalError::Unpaired => lang.t("conditional-unpaired"),
        ConditionalError::Move { index, error } => lang.t_with(
            "conditional-move",
            &[
                ("index", FluentValue::from(index + 1)),
                ("reason", game_error_message(lang, error).into()),
            ],
        ),
        ConditionalError::ConflictingReply { index, theirs } => lang.t_with(
            "conditional-conflicting-reply",
            &[
                ("index", FluentValue::from(index + 1)),
                ("move", theirs.as_str().into()),
            ],
        ),
    }
}

/// A rule of chess that refused an action, in `lang`.
#[must_use]
pub fn game_error_message(lang: &Lang, error: &GameError) -> String {
    match error {
        GameError::GameOver => lang.t("rule-game-over"),
        GameError::NotYourTurn => lang.t("rule-not-your-turn"),
        GameError::StalePly { .. } => lang.t("rule-stale"),
        GameError::Move(error) => {
            let (id, text) = match error {
                MoveError::Malformed(t) => ("rule-move-malformed", t),
                MoveError::Illegal(t) => ("rule-move-illegal", t),
                MoveError::Ambiguous(t) => ("rule-move-ambiguous", t),
                MoveError::PromotionRequired(t) => ("rule-move-promotion", t),
            };
            lang.t_with(id, &[("move", text.as_str().into())])
        }
        GameError::NothingToClaim => lang.t("rule-nothing-to-claim"),
        GameError::NoDrawOffer => lang.t("rule-no-draw-offer"),
        GameError::NotStandAlone => lang.t("rule-not-stand-alone"),
        GameError::TooLateToAbort => lang.t("rule-too-late-to-abort"),
        GameError::TooEarlyToDelete => lang.t("rule-too-early-to-delete"),
        GameError::NoDeletionRequest => lang.t("rule-no-deletion-request"),
        GameError::NotLive => lang.t("rule-not-live"),
        GameError::LiveNoDeletion => lang.t("rule-live-no-deletion"),
        GameError::ResignTooEarly {
            ply,
            may_ask_to_quit,
        } => lang.t_with(
            "rule-resign-too-early",
            &[
                ("ply", FluentValue::from(*ply)),
                ("quit", if *may_ask_to_quit { "yes" } else { "no" }.into()),
            ],
        ),
        GameError::DrawRequestTooEarly { ply } => lang.t_with(
            "rule-draw-request-too-early",
            &[("ply", FluentValue::from(*ply))],
        ),
        GameError::DrawRequestsUsed => lang.t_with(
            "rule-draw-requests-used",
            &[("max", FluentValue::from(LivePlay::DRAW_REQUESTS_MAX))],
        ),
        GameError::NoMoveToTakeBack => lang.t("rule-no-move-to-take-back"),
        GameError::OpponentReplied => lang.t("rule-opponent-replied"),
        GameError::TakebacksUsed { allowance } => lang.t_with(
            "rule-takebacks-used",
            &[("allowance", FluentValue::from(*allowance))],
        ),
        GameError::NoTakebackOffer => lang.t("rule-no-takeback-offer"),
        GameError::NoTakebacksInClubGames => lang.t("rule-no-takebacks-in-club-games"),
        GameError::NoQuitRequests => lang.t("rule-no-quit-requests"),
        GameError::NoQuitRequest => lang.t("rule-no-quit-request"),
        GameError::OwnQuitRequest => lang.t("rule-own-quit-request"),
        GameError::QuitAlreadyRequested => lang.t("rule-quit-already-requested"),
        GameError::QuitRequestStands { .. } => lang.t("rule-quit-request-stands"),
        GameError::Record(_) => lang.t("rule-record"),
    }
}

/// A refused play action in the reader's language; `None` for failures
/// that are ours (the caller turns those into a 500) and for a game the
/// reader may not see.
#[must_use]
pub fn play_error_text(lang: &Lang, error: &PlayError) -> Option<String> {
    match error {
        PlayError::Rule(rule) => Some(game_error_message(lang, rule)),
        PlayError::Refused(refusal) => Some(refusal.message(lang)),
        PlayError::OutOfTime => Some(lang.t("play-out-of-time")),
        PlayError::Conflict => Some(lang.t("rule-stale")),
        PlayError::NoSuchChallenge => Some(lang.t("play-no-such-challenge")),
        PlayError::NoSuchGame | PlayError::NotYourGame | PlayError::Internal(_) => None,
    }
}
