//! lichess-bot, the bridge nearly every engine author runs, unmodified
//! against the real server with Debian's Stockfish (issue: bots that people
//! already run): `clients/lichess-bot/bot_games.py` starts two lichess-bot
//! processes from the copy in `../shared/clients/lichess-bot` and a person
//! driven through berserk, and plays a live and a correspondence game
//! between the person and a BOT, then a live and a correspondence game
//! between the BOTs found by lichess-bot's own matchmaking, each to its
//! end. The script checks lichess-bot's logs (no WARNING, ERROR or
//! traceback) and that each PGN export replays with python-chess to the
//! stored moves; this test checks the server's side: no request got a
//! 4xx, and every game ended. On SQLite and PostgreSQL.
//!
//! Runs when `TEST_LICHESS_BOT_PYTHON` (a Python with
//! `clients/lichess-bot/requirements.txt`), `TEST_BERSERK_PYTHON` (the
//! harness's Python) and `TEST_STOCKFISH` (the engine) are set; under
//! `CI=true` a missing one fails instead of skipping.

use std::time::Duration;

use redqueen_store::testing::TestBackend;
use serde_json::Value;

use crate::support::TestApp;
use crate::support::python::{gated_path, member_with_scopes, run_script};

each_backend!(lichess_bot_plays_people_and_bots_to_the_end);

const SCRIPT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../clients/lichess-bot/bot_games.py"
);

/// The unmodified client, beside the project.
const CLIENT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../../shared/clients/lichess-bot"
);

/// Two minutes of waits lichess-bot's matchmaking imposes, four games and
/// a loaded machine.
const TIMEOUT: Duration = Duration::from_secs(25 * 60);

const BOT_SCOPES: &str = "bot:play challenge:read challenge:write";

async fn lichess_bot_plays_people_and_bots_to_the_end(backend: TestBackend) {
    let (Some(client_python), Some(harness_python), Some(stockfish)) = (
        gated_path(
            "TEST_LICHESS_BOT_PYTHON",
            "a Python with clients/lichess-bot/requirements.txt installed",
        ),
        gated_path(
            "TEST_BERSERK_PYTHON",
            "a Python with clients/berserk/requirements.txt installed",
        ),
        gated_path("TEST_STOCKFISH", "a UCI engine (Debian's stockfish)"),
    ) else {
        return;
    };
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let http = reqwest::Client::new();
    let mut bots = Vec::new();
    for name in ["BotA", "BotB"] {
        let token = member_with_scopes(&app, name, BOT_SCOPES).await;
        let upgraded = http
            .post(format!("{}/api/bot/account/upgrade", app.addr))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap();
        assert_eq!(upgraded.status(), 200);
        bots.push(token);
    }
    let person =
        member_with_scopes(&app, "Person", "board:play challenge:read challenge:write").await;
    let work = tempfile::tempdir().unwrap();
    let work_dir = work.path().to_str().unwrap().to_owned();

    let run = run_script(
        &app,
        &harness_python,
        SCRIPT,
        &[
            ("BOT_A_TOKEN", &bots[0]),
            ("BOT_B_TOKEN", &bots[1]),
            ("PERSON_TOKEN", &person),
            ("LICHESS_BOT_SOURCE", CLIENT),
            ("LICHESS_BOT_PYTHON", &client_python),
            ("STOCKFISH", &stockfish),
            ("WORK_DIR", &work_dir),
        ],
        TIMEOUT,
    )
    .await;
    let summary: Value = serde_json::from_str(run.stdout.lines().last().unwrap_or(""))
        .unwrap_or_else(|_| panic!("a JSON summary last\n{}", run.report));
    let games = summary["games"].as_array().unwrap();
    assert_eq!(games.len(), 4, "{}", run.report);
    for game in games {
        let plies = summary["plies"][game.as_str().unwrap()].as_u64().unwrap();
        assert!(plies >= 2, "{game} was played: {}", run.report);
    }

    // The server's side: no request of the session was refused (a move
    // sent twice would be a 400, a chat over its budget a 429, a missing
    // route a 404).
    let metrics = app
        .state()
        .metrics
        .render(app.state().store(), app.state().now())
        .await
        .unwrap();
    let refused: Vec<&str> = metrics
        .lines()
        .filter(|line| {
            line.starts_with("redqueen_http_request_duration_seconds_count")
                && line.contains("status=\"4")
        })
        .collect();
    assert!(
        refused.is_empty(),
        "refused requests: {refused:#?}\n{}",
        run.report
    );
    app.stop().await;
    println!("{}", run.report);
}
