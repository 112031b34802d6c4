//! Each member's index card as of a club's last event.

use redqueen_domain::account::MemberId;
use redqueen_domain::vacation::Day;

use crate::backend::{Store, Tx, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

/// Every card of a club, with its member's name.
const CARDS: &str = "SELECT c.member_id, u.username, c.rating, c.joined_on, c.last_defense, \
     c.season, c.games, c.ranks_earned, c.absence_total, c.rated_games, c.qualified_season, \
     c.provisional \
     FROM club_cards c JOIN users u ON u.id = c.member_id WHERE c.club_id = $1";

stored_row! {
    /// A member's index card as stored.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ClubCardRow {
        pub member_id: MemberId,
        pub username: String,
        pub rating: i32,
        pub joined_on: Day,
        pub last_defense: Option<Day>,
        pub season: i32,
        pub games: i32,
        pub ranks_earned: i32,
        pub absence_total: i32,
        pub rated_games: i32,
        pub qualified_season: Option<i32>,
        pub provisional: bool,
    }
}

impl Store {
    /// Every card of a club (on the ladder or not).
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_cards(&self, club: i64) -> StoreResult<Vec<ClubCardRow>> {
        let rows =
            on_backend!(&self.read, p => sqlx::query_as(CARDS).bind(club).fetch_all(p).await)?;
        Ok(rows)
    }
}

impl Tx {
    /// Every card of a club, read in the transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_cards(&mut self, club: i64) -> StoreResult<Vec<ClubCardRow>> {
        let rows = on_backend!(&mut self.0, tx => sqlx::query_as(CARDS).bind(club).fetch_all(&mut **tx).await)?;
        Ok(rows)
    }

    /// Writes a member's card (`username` is not stored: it is the
    /// account's).
    ///
    /// # Errors
    /// The database failed.
    pub async fn put_club_card(&mut self, club: i64, card: &ClubCardRow) -> StoreResult<()> {
        let sql = "INSERT INTO club_cards (club_id, member_id, rating, joined_on, last_defense, season, \
                   games, ranks_earned, absence_total, rated_games, qualified_season, provisional) \
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
                   ON CONFLICT (club_id, member_id) DO UPDATE SET rating = $3, joined_on = $4, \
                   last_defense = $5, season = $6, games = $7, ranks_earned = $8, absence_total = $9, \
                   rated_games = $10, qualified_season = $11, provisional = $12";
        on_backend!(&mut self.0, tx => sqlx::query(sql)
            .bind(club)
            .bind(card.member_id.0)
            .bind(card.rating)
            .bind(card.joined_on.to_string())
            .bind(card.last_defense.map(|d| d.to_string()))
            .bind(card.season)
            .bind(card.games)
            .bind(card.ranks_earned)
            .bind(card.absence_total)
            .bind(card.rated_games)
            .bind(card.qualified_season)
            .bind(card.provisional)
            .execute(&mut **tx)
            .await
            .map(|r| r.rows_affected()))?;
        Ok(())
    }
}
