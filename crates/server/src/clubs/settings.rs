//! A club's settings (the clubs issue: "a club has a name, a description, a
//! season (default 1 September – 30 June) and a monthly decay day"): its
//! directors change the description, the days the season starts and ends
//! (clubs-and-ladder.md decision: both set per club) and the day of the
//! month the absence decay is due. A new season start or end replays the
//! sequence, as the cards count games and ranks per season.

use redqueen_domain::account::MemberId;
use redqueen_domain::text::is_plain_text;
use redqueen_domain::vacation::Day;
use redqueen_store::ClubSettingsRow;

use super::ClubError;
use super::found::{DESCRIPTION_MAX, decay_day_after};
use super::membership::take_as_director;
use super::sequence::{replay, season_of};
use crate::state::AppState;

/// The settings to change, as typed; `None` keeps one as it is.
#[derive(Debug, Clone, Copy, Default)]
pub struct ClubSettings<'a> {
    pub description: Option<&'a str>,
    /// `MM-DD`.
    pub season_start: Option<&'a str>,
    /// `MM-DD`: the season's last day.
    pub season_end: Option<&'a str>,
    /// 1 to 28: a day every month has.
    pub decay_day: Option<&'a str>,
}

/// `MM-DD`, a day every year has (up to the 28th of February). A season's
/// start and end are such days, so that every year has them.
fn month_and_day(text: &str) -> Option<(u32, u32)> {
    let (month, day) = text.trim().split_once('-')?;
    let (month, day): (u32, u32) = (month.parse().ok()?, day.parse().ok()?);
    Day::from_ymd(2001, month, day).ok().map(|_| (month, day))
}

/// A director changes the club's settings.
///
/// # Errors
/// [`ClubError`]: not a director, a description too long, a season start
/// or end that is no `MM-DD`, an end on the start's day, a decay day
/// outside 1–28.
pub async fn change_settings(
    state: &AppState,
    club: i64,
    director: MemberId,
    settings: &ClubSettings<'_>,
) -> Result<(), ClubError> {
    let description = settings.description.map(str::trim);
    if description.is_some_and(|d| d.chars().count() > DESCRIPTION_MAX || !is_plain_text(d)) {
        return Err(ClubError::Description);
    }
    let season_start = match settings.season_start.filter(|s| !s.trim().is_empty()) {
        Some(text) => Some(month_and_day(text).ok_or(ClubError::SeasonStart)?),
        None => None,
    };
    let season_end = match settings.season_end.filter(|s| !s.trim().is_empty()) {
        Some(text) => Some(month_and_day(text).ok_or(ClubError::SeasonEnd)?),
        None => None,
    };
    let decay_day = match settings.decay_day.filter(|s| !s.trim().is_empty()) {
        Some(text) => Some(
            text.trim()
                .parse::<u32>()
                .ok()
                .filter(|d| (1..=28).contains(d))
                .ok_or(ClubError::DecayDay)?,
        ),
        None => None,
    };
    let today = Day::containing(state.now());
    let mut tx = state.store.begin().await?;
    let mut taken = take_as_director(&mut tx, club, director).await?;
    let row = &taken.row;
    let kept = season_of(row);
    let start = season_start.unwrap_or((kept.start_month, kept.start_day));
    let end = season_end.unwrap_or((kept.end_month, kept.end_day));
    if start == end {
        return Err(ClubError::SeasonEnd);
    }
    let day = decay_day.unwrap_or(u32::try_from(row.decay_day).unwrap_or(7));
    // The next decay: this month's on the new day, unless it has passed or
    // this month's decay was applied already.
    let decayed_this_month = row
        .last_decay_on
        .is_some_and(|last| last.month_number() == today.month_number());
    let (year, month, date) = today.ymd();
    let next = if !decayed_this_month && date <= day {
        Day::from_ymd(year, month, day).unwrap_or(today)
    } else {
        decay_day_after(today, day)
    };
    let description = description.unwrap_or(&row.description).to_owned();
    tx.set_club_settings(
        club,
        &ClubSettingsRow {
            description: &description,
            season_start: start,
            season_end: end,
            decay_day: day,
            next_decay_on: next,
        },
    )
    .await?;
    if (start, end)
        != (
            (kept.start_month, kept.start_day),
            (kept.end_month, kept.end_day),
        )
    {
        let number = |n: u32| i32::try_from(n).unwrap_or(1);
        taken.row.season_start_month = number(start.0);
        taken.row.season_start_day = number(start.1);
        taken.row.season_end_month = number(end.0);
        taken.row.season_end_day = number(end.1);
        replay(&mut tx, &mut taken).await?;
    }
    tx.commit().await?;
    Ok(())
}
