//! The browser tests (`web/tests/*.test.mjs`): real headless Chromium,
//! driven by playwright-core, plays through the pages of the real server.
//! Gated by `TEST_BROWSER_NODE` (the `node` to run them with, after
//! `npm ci` in `web/`); under `CI=true` a missing variable is a failure.

use std::process::Command;
use std::time::{Duration, Instant};

#[test]
fn the_browser_tests_pass_in_headless_chromium() {
    let Ok(node) = std::env::var("TEST_BROWSER_NODE") else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true but TEST_BROWSER_NODE is not set: the browser suite must run"
        );
        eprintln!("TEST_BROWSER_NODE not set: browser tests skipped");
        return;
    };
    let web = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web");
    let mut child = Command::new(node)
        .args(["--test", "--test-reporter=spec", "tests/"])
        .current_dir(web)
        .env("REDQUEEN_BIN", env!("CARGO_BIN_EXE_redqueen"))
        .env(
            "ARTIFACTS",
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../target/browser-artifacts"
            ),
        )
        .spawn()
        .expect("node runs");
    // About 5 minutes on an idle 2-core machine (axe's audit of every
    // page in both themes is one of them): room for a loaded one.
    let deadline = Instant::now() + Duration::from_secs(720);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the browser tests took longer than 12 minutes");
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert!(
        status.success(),
        "the browser tests failed (their report is above)"
    );
}
