//! The club results waiting for a member (clubs-and-ladder.md "Over the
//! board"): games White reported that they, as Black, confirm or dispute,
//! and the disputed results of the clubs they direct, which a director
//! confirms or corrects — ladder games and event boards alike. The header
//! counts them (`Store::waiting`) and the clubs page lists them.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::{ClubGameStatus, GameResult};
use redqueen_domain::vacation::Day;

use crate::backend::{Store, on_backend};
use crate::error::StoreResult;
use crate::fields::stored_row;

/// Ladder games (an event's games are answered on its boards) waiting for
/// `$1`: as Black, reported; as a director of the club, disputed.
pub(crate) const LADDER_WAITING: &str = "FROM club_events e WHERE e.kind = 'game' \
     AND e.tournament_id IS NULL AND ((e.status = 'reported' AND e.black_id = $1) \
     OR (e.status = 'disputed' AND EXISTS (SELECT 1 FROM club_members m \
     WHERE m.club_id = e.club_id AND m.member_id = $1 AND m.is_director)))";

/// Event boards waiting for `$1`, alike.
pub(crate) const BOARDS_WAITING: &str = "FROM club_tournament_games g \
     JOIN club_tournaments t ON t.id = g.tournament_id WHERE g.kind = 'game' \
     AND ((g.status = 'reported' AND g.black_id = $1) \
     OR (g.status = 'disputed' AND EXISTS (SELECT 1 FROM club_members m \
     WHERE m.club_id = t.club_id AND m.member_id = $1 AND m.is_director)))";

stored_row! {
    /// A result waiting for a member.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ClubResultWaiting {
        /// The ladder game's id, or the event board's.
        pub id: i64,
        pub club_id: i64,
        pub club_name: String,
        /// An event's board: the event.
        pub event_id: Option<i64>,
        pub event_name: Option<String>,
        pub white: String,
        pub black: String,
        pub result: GameResult,
        pub on_day: Day,
        /// `reported` (for Black) or `disputed` (for a director).
        pub status: ClubGameStatus,
    }
}

impl Store {
    /// The club results waiting for `member`, the oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn club_results_waiting(
        &self,
        member: MemberId,
    ) -> StoreResult<Vec<ClubResultWaiting>> {
        let ladder = format!(
            "SELECT e.id, e.club_id, c.name AS club_name, CAST(NULL AS BIGINT) AS event_id, \
             CAST(NULL AS TEXT) AS event_name, w.username AS white, b.username AS black, e.result, \
             e.on_day, e.status {LADDER_WAITING}"
        );
        let ladder = ladder.replace(
            "FROM club_events e WHERE",
            "FROM club_events e JOIN clubs c ON c.id = e.club_id \
             JOIN users w ON w.id = e.white_id JOIN users b ON b.id = e.black_id WHERE",
        );
        let boards = format!(
            "SELECT g.id, t.club_id, c.name AS club_name, g.tournament_id AS event_id, \
             t.name AS event_name, w.username AS white, b.username AS black, g.result, \
             g.played_on AS on_day, g.status {BOARDS_WAITING}"
        )
        .replace(
            "JOIN club_tournaments t ON t.id = g.tournament_id WHERE",
            "JOIN club_tournaments t ON t.id = g.tournament_id JOIN clubs c ON c.id = t.club_id \
             JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id WHERE",
        );
        let mut rows: Vec<ClubResultWaiting> = on_backend!(&self.read, p =>
            sqlx::query_as(&ladder).bind(member.0).fetch_all(p).await)?;
        let more: Vec<ClubResultWaiting> = on_backend!(&self.read, p =>
            sqlx::query_as(&boards).bind(member.0).fetch_all(p).await)?;
        rows.extend(more);
        rows.sort_by_key(|r| (r.on_day, r.club_id, r.event_id, r.id));
        Ok(rows)
    }
}
