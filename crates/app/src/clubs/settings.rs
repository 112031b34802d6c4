//! A club's settings (the clubs issue: "a club has a name, a description, a
//! season (default 1 September – 30 June) and a monthly decay day"): its
//! directors change the description, the days the season starts and ends
//! (clubs-and-ladder.md decision: both set per club) and the day of the
//! month the absence decay is due. A new season start or end replays the
//! sequence, as the cards count games and ranks per season.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{ClubId, DecayDay, SeasonDay};
use redqueen_domain::text::is_plain_text;
use redqueen_domain::vacation::Day;
use redqueen_store::ClubSettingsRow;

use super::ClubError;
use super::found::DESCRIPTION_MAX;
use super::membership::take_as_director;
use super::sequence::{replay, season_of};
use crate::state::AppState;

/// The settings to change; `None` keeps one as it is.
#[derive(Debug, Clone, Default)]
pub struct ClubSettings {
    pub description: Option<String>,
    pub season_start: Option<SeasonDay>,
    /// The season's last day.
    pub season_end: Option<SeasonDay>,
    pub decay_day: Option<DecayDay>,
}

/// A director changes the club's settings.
///
/// # Errors
/// [`ClubError`]: not a director, a description too long, an end on the
/// start's day.
pub async fn change_settings(
    state: &AppState,
    club: ClubId,
    director: MemberId,
    settings: &ClubSettings,
) -> Result<(), ClubError> {
    // The length as sent, as the OpenAPI document's `maxLength` counts.
    if settings
        .description
        .as_deref()
        .is_some_and(|d| d.chars().count() > DESCRIPTION_MAX || !is_plain_text(d))
    {
        return Err(ClubError::Description);
    }
    let description = settings.description.as_deref().map(str::trim);
    let today = Day::containing(state.now());
    let mut tx = state.store.begin().await?;
    let mut taken = take_as_director(&mut tx, club, director).await?;
    let row = &taken.row;
    let kept = season_of(row);
    let start = settings.season_start.unwrap_or(kept.start());
    let end = settings.season_end.unwrap_or(kept.end());
    if start == end {
        return Err(ClubError::SeasonEnd);
    }
    let day = settings.decay_day.unwrap_or(row.decay_day);
    let decayed_this_month = row
        .last_decay_on
        .is_some_and(|last| last.month_number() == today.month_number());
    let description = description.unwrap_or(&row.description).to_owned();
    tx.set_club_settings(
        club.0,
        &ClubSettingsRow {
            description: &description,
            season_start: start,
            season_end: end,
            decay_day: day,
            next_decay_on: day.next_from(today, decayed_this_month),
        },
    )
    .await?;
    if (start, end) != (kept.start(), kept.end()) {
        let number = |n: u32| i32::try_from(n).unwrap_or(1);
        taken.row.season_start_month = number(start.month);
        taken.row.season_start_day = number(start.day);
        taken.row.season_end_month = number(end.month);
        taken.row.season_end_day = number(end.day);
        replay(&mut tx, &mut taken).await?;
    }
    tx.commit().await?;
    Ok(())
}
