//! Erasing an account (product.md §1): the row stays, as finished games,
//! ratings and tournaments point at it, with a tombstone for a name and
//! every personal field emptied; what only the member had is deleted.

use redqueen_domain::account::MemberId;

use crate::backend::{Backend, Store, Tx};
use crate::error::StoreResult;
use crate::query::{Arg, Source};

impl Store {
    /// Whether the username key `key` belonged to a deleted account (it is
    /// never registered again).
    ///
    /// # Errors
    /// The database failed.
    pub async fn username_retired(&self, key: &str) -> StoreResult<bool> {
        let found: Option<(String,)> = Source::Read(self)
            .first(
                "SELECT username_key FROM retired_usernames WHERE username_key = $1",
                &[Arg::Text(key)],
            )
            .await?;
        Ok(found.is_some())
    }
}

impl Tx {
    /// Erases `member`'s account: their username key is retired, the row
    /// keeps `tombstone` as its name and key, no address, no password, no
    /// personal information; their sessions, tokens, account links,
    /// private notes, conditional moves, blocks, email options, vacations
    /// and mail are deleted.
    ///
    /// On PostgreSQL the member's row is locked `FOR UPDATE` first, so an
    /// email being queued to them ([`Tx::enqueue_mail`]) is either
    /// committed before and deleted here, or finds the account erased.
    ///
    /// # Errors
    /// The database failed.
    pub async fn erase_account(
        &mut self,
        member: MemberId,
        username_key: &str,
        tombstone: &str,
        now: i64,
    ) -> StoreResult<()> {
        let id = [Arg::Member(member)];
        if let Backend::Postgres(tx) = &mut self.0 {
            sqlx::query("SELECT id FROM users WHERE id = $1 FOR UPDATE")
                .bind(member.0)
                .fetch_optional(&mut **tx)
                .await?;
        }
        self.run(
            "INSERT INTO retired_usernames (username_key, retired_at) VALUES ($1, $2)",
            &[Arg::Text(username_key), Arg::Int(now)],
        )
        .await?;
        self.run(
            "UPDATE users SET username = $2, username_key = $2, email = '', email_key = $2, \
             password_hash = '', email_verified = FALSE, is_admin = FALSE, language = NULL, \
             real_name = NULL, birth_year = NULL, country = NULL, languages = NULL, bio = NULL, time_zone = NULL, \
             deleted_at = $3 WHERE id = $1",
            &[Arg::Member(member), Arg::Text(tombstone), Arg::Int(now)],
        )
        .await?;
        for table in [
            "DELETE FROM sessions WHERE user_id = $1",
            "DELETE FROM access_tokens WHERE user_id = $1",
            "DELETE FROM account_tokens WHERE user_id = $1",
            "DELETE FROM login_failures WHERE user_id = $1",
            "DELETE FROM game_notes WHERE user_id = $1",
            "DELETE FROM conditional_moves WHERE user_id = $1",
            "DELETE FROM blocks WHERE user_id = $1",
            "DELETE FROM blocks WHERE blocked_id = $1",
            "DELETE FROM email_options WHERE user_id = $1",
            "DELETE FROM board_settings WHERE user_id = $1",
            "DELETE FROM vacations WHERE user_id = $1",
            "DELETE FROM outbox WHERE user_id = $1",
            "DELETE FROM calendar_feeds WHERE user_id = $1",
            "DELETE FROM push_outbox WHERE subscription_id IN (SELECT id FROM push_subscriptions WHERE user_id = $1)",
            "DELETE FROM push_subscriptions WHERE user_id = $1",
        ] {
            self.run(table, &id).await?;
        }
        Ok(())
    }
}
