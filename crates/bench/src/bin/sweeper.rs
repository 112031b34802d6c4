//! The clock sweeper's cost against the number of expired games, in a big
//! database: one call of `sweep_expired` (the job the server runs every
//! `clock_sweep_seconds`), timed alone.
//!
//! Seeds `--games` games in progress (`3d/move`, 0–80 plies) into a fresh
//! SQLite file (or into the empty database `--database-url`; a database
//! that already holds games is reused as it is), opens the server's state
//! in this process without its background jobs, then for each count K of
//! `--expired` and each of `--runs` runs: makes exactly K games in progress
//! run out of time (those already expired, topped up with those of the
//! latest deadlines), sweeps once, and checks that exactly those K
//! games ended (on time, or aborted before both sides moved) and that no
//! other game changed. Prints each time and the median per K.
//!
//! `cargo run --release -p redqueen-bench --bin sweeper -- \
//!     --games 1000000 --expired 100,1000,10000 --runs 3`

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use redqueen_app::clock::SystemClock;
use redqueen_app::jobs::sweep_expired;
use redqueen_bench::opened::Opened;
use redqueen_bench::seeding::{self, Plan};
use redqueen_bench::settings;
use redqueen_domain::game::{EndReason, GameStatus};
use redqueen_store::seeding::GameCensus;

/// The end reasons of a game that ran out of time: lost (or drawn) on
/// time, or aborted when it ran out before both sides had moved.
const TIMED_OUT: [EndReason; 2] = [EndReason::Timeout, EndReason::Aborted];

struct Options {
    database_url: Option<String>,
    games: usize,
    expired: Vec<usize>,
    runs: usize,
    members: usize,
    seed: u64,
}

fn options() -> anyhow::Result<Options> {
    let mut options = Options {
        database_url: None,
        games: 1_000_000,
        expired: vec![1_000],
        runs: 3,
        members: 10_000,
        seed: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--database-url" => options.database_url = Some(value),
            "--games" => options.games = value.parse()?,
            "--expired" => {
                options.expired = value.split(',').map(str::parse).collect::<Result<_, _>>()?;
            }
            "--runs" => options.runs = value.parse()?,
            "--members" => options.members = value.parse()?,
            "--seed" => options.seed = value.parse()?,
            other => bail!(
                "unknown flag {other}; use --database-url, --games, --expired, --runs, \
                 --members, --seed"
            ),
        }
    }
    if options.expired.is_empty() || options.runs == 0 {
        bail!("give at least one --expired count and one run");
    }
    Ok(options)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = options()?;
    let dir = tempfile::tempdir()?;
    let database_url = options
        .database_url
        .clone()
        .unwrap_or_else(|| format!("sqlite:{}", dir.path().join("sweeper.db").display()));
    // `open`, not `RunningApp::start`: no job runs unless called here.
    let state = Opened::open(
        settings::in_process(&database_url, dir.path())?,
        Arc::new(SystemClock),
    )
    .await?;
    if state.store().game_census().await?.is_empty() {
        let plan = Plan {
            games: options.games,
            in_progress: options.games,
            expired: options.expired[0],
            members: options.members,
            seed: options.seed,
        };
        let seeded = seeding::seed(state.store(), &plan, state.now()).await?;
        println!(
            "seeded {} games in progress ({} expired) between {} members in {:.1} s",
            seeded.games,
            plan.expired,
            seeded.members.len(),
            seeded.games_seconds + seeded.members_seconds
        );
    } else {
        println!("reusing the games of {}", state.store().backend_name());
    }
    println!("backend: {}", state.store().backend_name());
    for &count in &options.expired {
        let mut times = Vec::with_capacity(options.runs);
        for run in 1..=options.runs {
            let elapsed = sweep_once(&state, count).await?;
            println!(
                "expired {count}, run {run}: {:.1} ms ({:.0} µs per game)",
                elapsed.as_secs_f64() * 1000.0,
                elapsed.as_secs_f64() * 1e6 / count.max(1) as f64
            );
            times.push(elapsed);
        }
        times.sort();
        let median = (times[(times.len() - 1) / 2] + times[times.len() / 2]) / 2;
        println!(
            "expired {count}: median {:.1} ms over {} runs",
            median.as_secs_f64() * 1000.0,
            options.runs
        );
    }
    state.store().close().await;
    Ok(())
}

/// Makes exactly `count` games expired (those already expired count), and
/// returns their ids.
async fn arm(state: &Opened, count: usize) -> anyhow::Result<Vec<String>> {
    let mut tx = state.store().begin().await?;
    let mut expired = tx.expired_games(state.now(), i64::MAX).await?;
    tx.commit().await?;
    ensure!(
        expired.len() <= count,
        "{} games are expired already, more than {count}",
        expired.len()
    );
    let more = count - expired.len();
    if more > 0 {
        expired.extend(seeding::expire_games(state.store(), more, state.now()).await?);
    }
    Ok(expired)
}

/// Times one sweep of `count` expired games and checks it ended exactly
/// those games and changed no other.
async fn sweep_once(state: &Opened, count: usize) -> anyhow::Result<Duration> {
    let expired = arm(state, count).await?;
    let mut expired_versions = 0_i64;
    for id in &expired {
        let row = state.store().game(id).await?.context("an expired game")?;
        expired_versions += i64::from(row.version);
    }
    let before = census(state).await?;

    let started = Instant::now();
    let ended = sweep_expired(state).await?;
    let elapsed = started.elapsed();

    ensure!(ended == count, "the sweep ended {ended} games, not {count}");
    for id in &expired {
        let row = state.store().game(id).await?.context("an expired game")?;
        ensure!(
            row.status == GameStatus::Finished
                && row
                    .end_reason
                    .is_some_and(|reason| TIMED_OUT.contains(&reason)),
            "game {id} is {:?} ({:?}) after the sweep",
            row.status,
            row.end_reason
        );
    }
    let after = census(state).await?;
    let started_key = (GameStatus::Started, None);
    let (games, versions) = before.get(&started_key).copied().unwrap_or_default();
    ensure!(
        after.get(&started_key).copied().unwrap_or_default()
            == (games - count as i64, versions - expired_versions),
        "games in progress other than the expired ones changed"
    );
    let timed_out = |census: &Census| {
        TIMED_OUT
            .iter()
            .map(|reason| {
                census
                    .get(&(GameStatus::Finished, Some(*reason)))
                    .map_or(0, |group| group.0)
            })
            .sum::<i64>()
    };
    ensure!(
        timed_out(&after) == timed_out(&before) + count as i64,
        "the count of games ended on time is off"
    );
    for (key, group) in &before {
        let timed_out_group = key.1.is_some_and(|r| TIMED_OUT.contains(&r));
        if *key != started_key && !timed_out_group {
            ensure!(
                after.get(key) == Some(group),
                "finished games {key:?} changed"
            );
        }
    }
    Ok(elapsed)
}

/// The census by (status, end reason): (games, sum of versions).
type Census = HashMap<(GameStatus, Option<EndReason>), (i64, i64)>;

/// The [`Census`] of every game.
async fn census(state: &Opened) -> anyhow::Result<Census> {
    Ok(state
        .store()
        .game_census()
        .await?
        .into_iter()
        .map(
            |GameCensus {
                 status,
                 end_reason,
                 games,
                 versions,
             }| { ((status, end_reason), (games, versions)) },
        )
        .collect())
}
