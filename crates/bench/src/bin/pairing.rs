//! Swiss pairing time per round, with the pairing's quality.
//!
//! For each field size, plays a realistic correspondence Swiss
//! (`SimulationConfig::realistic`: ratings 1000–2400 scoring by the Elo
//! expectation, 30% draws, 2% of decisive games lost on time, 1% of the
//! field withdrawing before each round) with the domain's own simulation,
//! timing `pair_round` alone on one core. Prints, for round 10 (the
//! tournaments.md speed bar), the median time of the seeds, the
//! score-group distance against its lower bound and the color-alternation
//! misses; any hard-rule violation found by the checker is an error.
//!
//! `cargo run --release -p redqueen-bench --bin pairing -- --players 1000,10000,100000 --seeds 3`

use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use redqueen_domain::tournament::swiss::{
    SimulationConfig, SimulationReport, pair_round, simulate_swiss_with,
};

/// The round the speed bar is stated for.
const ROUND: usize = 10;

struct Options {
    players: Vec<u32>,
    seeds: u64,
}

fn options() -> anyhow::Result<Options> {
    let mut options = Options {
        players: vec![1_000, 10_000, 100_000],
        seeds: 3,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--players" => {
                options.players = value.split(',').map(str::parse).collect::<Result<_, _>>()?;
            }
            "--seeds" => options.seeds = value.parse()?,
            other => bail!("unknown flag {other}; use --players, --seeds"),
        }
    }
    ensure!(options.seeds > 0, "--seeds must be at least 1");
    Ok(options)
}

/// One simulated tournament: the report and each round's pairing time.
fn run(players: u32, seed: u64) -> (SimulationReport, Vec<Duration>) {
    let mut times = Vec::new();
    let config = SimulationConfig::realistic(players, u32::try_from(ROUND).unwrap_or(u32::MAX));
    let report = simulate_swiss_with(&config, seed, |field, rng| {
        let started = Instant::now();
        let pairing = pair_round(field, rng);
        times.push(started.elapsed());
        pairing
    });
    (report, times)
}

fn ms(duration: Duration) -> String {
    format!("{:.2} ms", duration.as_secs_f64() * 1000.0)
}

fn main() -> anyhow::Result<()> {
    let options = options()?;
    println!(
        "| players | active in round {ROUND} | round {ROUND}: median (min–max) | slowest round 1–{ROUND} | distance / lower bound | color misses |"
    );
    println!("|---:|---:|---|---|---|---|");
    for &players in &options.players {
        let mut round_times = Vec::new();
        let mut slowest = Duration::ZERO;
        let mut active = Vec::new();
        let mut distances = Vec::new();
        let mut misses = Vec::new();
        for seed in 1..=options.seeds {
            let (report, times) = run(players, seed);
            if let Some(error) = report.ended_early {
                bail!("{players} players, seed {seed}: ended early: {error}");
            }
            for round in &report.rounds {
                ensure!(
                    round.report.violations.is_empty(),
                    "{players} players, seed {seed}, round {}: {:?}",
                    round.number,
                    round.report.violations
                );
            }
            let tenth = report
                .rounds
                .get(ROUND - 1)
                .with_context(|| format!("round {ROUND} was not played"))?;
            round_times.push(times[ROUND - 1]);
            slowest = slowest.max(times.iter().copied().max().unwrap_or_default());
            active.push(tenth.players.len());
            distances.push(format!(
                "{}/{}",
                tenth.report.score_group_distance, tenth.report.lower_bound
            ));
            misses.push(tenth.report.color_alternation_misses.to_string());
        }
        round_times.sort();
        let median = round_times[round_times.len() / 2];
        println!(
            "| {players} | {} | {} ({}–{}) | {} | {} | {} |",
            active
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            ms(median),
            ms(round_times[0]),
            ms(round_times[round_times.len() - 1]),
            ms(slowest),
            distances.join(", "),
            misses.join(", "),
        );
    }
    Ok(())
}
