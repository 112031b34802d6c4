//! The mail outbox (product.md §6): an email is a row written in the same
//! transaction as the event that causes it, delivered later by a worker.

use redqueen_domain::account::{MailState, MemberId, NoticeKind};

use crate::backend::{Backend, Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

/// An email to queue, already rendered in the recipient's language.
#[derive(Debug, Clone)]
pub struct NewMail<'a> {
    pub user_id: Option<MemberId>,
    /// What kind of email, for Email Options and the unsubscribe link.
    pub kind: NoticeKind,
    pub recipient: &'a str,
    pub subject: &'a str,
    pub body_text: &'a str,
    pub body_html: &'a str,
    pub unsubscribe_url: Option<&'a str>,
}

stored_row! {
    /// A queued email claimed for delivery.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct OutboxMail {
        pub id: i64,
        pub kind: NoticeKind,
        pub recipient: String,
        pub subject: String,
        pub body_text: String,
        pub body_html: String,
        pub unsubscribe_url: Option<String>,
        pub attempts: i32,
        pub created_at: i64,
    }
}

const MAIL_COLUMNS: &str = OutboxMail::COLUMNS;

impl Tx {
    /// How many emails of `kinds` were queued to `recipient` since `since`
    /// (read by the recipient index).
    ///
    /// # Errors
    /// The database failed.
    pub async fn mails_to_since(
        &mut self,
        recipient: &str,
        kinds: &[NoticeKind],
        since: i64,
    ) -> StoreResult<i64> {
        let mut count = 0;
        for kind in kinds {
            let sql = "SELECT COUNT(*) FROM outbox WHERE recipient = $1 AND created_at >= $2 AND kind = $3";
            let n: i64 = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
                .bind(recipient).bind(since).bind(kind.as_str()).fetch_one(&mut **tx).await)?;
            count += n;
        }
        Ok(count)
    }

    /// Queues an email, due at once; `None` when it is for a member whose
    /// account was deleted meanwhile (nothing is queued: the address must
    /// not outlive the account, product.md §1).
    ///
    /// On PostgreSQL the insert reads the member `FOR KEY SHARE`, which an
    /// erasure's `FOR UPDATE` excludes ([`Tx::erase_account`]): an email
    /// queued first makes the erasure wait and is then deleted by it; an
    /// erasure first makes the insert wait and then find the account
    /// erased. A vacation change (`FOR NO KEY UPDATE`) holds up neither.
    ///
    /// # Errors
    /// The database failed.
    pub async fn enqueue_mail(&mut self, mail: &NewMail<'_>, now: i64) -> StoreResult<Option<i64>> {
        let columns = "INSERT INTO outbox (user_id, kind, recipient, subject, body_text, body_html, \
                       unsubscribe_url, next_attempt_at, created_at) ";
        let values = "SELECT $1, $2, $3, $4, $5, $6, $7, $8, $8";
        let lock = match &self.0 {
            Backend::Postgres(_) => " FOR KEY SHARE",
            // One writer connection: an erasure is wholly before or after.
            Backend::Sqlite(_) => "",
        };
        let sql = match mail.user_id {
            None => format!("{columns}{values} RETURNING id"),
            Some(_) => format!(
                "{columns}{values} FROM users WHERE id = $1 AND deleted_at IS NULL{lock} RETURNING id"
            ),
        };
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(&sql)
            .bind(mail.user_id.map(|id| id.0)).bind(mail.kind.as_str()).bind(mail.recipient).bind(mail.subject)
            .bind(mail.body_text).bind(mail.body_html).bind(mail.unsubscribe_url).bind(now)
            .fetch_optional(&mut **tx).await)?;
        Ok(id)
    }

    /// Claims up to `limit` due emails for `lease_ms`: they are not due
    /// again until the lease ends, so a second worker (another app server)
    /// skips them, and a worker that dies lets them come back. The outer
    /// condition is re-checked on PostgreSQL after a concurrent update, so
    /// two workers never claim the same row.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_due_mail(
        &mut self,
        now: i64,
        lease_ms: i64,
        limit: i64,
    ) -> StoreResult<Vec<OutboxMail>> {
        let sql = format!(
            "UPDATE outbox SET next_attempt_at = $2, attempts = attempts + 1 \
             WHERE status = 'pending' AND next_attempt_at <= $1 AND id IN \
             (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1 \
              ORDER BY next_attempt_at LIMIT $3) \
             RETURNING {MAIL_COLUMNS}"
        );
        let rows = on_backend!(&mut self.0, tx => sqlx::query_as(&sql)
            .bind(now).bind(now + lease_ms).bind(limit).fetch_all(&mut **tx).await)?;
        Ok(rows)
    }

    /// Records a delivery.
    ///
    /// # Errors
    /// The database failed.
    pub async fn mark_mail_sent(&mut self, id: i64, now: i64) -> StoreResult<()> {
        let sql =
            "UPDATE outbox SET status = 'sent', sent_at = $2, last_error = NULL WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(now).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Records a failure that may pass: try again at `retry_at`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn mark_mail_retry(
        &mut self,
        id: i64,
        retry_at: i64,
        error: &str,
    ) -> StoreResult<()> {
        let sql = "UPDATE outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(id).bind(retry_at).bind(error).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Records a permanent failure: the email is never tried again.
    ///
    /// # Errors
    /// The database failed.
    pub async fn mark_mail_failed(&mut self, id: i64, error: &str) -> StoreResult<()> {
        let sql = "UPDATE outbox SET status = 'failed', last_error = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).bind(error).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}

stored_row! {
    /// An outbox row's delivery state, for operators and tests.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct MailStatus {
        pub status: MailState,
        pub attempts: i32,
        pub last_error: Option<String>,
        /// When it is tried next (while pending).
        pub next_attempt_at: i64,
    }
}

impl Store {
    /// The delivery state of one queued email.
    ///
    /// # Errors
    /// The database failed.
    pub async fn mail_status(&self, id: i64) -> StoreResult<Option<MailStatus>> {
        let sql = "SELECT status, attempts, last_error, next_attempt_at FROM outbox WHERE id = $1";
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(sql).bind(id).fetch_optional(pool).await)?;
        Ok(row)
    }
}
