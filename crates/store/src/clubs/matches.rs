//! Matches between clubs (issue 52, docs/clubs.md): the invitation and
//! its settings, the two rosters, and the games of the boards — or, over
//! the board, the boards and their reported results. The score is not
//! stored: it follows from the results.
//!
//! Every change of a roster first takes the match's row
//! ([`Tx::lock_club_match`]), and so does the start: a join is wholly
//! before the start or refused after it, whichever server serves it.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{BoardReport, ClubGameStatus, MatchKind, MatchStatus, Side, forfeited};
use redqueen_domain::game::{Color, EndReason, GameStatus, Seats, TimeControl};
use redqueen_domain::result::GameResult;

use crate::backend::{Store, Tx};
use crate::error::StoreResult;
use crate::fields::stored_row;
use crate::query::{Arg, Source};

stored_row! {
    /// A match as stored, with its clubs' names.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ClubMatchRow {
        pub id: String,
        pub inviting_club_id: i64,
        pub invited_club_id: i64,
        pub kind: MatchKind,
        pub time_control: TimeControl,
        pub min_boards: i32,
        pub max_boards: i32,
        pub rated: bool,
        pub rating_min: Option<i32>,
        pub rating_max: Option<i32>,
        pub starts_at: i64,
        pub description: String,
        pub status: MatchStatus,
        pub decline_reason: Option<String>,
        /// The boards played, once started (0 before).
        pub boards: i32,
        pub invited_by: MemberId,
        pub answered_by: Option<MemberId>,
        pub created_at: i64,
        pub answered_at: Option<i64>,
        pub finished_at: Option<i64>,
        pub inviting_name: String = "(SELECT c.name FROM clubs c WHERE c.id = m.inviting_club_id)",
        pub invited_name: String = "(SELECT c.name FROM clubs c WHERE c.id = m.invited_club_id)",
    }
}

impl ClubMatchRow {
    /// The club of `side`.
    #[must_use]
    pub const fn club_of(&self, side: Side) -> i64 {
        match side {
            Side::Inviting => self.inviting_club_id,
            Side::Invited => self.invited_club_id,
        }
    }
}

const MATCH_COLUMNS: &str = ClubMatchRow::COLUMNS;

stored_row! {
    /// A member on a match's roster.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct MatchPlayerRow {
        pub user_id: MemberId,
        pub username: String = "(SELECT u.username FROM users u WHERE u.id = p.user_id)",
        pub side: Side,
        pub joined_at: i64,
        /// The board played, once started; `None` for a reserve.
        pub board: Option<i32>,
        /// The rating that ordered the boards, kept at the start.
        pub rating: Option<i32>,
    }
}

const PLAYER_COLUMNS: &str = MatchPlayerRow::COLUMNS;

stored_row! {
    /// A game of a match's board, with what the score needs from it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct MatchGameRow {
        pub game_id: String = "t.game_id",
        pub board: i32 = "t.board",
        pub white_side: Side = "t.white_side",
        pub white_id: MemberId = "g.white_id",
        pub black_id: MemberId = "g.black_id",
        pub status: GameStatus = "g.status",
        pub winner: Option<Color> = "g.winner",
        pub end_reason: Option<EndReason> = "g.end_reason",
        /// Half-moves played, for the boards table.
        pub ply: i32 = "g.ply",
    }
}

impl Seats for MatchGameRow {
    fn white_player(&self) -> MemberId {
        self.white_id
    }
    fn black_player(&self) -> MemberId {
        self.black_id
    }
}

stored_row! {
    /// A board of a match over the board, with its players and its result
    /// as reported.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct MatchBoardRow {
        pub board: i32 = "b.board",
        pub white_id: MemberId = "b.white_id",
        pub black_id: MemberId = "b.black_id",
        pub white_name: String = "(SELECT u.username FROM users u WHERE u.id = b.white_id)",
        pub black_name: String = "(SELECT u.username FROM users u WHERE u.id = b.black_id)",
        /// The club whose player has White.
        pub white_side: Side = "b.white_side",
        pub result: Option<GameResult> = "b.result",
        pub reported_side: Option<Side> = "b.reported_side",
        pub status: Option<ClubGameStatus> = "b.status",
    }
}

impl MatchBoardRow {
    /// Its result as reported, by which club and where it stands; `None`
    /// before a report.
    #[must_use]
    pub fn report(&self) -> Option<BoardReport> {
        Some(BoardReport {
            result: self.result?,
            by: self.reported_side?,
            status: self.status?,
        })
    }

    /// Its result once both clubs agree on it.
    #[must_use]
    pub fn confirmed(&self) -> Option<GameResult> {
        agreed(self.result, self.status)
    }
}

/// A board's result once both clubs agree on it (its status confirmed).
fn agreed(result: Option<GameResult>, status: Option<ClubGameStatus>) -> Option<GameResult> {
    result.filter(|_| status == Some(ClubGameStatus::Confirmed))
}

/// `$1, $2, ...` and the arguments of `ids`, for `IN (...)`.
fn in_list<'a>(ids: &[&'a str]) -> (String, Vec<Arg<'a>>) {
    let places: Vec<String> = (1..=ids.len()).map(|n| format!("${n}")).collect();
    (
        places.join(", "),
        ids.iter().map(|id| Arg::Text(id)).collect(),
    )
}

stored_row! {
    /// A board of one of several matches over the board, as their scores
    /// need it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ScoredBoard {
        pub match_id: String = "b.match_id",
        pub white_side: Side = "b.white_side",
        pub result: Option<GameResult> = "b.result",
        pub status: Option<ClubGameStatus> = "b.status",
    }
}

impl ScoredBoard {
    /// Its result once both clubs agree on it.
    #[must_use]
    pub fn confirmed(&self) -> Option<GameResult> {
        agreed(self.result, self.status)
    }
}

stored_row! {
    /// A game of one of several matches, as their scores need it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ScoredGame {
        pub match_id: String = "t.match_id",
        pub white_side: Side = "t.white_side",
        pub status: GameStatus = "g.status",
        pub winner: Option<Color> = "g.winner",
    }
}

/// Everything stored about one match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClubMatchRecord {
    pub row: ClubMatchRow,
    /// By joining order.
    pub players: Vec<MatchPlayerRow>,
    /// By board, then game.
    pub games: Vec<MatchGameRow>,
    /// Over the board, by board.
    pub boards: Vec<MatchBoardRow>,
}

/// A match a member played on a board, with their games' results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMatch {
    pub id: String,
    pub inviting_club_id: i64,
    pub inviting_name: String,
    pub invited_name: String,
    pub board: i32,
    pub status: MatchStatus,
    /// Each game's result once it has one (over the board, once both
    /// clubs agree), and its White.
    pub games: Vec<(Option<GameResult>, MemberId)>,
}

stored_row! {
    /// A match a member played on a board, as the query reads it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    struct PlayedRow {
        id: String = "m.id",
        inviting_club_id: i64 = "m.inviting_club_id",
        inviting_name: String = "(SELECT c.name FROM clubs c WHERE c.id = m.inviting_club_id)",
        invited_name: String = "(SELECT c.name FROM clubs c WHERE c.id = m.invited_club_id)",
        board: i32 = "p.board",
        status: MatchStatus = "m.status",
    }
}

stored_row! {
    /// A member's game of a match, as their score needs it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    struct MemberGame {
        status: GameStatus = "g.status",
        winner: Option<Color> = "g.winner",
        white_id: MemberId = "g.white_id",
    }
}

stored_row! {
    /// A member's board of a match over the board, as their score needs
    /// it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    struct MemberBoard {
        result: Option<GameResult> = "b.result",
        status: Option<ClubGameStatus> = "b.status",
        white_id: MemberId = "b.white_id",
    }
}

stored_row! {
    /// A board of a member who leaves, to forfeit.
    #[derive(Debug, Clone, PartialEq, Eq)]
    struct LeaverBoard {
        match_id: String = "b.match_id",
        board: i32 = "b.board",
        white_id: MemberId = "b.white_id",
        white_side: Side = "b.white_side",
    }
}

/// What a director's invitation stores.
#[derive(Debug, Clone, Copy)]
pub struct NewClubMatch<'a> {
    pub id: &'a str,
    pub inviting_club_id: i64,
    pub invited_club_id: i64,
    pub kind: MatchKind,
    pub time_control: TimeControl,
    pub min_boards: i32,
    pub max_boards: i32,
    pub rated: bool,
    pub rating_min: Option<i32>,
    pub rating_max: Option<i32>,
    pub starts_at: i64,
    pub description: &'a str,
    pub invited_by: MemberId,
    pub now: i64,
}

/// A director's answer to an invitation.
#[derive(Debug, Clone, Copy)]
pub enum MatchAnswer<'a> {
    Accept,
    Decline { reason: &'a str },
}

async fn load_record(mut source: Source<'_>, id: &str) -> StoreResult<Option<ClubMatchRecord>> {
    let args = [Arg::Text(id)];
    let sql = format!("SELECT {MATCH_COLUMNS} FROM club_matches m WHERE m.id = $1");
    let Some(row) = source.first(&sql, &args).await? else {
        return Ok(None);
    };
    let sql = format!(
        "SELECT {PLAYER_COLUMNS} FROM club_match_players p WHERE p.match_id = $1 \
         ORDER BY p.joined_at, p.user_id"
    );
    let players = source.all(&sql, &args).await?;
    // A board's game with the inviting club White first ('inviting'
    // sorts after 'invited').
    let sql = format!(
        "SELECT {} FROM club_match_games t JOIN games g ON g.id = t.game_id \
         WHERE t.match_id = $1 ORDER BY t.board, t.white_side DESC",
        MatchGameRow::COLUMNS
    );
    let games = source.all(&sql, &args).await?;
    let sql = format!(
        "SELECT {} FROM club_match_boards b WHERE b.match_id = $1 ORDER BY b.board",
        MatchBoardRow::COLUMNS
    );
    let boards = source.all(&sql, &args).await?;
    Ok(Some(ClubMatchRecord {
        row,
        players,
        games,
        boards,
    }))
}

impl Store {
    /// Everything about the match `id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_match(&self, id: &str) -> StoreResult<Option<ClubMatchRecord>> {
        load_record(Source::Read(self), id).await
    }

    /// The matches club `club` invited or was invited to, the latest
    /// first, at most `limit`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_matches_of(&self, club: i64, limit: i64) -> StoreResult<Vec<ClubMatchRow>> {
        let sql = format!(
            "SELECT {MATCH_COLUMNS} FROM club_matches m \
             WHERE m.inviting_club_id = $1 OR m.invited_club_id = $1 \
             ORDER BY m.created_at DESC, m.id LIMIT $2"
        );
        Source::Read(self)
            .all(&sql, &[Arg::Int(club), Arg::Int(limit)])
            .await
    }

    /// The games of the matches `ids`, as their scores need them, in one
    /// read (a club's list scores all its matches).
    ///
    /// # Errors
    /// The database failed.
    pub async fn games_of_matches(&self, ids: &[&str]) -> StoreResult<Vec<ScoredGame>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let (places, args) = in_list(ids);
        let sql = format!(
            "SELECT {} FROM club_match_games t JOIN games g ON g.id = t.game_id \
             WHERE t.match_id IN ({places})",
            ScoredGame::COLUMNS,
        );
        Source::Read(self).all(&sql, &args).await
    }

    /// The boards of the matches over the board `ids`, as their scores
    /// need them, in one read.
    ///
    /// # Errors
    /// The database failed.
    pub async fn boards_of_matches(&self, ids: &[&str]) -> StoreResult<Vec<ScoredBoard>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let (places, args) = in_list(ids);
        let sql = format!(
            "SELECT {} FROM club_match_boards b WHERE b.match_id IN ({places})",
            ScoredBoard::COLUMNS,
        );
        Source::Read(self).all(&sql, &args).await
    }

    /// Matches whose start has come at `now`, invited or registering: the
    /// job starts, cancels or expires them.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_matches_due(&self, now: i64, limit: i64) -> StoreResult<Vec<String>> {
        let rows: Vec<(String,)> = Source::Read(self)
            .all(
                "SELECT id FROM club_matches WHERE status IN ('invited', 'registering') \
                 AND starts_at <= $1 ORDER BY starts_at LIMIT $2",
                &[Arg::Int(now), Arg::Int(limit)],
            )
            .await?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    /// The match a game was played in, if any: `(match id, inviting club
    /// id, its name, the invited club's name, board)`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn match_of_game(
        &self,
        game_id: &str,
    ) -> StoreResult<Option<(String, i64, String, String, i32)>> {
        Source::Read(self)
            .first(
                "SELECT m.id, m.inviting_club_id, \
                 (SELECT c.name FROM clubs c WHERE c.id = m.inviting_club_id), \
                 (SELECT c.name FROM clubs c WHERE c.id = m.invited_club_id), t.board \
                 FROM club_match_games t JOIN club_matches m ON m.id = t.match_id \
                 WHERE t.game_id = $1",
                &[Arg::Text(game_id)],
            )
            .await
    }

    /// The matches `member` played on a board, the latest first, at most
    /// `limit`, each with their games' results there: `(match id,
    /// inviting club id, its name, the invited club's name, board,
    /// status)` and the games as `(status, winner, White's id)`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn matches_played(
        &self,
        member: MemberId,
        limit: i64,
    ) -> StoreResult<Vec<PlayedMatch>> {
        let sql = format!(
            "SELECT {} FROM club_match_players p JOIN club_matches m ON m.id = p.match_id \
             WHERE p.user_id = $1 AND p.board IS NOT NULL \
             ORDER BY m.created_at DESC, m.id LIMIT $2",
            PlayedRow::COLUMNS
        );
        let rows: Vec<PlayedRow> = Source::Read(self)
            .all(&sql, &[Arg::Member(member), Arg::Int(limit)])
            .await?;
        let mut played = Vec::with_capacity(rows.len());
        for row in rows {
            let sql = format!(
                "SELECT {} FROM club_match_games t JOIN games g ON g.id = t.game_id \
                 WHERE t.match_id = $1 AND (g.white_id = $2 OR g.black_id = $2)",
                MemberGame::COLUMNS
            );
            let args = [Arg::Text(&row.id), Arg::Member(member)];
            let mut games: Vec<(Option<GameResult>, MemberId)> = Source::Read(self)
                .all::<MemberGame>(&sql, &args)
                .await?
                .into_iter()
                .map(|g| (GameResult::of_game(g.status, g.winner), g.white_id))
                .collect();
            let sql = format!(
                "SELECT {} FROM club_match_boards b \
                 WHERE b.match_id = $1 AND (b.white_id = $2 OR b.black_id = $2)",
                MemberBoard::COLUMNS
            );
            let boards: Vec<MemberBoard> = Source::Read(self).all(&sql, &args).await?;
            games.extend(
                boards
                    .into_iter()
                    .map(|b| (agreed(b.result, b.status), b.white_id)),
            );
            played.push(PlayedMatch {
                id: row.id,
                inviting_club_id: row.inviting_club_id,
                inviting_name: row.inviting_name,
                invited_name: row.invited_name,
                board: row.board,
                status: row.status,
                games,
            });
        }
        Ok(played)
    }

    /// Matches being played whose games have all ended: the job ends
    /// them.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_matches_over(&self, limit: i64) -> StoreResult<Vec<String>> {
        let rows: Vec<(String,)> = Source::Read(self)
            .all(
                "SELECT m.id FROM club_matches m WHERE m.status = 'in_progress' \
                 AND NOT EXISTS (SELECT 1 FROM club_match_games t JOIN games g ON g.id = t.game_id \
                 WHERE t.match_id = m.id AND g.status = 'started') \
                 AND NOT EXISTS (SELECT 1 FROM club_match_boards b WHERE b.match_id = m.id \
                 AND (b.status IS NULL OR b.status <> 'confirmed')) \
                 ORDER BY m.id LIMIT $1",
                &[Arg::Int(limit)],
            )
            .await?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }
}

impl Tx {
    /// Everything about the match `id`, as this transaction sees it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_match(&mut self, id: &str) -> StoreResult<Option<ClubMatchRecord>> {
        load_record(Source::Write(self), id).await
    }

    /// Takes the match `id` for a change of its rosters or its start (the
    /// row's lock until the commit) and reads it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn lock_club_match(&mut self, id: &str) -> StoreResult<Option<ClubMatchRecord>> {
        self.run(
            "UPDATE club_matches SET roster_version = roster_version + 1 WHERE id = $1",
            &[Arg::Text(id)],
        )
        .await?;
        self.club_match(id).await
    }

    /// Stores a director's invitation.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_club_match(&mut self, new: &NewClubMatch<'_>) -> StoreResult<()> {
        let time_control = new.time_control.to_string();
        let int = |n: Option<i32>| Arg::OptInt(n.map(i64::from));
        self.run(
            "INSERT INTO club_matches (id, inviting_club_id, invited_club_id, kind, time_control, \
             min_boards, max_boards, rated, rating_min, rating_max, starts_at, description, \
             invited_by, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
            &[
                Arg::Text(new.id),
                Arg::Int(new.inviting_club_id),
                Arg::Int(new.invited_club_id),
                Arg::Text(new.kind.as_str()),
                Arg::Text(&time_control),
                Arg::Int(new.min_boards.into()),
                Arg::Int(new.max_boards.into()),
                Arg::Bool(new.rated),
                int(new.rating_min),
                int(new.rating_max),
                Arg::Int(new.starts_at),
                Arg::Text(new.description),
                Arg::Member(new.invited_by),
                Arg::Int(new.now),
            ],
        )
        .await?;
        Ok(())
    }

    /// Answers the invitation `id` if it is still waiting and its start
    /// has not come at `now`; `false` otherwise (nothing changed).
    ///
    /// # Errors
    /// The database failed.
    pub async fn answer_club_match(
        &mut self,
        id: &str,
        answer: MatchAnswer<'_>,
        by: MemberId,
        now: i64,
    ) -> StoreResult<bool> {
        let (status, reason) = match answer {
            MatchAnswer::Accept => (MatchStatus::Registering, None),
            MatchAnswer::Decline { reason } => (MatchStatus::Declined, Some(reason)),
        };
        let changed = self
            .run(
                "UPDATE club_matches SET status = $2, decline_reason = $3, answered_by = $4, \
                 answered_at = $5 WHERE id = $1 AND status = 'invited' AND starts_at > $5",
                &[
                    Arg::Text(id),
                    Arg::Text(status.as_str()),
                    Arg::OptText(reason),
                    Arg::Member(by),
                    Arg::Int(now),
                ],
            )
            .await?;
        Ok(changed == 1)
    }

    /// Moves the match `id` from `from` to `to` at `now` (its end time
    /// when `to` ends it); `false` when it is no longer `from` (another
    /// server moved it), and nothing changed.
    ///
    /// # Errors
    /// The database failed.
    pub async fn move_club_match(
        &mut self,
        id: &str,
        from: MatchStatus,
        to: MatchStatus,
        now: i64,
    ) -> StoreResult<bool> {
        let ends = matches!(
            to,
            MatchStatus::Finished | MatchStatus::Cancelled | MatchStatus::Expired
        );
        let changed = self
            .run(
                "UPDATE club_matches SET status = $3, \
                 finished_at = CASE WHEN $4 THEN $5 ELSE finished_at END \
                 WHERE id = $1 AND status = $2",
                &[
                    Arg::Text(id),
                    Arg::Text(from.as_str()),
                    Arg::Text(to.as_str()),
                    Arg::Bool(ends),
                    Arg::Int(now),
                ],
            )
            .await?;
        Ok(changed == 1)
    }

    /// Puts `user` on the roster of `side`; `false` when they are on it
    /// already (on either side), and nothing changed.
    ///
    /// # Errors
    /// The database failed.
    pub async fn add_match_player(
        &mut self,
        id: &str,
        user: MemberId,
        side: Side,
        now: i64,
    ) -> StoreResult<bool> {
        let added = self
            .run(
                "INSERT INTO club_match_players (match_id, user_id, side, joined_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
                &[
                    Arg::Text(id),
                    Arg::Member(user),
                    Arg::Text(side.as_str()),
                    Arg::Int(now),
                ],
            )
            .await?;
        Ok(added == 1)
    }

    /// Takes `user` off the match's roster; `false` when they were not on
    /// it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn remove_match_player(&mut self, id: &str, user: MemberId) -> StoreResult<bool> {
        let removed = self
            .run(
                "DELETE FROM club_match_players WHERE match_id = $1 AND user_id = $2",
                &[Arg::Text(id), Arg::Member(user)],
            )
            .await?;
        Ok(removed == 1)
    }

    /// Keeps the board `user` plays at the start (`None`: a reserve) and
    /// the rating that ordered it.
    ///
    /// # Errors
    /// The database failed.
    pub async fn seat_match_player(
        &mut self,
        id: &str,
        user: MemberId,
        board: Option<i32>,
        rating: Option<i32>,
    ) -> StoreResult<()> {
        self.run(
            "UPDATE club_match_players SET board = $3, rating = $4 \
             WHERE match_id = $1 AND user_id = $2",
            &[
                Arg::Text(id),
                Arg::Member(user),
                Arg::OptInt(board.map(i64::from)),
                Arg::OptInt(rating.map(i64::from)),
            ],
        )
        .await?;
        Ok(())
    }

    /// Keeps how many boards the match plays.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_match_boards(&mut self, id: &str, boards: i32) -> StoreResult<()> {
        self.run(
            "UPDATE club_matches SET boards = $2 WHERE id = $1",
            &[Arg::Text(id), Arg::Int(boards.into())],
        )
        .await?;
        Ok(())
    }

    /// Links the game `game_id` to board `board` of the match `id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn link_match_game(
        &mut self,
        id: &str,
        board: i32,
        white_side: Side,
        game_id: &str,
    ) -> StoreResult<()> {
        self.run(
            "INSERT INTO club_match_games (game_id, match_id, board, white_side) \
             VALUES ($1, $2, $3, $4)",
            &[
                Arg::Text(game_id),
                Arg::Text(id),
                Arg::Int(board.into()),
                Arg::Text(white_side.as_str()),
            ],
        )
        .await?;
        Ok(())
    }

    /// Seats a board of the match over the board `id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_match_board(
        &mut self,
        id: &str,
        board: i32,
        white: MemberId,
        black: MemberId,
        white_side: Side,
    ) -> StoreResult<()> {
        self.run(
            "INSERT INTO club_match_boards (match_id, board, white_id, black_id, white_side) \
             VALUES ($1, $2, $3, $4, $5)",
            &[
                Arg::Text(id),
                Arg::Int(board.into()),
                Arg::Member(white),
                Arg::Member(black),
                Arg::Text(white_side.as_str()),
            ],
        )
        .await?;
        Ok(())
    }

    /// Keeps board `board`'s result as reported or answered by `by` at
    /// `now`; the caller holds the match's lock.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_board_report(
        &mut self,
        id: &str,
        board: i32,
        report: BoardReport,
        by: MemberId,
        now: i64,
    ) -> StoreResult<()> {
        self.run(
            "UPDATE club_match_boards SET result = $3, reported_side = $4, status = $5, \
             answered_by = $6, answered_at = $7 WHERE match_id = $1 AND board = $2",
            &[
                Arg::Text(id),
                Arg::Int(board.into()),
                Arg::Text(report.result.as_str()),
                Arg::Text(report.by.as_str()),
                Arg::Text(report.status.as_str()),
                Arg::Member(by),
                Arg::Int(now),
            ],
        )
        .await?;
        Ok(())
    }

    /// Ends the match `id` at `now` if it is being played, none of its
    /// games is and each of its boards over the board is confirmed;
    /// `false` otherwise.
    ///
    /// # Errors
    /// The database failed.
    pub async fn finish_club_match(&mut self, id: &str, now: i64) -> StoreResult<bool> {
        let changed = self
            .run(
                "UPDATE club_matches SET status = 'finished', finished_at = $2 \
                 WHERE id = $1 AND status = 'in_progress' AND NOT EXISTS ( \
                 SELECT 1 FROM club_match_games t JOIN games g ON g.id = t.game_id \
                 WHERE t.match_id = $1 AND g.status = 'started') AND NOT EXISTS ( \
                 SELECT 1 FROM club_match_boards b WHERE b.match_id = $1 \
                 AND (b.status IS NULL OR b.status <> 'confirmed'))",
                &[Arg::Text(id), Arg::Int(now)],
            )
            .await?;
        Ok(changed == 1)
    }

    /// Takes `member` off the rosters of the matches not started yet —
    /// all of them (a ban, a deletion), or those `club` plays in (the
    /// member left it) — forfeits their boards over the board with no
    /// result reported yet, and returns the ids of their games in matches
    /// being played, to forfeit.
    ///
    /// # Errors
    /// The database failed.
    pub async fn leave_club_matches(
        &mut self,
        member: MemberId,
        club: Option<i64>,
        now: i64,
    ) -> StoreResult<Vec<String>> {
        let args = [Arg::Member(member), Arg::OptInt(club)];
        // The matches' locks first, as a roster change takes them: a
        // start is before or after this, never beside it.
        self.run(
            "UPDATE club_matches SET roster_version = roster_version + 1 \
             WHERE status IN ('invited', 'registering') \
             AND ($2 IS NULL OR inviting_club_id = $2 OR invited_club_id = $2) \
             AND id IN (SELECT match_id FROM club_match_players WHERE user_id = $1)",
            &args,
        )
        .await?;
        self.run(
            "DELETE FROM club_match_players WHERE user_id = $1 AND match_id IN ( \
             SELECT m.id FROM club_matches m WHERE m.status IN ('invited', 'registering') \
             AND ($2 IS NULL OR m.inviting_club_id = $2 OR m.invited_club_id = $2))",
            &args,
        )
        .await?;
        let sql = format!(
            "SELECT {} FROM club_match_boards b \
             JOIN club_matches m ON m.id = b.match_id \
             WHERE m.status = 'in_progress' AND b.status IS NULL \
             AND (b.white_id = $1 OR b.black_id = $1) \
             AND ($2 IS NULL OR m.inviting_club_id = $2 OR m.invited_club_id = $2) \
             ORDER BY b.match_id, b.board",
            LeaverBoard::COLUMNS
        );
        let boards: Vec<LeaverBoard> = Source::Write(self).all(&sql, &args).await?;
        for b in boards {
            let white = b.white_id == member;
            let side = if white {
                b.white_side
            } else {
                b.white_side.other()
            };
            let report = forfeited(white, side);
            self.set_board_report(&b.match_id, b.board, report, member, now)
                .await?;
        }
        let rows: Vec<(String,)> = Source::Write(self)
            .all(
                "SELECT g.id FROM club_match_games t JOIN games g ON g.id = t.game_id \
                 JOIN club_matches m ON m.id = t.match_id \
                 WHERE m.status = 'in_progress' AND g.status = 'started' \
                 AND (g.white_id = $1 OR g.black_id = $1) \
                 AND ($2 IS NULL OR m.inviting_club_id = $2 OR m.invited_club_id = $2) \
                 ORDER BY g.id",
                &args,
            )
            .await?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }
}
