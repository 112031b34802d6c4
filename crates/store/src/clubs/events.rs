//! A club's recorded sequence (clubs-and-ladder.md: "results change the
//! ladder in the order they are recorded").

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{ClubControl, ClubEventKind, ClubGameStatus, GameResult};
use redqueen_domain::vacation::Day;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

stored_row! {
    /// One entry of a club's sequence.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ClubEventRow {
        pub id: i64,
        pub club_id: i64,
        pub seq: i32,
        pub kind: ClubEventKind,
        pub member_id: Option<MemberId>,
        pub white_id: Option<MemberId>,
        pub black_id: Option<MemberId>,
        pub result: Option<GameResult>,
        pub time_control: Option<ClubControl>,
        pub on_day: Day,
        pub status: Option<ClubGameStatus>,
        pub recorded_by: Option<MemberId>,
        pub recorded_at: i64,
        pub corrected_at: Option<i64>,
        /// A club event's entry: its tournament and rating period.
        pub tournament_id: Option<i64>,
        pub period_round: Option<i32>,
        /// A placement's standings: a JSON array of ids.
        pub players: Option<String>,
        /// A game over the board: its number among the games alike
        /// (same players, day, result and clock), 1 for the first.
        pub game_number: Option<i32>,
    }
}

/// What makes two games over the board the same report (clubs-and-ladder.md,
/// decisions of turn 3: "same players, result, day, clock").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClubGameKey {
    pub white: MemberId,
    pub black: MemberId,
    pub on: Day,
    pub result: GameResult,
    pub control: ClubControl,
}

/// An entry to add at the end of the sequence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewClubEvent<'a> {
    pub kind: ClubEventKind,
    pub member: Option<MemberId>,
    pub white: Option<MemberId>,
    pub black: Option<MemberId>,
    pub result: Option<GameResult>,
    pub control: Option<ClubControl>,
    pub on: Day,
    pub status: Option<ClubGameStatus>,
    pub recorded_by: Option<MemberId>,
    pub now: i64,
    /// A club event's entry: its tournament and rating period round.
    pub period: Option<(i64, i32)>,
    /// A placement's standings: a JSON array of ids.
    pub players: Option<&'a str>,
    /// A game over the board: its number among the games alike.
    pub game_number: Option<i32>,
}

impl NewClubEvent<'_> {
    /// An entry of `kind` with nothing filled in but the day.
    const fn blank(kind: ClubEventKind, on: Day, now: i64) -> Self {
        Self {
            kind,
            member: None,
            white: None,
            black: None,
            result: None,
            control: None,
            on,
            status: None,
            recorded_by: None,
            now,
            period: None,
            players: None,
            game_number: None,
        }
    }

    /// `member` takes the bottom rank on `on`.
    #[must_use]
    pub const fn joined(member: MemberId, on: Day, now: i64) -> Self {
        Self {
            member: Some(member),
            ..Self::blank(ClubEventKind::Joined, on, now)
        }
    }

    /// `member` is taken off the ladder on `on`.
    #[must_use]
    pub const fn left(member: MemberId, on: Day, now: i64) -> Self {
        Self {
            member: Some(member),
            ..Self::blank(ClubEventKind::Left, on, now)
        }
    }

    /// A game between `white` and `black` played on `on` (its status and
    /// who recorded it set by the caller).
    #[must_use]
    pub const fn game(
        white: MemberId,
        black: MemberId,
        result: GameResult,
        control: ClubControl,
        on: Day,
        now: i64,
    ) -> Self {
        Self {
            white: Some(white),
            black: Some(black),
            result: Some(result),
            control: Some(control),
            ..Self::blank(ClubEventKind::Game, on, now)
        }
    }

    /// `member` enters SLQ `tournament` at 1200.
    #[must_use]
    pub const fn qualifier(member: MemberId, tournament: i64, on: Day, now: i64) -> Self {
        Self {
            member: Some(member),
            period: Some((tournament, 0)),
            ..Self::blank(ClubEventKind::Qualifier, on, now)
        }
    }

    /// Rating period `round` of `tournament` starts.
    #[must_use]
    pub const fn period_start(tournament: i64, round: i32, on: Day, now: i64) -> Self {
        Self {
            period: Some((tournament, round)),
            ..Self::blank(ClubEventKind::PeriodStart, on, now)
        }
    }

    /// Rating period `round` of `tournament` ends, rated with `control`.
    #[must_use]
    pub const fn rated(
        tournament: i64,
        round: i32,
        control: ClubControl,
        on: Day,
        now: i64,
    ) -> Self {
        Self {
            period: Some((tournament, round)),
            control: Some(control),
            ..Self::blank(ClubEventKind::Rated, on, now)
        }
    }

    /// SLQ `tournament` places the ladder from `standings` (a JSON array).
    #[must_use]
    pub const fn placed<'b>(
        tournament: i64,
        standings: &'b str,
        on: Day,
        now: i64,
    ) -> NewClubEvent<'b> {
        NewClubEvent {
            period: Some((tournament, 0)),
            players: Some(standings),
            ..NewClubEvent::blank(ClubEventKind::Placed, on, now)
        }
    }

    /// A director closes the season on `on`.
    #[must_use]
    pub const fn season_closed(on: Day, now: i64) -> Self {
        Self::blank(ClubEventKind::SeasonClosed, on, now)
    }

    /// The absence decay as of `on`.
    #[must_use]
    pub const fn decay(on: Day, now: i64) -> Self {
        Self::blank(ClubEventKind::Decay, on, now)
    }
}

const EVENT_COLUMNS: &str = ClubEventRow::COLUMNS;

/// Club `$1`'s whole sequence, in order.
fn sequence_sql() -> String {
    format!("SELECT {EVENT_COLUMNS} FROM club_events WHERE club_id = $1 ORDER BY seq")
}

impl Store {
    /// A club's whole sequence, in order.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_events(&self, club: i64) -> StoreResult<Vec<ClubEventRow>> {
        let sql = sequence_sql();
        let rows =
            on_backend!(&self.read, p => sqlx::query_as(&sql).bind(club).fetch_all(p).await)?;
        Ok(rows)
    }
}

impl Tx {
    /// A club's whole sequence, in order, read in the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_events(&mut self, club: i64) -> StoreResult<Vec<ClubEventRow>> {
        let sql = sequence_sql();
        let rows = on_backend!(&mut self.0, tx => sqlx::query_as(&sql).bind(club).fetch_all(&mut **tx).await)?;
        Ok(rows)
    }

    /// One entry of a club's sequence.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_event(&mut self, club: i64, id: i64) -> StoreResult<Option<ClubEventRow>> {
        let sql = format!("SELECT {EVENT_COLUMNS} FROM club_events WHERE club_id = $1 AND id = $2");
        let row = on_backend!(&mut self.0, tx => sqlx::query_as(&sql).bind(club).bind(id).fetch_optional(&mut **tx).await)?;
        Ok(row)
    }

    /// Adds `event` at the end of `club`'s sequence (the caller holds the
    /// club: [`Tx::lock_club`]); returns its id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn append_club_event(
        &mut self,
        club: i64,
        event: &NewClubEvent<'_>,
    ) -> StoreResult<i64> {
        let sql = "INSERT INTO club_events (club_id, seq, kind, member_id, white_id, black_id, result, \
                   time_control, on_day, status, recorded_by, recorded_at, tournament_id, period_round, \
                   players, game_number) \
                   VALUES ($1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM club_events WHERE club_id = $1), \
                   $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id";
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(club)
            .bind(event.kind.as_str())
            .bind(event.member.map(|m| m.0))
            .bind(event.white.map(|m| m.0))
            .bind(event.black.map(|m| m.0))
            .bind(event.result.map(|r| r.as_str()))
            .bind(event.control.map(|c| c.to_string()))
            .bind(event.on.to_string())
            .bind(event.status.map(|s| s.as_str()))
            .bind(event.recorded_by.map(|m| m.0))
            .bind(event.now)
            .bind(event.period.map(|p| p.0))
            .bind(event.period.map(|p| p.1))
            .bind(event.players)
            .bind(event.game_number)
            .fetch_one(&mut **tx)
            .await)?;
        Ok(id)
    }

    /// Sets a recorded game's status.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_club_game_status(
        &mut self,
        id: i64,
        status: ClubGameStatus,
    ) -> StoreResult<()> {
        let sql = "UPDATE club_events SET status = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(status.as_str())
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Rewrites the players of an entry (the SLQ's placement, when a
    /// corrected result changes its standings): a JSON array of ids.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_club_event_players(&mut self, id: i64, players: &str) -> StoreResult<()> {
        let sql = "UPDATE club_events SET players = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(players)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// A director's correction of a recorded game: its result, confirmed,
    /// and its number among the games alike under the new result.
    ///
    /// # Errors
    /// The database failed.
    pub async fn correct_club_game(
        &mut self,
        id: i64,
        result: GameResult,
        game_number: Option<i32>,
        now: i64,
    ) -> StoreResult<()> {
        let sql = "UPDATE club_events SET result = $2, status = 'confirmed', corrected_at = $3, \
                   game_number = $4 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(result.as_str()).bind(now)
            .bind(game_number).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// The games over the board of `club` alike to `key` (the same report
    /// but for the game's number), in the order recorded.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_games_alike(
        &mut self,
        club: i64,
        key: &ClubGameKey,
    ) -> StoreResult<Vec<ClubEventRow>> {
        let sql = format!(
            "SELECT {EVENT_COLUMNS} FROM club_events WHERE club_id = $1 AND white_id = $2 \
             AND black_id = $3 AND on_day = $4 AND result = $5 AND time_control = $6 \
             AND game_number IS NOT NULL ORDER BY seq"
        );
        let rows = on_backend!(&mut self.0, tx => sqlx::query_as(&sql)
            .bind(club).bind(key.white.0).bind(key.black.0).bind(key.on.to_string())
            .bind(key.result.as_str()).bind(key.control.to_string())
            .fetch_all(&mut **tx).await)?;
        Ok(rows)
    }
}
