//! Members' accounts.

use redqueen_domain::account::{FailedLogins, MemberId};
use redqueen_domain::conduct::Standing;
use redqueen_domain::gems::GemReason;

use crate::backend::{Backend, Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;
use crate::gems::NewGemEntry;

stored_row! {
    /// An account as stored.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct UserRow {
        pub id: MemberId,
        pub username: String,
        pub username_key: String,
        pub email: String,
        pub password_hash: String,
        pub email_verified: bool,
        pub is_admin: bool,
        pub language: Option<String>,
        pub created_at: i64,
        pub seen_at: i64,
        /// The member's gems (live-games.md "Gems").
        pub gems: i64,
        /// Banned since when (product.md §11).
        pub banned_at: Option<i64>,
        /// Muted until when.
        pub muted_until: Option<i64>,
        /// A BOT account (product.md §2): labelled, never rated.
        pub is_bot: bool,
        /// The IANA time zone pages and emails write times in; `None` is
        /// UTC (product.md §10). Shown to nobody else.
        pub time_zone: Option<String>,
    }
}

impl UserRow {
    /// The member's sanctions.
    #[must_use]
    pub const fn standing(&self) -> Standing {
        Standing {
            banned_at: self.banned_at,
            muted_until: self.muted_until,
        }
    }
}

/// What registration stores.
#[derive(Debug, Clone)]
pub struct NewAccount<'a> {
    pub username: &'a str,
    pub username_key: &'a str,
    pub email: &'a str,
    pub email_key: &'a str,
    pub password_hash: &'a str,
    pub email_verified: bool,
    pub is_admin: bool,
    pub language: Option<&'a str>,
    /// The installation's starting amount of gems, the account's first
    /// ledger entry.
    pub starting_gems: i64,
    pub now: i64,
}

pub(crate) const USER_COLUMNS: &str = UserRow::COLUMNS;

impl Store {
    /// The account with this id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn user_by_id(&self, id: MemberId) -> StoreResult<Option<UserRow>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1");
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(id.0).fetch_optional(pool).await)?;
        Ok(row)
    }

    /// The account whose case-insensitive username key is `key`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn user_by_username_key(&self, key: &str) -> StoreResult<Option<UserRow>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE username_key = $1");
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(key).fetch_optional(pool).await)?;
        Ok(row)
    }

    /// The accounts with these ids, in no particular order (unknown ids are
    /// left out).
    ///
    /// # Errors
    /// The database failed.
    pub async fn users_by_ids(&self, ids: &[MemberId]) -> StoreResult<Vec<UserRow>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let placeholders: Vec<String> = (1..=ids.len()).map(|n| format!("${n}")).collect();
        let sql = format!(
            "SELECT {USER_COLUMNS} FROM users WHERE id IN ({})",
            placeholders.join(", ")
        );
        let rows = on_backend!(&self.read, pool => {
            let mut query = sqlx::query_as(&sql);
            for id in ids {
                query = query.bind(id.0);
            }
            query.fetch_all(pool).await
        })?;
        Ok(rows)
    }

    /// The member whose unsubscribe secret is `token`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn user_by_unsubscribe_token(&self, token: &str) -> StoreResult<Option<UserRow>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE unsubscribe_token = $1");
        let row = on_backend!(&self.read, pool => sqlx::query_as(&sql).bind(token).fetch_optional(pool).await)?;
        Ok(row)
    }

    /// The account registered with this email key.
    ///
    /// # Errors
    /// The database failed.
    pub async fn user_by_email_key(&self, key: &str) -> StoreResult<Option<UserRow>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE email_key = $1");
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(key).fetch_optional(pool).await)?;
        Ok(row)
    }
    /// The member logged in with the session whose token hash is
    /// `token_hash`, if it has not expired at `now` and they are not banned
    /// (a ban ends their sessions; this holds on every app server even
    /// before): one query per page.
    ///
    /// # Errors
    /// The database failed.
    pub async fn user_by_session(
        &self,
        token_hash: &str,
        now: i64,
    ) -> StoreResult<Option<UserRow>> {
        let sql = "SELECT u.id, u.username, u.username_key, u.email, u.password_hash, \
                   u.email_verified, u.is_admin, u.language, u.created_at, u.seen_at, u.gems, \
                   u.banned_at, u.muted_until, u.is_bot, u.time_zone \
                   FROM sessions s JOIN users u ON u.id = s.user_id \
                   WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.banned_at IS NULL";
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(sql).bind(token_hash).bind(now).fetch_optional(pool).await)?;
        Ok(row)
    }
}

impl Tx {
    /// Makes changes to one member's own lists (their vacations, their
    /// devices) run one after the other, so that a limit counted before a
    /// change still holds when both are committed. Call it first in the
    /// transaction.
    ///
    /// On PostgreSQL this locks the member's row `FOR NO KEY UPDATE`: that
    /// waits for another such lock, but not for the key-share locks that
    /// rows referring to the member take (an email queued by a move), so a
    /// move and such a change never wait for each other in a circle.
    ///
    /// # Errors
    /// The database failed.
    pub async fn lock_member(&mut self, member: MemberId) -> StoreResult<()> {
        match &mut self.0 {
            Backend::Postgres(tx) => {
                sqlx::query("SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE")
                    .bind(member.0)
                    .fetch_optional(&mut **tx)
                    .await?;
            }
            // One writer connection: SQLite runs write transactions one at
            // a time already.
            Backend::Sqlite(_) => {}
        }
        Ok(())
    }

    /// The member's unsubscribe secret (made when the account was stored:
    /// migration 0008). Only read, so that an email queued in the
    /// transaction of a game change locks no member's row.
    ///
    /// # Errors
    /// The database failed.
    pub async fn unsubscribe_token(&mut self, user_id: MemberId) -> StoreResult<String> {
        let sql = "SELECT unsubscribe_token FROM users WHERE id = $1";
        let token = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(user_id.0).fetch_one(&mut **tx).await)?;
        Ok(token)
    }

    /// The account with this id, read inside the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn user_by_id(&mut self, id: MemberId) -> StoreResult<Option<UserRow>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1");
        let row = on_backend!(&mut self.0, tx => sqlx::query_as(&sql).bind(id.0).fetch_optional(&mut **tx).await)?;
        Ok(row)
    }

    /// Stores a new account with its starting gems, and returns its id.
    ///
    /// # Errors
    /// [`crate::StoreError::Conflict`] with `username_key` or `email_key`
    /// when the name or address is taken.
    pub async fn insert_user(&mut self, account: &NewAccount<'_>) -> StoreResult<MemberId> {
        let sql = "INSERT INTO users (username, username_key, email, email_key, password_hash, \
                   email_verified, is_admin, language, created_at, seen_at) \
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id";
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(account.username)
            .bind(account.username_key)
            .bind(account.email)
            .bind(account.email_key)
            .bind(account.password_hash)
            .bind(account.email_verified)
            .bind(account.is_admin)
            .bind(account.language)
            .bind(account.now)
            .fetch_one(&mut **tx)
            .await)?;
        let member = MemberId(id);
        self.add_gems(&NewGemEntry {
            member,
            game: None,
            amount: account.starting_gems,
            reason: GemReason::Start,
            at: account.now,
        })
        .await?;
        Ok(member)
    }

    /// Marks the account's address as verified, optionally replacing it
    /// first (a confirmed change of address).
    ///
    /// # Errors
    /// [`crate::StoreError::Conflict`] with `email_key` when someone else
    /// registered the new address meanwhile.
    pub async fn verify_email(
        &mut self,
        user_id: MemberId,
        new_email: Option<(&str, &str)>,
    ) -> StoreResult<()> {
        match new_email {
            Some((email, key)) => {
                let sql = "UPDATE users SET email = $2, email_key = $3, email_verified = TRUE \
                           WHERE id = $1";
                on_backend!(&mut self.0, tx => sqlx::query(sql)
                    .bind(user_id.0).bind(email).bind(key).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
            }
            None => {
                let sql = "UPDATE users SET email_verified = TRUE WHERE id = $1";
                on_backend!(&mut self.0, tx => sqlx::query(sql)
                    .bind(user_id.0).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
            }
        }
        Ok(())
    }

    /// Replaces the password hash and clears every lockout.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_password_hash(&mut self, user_id: MemberId, hash: &str) -> StoreResult<()> {
        let sql = "UPDATE users SET password_hash = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(hash).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        let sql = "DELETE FROM login_failures WHERE user_id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Stores the member's chosen language (`None`: negotiate).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_language(
        &mut self,
        user_id: MemberId,
        language: Option<&str>,
    ) -> StoreResult<()> {
        let sql = "UPDATE users SET language = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(language).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Gives or takes administrator rights.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_admin(&mut self, user_id: MemberId, is_admin: bool) -> StoreResult<()> {
        let sql = "UPDATE users SET is_admin = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(is_admin).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// The account's run of failed logins from `client` (an address).
    ///
    /// # Errors
    /// The database failed.
    pub async fn failed_logins(
        &mut self,
        user_id: MemberId,
        client: &str,
    ) -> StoreResult<FailedLogins> {
        let sql =
            "SELECT failures, locked_until FROM login_failures WHERE user_id = $1 AND client = $2";
        let row: Option<(i32, Option<i64>)> = on_backend!(&mut self.0, tx => sqlx::query_as(sql)
            .bind(user_id.0).bind(client).fetch_optional(&mut **tx).await)?;
        Ok(
            row.map_or_else(FailedLogins::default, |(count, locked_until)| {
                FailedLogins {
                    count: u32::try_from(count).unwrap_or(0),
                    locked_until,
                }
            }),
        )
    }

    /// Stores the account's run of failed logins from `client`; a run of
    /// none is forgotten.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_failed_logins(
        &mut self,
        user_id: MemberId,
        client: &str,
        state: FailedLogins,
    ) -> StoreResult<()> {
        let sql = "DELETE FROM login_failures WHERE user_id = $1 AND client = $2";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(client).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        if state == FailedLogins::default() {
            return Ok(());
        }
        let sql = "INSERT INTO login_failures (user_id, client, failures, locked_until) VALUES ($1, $2, $3, $4)";
        let count = i32::try_from(state.count).unwrap_or(i32::MAX);
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(client).bind(count).bind(state.locked_until).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Records that the member was seen at `now` (the lichess `seenAt`).
    ///
    /// # Errors
    /// The database failed.
    pub async fn touch_seen(&mut self, user_id: MemberId, now: i64) -> StoreResult<()> {
        let sql = "UPDATE users SET seen_at = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(now).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
