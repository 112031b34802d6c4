//! Each member's board settings (migration 0020), kept with the account so
//! they follow the member to every browser: the board's colours, the
//! coordinates, move confirmation for each kind of game, sounds, and the
//! accessible mode for screen readers (migration 0035).

use redqueen_domain::account::MemberId;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;

/// A member's board settings; the default is what a new member gets.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct BoardSettingsRow {
    /// `brown`, `blue`, `green` or `grey`.
    pub board_theme: String,
    /// `cburnett` (chessground's drawings) or `symbols` (the font's).
    pub piece_theme: String,
    pub coordinates: bool,
    /// Ask before sending a move made on the board, in a correspondence
    /// game (product.md §2: on by default) and in a live one (off).
    pub confirm_correspondence: bool,
    pub confirm_live: bool,
    pub sounds: bool,
    /// The game page's accessible mode (docs/web.md): moves announced in
    /// words, the position read through typed commands.
    pub accessible: bool,
}

impl Default for BoardSettingsRow {
    fn default() -> Self {
        Self {
            board_theme: "brown".into(),
            piece_theme: "cburnett".into(),
            coordinates: true,
            confirm_correspondence: true,
            confirm_live: false,
            sounds: true,
            accessible: false,
        }
    }
}

impl Store {
    /// A member's board settings (the defaults until they choose).
    ///
    /// # Errors
    /// The database failed.
    pub async fn board_settings(&self, user_id: MemberId) -> StoreResult<BoardSettingsRow> {
        let sql = "SELECT board_theme, piece_theme, coordinates, confirm_correspondence, confirm_live, \
                   sounds, accessible FROM board_settings WHERE user_id = $1";
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(sql).bind(user_id.0).fetch_optional(pool).await)?;
        Ok(row.unwrap_or_default())
    }
}

impl Tx {
    /// Stores a member's board settings.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_board_settings(
        &mut self,
        user_id: MemberId,
        s: &BoardSettingsRow,
    ) -> StoreResult<()> {
        let sql = "INSERT INTO board_settings (user_id, board_theme, piece_theme, coordinates, \
                   confirm_correspondence, confirm_live, sounds, accessible) \
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
                   ON CONFLICT (user_id) DO UPDATE SET board_theme = excluded.board_theme, \
                   piece_theme = excluded.piece_theme, coordinates = excluded.coordinates, \
                   confirm_correspondence = excluded.confirm_correspondence, \
                   confirm_live = excluded.confirm_live, sounds = excluded.sounds, \
                   accessible = excluded.accessible";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(user_id.0).bind(&s.board_theme).bind(&s.piece_theme).bind(s.coordinates)
            .bind(s.confirm_correspondence).bind(s.confirm_live).bind(s.sounds).bind(s.accessible)
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
