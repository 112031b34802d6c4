//! What a player keeps privately beside a game: notes and conditional
//! moves (product.md §2 "During a game"). Nobody else reads them.

use redqueen_domain::account::MemberId;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;

impl Store {
    /// A player's private notes on a game.
    ///
    /// # Errors
    /// The database failed.
    pub async fn note(&self, game_id: &str, user_id: MemberId) -> StoreResult<Option<String>> {
        let sql = "SELECT text FROM game_notes WHERE game_id = $1 AND user_id = $2";
        let text = on_backend!(&self.read, pool =>
            sqlx::query_scalar(sql).bind(game_id).bind(user_id.0).fetch_optional(pool).await)?;
        Ok(text)
    }
}

impl Tx {
    /// Replaces a player's notes on a game.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_note(
        &mut self,
        game_id: &str,
        user_id: MemberId,
        text: &str,
        now: i64,
    ) -> StoreResult<()> {
        let sql = "INSERT INTO game_notes (game_id, user_id, text, updated_at) VALUES ($1, $2, $3, $4) \
                   ON CONFLICT (game_id, user_id) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(game_id).bind(user_id.0).bind(text).bind(now).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// A player's conditional-move lines for a game, as stored JSON.
    ///
    /// # Errors
    /// The database failed.
    pub async fn conditional_moves(
        &mut self,
        game_id: &str,
        user_id: MemberId,
    ) -> StoreResult<Option<String>> {
        let sql = "SELECT lines FROM conditional_moves WHERE game_id = $1 AND user_id = $2";
        let lines = on_backend!(&mut self.0, tx =>
            sqlx::query_scalar(sql).bind(game_id).bind(user_id.0).fetch_optional(&mut **tx).await)?;
        Ok(lines)
    }

    /// Replaces a player's conditional-move lines (`None` removes them).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_conditional_moves(
        &mut self,
        game_id: &str,
        user_id: MemberId,
        lines: Option<&str>,
        now: i64,
    ) -> StoreResult<()> {
        match lines {
            Some(lines) => {
                let sql = "INSERT INTO conditional_moves (game_id, user_id, lines, updated_at) VALUES ($1, $2, $3, $4) \
                           ON CONFLICT (game_id, user_id) DO UPDATE SET lines = excluded.lines, updated_at = excluded.updated_at";
                on_backend!(&mut self.0, tx => sqlx::query(sql)
                    .bind(game_id).bind(user_id.0).bind(lines).bind(now).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
            }
            None => {
                let sql = "DELETE FROM conditional_moves WHERE game_id = $1 AND user_id = $2";
                on_backend!(&mut self.0, tx => sqlx::query(sql)
                    .bind(game_id).bind(user_id.0).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
            }
        }
        Ok(())
    }
}
