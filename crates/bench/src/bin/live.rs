//! Live games under load (issue: 1,000 concurrent live games over
//! WebSockets): `--games` live Fast games (5 minutes each, 1 minute a move)
//! between distinct pairs of members, made in a fresh SQLite file through
//! the server's library (untimed), then played against the `redqueen`
//! binary built beside this one, run as its own process. Each game has
//! both players' sockets open on `GET /{id}/socket` with their sessions;
//! each side moves every 1–3 s (uniformly at random), sending the move on
//! its socket as the game page does (`--moves socket`, the default) or
//! posting it to the lichess move endpoint (`--moves post`). A
//! `--flagging` share of the games stops after 10 plies, the player to
//! move never moving again, so that the flag timer ends them a minute
//! later. `--idle` more live games (Standard, 10 minutes a move, so none
//! runs out during the run) each keep one socket open and never move.
//!
//! Prints: the move relayed to the opponent (from sending the move to the
//! opponent's socket reading the state with it), p50 / p99 / max; how late
//! each flag came after its deadline, read from the database once the
//! server stopped (`finished_at − (turn_started_at + move time)`), p50 /
//! p99 / max; the server's CPU seconds per 1,000 moves while the games are
//! played; and its resident memory per live game (both sockets of a played
//! game, the one socket of an idle game). Any move refused, not relayed
//! within 10 s, or a flagged game not ended on time fails the run.
//! A move sent on the socket is timed to its state on the opponent's
//! socket as a posted one is, and must be answered with its `ack`. With
//! `--page-fetches` both players then fetch the game page, as the page's
//! script did on every change before a player's state carried the panel
//! of their actions (issue 35): the cost a browser brought before.
//! `--server-bin PATH` runs another build of the server (a before and
//! after, side by side).
//!
//! `cargo build --release -p redqueen -p redqueen-bench && \
//!     target/release/live --games 1000 --seconds 90 --flagging 0.1 --idle 0`

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use futures_util::{SinkExt, StreamExt};
use hdrhistogram::Histogram;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use redqueen_app::accounts::open_session;
use redqueen_app::clock::SystemClock;
use redqueen_app::play::{NewGame, insert_new_game, new_game_id};
use redqueen_bench::members::create_members;
use redqueen_bench::opened::Opened;
use redqueen_bench::proc_stats::{CpuClock, Process, rss_kib};
use redqueen_bench::records::Corpus;
use redqueen_bench::server_config::ServerConfig;
use redqueen_bench::server_process::{ServerProcess, default_binary, free_local_address};
use redqueen_bench::settings;
use redqueen_domain::game::{Origin, TimeControl};
use redqueen_domain::time::MINUTE_MS;
use tokio::net::TcpStream;
use tokio::sync::Semaphore;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::http::header::COOKIE;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

/// The played games' clock, and the idle ones' (no flag within a run).
const PLAYED: &str = "fast 5m/1m";
const IDLE: &str = "standard 60m/10m";
/// The played games' move time: a flagged game's deadline is its last
/// turn's start plus this (its round time is far from spent).
const MOVE_MS: i64 = MINUTE_MS;
/// A flagged game stops after this many plies.
const FLAG_AFTER_PLIES: usize = 10;
/// Sockets connecting at once.
const CONNECTING: usize = 256;
/// How long a move may take to reach the opponent, and a flag to arrive.
const RELAY_TIMEOUT: Duration = Duration::from_secs(10);
const FLAG_TIMEOUT: Duration = Duration::from_secs(30);
/// Files the process needs besides its sockets.
const SPARE_FILES: u64 = 256;

/// How the players send their moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Moves {
    /// On the game's socket, as the page does.
    Socket,
    /// `POST /api/board/game/{id}/move/{uci}` with a token.
    Post,
}

struct Options {
    moves: Moves,
    /// Fetch the whole game page for both players on every move, as the
    /// page's script did before a player's state carried their panel.
    page_fetches: bool,
    /// The server to run; the one beside this program by default.
    server_bin: Option<std::path::PathBuf>,
    games: usize,
    seconds: u64,
    flagging: f64,
    idle: usize,
    seed: u64,
}

fn options() -> anyhow::Result<Options> {
    let mut options = Options {
        moves: Moves::Socket,
        page_fetches: false,
        server_bin: None,
        games: 1000,
        seconds: 90,
        flagging: 0.1,
        idle: 0,
        seed: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        if flag == "--page-fetches" {
            options.page_fetches = true;
            continue;
        }
        let mut value = || args.next().with_context(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => options.games = value()?.parse()?,
            "--seconds" => options.seconds = value()?.parse()?,
            "--flagging" => options.flagging = value()?.parse()?,
            "--idle" => options.idle = value()?.parse()?,
            "--seed" => options.seed = value()?.parse()?,
            "--server-bin" => options.server_bin = Some(value()?.into()),
            "--moves" => {
                options.moves = match value()?.as_str() {
                    "socket" => Moves::Socket,
                    "post" => Moves::Post,
                    other => bail!("--moves is socket or post, not {other}"),
                }
            }
            other => bail!(
                "unknown option {other}; options: --games N --seconds S --flagging SHARE --idle N --seed N --moves socket|post --page-fetches --server-bin PATH"
            ),
        }
    }
    ensure!(options.games > 0, "--games must be at least 1");
    ensure!(
        (0.0..=1.0).contains(&options.flagging),
        "--flagging is a share, 0 to 1"
    );
    ensure!(
        options.seconds * 1000 > u64::try_from(MOVE_MS)? + 20_000,
        "--seconds must leave time for the flags: more than 80"
    );
    Ok(options)
}

/// A game to play: its id, the players' tokens and sessions (White's
/// first), its moves.
struct Played {
    id: String,
    tokens: [String; 2],
    sessions: [String; 2],
    moves: Vec<String>,
    flags: bool,
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = options()?;
    let files = rlimit::increase_nofile_limit(u64::MAX)?;
    let sockets = 2 * options.games + options.idle;
    // This process holds one end of each socket, the server (which
    // inherits the limit) the other.
    ensure!(
        files >= sockets as u64 + SPARE_FILES,
        "the open-file limit is {files}: too few for {sockets} sockets"
    );
    let dir = tempfile::tempdir()?;
    let database_url = format!("sqlite:{}", dir.path().join("live.db").display());
    let mut rng = StdRng::seed_from_u64(options.seed);
    let (played, idle) = setup(&database_url, dir.path(), &options, &mut rng).await?;

    let config = ServerConfig {
        listen: free_local_address()?,
        database_url: database_url.clone(),
        mail_dir: dir.path().join("mail"),
        sqlite_synchronous: None,
    };
    let config_path = dir.path().join("redqueen.toml");
    config.write(&config_path)?;
    let binary = match &options.server_bin {
        Some(binary) => binary.clone(),
        None => default_binary()?,
    };
    let server = ServerProcess::start(
        &binary,
        &config_path,
        config.listen,
        &dir.path().join("server.log"),
    )
    .await?;
    let socket_url = |game: &str| format!("ws://{}/{game}/socket", config.listen);
    let rss_empty = rss_kib(Process::Pid(server.pid()))?;

    // The idle games' sockets first, so the played games run beside them.
    let connecting = Arc::new(Semaphore::new(CONNECTING));
    let mut idle_sockets = Vec::with_capacity(idle.len());
    for game in &idle {
        let _permit = connecting.acquire().await?;
        idle_sockets.push(open(&socket_url(game), None).await?);
    }
    let rss_idle = rss_kib(Process::Pid(server.pid()))?;

    let mut pairs = Vec::with_capacity(played.len());
    for game in &played {
        let _permit = connecting.acquire().await?;
        let url = socket_url(&game.id);
        pairs.push([
            open(&url, Some(&game.sessions[0])).await?,
            open(&url, Some(&game.sessions[1])).await?,
        ]);
    }
    let rss_played = rss_kib(Process::Pid(server.pid()))?;

    let cpu = CpuClock::new();
    let cpu_before = cpu.cpu_seconds(Process::Pid(server.pid()))?;
    let started = Instant::now();
    let until = started + Duration::from_secs(options.seconds);
    let client = reqwest::Client::new();
    let mut tasks = Vec::with_capacity(played.len());
    for (game, sockets) in played.into_iter().zip(pairs) {
        let play = Play {
            moves: options.moves,
            page_fetches: options.page_fetches,
            base: server.base_url().to_owned(),
            client: client.clone(),
            rng: StdRng::seed_from_u64(rng.random()),
            until,
        };
        tasks.push(tokio::spawn(play.run(game, sockets)));
    }
    let mut relay = Histogram::<u64>::new_with_bounds(1, 60_000_000, 3)?;
    let mut moves = 0u64;
    let mut flagged_ids = Vec::new();
    for task in tasks {
        let outcome = task.await??;
        moves += outcome.relays.len() as u64;
        for micros in outcome.relays {
            relay.record(micros.max(1))?;
        }
        if let Some(id) = outcome.flagged {
            flagged_ids.push(id);
        }
    }
    let played_seconds = started.elapsed().as_secs_f64();
    let cpu_used = cpu.cpu_seconds(Process::Pid(server.pid()))? - cpu_before;
    drop(idle_sockets);
    let status = server.stop().await?;

    let lateness = flag_lateness(&database_url, &flagged_ids).await?;
    println!("backend: sqlite; the server ran as its own process and stopped with {status}");
    println!("moves sent: {:?}", options.moves);
    println!(
        "played games: {} ({PLAYED}), {} set up to flag; idle games: {} ({IDLE}), one socket each; sockets: {sockets}",
        options.games,
        flagged_ids.len(),
        options.idle
    );
    println!(
        "moves: {moves} in {played_seconds:.1} s; relayed to the opponent: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        relay.value_at_quantile(0.5) as f64 / 1000.0,
        relay.value_at_quantile(0.99) as f64 / 1000.0,
        relay.max() as f64 / 1000.0
    );
    match &lateness {
        Some(late) => println!(
            "flags after their deadline: p50 {} ms, p99 {} ms, max {} ms ({} games)",
            late.value_at_quantile(0.5),
            late.value_at_quantile(0.99),
            late.max(),
            late.len()
        ),
        None => println!("flags: none set up"),
    }
    println!(
        "server CPU: {:.3} s per 1,000 moves ({cpu_used:.2} s in all)",
        cpu_used * 1000.0 / moves.max(1) as f64
    );
    println!(
        "server RSS: {:.1} MiB before the sockets; {:.1} KiB per idle game; {:.1} KiB per played game (two sockets)",
        rss_empty as f64 / 1024.0,
        per(rss_idle.saturating_sub(rss_empty), options.idle),
        per(rss_played.saturating_sub(rss_idle), options.games)
    );
    Ok(())
}

fn per(kib: u64, count: usize) -> f64 {
    if count == 0 {
        0.0
    } else {
        kib as f64 / count as f64
    }
}

/// Opens a socket, with the session `session` if given, and reads the
/// game's current state, which the server sends once it has subscribed
/// the socket to the game.
async fn open(url: &str, session: Option<&str>) -> anyhow::Result<Socket> {
    let mut request = url.into_client_request()?;
    if let Some(session) = session {
        request.headers_mut().insert(
            COOKIE,
            HeaderValue::from_str(&format!("rq_session={session}"))?,
        );
    }
    let (mut socket, _) = connect_async(request)
        .await
        .with_context(|| format!("connecting {url}"))?;
    next_state(&mut socket).await?;
    Ok(socket)
}

/// The next state message on `socket`, whole or a move alone (pings,
/// answers to moves and other frames skipped; a refused move fails the
/// run).
async fn next_state(socket: &mut Socket) -> anyhow::Result<serde_json::Value> {
    loop {
        let frame = socket.next().await.context("the socket closed")??;
        match frame {
            Message::Text(text) => {
                let value: serde_json::Value = serde_json::from_str(text.as_str())?;
                ensure!(value["type"] != "refused", "a move was refused: {value}");
                if value["type"] == "state" || value["type"] == "move" {
                    return Ok(value);
                }
            }
            Message::Ping(payload) => socket.send(Message::Pong(payload)).await?,
            Message::Close(_) => bail!("the server closed the socket"),
            _ => {}
        }
    }
}

/// Reads `socket` until the state with `ply` plies (or one past it).
async fn until_ply(socket: &mut Socket, ply: u64) -> anyhow::Result<()> {
    loop {
        let state = next_state(socket).await?;
        if state["ply"].as_u64().unwrap_or(0) >= ply {
            return Ok(());
        }
    }
}

/// Reads `socket` until the game is over.
async fn until_over(socket: &mut Socket) -> anyhow::Result<()> {
    loop {
        let state = next_state(socket).await?;
        if state["inProgress"] == false {
            return Ok(());
        }
    }
}

/// One played game's driver.
struct Play {
    moves: Moves,
    page_fetches: bool,
    base: String,
    client: reqwest::Client,
    rng: StdRng,
    until: Instant,
}

/// What a played game measured.
struct Outcome {
    /// Microseconds from each move sent to the opponent's socket.
    relays: Vec<u64>,
    /// The game's id, when it was left to flag.
    flagged: Option<String>,
}

impl Play {
    async fn run(mut self, game: Played, mut sockets: [Socket; 2]) -> anyhow::Result<Outcome> {
        let mut relays = Vec::new();
        let last = if game.flags {
            FLAG_AFTER_PLIES.min(game.moves.len())
        } else {
            game.moves.len()
        };
        for (ply, uci) in game.moves.iter().enumerate().take(last) {
            let pause = Duration::from_millis(self.rng.random_range(1000..=3000));
            if Instant::now() + pause >= self.until {
                break;
            }
            tokio::time::sleep(pause).await;
            let mover = ply % 2;
            let sent = Instant::now();
            match self.moves {
                Moves::Socket => {
                    let message =
                        serde_json::json!({ "t": "move", "ack": ply, "ply": ply, "move": uci });
                    sockets[mover]
                        .send(Message::Text(message.to_string().into()))
                        .await?;
                }
                Moves::Post => self.post(&game, mover, uci).await?,
            }
            let plies = u64::try_from(ply + 1)?;
            let [white, black] = &mut sockets;
            let (opponent, own) = if mover == 0 {
                (black, white)
            } else {
                (white, black)
            };
            tokio::time::timeout(RELAY_TIMEOUT, until_ply(opponent, plies))
                .await
                .with_context(|| format!("game {}: ply {plies} not relayed", game.id))??;
            relays.push(u64::try_from(sent.elapsed().as_micros())?);
            until_ply(own, plies).await?;
            if self.page_fetches {
                self.fetch_pages(&game).await?;
            }
        }
        if !game.flags {
            return Ok(Outcome {
                relays,
                flagged: None,
            });
        }
        let wait = self.until.saturating_duration_since(Instant::now()) + FLAG_TIMEOUT;
        tokio::time::timeout(wait, until_over(&mut sockets[0]))
            .await
            .with_context(|| format!("game {} did not flag", game.id))??;
        Ok(Outcome {
            relays,
            flagged: Some(game.id),
        })
    }

    /// Fetches the game page as each player, as the page's script did on
    /// every change to refresh its panel (`--page-fetches`).
    async fn fetch_pages(&self, game: &Played) -> anyhow::Result<()> {
        for session in &game.sessions {
            let response = self
                .client
                .get(format!("{}/{}", self.base, game.id))
                .header(COOKIE.as_str(), format!("rq_session={session}"))
                .header("accept", "text/html")
                .send()
                .await?;
            let status = response.status();
            ensure!(status.is_success(), "game {} page: {status}", game.id);
            response.bytes().await?;
        }
        Ok(())
    }

    /// Posts `uci` as the player `mover` (0 White, 1 Black) of `game`.
    async fn post(&self, game: &Played, mover: usize, uci: &str) -> anyhow::Result<()> {
        let response = self
            .client
            .post(format!(
                "{}/api/board/game/{}/move/{uci}",
                self.base, game.id
            ))
            .bearer_auth(&game.tokens[mover])
            .send()
            .await?;
        let status = response.status();
        ensure!(
            status.is_success(),
            "game {} move {uci} refused: {status} {}",
            game.id,
            response.text().await?
        );
        Ok(())
    }
}

/// Members, the played games with their moves and who flags, and the idle
/// games, made through the library before the server starts.
async fn setup(
    database_url: &str,
    dir: &std::path::Path,
    options: &Options,
    rng: &mut StdRng,
) -> anyhow::Result<(Vec<Played>, Vec<String>)> {
    let state = Opened::open(
        settings::in_process(database_url, dir)?,
        Arc::new(SystemClock),
    )
    .await?;
    let members = create_members(&state, 2 * options.games, "board:play").await?;
    let mut sessions = Vec::with_capacity(members.len());
    for member in &members {
        sessions.push(open_session(&state, member.id).await?);
    }
    // Enough moves for a game moving every second for the whole run.
    let plies = usize::try_from(options.seconds)? + 2;
    let corpus = Corpus::generate(rng, options.games, plies, plies)?;
    let flagging = (options.games as f64 * options.flagging).round() as usize;
    let played_control: TimeControl = PLAYED.parse()?;
    let idle_control: TimeControl = IDLE.parse()?;
    let mut tx = state.store().begin().await?;
    let mut played = Vec::with_capacity(options.games);
    for (n, pair) in members.chunks(2).enumerate() {
        let [white, black] = pair else {
            bail!("members come in pairs");
        };
        let new = NewGame {
            id: new_game_id(),
            white_id: white.id,
            black_id: black.id,
            origin: Origin::Challenge,
            time_control: played_control,
            rated: false,
            initial_fen: None,
            vacation_allowed: false,
            club: None,
        };
        let record = &corpus.records()[n];
        played.push(Played {
            id: insert_new_game(&mut tx, new, state.now()).await?.id,
            tokens: [white.token.clone(), black.token.clone()],
            sessions: [sessions[2 * n].clone(), sessions[2 * n + 1].clone()],
            moves: record
                .moves(record.plies())
                .split(' ')
                .map(str::to_owned)
                .collect(),
            flags: n < flagging,
        });
    }
    let mut idle = Vec::with_capacity(options.idle);
    for n in 0..options.idle {
        let pair = &members[(2 * n) % members.len()..];
        let (white, black) = (&pair[0], &pair[1]);
        let new = NewGame {
            id: new_game_id(),
            white_id: white.id,
            black_id: black.id,
            origin: Origin::Challenge,
            time_control: idle_control,
            rated: false,
            initial_fen: None,
            vacation_allowed: false,
            club: None,
        };
        idle.push(insert_new_game(&mut tx, new, state.now()).await?.id);
    }
    tx.commit().await?;
    state.store().close().await;
    Ok((played, idle))
}

/// How late each flagged game ended after its deadline, in ms, from the
/// stored rows: the turn's start plus the move time.
async fn flag_lateness(
    database_url: &str,
    games: &[String],
) -> anyhow::Result<Option<Histogram<u64>>> {
    if games.is_empty() {
        return Ok(None);
    }
    let pool = sqlx::SqlitePool::connect(database_url).await?;
    let mut late = Histogram::<u64>::new_with_bounds(1, 3_600_000, 3)?;
    for id in games {
        let (finished_at, turn_started_at, reason): (Option<i64>, i64, Option<String>) =
            sqlx::query_as(
                "SELECT finished_at, turn_started_at, end_reason FROM games WHERE id = $1",
            )
            .bind(id)
            .fetch_one(&pool)
            .await?;
        ensure!(
            reason.as_deref() == Some("timeout"),
            "game {id} ended by {reason:?}, not on time"
        );
        let finished_at = finished_at.context("a flagged game without its end")?;
        let deadline = turn_started_at + MOVE_MS;
        ensure!(
            finished_at >= deadline,
            "game {id} ended before its deadline"
        );
        late.record(u64::try_from(finished_at - deadline)?.max(1))?;
    }
    pool.close().await;
    Ok(Some(late))
}
