//! The store baseline: what the database alone sustains for the write a
//! move makes, with no HTTP, JSON or rules. Each of G tasks owns one game
//! and, closed loop, reads it as the server reads a game to change
//! (`Store::game_to_change`), appends the next corpus move, bumps `ply` and
//! `version`, and saves it conditionally as the server saves a move
//! (`Store::save_game`, committed with the SQLite batch).

use std::sync::Arc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use anyhow::{Context, ensure};
use redqueen_app::play::{NewGame, insert_new_game, new_game_id};
use redqueen_domain::game::{Origin, TimeControl, push_stamp};
use redqueen_store::{GameRow, Store};

use super::Window;
use super::writer::Tally;
use crate::corpus::Corpus;
use crate::latency;
use crate::members::create_members;
use crate::opened::Opened;

/// Makes two members and `games` games between them, started as the
/// server starts them; their ids.
///
/// # Errors
/// A database failure.
pub async fn prepare(state: &Opened, games: usize) -> anyhow::Result<Vec<String>> {
    let players = create_members(state, 2, "board:play").await?;
    let mut tx = state.store().begin().await?;
    let mut ids = Vec::with_capacity(games);
    for _ in 0..games {
        let new = NewGame {
            id: new_game_id(),
            white_id: players[0].id,
            black_id: players[1].id,
            origin: Origin::Challenge,
            time_control: TimeControl::per_move(14)?,
            rated: false,
            initial_fen: None,
            vacation_allowed: true,
            club: None,
        };
        let row = insert_new_game(&mut tx, new, state.now()).await?;
        ids.push(row.id);
    }
    tx.commit().await?;
    Ok(ids)
}

/// Runs one closed-loop task per game until the window ends.
///
/// # Errors
/// A database failure, or a save that found the game changed.
pub async fn run(
    store: &Store,
    ids: Vec<String>,
    corpus: Arc<Corpus>,
    window: Window,
) -> anyhow::Result<Tally> {
    let step = ids.len();
    let tasks: Vec<_> = ids
        .into_iter()
        .enumerate()
        .map(|(n, id)| {
            let store = store.clone();
            let corpus = corpus.clone();
            tokio::spawn(async move { play(&store, &id, &corpus, n, step, window).await })
        })
        .collect();
    let mut tally = Tally::new()?;
    for task in tasks {
        tally.merge(task.await??)?;
    }
    Ok(tally)
}

async fn play(
    store: &Store,
    id: &str,
    corpus: &Corpus,
    first_game: usize,
    step: usize,
    window: Window,
) -> anyhow::Result<Tally> {
    let mut tally = Tally::new()?;
    let mut game = first_game;
    loop {
        let sent = Instant::now();
        if sent >= window.stop_at {
            return Ok(tally);
        }
        // The server's own two calls for a move: the read for a change
        // and the conditional save alone.
        let mut row = store
            .game_to_change(id)
            .await?
            .context("the baseline's game")?
            .row;
        if usize::try_from(row.ply)? >= corpus.game(game).len() {
            // The corpus game is over: the next one starts on the same row,
            // so every round stays one read and one conditional write.
            game += step;
            row.moves.clear();
            row.move_times.clear();
            row.ply = 0;
        }
        let uci = &corpus.game(game)[usize::try_from(row.ply)?];
        append_move(&mut row, uci, now_ms());
        ensure!(
            store.save_game(&row).await?,
            "the baseline's game {id} changed under it"
        );
        let done = Instant::now();
        if window.measures(done) {
            tally.measured_moves += 1;
            latency::record(&mut tally.latency, done - sent);
        }
    }
}

fn append_move(row: &mut GameRow, uci: &str, now: i64) {
    if !row.moves.is_empty() {
        row.moves.push(' ');
    }
    row.moves.push_str(uci);
    push_stamp(&mut row.move_times, now, row.last_move_at);
    row.ply += 1;
    row.version += 1;
    row.last_move_at = Some(now);
    row.turn_started_at = now;
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}
