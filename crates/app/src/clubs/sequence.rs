//! Changing a club's recorded sequence, in one transaction under the club
//! row's lock: the club as of its last event is restored from what is
//! kept of it (the ladder and the cards), the new event applied and
//! appended, and what it changed written back. A correction changes an
//! event in the middle: the whole sequence is replayed and everything
//! written back (clubs-and-ladder.md: "a corrected result replays every
//! later change from that point").

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    Applied, ClubEvent, ClubHistory, ClubId, IndexCard, Ladder, Season, SeasonDay,
};
use redqueen_store::{ClubCardRow, ClubRow, NewClubEvent, SequenceEntry, Tx};

use super::ClubError;

/// A club taken for a change: its row and its history as of the last
/// event.
pub(crate) struct Taken {
    pub row: ClubRow,
    pub history: ClubHistory<MemberId>,
}

/// The club's season.
#[must_use]
pub fn season_of(row: &ClubRow) -> Season {
    // Only a SeasonDay is ever stored: the defaults stand for a day that
    // could not have been.
    let day = |month: i32, day: i32, default: SeasonDay| {
        u32::try_from(month)
            .ok()
            .zip(u32::try_from(day).ok())
            .and_then(|(month, day)| SeasonDay::new(month, day).ok())
            .unwrap_or(default)
    };
    Season {
        opened: row.opened_season.map(i64::from),
        ..Season::between(
            day(
                row.season_start_month,
                row.season_start_day,
                SeasonDay::START,
            ),
            day(row.season_end_month, row.season_end_day, SeasonDay::END),
        )
    }
}

/// The kept ladder, from rank 1 down.
pub(crate) fn ladder_of(row: &ClubRow) -> Vec<MemberId> {
    serde_json::from_str::<Vec<i64>>(&row.ladder)
        .unwrap_or_default()
        .into_iter()
        .map(MemberId)
        .collect()
}

pub(crate) fn card_of(row: &ClubCardRow) -> IndexCard {
    IndexCard {
        rating: row.rating,
        joined_on: row.joined_on,
        last_defense: row.last_defense,
        season: i64::from(row.season),
        games: u32::try_from(row.games).unwrap_or(0),
        ranks_earned: i64::from(row.ranks_earned),
        absence_total: u32::try_from(row.absence_total).unwrap_or(0),
        rated_games: u32::try_from(row.rated_games).unwrap_or(0),
        qualified: row.qualified_season.map(i64::from),
        provisional: row.provisional,
    }
}

fn row_of(member: MemberId, card: &IndexCard) -> ClubCardRow {
    ClubCardRow {
        member_id: member,
        username: String::new(),
        rating: card.rating,
        joined_on: card.joined_on,
        last_defense: card.last_defense,
        season: i32::try_from(card.season).unwrap_or(i32::MAX),
        games: i32::try_from(card.games).unwrap_or(i32::MAX),
        ranks_earned: i32::try_from(card.ranks_earned).unwrap_or(0),
        absence_total: i32::try_from(card.absence_total).unwrap_or(i32::MAX),
        rated_games: i32::try_from(card.rated_games).unwrap_or(i32::MAX),
        qualified_season: card.qualified.and_then(|q| i32::try_from(q).ok()),
        provisional: card.provisional,
    }
}

/// Takes club `id` for a change.
///
/// # Errors
/// [`ClubError::NotFound`]; the database.
pub(crate) async fn take(tx: &mut Tx, id: ClubId) -> Result<Taken, ClubError> {
    let row = tx.lock_club(id.0).await?.ok_or(ClubError::NotFound)?;
    let cards: HashMap<MemberId, IndexCard> = tx
        .club_cards(id.0)
        .await?
        .iter()
        .map(|c| (c.member_id, card_of(c)))
        .collect();
    let history =
        ClubHistory::from_parts(season_of(&row), Ladder::from_ranks(ladder_of(&row)), cards);
    Ok(Taken { row, history })
}

/// Appends `event` to the taken club's sequence and writes what it
/// changed; returns its id and what it did. The end of a rating period
/// and the SLQ's placement read the whole period: they replay the
/// sequence.
///
/// # Errors
/// The database failed.
pub(crate) async fn append(
    tx: &mut Tx,
    taken: &mut Taken,
    event: &NewClubEvent,
) -> Result<(i64, Applied<MemberId>), ClubError> {
    let id = tx.append_club_event(taken.row.id, event).await?;
    if event.replays() {
        replay(tx, taken).await?;
        return Ok((
            id,
            Applied {
                rating_change: None,
                rank_changes: Vec::new(),
            },
        ));
    }
    let applied = taken.history.record(&event.event());
    let mut touched: Vec<MemberId> = applied.rank_changes.iter().map(|c| c.player).collect();
    touched.extend(event.members());
    touched.sort_by_key(|m| m.0);
    touched.dedup();
    for member in touched {
        if let Some(card) = taken.history.card(&member) {
            tx.put_club_card(taken.row.id, &row_of(member, card))
                .await?;
        }
    }
    tx.set_club_ladder(taken.row.id, taken.history.ladder().players())
        .await?;
    keep_season(tx, taken).await?;
    Ok((id, applied))
}

/// Keeps the season opened early when it changed.
async fn keep_season(tx: &mut Tx, taken: &Taken) -> Result<(), ClubError> {
    let opened = taken.history.season().opened;
    if opened != taken.row.opened_season.map(i64::from) {
        tx.set_club_opened_season(taken.row.id, opened).await?;
    }
    Ok(())
}

/// The job: replays once each club whose cards were kept before they held
/// what they hold now (migration 0026); returns how many.
///
/// # Errors
/// The database failed.
pub async fn replay_stale_clubs(state: &crate::state::AppState) -> anyhow::Result<usize> {
    let mut replayed = 0;
    for club in state.store.clubs_with_stale_cards().await? {
        let mut tx = state.store.begin().await?;
        let mut taken = take(&mut tx, ClubId(club))
            .await
            .map_err(anyhow::Error::from)?;
        replay(&mut tx, &mut taken)
            .await
            .map_err(anyhow::Error::from)?;
        tx.set_club_cards_stale(club, false).await?;
        tx.commit().await?;
        replayed += 1;
    }
    Ok(replayed)
}

/// Replays the taken club's whole sequence as stored now and writes the
/// ladder and every card.
///
/// # Errors
/// The database failed.
pub(crate) async fn replay(tx: &mut Tx, taken: &mut Taken) -> Result<(), ClubError> {
    let events = tx.club_events(taken.row.id).await?;
    let domain: Vec<ClubEvent<MemberId>> = events.iter().map(SequenceEntry::event).collect();
    taken.history = ClubHistory::replay(season_of(&taken.row), &domain);
    for (member, card) in taken.history.cards() {
        tx.put_club_card(taken.row.id, &row_of(*member, card))
            .await?;
    }
    tx.set_club_ladder(taken.row.id, taken.history.ladder().players())
        .await?;
    keep_season(tx, taken).await?;
    Ok(())
}
