//! The club forms and the clubs API's parameters read into the clubs'
//! commands (parse at the edge, style.md): one reading for the pages and
//! the API, so both refuse the same text with the same words, naming the
//! field as it is typed (`playedOn`, `date`, `joinedOn`).

use redqueen_domain::club::{
    ClubControl, DecayDay, EventFormat, GameNumber, GameResult, SeasonDay, UnknownClubControl,
    UnknownEventFormat, not_in_future,
};
use redqueen_domain::vacation::Day;

use crate::clubs::{ClubError, ClubSettings, NewEvent, RecordGame};

/// A result: `1-0`, `0-1` or `1/2-1/2`.
pub(crate) fn result(text: &str) -> Result<GameResult, ClubError> {
    text.trim().parse().map_err(|_| ClubError::Result)
}

/// A G/N clock.
pub(crate) fn control(text: &str) -> Result<ClubControl, ClubError> {
    text.parse()
        .map_err(|e: UnknownClubControl| ClubError::TimeControl(e.to_string()))
}

/// A `YYYY-MM-DD` day of `field`, not in the future.
pub(crate) fn past_day(text: &str, field: &'static str, today: Day) -> Result<Day, ClubError> {
    let day = text.trim().parse().map_err(|_| ClubError::Date { field })?;
    not_in_future(day, today).map_err(|_| ClubError::FutureDate { field })
}

/// A member's joining day, `joinedOn`; `None` (today) when empty.
pub(crate) fn joined_on(text: Option<&str>) -> Result<Option<Day>, ClubError> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        Some(text) => text
            .parse()
            .map(Some)
            .map_err(|_| ClubError::Date { field: "joinedOn" }),
        None => Ok(None),
    }
}

/// A game's number of the day, the first when none is given.
fn game_number(text: Option<&str>) -> Result<GameNumber, ClubError> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        Some(text) => text.parse().map_err(|_| ClubError::GameNumber),
        None => Ok(GameNumber::FIRST),
    }
}

/// A game to record, as typed.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GameForm<'a> {
    pub white: &'a str,
    pub black: &'a str,
    pub result: &'a str,
    pub played_on: &'a str,
    pub control: &'a str,
    pub game_number: Option<&'a str>,
}

impl GameForm<'_> {
    /// The game to record, played by `today`.
    pub(crate) fn read(&self, today: Day) -> Result<RecordGame, ClubError> {
        Ok(RecordGame {
            result: result(self.result)?,
            control: control(self.control)?,
            played_on: past_day(self.played_on, "playedOn", today)?,
            game_number: game_number(self.game_number)?,
            white: self.white.to_owned(),
            black: self.black.to_owned(),
        })
    }
}

/// An event as the director typed it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct EventForm<'a> {
    pub name: &'a str,
    pub format: &'a str,
    /// `G/N`; the format's own when empty.
    pub control: Option<&'a str>,
    pub open: bool,
    pub on_server: bool,
    pub announcement: &'a str,
    pub reseed: bool,
}

impl<'a> EventForm<'a> {
    /// The event to create.
    pub(crate) fn read(&self) -> Result<NewEvent<'a>, ClubError> {
        let format: EventFormat = self
            .format
            .parse()
            .map_err(|e: UnknownEventFormat| ClubError::EventFormat(e.to_string()))?;
        let control = match self.control.map(str::trim).filter(|c| !c.is_empty()) {
            Some(text) => Some(control(text)?),
            None => None,
        };
        Ok(NewEvent {
            name: self.name,
            format,
            control,
            open: self.open,
            on_server: self.on_server,
            announcement: self.announcement,
            reseed: self.reseed,
        })
    }
}

/// A field filled in: an empty one keeps its setting.
fn filled(text: Option<&str>) -> Option<&str> {
    text.filter(|t| !t.trim().is_empty())
}

/// A club's settings as typed; a field left empty keeps its setting.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct SettingsForm<'a> {
    pub description: Option<&'a str>,
    /// `MM-DD`.
    pub season_start: Option<&'a str>,
    /// `MM-DD`: the season's last day.
    pub season_end: Option<&'a str>,
    /// 1 to 28.
    pub decay_day: Option<&'a str>,
}

impl SettingsForm<'_> {
    /// The settings to change.
    pub(crate) fn read(&self) -> Result<ClubSettings, ClubError> {
        Ok(ClubSettings {
            description: self.description.map(str::to_owned),
            season_start: filled(self.season_start)
                .map(|t| t.parse::<SeasonDay>().map_err(|_| ClubError::SeasonStart))
                .transpose()?,
            season_end: filled(self.season_end)
                .map(|t| t.parse::<SeasonDay>().map_err(|_| ClubError::SeasonEnd))
                .transpose()?,
            decay_day: filled(self.decay_day)
                .map(|t| t.parse::<DecayDay>().map_err(|_| ClubError::DecayDay))
                .transpose()?,
        })
    }
}
