//! Tournaments (tournaments.md): settings, entrants, rounds with their
//! seeds, Double Round Robin groups, and the link from games to rounds.
//! Scores are not stored: they follow from the games' results.

mod entries;

mod rounds;

use crate::query::{Arg, Source, qualified};
use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, EndReason, GameStatus, Seats, TimeControl};
use redqueen_domain::tournament::{
    PairingSystem, RoundStatus, TournamentEnding, TournamentKind, TournamentStatus,
};

use crate::backend::{Store, Tx};
use crate::error::StoreResult;
use crate::fields::stored_row;

pub use entries::{Entry, Leaving};
pub use rounds::{GameSeat, TournamentEnd};

stored_row! {
    /// A tournament as stored.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct TournamentRow {
        pub id: String,
        pub name: String,
        pub kind: TournamentKind,
        pub time_control: TimeControl,
        pub rated: bool,
        pub system: PairingSystem,
        /// Double Round Robin: the most players in a group.
        pub group_size: Option<i32>,
        /// Swiss: the number of rounds.
        pub swiss_rounds: Option<i32>,
        pub signup_opens_at: i64,
        pub signup_closes_at: i64,
        pub starts_at: i64,
        pub min_players: i32,
        pub max_players: i32,
        pub rating_min: Option<i32>,
        pub rating_max: Option<i32>,
        pub vacation_allowed: bool,
        pub status: TournamentStatus,
        pub entrant_count: i32,
        /// The round being played (0 before the start).
        pub current_round: i32,
        pub winner_id: Option<MemberId>,
        pub end_reason: Option<TournamentEnding>,
        pub created_by: MemberId,
        pub created_at: i64,
        pub finished_at: Option<i64>,
        /// Live: the pause after each round (and each Berger round of a
        /// group) before play resumes; 0 for correspondence.
        pub round_pause_ms: i64,
    }
}

const TOURNAMENT_COLUMNS: &str = TournamentRow::COLUMNS;

stored_row! {
    /// A member who entered a tournament.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct EntrantRow {
        pub user_id: MemberId,
        pub username: String,
        pub joined_at: i64,
        pub withdrawn: bool,
        pub disqualified: bool,
        /// The rating the final standings used, once the tournament ended.
        pub final_rating: Option<i32>,
    }
}

stored_row! {
    /// A round as stored.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct RoundRow {
        pub number: i32,
        /// The round's `u64` seed, stored bit for bit in a signed column.
        pub seed: i64,
        pub status: RoundStatus,
        pub bye_user_id: Option<MemberId>,
        pub started_at: i64,
        pub finished_at: Option<i64>,
        /// Live Double Round Robin: the Berger round being played, from 1
        /// (always 1 otherwise).
        pub slot: i32,
        /// When play resumes after the pause that follows the games
        /// played so far; `None` while they are being played.
        pub resume_at: Option<i64>,
    }
}

stored_row! {
    /// A player's place in a Double Round Robin group.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct GroupPlayerRow {
        pub round: i32,
        pub group_number: i32,
        pub seat: i32,
        pub user_id: MemberId,
        /// The rating the round's decision used, once decided.
        pub rating: Option<i32>,
    }
}

stored_row! {
    /// A game of a tournament with what scoring needs from it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct TournamentGameRow {
        pub game_id: String,
        pub round: i32,
        pub group_number: i32,
        pub board: i32,
        /// The Berger round of a live group (1 otherwise).
        pub slot: i32,
        pub white_id: MemberId,
        pub black_id: MemberId,
        /// The game's `status`, `winner` and `end_reason`.
        pub status: GameStatus,
        pub winner: Option<Color>,
        pub end_reason: Option<EndReason>,
    }
}

impl Seats for TournamentGameRow {
    fn white_player(&self) -> MemberId {
        self.white_id
    }
    fn black_player(&self) -> MemberId {
        self.black_id
    }
}

/// Everything stored about one tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRecord {
    pub tournament: TournamentRow,
    /// By joining order.
    pub entrants: Vec<EntrantRow>,
    /// By number.
    pub rounds: Vec<RoundRow>,
    /// By round, group and seat.
    pub group_players: Vec<GroupPlayerRow>,
    /// By round, Berger round, group and board.
    pub games: Vec<TournamentGameRow>,
}

async fn load_record(mut source: Source<'_>, id: &str) -> StoreResult<Option<TournamentRecord>> {
    let args = [Arg::Text(id)];
    let sql = format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1");
    let Some(tournament) = source.first(&sql, &args).await? else {
        return Ok(None);
    };
    let entrants = source
        .all(
            "SELECT e.user_id, u.username, e.joined_at, e.withdrawn, e.disqualified, e.final_rating \
             FROM tournament_entrants e JOIN users u ON u.id = e.user_id \
             WHERE e.tournament_id = $1 ORDER BY e.joined_at, e.user_id",
            &args,
        )
        .await?;
    let rounds = source
        .all(
            "SELECT number, seed, status, bye_user_id, started_at, finished_at, slot, resume_at \
             FROM tournament_rounds WHERE tournament_id = $1 ORDER BY number",
            &args,
        )
        .await?;
    let group_players = source
        .all(
            "SELECT round, group_number, seat, user_id, rating FROM tournament_group_players \
             WHERE tournament_id = $1 ORDER BY round, group_number, seat",
            &args,
        )
        .await?;
    let games = source
        .all(
            "SELECT t.game_id, t.round, t.group_number, t.board, t.slot, g.white_id, g.black_id, \
             g.status, g.winner, g.end_reason \
             FROM tournament_games t JOIN games g ON g.id = t.game_id \
             WHERE t.tournament_id = $1 ORDER BY t.round, t.slot, t.group_number, t.board",
            &args,
        )
        .await?;
    Ok(Some(TournamentRecord {
        tournament,
        entrants,
        rounds,
        group_players,
        games,
    }))
}

/// Which tournaments a list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentList {
    /// Not started yet, soonest first.
    Upcoming,
    /// Being played, latest start first.
    InProgress,
    /// Finished or cancelled, latest end first.
    Over,
}

impl Store {
    /// Everything about the tournament `id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournament_record(&self, id: &str) -> StoreResult<Option<TournamentRecord>> {
        load_record(Source::Read(self), id).await
    }

    /// The tournament `id`, without its players, rounds and games.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournament(&self, id: &str) -> StoreResult<Option<TournamentRow>> {
        let sql = format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1");
        Source::Read(self).first(&sql, &[Arg::Text(id)]).await
    }

    /// The tournament and round each of `game_ids` was paired in, for
    /// their pages and lists: `(game id, tournament id, name, round)`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournaments_of_games(
        &self,
        game_ids: &[&str],
    ) -> StoreResult<Vec<(String, String, String, i32)>> {
        if game_ids.is_empty() {
            return Ok(Vec::new());
        }
        let placeholders: Vec<String> = (1..=game_ids.len()).map(|n| format!("${n}")).collect();
        let sql = format!(
            "SELECT g.game_id, t.id, t.name, g.round FROM tournament_games g \
             JOIN tournaments t ON t.id = g.tournament_id WHERE g.game_id IN ({})",
            placeholders.join(", ")
        );
        let args: Vec<Arg<'_>> = game_ids.iter().map(|id| Arg::Text(id)).collect();
        Source::Read(self).all(&sql, &args).await
    }

    /// The tournaments of one list, at most `limit`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournaments(
        &self,
        list: TournamentList,
        limit: i64,
    ) -> StoreResult<Vec<TournamentRow>> {
        let (filter, order) = match list {
            TournamentList::Upcoming => ("status = 'upcoming'", "starts_at, id"),
            TournamentList::InProgress => ("status = 'in_progress'", "starts_at DESC, id"),
            TournamentList::Over => (
                "status IN ('finished', 'cancelled')",
                "finished_at DESC, id",
            ),
        };
        let sql = format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE {filter} ORDER BY {order} LIMIT $1"
        );
        Source::Read(self).all(&sql, &[Arg::Int(limit)]).await
    }

    /// The finished tournaments `member` played in, latest end first, at
    /// most `limit` (their profile's results).
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournaments_played(
        &self,
        member: MemberId,
        limit: i64,
    ) -> StoreResult<Vec<TournamentRow>> {
        let columns = qualified(TOURNAMENT_COLUMNS, "t");
        let sql = format!(
            "SELECT {columns} FROM tournaments t JOIN tournament_entrants e ON e.tournament_id = t.id \
             WHERE e.user_id = $1 AND t.status = 'finished' ORDER BY t.finished_at DESC, t.id LIMIT $2"
        );
        Source::Read(self)
            .all(&sql, &[Arg::Member(member), Arg::Int(limit)])
            .await
    }

    /// Upcoming tournaments whose start is at or before `now`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournaments_due(&self, now: i64, limit: i64) -> StoreResult<Vec<String>> {
        let rows: Vec<(String,)> = Source::Read(self)
            .all(
                "SELECT id FROM tournaments WHERE status = 'upcoming' AND starts_at <= $1 \
                 ORDER BY starts_at LIMIT $2",
                &[Arg::Int(now), Arg::Int(limit)],
            )
            .await?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    /// Rounds still marked as being played whose games started so far have
    /// all ended (tournaments.md: "a round ends when all its games have
    /// ended"), and whose pause, if one was begun, is over at `now`, as
    /// (tournament, round number): the director decides what follows.
    ///
    /// # Errors
    /// The database failed.
    pub async fn rounds_over(&self, now: i64, limit: i64) -> StoreResult<Vec<(String, i32)>> {
        Source::Read(self)
            .all(
                "SELECT r.tournament_id, r.number FROM tournament_rounds r \
                 WHERE r.status = 'playing' AND (r.resume_at IS NULL OR r.resume_at <= $2) \
                 AND NOT EXISTS ( \
                   SELECT 1 FROM tournament_games t JOIN games g ON g.id = t.game_id \
                   WHERE t.tournament_id = r.tournament_id AND t.round = r.number \
                   AND g.status = 'started') \
                 ORDER BY r.started_at LIMIT $1",
                &[Arg::Int(limit), Arg::Int(now)],
            )
            .await
    }
}

impl Tx {
    /// Everything about the tournament `id`, as this transaction sees it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournament_record(&mut self, id: &str) -> StoreResult<Option<TournamentRecord>> {
        load_record(Source::Write(self), id).await
    }

    /// Stores a new tournament (its status, counters and end as given).
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_tournament(&mut self, t: &TournamentRow) -> StoreResult<()> {
        let sql = format!(
            "INSERT INTO tournaments ({TOURNAMENT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, \
             $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, \
             $25)"
        );
        let int = |n: Option<i32>| Arg::OptInt(n.map(i64::from));
        let time_control = t.time_control.to_string();
        self.run(
            &sql,
            &[
                Arg::Text(&t.id),
                Arg::Text(&t.name),
                Arg::Text(t.kind.as_str()),
                Arg::Text(&time_control),
                Arg::Bool(t.rated),
                Arg::Text(t.system.as_str()),
                int(t.group_size),
                int(t.swiss_rounds),
                Arg::Int(t.signup_opens_at),
                Arg::Int(t.signup_closes_at),
                Arg::Int(t.starts_at),
                Arg::Int(t.min_players.into()),
                Arg::Int(t.max_players.into()),
                int(t.rating_min),
                int(t.rating_max),
                Arg::Bool(t.vacation_allowed),
                Arg::Text(t.status.as_str()),
                Arg::Int(t.entrant_count.into()),
                Arg::Int(t.current_round.into()),
                Arg::OptMember(t.winner_id),
                Arg::OptText(t.end_reason.map(TournamentEnding::as_str)),
                Arg::Member(t.created_by),
                Arg::Int(t.created_at),
                Arg::OptInt(t.finished_at),
                Arg::Int(t.round_pause_ms),
            ],
        )
        .await?;
        Ok(())
    }
}
