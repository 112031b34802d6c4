//! The wording every notice and page shares: a time control, a game's
//! outcome and the reason it ended, in the reader's language.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, EndReason, Seats, TimeControl};
use redqueen_store::{GameRow, UserRow};

use crate::i18n::{FluentValue, Lang};

/// A time control in words: "3 days per move", "Fast: 10 minutes per
/// player, ...".
#[must_use]
pub fn describe_time_control(lang: &Lang, control: TimeControl) -> String {
    let days = |n: u32| FluentValue::from(n);
    match control {
        TimeControl::PerMove { days: d } => lang.t_with("tc-per-move", &[("days", days(d.days()))]),
        TimeControl::PerGame { days: d } => lang.t_with("tc-per-game", &[("days", days(d.days()))]),
        TimeControl::Fischer { initial, increment } => lang.t_with(
            "tc-fischer",
            &[
                ("days", days(initial.days())),
                ("increment", days(increment.days())),
            ],
        ),
        TimeControl::Live(live) => lang.t_with(
            "tc-live",
            &[
                ("mode", live.mode().as_str().into()),
                ("round", days(live.round_minutes())),
                ("move", days(live.move_minutes())),
                ("extra", days(live.extra_seconds().unwrap_or(0))),
                ("takebacks", FluentValue::from(live.takebacks())),
            ],
        ),
        TimeControl::Club { control } => lang.t_with(
            "tc-club",
            &[("minutes", FluentValue::from(control.minutes()))],
        ),
    }
}

/// "Alice won: checkmate", "Draw by agreement", ... in `lang`; to one of
/// the players, `reader`, "You won: checkmate" or "You lost: checkmate".
#[must_use]
pub fn describe_outcome(
    lang: &Lang,
    row: &GameRow,
    white: &UserRow,
    black: &UserRow,
    reader: Option<MemberId>,
) -> String {
    let reader = reader.and_then(|id| row.color_of(id));
    let (white_name, black_name) = (white.username.as_str(), black.username.as_str());
    if let Some(told) = super::describe_no_result(lang, row, white_name, black_name, reader) {
        return told;
    }
    let quitter = match row.winner {
        Some(Color::White) => &black.username,
        _ => &white.username,
    };
    let reason = describe_reason(lang, row, reader, quitter);
    match row.winner {
        Some(color) if reader == Some(color) => {
            lang.t_with("outcome-you-won", &[("reason", reason.into())])
        }
        Some(_) if reader.is_some() => {
            lang.t_with("outcome-you-lost", &[("reason", reason.into())])
        }
        Some(color) => {
            let winner = match color {
                Color::White => &white.username,
                Color::Black => &black.username,
            };
            lang.t_with(
                "outcome-won",
                &[
                    ("winner", winner.as_str().into()),
                    ("reason", reason.into()),
                ],
            )
        }
        // A void ending is no result, never a draw (live-games.md).
        None if row.end_reason.is_some_and(EndReason::is_void) => {
            lang.t_with("outcome-no-result", &[("reason", reason.into())])
        }
        None => lang.t_with("outcome-no-winner", &[("reason", reason.into())]),
    }
}

/// Why a finished game ended, as the player of `reader` (`None`: anyone
/// else) reads it. A quit is said from the reader's side: the quitter is
/// told they quit, their opponent that the opponent did (live-games.md
/// "Quitting early"), anyone else that `quitter` did.
#[must_use]
pub fn describe_reason(lang: &Lang, row: &GameRow, reader: Option<Color>, quitter: &str) -> String {
    match (row.end_reason, row.winner) {
        (Some(EndReason::Quit), Some(winner)) if reader == Some(winner) => {
            lang.t("reason-quit-opponent")
        }
        (Some(EndReason::Quit), Some(_)) if reader.is_some() => lang.t("reason-quit-you"),
        (Some(EndReason::Quit), Some(_)) => {
            lang.t_with("reason-quit", &[("quitter", quitter.into())])
        }
        (reason, _) => lang.t(&format!(
            "reason-{}",
            reason
                .map_or("unknown", |reason| reason.as_str())
                .replace('_', "-")
        )),
    }
}

#[cfg(test)]
mod tests {

    use redqueen_domain::game::TimeControl;

    use super::describe_time_control;
    use crate::i18n::I18n;

    #[test]
    fn a_live_time_control_is_described_in_words_in_each_language() {
        let i18n = I18n::load().unwrap();
        let (en, es) = (i18n.english(), i18n.lang("es").unwrap());
        let cases = [
            (
                "fast 10m/2m+5s tb1",
                "Fast: 10 minutes per player, at most 2 minutes per move, 5 seconds added per move, one takeback each",
                "Rápida: 10 minutos por jugador, como mucho 2 minutos por jugada, 5 segundos más por jugada, una jugada por deshacer cada uno",
            ),
            (
                "standard 60m/1m tb0",
                "Standard: 60 minutes per player, at most one minute per move, no takebacks",
                "Estándar: 60 minutos por jugador, como mucho un minuto por jugada, sin deshacer jugadas",
            ),
            (
                "standard 30m/10m tb3",
                "Standard: 30 minutes per player, at most 10 minutes per move, 3 takebacks each",
                "Estándar: 30 minutos por jugador, como mucho 10 minutos por jugada, 3 jugadas por deshacer cada uno",
            ),
        ];
        for (text, english, spanish) in cases {
            let control: TimeControl = text.parse().unwrap();
            assert_eq!(describe_time_control(&en, control), english);
            assert_eq!(describe_time_control(&es, control), spanish);
        }
    }
}
