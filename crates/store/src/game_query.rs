//! A member's games, filtered and ordered by the database: every filter is
//! in the query, so a limit counts only the games that match (a limit
//! applied before a filter in memory could answer no games while matching
//! ones exist).

use redqueen_domain::account::MemberId;
use redqueen_domain::game::Color;

use crate::backend::{Store, on_backend};
use crate::error::StoreResult;
use crate::games::{GAME_COLUMNS, GameRow};

/// Which games by their state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameFilter {
    InProgress,
    Finished,
    All,
}

/// A finished game's result for the member whose games are listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultFilter {
    Won,
    Lost,
    /// A draw, not a game without a result (aborted, deleted, no result).
    Drawn,
}

/// What a list of one member's games asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameQuery {
    pub player: MemberId,
    pub filter: GameFilter,
    /// Created at or after this instant.
    pub created_since: Option<i64>,
    /// Created before this instant (paging goes on from the last one).
    pub created_before: Option<i64>,
    pub rated: Option<bool>,
    /// The colour the member played.
    pub color: Option<Color>,
    /// Only the games against this member.
    pub opponent: Option<MemberId>,
    /// Oldest first instead of newest first.
    pub oldest_first: bool,
    /// With the games deleted by agreement, which only their players see
    /// (product.md §2): set for a member's own lists.
    pub with_deleted: bool,
    /// Only the games with this result for the member.
    pub result: Option<ResultFilter>,
    /// Only live games (`true`) or correspondence games (`false`).
    pub live: Option<bool>,
    pub limit: i64,
}

impl GameQuery {
    /// At most `limit` of `player`'s games in `filter`, newest first.
    #[must_use]
    pub fn of(player: MemberId, filter: GameFilter, limit: i64) -> Self {
        Self {
            player,
            filter,
            created_since: None,
            created_before: None,
            rated: None,
            color: None,
            opponent: None,
            oldest_first: false,
            with_deleted: false,
            result: None,
            live: None,
            limit,
        }
    }

    /// The query's SQL and its values, numbered in order.
    fn to_sql(&self) -> (String, Vec<Value>) {
        let mut values = vec![Value::Int(self.player.0)];
        let mut next = |value: Value| {
            values.push(value);
            format!("${}", values.len())
        };
        let mut sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE ");
        let opponent = self.opponent.map(|id| next(Value::Int(id.0)));
        sql.push_str(&match (self.color, &opponent) {
            (Some(Color::White), None) => "white_id = $1".to_owned(),
            (Some(Color::Black), None) => "black_id = $1".to_owned(),
            (Some(Color::White), Some(o)) => format!("white_id = $1 AND black_id = {o}"),
            (Some(Color::Black), Some(o)) => format!("black_id = $1 AND white_id = {o}"),
            (None, None) => "(white_id = $1 OR black_id = $1)".to_owned(),
            (None, Some(o)) => {
                format!(
                    "((white_id = $1 AND black_id = {o}) OR (black_id = $1 AND white_id = {o}))"
                )
            }
        });
        sql.push_str(match self.filter {
            GameFilter::InProgress => " AND status = 'started'",
            GameFilter::Finished => " AND status = 'finished'",
            GameFilter::All => "",
        });
        if !self.with_deleted {
            sql.push_str(" AND (end_reason IS NULL OR end_reason <> 'deleted')");
        }
        sql.push_str(match self.result {
            Some(ResultFilter::Won) => {
                " AND ((white_id = $1 AND winner = 'white') OR (black_id = $1 AND winner = 'black'))"
            }
            Some(ResultFilter::Lost) => {
                " AND ((white_id = $1 AND winner = 'black') OR (black_id = $1 AND winner = 'white'))"
            }
            Some(ResultFilter::Drawn) => {
                " AND status = 'finished' AND winner IS NULL AND end_reason NOT IN \
                 ('aborted', 'deleted', 'no_result_timeout', 'quit_agreed')"
            }
            None => "",
        });
        sql.push_str(match self.live {
            Some(true) => " AND live IS NOT NULL",
            Some(false) => " AND live IS NULL",
            None => "",
        });
        if let Some(since) = self.created_since {
            sql.push_str(&format!(" AND created_at >= {}", next(Value::Int(since))));
        }
        if let Some(before) = self.created_before {
            sql.push_str(&format!(" AND created_at < {}", next(Value::Int(before))));
        }
        if let Some(rated) = self.rated {
            sql.push_str(&format!(" AND rated = {}", next(Value::Bool(rated))));
        }
        let order = if self.oldest_first { "ASC" } else { "DESC" };
        let limit = next(Value::Int(self.limit));
        sql.push_str(&format!(
            " ORDER BY created_at {order}, id {order} LIMIT {limit}"
        ));
        (sql, values)
    }
}

/// A value bound to a [`GameQuery`]'s SQL.
#[derive(Debug, Clone, Copy)]
enum Value {
    Int(i64),
    Bool(bool),
}

impl Store {
    /// The games `query` asks for.
    ///
    /// # Errors
    /// The database failed.
    pub async fn games(&self, query: &GameQuery) -> StoreResult<Vec<GameRow>> {
        let (sql, values) = query.to_sql();
        let rows = on_backend!(&self.read, pool => {
            let mut q = sqlx::query_as(&sql);
            for value in values {
                q = match value {
                    Value::Int(v) => q.bind(v),
                    Value::Bool(v) => q.bind(v),
                };
            }
            q.fetch_all(pool).await
        })?;
        Ok(rows)
    }
}
