//! The crash test (the several-servers issue, point 7): the real server
//! is killed with SIGKILL in the middle of a burst of concurrent moves and
//! started again on the same database. Every move it acknowledged is
//! stored, exactly once and in order; a move in flight at the kill is
//! either stored whole or not at all; every game loads and plays on; the
//! SQLite file passes its integrity check. On SQLite with
//! `synchronous=normal` and `full`, and on PostgreSQL.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use rand::{Rng, SeedableRng};
use redqueen::clock::SystemClock;
use redqueen::state::AppState;
use redqueen_store::Store;
use redqueen_store::testing::{TestBackend, TestDatabase, sqlite_integrity};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, EnPassantMode, Position};

use crate::support::api::{Member, register_member};
use crate::support::process::ServerProcess;
use crate::support::test_settings;

/// Games played at once, and the moves planned in each.
const GAMES: usize = 8;
const PLIES: usize = 40;
/// Moves acknowledged, over all games, before the kill.
const KILL_AFTER: usize = 60;

/// A random legal game of `PLIES` moves in UCI that neither ends nor
/// repeats a position (so that no rule ends it on the way).
fn planned_moves(seed: u64) -> Vec<String> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    'again: loop {
        let mut position = Chess::default();
        let mut seen = HashMap::new();
        let mut moves = Vec::new();
        while moves.len() < PLIES {
            let legal = position.legal_moves();
            let chosen = legal[rng.random_range(0..legal.len())];
            moves.push(UciMove::from_standard(chosen).to_string());
            position.play_unchecked(chosen);
            let key = Fen::from_position(&position, EnPassantMode::Legal).to_string();
            let key: String = key.split(' ').take(4).collect::<Vec<_>>().join(" ");
            if position.is_game_over() || *seen.entry(key).and_modify(|n| *n += 1).or_insert(1) > 1
            {
                continue 'again;
            }
        }
        return moves;
    }
}

/// One game of the burst: its players and planned moves.
struct Burst {
    id: String,
    white: Member,
    black: Member,
    moves: Vec<String>,
}

impl Burst {
    fn mover(&self, ply: usize) -> &Member {
        if ply.is_multiple_of(2) {
            &self.white
        } else {
            &self.black
        }
    }
}

/// Plays `game`'s moves one after the other until the server stops
/// answering; returns how many it acknowledged. Any answer but 200 before
/// that fails the test.
async fn play_until_gone(game: Arc<Burst>, acknowledged: Arc<AtomicUsize>) -> usize {
    for (ply, uci) in game.moves.iter().enumerate() {
        let mover = game.mover(ply);
        let sent = mover
            .client
            .post(format!(
                "{}/api/board/game/{}/move/{uci}",
                mover.addr, game.id
            ))
            .bearer_auth(&mover.token)
            .send()
            .await;
        let Ok(response) = sent else {
            return ply;
        };
        let status = response.status();
        let Ok(text) = response.text().await else {
            return ply;
        };
        assert_eq!(status, 200, "{uci} in {}: {text}", game.id);
        acknowledged.fetch_add(1, Ordering::SeqCst);
    }
    game.moves.len()
}

async fn acknowledged_moves_survive_a_sigkill(backend: TestBackend, settings: &str) {
    let Some(database) = TestDatabase::create(backend).await else {
        return;
    };
    let folder = tempfile::tempdir().unwrap();
    // The members are made through the library before the server starts.
    let state = AppState::open(
        test_settings(&database.url, folder.path().join("mail")),
        Arc::new(SystemClock),
    )
    .await
    .unwrap();
    let scopes = "board:play challenge:read challenge:write";
    let mut players = Vec::new();
    for n in 0..2 * GAMES {
        players.push(register_member(&state, "", &format!("Player{n}"), scopes, false).await);
    }
    state.store().close().await;

    let server = ServerProcess::start(&database.url, folder.path(), settings).await;
    let mut games = Vec::new();
    for (n, pair) in players.chunks(2).enumerate() {
        let (mut white, mut black) = (pair[0].clone(), pair[1].clone());
        white.addr.clone_from(&server.addr);
        black.addr.clone_from(&server.addr);
        let id = white.start_game(&black, "3").await;
        games.push(Arc::new(Burst {
            id,
            white,
            black,
            moves: planned_moves(n as u64),
        }));
    }

    let acknowledged = Arc::new(AtomicUsize::new(0));
    let tasks: Vec<_> = games
        .iter()
        .map(|game| tokio::spawn(play_until_gone(game.clone(), acknowledged.clone())))
        .collect();
    crate::support::wait_until("the burst to be under way", async || {
        acknowledged.load(Ordering::SeqCst) >= KILL_AFTER
    })
    .await;
    server.kill().await;
    let mut acked = Vec::new();
    for task in tasks {
        acked.push(task.await.unwrap());
    }
    assert!(
        acked.iter().all(|&n| n < PLIES),
        "the kill came after a game's last move: {acked:?}"
    );

    let server = ServerProcess::start(&database.url, folder.path(), settings).await;
    for (game, acked) in games.iter().zip(&acked) {
        let mut white = game.white.clone();
        white.addr.clone_from(&server.addr);
        let full = white.game_full(&game.id).await;
        let stored: Vec<&str> = full["state"]["moves"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .collect();
        let planned: Vec<&str> = game.moves.iter().map(String::as_str).collect();
        assert!(
            stored.len() == *acked || stored.len() == acked + 1,
            "{}: {} acknowledged, {} stored",
            game.id,
            acked,
            stored.len()
        );
        assert_eq!(
            stored,
            planned[..stored.len()],
            "{}: once, in order",
            game.id
        );
        assert_eq!(full["state"]["status"], "started", "{}", game.id);
        // The game loads and plays on from where it was stored.
        if let Some(next) = planned.get(stored.len()) {
            let mut mover = game.mover(stored.len()).clone();
            mover.addr.clone_from(&server.addr);
            mover.play(&game.id, next).await;
        }
    }
    server.stop().await;
    let store = Store::connect(&database.url).await.unwrap();
    if let Some(check) = sqlite_integrity(&store).await.unwrap() {
        assert_eq!(check, "ok");
    }
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_moves_survive_a_sigkill_on_sqlite_with_synchronous_normal() {
    acknowledged_moves_survive_a_sigkill(TestBackend::Sqlite, "sqlite_synchronous = \"normal\"\n")
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_moves_survive_a_sigkill_on_sqlite_with_synchronous_full() {
    acknowledged_moves_survive_a_sigkill(TestBackend::Sqlite, "sqlite_synchronous = \"full\"\n")
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_moves_survive_a_sigkill_on_postgres() {
    acknowledged_moves_survive_a_sigkill(TestBackend::Postgres, "").await;
}
