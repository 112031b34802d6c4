//! Vacations (product.md §4): each member's periods away, during which
//! their correspondence clocks do not run, and what changing them touches.

use redqueen_domain::account::MemberId;
use redqueen_domain::vacation::{Vacation, VacationError};

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;
use crate::games::{GAME_COLUMNS, GameRow};

stored_row! {
    /// A vacation as stored: the instants `[start_ms, end_ms)`.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct VacationRow {
        pub id: i64,
        pub user_id: MemberId,
        pub start_ms: i64,
        pub end_ms: i64,
        pub created_at: i64,
    }
}

impl VacationRow {
    /// The vacation as the rules know it.
    ///
    /// # Errors
    /// A row with no time in it (the table's check refuses such rows).
    pub const fn vacation(&self) -> Result<Vacation, VacationError> {
        Vacation::new(self.start_ms, self.end_ms)
    }
}

const VACATION_COLUMNS: &str = VacationRow::COLUMNS;

/// The vacations of `count` members (`$2`...) that end after `$1`, read
/// through the `(user_id, end_ms)` index: past vacations cost nothing.
fn ending_after_sql(count: usize) -> String {
    let placeholders: Vec<String> = (2..count + 2).map(|n| format!("${n}")).collect();
    format!(
        "SELECT {VACATION_COLUMNS} FROM vacations WHERE user_id IN ({}) AND end_ms > $1 \
         ORDER BY user_id, start_ms",
        placeholders.join(", ")
    )
}

impl Store {
    /// The vacations of these members that end after `after`, by member
    /// then start: what their clocks and the allowance still depend on.
    ///
    /// # Errors
    /// The database failed.
    pub async fn vacations_ending_after(
        &self,
        user_ids: &[MemberId],
        after: i64,
    ) -> StoreResult<Vec<VacationRow>> {
        if user_ids.is_empty() {
            return Ok(Vec::new());
        }
        let sql = ending_after_sql(user_ids.len());
        let rows = on_backend!(&self.read, pool => {
            let mut query = sqlx::query_as(&sql).bind(after);
            for id in user_ids {
                query = query.bind(id.0);
            }
            query.fetch_all(pool).await
        })?;
        Ok(rows)
    }
}

impl Tx {
    /// [`Store::vacations_ending_after`], inside the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn vacations_ending_after(
        &mut self,
        user_ids: &[MemberId],
        after: i64,
    ) -> StoreResult<Vec<VacationRow>> {
        if user_ids.is_empty() {
            return Ok(Vec::new());
        }
        let sql = ending_after_sql(user_ids.len());
        let rows = on_backend!(&mut self.0, tx => {
            let mut query = sqlx::query_as(&sql).bind(after);
            for id in user_ids {
                query = query.bind(id.0);
            }
            query.fetch_all(&mut **tx).await
        })?;
        Ok(rows)
    }

    /// Makes two changes to one member's vacations run one after the
    /// other, so neither misses the other's vacation (an overlap, the
    /// allowance). Call it first in the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn lock_vacations_of(&mut self, user_id: MemberId) -> StoreResult<()> {
        self.lock_member(user_id).await
    }

    /// The vacation with this id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn vacation(&mut self, id: i64) -> StoreResult<Option<VacationRow>> {
        let sql = format!("SELECT {VACATION_COLUMNS} FROM vacations WHERE id = $1");
        let row = on_backend!(&mut self.0, tx =>
            sqlx::query_as(&sql).bind(id).fetch_optional(&mut **tx).await)?;
        Ok(row)
    }

    /// Stores a member's new vacation and returns its id.
    /// `ending_reminder_at` is when the "vacation ending" email is due, if
    /// one will be.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_vacation(
        &mut self,
        user_id: MemberId,
        vacation: &Vacation,
        ending_reminder_at: Option<i64>,
        now: i64,
    ) -> StoreResult<i64> {
        let sql = "INSERT INTO vacations (user_id, start_ms, end_ms, ending_reminder_at, created_at) \
                   VALUES ($1, $2, $3, $4, $5) RETURNING id";
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(user_id.0).bind(vacation.start()).bind(vacation.end()).bind(ending_reminder_at)
            .bind(now).fetch_one(&mut **tx).await)?;
        Ok(id)
    }

    /// Deletes a member's vacation (cancelled); `false` if they have no
    /// such vacation.
    ///
    /// # Errors
    /// The database failed.
    pub async fn delete_vacation(&mut self, id: i64, user_id: MemberId) -> StoreResult<bool> {
        let sql = "DELETE FROM vacations WHERE id = $1 AND user_id = $2";
        let deleted = on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(id).bind(user_id.0).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(deleted == 1)
    }

    /// Ends a member's vacation at `end_ms` (ended early), with no
    /// "vacation ending" email left to send; `false` if they have no such
    /// vacation.
    ///
    /// # Errors
    /// The database failed.
    pub async fn shorten_vacation(
        &mut self,
        id: i64,
        user_id: MemberId,
        end_ms: i64,
    ) -> StoreResult<bool> {
        let sql = "UPDATE vacations SET end_ms = $3, ending_reminder_at = NULL \
                   WHERE id = $1 AND user_id = $2";
        let updated = on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(id).bind(user_id.0).bind(end_ms).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(updated == 1)
    }

    /// Vacations whose "vacation ending" email is due at `now`, at most
    /// `limit`, read through the reminder index.
    ///
    /// # Errors
    /// The database failed.
    pub async fn due_vacation_endings(
        &mut self,
        now: i64,
        limit: i64,
    ) -> StoreResult<Vec<VacationRow>> {
        let sql = format!(
            "SELECT {VACATION_COLUMNS} FROM vacations WHERE ending_reminder_at IS NOT NULL \
             AND ending_reminder_at <= $1 ORDER BY ending_reminder_at LIMIT $2"
        );
        let rows = on_backend!(&mut self.0, tx => sqlx::query_as(&sql)
            .bind(now).bind(limit).fetch_all(&mut **tx).await)?;
        Ok(rows)
    }

    /// Takes the "vacation ending" email of vacation `id` to send it:
    /// `false` when it was taken already (by another app server), so it
    /// goes out once.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_vacation_ending(&mut self, id: i64) -> StoreResult<bool> {
        let sql = "UPDATE vacations SET ending_reminder_at = NULL \
                   WHERE id = $1 AND ending_reminder_at IS NOT NULL";
        let claimed = on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(id).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(claimed == 1)
    }

    /// A member's games in progress, through the `games_white` and
    /// `games_black` indexes: the games whose deadlines a change of their
    /// vacations moves (product.md §5), at a cost that grows with their
    /// own games only. By id, so that two members who write their games in
    /// this order never wait for each other in a circle.
    ///
    /// # Errors
    /// The database failed.
    pub async fn games_in_progress_of(&mut self, user_id: MemberId) -> StoreResult<Vec<GameRow>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE white_id = $1 AND status = 'started' \
             UNION ALL SELECT {GAME_COLUMNS} FROM games WHERE black_id = $1 AND status = 'started' \
             ORDER BY id"
        );
        let rows = on_backend!(&mut self.0, tx =>
            sqlx::query_as(&sql).bind(user_id.0).fetch_all(&mut **tx).await)?;
        Ok(rows)
    }
}
