//! Games: one row holds a game's whole state, so a move is one read and one
//! conditional write in a single short transaction.

use redqueen_domain::account::MemberId;
use redqueen_domain::rating::UnchangedBy;
use std::sync::LazyLock;

use redqueen_domain::game::{
    Color, EndReason, GameStatus, LivePlay, Origin, ReminderKind, Seats, TimeControl,
};
use rusqlite::OptionalExtension;

use crate::backend::{Backend, Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::game_columns::{game_columns, insert_sql, save_sql};
use crate::sqlite_reads;

game_columns! {
    /// A game as stored: its columns, declared once (`game_columns.rs`),
    /// each with what writes it after the insert (`Write`).
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct GameRow {
        [Key] pub id: String,
        [Insert] pub white_id: MemberId,
        [Insert] pub black_id: MemberId,
        [Insert] pub white_secret: String,
        [Insert] pub black_secret: String,
        [Insert] pub origin: Origin,
        [Insert] pub time_control: TimeControl,
        [Insert] pub rated: bool,
        [Insert] pub initial_fen: Option<String>,
        /// UCI moves separated by spaces.
        [Save] pub moves: String,
        /// When each move was played, Unix ms separated by spaces.
        [Save] pub move_times: String,
        [Save] pub ply: i32,
        [Version] pub version: i32,
        [Save] pub fen: String,
        [Save] pub draw_offer: Option<Color>,
        [Save] pub deletion_request: Option<Color>,
        /// A live game's requests and takebacks; `None` for correspondence.
        [Save] pub live: Option<LivePlay>,
        [Save] pub white_ms: i64,
        [Save] pub black_ms: i64,
        [Save] pub turn_started_at: i64,
        [Save] pub deadline_at: Option<i64>,
        [Save] pub reminder_at: Option<i64>,
        [Save] pub reminder_kind: Option<ReminderKind>,
        [Ending] pub status: GameStatus,
        /// `None` for draws and unfinished games.
        [Ending] pub winner: Option<Color>,
        [Ending] pub end_reason: Option<EndReason>,
        [Insert] pub created_at: i64,
        [Save] pub last_move_at: Option<i64>,
        [Ending] pub finished_at: Option<i64>,
        /// The players' ratings when the game started (`None`: unrated).
        [Insert] pub white_rating: Option<i32>,
        [Insert] pub black_rating: Option<i32>,
        /// What the game did to each rating, once rated.
        [Ending] pub white_rating_diff: Option<i32>,
        [Ending] pub black_rating_diff: Option<i32>,
        /// The rule that kept a rating unchanged, when one did.
        [Ending] pub white_rating_rule: Option<UnchangedBy>,
        [Ending] pub black_rating_rule: Option<UnchangedBy>,
        /// What the game paid each player in gems, once settled
        /// (live-games.md "Gems"); `None` when it moved none of theirs.
        [Ending] pub white_gems: Option<i64>,
        [Ending] pub black_gems: Option<i64>,
        /// False for games of a tournament created with vacation disallowed
        /// (product.md §4): the players' vacations do not stop their clocks.
        [Insert] pub vacation_allowed: bool,
        /// The club of a club game played on the server, whose ladder its
        /// result joins (clubs-and-ladder.md).
        [Insert] pub club_id: Option<i64>,
        /// When the jobs send the emails about the latest change: "your turn"
        /// to the player to move (a move before then replaces it), or "game
        /// over" after a timeout (product.md §6, docs/play.md).
        [Notice] pub notify_at: Option<i64>,
        /// The opening the game followed (the lichess table's ECO code
        /// and name, docs/openings.md), written when it ends.
        [Ending] pub opening_eco: Option<String>,
        [Ending] pub opening_name: Option<String>,
    }
}

impl GameRow {
    /// Whose move it is, as the stored position says.
    #[must_use]
    pub fn side_to_move(&self) -> Color {
        if self.fen.split_whitespace().nth(1) == Some("b") {
            Color::Black
        } else {
            Color::White
        }
    }
}

/// Saves a game read at `version - 1`; see [`Tx::save_game`]. Its
/// parameters are `$1` to [`SAVE_FIELDS`].
pub(crate) static SAVE_GAME: LazyLock<String> = LazyLock::new(|| save_sql(COLUMNS, false));

/// [`SAVE_GAME`] for a game that is still being played after the change,
/// on SQLite (same parameters): it names none of the columns an ending
/// changes, which SQLite would rewrite in their indexes
/// (`Write::Ending`).
pub(crate) static SAVE_PLAYING: LazyLock<String> = LazyLock::new(|| save_sql(COLUMNS, true));

/// Stores one new game.
static INSERT_GAME: LazyLock<String> = LazyLock::new(|| insert_sql(COLUMNS));

/// The text that saves `g` on SQLite: [`SAVE_PLAYING`] or [`SAVE_GAME`].
pub(crate) fn sqlite_save_sql(g: &GameRow) -> &'static str {
    if g.status == GameStatus::Started {
        &SAVE_PLAYING
    } else {
        &SAVE_GAME
    }
}

/// A member's game counts (lichess's `count`). Aborted and deleted games
/// count in `all` only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GameCounts {
    pub all: i64,
    pub rated: i64,
    pub win: i64,
    pub loss: i64,
    pub draw: i64,
    pub playing: i64,
    /// Finished without a result (aborted, deleted, no result on time, a
    /// quit agreed): counted apart, never as draws.
    pub no_result: i64,
}

impl Seats for GameRow {
    fn white_player(&self) -> MemberId {
        self.white_id
    }
    fn black_player(&self) -> MemberId {
        self.black_id
    }
}

/// The end reasons of games without a result, as SQL strings
/// (`EndReason::is_void`): no win, loss or draw for anyone.
pub(crate) const VOID_END_REASONS: &str =
    "'aborted', 'deleted', 'no_result_timeout', 'quit_agreed'";

impl Store {
    /// The game with this id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn game(&self, id: &str) -> StoreResult<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        let row = on_backend!(&self.read, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
        Ok(row)
    }

    /// The game with this id and whether its change must read vacations
    /// or conditional moves: most moves need neither, and then this one
    /// query is all the reading a move does.
    ///
    /// # Errors
    /// The database failed.
    pub async fn game_to_change(&self, id: &str) -> StoreResult<Option<GameToChange>> {
        let sql = GAME_TO_CHANGE.as_str();
        match &self.hot {
            Backend::Sqlite(direct) => direct.with(|conn| {
                conn.prepare_cached(sql)?
                    .query_row([id], sqlite_reads::game_to_change)
                    .optional()
            }),
            Backend::Postgres(pool) => {
                Ok(sqlx::query_as(sql).bind(id).fetch_optional(pool).await?)
            }
        }
    }

    /// The games in progress whose deadline is at or before `now`, at most
    /// `limit`, oldest deadline first, whole and with what else their
    /// change may need to read (as [`Store::game_to_change`]): what the
    /// clock sweeper ends in one round, read with one query through the
    /// deadline index.
    ///
    /// # Errors
    /// The database failed.
    pub async fn expired_games_to_change(
        &self,
        now: i64,
        limit: i64,
    ) -> StoreResult<Vec<GameToChange>> {
        let sql = EXPIRED_TO_CHANGE.as_str();
        match &self.hot {
            Backend::Sqlite(direct) => direct.with(|conn| {
                conn.prepare_cached(sql)?
                    .query_map([now, limit], sqlite_reads::game_to_change)?
                    .collect()
            }),
            Backend::Postgres(pool) => Ok(sqlx::query_as(sql)
                .bind(now)
                .bind(limit)
                .fetch_all(pool)
                .await?),
        }
    }

    /// The games in progress with a deadline at or before `until`, at most
    /// `limit`, soonest first, with their deadline: the live games a flag
    /// timer keeps (`deadlines.rs` in the server), read through the
    /// deadline index.
    ///
    /// # Errors
    /// The database failed.
    pub async fn deadlines_until(&self, until: i64, limit: i64) -> StoreResult<Vec<(String, i64)>> {
        let sql = format!("SELECT id, deadline_at {EXPIRED_GAMES}");
        let rows = on_backend!(&self.read, pool => sqlx::query_as(&sql)
            .bind(until).bind(limit).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// Saves a changed game as [`Tx::save_game`] does, alone, together
    /// with the other games waiting to be saved: on SQLite the writer's
    /// flusher saves them in the batch it commits next
    /// (`sqlite_writer.rs`), on PostgreSQL the saver with one statement
    /// (`pg_saves.rs`). Answers once the save is committed.
    ///
    /// # Errors
    /// The database failed.
    pub async fn save_game(&self, g: &GameRow) -> StoreResult<bool> {
        self.save_game_telling(g, Vec::new()).await
    }

    /// [`Store::save_game`], and on PostgreSQL `notices` for the other app
    /// servers sent by the same commit if the save passed its version
    /// check (`cross_server.rs`); SQLite, one server, has nobody to tell.
    ///
    /// # Errors
    /// The database failed: nothing was saved nor told.
    pub async fn save_game_telling(&self, g: &GameRow, notices: Vec<String>) -> StoreResult<bool> {
        match &self.write {
            Backend::Sqlite(writer) => writer.save_queued(g.clone()).await,
            Backend::Postgres(writer) => writer.save(g.clone(), notices).await,
        }
    }

    /// A member's game counts, in one indexed pass over their games. Games
    /// without a result are no draws (lichess counts aborted games
    /// nowhere).
    ///
    /// # Errors
    /// The database failed.
    pub async fn game_counts(&self, user_id: MemberId) -> StoreResult<GameCounts> {
        let sql = format!(
            "SELECT COUNT(*) AS all_games, \
            COALESCE(SUM(CASE WHEN rated THEN 1 ELSE 0 END), 0) AS rated, \
            COALESCE(SUM(CASE WHEN (winner = 'white' AND white_id = $1) OR (winner = 'black' AND black_id = $1) THEN 1 ELSE 0 END), 0) AS win, \
            COALESCE(SUM(CASE WHEN (winner = 'white' AND black_id = $1) OR (winner = 'black' AND white_id = $1) THEN 1 ELSE 0 END), 0) AS loss, \
            COALESCE(SUM(CASE WHEN status = 'finished' AND winner IS NULL AND end_reason NOT IN ({VOID_END_REASONS}) THEN 1 ELSE 0 END), 0) AS draw, \
            COALESCE(SUM(CASE WHEN status = 'started' THEN 1 ELSE 0 END), 0) AS playing, \
            COALESCE(SUM(CASE WHEN status = 'finished' AND end_reason IN ({VOID_END_REASONS}) THEN 1 ELSE 0 END), 0) AS no_result \
            FROM games WHERE white_id = $1 OR black_id = $1"
        );
        let row: (i64, i64, i64, i64, i64, i64, i64) = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(user_id.0).fetch_one(pool).await)?;
        Ok(GameCounts {
            all: row.0,
            rated: row.1,
            win: row.2,
            loss: row.3,
            draw: row.4,
            playing: row.5,
            no_result: row.6,
        })
    }

    /// How the database runs the sweeper's query, for the test that shows
    /// it reads through the deadline index.
    ///
    /// # Errors
    /// The database failed.
    pub async fn explain_expired_games(&self) -> StoreResult<String> {
        let (prefix, rows): (&str, Vec<String>) = match &self.read {
            Backend::Sqlite(pool) => {
                let sql = format!("EXPLAIN QUERY PLAN {}", EXPIRED_TO_CHANGE.as_str());
                let rows: Vec<(i64, i64, i64, String)> = sqlx::query_as(&sql)
                    .bind(0_i64)
                    .bind(10_i64)
                    .fetch_all(pool)
                    .await?;
                ("sqlite", rows.into_iter().map(|r| r.3).collect())
            }
            Backend::Postgres(pool) => {
                let mut conn = pool.acquire().await?;
                // The table is tiny in a test; without this the planner
                // rightly prefers a scan and says nothing about the index.
                sqlx::query("SET enable_seqscan = off")
                    .execute(&mut *conn)
                    .await?;
                let sql = format!(
                    "EXPLAIN {}",
                    EXPIRED_TO_CHANGE
                        .as_str()
                        .replace("$1", "0")
                        .replace("$2", "10")
                );
                let rows: Vec<(String,)> = sqlx::query_as(&sql).fetch_all(&mut *conn).await?;
                sqlx::query("RESET enable_seqscan")
                    .execute(&mut *conn)
                    .await?;
                ("postgres", rows.into_iter().map(|r| r.0).collect())
            }
        };
        Ok(format!("{prefix}: {}", rows.join("\n")))
    }
}

/// A game about to be changed, with what else the change may need to read.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct GameToChange {
    #[sqlx(flatten)]
    pub row: GameRow,
    /// Whether a player has a vacation ending after the current turn
    /// started: only then are the vacations read.
    pub players_away: bool,
    /// Whether a player has conditional moves in this game.
    pub conditional: bool,
}

/// Games in progress whose deadline has passed, oldest deadline first.
const EXPIRED_GAMES: &str =
    "FROM games WHERE deadline_at IS NOT NULL AND deadline_at <= $1 ORDER BY deadline_at LIMIT $2";

/// A move's read: the game and what else its change may need.
static GAME_TO_CHANGE: LazyLock<String> =
    LazyLock::new(|| format!("SELECT {GAME_COLUMNS}, {TO_CHANGE} FROM games WHERE id = $1"));

/// The sweeper's read: the whole rows of expired games.
static EXPIRED_TO_CHANGE: LazyLock<String> =
    LazyLock::new(|| format!("SELECT {GAME_COLUMNS}, {TO_CHANGE} {EXPIRED_GAMES}"));

/// The columns of [`GameToChange`] beyond the game's own, for a query
/// `FROM games`.
const TO_CHANGE: &str = "EXISTS (SELECT 1 FROM vacations \
    WHERE user_id IN (games.white_id, games.black_id) \
    AND end_ms > games.turn_started_at) AS players_away, \
    EXISTS (SELECT 1 FROM conditional_moves WHERE game_id = games.id) AS conditional";

impl Tx {
    /// The game with this id, read inside the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn game(&mut self, id: &str) -> StoreResult<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        let row = on_backend!(&mut self.0, tx => sqlx::query_as(&sql).bind(id).fetch_optional(&mut **tx).await)?;
        Ok(row)
    }

    /// Stores a new game.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_game(&mut self, g: &GameRow) -> StoreResult<()> {
        on_backend!(&mut self.0, tx => bind_game(sqlx::query(&INSERT_GAME), g)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Saves a changed game if nobody changed it since it was read at
    /// `g.version - 1`; `false` means another change won the race and
    /// nothing was written. `notify_at` is written only by a move (a
    /// change of `ply`) or the end of the game (a change of `status`), so
    /// that another change never brings back an email already sent.
    ///
    /// # Errors
    /// The database failed.
    pub async fn save_game(&mut self, g: &GameRow) -> StoreResult<bool> {
        let saved = match &mut self.0 {
            Backend::Sqlite(tx) => bind_save(sqlx::query(sqlite_save_sql(g)), g)
                .execute(&mut **tx)
                .await?
                .rows_affected(),
            Backend::Postgres(tx) => bind_save(sqlx::query(&SAVE_GAME), g)
                .execute(&mut **tx)
                .await?
                .rows_affected(),
        };
        Ok(saved == 1)
    }

    /// [`Tx::save_game`] for each of `games` (distinct games), in order;
    /// says of each whether it was saved. They go to the connection
    /// together (`sqlite_saves.rs`, `pg_saves.rs`), as the clock
    /// sweeper's endings do.
    ///
    /// # Errors
    /// The database failed for one of them; the caller drops the
    /// transaction then.
    pub async fn save_games(&mut self, games: &[GameRow]) -> StoreResult<Vec<bool>> {
        match &mut self.0 {
            Backend::Sqlite(tx) => crate::sqlite_saves::save_together(&mut *tx, games)
                .await
                .into_iter()
                .collect(),
            Backend::Postgres(tx) => {
                let rows: Vec<&GameRow> = games.iter().collect();
                sqlx::query("SAVEPOINT together").execute(&mut **tx).await?;
                match crate::pg_saves::saved_together(tx, &rows).await {
                    Ok(passed) => {
                        sqlx::query("RELEASE together").execute(&mut **tx).await?;
                        Ok(passed)
                    }
                    Err(_) => {
                        sqlx::query("ROLLBACK TO together")
                            .execute(&mut **tx)
                            .await?;
                        crate::pg_saves::one_by_one(tx, &rows)
                            .await
                            .into_iter()
                            .collect()
                    }
                }
            }
        }
    }

    /// Ids of games in progress whose deadline is at or before `now`, at
    /// most `limit`, read through the deadline index: the cost grows with
    /// the number of expired games, not of all games.
    ///
    /// # Errors
    /// The database failed.
    pub async fn expired_games(&mut self, now: i64, limit: i64) -> StoreResult<Vec<String>> {
        let sql = format!("SELECT id {EXPIRED_GAMES}");
        let ids = on_backend!(&mut self.0, tx => sqlx::query_scalar(&sql)
            .bind(now).bind(limit).fetch_all(&mut **tx).await)?;
        Ok(ids)
    }

    /// Ids of games whose emails are due at or before `now` (`notify_at`),
    /// read through their index.
    ///
    /// # Errors
    /// The database failed.
    pub async fn due_notices(&mut self, now: i64, limit: i64) -> StoreResult<Vec<String>> {
        let sql = "SELECT id FROM games WHERE notify_at IS NOT NULL AND notify_at <= $1 \
                   ORDER BY notify_at LIMIT $2";
        let ids = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(now).bind(limit).fetch_all(&mut **tx).await)?;
        Ok(ids)
    }

    /// Marks the emails due for game `id` at `version` as sent; `false`
    /// when a move came first (or another server sent them).
    ///
    /// # Errors
    /// The database failed.
    pub async fn take_notice(&mut self, id: &str, version: i32) -> StoreResult<bool> {
        let sql = "UPDATE games SET notify_at = NULL \
                   WHERE id = $1 AND version = $2 AND notify_at IS NOT NULL";
        let taken = on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(id).bind(version)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(taken == 1)
    }

    /// Ids of games whose next reminder is due at or before `now`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn due_reminders(&mut self, now: i64, limit: i64) -> StoreResult<Vec<String>> {
        let sql = "SELECT id FROM games WHERE reminder_at IS NOT NULL AND reminder_at <= $1 \
                   ORDER BY reminder_at LIMIT $2";
        let ids = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(now).bind(limit).fetch_all(&mut **tx).await)?;
        Ok(ids)
    }
}

#[cfg(test)]
mod tests {
    use redqueen_domain::Named;
    use redqueen_domain::game::EndReason;

    use super::VOID_END_REASONS;

    #[test]
    fn the_void_end_reasons_in_sql_are_the_domains() {
        for reason in EndReason::ALL {
            let quoted = format!("'{}'", reason.as_str());
            assert_eq!(
                VOID_END_REASONS.contains(&quoted),
                reason.is_void(),
                "{reason:?}"
            );
        }
    }
}
