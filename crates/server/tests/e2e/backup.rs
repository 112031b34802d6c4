//! `redqueen backup PATH` (product.md §13): a consistent copy of the
//! running SQLite database, made while games are being played, that opens
//! as a sound database with every move acknowledged before the copy began.

use std::process::Command;

use redqueen_store::testing::{TestBackend, sqlite_integrity};

use crate::support::TestApp;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_under_write_load_opens_as_a_sound_copy() {
    let app = TestApp::spawn(TestBackend::Sqlite).await.unwrap();
    let url = app.database.as_ref().unwrap().url.clone();
    let alice = app.member("Alice").await;
    let bob = app.member("Bob").await;
    let before = alice.start_game(&bob, "3").await;
    alice.play(&before, "e2e4").await;

    // Games are played while the copy is made, from the other process.
    let load = {
        let (alice, bob) = (alice.clone(), bob.clone());
        tokio::spawn(async move {
            for _ in 0..15 {
                let game = alice.start_game(&bob, "3").await;
                for (player, uci) in [(&alice, "d2d4"), (&bob, "d7d5"), (&alice, "c2c4")] {
                    player.play(&game, uci).await;
                }
            }
        })
    };
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("copy.db");
    let copy_path = copy.to_str().unwrap().to_owned();
    let backup = tokio::task::spawn_blocking({
        let (url, copy_path) = (url.clone(), copy_path.clone());
        move || {
            Command::new(env!("CARGO_BIN_EXE_redqueen"))
                .args(["backup", &copy_path])
                .env("DATABASE_URL", &url)
                .env("REDQUEEN_MAIL_DIR", std::env::temp_dir())
                .env_remove("REDQUEEN_CONFIG")
                .output()
                .expect("the binary runs")
        }
    })
    .await
    .unwrap();
    load.await.unwrap();
    let said = String::from_utf8_lossy(&backup.stdout);
    assert!(
        backup.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    assert!(said.contains("backed up to"), "{said}");

    // The copy is a sound database holding what was there before.
    let store = redqueen_store::Store::connect(&format!("sqlite:{copy_path}"))
        .await
        .unwrap();
    assert_eq!(
        sqlite_integrity(&store).await.unwrap().as_deref(),
        Some("ok")
    );
    let game = store
        .game(&before)
        .await
        .unwrap()
        .expect("the game is in the copy");
    assert_eq!(game.moves, "e2e4");
    assert!(store.user_by_username_key("bob").await.unwrap().is_some());
    store.close().await;

    // A second backup to the same file is refused: nothing is overwritten.
    let again = Command::new(env!("CARGO_BIN_EXE_redqueen"))
        .args(["backup", &copy_path])
        .env("DATABASE_URL", &url)
        .env("REDQUEEN_MAIL_DIR", std::env::temp_dir())
        .env_remove("REDQUEEN_CONFIG")
        .output()
        .unwrap();
    assert!(!again.status.success());
    app.stop().await;
}
