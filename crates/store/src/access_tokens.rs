//! Personal access tokens for the API, stored as hashes.

use redqueen_domain::account::{MemberId, Scopes};

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

stored_row! {
    /// A token as listed on the settings page and checked on each API call.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct AccessTokenRow {
        pub id: i64,
        pub user_id: MemberId,
        pub description: String,
        pub scopes: Scopes,
        pub created_at: i64,
        pub last_used_at: Option<i64>,
    }
}

const TOKEN_COLUMNS: &str = AccessTokenRow::COLUMNS;

impl Store {
    /// The token with this hash.
    ///
    /// # Errors
    /// The database failed.
    pub async fn access_token(&self, token_hash: &str) -> StoreResult<Option<AccessTokenRow>> {
        let sql = format!("SELECT {TOKEN_COLUMNS} FROM access_tokens WHERE token_hash = $1");
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(token_hash).fetch_optional(pool).await)?;
        Ok(row)
    }

    /// A member's tokens, newest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn access_tokens_of(&self, user_id: MemberId) -> StoreResult<Vec<AccessTokenRow>> {
        let sql = format!(
            "SELECT {TOKEN_COLUMNS} FROM access_tokens WHERE user_id = $1 ORDER BY id DESC"
        );
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(user_id.0).fetch_all(pool).await)?;
        Ok(rows)
    }
}

impl Tx {
    /// Stores a new token's hash and returns its id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_access_token(
        &mut self,
        user_id: MemberId,
        description: &str,
        token_hash: &str,
        scopes: &Scopes,
        now: i64,
    ) -> StoreResult<i64> {
        let sql = "INSERT INTO access_tokens (user_id, description, token_hash, scopes, created_at) \
                   VALUES ($1, $2, $3, $4, $5) RETURNING id";
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(user_id.0).bind(description).bind(token_hash).bind(scopes.to_lichess_string()).bind(now)
            .fetch_one(&mut **tx).await)?;
        Ok(id)
    }

    /// Revokes one of the member's tokens; `false` when they have none with
    /// that id (someone else's token is never touched).
    ///
    /// # Errors
    /// The database failed.
    pub async fn delete_access_token(
        &mut self,
        user_id: MemberId,
        token_id: i64,
    ) -> StoreResult<bool> {
        let sql = "DELETE FROM access_tokens WHERE id = $1 AND user_id = $2";
        let done = on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(token_id).bind(user_id.0).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(done == 1)
    }

    /// Records when a token was last used.
    ///
    /// # Errors
    /// The database failed.
    pub async fn touch_access_token(&mut self, token_id: i64, now: i64) -> StoreResult<()> {
        let sql = "UPDATE access_tokens SET last_used_at = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(token_id).bind(now).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
