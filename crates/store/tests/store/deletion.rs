//! An erasure and an email queued to the same member at the same instant
//! (product.md §1: the address must not outlive the account), forced in
//! both orders on PostgreSQL; on SQLite one writer puts them one after the
//! other.

use std::time::Duration;

use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_store::testing::{connections_waiting_for_a_lock, text_columns_holding};
use redqueen_store::{NewMail, Store, Tx};

redqueen_store::backend_tests!(
    an_email_queued_before_an_erasure_is_erased_with_it,
    an_email_queued_during_an_erasure_is_not_queued,
);

const ADDRESS: &str = "alice@example.org";

async fn store(url: &str) -> Store {
    redqueen_store::testing::migrated(url).await
}

async fn queue(tx: &mut Tx, alice: MemberId) -> Option<i64> {
    let mail = NewMail {
        user_id: Some(alice),
        kind: NoticeKind::GameOver,
        recipient: ADDRESS,
        subject: "s",
        body_text: "t",
        body_html: "h",
        unsubscribe_url: None,
    };
    tx.enqueue_mail(&mail, 0).await.unwrap()
}

async fn erase(tx: &mut Tx, alice: MemberId) {
    tx.erase_account(alice, "alice", "deleted~1", 0)
        .await
        .unwrap();
}

/// Waits until `task` has finished or waits for a lock, whichever comes
/// first: only then is it known which of the two it did.
async fn until_done_or_waiting<T>(store: &Store, task: &tokio::task::JoinHandle<T>) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while !task.is_finished() && connections_waiting_for_a_lock(store).await.unwrap() == 0 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "neither done nor waiting"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

async fn an_email_queued_before_an_erasure_is_erased_with_it(url: &str) {
    let store = store(url).await;
    let alice = redqueen_store::testing::verified_user(&store, "Alice").await;
    if store.backend_name() == "sqlite" {
        let mut tx = store.begin().await.unwrap();
        assert!(queue(&mut tx, alice).await.is_some());
        tx.commit().await.unwrap();
        let mut tx = store.begin().await.unwrap();
        erase(&mut tx, alice).await;
        tx.commit().await.unwrap();
    } else {
        let mut queuing = store.begin().await.unwrap();
        assert!(queue(&mut queuing, alice).await.is_some());
        let erasing = tokio::spawn({
            let store = store.clone();
            async move {
                let mut tx = store.begin().await.unwrap();
                erase(&mut tx, alice).await;
                tx.commit().await.unwrap();
            }
        });
        until_done_or_waiting(&store, &erasing).await;
        queuing.commit().await.unwrap();
        erasing.await.unwrap();
    }
    let holding = text_columns_holding(&store, ADDRESS).await.unwrap();
    assert!(holding.is_empty(), "the address is still in {holding:?}");
}

async fn an_email_queued_during_an_erasure_is_not_queued(url: &str) {
    let store = store(url).await;
    let alice = redqueen_store::testing::verified_user(&store, "Alice").await;
    let queued = if store.backend_name() == "sqlite" {
        let mut tx = store.begin().await.unwrap();
        erase(&mut tx, alice).await;
        tx.commit().await.unwrap();
        let mut tx = store.begin().await.unwrap();
        let queued = queue(&mut tx, alice).await;
        tx.commit().await.unwrap();
        queued
    } else {
        let mut erasing = store.begin().await.unwrap();
        erase(&mut erasing, alice).await;
        let queuing = tokio::spawn({
            let store = store.clone();
            async move {
                let mut tx = store.begin().await.unwrap();
                let queued = queue(&mut tx, alice).await;
                tx.commit().await.unwrap();
                queued
            }
        });
        until_done_or_waiting(&store, &queuing).await;
        erasing.commit().await.unwrap();
        queuing.await.unwrap()
    };
    assert_eq!(queued, None);
    let holding = text_columns_holding(&store, ADDRESS).await.unwrap();
    assert!(holding.is_empty(), "the address is still in {holding:?}");
}
