//! Who has a game open: one row per open connection of a player to a game
//! (its page, its Board API stream), so that every app server knows
//! whether a player would see the game's end where they are
//! (docs/live-games.md, "Emails").

use redqueen_domain::account::MemberId;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;

impl Store {
    /// Notes that `member` opened game `game_id` at `now`; returns the
    /// presence's id, for [`Store::leave_game`].
    ///
    /// # Errors
    /// The database failed.
    pub async fn enter_game(&self, game_id: &str, member: MemberId, now: i64) -> StoreResult<i64> {
        let sql = "INSERT INTO game_presence (game_id, member_id, opened_at) \
                   VALUES ($1, $2, $3) RETURNING id";
        let mut tx = self.begin().await?;
        let id = on_backend!(&mut tx.0, tx => sqlx::query_scalar(sql)
            .bind(game_id).bind(member.0).bind(now).fetch_one(&mut **tx).await)?;
        tx.commit().await?;
        Ok(id)
    }

    /// The connection of presence `id` closed.
    ///
    /// # Errors
    /// The database failed.
    pub async fn leave_game(&self, id: i64) -> StoreResult<()> {
        let sql = "DELETE FROM game_presence WHERE id = $1";
        let mut tx = self.begin().await?;
        on_backend!(&mut tx.0, tx => sqlx::query(sql)
            .bind(id).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        tx.commit().await?;
        Ok(())
    }
}

impl Tx {
    /// Whether `member` has game `game_id` open anywhere.
    ///
    /// # Errors
    /// The database failed.
    pub async fn has_game_open(&mut self, game_id: &str, member: MemberId) -> StoreResult<bool> {
        let sql =
            "SELECT EXISTS (SELECT 1 FROM game_presence WHERE game_id = $1 AND member_id = $2)";
        let open = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(game_id).bind(member.0).fetch_one(&mut **tx).await)?;
        Ok(open)
    }

    /// Forgets who had game `game_id` open (its end was told): nothing is
    /// left behind by connections that never said they closed.
    ///
    /// # Errors
    /// The database failed.
    pub async fn forget_game_presence(&mut self, game_id: &str) -> StoreResult<()> {
        let sql = "DELETE FROM game_presence WHERE game_id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(game_id).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
