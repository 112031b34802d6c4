//! Moves per second through the lichess-compatible move endpoint.
//!
//! Starts the real server in this process on a fresh SQLite file (or on
//! PostgreSQL with `--database-url`), makes `2 × G` members with tokens,
//! then plays G games at once, one closed-loop writer per game alternating
//! its two players, each game the same 33-ply record (Morphy's Opera game,
//! ending in mate), starting a new game when one ends. Prints accepted
//! moves per second and latency percentiles; a refused move is an error.
//!
//! `cargo run --release -p redqueen-bench --bin moves -- --games 64 --seconds 10`

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use hdrhistogram::Histogram;
use redqueen::accounts::{self, Registration};
use redqueen::app::RunningApp;
use redqueen::clock::SystemClock;
use redqueen::config::Settings;
use redqueen_domain::account::{EmailAddress, NewPassword, Scopes, Username};

/// Morphy – Duke Karl / Count Isouard, Paris 1858, in UCI.
const OPERA_GAME: [&str; 33] = [
    "e2e4", "e7e5", "g1f3", "d7d6", "d2d4", "c8g4", "d4e5", "g4f3", "d1f3", "d6e5", "f1c4", "g8f6",
    "f3b3", "d8e7", "b1c3", "c7c6", "c1g5", "b7b5", "c3b5", "c6b5", "c4b5", "b8d7", "e1c1", "a8d8",
    "d1d7", "d8d7", "h1d1", "e7e6", "b5d7", "f6d7", "b3b8", "d7b8", "d1d8",
];

struct Options {
    games: usize,
    seconds: u64,
    warmup: u64,
    database_url: Option<String>,
}

fn options() -> anyhow::Result<Options> {
    let mut options = Options {
        games: 64,
        seconds: 10,
        warmup: 2,
        database_url: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--games" => options.games = value.parse()?,
            "--seconds" => options.seconds = value.parse()?,
            "--warmup" => options.warmup = value.parse()?,
            "--database-url" => options.database_url = Some(value),
            other => {
                bail!("unknown flag {other}; use --games, --seconds, --warmup, --database-url")
            }
        }
    }
    Ok(options)
}

struct Player {
    name: String,
    token: String,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = options()?;
    let dir = tempfile::tempdir()?;
    let database_url = options
        .database_url
        .clone()
        .unwrap_or_else(|| format!("sqlite:{}", dir.path().join("bench.db").display()));
    let settings = Settings {
        listen: "127.0.0.1:0".parse()?,
        database_url,
        mail_dir: dir.path().join("mail"),
        smtp_url: None,
        base_url: "http://bench.invalid".into(),
        mail_from: "bench <bench@localhost>".into(),
        login_attempts_per_minute: 1000,
        session_days: 1,
        mail_retry_base_ms: 60_000,
        clock_sweep_ms: 30_000,
        vacation_days_per_year: 30,
        your_turn_delay_ms: 0,
        durability: redqueen_store::Durability::default(),
    };
    let app = RunningApp::start(settings, Arc::new(SystemClock)).await?;
    let base = format!("http://{}", app.addr);
    let state = app.state.clone();
    let mut players = Vec::new();
    for n in 0..options.games * 2 {
        let name = format!("bench{n}");
        let registration = Registration {
            username: Username::parse(&name)?,
            email: EmailAddress::parse(&format!("{name}@bench.invalid"))?,
            password: NewPassword::parse("bench password")?,
            verified: true,
            admin: false,
        };
        let id = accounts::register(&state, &registration, &state.i18n.english()).await?;
        let scopes = Scopes::parse("board:play challenge:read challenge:write")?;
        let token = accounts::create_access_token(&state, id, "bench", &scopes).await?;
        players.push(Player { name, token });
    }
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(options.games * 2)
        .build()?;
    let start = Instant::now();
    let measure_from = start + Duration::from_secs(options.warmup);
    let stop_at = measure_from + Duration::from_secs(options.seconds);
    let mut writers = Vec::new();
    for pair in players.chunks(2) {
        let (white, black) = (
            Player {
                name: pair[0].name.clone(),
                token: pair[0].token.clone(),
            },
            Player {
                name: pair[1].name.clone(),
                token: pair[1].token.clone(),
            },
        );
        let client = client.clone();
        let base = base.clone();
        writers.push(tokio::spawn(async move {
            play_games(&client, &base, &white, &black, measure_from, stop_at).await
        }));
    }
    let mut latency = Histogram::<u64>::new_with_bounds(1, 60_000_000, 3)?;
    let (mut moves, mut errors) = (0u64, 0u64);
    for writer in writers {
        let (histogram, ok, failed) = writer.await??;
        latency.add(&histogram)?;
        moves += ok;
        errors += failed;
    }
    let per_second = moves as f64 / options.seconds as f64;
    println!("backend: {}", state.store.backend_name());
    println!("games at once: {}", options.games);
    println!(
        "measured: {} s after {} s of warm-up",
        options.seconds, options.warmup
    );
    println!("accepted moves: {moves} ({per_second:.0} moves/s)");
    println!("errors: {errors}");
    for q in [0.5, 0.9, 0.99, 0.999] {
        println!(
            "latency p{}: {:.2} ms",
            q * 100.0,
            latency.value_at_quantile(q) as f64 / 1000.0
        );
    }
    app.stop().await;
    Ok(())
}

/// One writer: plays the record again and again between two players until
/// `stop_at`, timing the moves made after `measure_from`.
async fn play_games(
    client: &reqwest::Client,
    base: &str,
    white: &Player,
    black: &Player,
    measure_from: Instant,
    stop_at: Instant,
) -> anyhow::Result<(Histogram<u64>, u64, u64)> {
    let mut latency = Histogram::<u64>::new_with_bounds(1, 60_000_000, 3)?;
    let (mut ok, mut failed) = (0, 0);
    while Instant::now() < stop_at {
        let challenge: serde_json::Value = client
            .post(format!("{base}/api/challenge/{}", black.name))
            .bearer_auth(&white.token)
            .form(&[("days", "3"), ("color", "white")])
            .send()
            .await?
            .json()
            .await?;
        let id = challenge["id"]
            .as_str()
            .context("a challenge id")?
            .to_owned();
        client
            .post(format!("{base}/api/challenge/{id}/accept"))
            .bearer_auth(&black.token)
            .send()
            .await?
            .error_for_status()?;
        for (ply, uci) in OPERA_GAME.iter().enumerate() {
            let mover = if ply % 2 == 0 { white } else { black };
            let sent = Instant::now();
            let response = client
                .post(format!("{base}/api/board/game/{id}/move/{uci}"))
                .bearer_auth(&mover.token)
                .send()
                .await?;
            let status = response.status();
            drop(response.bytes().await?);
            if sent >= measure_from && sent < stop_at {
                if status.is_success() {
                    ok += 1;
                    latency.record(
                        u64::try_from(sent.elapsed().as_micros())
                            .unwrap_or(u64::MAX)
                            .max(1),
                    )?;
                } else {
                    failed += 1;
                }
            }
            if Instant::now() >= stop_at {
                break;
            }
        }
    }
    Ok((latency, ok, failed))
}
