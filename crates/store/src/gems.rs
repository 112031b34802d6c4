//! Gems (live-games.md "Gems"): each member's balance, kept on their
//! account, and the ledger of every change to it. A change is written with
//! the game that made it, in that game's transaction ([`Tx::add_gems`]),
//! and the balances it was computed from are read locked
//! ([`Tx::lock_gems`]), so that concurrent endings of one member's games
//! follow each other and none is lost.

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, EndReason};
use redqueen_domain::gems::GemReason;

use crate::backend::{Backend, Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

stored_row! {
    /// One change to a member's gems, with the opponent of its game.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct GemEntryRow {
        pub id: i64 = "l.id",
        pub member_id: MemberId = "l.member_id",
        pub game_id: Option<String> = "l.game_id",
        pub amount: i64 = "l.amount",
        pub reason: GemReason = "l.reason",
        pub balance_after: i64 = "l.balance_after",
        pub at: i64 = "l.at",
        /// The other player of the game, for the ledger page.
        pub opponent: Option<String> = "o.username",
    }
}

stored_row! {
    /// A finished game that settles gems, as the audit settles it again.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct GemGameRow {
        pub id: String,
        pub white_id: MemberId,
        pub black_id: MemberId,
        pub winner: Option<Color>,
        pub end_reason: EndReason,
        pub ply: i32,
    }
}

/// A change to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewGemEntry<'a> {
    pub member: MemberId,
    pub game: Option<&'a str>,
    pub amount: i64,
    pub reason: GemReason,
    pub at: i64,
}

const ENTRY_COLUMNS: &str = GemEntryRow::COLUMNS;

/// The ledger joined to each entry's opponent.
const ENTRY_FROM: &str = "gem_ledger l \
     LEFT JOIN games g ON g.id = l.game_id \
     LEFT JOIN users o ON o.id = CASE WHEN g.white_id = l.member_id THEN g.black_id ELSE g.white_id END";

impl Store {
    /// A page of `member`'s ledger, newest first: at most `max` entries
    /// made before `before` (ms), and then every other entry of the last
    /// one's instant, so that the next page, before that instant, skips
    /// none.
    ///
    /// # Errors
    /// The database failed.
    pub async fn gem_ledger_page(
        &self,
        member: MemberId,
        before: Option<i64>,
        max: i64,
    ) -> StoreResult<Vec<GemEntryRow>> {
        let sql = format!(
            "SELECT {ENTRY_COLUMNS} FROM {ENTRY_FROM} \
             WHERE l.member_id = $1 AND l.at < $2 ORDER BY l.at DESC, l.id DESC LIMIT $3"
        );
        let before = before.unwrap_or(i64::MAX);
        let mut page: Vec<GemEntryRow> = on_backend!(&self.read, p =>
            sqlx::query_as(&sql).bind(member.0).bind(before).bind(max).fetch_all(p).await)?;
        if let Some(last) = page.last().filter(|_| i64::try_from(page.len()) == Ok(max)) {
            let sql = format!(
                "SELECT {ENTRY_COLUMNS} FROM {ENTRY_FROM} \
                 WHERE l.member_id = $1 AND l.at = $2 AND l.id < $3 ORDER BY l.id DESC"
            );
            let (at, id) = (last.at, last.id);
            let rest: Vec<GemEntryRow> = on_backend!(&self.read, p =>
                sqlx::query_as(&sql).bind(member.0).bind(at).bind(id).fetch_all(p).await)?;
            page.extend(rest);
        }
        Ok(page)
    }

    /// The whole ledger in its order, for the audit.
    ///
    /// # Errors
    /// The database failed.
    pub async fn gem_ledger(&self) -> StoreResult<Vec<GemEntryRow>> {
        let sql = format!("SELECT {ENTRY_COLUMNS} FROM {ENTRY_FROM} ORDER BY l.id");
        let rows = on_backend!(&self.read, p => sqlx::query_as(&sql).fetch_all(p).await)?;
        Ok(rows)
    }

    /// `member`'s balance now (0 for no such member).
    ///
    /// # Errors
    /// The database failed.
    pub async fn gems_of(&self, member: MemberId) -> StoreResult<i64> {
        let sql = "SELECT gems FROM users WHERE id = $1";
        let gems: Option<i64> = on_backend!(&self.read, p =>
            sqlx::query_scalar(sql).bind(member.0).fetch_optional(p).await)?;
        Ok(gems.unwrap_or(0))
    }

    /// Every member's stored balance.
    ///
    /// # Errors
    /// The database failed.
    pub async fn gem_balances(&self) -> StoreResult<HashMap<MemberId, i64>> {
        let rows: Vec<(i64, i64)> = on_backend!(&self.read, p =>
            sqlx::query_as("SELECT id, gems FROM users").fetch_all(p).await)?;
        Ok(rows
            .into_iter()
            .map(|(id, gems)| (MemberId(id), gems))
            .collect())
    }

    /// Every finished stand-alone live game that has a result (those that
    /// settle gems), in no particular order.
    ///
    /// # Errors
    /// The database failed.
    pub async fn gem_games(&self) -> StoreResult<Vec<GemGameRow>> {
        let sql = "SELECT id, white_id, black_id, winner, end_reason, ply FROM games \
                   WHERE status = 'finished' AND live IS NOT NULL \
                   AND origin IN ('challenge', 'open_game')";
        let rows = on_backend!(&self.read, p => sqlx::query_as(sql).fetch_all(p).await)?;
        Ok(rows)
    }
}

impl Tx {
    /// The balances of `members`, locked until the commit: on PostgreSQL
    /// the rows are locked in the order of their ids, so that two endings
    /// lock the players they share in the same order; SQLite's one writer
    /// runs one transaction at a time anyway.
    ///
    /// # Errors
    /// The database failed.
    pub async fn lock_gems(&mut self, members: &[MemberId]) -> StoreResult<HashMap<MemberId, i64>> {
        let placeholders: Vec<String> = (1..=members.len()).map(|n| format!("${n}")).collect();
        let lock = match &self.0 {
            Backend::Sqlite(_) => "",
            // Not `FOR UPDATE`: that would also block the key-share locks
            // of rows naming the member (an email queued for them, in a
            // job's transaction that holds the game), a deadlock.
            Backend::Postgres(_) => " FOR NO KEY UPDATE",
        };
        let sql = format!(
            "SELECT id, gems FROM users WHERE id IN ({}) ORDER BY id{lock}",
            placeholders.join(", ")
        );
        let rows: Vec<(i64, i64)> = on_backend!(&mut self.0, tx => {
            let mut query = sqlx::query_as(&sql);
            for member in members {
                query = query.bind(member.0);
            }
            query.fetch_all(&mut **tx).await
        })?;
        Ok(rows
            .into_iter()
            .map(|(id, gems)| (MemberId(id), gems))
            .collect())
    }

    /// Writes `entry` and moves its member's balance by its amount;
    /// returns the balance after.
    ///
    /// # Errors
    /// The database failed.
    pub async fn add_gems(&mut self, entry: &NewGemEntry<'_>) -> StoreResult<i64> {
        let update = "UPDATE users SET gems = gems + $2 WHERE id = $1 RETURNING gems";
        let insert = "INSERT INTO gem_ledger (member_id, game_id, amount, reason, balance_after, at) \
                      VALUES ($1, $2, $3, $4, $5, $6)";
        let reason = entry.reason.as_str();
        let after: i64 = on_backend!(&mut self.0, tx => {
            let after: i64 = sqlx::query_scalar(update)
                .bind(entry.member.0)
                .bind(entry.amount)
                .fetch_one(&mut **tx)
                .await?;
            sqlx::query(insert)
                .bind(entry.member.0)
                .bind(entry.game)
                .bind(entry.amount)
                .bind(reason)
                .bind(after)
                .bind(entry.at)
                .execute(&mut **tx)
                .await
                .map(|_| after)
        })?;
        Ok(after)
    }

    /// Sets an entry's balance after (the audit's repair of a broken
    /// chain).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_gem_balance_after(
        &mut self,
        entry: i64,
        balance_after: i64,
    ) -> StoreResult<()> {
        let sql = "UPDATE gem_ledger SET balance_after = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(entry).bind(balance_after)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Sets a member's balance (the audit's repair).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_gems(&mut self, member: MemberId, gems: i64) -> StoreResult<()> {
        let sql = "UPDATE users SET gems = $2 WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(member.0).bind(gems)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
