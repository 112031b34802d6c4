//! A new tournament's settings (tournaments.md "Common rules"), parsed once
//! from the fields of the creation form or API call: past this point
//! every setting is valid.

use redqueen_domain::game::TimeControl;
use redqueen_domain::text::is_one_line;
use redqueen_domain::tournament::double_round_robin::GroupSize;
use redqueen_domain::tournament::{PairingSystem, TournamentKind};
use serde::Deserialize;

use super::error::SettingError;
use crate::flag::parse_flag;

/// A tournament starts within a year of its creation (a start of
/// `9223372036854775807` is refused, not stored).
const START_WITHIN_MS: i64 = 366 * redqueen_domain::time::DAY_MS;

/// Longest tournament name, in characters.
pub const NAME_MAX: usize = 80;
/// Most rounds of a Swiss.
pub const ROUNDS_MAX: u32 = 50;
/// Largest Double Round Robin group: a group of 12 already gives each
/// player 22 simultaneous correspondence games.
pub const GROUP_SIZE_MAX: u32 = 12;
/// Most players in one tournament.
pub const PLAYERS_MAX: u32 = 100_000;
/// The longest pause between the rounds of a live tournament, in minutes.
pub const PAUSE_MINUTES_MAX: u32 = 60;
/// The pause between live rounds when none is given, in minutes: time to
/// look at the standings and stretch one's legs.
pub const PAUSE_MINUTES_DEFAULT: u32 = 2;

/// How the tournament is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    Swiss { rounds: u32 },
    DoubleRoundRobin { group_size: GroupSize },
}

impl System {
    /// The system's name, as stored.
    #[must_use]
    pub fn name(self) -> PairingSystem {
        match self {
            Self::Swiss { .. } => PairingSystem::Swiss,
            Self::DoubleRoundRobin { .. } => PairingSystem::DoubleRoundRobin,
        }
    }
}

/// Valid settings of a tournament to create.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentSettings {
    pub name: String,
    pub time_control: TimeControl,
    pub rated: bool,
    pub system: System,
    pub signup_opens_at: i64,
    pub signup_closes_at: i64,
    pub starts_at: i64,
    pub min_players: u32,
    pub max_players: u32,
    pub rating_min: Option<i32>,
    pub rating_max: Option<i32>,
    pub vacation_allowed: bool,
    /// Live: the pause after a round (and, in a Double Round Robin group,
    /// after each Berger round) before the next starts (tournaments.md).
    pub round_pause_ms: i64,
}

/// The fields as sent, by the page's form or an API client alike.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct SettingsForm {
    pub name: String,
    /// `correspondence` (the default) or `live`.
    pub kind: String,
    /// `swiss` or `double_round_robin`.
    pub system: String,
    pub rounds: String,
    pub group_size: String,
    pub time_control: String,
    pub rated: String,
    /// Unix milliseconds, or `YYYY-MM-DDTHH:MM` in UTC (a
    /// `datetime-local` field). The opening defaults to now, the closing
    /// to the start.
    pub signup_opens_at: String,
    pub signup_closes_at: String,
    pub starts_at: String,
    pub min_players: String,
    pub max_players: String,
    pub rating_min: String,
    pub rating_max: String,
    pub vacation_allowed: String,
    /// Live: minutes between rounds (default [`PAUSE_MINUTES_DEFAULT`]).
    pub round_pause_minutes: String,
}

impl SettingsForm {
    /// The kind asked for: correspondence when none is given.
    ///
    /// # Errors
    /// [`SettingError::Kind`] for any other text.
    pub fn kind(&self) -> Result<TournamentKind, SettingError> {
        match self.kind.trim() {
            "" => Ok(TournamentKind::Correspondence),
            kind => kind.parse().map_err(|_| SettingError::Kind),
        }
    }

    /// Parses every field, at `now`.
    ///
    /// # Errors
    /// The first [`SettingError`] found, in the order of the form.
    pub fn parse(&self, now: i64) -> Result<TournamentSettings, SettingError> {
        // The length as sent, as the OpenAPI document's `maxLength` counts.
        let name = self.name.trim();
        if name.is_empty() || self.name.chars().count() > NAME_MAX || !is_one_line(name) {
            return Err(SettingError::Name);
        }
        let live = self.kind()? == TournamentKind::Live;
        let system = match self.system.trim().parse() {
            Ok(PairingSystem::Swiss) => System::Swiss {
                rounds: number(&self.rounds)
                    .filter(|r| (1..=ROUNDS_MAX).contains(r))
                    .ok_or(SettingError::Rounds)?,
            },
            Ok(PairingSystem::DoubleRoundRobin) => System::DoubleRoundRobin {
                group_size: number(&self.group_size)
                    .filter(|g| *g <= GROUP_SIZE_MAX)
                    .and_then(|g| GroupSize::new(g).ok())
                    .ok_or(SettingError::GroupSize)?,
            },
            Err(_) => return Err(SettingError::System),
        };
        // The clock must be of the tournament's kind.
        let time_control = self
            .time_control
            .parse()
            .ok()
            .filter(|control: &TimeControl| control.is_correspondence() != live)
            .ok_or(if live {
                SettingError::LiveTimeControl
            } else {
                SettingError::TimeControl
            })?;
        let round_pause_ms = pause_ms(&self.round_pause_minutes, live)?;
        let starts_at = instant(&self.starts_at).ok_or(SettingError::StartsAt)?;
        let signup_opens_at = optional_instant(&self.signup_opens_at)
            .ok_or(SettingError::SignupOpensAt)?
            .unwrap_or(now);
        let signup_closes_at = optional_instant(&self.signup_closes_at)
            .ok_or(SettingError::SignupClosesAt)?
            .unwrap_or(starts_at);
        if starts_at <= now {
            return Err(SettingError::StartInPast);
        }
        if starts_at > now + START_WITHIN_MS {
            return Err(SettingError::StartTooLate);
        }
        if !(signup_opens_at < signup_closes_at && signup_closes_at <= starts_at) {
            return Err(SettingError::SignupWindow);
        }
        let min_players = number(&self.min_players)
            .filter(|n| (2..=PLAYERS_MAX).contains(n))
            .ok_or(SettingError::MinPlayers)?;
        let max_players = number(&self.max_players)
            .filter(|n| (min_players..=PLAYERS_MAX).contains(n))
            .ok_or(SettingError::MaxPlayers)?;
        let rating_min = optional_rating(&self.rating_min).ok_or(SettingError::RatingRange)?;
        let rating_max = optional_rating(&self.rating_max).ok_or(SettingError::RatingRange)?;
        if let (Some(low), Some(high)) = (rating_min, rating_max)
            && low > high
        {
            return Err(SettingError::RatingRange);
        }
        Ok(TournamentSettings {
            name: name.to_owned(),
            time_control,
            rated: flag("rated", &self.rated)?,
            system,
            signup_opens_at,
            signup_closes_at,
            starts_at,
            min_players,
            max_players,
            rating_min,
            rating_max,
            // A live clock counts no vacation (live-games.md).
            vacation_allowed: !live && flag("vacation_allowed", &self.vacation_allowed)?,
            round_pause_ms,
        })
    }
}

/// The pause between rounds: live tournaments have one (default
/// [`PAUSE_MINUTES_DEFAULT`]), correspondence ones none (the next round
/// starts at once, tournaments.md).
fn pause_ms(text: &str, live: bool) -> Result<i64, SettingError> {
    let text = text.trim();
    let minutes = match (text.is_empty(), live) {
        (true, true) => PAUSE_MINUTES_DEFAULT,
        (true, false) => 0,
        (false, _) => number(text)
            .filter(|m| *m <= PAUSE_MINUTES_MAX && (live || *m == 0))
            .ok_or(SettingError::Pause)?,
    };
    Ok(i64::from(minutes) * redqueen_domain::time::MINUTE_MS)
}

fn number(text: &str) -> Option<u32> {
    text.trim().parse().ok()
}

/// A checkbox (`on`) or an API flag (`true`), off when empty; anything
/// else is refused, naming the field.
fn flag(field: &'static str, text: &str) -> Result<bool, SettingError> {
    if text.trim().is_empty() {
        return Ok(false);
    }
    parse_flag(text).ok_or(SettingError::Flag(field))
}

/// `None` for a bad rating; `Some(None)` for an empty field.
pub(crate) fn optional_rating(text: &str) -> Option<Option<i32>> {
    let text = text.trim();
    if text.is_empty() {
        return Some(None);
    }
    text.parse()
        .ok()
        .filter(|r| (0..=4000).contains(r))
        .map(Some)
}

/// `None` for a bad instant; `Some(None)` for an empty field.
fn optional_instant(text: &str) -> Option<Option<i64>> {
    if text.trim().is_empty() {
        Some(None)
    } else {
        instant(text).map(Some)
    }
}

/// Unix milliseconds, or `YYYY-MM-DDTHH:MM` (seconds allowed) in UTC.
pub(crate) fn instant(text: &str) -> Option<i64> {
    let text = text.trim();
    if let Ok(ms) = text.parse::<i64>() {
        return (ms > 0).then_some(ms);
    }
    let moment = [
        "[year]-[month]-[day]T[hour]:[minute]:[second]",
        "[year]-[month]-[day]T[hour]:[minute]",
    ]
    .into_iter()
    .filter_map(|layout| time::format_description::parse_borrowed::<2>(layout).ok())
    .find_map(|layout| time::PrimitiveDateTime::parse(text, &layout).ok())?;
    let ms = moment.assume_utc().unix_timestamp_nanos() / 1_000_000;
    i64::try_from(ms).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000_000;

    fn swiss() -> SettingsForm {
        SettingsForm {
            name: " Spring Swiss ".into(),
            system: "swiss".into(),
            rounds: "5".into(),
            time_control: "3d/move".into(),
            rated: "on".into(),
            starts_at: "2027-03-01T12:00".into(),
            min_players: "4".into(),
            max_players: "64".into(),
            ..SettingsForm::default()
        }
    }

    #[test]
    fn a_complete_form_gives_its_settings_with_the_window_defaults() {
        let settings = swiss().parse(NOW).unwrap();
        assert_eq!(settings.name, "Spring Swiss");
        assert_eq!(settings.system, System::Swiss { rounds: 5 });
        assert_eq!(settings.starts_at, 1_803_902_400_000);
        assert_eq!(settings.signup_opens_at, NOW);
        assert_eq!(settings.signup_closes_at, settings.starts_at);
        assert!(settings.rated && !settings.vacation_allowed);
        assert_eq!((settings.rating_min, settings.rating_max), (None, None));
    }

    #[test]
    fn a_live_tournament_has_a_live_clock_a_pause_and_no_vacation() {
        let live = SettingsForm {
            kind: "live".into(),
            time_control: "fast 10m/2m+5s".into(),
            vacation_allowed: "on".into(),
            ..swiss()
        };
        let settings = live.parse(NOW).unwrap();
        assert_eq!(settings.time_control.to_string(), "fast 10m/2m+5s tb0");
        assert_eq!(settings.round_pause_ms, 2 * 60_000);
        assert!(!settings.vacation_allowed);
        let settings = SettingsForm {
            round_pause_minutes: "0".into(),
            ..live
        }
        .parse(NOW)
        .unwrap();
        assert_eq!(settings.round_pause_ms, 0);
        assert_eq!(swiss().parse(NOW).unwrap().round_pause_ms, 0);
    }

    #[test]
    fn instants_may_be_unix_milliseconds() {
        let form = SettingsForm {
            starts_at: "1810000000000".into(),
            ..swiss()
        };
        assert_eq!(form.parse(NOW).unwrap().starts_at, 1_810_000_000_000);
    }

    #[test]
    fn each_bad_field_is_named() {
        let cases: Vec<(SettingsForm, SettingError)> = vec![
            (
                SettingsForm {
                    name: "  ".into(),
                    ..swiss()
                },
                SettingError::Name,
            ),
            (
                SettingsForm {
                    kind: "live".into(),
                    ..swiss()
                },
                SettingError::LiveTimeControl,
            ),
            (
                SettingsForm {
                    time_control: "fast 10m/2m+5s".into(),
                    ..swiss()
                },
                SettingError::TimeControl,
            ),
            (
                SettingsForm {
                    round_pause_minutes: "5".into(),
                    ..swiss()
                },
                SettingError::Pause,
            ),
            (
                SettingsForm {
                    kind: "live".into(),
                    time_control: "fast 10m/2m+5s".into(),
                    round_pause_minutes: "61".into(),
                    ..swiss()
                },
                SettingError::Pause,
            ),
            (
                SettingsForm {
                    system: "arena".into(),
                    ..swiss()
                },
                SettingError::System,
            ),
            (
                SettingsForm {
                    rounds: "0".into(),
                    ..swiss()
                },
                SettingError::Rounds,
            ),
            (
                SettingsForm {
                    system: "double_round_robin".into(),
                    group_size: "1".into(),
                    ..swiss()
                },
                SettingError::GroupSize,
            ),
            (
                SettingsForm {
                    time_control: "3h".into(),
                    ..swiss()
                },
                SettingError::TimeControl,
            ),
            (
                SettingsForm {
                    time_control: "fast 10m/2m+5s tb1".into(),
                    ..swiss()
                },
                SettingError::TimeControl,
            ),
            (
                SettingsForm {
                    starts_at: "soon".into(),
                    ..swiss()
                },
                SettingError::StartsAt,
            ),
            (
                SettingsForm {
                    starts_at: "1000".into(),
                    ..swiss()
                },
                SettingError::StartInPast,
            ),
            (
                SettingsForm {
                    signup_closes_at: "2027-03-02T00:00".into(),
                    ..swiss()
                },
                SettingError::SignupWindow,
            ),
            (
                SettingsForm {
                    min_players: "1".into(),
                    ..swiss()
                },
                SettingError::MinPlayers,
            ),
            (
                SettingsForm {
                    max_players: "3".into(),
                    ..swiss()
                },
                SettingError::MaxPlayers,
            ),
            (
                SettingsForm {
                    rating_min: "1800".into(),
                    rating_max: "1600".into(),
                    ..swiss()
                },
                SettingError::RatingRange,
            ),
        ];
        for (form, error) in cases {
            assert_eq!(form.parse(NOW), Err(error));
        }
    }
}
