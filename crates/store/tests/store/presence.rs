//! Who has a game open (`presence.rs`): one note per open connection, so
//! a player with two pages open is away only once both are closed; the
//! notes of a game go once its end is told.

use redqueen_domain::account::MemberId;
use redqueen_store::Store;
use redqueen_store::testing::{migrated, verified_user};

redqueen_store::backend_tests!(a_player_has_a_game_open_until_the_last_connection_closes);

async fn open(store: &Store, game: &str, member: MemberId) -> bool {
    let mut tx = store.begin().await.unwrap();
    tx.has_game_open(game, member).await.unwrap()
}

async fn a_player_has_a_game_open_until_the_last_connection_closes(url: &str) {
    let store = migrated(url).await;
    let (alice, bob) = (
        verified_user(&store, "Alice").await,
        verified_user(&store, "Bob").await,
    );
    let page = store.enter_game("game0001", alice, 1_000).await.unwrap();
    let stream = store.enter_game("game0001", alice, 2_000).await.unwrap();
    store.enter_game("game0002", bob, 2_000).await.unwrap();
    assert!(open(&store, "game0001", alice).await);
    assert!(
        !open(&store, "game0001", bob).await,
        "Bob's page is another game's"
    );

    store.leave_game(page).await.unwrap();
    assert!(
        open(&store, "game0001", alice).await,
        "the stream is still open"
    );
    store.leave_game(stream).await.unwrap();
    assert!(!open(&store, "game0001", alice).await);

    let again = store.enter_game("game0001", alice, 3_000).await.unwrap();
    let mut tx = store.begin().await.unwrap();
    tx.forget_game_presence("game0001").await.unwrap();
    tx.commit().await.unwrap();
    assert!(!open(&store, "game0001", alice).await);
    assert!(
        open(&store, "game0002", bob).await,
        "other games keep theirs"
    );
    // The connection closing after its game's notes went is no failure.
    store.leave_game(again).await.unwrap();
}
