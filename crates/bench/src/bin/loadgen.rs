//! The load generator: accepted moves per second through the
//! lichess-compatible move endpoint, against the `redqueen` server running
//! as its own process, next to what the store alone sustains.
//!
//! Setup (untimed): writes the server's settings file into a temporary
//! folder, makes `2 × G` members with tokens through the server's library,
//! then starts the `redqueen` binary (the one beside this program unless
//! `--server-bin`), its output in `server.log` in that folder. G writers
//! then play at once, each one game at a time through
//! `POST /api/board/game/{id}/move/{uci}`, alternating the two players'
//! tokens, one request outstanding (closed loop; with `--rate` each waits
//! for its share of that many moves per second). The moves come from a
//! seeded corpus of 200 legal games; a new game (challenge and accept)
//! starts when one ends. Moves answered during `--seconds` after
//! `--warmup` are measured, with the server's CPU time and this program's
//! from `/proc`. The server is stopped with SIGTERM, and the database must
//! hold, for every game, exactly the moves the server accepted.
//!
//! The store baseline follows on a fresh database of the same backend and
//! settings: G tasks each append moves to their own game directly through
//! the store (read, conditional save, commit), for as long.
//!
//! Any failed request, lost move or extra move makes the exit status 1.
//!
//! ```sh
//! cargo build --release -p redqueen -p redqueen-bench
//! target/release/loadgen --games 64 --seconds 10
//! target/release/loadgen --games 64 --seconds 10 --backend postgres
//! target/release/loadgen --games 64 --seconds 10 --sqlite-synchronous full
//! target/release/loadgen --games 64 --seconds 10 --rate 1000   # p99 at a given load
//! target/release/loadgen --database-url sqlite:seeded-copy.db --no-baseline
//! target/release/loadgen --games 64 --seconds 10 --backend postgres --servers 2
//! target/release/loadgen --games 64 --seconds 10 --kill-at 5 --no-baseline
//! target/release/loadgen --games 64 --seconds 10 --no-baseline --from-ply 200
//! ```
//!
//! With `--kill-at S` the (first) server is killed with SIGKILL S seconds
//! into the measured window and started again on the same database and
//! address; the writers carry on against it. Each game left on a move
//! that got no answer may hold that move or not (it was in flight); any
//! other difference fails the run. The servers' CPU is not measured then.
//!
//! With `--from-ply P` each writer goes on with games stored before the
//! run at ply P (`loadgen/prepared.rs`), [`prepared::BAND`] moves each,
//! in place of new games: `--from-ply 10` against `--from-ply 200` says
//! whether a move costs more deep into a game.
//!
//! With `--servers N` (PostgreSQL), N server processes share the database
//! and writer `n` sends every request to server `n mod N`; the CPU figure
//! is theirs together, the memory figure the largest.
//!
//! Flags: `--backend sqlite|postgres` (postgres: a fresh database on
//! `postgres://postgres@127.0.0.1:5432`, dropped afterwards),
//! `--database-url URL` (an existing database, left in place; its members
//! and games stay untouched), `--games G` (64), `--seconds S` (10),
//! `--warmup S` (2), `--sqlite-synchronous normal|full`, `--seed N` (1),
//! `--rate MOVES_PER_S`, `--servers N` (1), `--kill-at S`, `--from-ply P`,
//! `--server-bin PATH`,
//! `--baseline-only`, `--no-baseline`.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use redqueen_bench::corpus::{self, Corpus};
use redqueen_bench::database::{Backend, DEFAULT_POSTGRES_URL, Database};
use redqueen_bench::latency;
use redqueen_bench::loadgen::Window;
use redqueen_bench::loadgen::baseline;
use redqueen_bench::loadgen::prepared;
use redqueen_bench::loadgen::verify::{Verification, verify};
use redqueen_bench::loadgen::writer::{Pacing, PreparedGame, Tally, Writer};
use redqueen_bench::members::{Member, create_members};
use redqueen_bench::proc_stats::{self, CpuClock, Process};
use redqueen_bench::report::Report;
use redqueen_bench::server_config::{ServerConfig, open_state};
use redqueen_bench::server_process::{ServerProcess, default_binary, free_local_address};
use redqueen_store::Store;

/// What the members' tokens may do: challenge, accept and move.
const SCOPES: &str = "board:play challenge:read challenge:write";

struct Options {
    backend: Backend,
    database_url: Option<String>,
    server_bin: Option<PathBuf>,
    games: usize,
    seconds: u64,
    warmup: u64,
    sqlite_synchronous: Option<String>,
    seed: u64,
    rate: Option<f64>,
    servers: usize,
    kill_at: Option<u64>,
    from_ply: Option<usize>,
    server: bool,
    baseline: bool,
}

fn options() -> anyhow::Result<Options> {
    let mut backend = None;
    let mut options = Options {
        backend: Backend::Sqlite,
        database_url: None,
        server_bin: None,
        games: 64,
        seconds: 10,
        warmup: 2,
        sqlite_synchronous: None,
        seed: 1,
        rate: None,
        servers: 1,
        kill_at: None,
        from_ply: None,
        server: true,
        baseline: true,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        match flag.as_str() {
            "--baseline-only" => options.server = false,
            "--no-baseline" => options.baseline = false,
            _ => {
                let value = args
                    .next()
                    .with_context(|| format!("{flag} needs a value"))?;
                match flag.as_str() {
                    "--backend" => backend = Some(Backend::parse(&value)?),
                    "--database-url" => options.database_url = Some(value),
                    "--server-bin" => options.server_bin = Some(value.into()),
                    "--games" => options.games = value.parse()?,
                    "--seconds" => options.seconds = value.parse()?,
                    "--warmup" => options.warmup = value.parse()?,
                    "--sqlite-synchronous" => match value.as_str() {
                        "normal" | "full" => options.sqlite_synchronous = Some(value),
                        _ => bail!("--sqlite-synchronous is normal or full"),
                    },
                    "--seed" => options.seed = value.parse()?,
                    "--rate" => options.rate = Some(value.parse()?),
                    "--servers" => options.servers = value.parse()?,
                    "--kill-at" => options.kill_at = Some(value.parse()?),
                    "--from-ply" => options.from_ply = Some(value.parse()?),
                    other => bail!(
                        "unknown flag {other}; use --backend, --database-url, --games, \
                         --seconds, --warmup, --sqlite-synchronous, --seed, --rate, \
                         --servers, --kill-at, --from-ply, --server-bin, --baseline-only, \
                         --no-baseline"
                    ),
                }
            }
        }
    }
    options.backend = match (&options.database_url, backend) {
        (Some(url), Some(backend)) if Backend::of_url(url)? != backend => {
            bail!("--database-url is not a {} database", backend.name())
        }
        (Some(url), _) => Backend::of_url(url)?,
        (None, backend) => backend.unwrap_or(Backend::Sqlite),
    };
    ensure!(options.games > 0, "--games must be at least 1");
    ensure!(options.servers > 0, "--servers must be at least 1");
    ensure!(
        options.servers == 1 || options.backend == Backend::Postgres,
        "several servers share a PostgreSQL database: add --backend postgres"
    );
    ensure!(options.seconds > 0, "--seconds must be at least 1");
    ensure!(
        options.server || options.baseline,
        "--baseline-only and --no-baseline leave nothing to run"
    );
    if let Some(rate) = options.rate {
        ensure!(rate > 0.0, "--rate must be above 0");
    }
    Ok(options)
}

impl Options {
    /// Where fresh PostgreSQL databases are made: the server of a given
    /// PostgreSQL database, or the local one.
    fn postgres_url(&self) -> &str {
        match &self.database_url {
            Some(url) if self.backend == Backend::Postgres => url,
            _ => DEFAULT_POSTGRES_URL,
        }
    }

    /// The settings file for a run on `database_url`.
    fn server_config(&self, database_url: &str, dir: &Path) -> anyhow::Result<ServerConfig> {
        Ok(ServerConfig {
            listen: free_local_address()?,
            database_url: database_url.to_owned(),
            mail_dir: dir.join("mail"),
            sqlite_synchronous: self.sqlite_synchronous.clone(),
        })
    }

    fn window(&self, start: Instant) -> Window {
        let measure_from = start + Duration::from_secs(self.warmup);
        Window {
            measure_from,
            stop_at: measure_from + Duration::from_secs(self.seconds),
        }
    }
}

/// The server's figures.
struct ServerRun {
    tally: Tally,
    window_seconds: f64,
    server_cpu_seconds: f64,
    own_cpu_seconds: f64,
    peak_rss_kib: u64,
    exit: String,
    verification: Verification,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = options()?;
    // Interrupted, the run is dropped: the server process is killed with
    // it and the temporary folder removed.
    tokio::select! {
        result = run(&options) => result,
        _ = tokio::signal::ctrl_c() => bail!("interrupted"),
    }
}

async fn run(options: &Options) -> anyhow::Result<()> {
    let corpus = Arc::new(Corpus::generate(options.seed, corpus::DEFAULT_SIZE)?);
    let dir = tempfile::Builder::new().prefix("loadgen").tempdir()?;
    let mut report = Report::default();
    report.add("backend", options.backend.name());
    if options.backend == Backend::Sqlite {
        report.add(
            "sqlite_synchronous",
            options
                .sqlite_synchronous
                .as_deref()
                .unwrap_or("server default"),
        );
    }
    report.add("app servers", options.servers);
    if let Some(at) = options.kill_at {
        report.add(
            "crash",
            format!("SIGKILL {at} s into the window, then a restart"),
        );
    }
    report.add("games at once", options.games);
    report.add(
        "load",
        options.rate.map_or("closed loop".into(), |rate| {
            format!("open loop, {rate} moves/s offered")
        }),
    );
    report.add(
        "measured",
        format!(
            "{} s after {} s of warm-up",
            options.seconds, options.warmup
        ),
    );
    report.add(
        "corpus",
        format!(
            "{} games, {} plies, seed {}",
            corpus.len(),
            corpus.plies(),
            options.seed
        ),
    );
    if let Some(ply) = options.from_ply {
        report.add(
            "games",
            format!(
                "prepared at ply {ply}, played to ply {}",
                ply + prepared::BAND
            ),
        );
    }
    let mut problems = Vec::new();
    let mut server_rate = None;
    if options.server {
        let run = with_database(options, dir.path(), "server", |url| {
            run_server(options, &corpus, dir.path(), url)
        })
        .await?;
        server_rate = Some(run.tally.measured_moves as f64 / run.window_seconds);
        problems.extend(add_server_figures(
            &mut report,
            &run,
            options.kill_at.is_some(),
        ));
    }
    if options.baseline {
        let baseline = with_database(options, dir.path(), "baseline", |url| {
            run_baseline(options, &corpus, dir.path(), url)
        })
        .await?;
        add_baseline_figures(&mut report, &baseline, options.seconds, server_rate);
    }
    report.print();
    ensure!(problems.is_empty(), "{}", problems.join("; "));
    Ok(())
}

/// Runs `measure` on the database for `role` (the given one for the
/// server, else a fresh one), and removes a fresh one afterwards, whether
/// `measure` succeeded or not.
async fn with_database<T, F, Fut>(
    options: &Options,
    dir: &Path,
    role: &str,
    measure: F,
) -> anyhow::Result<T>
where
    F: FnOnce(String) -> Fut,
    Fut: Future<Output = anyhow::Result<T>>,
{
    let database = match &options.database_url {
        Some(url) if role == "server" => Database::existing(url),
        _ => Database::fresh(options.backend, dir, role, options.postgres_url()).await?,
    };
    let result = measure(database.url().to_owned()).await;
    database.remove().await?;
    result
}

/// Adds the server's lines; returns what makes the run fail.
fn add_server_figures(report: &mut Report, run: &ServerRun, crashed: bool) -> Vec<String> {
    let tally = &run.tally;
    let moves = tally.measured_moves;
    report.add("accepted moves", moves);
    report.add(
        "moves/s",
        format!("{:.0}", moves as f64 / run.window_seconds),
    );
    latency::add_percentiles(report, "latency ", &tally.latency);
    report.add("errors", tally.error_count());
    for (kind, count) in &tally.errors {
        report.add(&format!("error {kind}"), count);
    }
    report.add("challenges refused by the rate limit", tally.rate_limited);
    let per_thousand = |seconds: f64| {
        if moves == 0 {
            "n/a".to_owned()
        } else {
            format!("{:.3}", seconds * 1000.0 / moves as f64)
        }
    };
    report.add(
        "server cpu s per 1000 moves",
        if crashed {
            "not measured across a crash".to_owned()
        } else {
            per_thousand(run.server_cpu_seconds)
        },
    );
    report.add(
        "loadgen cpu s per 1000 moves",
        per_thousand(run.own_cpu_seconds),
    );
    report.add(
        "server peak rss",
        format!("{:.1} MiB", run.peak_rss_kib as f64 / 1024.0),
    );
    report.add("server exit", &run.exit);
    let verification = run.verification;
    report.add("verified games", verification.games);
    report.add("lost moves", verification.lost);
    report.add("duplicated/extra moves", verification.extra);
    report.add("unanswered moves stored", verification.unanswered_stored);
    let mut problems = Vec::new();
    // Across a crash, requests fail while the server is down, and a move
    // in flight may be saved without an answer.
    if !crashed && tally.error_count() > 0 {
        problems.push(format!("{} requests failed", tally.error_count()));
    }
    if !crashed && verification.unanswered_stored > 0 {
        problems.push(format!(
            "{} moves that failed are stored",
            verification.unanswered_stored
        ));
    }
    if !verification.is_exact() {
        problems.push(format!(
            "the database lost {} moves and holds {} extra",
            verification.lost, verification.extra
        ));
    }
    problems
}

/// Adds the baseline's lines, and the server's rate against it.
fn add_baseline_figures(
    report: &mut Report,
    baseline: &Tally,
    seconds: u64,
    server_rate: Option<f64>,
) {
    let rate = baseline.measured_moves as f64 / seconds as f64;
    report.add("baseline moves/s", format!("{rate:.0}"));
    for (name, quantile) in [("p50", 0.5), ("p99", 0.99)] {
        report.add(
            &format!("baseline latency {name}"),
            latency::milliseconds(baseline.latency.value_at_quantile(quantile)),
        );
    }
    if let Some(server_rate) = server_rate {
        report.add("server/baseline", format!("{:.3}", server_rate / rate));
    }
}

/// Setup, the server processes, the load, and the check of the database.
async fn run_server(
    options: &Options,
    corpus: &Arc<Corpus>,
    dir: &Path,
    database_url: String,
) -> anyhow::Result<ServerRun> {
    let mut configs = Vec::new();
    for n in 0..options.servers {
        let config = options.server_config(&database_url, dir)?;
        let path = dir.join(format!("server-{n}.toml"));
        config.write(&path)?;
        configs.push((config, path));
    }
    let state = open_state(&configs[0].1).await?;
    let members = create_members(&state, options.games * 2, SCOPES).await?;
    let prepared = match options.from_ply {
        Some(ply) => Some(
            prepared::prepare(
                state.store(),
                &members,
                ply,
                options.warmup + options.seconds,
                state.now(),
                options.seed,
            )
            .await?,
        ),
        None => None,
    };
    state.store().close().await;
    drop(state);

    let binary = match &options.server_bin {
        Some(binary) => binary.clone(),
        None => default_binary()?,
    };
    let mut servers: Vec<ServerProcess> = Vec::new();
    for (n, (config, path)) in configs.iter().enumerate() {
        let log = dir.join(format!("server-{n}.log"));
        servers.push(ServerProcess::start(&binary, path, config.listen, &log).await?);
    }
    let base_urls: Vec<String> = servers.iter().map(|s| s.base_url().to_owned()).collect();
    let load = match options.kill_at {
        None => {
            let pids: Vec<u32> = servers.iter().map(ServerProcess::pid).collect();
            load(options, corpus, &base_urls, &pids, members, prepared).await
        }
        Some(at) => {
            let killed = servers.remove(0);
            let (config, path) = &configs[0];
            let log = dir.join("server-0-restarted.log");
            let crash = async {
                tokio::time::sleep(Duration::from_secs(options.warmup + at)).await;
                killed.kill().await?;
                let down = Instant::now();
                let restarted = ServerProcess::start(&binary, path, config.listen, &log).await?;
                anyhow::Ok((restarted, down.elapsed()))
            };
            let (load, crash) = tokio::join!(
                load(options, corpus, &base_urls, &[], members, prepared),
                crash
            );
            let (restarted, down) = crash?;
            println!(
                "the server answered again {:.2} s after the kill",
                down.as_secs_f64()
            );
            servers.insert(0, restarted);
            load
        }
    };
    let mut peak_rss_kib = 0;
    let mut tails = Vec::new();
    let mut exits = Vec::new();
    for server in servers {
        peak_rss_kib = peak_rss_kib.max(proc_stats::peak_rss_kib(Process::Pid(server.pid()))?);
        tails.push(server.log_tail());
        let exit = server.stop().await?;
        exits.push(
            exit.code()
                .map_or_else(|| exit.to_string(), |code| code.to_string()),
        );
    }
    let (tally, window_seconds, server_cpu_seconds, own_cpu_seconds) =
        load.with_context(|| format!("server logs:\n{}", tails.join("\n")))?;

    let store = Store::connect(&database_url).await?;
    let verification = verify(&store, &tally.games).await;
    store.close().await;
    Ok(ServerRun {
        tally,
        window_seconds,
        server_cpu_seconds,
        own_cpu_seconds,
        peak_rss_kib,
        exit: exits.join(" "),
        verification: verification?,
    })
}

/// The writers, sending to `base_urls` in turn, with the CPU time of the
/// processes `cpu_of` and this program over the window: the tally, the
/// window's and the CPU seconds (those processes together, this program).
async fn load(
    options: &Options,
    corpus: &Arc<Corpus>,
    base_urls: &[String],
    cpu_of: &[u32],
    members: Vec<Member>,
    prepared: Option<Vec<Vec<PreparedGame>>>,
) -> anyhow::Result<(Tally, f64, f64, f64)> {
    let mut prepared = prepared.map(Vec::into_iter);
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(options.games * 2)
        .timeout(Duration::from_secs(60))
        .build()?;
    let start = Instant::now();
    let window = options.window(start);
    let interval = options
        .rate
        .map(|rate| Duration::from_secs_f64(options.games as f64 / rate));
    let writers: Vec<_> = members
        .chunks_exact(2)
        .enumerate()
        .map(|(n, pair)| {
            let writer = Writer {
                client: client.clone(),
                base_url: base_urls[n % base_urls.len()].clone(),
                players: [pair[0].clone(), pair[1].clone()],
                corpus: corpus.clone(),
                first_game: n,
                game_step: options.games,
                window,
                // Spread over one interval, so the writers do not send in
                // step.
                pacing: interval.map(|interval| Pacing {
                    next_due: start + interval.mul_f64(n as f64 / options.games as f64),
                    interval,
                }),
                prepared: prepared.as_mut().and_then(Iterator::next),
            };
            tokio::spawn(writer.run())
        })
        .collect();
    let cpu = CpuClock::new();
    let servers_cpu = || -> anyhow::Result<f64> {
        cpu_of
            .iter()
            .map(|pid| cpu.cpu_seconds(Process::Pid(*pid)))
            .sum()
    };
    tokio::time::sleep_until(window.measure_from.into()).await;
    let (server_before, own_before) = (servers_cpu()?, cpu.cpu_seconds(Process::This)?);
    tokio::time::sleep_until(window.stop_at.into()).await;
    let (server_after, own_after) = (servers_cpu()?, cpu.cpu_seconds(Process::This)?);
    let mut tally = Tally::new()?;
    for writer in writers {
        tally.merge(writer.await??)?;
    }
    Ok((
        tally,
        window.seconds(),
        server_after - server_before,
        own_after - own_before,
    ))
}

/// The store baseline on a fresh database with the server's settings.
async fn run_baseline(
    options: &Options,
    corpus: &Arc<Corpus>,
    dir: &Path,
    database_url: String,
) -> anyhow::Result<Tally> {
    let config_path = dir.join("baseline.toml");
    options
        .server_config(&database_url, dir)?
        .write(&config_path)?;
    let state = open_state(&config_path).await?;
    let ids = baseline::prepare(&state, options.games).await?;
    let store = state.store().clone();
    let tally = baseline::run(&store, ids, corpus.clone(), options.window(Instant::now())).await;
    store.close().await;
    tally
}
