//! The opening explorer's index (docs/openings.md): per position, the
//! moves played from it counted by slice (month, speed, rating band) and
//! of all time (month [`ALL_TIME`]), and the games that reached it;
//! finished games join it through a job that claims each game once.

use std::collections::HashMap;

use crate::backend::{Store, Tx};
use crate::error::StoreResult;
use crate::fields::stored_row;
use crate::query::{Arg, Source};

/// The site's own games, as a source of the explorer.
pub const SITE_GAMES: i64 = 0;

/// The games the operator imported (`redqueen explorer import`).
pub const IMPORTED_GAMES: i64 = 1;

/// The month of the rows that count a slice over all months: a query
/// without a period reads these alone.
const ALL_TIME: i32 = -1;

/// Rows written per statement. Not more: SQLite finds each `$n` of a
/// statement among those before it one by one, so a statement's cost grows
/// with the square of its parameters (500 rows, 5,500 parameters, cost
/// ~100 µs a row).
const ROWS_PER_STATEMENT: usize = 64;

/// Counts to add to one position's move in one slice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExplorerCount {
    pub position: i64,
    pub speed: String,
    pub band: i32,
    pub month: i32,
    pub uci: String,
    pub white: i64,
    pub draws: i64,
    pub black: i64,
    pub rating_sum: i64,
    pub rated: i64,
}

stored_row! {
    /// An import of a file of games, as far as it went.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ExplorerImportRow {
        pub id: i64,
        pub games_done: i64,
        pub games_added: i64,
        pub finished: bool,
    }
}

/// What one game adds to the explorer.
#[derive(Debug, Clone)]
pub struct ExploredGame<'a> {
    pub source: i64,
    pub game_id: &'a str,
    pub ended_at: i64,
    /// Each position of its first plies and the move played from it.
    pub line: &'a [(i64, String)],
    pub speed: &'a str,
    pub band: i32,
    pub month: i32,
    /// One of the three is 1: who won, or a draw.
    pub white: i64,
    pub draws: i64,
    pub black: i64,
    /// The players' average rating, for a rated game.
    pub rating: Option<i32>,
}

/// Which slices a query keeps.
#[derive(Debug, Clone, Default)]
pub struct ExplorerFilter {
    /// Speeds by name (`correspondence`, `blitz` ...); empty: all.
    pub speeds: Vec<String>,
    /// Rating bands (their lower bounds); empty: all.
    pub bands: Vec<i32>,
    /// Months `YYYYMM`, inclusive.
    pub since: Option<i32>,
    pub until: Option<i32>,
}

stored_row! {
    /// A move from a position, summed over the kept slices.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct ExplorerMoveRow {
        pub uci: String,
        pub white: i64,
        pub draws: i64,
        pub black: i64,
        pub rating_sum: i64,
        pub rated: i64,
    }
}

/// Adds `arg` to `args`; returns its placeholder.
fn bind<'a>(args: &mut Vec<Arg<'a>>, arg: Arg<'a>) -> String {
    args.push(arg);
    format!("${}", args.len())
}

impl Store {
    /// The moves played from `position` in `source`'s games that `filter`
    /// keeps, each summed over its slices.
    ///
    /// # Errors
    /// The database failed.
    pub async fn explorer_moves(
        &self,
        source: i64,
        position: i64,
        filter: &ExplorerFilter,
    ) -> StoreResult<Vec<ExplorerMoveRow>> {
        let mut args = vec![Arg::Int(source), Arg::Int(position)];
        let mut sql = String::from(
            // PostgreSQL sums BIGINT as NUMERIC: cast back for both.
            "SELECT uci, CAST(SUM(white) AS BIGINT) AS white, CAST(SUM(draws) AS BIGINT) AS draws, \
             CAST(SUM(black) AS BIGINT) AS black, CAST(SUM(rating_sum) AS BIGINT) AS rating_sum, \
             CAST(SUM(rated) AS BIGINT) AS rated FROM explorer_counts \
             WHERE source = $1 AND position = $2",
        );
        // Without a period, the all-time rows; with one, the months' range
        // (a month unknown to an import, 0, is in no period).
        if filter.since.is_none() && filter.until.is_none() {
            let n = bind(&mut args, Arg::Int(i64::from(ALL_TIME)));
            sql.push_str(&format!(" AND month = {n}"));
        } else {
            let since = filter.since.unwrap_or(1).max(1);
            let n = bind(&mut args, Arg::Int(i64::from(since)));
            sql.push_str(&format!(" AND month >= {n}"));
            if let Some(until) = filter.until {
                let n = bind(&mut args, Arg::Int(i64::from(until)));
                sql.push_str(&format!(" AND month <= {n}"));
            }
        }
        // The values are this crate's own numbers and the speeds' names,
        // bound as parameters all the same.
        let speeds: Vec<&str> = filter.speeds.iter().map(String::as_str).collect();
        if !speeds.is_empty() {
            let list: Vec<String> = speeds
                .iter()
                .map(|s| bind(&mut args, Arg::Text(s)))
                .collect();
            sql.push_str(&format!(" AND speed IN ({})", list.join(", ")));
        }
        if !filter.bands.is_empty() {
            let list: Vec<String> = filter
                .bands
                .iter()
                .map(|b| bind(&mut args, Arg::Int(i64::from(*b))))
                .collect();
            sql.push_str(&format!(" AND band IN ({})", list.join(", ")));
        }
        sql.push_str(" GROUP BY uci");
        Source::Read(self).all(&sql, &args).await
    }

    /// The `limit` games of `source` that reached `position` last.
    ///
    /// # Errors
    /// The database failed.
    pub async fn explorer_recent_games(
        &self,
        source: i64,
        position: i64,
        limit: i64,
    ) -> StoreResult<Vec<String>> {
        let rows: Vec<(String,)> = Source::Read(self)
            .all(
                "SELECT game_id FROM explorer_games WHERE source = $1 AND position = $2 \
                 ORDER BY ended_at DESC, game_id DESC LIMIT $3",
                &[Arg::Int(source), Arg::Int(position), Arg::Int(limit)],
            )
            .await?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }
}

impl Tx {
    /// Finished games not yet in the explorer, first finished first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn games_to_explore(&mut self, limit: i64) -> StoreResult<Vec<String>> {
        let rows: Vec<(String,)> = Source::Write(self)
            .all(
                "SELECT id FROM games WHERE status = 'finished' AND NOT explored \
                 ORDER BY finished_at LIMIT $1",
                &[Arg::Int(limit)],
            )
            .await?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    /// Claims game `id` for the explorer: `false` when another app server
    /// did first (or it was already in).
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_exploration(&mut self, id: &str) -> StoreResult<bool> {
        let claimed = self
            .run(
                "UPDATE games SET explored = TRUE WHERE id = $1 AND NOT explored",
                &[Arg::Text(id)],
            )
            .await?;
        Ok(claimed == 1)
    }

    /// Gives a finished game of an earlier version its opening, which
    /// saves now write when a game ends.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_opening(&mut self, id: &str, eco: &str, name: &str) -> StoreResult<()> {
        self.run(
            "UPDATE games SET opening_eco = $2, opening_name = $3 WHERE id = $1 AND opening_name IS NULL",
            &[Arg::Text(id), Arg::Text(eco), Arg::Text(name)],
        )
        .await?;
        Ok(())
    }

    /// Adds `game` to the explorer.
    ///
    /// # Errors
    /// The database failed.
    pub async fn add_to_explorer(&mut self, game: &ExploredGame<'_>) -> StoreResult<()> {
        let counts: Vec<ExplorerCount> = game
            .line
            .iter()
            .map(|(position, uci)| ExplorerCount {
                position: *position,
                speed: game.speed.to_owned(),
                band: game.band,
                month: game.month,
                uci: uci.clone(),
                white: game.white,
                draws: game.draws,
                black: game.black,
                rating_sum: game.rating.map_or(0, i64::from),
                rated: i64::from(game.rating.is_some()),
            })
            .collect();
        self.add_explorer_counts(game.source, &counts).await?;
        for (position, _) in game.line {
            self.run(
                "INSERT INTO explorer_games (source, position, ended_at, game_id) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
                &[
                    Arg::Int(game.source),
                    Arg::Int(*position),
                    Arg::Int(game.ended_at),
                    Arg::Text(game.game_id),
                ],
            )
            .await?;
        }
        Ok(())
    }

    /// Adds `counts` to `source`'s explorer: to their months' rows and to
    /// the all-time rows of their slices, many rows a statement.
    ///
    /// # Errors
    /// The database failed.
    pub async fn add_explorer_counts(
        &mut self,
        source: i64,
        counts: &[ExplorerCount],
    ) -> StoreResult<()> {
        // In the key's order: each page of the index is visited once.
        let mut counts: Vec<&ExplorerCount> = counts.iter().collect();
        counts.sort_by(|a, b| key_of(a).cmp(&key_of(b)));
        let mut all_time = all_time(&counts);
        all_time.sort_by(|a, b| key_of(a).cmp(&key_of(b)));
        let all_time: Vec<&ExplorerCount> = all_time.iter().collect();
        for chunk in counts.chunks(ROWS_PER_STATEMENT) {
            self.upsert_counts(source, chunk).await?;
        }
        for chunk in all_time.chunks(ROWS_PER_STATEMENT) {
            self.upsert_counts(source, chunk).await?;
        }
        Ok(())
    }

    /// Adds `counts`, each to its own row (no two with the same key: one
    /// statement may not change a row twice).
    async fn upsert_counts(&mut self, source: i64, counts: &[&ExplorerCount]) -> StoreResult<()> {
        let mut args = Vec::with_capacity(counts.len() * 11);
        let mut rows = Vec::with_capacity(counts.len());
        for count in counts {
            let values: Vec<String> = [
                Arg::Int(source),
                Arg::Int(count.position),
                Arg::Int(i64::from(count.month)),
                Arg::Text(&count.speed),
                Arg::Int(i64::from(count.band)),
                Arg::Text(&count.uci),
                Arg::Int(count.white),
                Arg::Int(count.draws),
                Arg::Int(count.black),
                Arg::Int(count.rating_sum),
                Arg::Int(count.rated),
            ]
            .into_iter()
            .map(|arg| bind(&mut args, arg))
            .collect();
            rows.push(format!("({})", values.join(", ")));
        }
        let sql = format!(
            "INSERT INTO explorer_counts (source, position, month, speed, band, uci, white, draws, \
             black, rating_sum, rated) VALUES {} \
             ON CONFLICT (source, position, month, speed, band, uci) DO UPDATE SET \
             white = explorer_counts.white + excluded.white, \
             draws = explorer_counts.draws + excluded.draws, \
             black = explorer_counts.black + excluded.black, \
             rating_sum = explorer_counts.rating_sum + excluded.rating_sum, \
             rated = explorer_counts.rated + excluded.rated",
            rows.join(", ")
        );
        self.run(&sql, &args).await?;
        Ok(())
    }

    /// The import of the file `name` of `size` bytes, begun now if it was
    /// not before.
    ///
    /// # Errors
    /// The database failed.
    pub async fn explorer_import(
        &mut self,
        name: &str,
        size: i64,
        now: i64,
    ) -> StoreResult<Option<ExplorerImportRow>> {
        self.run(
            "INSERT INTO explorer_imports (name, size, games_done, games_added, finished, started_at, \
             updated_at) VALUES ($1, $2, 0, 0, FALSE, $3, $3) ON CONFLICT (name, size) DO NOTHING",
            &[Arg::Text(name), Arg::Int(size), Arg::Int(now)],
        )
        .await?;
        Source::Write(self)
            .first(
                "SELECT id, games_done, games_added, finished FROM explorer_imports \
                 WHERE name = $1 AND size = $2",
                &[Arg::Text(name), Arg::Int(size)],
            )
            .await
    }

    /// Records how far import `id` went, in the transaction of the counts
    /// of its last batch.
    ///
    /// # Errors
    /// The database failed.
    pub async fn record_explorer_import(
        &mut self,
        id: i64,
        games_done: i64,
        games_added: i64,
        finished: bool,
        now: i64,
    ) -> StoreResult<()> {
        self.run(
            "UPDATE explorer_imports SET games_done = $2, games_added = $3, finished = $4, \
             updated_at = $5 WHERE id = $1",
            &[
                Arg::Int(id),
                Arg::Int(games_done),
                Arg::Int(games_added),
                Arg::Bool(finished),
                Arg::Int(now),
            ],
        )
        .await?;
        Ok(())
    }
}

/// A count's place in the index's key after the source.
fn key_of(count: &ExplorerCount) -> (i64, i32, &str, i32, &str) {
    (
        count.position,
        count.month,
        &count.speed,
        count.band,
        &count.uci,
    )
}

/// The all-time counts of `counts`' slices: their months' counts summed.
fn all_time(counts: &[&ExplorerCount]) -> Vec<ExplorerCount> {
    let mut sums: HashMap<(i64, &str, i32, &str), ExplorerCount> = HashMap::new();
    for count in counts {
        let key = (
            count.position,
            count.speed.as_str(),
            count.band,
            count.uci.as_str(),
        );
        let sum = sums.entry(key).or_insert_with(|| ExplorerCount {
            month: ALL_TIME,
            white: 0,
            draws: 0,
            black: 0,
            rating_sum: 0,
            rated: 0,
            ..(*count).clone()
        });
        sum.white += count.white;
        sum.draws += count.draws;
        sum.black += count.black;
        sum.rating_sum += count.rating_sum;
        sum.rated += count.rated;
    }
    sums.into_values().collect()
}
