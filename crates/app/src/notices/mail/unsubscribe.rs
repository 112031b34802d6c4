//! One-click unsubscribe (product.md §1: "every email carries a one-click
//! unsubscribe for its kind"; RFC 8058). Each optional kind maps to one of
//! the member's Email Options; account emails (address check, password
//! reset) have none (`NoticeKind::option`).

use redqueen_domain::account::{EmailOption, NoticeKind, YourTurnEmails};
use redqueen_store::NoticeChoicesRow;

/// The path of the one-click link for `kind` with the member's secret.
#[must_use]
pub fn path(token: &str, kind: NoticeKind) -> String {
    format!("/email/unsubscribe/{token}/{}", kind.as_str())
}

/// `options` with the option of `kind` turned off; `None` when the kind
/// has no option.
#[must_use]
pub fn turned_off(options: &NoticeChoicesRow, kind: NoticeKind) -> Option<NoticeChoicesRow> {
    let mut options = options.clone();
    match kind.option()? {
        EmailOption::YourTurn => options.your_turn = YourTurnEmails::Off,
        EmailOption::Challenges => options.challenges = false,
        EmailOption::DrawOffers => options.draw_offers = false,
        EmailOption::GameOver => options.game_over = false,
        EmailOption::Reminders => options.reminders = false,
        EmailOption::TournamentRounds => options.tournament_rounds = false,
        EmailOption::ClubResults => options.club_results = false,
        EmailOption::ClubMatches => options.club_matches = false,
        EmailOption::WeeklySummary => options.weekly_summary = false,
        EmailOption::VacationEnding => options.vacation_ending = false,
    }
    Some(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_optional_kind_turns_off_its_own_option_only() {
        let all = NoticeChoicesRow::default();
        let off = turned_off(&all, NoticeKind::DrawOffered);
        assert_eq!(
            off,
            Some(NoticeChoicesRow {
                draw_offers: false,
                ..all.clone()
            })
        );
        assert_eq!(
            turned_off(&all, NoticeKind::YourTurnDigest).map(|o| o.your_turn),
            Some(YourTurnEmails::Off)
        );
        for kind in [NoticeKind::GameResult, NoticeKind::ClubDispute] {
            assert_eq!(
                turned_off(&all, kind),
                Some(NoticeChoicesRow {
                    club_results: false,
                    ..all.clone()
                }),
                "{kind:?}"
            );
        }
        assert_eq!(
            turned_off(&all, NoticeKind::VerifyEmail),
            None,
            "account emails cannot be unsubscribed from"
        );
    }
}
