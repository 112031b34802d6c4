//! Closing a season (the club events issue, "Seasons and awards"): at the
//! last meeting a director closes the season and the next one starts —
//! games played and ranks earned count from zero again, the ladder and the
//! club ratings carry over. Without a close, a season ends on the day
//! before the club's season start (clubs-and-ladder.md decision).

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{ClubId, Season};
use redqueen_domain::vacation::Day;
use redqueen_store::{NewClubEvent, SequenceEntry};

use super::ClubError;
use super::membership::take_as_director;
use super::sequence::append;
use crate::state::AppState;

/// Whether a game was recorded in the season of `today`: since the last
/// close, and played in that season.
pub(crate) fn played_this_season(events: &[SequenceEntry], season: Season, today: Day) -> bool {
    let current = season.of(today);
    let since = events
        .iter()
        .rposition(SequenceEntry::closes_season)
        .map_or(0, |at| at + 1);
    events[since..]
        .iter()
        .any(|e| e.game().is_some() && season.of(e.on_day) == current)
}

/// `director` closes the club's season now; returns the season opened.
///
/// # Errors
/// [`ClubError`]: not a director; a season without a game yet (nothing
/// to close).
pub async fn close_season(
    state: &AppState,
    club: ClubId,
    director: MemberId,
) -> Result<i64, ClubError> {
    let now = state.now();
    let today = Day::containing(now);
    let mut tx = state.store.begin().await?;
    let mut taken = take_as_director(&mut tx, club, director).await?;
    let season = taken.history.season();
    let current = season.of(today);
    if !played_this_season(&tx.club_events(club.0).await?, season, today) {
        return Err(ClubError::EmptySeason);
    }
    append(
        &mut tx,
        &mut taken,
        &NewClubEvent::season_closed(today, now),
    )
    .await?;
    tx.commit().await?;
    Ok(current + 1)
}
