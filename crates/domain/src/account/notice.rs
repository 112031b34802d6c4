//! The kinds of email the site sends (product.md §6) and the member's
//! Email Options that govern them: each optional kind has its option and
//! its one-click unsubscribe (RFC 8058); account emails (address check,
//! password reset, a warning) have none.

use crate::name::named;

/// What an email is about; stored with it in the outbox and named in its
/// unsubscribe link and file name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoticeKind {
    VerifyEmail,
    PasswordReset,
    AddressInUse,
    YourTurn,
    YourTurnDigest,
    Challenge,
    ChallengeAccepted,
    ChallengeDeclined,
    DrawOffered,
    GameOver,
    Reminder,
    VacationEnding,
    TournamentRound,
    TournamentCancelled,
    WeeklySummary,
    Warning,
    /// To Black: a club result over the board to confirm.
    GameResult,
    /// To the club's directors: a disputed result to settle.
    ClubDispute,
    /// To the invited club's directors: a match to answer (issue 52).
    ClubMatchInvited,
    /// To the inviting club's directors: the answer.
    ClubMatchAnswered,
    /// To both clubs' members: the rosters are open until the start.
    ClubMatchOpen,
    /// To the players on the rosters: the match started, with their board.
    ClubMatchStarted,
    /// To the players on the rosters and the directors: too few players.
    ClubMatchCancelled,
    /// Over the board, to the other club's player of a board: a result
    /// to confirm; to the reporting club's: a result disputed.
    ClubMatchResult,
}

named!("email kind", NoticeKind {
    VerifyEmail => "verify_email",
    PasswordReset => "password_reset",
    AddressInUse => "address_in_use",
    YourTurn => "your_turn",
    YourTurnDigest => "your_turn_digest",
    Challenge => "challenge",
    ChallengeAccepted => "challenge_accepted",
    ChallengeDeclined => "challenge_declined",
    DrawOffered => "draw_offered",
    GameOver => "game_over",
    Reminder => "reminder",
    VacationEnding => "vacation_ending",
    TournamentRound => "tournament_round",
    TournamentCancelled => "tournament_cancelled",
    WeeklySummary => "weekly_summary",
    Warning => "warning",
    GameResult => "club_result",
    ClubDispute => "club_dispute",
    ClubMatchInvited => "club_match_invited",
    ClubMatchAnswered => "club_match_answered",
    ClubMatchOpen => "club_match_open",
    ClubMatchStarted => "club_match_started",
    ClubMatchCancelled => "club_match_cancelled",
    ClubMatchResult => "club_match_result",
});

/// One of the member's Email Options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EmailOption {
    YourTurn,
    Challenges,
    DrawOffers,
    GameOver,
    Reminders,
    VacationEnding,
    TournamentRounds,
    ClubResults,
    ClubMatches,
    WeeklySummary,
}

named!("email option", EmailOption {
    YourTurn => "your_turn",
    Challenges => "challenges",
    DrawOffers => "draw_offers",
    GameOver => "game_over",
    Reminders => "reminders",
    VacationEnding => "vacation_ending",
    TournamentRounds => "tournament_rounds",
    ClubResults => "club_results",
    ClubMatches => "club_matches",
    WeeklySummary => "weekly_summary",
});

impl NoticeKind {
    /// The option that turns this kind of email off, if it has one. A
    /// cancelled tournament is told to everyone who entered it, as the
    /// account emails are.
    #[must_use]
    pub const fn option(self) -> Option<EmailOption> {
        match self {
            Self::YourTurn | Self::YourTurnDigest => Some(EmailOption::YourTurn),
            Self::Challenge | Self::ChallengeAccepted | Self::ChallengeDeclined => {
                Some(EmailOption::Challenges)
            }
            Self::DrawOffered => Some(EmailOption::DrawOffers),
            Self::GameOver => Some(EmailOption::GameOver),
            Self::Reminder => Some(EmailOption::Reminders),
            Self::VacationEnding => Some(EmailOption::VacationEnding),
            Self::TournamentRound => Some(EmailOption::TournamentRounds),
            Self::WeeklySummary => Some(EmailOption::WeeklySummary),
            Self::GameResult | Self::ClubDispute => Some(EmailOption::ClubResults),
            Self::ClubMatchInvited
            | Self::ClubMatchAnswered
            | Self::ClubMatchOpen
            | Self::ClubMatchStarted
            | Self::ClubMatchCancelled
            | Self::ClubMatchResult => Some(EmailOption::ClubMatches),
            Self::VerifyEmail
            | Self::PasswordReset
            | Self::AddressInUse
            | Self::TournamentCancelled
            | Self::Warning => None,
        }
    }
}

/// When "your turn" is emailed (product.md §6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum YourTurnEmails {
    /// After each move of the opponent (after its grace).
    EveryMove,
    /// One email a day listing the games waiting.
    DailyDigest,
    Off,
}

named!("your-turn emails", YourTurnEmails {
    EveryMove => "every_move",
    DailyDigest => "daily_digest",
    Off => "off",
});

/// Where a queued email stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MailState {
    /// Waiting for (another) delivery attempt.
    Pending,
    Sent,
    /// Given up after its last attempt.
    Failed,
}

named!("mail state", MailState {
    Pending => "pending",
    Sent => "sent",
    Failed => "failed",
});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Named;

    #[test]
    fn every_optional_kind_has_its_option_and_account_emails_have_none() {
        let table = [
            (NoticeKind::YourTurn, Some(EmailOption::YourTurn)),
            (NoticeKind::YourTurnDigest, Some(EmailOption::YourTurn)),
            (NoticeKind::Challenge, Some(EmailOption::Challenges)),
            (NoticeKind::ChallengeAccepted, Some(EmailOption::Challenges)),
            (NoticeKind::ChallengeDeclined, Some(EmailOption::Challenges)),
            (NoticeKind::DrawOffered, Some(EmailOption::DrawOffers)),
            (NoticeKind::GameOver, Some(EmailOption::GameOver)),
            (NoticeKind::Reminder, Some(EmailOption::Reminders)),
            (
                NoticeKind::VacationEnding,
                Some(EmailOption::VacationEnding),
            ),
            (
                NoticeKind::TournamentRound,
                Some(EmailOption::TournamentRounds),
            ),
            (NoticeKind::WeeklySummary, Some(EmailOption::WeeklySummary)),
            (NoticeKind::GameResult, Some(EmailOption::ClubResults)),
            (NoticeKind::ClubDispute, Some(EmailOption::ClubResults)),
            (NoticeKind::ClubMatchInvited, Some(EmailOption::ClubMatches)),
            (
                NoticeKind::ClubMatchAnswered,
                Some(EmailOption::ClubMatches),
            ),
            (NoticeKind::ClubMatchOpen, Some(EmailOption::ClubMatches)),
            (NoticeKind::ClubMatchStarted, Some(EmailOption::ClubMatches)),
            (
                NoticeKind::ClubMatchCancelled,
                Some(EmailOption::ClubMatches),
            ),
            (NoticeKind::ClubMatchResult, Some(EmailOption::ClubMatches)),
            (NoticeKind::VerifyEmail, None),
            (NoticeKind::PasswordReset, None),
            (NoticeKind::AddressInUse, None),
            (NoticeKind::TournamentCancelled, None),
            (NoticeKind::Warning, None),
        ];
        assert_eq!(table.len(), NoticeKind::ALL.len());
        for (kind, option) in table {
            assert_eq!(kind.option(), option, "{kind:?}");
        }
        // Every option governs some kind.
        for option in EmailOption::ALL {
            assert!(
                NoticeKind::ALL.iter().any(|k| k.option() == Some(*option)),
                "{option:?}"
            );
        }
    }

    #[test]
    fn names_read_back() {
        for kind in NoticeKind::ALL {
            assert_eq!(NoticeKind::parse(kind.as_str()), Ok(*kind));
        }
        assert_eq!("every_move".parse(), Ok(YourTurnEmails::EveryMove));
        assert_eq!("failed".parse(), Ok(MailState::Failed));
        assert!("spam".parse::<NoticeKind>().is_err());
    }
}
