//! Generates a history of finished rated correspondence games, rated one by
//! one exactly as the server rates a game that ends (same function, same
//! transactions), so that `redqueen ratings recompute` can be run over it.
//! With `--live`, the games are stand-alone live games with every ending of
//! live-games.md (results, no results, quits), rated in the live pool and
//! settled in gems as the server settles them, for `redqueen gems audit`.
//!
//! `cargo run --release -p redqueen-bench --bin rating_history -- \
//!     --database-url sqlite:/tmp/history.db --games 100000 --players 1000`
//! then `DATABASE_URL=sqlite:/tmp/history.db redqueen ratings recompute`.

use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, bail};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use redqueen_app::clock::SystemClock;
use redqueen_app::config::Settings;
use redqueen_bench::opened::Opened;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, EndReason, GameStatus, LivePlay, Origin, Outcome};
use redqueen_domain::rating::Pool;
use redqueen_store::{GameRow, NewAccount};

/// Games written per transaction.
const BATCH: usize = 500;

struct Options {
    database_url: String,
    games: usize,
    players: usize,
    seed: u64,
    live: bool,
}

fn options() -> anyhow::Result<Options> {
    let mut options = Options {
        database_url: String::new(),
        games: 100_000,
        players: 1000,
        seed: 1,
        live: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        if flag == "--live" {
            options.live = true;
            continue;
        }
        let value = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--database-url" => options.database_url = value,
            "--games" => options.games = value.parse()?,
            "--players" => options.players = value.parse()?,
            "--seed" => options.seed = value.parse()?,
            other => bail!(
                "unknown flag {other}; use --database-url, --games, --players, --seed, --live"
            ),
        }
    }
    if options.database_url.is_empty() || options.players < 2 {
        bail!("give --database-url (an empty database) and at least 2 --players");
    }
    Ok(options)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = options()?;
    let dir = tempfile::tempdir()?;
    let settings = Settings {
        listen: "127.0.0.1:0".parse()?,
        database_url: options.database_url.clone(),
        mail_dir: dir.path().join("mail"),
        smtp_url: None,
        base_url: "http://bench.invalid".into(),
        mail_from: "bench <bench@localhost>".into(),
        metrics_listen: None,
        metrics_token: None,
        trusted_proxies: Vec::new(),
        login_attempts_per_minute: 1000,
        challenges_per_minute: 20,
        streams_per_minute: 1000,
        api_calls_per_minute: 100_000,
        max_games_in_progress: None,
        session_days: 1,
        mail_retry_base_ms: 60_000,
        clock_sweep_ms: 30_000,
        vacation_days_per_year: 30,
        your_turn_delay_ms: 0,
        clubs_founded_by_administrators: false,
        gems: redqueen_domain::gems::GemAmounts::default(),
        durability: redqueen_store::Durability::default(),
        vapid_private_key: None,
        push_endpoints_over_http: false,
    };
    let state = Opened::open(settings, Arc::new(SystemClock)).await?;
    let started = Instant::now();
    let mut tx = state.store().begin().await?;
    let mut players = Vec::with_capacity(options.players);
    for n in 0..options.players {
        let name = format!("rated{n}");
        let email = format!("{name}@bench.invalid");
        let account = NewAccount {
            username: &name,
            username_key: &name,
            email: &email,
            email_key: &email,
            password_hash: "not a password",
            email_verified: true,
            is_admin: false,
            language: None,
            starting_gems: 100,
            now: 0,
        };
        players.push(tx.insert_user(&account).await?);
    }
    tx.commit().await?;
    let mut rng = StdRng::seed_from_u64(options.seed);
    let base = 1_700_000_000_000_i64;
    for batch in (0..options.games).collect::<Vec<_>>().chunks(BATCH) {
        let mut tx = state.store().begin().await?;
        for &n in batch {
            let white = players[rng.random_range(0..players.len())];
            let mut black = players[rng.random_range(0..players.len())];
            while black == white {
                black = players[rng.random_range(0..players.len())];
            }
            let at = base + i64::try_from(n).unwrap_or(0) * 60_000;
            let (outcome, plies) = if options.live {
                live_ending(&mut rng)
            } else {
                (correspondence_ending(&mut rng), 2)
            };
            let mut row = finished_game(n, white, black, outcome, at);
            let pool = if options.live {
                row.origin = Origin::Challenge;
                row.time_control = LIVE_CONTROL.parse()?;
                row.live = Some(LivePlay::default());
                row.ply = i32::try_from(plies)?;
                Pool::Live
            } else {
                Pool::Correspondence
            };
            redqueen_app::play::rate_finished_game(&mut tx, &mut row, pool, outcome, at).await?;
            tx.insert_game(&row).await?;
            if options.live {
                // The ledger names the game: written once it is stored.
                let standard = state.settings.gems.standard;
                redqueen_app::play::settle_gems(&mut tx, standard, &mut row, outcome, plies, at)
                    .await?;
                row.version += 1;
                tx.save_game(&row).await?;
            }
        }
        tx.commit().await?;
    }
    println!(
        "{} rated games between {} players written in {:.1} s",
        options.games,
        options.players,
        started.elapsed().as_secs_f64()
    );
    state.store().close().await;
    Ok(())
}

/// A Fast clock of 10 minutes, 1 minute a move.
const LIVE_CONTROL: &str = "fast 10m/1m tb0";

/// White wins 40%, Black 35%, draws 25%.
fn correspondence_ending(rng: &mut StdRng) -> Outcome {
    match rng.random_range(0..100) {
        0..40 => Outcome::win(Color::White, EndReason::Resign),
        40..75 => Outcome::win(Color::Black, EndReason::Mate),
        _ => Outcome::no_winner(EndReason::DrawAgreed),
    }
}

/// Every ending of a stand-alone live game, at a number of plies the rules
/// allow it at (live-games.md "Ending a live game").
fn live_ending(rng: &mut StdRng) -> (Outcome, u32) {
    let winner = if rng.random_bool(0.5) {
        Color::White
    } else {
        Color::Black
    };
    match rng.random_range(0..100) {
        0..25 => (
            Outcome::win(winner, EndReason::Mate),
            rng.random_range(4..120),
        ),
        25..40 => (
            Outcome::win(winner, EndReason::Resign),
            rng.random_range(20..120),
        ),
        40..55 => (
            Outcome::win(winner, EndReason::Timeout),
            rng.random_range(10..120),
        ),
        55..62 => (
            Outcome::no_winner(EndReason::NoResultTimeout),
            rng.random_range(0..10),
        ),
        62..72 => (
            Outcome::win(winner, EndReason::Quit),
            rng.random_range(0..120),
        ),
        72..77 => (
            Outcome::no_winner(EndReason::QuitAgreed),
            rng.random_range(0..120),
        ),
        77..90 => (
            Outcome::no_winner(EndReason::DrawAgreed),
            rng.random_range(20..120),
        ),
        _ => (
            Outcome::no_winner(EndReason::Stalemate),
            rng.random_range(20..120),
        ),
    }
}

fn finished_game(n: usize, white: MemberId, black: MemberId, outcome: Outcome, at: i64) -> GameRow {
    GameRow {
        id: format!("h{n:07}"),
        white_id: white,
        black_id: black,
        white_secret: "wsec".into(),
        black_secret: "bsec".into(),
        origin: Origin::Challenge,
        time_control: redqueen_bench::seeding::TIME_CONTROL,
        rated: true,
        initial_fen: None,
        moves: "e2e4 e7e5".into(),
        move_times: format!("{at} +0"),
        ply: 2,
        version: 1,
        fen: "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2".into(),
        draw_offer: None,
        deletion_request: None,
        live: None,
        white_ms: 259_200_000,
        black_ms: 259_200_000,
        turn_started_at: at,
        deadline_at: None,
        reminder_at: None,
        reminder_kind: None,
        status: GameStatus::Finished,
        winner: outcome.winner,
        end_reason: Some(outcome.reason),
        created_at: at,
        last_move_at: Some(at),
        finished_at: Some(at),
        white_rating: None,
        black_rating: None,
        white_rating_diff: None,
        black_rating_diff: None,
        white_rating_rule: None,
        black_rating_rule: None,
        white_gems: None,
        black_gems: None,
        vacation_allowed: true,
        club_id: None,
        notify_at: None,
        opening_eco: None,
        opening_name: None,
    }
}
