//! A game without a result told from the reader's side (issue 49): "a
//! player asked to quit and the other agreed" read the same to both
//! players. The player whose act or clock ended the game is kept with it
//! (`LivePlay::no_result_by`), so each reader is told who: "You asked to
//! quit and Bob agreed", "Bob aborted the game".

use redqueen_domain::game::{Color, EndReason};
use redqueen_store::GameRow;

use crate::i18n::{FluentValue, Lang};

/// The sentence for a game that ended without a result through `by`'s act
/// or clock, to the player of `reader` (`None`: anyone else); `white` and
/// `black` are the players' names. `None` for every other ending, and for
/// a game that did not keep who (a correspondence game, or one stored
/// before it was kept): those are told as before.
#[must_use]
pub fn describe_no_result(
    lang: &Lang,
    row: &GameRow,
    white: &str,
    black: &str,
    reader: Option<Color>,
) -> Option<String> {
    let reason = row.end_reason.filter(|reason| reason.is_void())?;
    let by = row.live.and_then(|live| live.no_result_by)?;
    let name = |color: Color| match color {
        Color::White => white,
        Color::Black => black,
    };
    let key = match reason {
        EndReason::Aborted => "no-result-aborted",
        EndReason::QuitAgreed => "no-result-quit-agreed",
        EndReason::NoResultTimeout => "no-result-time",
        _ => return None,
    };
    // live-games.md: "-you" to the player it is told by, "-opponent" to
    // the other player, the bare key to anyone else.
    let side = match reader {
        Some(color) if color == by => "-you",
        Some(_) => "-opponent",
        None => "",
    };
    Some(lang.t_with(
        &format!("{key}{side}"),
        &[
            ("player", FluentValue::from(name(by))),
            ("opponent", FluentValue::from(name(!by))),
        ],
    ))
}
