//! The clock of a game made from a page (the challenge and open-game
//! forms): a correspondence control from the list of seed 000, or a live
//! clock from its settings (live-games.md: mode, round time, move time,
//! extra time, takebacks), each refused in the reader's language with the
//! range it broke.

use std::str::FromStr;

use maud::{Markup, html};
use redqueen_domain::game::{LiveControl, LiveControlError, LiveMode, TimeControl};
use serde::Deserialize;

use super::{FISCHER_CONTROLS, TIME_CONTROLS, time_control_label};
use crate::http::PageCtx;
use crate::i18n::Lang;

/// The kind of clock a form chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockKind {
    Correspondence,
    Live,
}

impl FromStr for ClockKind {
    type Err = UnknownClockKind;

    /// `correspondence` (or nothing, as a form without the choice sends)
    /// or `live`.
    fn from_str(text: &str) -> Result<Self, UnknownClockKind> {
        match text.trim() {
            "" | "correspondence" => Ok(Self::Correspondence),
            "live" => Ok(Self::Live),
            other => Err(UnknownClockKind(other.to_owned())),
        }
    }
}

/// A kind of clock no form offers.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown kind of clock {0:?}: correspondence or live")]
pub struct UnknownClockKind(String);

/// The clock fields of a form, as sent (a form never fails on its shape:
/// the kind is read into a [`ClockKind`] where it is used).
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(default)]
pub struct ClockFields {
    /// A [`ClockKind`]'s text.
    pub kind: String,
    /// A correspondence control's text (`3d/move`).
    pub time_control: String,
    #[serde(flatten)]
    pub live: LiveFields,
}

/// The live settings of a form, as sent.
#[derive(Debug, Default, Clone, Deserialize)]
#[serde(default)]
pub struct LiveFields {
    /// `standard` or `fast`.
    pub mode: String,
    pub round_minutes: String,
    pub move_minutes: String,
    /// Empty for none.
    pub extra_seconds: String,
    pub takebacks: String,
}

impl ClockFields {
    /// The fields a fresh form shows: three days a move, and a Fast
    /// 10-minute clock ready should the player choose live.
    #[must_use]
    pub fn fresh() -> Self {
        ClockFields {
            kind: "correspondence".into(),
            time_control: "3d/move".into(),
            live: LiveFields {
                mode: LiveMode::Fast.as_str().into(),
                round_minutes: "10".into(),
                move_minutes: "5".into(),
                extra_seconds: "5".into(),
                takebacks: "0".into(),
            },
        }
    }

    /// The kind of clock chosen.
    ///
    /// # Errors
    /// A kind no form offers.
    pub fn kind(&self) -> Result<ClockKind, UnknownClockKind> {
        self.kind.parse()
    }

    /// The time control the fields choose.
    ///
    /// # Errors
    /// The message to show, naming the setting and its range.
    pub fn time_control(&self, lang: &Lang) -> Result<TimeControl, String> {
        let kind = self.kind().map_err(|_| lang.t("play-bad-time-control"))?;
        if kind == ClockKind::Correspondence {
            return self
                .time_control
                .parse()
                .map_err(|_| lang.t("play-bad-time-control"));
        }
        let live = &self.live;
        let mode = LiveMode::ALL
            .into_iter()
            .find(|mode| mode.as_str() == live.mode)
            .ok_or_else(|| lang.t("play-bad-time-control"))?;
        let number = |text: &str, empty: u32| -> Result<u32, String> {
            let text = text.trim();
            if text.is_empty() {
                return Ok(empty);
            }
            text.parse().map_err(|_| lang.t("clock-bad-number"))
        };
        let extra = number(&live.extra_seconds, 0)?;
        LiveControl::new(
            mode,
            number(&live.round_minutes, 0)?,
            number(&live.move_minutes, 0)?,
            Some(extra),
            number(&live.takebacks, 0)?,
        )
        .map(TimeControl::Live)
        .map_err(|error| refusal(lang, &error))
    }

    /// The fields: the kind, the correspondence list, and the live
    /// settings, shown while live is chosen (`site.css`).
    #[must_use]
    pub fn markup(&self, ctx: &PageCtx) -> Markup {
        let fields = &self.live;
        // A kind no form offers shows as the first choice.
        let live = self.kind() == Ok(ClockKind::Live);
        html! {
            fieldset.clock-kind {
                legend { (ctx.t("play-time-control")) }
                label.check { input type="radio" name="kind" value="correspondence" checked[!live]; " " (ctx.t("clock-kind-correspondence")) }
                label.check { input type="radio" name="kind" value="live" checked[live]; " " (ctx.t("clock-kind-live")) }
            }
            div.correspondence-settings {
                label for="time_control" { (ctx.t("clock-days")) }
                select #time_control name="time_control" {
                    @for tc in TIME_CONTROLS {
                        option value=(tc) selected[tc == self.time_control] { (time_control_label(&ctx.lang, tc)) }
                    }
                    optgroup label=(ctx.t("clock-fischer")) {
                        @for tc in FISCHER_CONTROLS {
                            option value=(tc) selected[tc == self.time_control] { (time_control_label(&ctx.lang, tc)) }
                        }
                    }
                }
            }
            fieldset.live-settings {
                legend { (ctx.t("clock-kind-live")) }
                p.hint { (ctx.t("clock-live-ranges")) }
                label for="mode" { (ctx.t("clock-mode")) }
                select #mode name="mode" {
                    @for mode in LiveMode::ALL {
                        option value=(mode.as_str()) selected[mode.as_str() == fields.mode] { (ctx.t(&format!("clock-mode-{}", mode.as_str()))) }
                    }
                }
                label for="round_minutes" { (ctx.t("clock-round-minutes")) }
                input #round_minutes name="round_minutes" type="number" min="5" max="120" inputmode="numeric" value=(fields.round_minutes);
                label for="move_minutes" { (ctx.t("clock-move-minutes")) }
                input #move_minutes name="move_minutes" type="number" min="1" max="10" inputmode="numeric" value=(fields.move_minutes);
                label for="extra_seconds" { (ctx.t("clock-extra-seconds")) }
                input #extra_seconds name="extra_seconds" type="number" min="0" max="60" inputmode="numeric" value=(fields.extra_seconds);
                label for="takebacks" { (ctx.t("clock-takebacks")) }
                input #takebacks name="takebacks" type="number" min="0" max=(LiveControl::TAKEBACKS_MAX) inputmode="numeric" value=(fields.takebacks);
            }
        }
    }
}

/// A refused live setting in `lang`, naming the mode's range.
fn refusal(lang: &Lang, error: &LiveControlError) -> String {
    let mode_name = |mode: LiveMode| lang.t(&format!("clock-mode-{}", mode.as_str()));
    // The message, the mode, the value refused (`$minutes` or `$seconds`)
    // and the mode's range for it.
    let (key, mode, value, range) = match *error {
        LiveControlError::RoundTime { mode, minutes } => (
            "clock-bad-round",
            mode,
            ("minutes", minutes),
            mode.round_minutes(),
        ),
        LiveControlError::MoveTime { mode, minutes } => (
            "clock-bad-move",
            mode,
            ("minutes", minutes),
            mode.move_minutes(),
        ),
        LiveControlError::ExtraTime { mode, seconds } => match mode.extra_seconds() {
            Some(extra) => ("clock-bad-extra", mode, ("seconds", seconds), extra),
            None => return lang.t_with("clock-no-extra", &[("mode", mode_name(mode).into())]),
        },
        LiveControlError::Takebacks(count) => {
            return lang.t_with(
                "clock-bad-takebacks",
                &[
                    ("count", count.into()),
                    ("max", LiveControl::TAKEBACKS_MAX.into()),
                ],
            );
        }
        // Minutes and a mode are what the form sends: these two are the
        // lichess clocks' refusals.
        LiveControlError::NotWholeMinutes { .. } | LiveControlError::FitsNoMode { .. } => {
            return lang.t("play-bad-time-control");
        }
    };
    lang.t_with(
        key,
        &[
            ("mode", mode_name(mode).into()),
            (value.0, value.1.into()),
            ("min", (*range.start()).into()),
            ("max", (*range.end()).into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::{ClockKind, UnknownClockKind};

    #[test]
    fn the_kind_is_correspondence_when_none_is_chosen_and_anything_else_is_refused() {
        let cases = [
            ("", Ok(ClockKind::Correspondence)),
            ("correspondence", Ok(ClockKind::Correspondence)),
            ("live", Ok(ClockKind::Live)),
            (" live ", Ok(ClockKind::Live)),
            ("Live", Err(UnknownClockKind("Live".to_owned()))),
            ("blitz", Err(UnknownClockKind("blitz".to_owned()))),
        ];
        for (text, expected) in cases {
            assert_eq!(text.parse::<ClockKind>(), expected, "{text:?}");
        }
    }
}
