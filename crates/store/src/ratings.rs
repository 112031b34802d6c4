//! Ratings per member and pool, their history, leaderboards.

use redqueen_domain::account::MemberId;
use std::collections::HashMap;

use redqueen_domain::Named;
use redqueen_domain::game::{Color, EndReason, TimeControl};
use redqueen_domain::rating::{RatingRecord, UnchangedBy};

use crate::backend::{Backend, Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

/// A member's rating in a pool as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatingRow {
    pub record: RatingRecord,
    /// The change the last rated game brought.
    pub prog: i32,
}

impl Default for RatingRow {
    /// Unrated.
    fn default() -> Self {
        Self {
            record: RatingRecord {
                rating: None,
                games: 0,
                performance_sum: 0,
            },
            prog: 0,
        }
    }
}

stored_row! {
    /// One point of a member's rating history.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct RatingPoint {
        pub game_id: String,
        pub rating: i32,
        pub delta: Option<i32>,
        pub games: i32,
        pub created_at: i64,
        /// The rule that kept the rating unchanged, when one did.
        pub rule: Option<UnchangedBy>,
    }
}

stored_row! {
    /// A leaderboard line.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct RankedPlayer {
        pub user_id: MemberId,
        pub username: String,
        pub rating: i32,
        pub games: i32,
    }
}

stored_row! {
    /// A finished rated game, as a recompute replays it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct RatedResult {
        pub id: String,
        pub white_id: MemberId,
        pub black_id: MemberId,
        pub winner: Option<Color>,
        /// The game's clock, whose pool the result belongs to.
        pub time_control: TimeControl,
    }
}

type RatingTuple = (Option<i32>, i32, i64, i32);

fn row_of((rating, games, performance_sum, prog): RatingTuple) -> RatingRow {
    RatingRow {
        record: RatingRecord {
            rating,
            games: u32::try_from(games).unwrap_or(0),
            performance_sum,
        },
        prog,
    }
}

impl Store {
    /// The ratings of some members in `pool` (unrated members are absent).
    ///
    /// # Errors
    /// The database failed.
    pub async fn ratings_of(
        &self,
        user_ids: &[MemberId],
        pool: &str,
    ) -> StoreResult<HashMap<MemberId, RatingRow>> {
        if user_ids.is_empty() {
            return Ok(HashMap::new());
        }
        let placeholders: Vec<String> = (2..user_ids.len() + 2).map(|n| format!("${n}")).collect();
        let sql = format!(
            "SELECT user_id, rating, games, performance_sum, prog FROM ratings WHERE pool = $1 AND user_id IN ({})",
            placeholders.join(", ")
        );
        let rows: Vec<(i64, Option<i32>, i32, i64, i32)> = on_backend!(&self.read, pool_ => {
            let mut query = sqlx::query_as(&sql).bind(pool);
            for id in user_ids {
                query = query.bind(id.0);
            }
            query.fetch_all(pool_).await
        })?;
        Ok(rows
            .into_iter()
            .map(|(id, r, g, s, p)| (MemberId(id), row_of((r, g, s, p))))
            .collect())
    }

    /// A member's rating history in `pool`, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn rating_history(
        &self,
        user_id: MemberId,
        pool: &str,
    ) -> StoreResult<Vec<RatingPoint>> {
        let sql = format!(
            "SELECT {} FROM rating_history WHERE user_id = $1 AND pool = $2 ORDER BY id",
            RatingPoint::COLUMNS
        );
        let rows = on_backend!(&self.read, p => sqlx::query_as(&sql).bind(user_id.0).bind(pool).fetch_all(p).await)?;
        Ok(rows)
    }

    /// Established players of `pool` by rating, best first (product.md §7).
    ///
    /// # Errors
    /// The database failed.
    pub async fn leaderboard(
        &self,
        pool: &str,
        limit: i64,
        offset: i64,
    ) -> StoreResult<Vec<RankedPlayer>> {
        let sql = "SELECT r.user_id, u.username, r.rating, r.games FROM ratings r JOIN users u ON u.id = r.user_id \
                   WHERE r.pool = $1 AND r.games >= 25 AND r.rating IS NOT NULL \
                   ORDER BY r.rating DESC, u.username_key LIMIT $2 OFFSET $3";
        let rows = on_backend!(&self.read, p => sqlx::query_as(sql).bind(pool).bind(limit).bind(offset).fetch_all(p).await)?;
        Ok(rows)
    }

    /// Every finished rated game that counts for ratings (aborted and
    /// deleted games are left out), in the order they were rated: the
    /// order of their first rating-history row, which follows the commits
    /// even when two games end in the same millisecond; then by end time.
    ///
    /// # Errors
    /// The database failed.
    pub async fn rated_results(&self) -> StoreResult<Vec<RatedResult>> {
        // The endings that are not rated: abort, deletion, a live game's
        // "no result" (`EndReason::is_void`).
        let void: Vec<String> = EndReason::ALL
            .iter()
            .filter(|reason| reason.is_void())
            .map(|reason| format!("'{}'", reason.as_str()))
            .collect();
        let sql = format!(
            "SELECT g.id, g.white_id, g.black_id, g.winner, g.time_control FROM games g \
             LEFT JOIN (SELECT game_id, MIN(id) AS seq FROM rating_history GROUP BY game_id) h \
             ON h.game_id = g.id \
             WHERE g.status = 'finished' AND g.rated AND g.end_reason NOT IN ({}) \
             ORDER BY (h.seq IS NULL), h.seq, g.finished_at, g.id",
            void.join(", ")
        );
        let rows = on_backend!(&self.read, p => sqlx::query_as(&sql).fetch_all(p).await)?;
        Ok(rows)
    }

    /// Every stored rating of `pool`, by member.
    ///
    /// # Errors
    /// The database failed.
    pub async fn all_ratings(&self, pool: &str) -> StoreResult<HashMap<MemberId, RatingRow>> {
        let sql =
            "SELECT user_id, rating, games, performance_sum, prog FROM ratings WHERE pool = $1";
        let rows: Vec<(i64, Option<i32>, i32, i64, i32)> =
            on_backend!(&self.read, p => sqlx::query_as(sql).bind(pool).fetch_all(p).await)?;
        Ok(rows
            .into_iter()
            .map(|(id, r, g, s, p)| (MemberId(id), row_of((r, g, s, p))))
            .collect())
    }
}

impl Tx {
    /// Takes the ratings of `players` for this transaction, before they
    /// are read and written: on PostgreSQL an advisory lock per member,
    /// taken in the order of their ids, so that two games of the same
    /// players ending at once (a club match's two games of a board) rate
    /// one after the other instead of deadlocking, and neither writes over
    /// the other's change. SQLite has one writer: nothing to take.
    ///
    /// # Errors
    /// The database failed.
    pub async fn lock_ratings(&mut self, players: &[MemberId]) -> StoreResult<()> {
        let Backend::Postgres(tx) = &mut self.0 else {
            return Ok(());
        };
        let mut ids: Vec<i64> = players.iter().map(|m| m.0).collect();
        ids.sort_unstable();
        ids.dedup();
        for id in ids {
            // Keyed by the member's id: the site takes no other advisory
            // lock.
            sqlx::query("SELECT pg_advisory_xact_lock($1)")
                .bind(id)
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }

    /// A member's rating in `pool`, read inside the transaction (the
    /// default, unrated, when they have none).
    ///
    /// # Errors
    /// The database failed.
    pub async fn rating(&mut self, user_id: MemberId, pool: &str) -> StoreResult<RatingRow> {
        let sql = "SELECT rating, games, performance_sum, prog FROM ratings WHERE user_id = $1 AND pool = $2";
        let row: Option<RatingTuple> = on_backend!(&mut self.0, tx =>
            sqlx::query_as(sql).bind(user_id.0).bind(pool).fetch_optional(&mut **tx).await)?;
        Ok(row.map(row_of).unwrap_or_default())
    }

    /// Stores a member's rating in `pool`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_rating(
        &mut self,
        user_id: MemberId,
        pool: &str,
        row: &RatingRow,
        now: i64,
    ) -> StoreResult<()> {
        let sql = "INSERT INTO ratings (user_id, pool, rating, games, performance_sum, prog, updated_at) \
                   VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, pool) DO UPDATE SET \
                   rating = excluded.rating, games = excluded.games, performance_sum = excluded.performance_sum, \
                   prog = excluded.prog, updated_at = excluded.updated_at";
        let games = i32::try_from(row.record.games).unwrap_or(i32::MAX);
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(pool).bind(row.record.rating).bind(games).bind(row.record.performance_sum)
            .bind(row.prog).bind(now).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Adds a point to a member's rating history.
    ///
    /// # Errors
    /// The database failed.
    pub async fn add_rating_point(
        &mut self,
        user_id: MemberId,
        pool: &str,
        point: &RatingPoint,
    ) -> StoreResult<()> {
        let sql = "INSERT INTO rating_history (user_id, pool, game_id, rating, delta, games, created_at, rule) \
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";
        let rule = point.rule.map(UnchangedBy::as_str);
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(pool).bind(&point.game_id).bind(point.rating).bind(point.delta)
            .bind(point.games).bind(point.created_at).bind(rule).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
