//! BOT accounts (product.md §2): an account becomes one only before it has
//! played or joined anything, as a bot may never be rated, enter a
//! tournament or belong to a club.

use redqueen_domain::account::MemberId;

use crate::backend::{Store, Tx};
use crate::error::StoreResult;
use crate::query::{Arg, Source};

impl Store {
    /// Whether `member` has a game of any kind or state, a tournament
    /// entry, a club membership (or request) or a club event entry.
    ///
    /// # Errors
    /// The database failed.
    pub async fn has_played_or_joined(&self, member: MemberId) -> StoreResult<bool> {
        let sql = "SELECT 1 FROM games WHERE white_id = $1 \
                   UNION ALL SELECT 1 FROM games WHERE black_id = $1 \
                   UNION ALL SELECT 1 FROM tournament_entrants WHERE user_id = $1 \
                   UNION ALL SELECT 1 FROM club_members WHERE member_id = $1 \
                   UNION ALL SELECT 1 FROM club_tournament_entries WHERE member_id = $1 \
                   LIMIT 1";
        let found: Option<(i32,)> = Source::Read(self)
            .first(sql, &[Arg::Member(member)])
            .await?;
        Ok(found.is_some())
    }
}

impl Tx {
    /// Makes `member` a BOT account, for good.
    ///
    /// # Errors
    /// The database failed.
    pub async fn make_bot(&mut self, member: MemberId) -> StoreResult<()> {
        self.run(
            "UPDATE users SET is_bot = TRUE WHERE id = $1",
            &[Arg::Member(member)],
        )
        .await?;
        Ok(())
    }
}
