//! One-click unsubscribe (product.md §1: "every email carries a one-click
//! unsubscribe for its kind"; RFC 8058). Each optional kind maps to one of
//! the member's Email Options; account emails (address check, password
//! reset) have none.

use redqueen_store::EmailOptionsRow;

/// The Email Option an email kind is governed by, if any.
#[must_use]
pub fn option_of(kind: &str) -> Option<&'static str> {
    match kind {
        "your_turn" | "your_turn_digest" => Some("your_turn"),
        "challenge" | "challenge_accepted" | "challenge_declined" => Some("challenges"),
        "draw_offered" => Some("draw_offers"),
        "game_over" => Some("game_over"),
        "reminder" => Some("reminders"),
        "vacation_ending" => Some("vacation_ending"),
        "tournament_round" => Some("tournament_rounds"),
        "club_result" | "club_dispute" => Some("club_results"),
        "weekly_summary" => Some("weekly_summary"),
        _ => None,
    }
}

/// The path of the one-click link for `kind` with the member's secret.
#[must_use]
pub fn path(token: &str, kind: &str) -> String {
    format!("/email/unsubscribe/{token}/{kind}")
}

/// `options` with the option of `kind` turned off; `None` when the kind
/// has no option.
#[must_use]
pub fn turned_off(options: &EmailOptionsRow, kind: &str) -> Option<EmailOptionsRow> {
    let mut options = options.clone();
    match option_of(kind)? {
        "your_turn" => options.your_turn = "off".into(),
        "challenges" => options.challenges = false,
        "draw_offers" => options.draw_offers = false,
        "game_over" => options.game_over = false,
        "reminders" => options.reminders = false,
        "tournament_rounds" => options.tournament_rounds = false,
        "club_results" => options.club_results = false,
        "weekly_summary" => options.weekly_summary = false,
        _ => options.vacation_ending = false,
    }
    Some(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_optional_kind_turns_off_its_own_option_only() {
        let all = EmailOptionsRow::default();
        let off = turned_off(&all, "draw_offered");
        assert_eq!(
            off,
            Some(EmailOptionsRow {
                draw_offers: false,
                ..all.clone()
            })
        );
        assert_eq!(
            turned_off(&all, "your_turn_digest").map(|o| o.your_turn),
            Some("off".to_owned())
        );
        for kind in ["club_result", "club_dispute"] {
            assert_eq!(
                turned_off(&all, kind),
                Some(EmailOptionsRow {
                    club_results: false,
                    ..all.clone()
                }),
                "{kind}"
            );
        }
        assert_eq!(
            turned_off(&all, "verify_email"),
            None,
            "account emails cannot be unsubscribed from"
        );
    }
}
