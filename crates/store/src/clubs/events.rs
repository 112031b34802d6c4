//! A club's recorded sequence (clubs-and-ladder.md: "results change the
//! ladder in the order they are recorded").

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    ClubControl, ClubEvent, ClubEventKind, ClubGame, ClubGameStatus, GameResult, RatingPeriod,
};
use redqueen_domain::vacation::Day;

use crate::backend::{Store, Tx, on_backend};
use crate::error::{StoreError, StoreResult};
use crate::fields::stored_row;

stored_row! {
    /// One entry of a club's sequence as its columns hold it, read into a
    /// [`SequenceEntry`] before it leaves the store.
    #[derive(Debug, Clone, PartialEq, Eq)]
    struct ClubEventRow {
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

/// One entry of a club's sequence, read as the domain's event. A row
/// that makes none (a game without its players, a rating period without
/// its event ...) is refused when read ([`StoreError::Corrupt`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SequenceEntry {
    pub id: i64,
    pub club_id: i64,
    pub seq: i32,
    /// The day it happened: a game's day played, a decay's day, ...
    pub on_day: Day,
    pub recorded_at: i64,
    pub corrected_at: Option<i64>,
    /// The club event (its tournament's id) it belongs to: a game of an
    /// event, an SLQ entry, a rating period, the SLQ's placement.
    pub tournament: Option<i64>,
    pub recorded: Recorded,
}

/// What an entry records: a game with its report, or any other event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recorded {
    Game {
        game: ClubGame<MemberId>,
        report: GameReport,
    },
    /// Never a game: those are [`Recorded::Game`].
    Event(ClubEvent<MemberId>),
}

/// What a game's entry says beyond the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameReport {
    pub result: GameResult,
    /// Confirmed for a game played on the server (its row keeps none).
    pub status: ClubGameStatus,
    /// Who reported a game over the board; `None` for one played here.
    pub recorded_by: Option<MemberId>,
    /// A game over the board: its number among the games alike (same
    /// players, day, result and clock), 1 for the first.
    pub number: Option<i32>,
}

impl Recorded {
    /// The event, for the club's replay.
    #[must_use]
    pub fn event(&self) -> ClubEvent<MemberId> {
        match self {
            Self::Game { game, .. } => ClubEvent::Game(game.clone()),
            Self::Event(event) => event.clone(),
        }
    }

    /// The members it names: a game's players, who joined, left or
    /// entered.
    #[must_use]
    pub fn members(&self) -> Vec<MemberId> {
        match self {
            Self::Game { game, .. } => vec![game.white, game.black],
            Self::Event(
                ClubEvent::Joined { player, .. }
                | ClubEvent::Left { player }
                | ClubEvent::Qualifier { player },
            ) => vec![*player],
            Self::Event(_) => Vec::new(),
        }
    }
}

impl SequenceEntry {
    /// The event for the club's replay.
    #[must_use]
    pub fn event(&self) -> ClubEvent<MemberId> {
        self.recorded.event()
    }

    /// The game and its report, for a game's entry.
    #[must_use]
    pub const fn game(&self) -> Option<(&ClubGame<MemberId>, &GameReport)> {
        match &self.recorded {
            Recorded::Game { game, report } => Some((game, report)),
            Recorded::Event(_) => None,
        }
    }

    /// The members it names: a game's players, who joined or left ...
    #[must_use]
    pub fn members(&self) -> Vec<MemberId> {
        self.recorded.members()
    }

    /// Whether it is the SLQ's placement of the ladder.
    #[must_use]
    pub const fn places_ladder(&self) -> bool {
        matches!(self.recorded, Recorded::Event(ClubEvent::Placed { .. }))
    }

    /// Whether it closes a season.
    #[must_use]
    pub const fn closes_season(&self) -> bool {
        matches!(
            self.recorded,
            Recorded::Event(ClubEvent::SeasonClosed { .. })
        )
    }
}

impl TryFrom<ClubEventRow> for SequenceEntry {
    type Error = StoreError;

    fn try_from(row: ClubEventRow) -> Result<Self, StoreError> {
        let incomplete = || StoreError::Corrupt(format!("club event {} is incomplete", row.id));
        let period = match (row.tournament_id, row.period_round) {
            (Some(event), Some(round)) => Some(RatingPeriod {
                event,
                round: u32::try_from(round).map_err(|_| incomplete())?,
            }),
            _ => None,
        };
        let game = |ladder: bool| -> StoreResult<Recorded> {
            let result = row.result.ok_or_else(incomplete)?;
            Ok(Recorded::Game {
                game: ClubGame {
                    white: row.white_id.ok_or_else(incomplete)?,
                    black: row.black_id.ok_or_else(incomplete)?,
                    outcome: result.outcome(),
                    played_on: row.on_day,
                    control: row.time_control.ok_or_else(incomplete)?,
                    ladder,
                    rated_in: period,
                },
                report: GameReport {
                    result,
                    status: row.status.unwrap_or(ClubGameStatus::Confirmed),
                    recorded_by: row.recorded_by,
                    number: row.game_number,
                },
            })
        };
        let member = || row.member_id.ok_or_else(incomplete);
        let recorded = match row.kind {
            ClubEventKind::Game => game(true)?,
            ClubEventKind::QualifierGame => game(false)?,
            ClubEventKind::Joined => Recorded::Event(ClubEvent::Joined {
                player: member()?,
                on: row.on_day,
            }),
            ClubEventKind::Left => Recorded::Event(ClubEvent::Left { player: member()? }),
            ClubEventKind::Decay => Recorded::Event(ClubEvent::Decay { on: row.on_day }),
            ClubEventKind::Qualifier => Recorded::Event(ClubEvent::Qualifier { player: member()? }),
            ClubEventKind::PeriodStart => Recorded::Event(ClubEvent::PeriodStart {
                period: period.ok_or_else(incomplete)?,
            }),
            ClubEventKind::Rated => Recorded::Event(ClubEvent::Rated {
                period: period.ok_or_else(incomplete)?,
                control: row.time_control.ok_or_else(incomplete)?,
            }),
            ClubEventKind::SeasonClosed => {
                Recorded::Event(ClubEvent::SeasonClosed { on: row.on_day })
            }
            ClubEventKind::Placed => Recorded::Event(ClubEvent::Placed {
                standings: row
                    .players
                    .as_deref()
                    .and_then(|players| serde_json::from_str::<Vec<i64>>(players).ok())
                    .ok_or_else(incomplete)?
                    .into_iter()
                    .map(MemberId)
                    .collect(),
            }),
        };
        Ok(Self {
            id: row.id,
            club_id: row.club_id,
            seq: row.seq,
            on_day: row.on_day,
            recorded_at: row.recorded_at,
            corrected_at: row.corrected_at,
            tournament: row.tournament_id,
            recorded,
        })
    }
}

/// Reads stored rows into entries.
fn entries(rows: Vec<ClubEventRow>) -> StoreResult<Vec<SequenceEntry>> {
    rows.into_iter().map(SequenceEntry::try_from).collect()
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

/// An entry to add at the end of the sequence, built by its constructors
/// only, so that each kind carries what its row needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewClubEvent {
    on: Day,
    now: i64,
    recorded: Recorded,
    /// The SLQ an entry or a placement belongs to (the other events name
    /// their club event in their rating period).
    slq: Option<i64>,
}

impl NewClubEvent {
    /// An event recorded on `on`.
    const fn of(event: ClubEvent<MemberId>, on: Day, now: i64) -> Self {
        Self {
            on,
            now,
            recorded: Recorded::Event(event),
            slq: None,
        }
    }

    /// `member` takes the bottom rank on `on`.
    #[must_use]
    pub const fn joined(member: MemberId, on: Day, now: i64) -> Self {
        Self::of(ClubEvent::Joined { player: member, on }, on, now)
    }

    /// `member` is taken off the ladder on `on`.
    #[must_use]
    pub const fn left(member: MemberId, on: Day, now: i64) -> Self {
        Self::of(ClubEvent::Left { player: member }, on, now)
    }

    /// A game, on its day played, with what its report says.
    #[must_use]
    pub const fn game(game: ClubGame<MemberId>, report: GameReport, now: i64) -> Self {
        Self {
            on: game.played_on,
            now,
            recorded: Recorded::Game { game, report },
            slq: None,
        }
    }

    /// `member` enters SLQ `tournament` at 1200.
    #[must_use]
    pub fn qualifier(member: MemberId, tournament: i64, on: Day, now: i64) -> Self {
        Self::of(ClubEvent::Qualifier { player: member }, on, now).in_slq(tournament)
    }

    /// Rating period `period` starts.
    #[must_use]
    pub const fn period_start(period: RatingPeriod, on: Day, now: i64) -> Self {
        Self::of(ClubEvent::PeriodStart { period }, on, now)
    }

    /// Rating period `period` ends, rated with `control`.
    #[must_use]
    pub const fn rated(period: RatingPeriod, control: ClubControl, on: Day, now: i64) -> Self {
        Self::of(ClubEvent::Rated { period, control }, on, now)
    }

    /// SLQ `tournament` places the ladder from its `standings`.
    #[must_use]
    pub fn placed(tournament: i64, standings: Vec<MemberId>, on: Day, now: i64) -> Self {
        Self::of(ClubEvent::Placed { standings }, on, now).in_slq(tournament)
    }

    /// The same entry, of SLQ `tournament`.
    fn in_slq(mut self, tournament: i64) -> Self {
        self.slq = Some(tournament);
        self
    }

    /// A director closes the season on `on`.
    #[must_use]
    pub const fn season_closed(on: Day, now: i64) -> Self {
        Self::of(ClubEvent::SeasonClosed { on }, on, now)
    }

    /// The absence decay as of `on`.
    #[must_use]
    pub const fn decay(on: Day, now: i64) -> Self {
        Self::of(ClubEvent::Decay { on }, on, now)
    }

    /// The event it records, for the club's replay.
    #[must_use]
    pub fn event(&self) -> ClubEvent<MemberId> {
        self.recorded.event()
    }

    /// Whether the club's history is replayed after it: the end of a
    /// rating period and the SLQ's placement read the whole period.
    #[must_use]
    pub const fn replays(&self) -> bool {
        matches!(
            self.recorded,
            Recorded::Event(ClubEvent::Rated { .. } | ClubEvent::Placed { .. })
        )
    }

    /// The members whose cards it may change beyond the ranks it moves:
    /// a game's players, who joined, left or entered.
    #[must_use]
    pub fn members(&self) -> Vec<MemberId> {
        self.recorded.members()
    }

    /// Its columns, as [`SequenceEntry::try_from`] reads them back.
    fn row(&self, club: i64) -> StoreResult<ClubEventRow> {
        let stored_round = |period: &RatingPeriod| {
            i32::try_from(period.round)
                .map_err(|_| StoreError::Corrupt(format!("round {} is too large", period.round)))
        };
        let mut row = ClubEventRow {
            id: 0,
            club_id: club,
            seq: 0,
            kind: ClubEventKind::Decay,
            member_id: None,
            white_id: None,
            black_id: None,
            result: None,
            time_control: None,
            on_day: self.on,
            status: None,
            recorded_by: None,
            recorded_at: self.now,
            corrected_at: None,
            tournament_id: self.slq,
            period_round: self.slq.map(|_| 0),
            players: None,
            game_number: None,
        };
        let period = |row: &mut ClubEventRow, period: &RatingPeriod| -> StoreResult<()> {
            row.tournament_id = Some(period.event);
            row.period_round = Some(stored_round(period)?);
            Ok(())
        };
        match &self.recorded {
            Recorded::Game { game, report } => {
                row.kind = if game.ladder {
                    ClubEventKind::Game
                } else {
                    ClubEventKind::QualifierGame
                };
                row.white_id = Some(game.white);
                row.black_id = Some(game.black);
                row.result = Some(report.result);
                row.time_control = Some(game.control);
                row.status = Some(report.status);
                row.recorded_by = report.recorded_by;
                row.game_number = report.number;
                if let Some(rated_in) = &game.rated_in {
                    period(&mut row, rated_in)?;
                }
            }
            Recorded::Event(event) => match event {
                ClubEvent::Joined { player, .. } => {
                    row.kind = ClubEventKind::Joined;
                    row.member_id = Some(*player);
                }
                ClubEvent::Left { player } => {
                    row.kind = ClubEventKind::Left;
                    row.member_id = Some(*player);
                }
                ClubEvent::Qualifier { player } => {
                    row.kind = ClubEventKind::Qualifier;
                    row.member_id = Some(*player);
                }
                ClubEvent::Game(_) => {
                    return Err(StoreError::Corrupt("a game without its report".into()));
                }
                ClubEvent::Decay { .. } => row.kind = ClubEventKind::Decay,
                ClubEvent::SeasonClosed { .. } => row.kind = ClubEventKind::SeasonClosed,
                ClubEvent::PeriodStart { period: p } => {
                    row.kind = ClubEventKind::PeriodStart;
                    period(&mut row, p)?;
                }
                ClubEvent::Rated { period: p, control } => {
                    row.kind = ClubEventKind::Rated;
                    row.time_control = Some(*control);
                    period(&mut row, p)?;
                }
                ClubEvent::Placed { standings } => {
                    row.kind = ClubEventKind::Placed;
                    row.players = Some(standings_json(standings));
                }
            },
        }
        Ok(row)
    }
}

/// A placement's standings as its column holds them: a JSON array of ids.
fn standings_json(standings: &[MemberId]) -> String {
    let ids: Vec<String> = standings.iter().map(|m| m.0.to_string()).collect();
    format!("[{}]", ids.join(","))
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
    pub async fn club_events(&self, club: i64) -> StoreResult<Vec<SequenceEntry>> {
        let sql = sequence_sql();
        let rows =
            on_backend!(&self.read, p => sqlx::query_as(&sql).bind(club).fetch_all(p).await)?;
        entries(rows)
    }
}

impl Tx {
    /// A club's whole sequence, in order, read in the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_events(&mut self, club: i64) -> StoreResult<Vec<SequenceEntry>> {
        let sql = sequence_sql();
        let rows = on_backend!(&mut self.0, tx => sqlx::query_as(&sql).bind(club).fetch_all(&mut **tx).await)?;
        entries(rows)
    }

    /// One entry of a club's sequence.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_event(&mut self, club: i64, id: i64) -> StoreResult<Option<SequenceEntry>> {
        let sql = format!("SELECT {EVENT_COLUMNS} FROM club_events WHERE club_id = $1 AND id = $2");
        let row: Option<ClubEventRow> = on_backend!(&mut self.0, tx => sqlx::query_as(&sql).bind(club).bind(id).fetch_optional(&mut **tx).await)?;
        row.map(SequenceEntry::try_from).transpose()
    }

    /// Adds `event` at the end of `club`'s sequence (the caller holds the
    /// club: [`Tx::lock_club`]); returns its id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn append_club_event(&mut self, club: i64, event: &NewClubEvent) -> StoreResult<i64> {
        let row = event.row(club)?;
        let sql = "INSERT INTO club_events (club_id, seq, kind, member_id, white_id, black_id, result, \
                   time_control, on_day, status, recorded_by, recorded_at, tournament_id, period_round, \
                   players, game_number) \
                   VALUES ($1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM club_events WHERE club_id = $1), \
                   $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id";
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(row.club_id)
            .bind(row.kind.as_str())
            .bind(row.member_id.map(|m| m.0))
            .bind(row.white_id.map(|m| m.0))
            .bind(row.black_id.map(|m| m.0))
            .bind(row.result.map(|r| r.as_str()))
            .bind(row.time_control.map(|c| c.to_string()))
            .bind(row.on_day.to_string())
            .bind(row.status.map(|s| s.as_str()))
            .bind(row.recorded_by.map(|m| m.0))
            .bind(row.recorded_at)
            .bind(row.tournament_id)
            .bind(row.period_round)
            .bind(row.players.as_deref())
            .bind(row.game_number)
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

    /// Rewrites the standings of an entry (the SLQ's placement, when a
    /// corrected result changes them).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_club_event_players(
        &mut self,
        id: i64,
        standings: &[MemberId],
    ) -> StoreResult<()> {
        let sql = "UPDATE club_events SET players = $2 WHERE id = $1";
        let players = standings_json(standings);
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(&players)
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
    ) -> StoreResult<Vec<SequenceEntry>> {
        let sql = format!(
            "SELECT {EVENT_COLUMNS} FROM club_events WHERE club_id = $1 AND white_id = $2 \
             AND black_id = $3 AND on_day = $4 AND result = $5 AND time_control = $6 \
             AND game_number IS NOT NULL ORDER BY seq"
        );
        let rows = on_backend!(&mut self.0, tx => sqlx::query_as(&sql)
            .bind(club).bind(key.white.0).bind(key.black.0).bind(key.on.to_string())
            .bind(key.result.as_str()).bind(key.control.to_string())
            .fetch_all(&mut **tx).await)?;
        entries(rows)
    }
}
