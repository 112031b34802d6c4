//! Open challenges (migration 0021): no challenger; each side is taken by
//! the first member who joins it (or the one it is reserved for), and the
//! game starts once both are taken. Taking a side is one conditional
//! update, so two members racing for it cannot both have it.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{ChallengeStatus, Color, TimeControl};

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

stored_row! {
    /// An open challenge as stored.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct OpenChallengeRow {
        pub id: String,
        pub time_control: TimeControl,
        pub rated: bool,
        pub initial_fen: Option<String>,
        pub name: Option<String>,
        pub white_reserved: Option<i64>,
        pub black_reserved: Option<i64>,
        pub white_id: Option<i64>,
        pub black_id: Option<i64>,
        pub created_at: i64,
        pub expires_at: Option<i64>,
        /// Created, then accepted once the game started.
        pub status: ChallengeStatus,
    }
}

impl OpenChallengeRow {
    /// Who took `color`, if anyone.
    #[must_use]
    pub fn taken_by(&self, color: Color) -> Option<MemberId> {
        match color {
            Color::White => self.white_id,
            Color::Black => self.black_id,
        }
        .map(MemberId)
    }

    /// Who `color` is kept for, if anyone.
    #[must_use]
    pub fn reserved_for(&self, color: Color) -> Option<MemberId> {
        match color {
            Color::White => self.white_reserved,
            Color::Black => self.black_reserved,
        }
        .map(MemberId)
    }

    /// Still waiting for its players at `now`.
    #[must_use]
    pub fn is_open(&self, now: i64) -> bool {
        self.status == ChallengeStatus::Created && self.expires_at.is_none_or(|at| at > now)
    }
}

const COLUMNS: &str = OpenChallengeRow::COLUMNS;

impl Store {
    /// The open challenge `id`, whatever its status.
    ///
    /// # Errors
    /// The database failed.
    pub async fn open_challenge(&self, id: &str) -> StoreResult<Option<OpenChallengeRow>> {
        let sql = format!("SELECT {COLUMNS} FROM open_challenges WHERE id = $1");
        let row = on_backend!(&self.read, pool =>
            sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
        Ok(row)
    }
}

impl Tx {
    /// Stores a new open challenge.
    ///
    /// # Errors
    /// The database failed.
    pub async fn insert_open_challenge(&mut self, c: &OpenChallengeRow) -> StoreResult<()> {
        let sql = format!(
            "INSERT INTO open_challenges ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)"
        );
        on_backend!(&mut self.0, tx => sqlx::query(&sql)
            .bind(&c.id).bind(c.time_control.to_string()).bind(c.rated).bind(&c.initial_fen).bind(&c.name)
            .bind(c.white_reserved).bind(c.black_reserved).bind(c.white_id).bind(c.black_id)
            .bind(c.created_at).bind(c.expires_at).bind(c.status.as_str())
            .execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    /// Gives `color` of the open challenge `id` to `member` if it is still
    /// free, kept for nobody else, not their other side, and the challenge
    /// is still open at `now`; returns the challenge as it then stands, or
    /// `None` when nothing changed.
    ///
    /// # Errors
    /// The database failed.
    pub async fn take_open_side(
        &mut self,
        id: &str,
        color: Color,
        member: MemberId,
        now: i64,
    ) -> StoreResult<Option<OpenChallengeRow>> {
        let (side, reserved, other) = match color {
            Color::White => ("white_id", "white_reserved", "black_id"),
            Color::Black => ("black_id", "black_reserved", "white_id"),
        };
        let sql = format!(
            "UPDATE open_challenges SET {side} = $2 WHERE id = $1 AND status = 'created' \
             AND {side} IS NULL AND ({reserved} IS NULL OR {reserved} = $2) \
             AND ({other} IS NULL OR {other} <> $2) AND (expires_at IS NULL OR expires_at > $3) \
             RETURNING {COLUMNS}"
        );
        let row = on_backend!(&mut self.0, tx => sqlx::query_as(&sql)
            .bind(id).bind(member.0).bind(now).fetch_optional(&mut **tx).await)?;
        Ok(row)
    }

    /// Marks the open challenge `id` accepted: its game has started.
    ///
    /// # Errors
    /// The database failed.
    pub async fn close_open_challenge(&mut self, id: &str) -> StoreResult<()> {
        let sql = "UPDATE open_challenges SET status = 'accepted' WHERE id = $1";
        on_backend!(&mut self.0, tx => sqlx::query(sql).bind(id).execute(&mut **tx).await.map(|r| r.rows_affected()))?;
        Ok(())
    }
}
