//! Writes from many tasks at once: on SQLite they share one transaction
//! (group commit, `sqlite_writer.rs`), each in its own savepoint; on
//! PostgreSQL each has its own. Either way a writer keeps exactly what it
//! committed, and one that fails or goes away takes nothing else with it.

use redqueen_domain::game::{Color, EndReason, GameStatus, Origin, ReminderKind};
use redqueen_store::testing::{
    TestBackend, TestDatabase, game_in_progress, migrated, verified_user,
};
use redqueen_store::{Durability, GameRow, NewAccount, PG_POOL_CONNECTIONS, Store, StoreError};

redqueen_store::backend_tests!(
    concurrent_writers_keep_what_they_commit_and_only_that,
    a_failed_statement_undoes_only_its_own_writer,
    a_move_saved_alone_is_refused_against_an_old_version,
    the_read_for_a_change_says_whether_conditional_moves_matter,
    the_reads_for_changes_give_every_column_as_stored,
    power_loss_durability_commits_and_reads_back,
    of_concurrent_saves_alone_of_one_version_exactly_one_wins,
    a_save_failing_among_others_saved_together_fails_alone,
    writers_cut_short_anywhere_leave_the_store_writing,
    reads_answer_while_every_transaction_is_held,
);

/// `row` after one more move.
pub(crate) fn moved(row: &GameRow, uci: &str) -> GameRow {
    GameRow {
        moves: uci.into(),
        ply: row.ply + 1,
        version: row.version + 1,
        ..row.clone()
    }
}

pub(crate) async fn with_games(store: &Store, count: usize) -> Vec<GameRow> {
    let (alice, bob) = (
        verified_user(store, "Alice").await,
        verified_user(store, "Bob").await,
    );
    let mut tx = store.begin().await.unwrap();
    let mut games = Vec::new();
    for n in 0..count {
        let game = game_in_progress(&format!("game{n:03}"), alice, bob);
        tx.insert_game(&game).await.unwrap();
        games.push(game);
    }
    tx.commit().await.unwrap();
    games
}

async fn concurrent_writers_keep_what_they_commit_and_only_that(url: &str) {
    let store = migrated(url).await;
    let games = with_games(&store, 48).await;
    // A third commit a transaction, a third save alone, a third write and
    // then drop their transaction: all at once.
    let writers = games.iter().enumerate().map(|(n, game)| {
        let (store, next) = (store.clone(), moved(game, "e2e4"));
        tokio::spawn(async move {
            match n % 3 {
                0 => {
                    let mut tx = store.begin().await.unwrap();
                    assert!(tx.save_game(&next).await.unwrap());
                    tx.commit().await.unwrap();
                }
                1 => assert!(store.save_game(&next).await.unwrap()),
                _ => {
                    let mut tx = store.begin().await.unwrap();
                    assert!(tx.save_game(&next).await.unwrap());
                    tokio::task::yield_now().await;
                    drop(tx);
                }
            }
        })
    });
    for writer in futures_join(writers).await {
        writer.unwrap();
    }
    stored_moves_are(&store, &games, |n| if n % 3 == 2 { "" } else { "e2e4" }).await;
}

/// A request whose client hangs up is dropped wherever it waits: in the
/// queue for the writer, in its `BEGIN` or savepoint, in a statement, in
/// its commit. Writers cut short at every such point (timeouts from 0 to a
/// few milliseconds) each keep all of their move or none of it, and the
/// store writes on afterwards.
async fn writers_cut_short_anywhere_leave_the_store_writing(url: &str) {
    let store = migrated(url).await;
    let games = with_games(&store, 64).await;
    let writers = games.iter().enumerate().map(|(n, game)| {
        let (store, next) = (store.clone(), moved(game, "g1f3"));
        let patience = std::time::Duration::from_micros(u64::try_from(n).unwrap() * 50);
        tokio::spawn(async move {
            let _ = tokio::time::timeout(patience, async {
                let mut tx = store.begin().await?;
                tx.save_game(&next).await?;
                tx.commit().await
            })
            .await;
        })
    });
    for writer in futures_join(writers).await {
        writer.unwrap();
    }
    // One at a time, each the first of its batch: cut short in its BEGIN.
    for n in 0..200u64 {
        let patience = std::time::Duration::from_nanos(n * 400);
        let _ = tokio::time::timeout(patience, store.begin()).await;
        tokio::task::yield_now().await;
    }
    let mut stored = Vec::new();
    for (n, game) in games.iter().enumerate() {
        let row = store.game(&game.id).await.unwrap().unwrap();
        assert!(
            row.moves.is_empty() || row.moves == "g1f3",
            "game {n}: {}",
            row.moves
        );
        stored.push(row);
    }
    // Whatever was cut short, the next writers commit.
    let mut tx = store.begin().await.unwrap();
    assert!(tx.save_game(&moved(&stored[0], "e2e4")).await.unwrap());
    tx.commit().await.unwrap();
    assert!(store.save_game(&moved(&stored[1], "e2e4")).await.unwrap());
    stored_moves_are(&store, &stored[..2], |_| "e2e4").await;
}

async fn a_failed_statement_undoes_only_its_own_writer(url: &str) {
    let store = migrated(url).await;
    let games = with_games(&store, 8).await;
    let taken = NewAccount {
        username: "Alice",
        username_key: "alice",
        email: "other@example.org",
        email_key: "other@example.org",
        password_hash: "x",
        email_verified: true,
        is_admin: false,
        language: None,
        starting_gems: 100,
        now: 0,
    };
    let writers = games.iter().enumerate().map(|(n, game)| {
        let (store, next) = (store.clone(), moved(game, "d2d4"));
        let taken = taken.clone();
        tokio::spawn(async move {
            let mut tx = store.begin().await.unwrap();
            assert!(tx.save_game(&next).await.unwrap());
            if n % 2 == 0 {
                // The name is taken: this writer's move must go too.
                let refused = tx.insert_user(&taken).await;
                assert!(matches!(refused, Err(StoreError::Conflict("username_key"))));
                return;
            }
            tx.commit().await.unwrap();
        })
    });
    for writer in futures_join(writers).await {
        writer.unwrap();
    }
    stored_moves_are(&store, &games, |n| if n % 2 == 0 { "" } else { "d2d4" }).await;
}

async fn a_move_saved_alone_is_refused_against_an_old_version(url: &str) {
    let store = migrated(url).await;
    let game = with_games(&store, 1).await.remove(0);
    assert!(store.save_game(&moved(&game, "e2e4")).await.unwrap());
    assert!(!store.save_game(&moved(&game, "d2d4")).await.unwrap());
    let stored = store.game(&game.id).await.unwrap().unwrap();
    assert_eq!((stored.moves.as_str(), stored.version), ("e2e4", 1));
}

async fn the_read_for_a_change_says_whether_conditional_moves_matter(url: &str) {
    let store = migrated(url).await;
    let game = with_games(&store, 1).await.remove(0);
    let found = store.game_to_change(&game.id).await.unwrap().unwrap();
    assert_eq!(found.row, game);
    assert!(!found.conditional && !found.players_away);

    let mut tx = store.begin().await.unwrap();
    tx.set_conditional_moves(&game.id, game.black_id, Some("{}"), 0)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let found = store.game_to_change(&game.id).await.unwrap().unwrap();
    assert!(found.conditional && !found.players_away);
    assert!(store.game_to_change("nosuch").await.unwrap().is_none());
}

/// The reads a move and the sweeper make run on SQLite through their own
/// connections (`sqlite_reads.rs`): every column, set or not, must come
/// back as stored and as the other reads give it.
async fn the_reads_for_changes_give_every_column_as_stored(url: &str) {
    let store = migrated(url).await;
    let (alice, bob) = (
        verified_user(&store, "Alice").await,
        verified_user(&store, "Bob").await,
    );
    let bare = game_in_progress("bare", alice, bob);
    let full = GameRow {
        id: "full".into(),
        origin: Origin::Club,
        initial_fen: Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into()),
        moves: "e2e4 e8d7".into(),
        move_times: "1000 2000".into(),
        ply: 2,
        version: 2,
        fen: "8/3k4/8/8/4P3/8/8/4K3 w - - 1 2".into(),
        draw_offer: Some(Color::White),
        deletion_request: Some(Color::Black),
        white_ms: -5,
        turn_started_at: 2000,
        deadline_at: Some(1_000),
        reminder_at: Some(i64::MAX - 1),
        reminder_kind: Some(ReminderKind::OneDayLeft),
        status: GameStatus::Finished,
        winner: Some(Color::Black),
        end_reason: Some(EndReason::Timeout),
        created_at: -1,
        last_move_at: Some(2000),
        finished_at: Some(3000),
        white_rating: Some(1500),
        black_rating: Some(2890),
        white_rating_diff: Some(-12),
        black_rating_diff: Some(i32::MAX),
        rated: false,
        vacation_allowed: false,
        notify_at: Some(4000),
        ..game_in_progress("full", alice, bob)
    };
    let mut tx = store.begin().await.unwrap();
    for game in [&bare, &full] {
        tx.insert_game(game).await.unwrap();
    }
    tx.commit().await.unwrap();
    for game in [&bare, &full] {
        let found = store.game_to_change(&game.id).await.unwrap().unwrap();
        assert_eq!(&found.row, game);
        assert_eq!(store.game(&game.id).await.unwrap().as_ref(), Some(game));
    }
    // Only `full` has a deadline that passed by 2000.
    let expired = store.expired_games_to_change(2000, 10).await.unwrap();
    assert_eq!(expired.len(), 1);
    assert_eq!(expired[0].row, full);
}

async fn power_loss_durability_commits_and_reads_back(url: &str) {
    let store = Store::connect_with(url, Durability::PowerLoss)
        .await
        .unwrap();
    store.migrate().await.unwrap();
    let game = with_games(&store, 1).await.remove(0);
    assert!(store.save_game(&moved(&game, "g1f3")).await.unwrap());
    store.close().await;
    let reopened = Store::connect(url).await.unwrap();
    let stored = reopened.game(&game.id).await.unwrap().unwrap();
    assert_eq!(stored.moves, "g1f3");
}

/// Saves alone are run by SQLite's flusher back to back in one batch: the
/// version check still lets exactly one of them through, and after the
/// store closes a save is refused rather than lost silently.
async fn of_concurrent_saves_alone_of_one_version_exactly_one_wins(url: &str) {
    let store = migrated(url).await;
    let game = with_games(&store, 1).await.remove(0);
    let openings = [
        "a2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g2g3", "h2h3",
    ];
    let savers = openings.iter().map(|uci| {
        let (store, next) = (store.clone(), moved(&game, uci));
        tokio::spawn(async move { store.save_game(&next).await.unwrap().then_some(next.moves) })
    });
    let won: Vec<String> = futures_join(savers)
        .await
        .into_iter()
        .filter_map(|saved| saved.unwrap())
        .collect();
    assert_eq!(won.len(), 1, "{won:?}");
    let stored = store.game(&game.id).await.unwrap().unwrap();
    assert_eq!(
        (stored.moves.as_str(), stored.version),
        (won[0].as_str(), 1)
    );

    store.close().await;
    let late = moved(&stored, "e7e5");
    assert!(store.save_game(&late).await.is_err());
}

/// The games waiting are saved together (`sqlite_saves.rs`: one
/// statement text; `pg_saves.rs`: one statement); one that fails there is
/// run again alone, so its failure is its own and the others' saves stand.
async fn a_save_failing_among_others_saved_together_fails_alone(url: &str) {
    let store = migrated(url).await;
    let games = with_games(&store, 16).await;
    refuse_moves_named_boom(url).await;
    let savers = games.iter().enumerate().map(|(n, game)| {
        let uci = if n == 5 { "boom" } else { "e2e4" };
        let (store, next) = (store.clone(), moved(game, uci));
        tokio::spawn(async move { store.save_game(&next).await })
    });
    for (n, saved) in futures_join(savers).await.into_iter().enumerate() {
        let saved = saved.unwrap();
        if n == 5 {
            assert!(saved.is_err(), "{saved:?}");
        } else {
            assert!(saved.unwrap(), "game {n}");
        }
    }
    stored_moves_are(&store, &games, |n| if n == 5 { "" } else { "e2e4" }).await;
}

/// The WAL is checkpointed off the commit path (`sqlite_checkpoint.rs`),
/// so commits never do it themselves (`wal_autocheckpoint=0`) and yet the
/// WAL file does not grow with every write: once checkpointed, the next
/// writes start it over.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_wal_is_checkpointed_in_the_background_and_reused() {
    let (db, store) = sqlite_store().await;
    let mut games = with_games(&store, 200).await;
    let wal = std::path::PathBuf::from(format!("{}-wal", db.url.trim_start_matches("sqlite:")));
    let mut sizes = Vec::new();
    for round in 0..3 {
        for game in &mut games {
            let next = moved(game, if round % 2 == 0 { "e2e4" } else { "d2d4" });
            assert!(store.save_game(&next).await.unwrap());
            *game = next;
        }
        sizes.push(std::fs::metadata(&wal).unwrap().len());
        // Several of the checkpointer's turns.
        tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    }
    assert!(sizes[0] > 0, "{sizes:?}");
    assert!(
        sizes[2] < sizes[0] * 2,
        "the WAL grew with each round: {sizes:?}"
    );
}

/// Makes the database refuse, with a trigger, any save of a game whose
/// moves are `boom`.
pub(crate) async fn refuse_moves_named_boom(url: &str) {
    if url.starts_with("sqlite:") {
        let mut conn: sqlx::SqliteConnection = sqlx::Connection::connect(url).await.unwrap();
        sqlx::query(
            "CREATE TRIGGER refuse_boom BEFORE UPDATE ON games WHEN NEW.moves = 'boom' \
             BEGIN SELECT RAISE(ABORT, 'boom refused'); END",
        )
        .execute(&mut conn)
        .await
        .unwrap();
    } else {
        let mut conn: sqlx::PgConnection = sqlx::Connection::connect(url).await.unwrap();
        sqlx::raw_sql(
            "CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$ \
             BEGIN IF NEW.moves = 'boom' THEN RAISE EXCEPTION 'boom refused'; END IF; \
             RETURN NEW; END $$; \
             CREATE TRIGGER refuse_boom BEFORE UPDATE ON games \
             FOR EACH ROW EXECUTE FUNCTION refuse_boom();",
        )
        .execute(&mut conn)
        .await
        .unwrap();
    }
}

/// A migrated SQLite store, for what only SQLite does; the database lives
/// as long as the first value.
async fn sqlite_store() -> (TestDatabase, Store) {
    let db = TestDatabase::create(TestBackend::Sqlite).await.unwrap();
    let store = migrated(&db.url).await;
    (db, store)
}

/// Asserts that game `n` of `games` holds the moves `expected(n)`.
async fn stored_moves_are(
    store: &Store,
    games: &[GameRow],
    expected: impl Fn(usize) -> &'static str,
) {
    for (n, game) in games.iter().enumerate() {
        let stored = store.game(&game.id).await.unwrap().unwrap();
        assert_eq!(stored.moves, expected(n), "game {n}");
    }
}

/// Awaits every task, in order.
pub(crate) async fn futures_join<T>(
    tasks: impl Iterator<Item = tokio::task::JoinHandle<T>>,
) -> Vec<Result<T, tokio::task::JoinError>> {
    let mut results = Vec::new();
    for task in tasks.collect::<Vec<_>>() {
        results.push(task.await);
    }
    results
}

/// Every transaction the store allows at once is open (twenty club
/// reports sent together, each waiting for the club's lock): a read still
/// answers, so the holder of the lock can read what its email
/// needs and let the others go. On PostgreSQL the readers have a pool of
/// their own; on SQLite the one writer never holds a reader's connection.
async fn reads_answer_while_every_transaction_is_held(url: &str) {
    let store = migrated(url).await;
    let alice = verified_user(&store, "Alice").await;
    let at_once = if store.crosses_servers() {
        PG_POOL_CONNECTIONS
    } else {
        1
    };
    let mut held = Vec::new();
    for _ in 0..at_once {
        held.push(store.begin().await.unwrap());
    }
    // Sharing the transactions' connections, it would wait for the pool
    // until it timed out and failed.
    let read = store.users_by_ids(&[alice]).await;
    assert_eq!(read.map(|users| users.len()).ok(), Some(1));
    drop(held);
}
