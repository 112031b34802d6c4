//! A game's chat: the players' room and the spectators' room.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::ChatRoom;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;

/// One chat line, with its author's name (`None`: the site).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ChatLine {
    pub id: i64,
    pub username: Option<String>,
    pub text: String,
    pub created_at: i64,
}

/// One chat line with where it was written and by whom (a report's
/// reference).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ChatLineRef {
    pub game_id: String,
    pub user_id: Option<i64>,
    pub text: String,
}

impl Store {
    /// The chat line `id`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn chat_line(&self, id: i64) -> StoreResult<Option<ChatLineRef>> {
        let sql = "SELECT game_id, user_id, text FROM game_chat WHERE id = $1";
        let row = on_backend!(&self.read, pool => sqlx::query_as(sql).bind(id).fetch_optional(pool).await)?;
        Ok(row)
    }

    /// One room of a game's chat, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn chat(&self, game_id: &str, room: ChatRoom) -> StoreResult<Vec<ChatLine>> {
        let sql = "SELECT c.id, u.username, c.text, c.created_at FROM game_chat c \
                   LEFT JOIN users u ON u.id = c.user_id WHERE c.game_id = $1 AND c.room = $2 ORDER BY c.id";
        let rows = on_backend!(&self.read, pool =>
            sqlx::query_as(sql).bind(game_id).bind(room.as_str()).fetch_all(pool).await)?;
        Ok(rows)
    }

    /// How many lines `user_id` wrote in all games since `since` (the
    /// chat's limit across games).
    ///
    /// # Errors
    /// The database failed.
    pub async fn chat_lines_since(&self, user_id: MemberId, since: i64) -> StoreResult<i64> {
        let sql = "SELECT COUNT(*) FROM game_chat WHERE user_id = $1 AND created_at >= $2";
        let n = on_backend!(&self.read, pool =>
            sqlx::query_scalar(sql).bind(user_id.0).bind(since).fetch_one(pool).await)?;
        Ok(n)
    }

    /// How many lines `user_id` wrote in game `game_id`, in either room,
    /// since `since` (the chat's budget in one game).
    ///
    /// # Errors
    /// The database failed.
    pub async fn chat_lines_in_game_since(
        &self,
        game_id: &str,
        user_id: MemberId,
        since: i64,
    ) -> StoreResult<i64> {
        let sql = "SELECT COUNT(*) FROM game_chat WHERE game_id = $1 AND user_id = $2 AND created_at >= $3";
        let n = on_backend!(&self.read, pool =>
            sqlx::query_scalar(sql).bind(game_id).bind(user_id.0).bind(since).fetch_one(pool).await)?;
        Ok(n)
    }
}

impl Tx {
    /// Adds a line to one room of a game's chat.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_chat(
        &mut self,
        game_id: &str,
        room: ChatRoom,
        user_id: Option<MemberId>,
        text: &str,
        now: i64,
    ) -> StoreResult<i64> {
        let sql = "INSERT INTO game_chat (game_id, room, user_id, text, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id";
        let id = on_backend!(&mut self.0, tx => sqlx::query_scalar(sql)
            .bind(game_id).bind(room.as_str()).bind(user_id.map(|id| id.0)).bind(text).bind(now).fetch_one(&mut **tx).await)?;
        Ok(id)
    }
}
