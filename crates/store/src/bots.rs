//! BOT accounts (product.md §2): an account becomes one only before it has
//! played or joined anything, as a bot may never be rated, enter a
//! tournament or belong to a club.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::TimeControl;

use crate::accounts::{USER_COLUMNS, UserRow};
use crate::backend::{Store, Tx};
use crate::error::StoreResult;
use crate::fields::Text;
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

    /// The BOT accounts seen since `since` (an event stream keeps its
    /// member seen: `GET /api/bot/online`), most recently seen first, at
    /// most `limit`; banned and deleted accounts are not online.
    ///
    /// # Errors
    /// The database failed.
    pub async fn bots_seen_since(&self, since: i64, limit: i64) -> StoreResult<Vec<UserRow>> {
        let sql = format!(
            "SELECT {USER_COLUMNS} FROM users WHERE seen_at >= $1 AND is_bot \
             AND banned_at IS NULL AND deleted_at IS NULL ORDER BY seen_at DESC, id LIMIT $2"
        );
        Source::Read(self)
            .all(&sql, &[Arg::Int(since), Arg::Int(limit)])
            .await
    }

    /// How many games `member` finished under each time control, games
    /// without a result (aborted, deleted, no result) left out: a BOT's
    /// games by speed (lichess-api-subset.md "Perf", turn 3 decision).
    /// One row per time control, so the answer stays small however many
    /// games were played.
    ///
    /// # Errors
    /// The database failed.
    pub async fn games_played_by_time_control(
        &self,
        member: MemberId,
    ) -> StoreResult<Vec<(TimeControl, i64)>> {
        let sql = format!(
            "SELECT time_control, COUNT(*) FROM games \
             WHERE (white_id = $1 OR black_id = $1) AND status = 'finished' \
             AND end_reason NOT IN ({}) GROUP BY time_control",
            crate::games::VOID_END_REASONS
        );
        let rows: Vec<(Text<TimeControl>, i64)> =
            Source::Read(self).all(&sql, &[Arg::Member(member)]).await?;
        Ok(rows
            .into_iter()
            .map(|(control, n)| (control.0, n))
            .collect())
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
