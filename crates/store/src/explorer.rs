//! The opening explorer's index (docs/openings.md): per position, the
//! moves played from it counted by slice (month, speed, rating band), by
//! year and of all time, and the games that reached it; finished games
//! join it through a job that claims each game once.
//!
//! The `month` of a row of counts says what it sums: a month `YYYYMM`
//! (101 to 999912), a year (`-YYYY00`, [`year_row`]), all time
//! ([`ALL_TIME`]), or, for an imported game without a date, 0 (in no
//! period, only in all time). Year rows sort before every month and apart
//! from them, so the years of a period are one short range of the key.

use std::collections::HashMap;

use redqueen_domain::game::{Color, Speed};

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

/// The first and last months a row can count (January of year 1, December
/// of 9999: dates have four-digit years).
const FIRST_MONTH: i32 = 101;
const LAST_MONTH: i32 = 999_912;

/// The month of the rows that count a slice over the year `year`.
const fn year_row(year: i32) -> i32 {
    -100 * year
}

/// The year row a month's counts are added to, if it has one (an unknown
/// month, 0, has none).
fn year_of(month: i32) -> Option<i32> {
    (FIRST_MONTH..=LAST_MONTH)
        .contains(&month)
        .then(|| year_row(month / 100))
}

/// The ranges of `month` a query reads (inclusive): the all-time rows
/// without a period; with one, the rows of its whole years and of the
/// months before and after them (at most 11 each side), so that a period
/// of years reads a row a year rather than twelve. Empty when the period
/// is.
fn spans(filter: &ExplorerFilter) -> Vec<(i32, i32)> {
    if filter.since.is_none() && filter.until.is_none() {
        return vec![(ALL_TIME, ALL_TIME)];
    }
    let since = filter.since.unwrap_or(FIRST_MONTH).max(FIRST_MONTH);
    let until = filter.until.unwrap_or(LAST_MONTH).min(LAST_MONTH);
    if since > until {
        return Vec::new();
    }
    let first_year = if since % 100 <= 1 {
        since / 100
    } else {
        since / 100 + 1
    };
    let last_year = if until % 100 >= 12 {
        until / 100
    } else {
        until / 100 - 1
    };
    if first_year > last_year {
        return vec![(since, until)];
    }
    let mut spans = vec![(year_row(last_year), year_row(first_year))];
    if since < first_year * 100 {
        spans.push((since, (first_year - 1) * 100 + 12));
    }
    if until > last_year * 100 + 12 {
        spans.push(((last_year + 1) * 100 + 1, until));
    }
    spans
}

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
    pub speed: Speed,
    pub band: i32,
    pub month: i32,
    /// Who won; `None`: a draw.
    pub winner: Option<Color>,
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
        let spans = spans(filter);
        if spans.is_empty() {
            return Ok(Vec::new());
        }
        // One range of the key per span, their rows summed by move. The
        // values are this crate's own numbers and the speeds' names, bound
        // as parameters all the same.
        let mut args = Vec::new();
        let mut parts = Vec::with_capacity(spans.len());
        for (from, to) in spans {
            let mut part = format!(
                "SELECT uci, white, draws, black, rating_sum, rated FROM explorer_counts \
                 WHERE source = {} AND position = {} AND month BETWEEN {} AND {}",
                bind(&mut args, Arg::Int(source)),
                bind(&mut args, Arg::Int(position)),
                bind(&mut args, Arg::Int(i64::from(from))),
                bind(&mut args, Arg::Int(i64::from(to))),
            );
            if !filter.speeds.is_empty() {
                let list: Vec<String> = filter
                    .speeds
                    .iter()
                    .map(|s| bind(&mut args, Arg::Text(s)))
                    .collect();
                part.push_str(&format!(" AND speed IN ({})", list.join(", ")));
            }
            if !filter.bands.is_empty() {
                let list: Vec<String> = filter
                    .bands
                    .iter()
                    .map(|b| bind(&mut args, Arg::Int(i64::from(*b))))
                    .collect();
                part.push_str(&format!(" AND band IN ({})", list.join(", ")));
            }
            parts.push(part);
        }
        let sql = format!(
            // PostgreSQL sums BIGINT as NUMERIC: cast back for both.
            "SELECT uci, CAST(SUM(white) AS BIGINT) AS white, CAST(SUM(draws) AS BIGINT) AS draws, \
             CAST(SUM(black) AS BIGINT) AS black, CAST(SUM(rating_sum) AS BIGINT) AS rating_sum, \
             CAST(SUM(rated) AS BIGINT) AS rated FROM ({}) AS kept GROUP BY uci",
            parts.join(" UNION ALL ")
        );
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
                speed: game.speed.as_str().to_owned(),
                band: game.band,
                month: game.month,
                uci: uci.clone(),
                white: i64::from(game.winner == Some(Color::White)),
                draws: i64::from(game.winner.is_none()),
                black: i64::from(game.winner == Some(Color::Black)),
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

    /// Adds `counts` to `source`'s explorer: to their months' rows, to
    /// their years' rows and to the all-time rows of their slices, many
    /// rows a statement.
    ///
    /// # Errors
    /// The database failed.
    pub async fn add_explorer_counts(
        &mut self,
        source: i64,
        counts: &[ExplorerCount],
    ) -> StoreResult<()> {
        let counts: Vec<&ExplorerCount> = counts.iter().collect();
        let years = rolled_up(&counts, year_of);
        let all_time = rolled_up(&counts, |_| Some(ALL_TIME));
        // In the key's order: each page of the index is visited once (a
        // position's all-time, year and month rows are neighbours).
        let mut rows: Vec<&ExplorerCount> = counts;
        rows.extend(years.iter().chain(&all_time));
        rows.sort_by(|a, b| key_of(a).cmp(&key_of(b)));
        for chunk in rows.chunks(ROWS_PER_STATEMENT) {
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

/// `counts` summed by slice into the rows `row_of` says their months are
/// added to (a month without one is left out).
fn rolled_up(counts: &[&ExplorerCount], row_of: impl Fn(i32) -> Option<i32>) -> Vec<ExplorerCount> {
    let mut sums: HashMap<(i64, i32, &str, i32, &str), ExplorerCount> = HashMap::new();
    for count in counts {
        let Some(month) = row_of(count.month) else {
            continue;
        };
        let key = (
            count.position,
            month,
            count.speed.as_str(),
            count.band,
            count.uci.as_str(),
        );
        let sum = sums.entry(key).or_insert_with(|| ExplorerCount {
            month,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The months a span's rows count, each year row standing for its
    /// twelve months.
    fn months_read(spans: &[(i32, i32)]) -> Vec<i32> {
        let mut months = Vec::new();
        for &(from, to) in spans {
            if to < 0 {
                for year in (-to / 100)..=(-from / 100) {
                    months.extend((1..=12).map(|m| year * 100 + m));
                }
            } else {
                months.extend((from..=to).filter(|m| (1..=12).contains(&(m % 100))));
            }
        }
        months.sort_unstable();
        months
    }

    fn period(since: Option<i32>, until: Option<i32>) -> ExplorerFilter {
        ExplorerFilter {
            since,
            until,
            ..ExplorerFilter::default()
        }
    }

    #[test]
    fn every_period_reads_each_of_its_months_once() {
        let months: Vec<i32> = (2017..=2022)
            .flat_map(|y| (1..=12).map(move |m| y * 100 + m))
            .collect();
        for &since in &months[6..66] {
            for &until in &months[6..66] {
                let spans = spans(&period(Some(since), Some(until)));
                let expected: Vec<i32> = months
                    .iter()
                    .copied()
                    .filter(|m| (since..=until).contains(m))
                    .collect();
                assert_eq!(months_read(&spans), expected, "{since}..{until}: {spans:?}");
                // One range of years and at most 23 months (11 each side
                // of a whole year, or less than two years).
                let years = spans.iter().filter(|(_, to)| *to < 0).count();
                let month_spans: Vec<(i32, i32)> =
                    spans.iter().copied().filter(|(_, to)| *to > 0).collect();
                assert!(years <= 1, "{since}..{until}: {spans:?}");
                assert!(
                    months_read(&month_spans).len() <= 23,
                    "{since}..{until}: {spans:?}"
                );
            }
        }
    }

    #[test]
    fn spans_of_years_months_and_open_ends() {
        assert_eq!(spans(&period(None, None)), [(ALL_TIME, ALL_TIME)]);
        assert_eq!(
            spans(&period(Some(201_501), Some(201_912))),
            [(-201_900, -201_500)]
        );
        assert_eq!(
            spans(&period(Some(201_503), Some(201_910))),
            [(-201_800, -201_600), (201_503, 201_512), (201_901, 201_910)]
        );
        assert_eq!(
            spans(&period(Some(201_503), Some(201_602))),
            [(201_503, 201_602)]
        );
        assert_eq!(spans(&period(Some(201_601), None)), [(-999_900, -201_600)]);
        assert_eq!(
            spans(&period(None, Some(201_606))),
            [(-201_500, -100), (201_601, 201_606)]
        );
        assert!(spans(&period(Some(201_606), Some(201_605))).is_empty());
    }

    #[test]
    fn unknown_months_have_no_year() {
        assert_eq!(year_of(0), None);
        assert_eq!(year_of(ALL_TIME), None);
        assert_eq!(year_of(202_406), Some(-202_400));
    }
}
