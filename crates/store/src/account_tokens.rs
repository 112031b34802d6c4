//! Single-use links sent by email: verify an address, reset a password.

use redqueen_domain::account::MemberId;

use crate::backend::{Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

/// What an emailed link is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountTokenPurpose {
    /// Confirms the address registered, or the new one after a change.
    VerifyEmail,
    /// Lets the holder choose a new password.
    ResetPassword,
}

impl AccountTokenPurpose {
    fn as_str(self) -> &'static str {
        match self {
            Self::VerifyEmail => "verify_email",
            Self::ResetPassword => "reset_password",
        }
    }
}

stored_row! {
    /// A link that was just used.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ConsumedAccountToken {
        pub user_id: MemberId,
        /// For a change of address: the address being confirmed.
        pub new_email: Option<String>,
    }
}

impl Tx {
    /// Stores a link's token hash. Earlier unused links of the same purpose
    /// for the member stop working: only the newest email counts.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_account_token(
        &mut self,
        token_hash: &str,
        user_id: MemberId,
        purpose: AccountTokenPurpose,
        new_email: Option<&str>,
        now: i64,
        expires_at: i64,
    ) -> StoreResult<()> {
        let retire = "UPDATE account_tokens SET used_at = $3 \
                      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL";
        on_backend!(&mut self.0, tx => sqlx::query(retire)
            .bind(user_id.0).bind(purpose.as_str()).bind(now).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        let insert = "INSERT INTO account_tokens \
                      (token_hash, user_id, purpose, new_email, created_at, expires_at) \
                      VALUES ($1, $2, $3, $4, $5, $6)";
        on_backend!(&mut self.0, tx => sqlx::query(insert)
            .bind(token_hash).bind(user_id.0).bind(purpose.as_str()).bind(new_email)
            .bind(now).bind(expires_at).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Uses a link: succeeds once, while it has not expired, and only for
    /// its purpose. The single `UPDATE` makes a second use fail even when
    /// two requests race.
    ///
    /// # Errors
    /// The database failed.
    pub async fn consume_account_token(
        &mut self,
        token_hash: &str,
        purpose: AccountTokenPurpose,
        now: i64,
    ) -> StoreResult<Option<ConsumedAccountToken>> {
        let sql = "UPDATE account_tokens SET used_at = $3 \
                   WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 \
                   RETURNING user_id, new_email";
        let row = on_backend!(&mut self.0, tx => sqlx::query_as(sql)
            .bind(token_hash).bind(purpose.as_str()).bind(now).fetch_optional(&mut **tx).await)?;
        Ok(row)
    }
}
