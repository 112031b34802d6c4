//! The push to the other app servers travels with the transaction
//! (`cross_server.rs`, `pg_saves.rs`): on PostgreSQL a change's notices
//! are sent when it commits, in order, and never for a change rolled back
//! or refused by its version check; on SQLite there is nobody to tell.
//!
//! Nothing here waits for something not to happen: a last notice is
//! committed after the changes that must tell nothing, and PostgreSQL
//! delivers notifications in the order their transactions committed, so
//! whatever arrives before it is all that was sent.

use redqueen_store::testing::migrated;
use redqueen_store::{EventListener, Store};

use crate::writes::{futures_join, moved, refuse_moves_named_boom, with_games};

redqueen_store::backend_tests!(
    a_transaction_tells_the_servers_at_commit_and_nothing_when_rolled_back,
    a_game_saved_alone_tells_the_servers_only_when_its_save_passes,
    games_saved_together_tell_the_servers_what_each_save_carries,
);

/// Commits `last` and returns every notice received up to it, in order;
/// `None` on SQLite, which listens to nobody.
async fn received_until_last(
    store: &Store,
    listener: Option<EventListener>,
) -> Option<Vec<String>> {
    let mut listener = listener?;
    let mut tx = store.begin().await.unwrap();
    tx.notify_servers(&["last".to_owned()]).await.unwrap();
    tx.commit().await.unwrap();
    let mut received = Vec::new();
    loop {
        let notice = listener.next().await.unwrap().unwrap();
        if notice == "last" {
            return Some(received);
        }
        received.push(notice);
    }
}

fn notices(texts: &[&str]) -> Vec<String> {
    texts.iter().map(|&text| text.to_owned()).collect()
}

async fn a_transaction_tells_the_servers_at_commit_and_nothing_when_rolled_back(url: &str) {
    let store = migrated(url).await;
    let game = with_games(&store, 1).await.remove(0);
    let listener = store.listen_to_servers().await.unwrap();
    assert_eq!(listener.is_some(), store.crosses_servers());

    let mut rolled_back = store.begin().await.unwrap();
    assert!(rolled_back.save_game(&moved(&game, "e2e4")).await.unwrap());
    rolled_back
        .notify_servers(&notices(&["rolled back"]))
        .await
        .unwrap();
    drop(rolled_back);

    let mut committed = store.begin().await.unwrap();
    assert!(committed.save_game(&moved(&game, "d2d4")).await.unwrap());
    committed
        .notify_servers(&notices(&["first", "second", "third"]))
        .await
        .unwrap();
    committed.commit().await.unwrap();

    let stored = store.game(&game.id).await.unwrap().unwrap();
    assert_eq!(stored.moves, "d2d4");
    if let Some(received) = received_until_last(&store, listener).await {
        assert_eq!(received, notices(&["first", "second", "third"]));
    }
}

async fn a_game_saved_alone_tells_the_servers_only_when_its_save_passes(url: &str) {
    let store = migrated(url).await;
    let game = with_games(&store, 1).await.remove(0);
    let listener = store.listen_to_servers().await.unwrap();

    let first = moved(&game, "e2e4");
    assert!(
        store
            .save_game_telling(&first, notices(&["e2e4 saved", "and told"]))
            .await
            .unwrap()
    );
    // Read at the old version: refused, and so not told.
    assert!(
        !store
            .save_game_telling(&moved(&game, "d2d4"), notices(&["d2d4 saved"]))
            .await
            .unwrap()
    );

    if let Some(received) = received_until_last(&store, listener).await {
        assert_eq!(received, notices(&["e2e4 saved", "and told"]));
    }
}

/// Many saves at once share statements (`pg_saves.rs`); each passing save
/// is told once, a save refused by its version check or failing (run again
/// alone, in its own transaction) not at all.
async fn games_saved_together_tell_the_servers_what_each_save_carries(url: &str) {
    let store = migrated(url).await;
    let games = with_games(&store, 24).await;
    refuse_moves_named_boom(url).await;
    let listener = store.listen_to_servers().await.unwrap();
    let savers = games.iter().enumerate().map(|(n, game)| {
        let uci = if n == 5 { "boom" } else { "e2e4" };
        let mut next = moved(game, uci);
        if n == 7 {
            next.version += 1;
        }
        let told = notices(&[&format!("{n} moved"), &format!("{n} turn")]);
        let store = store.clone();
        tokio::spawn(async move { store.save_game_telling(&next, told).await })
    });
    for (n, saved) in futures_join(savers).await.into_iter().enumerate() {
        match (n, saved.unwrap()) {
            (5, saved) => assert!(saved.is_err(), "{saved:?}"),
            (7, saved) => assert!(!saved.unwrap()),
            (n, saved) => assert!(saved.unwrap(), "game {n}"),
        }
    }

    if let Some(mut received) = received_until_last(&store, listener).await {
        // Each save's notices in its order; the saves in any order.
        for n in 0..games.len() {
            let (moved_at, turn_at) = (
                received.iter().position(|r| *r == format!("{n} moved")),
                received.iter().position(|r| *r == format!("{n} turn")),
            );
            match n {
                5 | 7 => assert_eq!((moved_at, turn_at), (None, None), "game {n}"),
                _ => assert!(moved_at.unwrap() < turn_at.unwrap(), "game {n}"),
            }
        }
        // Each once.
        let all = received.len();
        received.sort();
        received.dedup();
        assert_eq!((all, received.len()), (44, 44));
    }
}
