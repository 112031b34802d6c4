//! Login sessions: the cookie holds a random token, the table its hash.

use redqueen_domain::account::MemberId;

use crate::backend::{Backend, Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;
use rusqlite::OptionalExtension;

stored_row! {
    /// A live session and whose it is.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct SessionRow {
        pub user_id: MemberId,
        pub expires_at: i64,
    }
}

impl Store {
    /// When the session with this token hash expires, if it stands at
    /// `now`: it is `user_id`'s, has not expired, and its member is not
    /// banned. What a socket or stream opened in the session reads when
    /// it opens and when the hub says the session may have ended. On
    /// SQLite it is read on the calling thread (`sqlite_reads.rs`), as a
    /// move's read is.
    ///
    /// # Errors
    /// The database failed.
    pub async fn session_expiry(
        &self,
        token_hash: &str,
        user_id: MemberId,
        now: i64,
    ) -> StoreResult<Option<i64>> {
        let sql = "SELECT s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id \
                   WHERE s.token_hash = $1 AND s.user_id = $2 AND s.expires_at > $3 \
                   AND u.banned_at IS NULL";
        let expiry = match &self.hot {
            Backend::Sqlite(direct) => direct.with(|conn| {
                conn.prepare_cached(sql)?
                    .query_row(rusqlite::params![token_hash, user_id.0, now], |row| {
                        row.get(0)
                    })
                    .optional()
            })?,
            Backend::Postgres(pool) => {
                sqlx::query_scalar(sql)
                    .bind(token_hash)
                    .bind(user_id.0)
                    .bind(now)
                    .fetch_optional(pool)
                    .await?
            }
        };
        Ok(expiry)
    }

    /// The session with this token hash, if it has not expired at `now`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn session(&self, token_hash: &str, now: i64) -> StoreResult<Option<SessionRow>> {
        let sql =
            "SELECT user_id, expires_at FROM sessions WHERE token_hash = $1 AND expires_at > $2";
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(sql).bind(token_hash).bind(now).fetch_optional(pool).await)?;
        Ok(row)
    }
}

impl Tx {
    /// Opens a session for `user_id` until `expires_at`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_session(
        &mut self,
        token_hash: &str,
        user_id: MemberId,
        now: i64,
        expires_at: i64,
    ) -> StoreResult<()> {
        let sql = "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) \
                   VALUES ($1, $2, $3, $4)";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(token_hash).bind(user_id.0).bind(now).bind(expires_at).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Ends one session (log out); returns whose it was, if it was.
    ///
    /// # Errors
    /// The database failed.
    pub async fn delete_session(&mut self, token_hash: &str) -> StoreResult<Option<MemberId>> {
        let sql = "DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id";
        let member: Option<i64> = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql).bind(token_hash).fetch_optional(&mut **tx).await)?;
        Ok(member.map(MemberId))
    }

    /// Ends every session of a member but the one whose token hashes to
    /// `keep` (after a change of password: the member stays logged in
    /// where they changed it, a thief who knew the old one is logged out).
    ///
    /// # Errors
    /// The database failed.
    pub async fn delete_other_sessions(
        &mut self,
        user_id: MemberId,
        keep: &str,
    ) -> StoreResult<()> {
        let sql = "DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(user_id.0).bind(keep).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Ends every session of a member (after a password reset, so a thief
    /// who knew the old password is logged out too).
    ///
    /// # Errors
    /// The database failed.
    pub async fn delete_sessions_of(&mut self, user_id: MemberId) -> StoreResult<()> {
        let sql = "DELETE FROM sessions WHERE user_id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(user_id.0).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
