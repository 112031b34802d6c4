//! Bulk writes for building large databases (the benchmarks' seeding) and
//! the few reads that check them. Rows go in many per statement, as many
//! as the backend's limit on bound parameters allows, instead of one
//! statement per row: a million games then load in a minute, not an hour.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{EndReason, GameStatus, ReminderKind};

use crate::accounts::NewAccount;
use crate::backend::{Backend, Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;
use crate::games::{GAME_COLUMNS, GAME_FIELDS, GameRow, bind_game};

/// Bound parameters one statement may carry: SQLite's default
/// `SQLITE_MAX_VARIABLE_NUMBER` (since 3.32) and PostgreSQL's protocol
/// limit (a 16-bit count).
const SQLITE_PARAMETERS: usize = 32_766;
const POSTGRES_PARAMETERS: usize = 65_535;

/// Columns bound per member.
const USER_FIELDS: usize = 11;

stored_row! {
    /// How many games of one status that ended (or not) one way, and the sum
    /// of their versions: two censuses that agree on a group agree that
    /// nothing in it changed.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct GameCensus {
        pub status: GameStatus,
        pub end_reason: Option<EndReason>,
        pub games: i64,
        pub versions: i64,
    }
}

/// `(p, p, ...), (p, ...)`: `rows` rows of `fields` placeholders. On
/// PostgreSQL they are `$1, $2, ...`; on SQLite anonymous `?`, bound by
/// position, because SQLite looks a numbered parameter's name up by a
/// linear scan, which makes binding thirty thousand of them quadratic.
fn placeholders(backend: &Backend<impl Sized, impl Sized>, rows: usize, fields: usize) -> String {
    let mut text = String::with_capacity(rows * fields * 7);
    for row in 0..rows {
        if row > 0 {
            text.push_str(", ");
        }
        text.push('(');
        for field in 0..fields {
            if field > 0 {
                text.push_str(", ");
            }
            match backend {
                Backend::Sqlite(_) => text.push('?'),
                Backend::Postgres(_) => {
                    text.push('$');
                    text.push_str(&(row * fields + field + 1).to_string());
                }
            }
        }
        text.push(')');
    }
    text
}

impl Tx {
    /// Rows of `fields` columns one statement may insert on this backend.
    fn rows_per_statement(&self, fields: usize) -> usize {
        let limit = match self.0 {
            Backend::Sqlite(_) => SQLITE_PARAMETERS,
            Backend::Postgres(_) => POSTGRES_PARAMETERS,
        };
        limit / fields
    }

    /// Stores many games, as few statements as the backend allows.
    ///
    /// # Errors
    /// The database failed (a duplicate id, for instance).
    pub async fn insert_games(&mut self, games: &[GameRow]) -> StoreResult<()> {
        for chunk in games.chunks(self.rows_per_statement(GAME_FIELDS)) {
            let sql = format!(
                "INSERT INTO games ({GAME_COLUMNS}) VALUES {}",
                placeholders(&self.0, chunk.len(), GAME_FIELDS)
            );
            on_backend!(&mut self.0, tx => {
                let mut query = sqlx::query(&sql);
                for g in chunk {
                    query = bind_game(query, g);
                }
                query.execute(&mut **tx).await.map(|r| r.rows_affected())
            })?;
        }
        Ok(())
    }

    /// Stores many accounts (each seen when created) and returns their ids.
    ///
    /// # Errors
    /// [`crate::StoreError::Conflict`] when a name or address is taken.
    pub async fn insert_users(
        &mut self,
        accounts: &[NewAccount<'_>],
    ) -> StoreResult<Vec<MemberId>> {
        let mut ids = Vec::with_capacity(accounts.len());
        for chunk in accounts.chunks(self.rows_per_statement(USER_FIELDS)) {
            let sql = format!(
                "INSERT INTO users (username, username_key, email, email_key, password_hash, \
                 email_verified, is_admin, language, created_at, seen_at, gems) VALUES {} RETURNING id",
                placeholders(&self.0, chunk.len(), USER_FIELDS)
            );
            let chunk_ids: Vec<i64> = on_backend!(&mut self.0, tx => {
                let mut query = sqlx::query_scalar(&sql);
                for a in chunk {
                    query = query
                        .bind(a.username).bind(a.username_key).bind(a.email).bind(a.email_key)
                        .bind(a.password_hash).bind(a.email_verified).bind(a.is_admin)
                        .bind(a.language).bind(a.now).bind(a.now).bind(a.starting_gems);
                }
                query.fetch_all(&mut **tx).await
            })?;
            // Each account's starting gems, its first ledger entry.
            let sql = format!(
                "INSERT INTO gem_ledger (member_id, game_id, amount, reason, balance_after, at) \
                 SELECT id, NULL, gems, 'start', gems, created_at FROM users WHERE id IN ({}) ORDER BY id",
                (1..=chunk_ids.len())
                    .map(|n| format!("${n}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            on_backend!(&mut self.0, tx => {
                let mut query = sqlx::query(&sql);
                for id in &chunk_ids {
                    query = query.bind(id);
                }
                query.execute(&mut **tx).await.map(|r| r.rows_affected())
            })?;
            ids.extend(chunk_ids.into_iter().map(MemberId));
        }
        Ok(ids)
    }

    /// Ids of at most `limit` games in progress whose deadline is after
    /// `now`, the latest deadlines first (read through the deadline
    /// index): games nobody is about to touch.
    ///
    /// # Errors
    /// The database failed.
    pub async fn games_due_last(&mut self, now: i64, limit: i64) -> StoreResult<Vec<String>> {
        let sql = "SELECT id FROM games WHERE deadline_at IS NOT NULL AND deadline_at > $1 \
                   ORDER BY deadline_at DESC LIMIT $2";
        let ids = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(now).bind(limit).fetch_all(&mut **tx).await)?;
        Ok(ids)
    }

    /// Gives the games `ids` the clock of a turn that started at
    /// `turn_started_at`: its deadline and next reminder. The version is
    /// left alone: this is a benchmark's arrangement, not a change of play.
    ///
    /// # Errors
    /// The database failed.
    pub async fn rearm_clocks(
        &mut self,
        ids: &[String],
        turn_started_at: i64,
        deadline_at: i64,
        reminder: Option<(i64, ReminderKind)>,
    ) -> StoreResult<()> {
        let sql = "UPDATE games SET turn_started_at = $2, deadline_at = $3, reminder_at = $4, \
                   reminder_kind = $5 WHERE id = $1";
        for id in ids {
            on_backend!(&mut self.0, tx => sqlx::query(sql)
                .bind(id).bind(turn_started_at).bind(deadline_at)
                .bind(reminder.map(|r| r.0)).bind(reminder.map(|r| r.1.as_str()))
                .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        }
        Ok(())
    }
}

impl Store {
    /// Every game counted by status and end reason, with their versions
    /// summed (one pass over the table).
    ///
    /// # Errors
    /// The database failed.
    pub async fn game_census(&self) -> StoreResult<Vec<GameCensus>> {
        let sql = "SELECT status, end_reason, COUNT(*) AS games, \
                   CAST(COALESCE(SUM(version), 0) AS BIGINT) AS versions \
                   FROM games GROUP BY status, end_reason ORDER BY status, end_reason";
        let rows = on_backend!(&self.read, pool => sqlx::query_as(sql).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// The database's size on disk, in bytes (for SQLite, the pages in use
    /// including those still in the write-ahead log).
    ///
    /// # Errors
    /// The database failed.
    pub async fn database_size(&self) -> StoreResult<i64> {
        let size =
            match &self.read {
                Backend::Sqlite(pool) => sqlx::query_scalar(
                    "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()",
                )
                .fetch_one(pool)
                .await?,
                Backend::Postgres(pool) => {
                    sqlx::query_scalar("SELECT pg_database_size(current_database())")
                        .fetch_one(pool)
                        .await?
                }
            };
        Ok(size)
    }
}
