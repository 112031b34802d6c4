//! A club's settings (the clubs issue: "a club has a name, a description, a
//! season (default 1 September – 30 June) and a monthly decay day"): its
//! directors change the description, the day the season starts and the
//! day of the month the absence decay is due. A new season start replays
//! the sequence, as the cards count games and ranks per season.

use redqueen_domain::account::MemberId;
use redqueen_domain::text::is_plain_text;
use redqueen_domain::vacation::Day;

use super::ClubError;
use super::found::{DESCRIPTION_MAX, decay_day_after};
use super::membership::take_as_director;
use super::sequence::replay;
use crate::state::AppState;

/// The settings to change, as typed; `None` keeps one as it is.
#[derive(Debug, Clone, Copy, Default)]
pub struct ClubSettings<'a> {
    pub description: Option<&'a str>,
    /// `MM-DD`.
    pub season_start: Option<&'a str>,
    /// 1 to 28: a day every month has.
    pub decay_day: Option<&'a str>,
}

/// `MM-DD`, a day every year has (up to the 28th of February).
fn month_and_day(text: &str) -> Option<(u32, u32)> {
    let (month, day) = text.trim().split_once('-')?;
    let (month, day): (u32, u32) = (month.parse().ok()?, day.parse().ok()?);
    Day::from_ymd(2001, month, day).ok().map(|_| (month, day))
}

/// A director changes the club's settings.
///
/// # Errors
/// [`ClubError`]: not a director, a description too long, a season start
/// that is no `MM-DD`, a decay day outside 1–28.
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
    let (start_month, start_day) = season_start.unwrap_or((
        u32::try_from(row.season_start_month).unwrap_or(9),
        u32::try_from(row.season_start_day).unwrap_or(1),
    ));
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
    tx.set_club_settings(club, &description, (start_month, start_day), day, next)
        .await?;
    if season_start.is_some() {
        taken.row.season_start_month = i32::try_from(start_month).unwrap_or(9);
        taken.row.season_start_day = i32::try_from(start_day).unwrap_or(1);
        replay(&mut tx, &mut taken).await?;
    }
    tx.commit().await?;
    Ok(())
}
