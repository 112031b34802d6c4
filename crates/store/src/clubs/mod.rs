//! Clubs (clubs-and-ladder.md): the club, its members and directors, its
//! recorded sequence of events, and the ladder and index cards as of the
//! last event. Every change of the sequence runs in one transaction that
//! first takes the club row ([`Tx::lock_club`]): two reports at once are
//! recorded one after the other, each against the ladder the other left.

mod cards;
mod events;
mod matches;
mod members;
mod tournaments;
mod waiting;

pub use cards::ClubCardRow;
pub use events::{ClubGameKey, GameReport, NewClubEvent, Recorded, SequenceEntry};
pub use matches::{
    ClubMatchRecord, ClubMatchRow, MatchAnswer, MatchBoardRow, MatchGameRow, MatchPlayerRow,
    NewClubMatch, PlayedMatch, ScoredBoard, ScoredGame,
};
pub use members::ClubMemberRow;
pub use tournaments::{
    ClubBoardRow, ClubEntryRow, ClubTournamentRow, NewClubBoard, NewClubTournament,
};
pub use waiting::ClubResultWaiting;
pub(crate) use waiting::{BOARDS_WAITING, LADDER_WAITING};

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{DecayDay, SeasonDay};
use redqueen_domain::vacation::Day;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::{Field, stored_row};

stored_row! {
    /// A club as stored.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ClubRow {
        pub id: i64,
        pub name: String,
        pub name_key: String,
        pub description: String,
        pub season_start_month: i32,
        pub season_start_day: i32,
        /// The season's last day (decisions of turn 3: 30 June by default).
        pub season_end_month: i32,
        pub season_end_day: i32,
        pub decay_day: DecayDay,
        pub next_decay_on: Day,
        pub last_decay_on: Option<Day>,
        /// The ladder from rank 1 down: a JSON array of member ids.
        pub ladder: String,
        pub version: i32,
        pub created_by: MemberId,
        pub created_at: i64,
        /// The season opened by closing the one before early.
        pub opened_season: Option<i32>,
        /// Members (not requests), counted for lists.
        pub members: i64 = "(SELECT COUNT(*) FROM club_members m \
            WHERE m.club_id = c.id AND m.status = 'member')",
    }
}

/// A club's settings as a director leaves them.
#[derive(Debug, Clone, Copy)]
pub struct ClubSettingsRow<'a> {
    pub description: &'a str,
    pub season_start: SeasonDay,
    pub season_end: SeasonDay,
    pub decay_day: DecayDay,
    pub next_decay_on: Day,
}

/// What founding a club stores.
#[derive(Debug, Clone, Copy)]
pub struct NewClub<'a> {
    pub name: &'a str,
    pub name_key: &'a str,
    pub description: &'a str,
    pub decay_day: DecayDay,
    pub next_decay_on: Day,
    pub founder: MemberId,
    pub now: i64,
}

const CLUB_COLUMNS: &str = ClubRow::COLUMNS;

impl Store {
    /// The club with this id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club(&self, id: i64) -> StoreResult<Option<ClubRow>> {
        let sql = format!("SELECT {CLUB_COLUMNS} FROM clubs c WHERE c.id = $1");
        let row =
            on_backend!(&self.read, p => sqlx::query_as(&sql).bind(id).fetch_optional(p).await)?;
        Ok(row)
    }

    /// Clubs by name, at most `limit` from `offset`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn clubs(&self, limit: i64, offset: i64) -> StoreResult<Vec<ClubRow>> {
        let sql =
            format!("SELECT {CLUB_COLUMNS} FROM clubs c ORDER BY c.name_key LIMIT $1 OFFSET $2");
        let rows = on_backend!(&self.read, p => sqlx::query_as(&sql).bind(limit).bind(offset).fetch_all(p).await)?;
        Ok(rows)
    }

    /// The clubs whose cards were kept before the cards held what they
    /// hold now (migration 0026): their sequence is to be replayed once.
    ///
    /// # Errors
    /// The database failed.
    pub async fn clubs_with_stale_cards(&self) -> StoreResult<Vec<i64>> {
        let sql = "SELECT id FROM clubs WHERE cards_stale ORDER BY id";
        let ids = on_backend!(&self.read, p => sqlx::query_scalar(sql).fetch_all(p).await)?;
        Ok(ids)
    }

    /// The clubs whose absence decay is due on `today` or before.
    ///
    /// # Errors
    /// The database failed.
    pub async fn clubs_due_for_decay(&self, today: Day) -> StoreResult<Vec<i64>> {
        let sql = "SELECT id FROM clubs WHERE next_decay_on <= $1 ORDER BY id";
        let ids = on_backend!(&self.read, p => sqlx::query_scalar(sql).bind(today.to_string()).fetch_all(p).await)?;
        Ok(ids)
    }
}

impl Tx {
    /// Founds a club; returns its id.
    ///
    /// # Errors
    /// [`crate::StoreError::Conflict`] with `name_key` when the name is
    /// taken.
    pub async fn insert_club(&mut self, club: &NewClub<'_>) -> StoreResult<i64> {
        let sql = "INSERT INTO clubs (name, name_key, description, decay_day, next_decay_on, created_by, \
                   created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id";
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(club.name).bind(club.name_key).bind(club.description).bind(club.decay_day.bound())
            .bind(club.next_decay_on.to_string()).bind(club.founder.0).bind(club.now)
            .fetch_one(&mut **tx).await)?;
        Ok(id)
    }

    /// Takes the club for a change of its sequence (the row's lock until
    /// the commit) and reads it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn lock_club(&mut self, id: i64) -> StoreResult<Option<ClubRow>> {
        let sql = "UPDATE clubs SET version = version + 1 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        let sql = format!("SELECT {CLUB_COLUMNS} FROM clubs c WHERE c.id = $1");
        let row = on_backend!(&mut self.0, tx => sqlx::query_as(&sql).bind(id).fetch_optional(&mut **tx).await)?;
        Ok(row)
    }

    /// Keeps the ladder as of the last event (ids from rank 1 down).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_club_ladder(&mut self, id: i64, ladder: &[MemberId]) -> StoreResult<()> {
        let ids: Vec<i64> = ladder.iter().map(|m| m.0).collect();
        let text = serde_json::to_string(&ids).unwrap_or_else(|_| "[]".into());
        let sql = "UPDATE clubs SET ladder = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(text).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Keeps the season opened early, as of the last event.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_club_opened_season(
        &mut self,
        id: i64,
        opened: Option<i64>,
    ) -> StoreResult<()> {
        let sql = "UPDATE clubs SET opened_season = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(opened.and_then(|o| i32::try_from(o).ok()))
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Changes a club's settings and when its next decay is due.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_club_settings(
        &mut self,
        id: i64,
        settings: &ClubSettingsRow<'_>,
    ) -> StoreResult<()> {
        let sql = "UPDATE clubs SET description = $2, season_start_month = $3, season_start_day = $4, \
                   season_end_month = $5, season_end_day = $6, decay_day = $7, next_decay_on = $8 \
                   WHERE id = $1";
        let number = |n: u32| i32::try_from(n).unwrap_or(1);
        let (start, end) = (settings.season_start, settings.season_end);
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(settings.description)
            .bind(number(start.month)).bind(number(start.day))
            .bind(number(end.month)).bind(number(end.day))
            .bind(settings.decay_day.bound()).bind(settings.next_decay_on.to_string())
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Marks whether the club's cards are to be computed again from its
    /// sequence (`stale`: what a card holds changed, as migration 0026
    /// marks every club) or are as the sequence gives them now.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_club_cards_stale(&mut self, id: i64, stale: bool) -> StoreResult<()> {
        let sql = "UPDATE clubs SET cards_stale = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(stale).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Records a decay on `on` and when the next one is due.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_club_decay(&mut self, id: i64, on: Day, next: Day) -> StoreResult<()> {
        let sql = "UPDATE clubs SET last_decay_on = $2, next_decay_on = $3 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(on.to_string()).bind(next.to_string())
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
