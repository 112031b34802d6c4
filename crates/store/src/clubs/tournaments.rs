//! Club events (clubs-and-ladder.md "Events"), kept as tournaments: the
//! event with its announcement, its entries, and each round's boards.
//! Every change runs in the club's transaction (under [`Tx::lock_club`]),
//! because results join the club's recorded sequence.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{
    BoardKind, ClubControl, ClubGameStatus, EventFormat, EventStatus, GameResult,
};
use redqueen_domain::vacation::Day;

use crate::backend::{Store, Tx};
use crate::error::StoreResult;
use crate::fields::stored_row;
use crate::query::{Arg, Source};

stored_row! {
    /// A club event as stored.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ClubTournamentRow {
        pub id: i64,
        pub club_id: i64,
        pub name: String,
        pub format: EventFormat,
        pub time_control: ClubControl,
        pub is_open: bool,
        pub on_server: bool,
        pub announcement: String,
        pub status: EventStatus,
        pub rounds_paired: i32,
        pub seed: i64,
        pub created_by: MemberId,
        pub created_at: i64,
        pub finished_at: Option<i64>,
    }
}

stored_row! {
    /// An entry of a club event, with the player's name.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ClubEntryRow {
        pub member_id: MemberId,
        pub username: String,
        pub is_member: bool,
        pub section: Option<i32>,
        pub seat: Option<i32>,
        /// The place in the field as seated, strongest first (from 1);
        /// `None` for a late entry and an entry seated before seeds were
        /// kept.
        pub seed: Option<i32>,
        pub entered_round: i32,
        pub withdrawn_after: Option<i32>,
        pub entered_at: i64,
    }
}

stored_row! {
    /// A board of a round: a game, a forfeit, a bye or a rest.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ClubBoardRow {
        pub id: i64,
        pub round: i32,
        pub section: i32,
        pub board: i32,
        pub kind: BoardKind,
        pub white_id: MemberId,
        pub white_name: String,
        pub black_id: Option<MemberId>,
        pub black_name: Option<String>,
        pub result: Option<GameResult>,
        pub status: Option<ClubGameStatus>,
        pub played_on: Day,
        pub club_event_id: Option<i64>,
        pub game_id: Option<String>,
    }
}

/// A new club event.
#[derive(Debug, Clone, Copy)]
pub struct NewClubTournament<'a> {
    pub club: i64,
    pub name: &'a str,
    pub format: EventFormat,
    pub control: ClubControl,
    pub is_open: bool,
    pub on_server: bool,
    pub announcement: &'a str,
    pub seed: i64,
    pub created_by: MemberId,
    pub now: i64,
}

/// A board to store.
#[derive(Debug, Clone, Copy)]
pub struct NewClubBoard {
    pub round: i32,
    pub section: i32,
    pub board: i32,
    pub kind: BoardKind,
    pub white: MemberId,
    pub black: Option<MemberId>,
    pub result: Option<GameResult>,
    pub played_on: Day,
}

const TOURNAMENT_COLUMNS: &str = ClubTournamentRow::COLUMNS;

const ENTRY_SQL: &str = "SELECT e.member_id, u.username, e.is_member, e.section, e.seat, \
     e.seed, e.entered_round, e.withdrawn_after, e.entered_at FROM club_tournament_entries e \
     JOIN users u ON u.id = e.member_id WHERE e.tournament_id = $1 ORDER BY e.entered_at, e.member_id";

const BOARD_SQL: &str = "SELECT g.id, g.round, g.section, g.board, g.kind, g.white_id, \
     w.username AS white_name, g.black_id, b.username AS black_name, g.result, g.status, \
     g.played_on, g.club_event_id, g.game_id FROM club_tournament_games g \
     JOIN users w ON w.id = g.white_id LEFT JOIN users b ON b.id = g.black_id \
     WHERE g.tournament_id = $1 ORDER BY g.round, g.section, g.board";

async fn tournament(
    mut source: Source<'_>,
    club: i64,
    id: i64,
) -> StoreResult<Option<ClubTournamentRow>> {
    let sql =
        format!("SELECT {TOURNAMENT_COLUMNS} FROM club_tournaments WHERE club_id = $1 AND id = $2");
    source.first(&sql, &[Arg::Int(club), Arg::Int(id)]).await
}

impl Store {
    /// Club `club`'s event `id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_tournament(
        &self,
        club: i64,
        id: i64,
    ) -> StoreResult<Option<ClubTournamentRow>> {
        tournament(Source::Read(self), club, id).await
    }

    /// Club `club`'s events, the latest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_tournaments(&self, club: i64) -> StoreResult<Vec<ClubTournamentRow>> {
        let sql = format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM club_tournaments WHERE club_id = $1 \
             ORDER BY created_at DESC, id DESC"
        );
        Source::Read(self).all(&sql, &[Arg::Int(club)]).await
    }

    /// The club events not finished that `member` is entered in and has
    /// not withdrawn from, as (club, event): what a ban or a deletion
    /// takes them out of (product.md §11).
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_events_entered(&self, member: MemberId) -> StoreResult<Vec<(i64, i64)>> {
        let sql = "SELECT t.club_id, t.id FROM club_tournament_entries e \
                   JOIN club_tournaments t ON t.id = e.tournament_id \
                   WHERE e.member_id = $1 AND e.withdrawn_after IS NULL AND t.status <> 'finished' \
                   ORDER BY t.id";
        Source::Read(self).all(sql, &[Arg::Member(member)]).await
    }

    /// An event's entries, in the order they entered.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_entries(&self, tournament: i64) -> StoreResult<Vec<ClubEntryRow>> {
        Source::Read(self)
            .all(ENTRY_SQL, &[Arg::Int(tournament)])
            .await
    }

    /// An event's boards, round by round.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_boards(&self, tournament: i64) -> StoreResult<Vec<ClubBoardRow>> {
        Source::Read(self)
            .all(BOARD_SQL, &[Arg::Int(tournament)])
            .await
    }
}

impl Tx {
    /// Club `club`'s event `id`, read in the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_tournament(
        &mut self,
        club: i64,
        id: i64,
    ) -> StoreResult<Option<ClubTournamentRow>> {
        tournament(Source::Write(self), club, id).await
    }

    /// An event's entries, read in the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_entries(&mut self, tournament: i64) -> StoreResult<Vec<ClubEntryRow>> {
        Source::Write(self)
            .all(ENTRY_SQL, &[Arg::Int(tournament)])
            .await
    }

    /// An event's boards, read in the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_boards(&mut self, tournament: i64) -> StoreResult<Vec<ClubBoardRow>> {
        Source::Write(self)
            .all(BOARD_SQL, &[Arg::Int(tournament)])
            .await
    }

    /// Creates a club event taking entries; returns its id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_club_tournament(
        &mut self,
        new: &NewClubTournament<'_>,
    ) -> StoreResult<i64> {
        let sql = "INSERT INTO club_tournaments (club_id, name, format, time_control, is_open, \
                   on_server, announcement, status, seed, created_by, created_at) \
                   VALUES ($1, $2, $3, $4, $5, $6, $7, 'entries', $8, $9, $10) RETURNING id";
        let (format, control) = (new.format.to_string(), new.control.to_string());
        let rows: Vec<(i64,)> = Source::Write(self)
            .all(
                sql,
                &[
                    Arg::Int(new.club),
                    Arg::Text(new.name),
                    Arg::Text(&format),
                    Arg::Text(&control),
                    Arg::Bool(new.is_open),
                    Arg::Bool(new.on_server),
                    Arg::Text(new.announcement),
                    Arg::Int(new.seed),
                    Arg::Member(new.created_by),
                    Arg::Int(new.now),
                ],
            )
            .await?;
        Ok(rows.first().map_or(0, |r| r.0))
    }

    /// Enters `member` before round `round`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_club_entry(
        &mut self,
        tournament: i64,
        member: MemberId,
        is_member: bool,
        round: i32,
        now: i64,
    ) -> StoreResult<()> {
        let sql = "INSERT INTO club_tournament_entries (tournament_id, member_id, is_member, \
                   entered_round, entered_at) VALUES ($1, $2, $3, $4, $5)";
        self.run(
            sql,
            &[
                Arg::Int(tournament),
                Arg::Member(member),
                Arg::Bool(is_member),
                Arg::Int(round.into()),
                Arg::Int(now),
            ],
        )
        .await?;
        Ok(())
    }

    /// Takes back an entry made before the start.
    ///
    /// # Errors
    /// The database failed.
    pub async fn delete_club_entry(
        &mut self,
        tournament: i64,
        member: MemberId,
    ) -> StoreResult<()> {
        let sql = "DELETE FROM club_tournament_entries WHERE tournament_id = $1 AND member_id = $2";
        self.run(sql, &[Arg::Int(tournament), Arg::Member(member)])
            .await?;
        Ok(())
    }

    /// Seats `member` in `section` at `seat`, with their `seed` (their
    /// place in the field, strongest first) when the field is seated.
    ///
    /// # Errors
    /// The database failed.
    pub async fn seat_club_entry(
        &mut self,
        tournament: i64,
        member: MemberId,
        section: i32,
        seat: i32,
        seed: Option<i32>,
    ) -> StoreResult<()> {
        let sql = "UPDATE club_tournament_entries SET section = $3, seat = $4, seed = $5 \
                   WHERE tournament_id = $1 AND member_id = $2";
        self.run(
            sql,
            &[
                Arg::Int(tournament),
                Arg::Member(member),
                Arg::Int(section.into()),
                Arg::Int(seat.into()),
                Arg::OptInt(seed.map(i64::from)),
            ],
        )
        .await?;
        Ok(())
    }

    /// Withdraws `member` after round `round`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn withdraw_club_entry(
        &mut self,
        tournament: i64,
        member: MemberId,
        round: i32,
    ) -> StoreResult<()> {
        let sql = "UPDATE club_tournament_entries SET withdrawn_after = $3 \
                   WHERE tournament_id = $1 AND member_id = $2";
        self.run(
            sql,
            &[
                Arg::Int(tournament),
                Arg::Member(member),
                Arg::Int(round.into()),
            ],
        )
        .await?;
        Ok(())
    }

    /// Stores a board of a round; returns its id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_club_board(
        &mut self,
        tournament: i64,
        board: &NewClubBoard,
    ) -> StoreResult<i64> {
        let sql = "INSERT INTO club_tournament_games (tournament_id, round, section, board, kind, \
                   white_id, black_id, result, played_on) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
                   RETURNING id";
        let played_on = board.played_on.to_string();
        let rows: Vec<(i64,)> = Source::Write(self)
            .all(
                sql,
                &[
                    Arg::Int(tournament),
                    Arg::Int(board.round.into()),
                    Arg::Int(board.section.into()),
                    Arg::Int(board.board.into()),
                    Arg::Text(board.kind.as_str()),
                    Arg::Member(board.white),
                    Arg::OptMember(board.black),
                    Arg::OptText(board.result.map(|r| r.as_str())),
                    Arg::Text(&played_on),
                ],
            )
            .await?;
        Ok(rows.first().map_or(0, |r| r.0))
    }

    /// Records a board's result and where it stands, and the sequence
    /// entry it joined.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_club_board_result(
        &mut self,
        id: i64,
        result: GameResult,
        status: ClubGameStatus,
        club_event: Option<i64>,
    ) -> StoreResult<()> {
        let sql = "UPDATE club_tournament_games SET result = $2, status = $3, \
                   club_event_id = COALESCE($4, club_event_id) WHERE id = $1";
        self.run(
            sql,
            &[
                Arg::Int(id),
                Arg::Text(result.as_str()),
                Arg::Text(status.as_str()),
                Arg::OptInt(club_event),
            ],
        )
        .await?;
        Ok(())
    }

    /// Links a board to the game played for it on the server.
    ///
    /// # Errors
    /// The database failed.
    pub async fn link_club_board_game(&mut self, id: i64, game: &str) -> StoreResult<()> {
        let sql = "UPDATE club_tournament_games SET game_id = $2 WHERE id = $1";
        self.run(sql, &[Arg::Int(id), Arg::Text(game)]).await?;
        Ok(())
    }

    /// The event and board a game on the server is played for.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_board_of_game(&mut self, game: &str) -> StoreResult<Option<(i64, i64)>> {
        let sql = "SELECT tournament_id, id FROM club_tournament_games WHERE game_id = $1";
        Source::Write(self).first(sql, &[Arg::Text(game)]).await
    }

    /// A board's game not played: the present player wins by forfeit.
    ///
    /// # Errors
    /// The database failed.
    pub async fn forfeit_club_board(&mut self, id: i64, result: GameResult) -> StoreResult<()> {
        let sql = "UPDATE club_tournament_games SET kind = 'forfeit', result = $2, \
                   status = 'confirmed' WHERE id = $1";
        self.run(sql, &[Arg::Int(id), Arg::Text(result.as_str())])
            .await?;
        Ok(())
    }

    /// Moves an event on: the rounds paired, its status.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_club_tournament_progress(
        &mut self,
        id: i64,
        rounds_paired: i32,
        status: EventStatus,
        finished_at: Option<i64>,
    ) -> StoreResult<()> {
        let sql = "UPDATE club_tournaments SET rounds_paired = $2, status = $3, finished_at = $4 \
                   WHERE id = $1";
        self.run(
            sql,
            &[
                Arg::Int(id),
                Arg::Int(rounds_paired.into()),
                Arg::Text(status.as_str()),
                Arg::OptInt(finished_at),
            ],
        )
        .await?;
        Ok(())
    }
}
