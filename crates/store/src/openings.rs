//! The openings a member played (docs/openings.md): their finished games
//! grouped by the opening stored when each ended, with the results, read
//! through the member's own index (`games_white` or `games_black`).

use redqueen_domain::account::MemberId;
use redqueen_domain::game::Color;

use crate::backend::Store;
use crate::error::StoreResult;
use crate::fields::stored_row;
use crate::query::{Arg, Source};

stored_row! {
    /// One opening the member played with one colour, and how it went.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct OpeningPlayed {
        pub eco: String,
        pub name: String,
        pub games: i64,
        pub won: i64,
        pub drawn: i64,
        pub lost: i64,
    }
}

impl Store {
    /// The `limit` openings `member` played most with `color`, most played
    /// first; games without a result (aborted, deleted, ...) not counted.
    ///
    /// # Errors
    /// The database failed.
    pub async fn openings_played(
        &self,
        member: MemberId,
        color: Color,
        limit: i64,
    ) -> StoreResult<Vec<OpeningPlayed>> {
        let (seat, mine, theirs) = match color {
            Color::White => ("white_id", "white", "black"),
            Color::Black => ("black_id", "black", "white"),
        };
        let sql = format!(
            "SELECT opening_eco AS eco, opening_name AS name, COUNT(*) AS games, \
             SUM(CASE WHEN winner = '{mine}' THEN 1 ELSE 0 END) AS won, \
             SUM(CASE WHEN winner IS NULL THEN 1 ELSE 0 END) AS drawn, \
             SUM(CASE WHEN winner = '{theirs}' THEN 1 ELSE 0 END) AS lost \
             FROM games WHERE {seat} = $1 AND status = 'finished' AND opening_name IS NOT NULL \
             AND end_reason NOT IN ('aborted', 'deleted', 'no_result_timeout', 'quit_agreed') \
             GROUP BY opening_eco, opening_name ORDER BY games DESC, opening_name LIMIT $2"
        );
        Source::Read(self)
            .all(&sql, &[Arg::Member(member), Arg::Int(limit)])
            .await
    }
}
