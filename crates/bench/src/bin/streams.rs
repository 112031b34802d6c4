//! Fan-out of the public game stream to many idle watchers.
//!
//! Makes 2 members with tokens and `--games` games between them in a fresh
//! SQLite file through the server's library (untimed), then starts the
//! `redqueen` binary built beside this one as its own process on that file
//! and opens `--watchers` idle watchers spread evenly over the games on
//! `GET /{id}/events`, each a plain TCP connection reading the chunked
//! NDJSON body. Prints the server's resident memory before the watchers,
//! with all connected, and per watcher. Then plays `--moves` legal moves
//! round robin over the games through the lichess move endpoint, one at a
//! time, and times each from sending it to the last watcher of its game
//! reading its line (p50, p99, max). Every watcher must read every move of
//! its game exactly once: missed and duplicated lines are counted, and
//! any fails the run.
//!
//! With `--backend postgres` the database is a fresh PostgreSQL one; with
//! `--servers 2` as well, two server processes share it, the moves are
//! made on the first and every watcher reads the second: each delivery
//! crosses between the servers (`relay.rs`).
//!
//! The open-file limit of this process is raised to its hard limit; the
//! server inherits it.
//!
//! `cargo build --release -p redqueen -p redqueen-bench && \
//!     target/release/streams --games 100 --watchers 10000 --moves 200`
//! `target/release/streams --games 10 --watchers 100 --moves 500 --backend postgres --servers 2`

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use hdrhistogram::Histogram;
use rand::SeedableRng;
use rand::rngs::StdRng;
use redqueen_app::accounts::{self, Registration};
use redqueen_app::clock::SystemClock;
use redqueen_app::play::{NewGame, insert_new_game, new_game_id};
use redqueen_bench::database::{Backend, DEFAULT_POSTGRES_URL, Database};
use redqueen_bench::ndjson_watcher::NdjsonStream;
use redqueen_bench::opened::Opened;
use redqueen_bench::proc_stats::{Process, rss_kib};
use redqueen_bench::records::Corpus;
use redqueen_bench::server_config::ServerConfig;
use redqueen_bench::server_process::{ServerProcess, default_binary, free_local_address};
use redqueen_bench::{seeding, settings};
use redqueen_domain::account::{EmailAddress, NewPassword, Scopes, Username};
use redqueen_domain::game::Origin;
use tokio::sync::{Semaphore, mpsc};

/// Watchers connecting at once: more would only queue in the server's
/// accept backlog.
const CONNECTING: usize = 256;
/// How long all watchers may take to connect, and one move to reach them.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(120);
const DELIVERY_TIMEOUT: Duration = Duration::from_secs(10);
/// Files the process needs besides its watchers' sockets.
const SPARE_FILES: u64 = 64;

struct Options {
    games: usize,
    watchers: usize,
    moves: usize,
    seed: u64,
    backend: Backend,
    servers: usize,
}

fn options() -> anyhow::Result<Options> {
    let mut options = Options {
        games: 100,
        watchers: 10_000,
        moves: 200,
        seed: 1,
        backend: Backend::Sqlite,
        servers: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--games" => options.games = value.parse()?,
            "--watchers" => options.watchers = value.parse()?,
            "--moves" => options.moves = value.parse()?,
            "--seed" => options.seed = value.parse()?,
            "--backend" => options.backend = Backend::parse(&value)?,
            "--servers" => options.servers = value.parse()?,
            other => bail!(
                "unknown flag {other}; use --games, --watchers, --moves, --seed, --backend, --servers"
            ),
        }
    }
    if !(options.servers == 1 || options.servers == 2 && options.backend == Backend::Postgres) {
        bail!("--servers is 1, or 2 with --backend postgres");
    }
    if options.games == 0 || options.watchers < options.games {
        bail!("give at least one game and at least one watcher per game");
    }
    Ok(options)
}

/// The two players, as the move endpoint knows them.
struct Setup {
    tokens: [String; 2],
    games: Vec<String>,
}

/// A line a watcher read: the game's ply after the change.
struct Seen {
    watcher: usize,
    ply: u32,
    at: Instant,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = options()?;
    let files = rlimit::increase_nofile_limit(u64::MAX)?;
    ensure!(
        files >= options.watchers as u64 + SPARE_FILES,
        "the open-file limit is {files}: too few for {} watchers",
        options.watchers
    );
    let dir = tempfile::tempdir()?;
    let database =
        Database::fresh(options.backend, dir.path(), "streams", DEFAULT_POSTGRES_URL).await?;
    let result = measure(&options, files, dir.path(), database.url()).await;
    database.remove().await?;
    result
}

/// The run on the fresh database at `database_url`.
async fn measure(
    options: &Options,
    files: u64,
    dir: &std::path::Path,
    database_url: &str,
) -> anyhow::Result<()> {
    let setup = setup(database_url, dir, options.games).await?;
    let per_game = options.moves.div_ceil(options.games);
    let mut rng = StdRng::seed_from_u64(options.seed);
    let records = Corpus::generate(&mut rng, options.games, per_game, per_game)?;
    let lines: Vec<Vec<&str>> = records
        .records()
        .iter()
        .map(|record| record.moves(record.plies()).split(' ').collect())
        .collect();

    let mut servers = Vec::new();
    for n in 0..options.servers {
        let config = ServerConfig {
            listen: free_local_address()?,
            database_url: database_url.to_owned(),
            mail_dir: dir.join("mail"),
            sqlite_synchronous: None,
        };
        let config_path = dir.join(format!("redqueen-{n}.toml"));
        config.write(&config_path)?;
        let log = dir.join(format!("server-{n}.log"));
        let server =
            ServerProcess::start(&default_binary()?, &config_path, config.listen, &log).await?;
        servers.push((server, config.listen));
    }
    // Moves go to the first server; the watchers read the last (the same
    // one, or the other).
    let (mover, _) = &servers[0];
    let (watched, watched_addr) = &servers[servers.len() - 1];
    let rss_before = rss_kib(Process::Pid(watched.pid()))?;
    let (seen_sender, mut seen) = mpsc::unbounded_channel();
    let connected = Arc::new(AtomicUsize::new(0));
    let broken = Arc::new(AtomicUsize::new(0));
    let connecting = Arc::new(Semaphore::new(CONNECTING));
    let started = Instant::now();
    let mut watchers = Vec::with_capacity(options.watchers);
    for watcher in 0..options.watchers {
        let path = format!("/{}/events", setup.games[watcher % options.games]);
        let watch = Watch {
            addr: *watched_addr,
            watcher,
            seen: seen_sender.clone(),
            connected: connected.clone(),
            connecting: connecting.clone(),
        };
        let broken = broken.clone();
        watchers.push(tokio::spawn(async move {
            if let Err(error) = watch.run(&path).await {
                eprintln!("watcher {}: {error:#}", watch.watcher);
                broken.fetch_add(1, Ordering::Relaxed);
            }
        }));
    }
    while connected.load(Ordering::Relaxed) < options.watchers {
        ensure!(
            broken.load(Ordering::Relaxed) == 0,
            "watchers failed to connect"
        );
        ensure!(
            started.elapsed() < CONNECT_TIMEOUT,
            "only {} watchers connected",
            connected.load(Ordering::Relaxed)
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let connect_seconds = started.elapsed().as_secs_f64();
    // Let the last connections' buffers settle before reading memory.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rss_after = rss_kib(Process::Pid(watched.pid()))?;

    let client = reqwest::Client::new();
    let mut latency = Histogram::<u64>::new_with_bounds(1, 60_000_000, 3)?;
    let mut received: Vec<Vec<u32>> = vec![Vec::new(); options.watchers];
    let mut arrivals: HashMap<(usize, u32), (usize, Instant)> = HashMap::new();
    let watchers_of = |game: usize| (game..options.watchers).step_by(options.games).count();
    let mut late = 0;
    for k in 0..options.moves {
        let game = k % options.games;
        let ply = k / options.games;
        let token = &setup.tokens[ply % 2];
        let sent = Instant::now();
        let response = client
            .post(format!(
                "{}/api/board/game/{}/move/{}",
                mover.base_url(),
                setup.games[game],
                lines[game][ply]
            ))
            .bearer_auth(token)
            .send()
            .await?;
        let status = response.status();
        let body = response.text().await?;
        ensure!(status.is_success(), "move {k} refused: {status} {body}");
        let key = (game, u32::try_from(ply + 1)?);
        let deadline = tokio::time::Instant::now() + DELIVERY_TIMEOUT;
        while arrivals.get(&key).map_or(0, |a| a.0) < watchers_of(game) {
            match tokio::time::timeout_at(deadline, seen.recv()).await {
                Ok(Some(line)) => {
                    record(&mut received, &mut arrivals, options.games, line);
                }
                Ok(None) => bail!("every watcher stopped"),
                Err(_) => {
                    late += 1;
                    break;
                }
            }
        }
        if let Some((_, last)) = arrivals.get(&key) {
            latency.record(u64::try_from(last.duration_since(sent).as_micros())?.max(1))?;
        }
    }
    // Anything sent twice arrives right after the first copy.
    tokio::time::sleep(Duration::from_millis(200)).await;
    while let Ok(line) = seen.try_recv() {
        record(&mut received, &mut arrivals, options.games, line);
    }
    for watcher in &watchers {
        watcher.abort();
    }
    let mut statuses = Vec::new();
    for (server, _) in servers {
        statuses.push(server.stop().await?.to_string());
    }

    let (mut missed, mut duplicated) = (0, 0);
    for (watcher, plies) in received.iter_mut().enumerate() {
        let game = watcher % options.games;
        let expected = (game..options.moves).step_by(options.games).count();
        let total = plies.len();
        plies.sort_unstable();
        plies.dedup();
        duplicated += total - plies.len();
        let wanted = 1..=u32::try_from(expected)?;
        let got = plies.iter().filter(|ply| wanted.contains(ply)).count();
        missed += expected - got;
        duplicated += plies.len() - got;
    }
    println!(
        "backend: {}; {} server process(es), moves on the first, watchers on the last; stopped with {}",
        options.backend.name(),
        options.servers,
        statuses.join(", ")
    );
    println!(
        "games: {}, watchers: {} ({} per game), open-file limit {files}",
        options.games,
        options.watchers,
        options.watchers / options.games
    );
    println!("all watchers connected in {connect_seconds:.2} s");
    println!(
        "server RSS: {:.1} MiB before the watchers, {:.1} MiB with all connected, {:.1} KiB per watcher",
        rss_before as f64 / 1024.0,
        rss_after as f64 / 1024.0,
        (rss_after as f64 - rss_before as f64) / options.watchers as f64
    );
    println!(
        "moves: {}; delivery to the last watcher of the game: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        options.moves,
        latency.value_at_quantile(0.5) as f64 / 1000.0,
        latency.value_at_quantile(0.99) as f64 / 1000.0,
        latency.max() as f64 / 1000.0
    );
    println!(
        "missed lines: {missed}, duplicated lines: {duplicated}, moves not delivered within {DELIVERY_TIMEOUT:?}: {late}, broken watchers: {}",
        broken.load(Ordering::Relaxed)
    );
    ensure!(
        missed == 0 && duplicated == 0 && late == 0 && broken.load(Ordering::Relaxed) == 0,
        "some watchers did not read every move exactly once"
    );
    Ok(())
}

/// Notes a line a watcher read, and when the last watcher of its game
/// read that ply.
fn record(
    received: &mut [Vec<u32>],
    arrivals: &mut HashMap<(usize, u32), (usize, Instant)>,
    games: usize,
    line: Seen,
) {
    received[line.watcher].push(line.ply);
    let arrival = arrivals
        .entry((line.watcher % games, line.ply))
        .or_insert((0, line.at));
    arrival.0 += 1;
    arrival.1 = arrival.1.max(line.at);
}

/// Two members with move tokens, and `games` fresh games between them,
/// made through the server's library before the server starts.
async fn setup(database_url: &str, dir: &std::path::Path, games: usize) -> anyhow::Result<Setup> {
    let state = Opened::open(
        settings::in_process(database_url, dir)?,
        Arc::new(SystemClock),
    )
    .await?;
    let mut ids = Vec::new();
    let mut tokens = Vec::new();
    for name in ["watched_white", "watched_black"] {
        let registration = Registration {
            username: Username::parse(name)?,
            email: EmailAddress::parse(&format!("{name}@bench.invalid"))?,
            password: NewPassword::parse(seeding::MEMBER_PASSWORD)?,
            verified: true,
            admin: false,
        };
        let id = accounts::register(&state, &registration, &state.i18n.english()).await?;
        let scopes = Scopes::parse("board:play")?;
        tokens.push(accounts::create_access_token(&state, id, "bench", &scopes).await?);
        ids.push(id);
    }
    let mut tx = state.store().begin().await?;
    let mut game_ids = Vec::with_capacity(games);
    for _ in 0..games {
        let game = NewGame {
            id: new_game_id(),
            white_id: ids[0],
            black_id: ids[1],
            origin: Origin::Challenge,
            time_control: seeding::TIME_CONTROL,
            rated: false,
            initial_fen: None,
            vacation_allowed: true,
            club: None,
        };
        game_ids.push(insert_new_game(&mut tx, game, state.now()).await?.id);
    }
    tx.commit().await?;
    state.store().close().await;
    let [white, black]: [String; 2] = tokens
        .try_into()
        .map_err(|_| anyhow::anyhow!("two tokens"))?;
    Ok(Setup {
        tokens: [white, black],
        games: game_ids,
    })
}

/// One watcher of one game.
struct Watch {
    addr: SocketAddr,
    watcher: usize,
    seen: mpsc::UnboundedSender<Seen>,
    connected: Arc<AtomicUsize>,
    connecting: Arc<Semaphore>,
}

impl Watch {
    /// Connects, counts itself connected once the current state arrived
    /// (the server has subscribed it by then), then reports the ply of
    /// every further line until the stream ends.
    async fn run(&self, path: &str) -> anyhow::Result<()> {
        let permit = self.connecting.acquire().await?;
        let mut stream = NdjsonStream::open(self.addr, path).await?;
        stream
            .next_line()
            .await?
            .context("the stream ended before the current state")?;
        drop(permit);
        self.connected.fetch_add(1, Ordering::Relaxed);
        while let Some(line) = stream.next_line().await? {
            let value: serde_json::Value = serde_json::from_slice(&line)?;
            if value["type"] != "state" {
                continue;
            }
            let ply = value["ply"].as_u64().context("a state without ply")?;
            let seen = Seen {
                watcher: self.watcher,
                ply: u32::try_from(ply)?,
                at: Instant::now(),
            };
            if self.seen.send(seen).is_err() {
                return Ok(());
            }
        }
        Ok(())
    }
}
