//! The real lichess client against the real server: Python's `berserk`
//! (pinned in `clients/berserk/requirements.txt`) plays the minimum flow of
//! lichess-api-subset.md §10 with Alice's and Bob's tokens, and a live game
//! (`clients/berserk/minimum_flow.py` says what it checks).
//!
//! Runs when `TEST_BERSERK_PYTHON` names a Python that has berserk
//! installed; under `CI=true` a missing variable fails instead of skipping,
//! so CI cannot pass without having run the client.

use std::time::Duration;

use redqueen_store::testing::TestBackend;

use crate::support::TestApp;
use crate::support::python::{gated_path, member_with_scopes, run_script};

/// The client scripts, from the workspace root.
const SCRIPT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../clients/berserk/minimum_flow.py"
);
const BOT_SCRIPT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../clients/berserk/bot_flow.py"
);

/// How long the whole flow may take before the script is killed.
const FLOW_TIMEOUT: Duration = Duration::from_secs(120);

/// The Python to run the script with, or `None` to skip (outside CI only).
fn berserk_python() -> Option<String> {
    gated_path(
        "TEST_BERSERK_PYTHON",
        "a Python with clients/berserk/requirements.txt installed",
    )
}

/// A verified member and a token with the Board API's scopes.
async fn member_with_token(app: &TestApp, username: &str) -> String {
    member_with_scopes(app, username, "board:play challenge:read challenge:write").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_berserk_client_plays_the_minimum_flow() {
    let Some(python) = berserk_python() else {
        return;
    };
    let app = TestApp::spawn(TestBackend::Sqlite)
        .await
        .expect("SQLite always runs");
    let alice = member_with_token(&app, "Alice").await;
    let bob = member_with_token(&app, "Bob").await;
    run_flow(
        app,
        &python,
        SCRIPT,
        &[("ALICE_TOKEN", &alice), ("BOB_TOKEN", &bob)],
    )
    .await;
}

/// product.md §2, lichess-api-subset.md §6: a program plays as a BOT with
/// berserk's `client.bots` (`clients/berserk/bot_flow.py`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_berserk_bot_client_plays_a_game_as_a_bot() {
    let Some(python) = berserk_python() else {
        return;
    };
    let app = TestApp::spawn(TestBackend::Sqlite)
        .await
        .expect("SQLite always runs");
    let alice = member_with_token(&app, "Alice").await;
    let robot = member_with_scopes(&app, "Robot", "bot:play").await;
    run_flow(
        app,
        &python,
        BOT_SCRIPT,
        &[("ALICE_TOKEN", &alice), ("ROBOT_TOKEN", &robot)],
    )
    .await;
}

/// Runs `script` against `app` with `tokens` in its environment, then stops
/// the server; fails the test with the script's output unless it
/// succeeded within [`FLOW_TIMEOUT`].
async fn run_flow(app: TestApp, python: &str, script: &str, tokens: &[(&str, &str)]) {
    let run = run_script(&app, python, script, tokens, FLOW_TIMEOUT).await;
    app.stop().await;
    println!("{}", run.report);
}
