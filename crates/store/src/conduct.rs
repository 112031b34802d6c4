//! Conduct and moderation (product.md §11): members' reports, the
//! sanctions kept with an account, and the moderation log, which nothing
//! deletes.

use redqueen_domain::account::MemberId;
use redqueen_domain::conduct::{ModerationAction, ReportReason, ReportStatus};

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

stored_row! {
    /// A report with the names of both members.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ReportRow {
        pub id: i64,
        pub reporter_id: MemberId,
        pub reporter: String,
        pub accused_id: MemberId,
        pub accused: String,
        pub reason: ReportReason,
        pub game_id: Option<String>,
        pub chat_line_id: Option<i64>,
        /// The reported chat line, copied as it was.
        pub chat_text: Option<String>,
        pub text: String,
        pub status: ReportStatus,
        pub created_at: i64,
        pub closed_at: Option<i64>,
        pub note: Option<String>,
    }
}

/// What a member reports.
#[derive(Debug, Clone, Copy)]
pub struct NewReport<'a> {
    pub reporter: MemberId,
    pub accused: MemberId,
    pub reason: ReportReason,
    pub game_id: Option<&'a str>,
    /// The reported line and its text at the time of the report.
    pub chat_line: Option<(i64, &'a str)>,
    pub text: &'a str,
    pub now: i64,
}

stored_row! {
    /// One entry of the moderation log, with the names of both members.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct LogEntryRow {
        pub id: i64,
        pub moderator: String,
        /// Whom the action is about (none for an adjudication).
        pub member_id: Option<MemberId>,
        pub member: Option<String>,
        pub action: ModerationAction,
        pub reason: String,
        pub report_id: Option<i64>,
        pub game_id: Option<String>,
        /// A mute's end.
        pub until_at: Option<i64>,
        /// An adjudication's result, a gift of time's amount.
        pub detail: Option<String>,
        pub at: i64,
    }
}

/// An action to write to the log.
#[derive(Debug, Clone, Copy)]
pub struct NewLogEntry<'a> {
    pub moderator: MemberId,
    pub member: Option<MemberId>,
    pub action: ModerationAction,
    pub reason: &'a str,
    pub report_id: Option<i64>,
    pub game_id: Option<&'a str>,
    pub until_at: Option<i64>,
    pub detail: Option<&'a str>,
    pub now: i64,
}

impl<'a> NewLogEntry<'a> {
    /// `action` on `member` by `moderator` for `reason`, with nothing else.
    #[must_use]
    pub const fn new(
        moderator: MemberId,
        member: Option<MemberId>,
        action: ModerationAction,
        reason: &'a str,
        now: i64,
    ) -> Self {
        Self {
            moderator,
            member,
            action,
            reason,
            report_id: None,
            game_id: None,
            until_at: None,
            detail: None,
            now,
        }
    }
}

/// A warning its member has not acknowledged yet.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PendingWarning {
    pub id: i64,
    pub reason: String,
    pub at: i64,
}

const REPORT_SELECT: &str = "SELECT r.id, r.reporter_id, a.username AS reporter, r.accused_id, \
     b.username AS accused, r.reason, r.game_id, r.chat_line_id, r.chat_text, r.text, r.status, \
     r.created_at, r.closed_at, r.note \
     FROM reports r JOIN users a ON a.id = r.reporter_id JOIN users b ON b.id = r.accused_id";

const LOG_SELECT: &str = "SELECT l.id, m.username AS moderator, l.member_id, \
     u.username AS member, l.action, l.reason, l.report_id, l.game_id, l.until_at, l.detail, l.at \
     FROM moderation_log l JOIN users m ON m.id = l.moderator_id \
     LEFT JOIN users u ON u.id = l.member_id";

impl Store {
    /// The reports `reporter` filed, newest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn reports_by(&self, reporter: MemberId) -> StoreResult<Vec<ReportRow>> {
        let sql = format!("{REPORT_SELECT} WHERE r.reporter_id = $1 ORDER BY r.id DESC");
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(reporter.0).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// How many reports `reporter` filed since `since`, and when the
    /// oldest of them was (the rate limit and its `Retry-After`).
    ///
    /// # Errors
    /// The database failed.
    pub async fn reports_since(
        &self,
        reporter: MemberId,
        since: i64,
    ) -> StoreResult<(i64, Option<i64>)> {
        let sql = "SELECT COUNT(*), MIN(created_at) FROM reports \
                   WHERE reporter_id = $1 AND created_at >= $2";
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(sql).bind(reporter.0).bind(since).fetch_one(pool).await)?;
        Ok(row)
    }

    /// The open reports, by accused member then oldest first: the
    /// administrators' queue.
    ///
    /// # Errors
    /// The database failed.
    pub async fn open_reports(&self) -> StoreResult<Vec<ReportRow>> {
        let sql = format!("{REPORT_SELECT} WHERE r.status = 'open' ORDER BY r.accused_id, r.id");
        let rows = on_backend!(&self.read, pool => sqlx::query_as(&sql).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// Every report about `accused`, newest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn reports_about(&self, accused: MemberId) -> StoreResult<Vec<ReportRow>> {
        let sql = format!("{REPORT_SELECT} WHERE r.accused_id = $1 ORDER BY r.id DESC");
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(accused.0).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// The report `id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn report(&self, id: i64) -> StoreResult<Option<ReportRow>> {
        let sql = format!("{REPORT_SELECT} WHERE r.id = $1");
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
        Ok(row)
    }

    /// The moderation log, newest first, `limit` entries before the entry
    /// `before` (all the newest without).
    ///
    /// # Errors
    /// The database failed.
    pub async fn moderation_log(
        &self,
        before: Option<i64>,
        limit: i64,
    ) -> StoreResult<Vec<LogEntryRow>> {
        let sql = format!("{LOG_SELECT} WHERE l.id < $1 ORDER BY l.id DESC LIMIT $2");
        let rows = on_backend!(&self.read, pool => sqlx::query_as(&sql)
            .bind(before.unwrap_or(i64::MAX)).bind(limit).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// The log's entries about `member`, newest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn moderation_log_of(&self, member: MemberId) -> StoreResult<Vec<LogEntryRow>> {
        let sql = format!("{LOG_SELECT} WHERE l.member_id = $1 ORDER BY l.id DESC");
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(member.0).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// The log's entries about a game (adjudication, gifts of time), oldest
    /// first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn moderation_log_of_game(&self, game_id: &str) -> StoreResult<Vec<LogEntryRow>> {
        let sql = format!("{LOG_SELECT} WHERE l.game_id = $1 ORDER BY l.id");
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(game_id).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// The oldest warning `member` has not acknowledged.
    ///
    /// # Errors
    /// The database failed.
    pub async fn pending_warning(&self, member: MemberId) -> StoreResult<Option<PendingWarning>> {
        let sql = "SELECT id, reason, at FROM moderation_log WHERE member_id = $1 \
                   AND action = 'warn' AND acknowledged_at IS NULL ORDER BY id LIMIT 1";
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(sql).bind(member.0).fetch_optional(pool).await)?;
        Ok(row)
    }
}

impl Tx {
    /// Files a report; returns its id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_report(&mut self, report: &NewReport<'_>) -> StoreResult<i64> {
        let sql = "INSERT INTO reports (reporter_id, accused_id, reason, game_id, chat_line_id, \
                   chat_text, text, status, created_at) \
                   VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8) RETURNING id";
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(report.reporter.0)
            .bind(report.accused.0)
            .bind(report.reason.as_str())
            .bind(report.game_id)
            .bind(report.chat_line.map(|(id, _)| id))
            .bind(report.chat_line.map(|(_, text)| text))
            .bind(report.text)
            .bind(report.now)
            .fetch_one(&mut **tx)
            .await)?;
        Ok(id)
    }

    /// Closes the open report `id` with a note; `false` when it was not
    /// open (closed meanwhile, or no such report).
    ///
    /// # Errors
    /// The database failed.
    pub async fn close_report(
        &mut self,
        id: i64,
        by: MemberId,
        note: &str,
        now: i64,
    ) -> StoreResult<bool> {
        let sql = "UPDATE reports SET status = 'closed', closed_by = $2, closed_at = $3, note = $4 \
                   WHERE id = $1 AND status = 'open'";
        let n = on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(id).bind(by.0).bind(now).bind(note).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(n == 1)
    }

    /// Closes every open report about `accused` with a note (an action on
    /// the member answered them); returns their ids, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn close_reports_about(
        &mut self,
        accused: MemberId,
        by: MemberId,
        note: &str,
        now: i64,
    ) -> StoreResult<Vec<i64>> {
        let sql = "UPDATE reports SET status = 'closed', closed_by = $2, closed_at = $3, note = $4 \
                   WHERE accused_id = $1 AND status = 'open' RETURNING id";
        let mut ids: Vec<i64> = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(accused.0).bind(by.0).bind(now).bind(note).fetch_all(&mut **tx).await)?;
        ids.sort_unstable();
        Ok(ids)
    }

    /// Writes an action to the moderation log; returns its id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn log_moderation(&mut self, entry: &NewLogEntry<'_>) -> StoreResult<i64> {
        let sql = "INSERT INTO moderation_log (moderator_id, member_id, action, reason, report_id, \
                   game_id, until_at, detail, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
                   RETURNING id";
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(entry.moderator.0)
            .bind(entry.member.map(|m| m.0))
            .bind(entry.action.as_str())
            .bind(entry.reason)
            .bind(entry.report_id)
            .bind(entry.game_id)
            .bind(entry.until_at)
            .bind(entry.detail)
            .bind(entry.now)
            .fetch_one(&mut **tx)
            .await)?;
        Ok(id)
    }

    /// Marks `member`'s warning `id` as seen (once: acknowledging it again
    /// keeps the first time); `false` when `member` has no warning `id`
    /// (someone else's, or no warning at all), and nothing changes.
    ///
    /// # Errors
    /// The database failed.
    pub async fn acknowledge_warning(
        &mut self,
        member: MemberId,
        id: i64,
        now: i64,
    ) -> StoreResult<bool> {
        let sql = "UPDATE moderation_log SET acknowledged_at = COALESCE(acknowledged_at, $3) \
                   WHERE id = $1 AND member_id = $2 AND action = 'warn'";
        let n = on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(id).bind(member.0).bind(now).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(n == 1)
    }

    /// Bans `member` at `at`, or lifts the ban (`None`).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_banned(&mut self, member: MemberId, at: Option<i64>) -> StoreResult<()> {
        let sql = "UPDATE users SET banned_at = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(member.0).bind(at).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Mutes `member` until `until`, or lifts the mute (`None`).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_muted(&mut self, member: MemberId, until: Option<i64>) -> StoreResult<()> {
        let sql = "UPDATE users SET muted_until = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(member.0).bind(until).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
