//! A director creates a club event with its announcement
//! (clubs-and-ladder.md "Events"; seed 002's announcement: the day, the
//! room, registration and round times, entry fee, prizes, contact, the
//! rating rules). The SLQ seeds the ladder: in a club that already has one
//! this season the director confirms that it is seeded again.

use rand::Rng;
use redqueen_domain::account::MemberId;
use redqueen_domain::club::{ClubControl, ClubId, EventFormat, EventId};
use redqueen_domain::text::{is_one_line, is_plain_text};
use redqueen_domain::vacation::Day;
use redqueen_store::NewClubTournament;

use super::super::ClubError;
use super::super::membership::take_as_director;
use super::super::season::played_this_season;
use crate::state::AppState;

/// The longest name of an event.
pub const EVENT_NAME_MAX: usize = 80;
/// The longest announcement.
pub const ANNOUNCEMENT_MAX: usize = 4000;

/// An event as the director asked for it, its format and clock read.
#[derive(Debug, Clone, Copy)]
pub struct NewEvent<'a> {
    pub name: &'a str,
    pub format: EventFormat,
    /// The format's own when `None` (G/5 for the SLQ, G/10 for a Quad,
    /// G/30 for the others).
    pub control: Option<ClubControl>,
    pub open: bool,
    /// Played on the server with G/N clocks, rather than over the board.
    pub on_server: bool,
    pub announcement: &'a str,
    /// The director confirms that an SLQ seeds this season's ladder again.
    pub reseed: bool,
}

/// `director` creates an event of club `club`; returns its id.
///
/// # Errors
/// [`ClubError`]: not a director, a bad name or announcement, an SLQ or Championship made open, an SLQ re-seeding a
/// ladder of this season without confirmation.
pub async fn create_event(
    state: &AppState,
    club: ClubId,
    director: MemberId,
    new: &NewEvent<'_>,
) -> Result<EventId, ClubError> {
    // The length as sent, as the OpenAPI document's `maxLength` counts.
    let name = new.name.trim();
    if name.is_empty() || new.name.chars().count() > EVENT_NAME_MAX || !is_one_line(name) {
        return Err(ClubError::EventName);
    }
    let format = new.format;
    let control = new.control.unwrap_or_else(|| format.default_control());
    if new.open && !format.may_be_open() {
        return Err(ClubError::NotOpenable);
    }
    if new.announcement.chars().count() > ANNOUNCEMENT_MAX || !is_plain_text(new.announcement) {
        return Err(ClubError::Announcement);
    }
    let now = state.now();
    let seed = rand::rng().random_range(1..i64::MAX);
    let mut tx = state.store.begin().await?;
    let taken = take_as_director(&mut tx, club, director).await?;
    if matches!(format, EventFormat::Slq { .. }) && !new.reseed {
        let season = taken.history.season();
        let today = Day::containing(now);
        let this_season = season.of(today);
        let played = played_this_season(&tx.club_events(club.0).await?, season, today)
            || state.store.club_tournaments(club.0).await?.iter().any(|t| {
                matches!(t.format, EventFormat::Slq { .. })
                    && season.of(Day::containing(t.created_at)) == this_season
            });
        if played && !taken.history.ladder().is_empty() {
            return Err(ClubError::ReseedUnconfirmed);
        }
    }
    let id = tx
        .insert_club_tournament(&NewClubTournament {
            club: club.0,
            name,
            format,
            // Decisions of turn 3: the clock is the director's, the SLQ's
            // included (its games are rated with the G/30 & SLQ table
            // whatever their clock: `EventFormat::rating_table`).
            control,
            is_open: new.open,
            on_server: new.on_server,
            announcement: new.announcement.trim(),
            seed,
            created_by: director,
            now,
        })
        .await?;
    tx.commit().await?;
    Ok(EventId(id))
}
