//! The opening explorer over a million games (docs/openings.md): writes a
//! PGN file of `--games` games, imports it into a fresh SQLite database
//! as `redqueen explorer import` does (the same function, in this
//! process), and prints the import's time and the database's size; then
//! times `--queries` explorer queries (the use case the API answers, in
//! this process) for positions drawn from the games' first 30 plies, the
//! start position among them, without filters, with speed and rating
//! filters, and with a period of whole years and one off their bounds;
//! then seeds `--joining` finished games of the site and times the job
//! that adds them to the explorer, per game.
//!
//! The games are random walks that prefer some moves (the k-th legal move
//! by UCI order weighs 1/k^1.3), so that, as in real databases, early
//! positions are shared by many games and later ones by few; their tags
//! spread them over 25 years of months, five speeds and the rating bands.
//!
//! `cargo run --release -p redqueen-bench --bin explorer -- \
//!     --games 1000000 --queries 2000 --joining 2000`

use std::fmt::Write as _;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, bail};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use redqueen_app::clock::SystemClock;
use redqueen_app::explorer::{ExplorerRequest, explore};
use redqueen_app::explorer_import::{DEFAULT_BATCH, import_pgn};
use redqueen_app::jobs::explore_finished_games;
use redqueen_app::state::AppState;
use redqueen_bench::latency::{add_percentiles, histogram, record};
use redqueen_bench::opened::Opened;
use redqueen_bench::report::Report;
use redqueen_bench::seeding::{self, Plan};
use redqueen_bench::settings;
use redqueen_domain::game::uci;
use redqueen_store::ExplorerFilter;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Position};

/// Plies of a game kept as a query's position: the explorer's depth.
const QUERY_PLIES: usize = 30;

struct Options {
    games: usize,
    queries: usize,
    joining: usize,
    seed: u64,
}

fn options() -> anyhow::Result<Options> {
    let mut options = Options {
        games: 1_000_000,
        queries: 2_000,
        joining: 2_000,
        seed: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--games" => options.games = value.parse()?,
            "--queries" => options.queries = value.parse()?,
            "--joining" => options.joining = value.parse()?,
            "--seed" => options.seed = value.parse()?,
            other => bail!("unknown flag {other}; use --games, --queries, --joining, --seed"),
        }
    }
    Ok(options)
}

/// A legal move of `position`, the k-th by UCI order with weight 1/k^1.3.
fn preferred_move(rng: &mut ChaCha8Rng, position: &Chess) -> Option<shakmaty::Move> {
    let mut moves: Vec<(String, shakmaty::Move)> = position
        .legal_moves()
        .into_iter()
        .map(|m| (uci(m).to_string(), m))
        .collect();
    if moves.is_empty() {
        return None;
    }
    moves.sort_by(|a, b| a.0.cmp(&b.0));
    let weights: Vec<f64> = (1..=moves.len()).map(|k| (k as f64).powf(-1.3)).collect();
    let mut pick = rng.random::<f64>() * weights.iter().sum::<f64>();
    for (weight, (_, m)) in weights.iter().zip(&moves) {
        if pick < *weight {
            return Some(*m);
        }
        pick -= weight;
    }
    moves.last().map(|(_, m)| *m)
}

/// Writes `games` games to `path`; returns the first plies (UCI) of every
/// `keep_every`-th game, for the queries.
fn write_pgn(
    path: &Path,
    games: usize,
    seed: u64,
    keep_every: usize,
) -> anyhow::Result<Vec<Vec<String>>> {
    const CONTROLS: [Option<&str>; 5] =
        [None, Some("-"), Some("180+2"), Some("600+5"), Some("60+0")];
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = BufWriter::new(File::create(path)?);
    let mut kept = Vec::new();
    let mut text = String::new();
    for n in 0..games {
        let plies = rng.random_range(40..=100);
        let mut position = Chess::default();
        let mut moves = Vec::with_capacity(plies);
        let mut sans = Vec::with_capacity(plies);
        for _ in 0..plies {
            let Some(m) = preferred_move(&mut rng, &position) else {
                break;
            };
            moves.push(uci(m).to_string());
            sans.push(SanPlus::from_move_and_play_unchecked(&mut position, m).to_string());
        }
        let result = match position.outcome() {
            shakmaty::Outcome::Known(outcome) => outcome.to_string(),
            shakmaty::Outcome::Unknown => {
                ["1-0", "1/2-1/2", "0-1"][rng.random_range(0..3)].to_owned()
            }
        };
        let rating =
            |rng: &mut ChaCha8Rng| 1200 + (0..3).map(|_| rng.random_range(0..=600)).sum::<i32>();
        text.clear();
        writeln!(
            text,
            "[Event \"Bench\"]\n[White \"W{n}\"]\n[Black \"B{n}\"]"
        )?;
        writeln!(
            text,
            "[Result \"{result}\"]\n[WhiteElo \"{}\"]\n[BlackElo \"{}\"]",
            rating(&mut rng),
            rating(&mut rng)
        )?;
        writeln!(
            text,
            "[UTCDate \"{}.{:02}.01\"]",
            rng.random_range(2000..2025),
            rng.random_range(1..=12)
        )?;
        if let Some(control) = CONTROLS[rng.random_range(0..CONTROLS.len())] {
            writeln!(text, "[TimeControl \"{control}\"]")?;
        }
        text.push('\n');
        for (i, san) in sans.iter().enumerate() {
            if i % 2 == 0 {
                write!(text, "{}. ", i / 2 + 1)?;
            }
            write!(text, "{san} ")?;
        }
        writeln!(text, "{result}\n")?;
        out.write_all(text.as_bytes())?;
        if n % keep_every == 0 {
            moves.truncate(QUERY_PLIES);
            kept.push(moves);
        }
    }
    out.flush()?;
    Ok(kept)
}

/// The size of the SQLite database's files (the database, its WAL).
fn database_bytes(dir: &Path) -> anyhow::Result<u64> {
    let mut bytes = 0;
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        if entry
            .file_name()
            .to_string_lossy()
            .starts_with("explorer.db")
        {
            bytes += entry.metadata()?.len();
        }
    }
    Ok(bytes)
}

/// Times explorer queries of the imported games for the positions after
/// `lines`' prefixes with `filter`, in a histogram.
async fn time_queries(
    state: &AppState,
    report: &mut Report,
    name: &str,
    plays: &[Vec<String>],
    filter: &ExplorerFilter,
) -> anyhow::Result<()> {
    let mut latencies = histogram()?;
    let mut found = 0_i64;
    for play in plays {
        let request = ExplorerRequest {
            play: play.clone(),
            filter: filter.clone(),
            imported: true,
            moves: 12,
            ..ExplorerRequest::default()
        };
        let started = Instant::now();
        let view = explore(state, &request).await?;
        record(&mut latencies, started.elapsed());
        found += view.white + view.draws + view.black;
    }
    report.add(&format!("{name} queries"), plays.len());
    report.add(&format!("{name} games counted (all queries)"), found);
    add_percentiles(report, &format!("{name} "), &latencies);
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = options()?;
    let dir = tempfile::tempdir()?;
    let mut report = Report::default();
    let pgn = dir.path().join("games.pgn");
    let started = Instant::now();
    let kept = write_pgn(
        &pgn,
        options.games,
        options.seed,
        (options.games / options.queries.max(1)).max(1),
    )?;
    report.add("games written", options.games);
    report.add(
        "PGN size",
        format!("{:.0} MB", std::fs::metadata(&pgn)?.len() as f64 / 1e6),
    );
    report.add(
        "PGN written in",
        format!("{:.1} s", started.elapsed().as_secs_f64()),
    );

    let database_url = format!("sqlite:{}", dir.path().join("explorer.db").display());
    let state = Opened::open(
        settings::in_process(&database_url, dir.path())?,
        Arc::new(SystemClock),
    )
    .await?;
    let started = Instant::now();
    let progress = import_pgn(&state, &pgn, DEFAULT_BATCH, None, |progress| {
        eprintln!(
            "{:.0} s: {} games imported",
            started.elapsed().as_secs_f64(),
            progress.games_added
        );
    })
    .await?;
    let seconds = started.elapsed().as_secs_f64();
    report.add("games imported", progress.games_added);
    report.add(
        "import time",
        format!(
            "{seconds:.1} s ({:.0} games/s)",
            progress.games_added as f64 / seconds
        ),
    );
    std::fs::remove_file(&pgn)?;
    report.add(
        "database size",
        format!("{:.0} MB", database_bytes(dir.path())? as f64 / 1e6),
    );

    // Positions: every kept game's prefix of a random length (the start
    // included, at 1 in 31), and the start position alone.
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed + 1);
    let plays: Vec<Vec<String>> = kept
        .iter()
        .take(options.queries)
        .map(|moves| moves[..rng.random_range(0..=moves.len())].to_vec())
        .collect();
    let start = vec![Vec::new(); 200];
    // Each filter for any position, then for the start position alone.
    let filters = [
        ("", ExplorerFilter::default()),
        (
            "speeds and bands, ",
            ExplorerFilter {
                speeds: vec!["blitz".into(), "rapid".into()],
                bands: vec![2000, 2200],
                ..ExplorerFilter::default()
            },
        ),
        (
            "five years, ",
            ExplorerFilter {
                since: Some(201_501),
                until: Some(201_912),
                ..ExplorerFilter::default()
            },
        ),
        // Off the years' bounds: three whole years and ten months each side.
        (
            "March 2015 to October 2019, ",
            ExplorerFilter {
                since: Some(201_503),
                until: Some(201_910),
                ..ExplorerFilter::default()
            },
        ),
    ];
    for (name, filter) in &filters {
        for (positions, lines) in [("any position", &plays), ("start position", &start)] {
            let name = format!("{name}{positions}");
            time_queries(&state, &mut report, &name, lines, filter).await?;
        }
    }

    // The cost of a finished game of the site joining the index.
    let plan = Plan {
        games: options.joining,
        in_progress: 0,
        expired: 0,
        members: 200,
        seed: options.seed,
    };
    seeding::seed(state.store(), &plan, state.now()).await?;
    let started = Instant::now();
    let mut joined = 0;
    loop {
        let added = explore_finished_games(&state).await?;
        if added == 0 {
            break;
        }
        joined += added;
    }
    let seconds = started.elapsed().as_secs_f64();
    report.add("site games joined by the job", joined);
    report.add(
        "job time",
        format!(
            "{seconds:.2} s ({:.2} ms per game)",
            seconds * 1000.0 / joined.max(1) as f64
        ),
    );
    report.add(
        "database size after",
        format!("{:.0} MB", database_bytes(dir.path())? as f64 / 1e6),
    );
    state.store().close().await;
    report.print();
    Ok(())
}
