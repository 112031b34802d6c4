//! Vacations and what changing them touches, asserted identically on
//! SQLite and PostgreSQL.

use std::time::Duration;

use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_domain::game::{GameStatus, Origin};
use redqueen_domain::vacation::Vacation;
use redqueen_store::{GameRow, NewMail, NoticeChoicesRow, Store};

redqueen_store::backend_tests!(
    vacations_are_read_for_several_members_from_an_instant_on,
    only_its_member_cancels_or_shortens_a_vacation,
    a_vacation_ending_email_is_due_once_and_not_after_ending_early,
    a_members_games_in_progress_are_found_in_either_color,
    two_changes_to_one_members_vacations_wait_for_each_other,
    a_change_to_vacations_does_not_hold_up_an_email_to_the_member,
);

const DAY: i64 = 86_400_000;

async fn store(url: &str) -> Store {
    redqueen_store::testing::migrated(url).await
}

async fn user(store: &Store, name: &str) -> MemberId {
    redqueen_store::testing::verified_user(store, name).await
}

/// Stores a vacation of `user` over days `[from, to)` and returns its id.
async fn vacation(store: &Store, user: MemberId, from: i64, to: i64, reminder: Option<i64>) -> i64 {
    let mut tx = store.begin().await.unwrap();
    let period = Vacation::new(from * DAY, to * DAY).unwrap();
    let id = tx
        .insert_vacation(user, &period, reminder, 0)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    id
}

/// (member, first day, end day) of each row.
fn days(rows: &[redqueen_store::VacationRow]) -> Vec<(MemberId, i64, i64)> {
    rows.iter()
        .map(|r| (r.user_id, r.start_ms / DAY, r.end_ms / DAY))
        .collect()
}

async fn vacations_are_read_for_several_members_from_an_instant_on(url: &str) {
    let store = store(url).await;
    let (alice, bob, carol) = (
        user(&store, "Alice").await,
        user(&store, "Bob").await,
        user(&store, "Carol").await,
    );
    vacation(&store, alice, 20, 25, None).await;
    vacation(&store, alice, 1, 5, None).await;
    vacation(&store, bob, 3, 4, None).await;
    vacation(&store, carol, 10, 12, None).await;

    let read = store
        .vacations_ending_after(&[bob, alice], 4 * DAY)
        .await
        .unwrap();
    assert_eq!(days(&read), [(alice, 1, 5), (alice, 20, 25)]);
    assert_eq!(
        read[0].vacation().unwrap(),
        Vacation::new(DAY, 5 * DAY).unwrap()
    );
    let mut tx = store.begin().await.unwrap();
    let inside = tx.vacations_ending_after(&[bob, alice], 0).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(days(&inside), [(alice, 1, 5), (alice, 20, 25), (bob, 3, 4)]);
    assert!(
        store
            .vacations_ending_after(&[], 0)
            .await
            .unwrap()
            .is_empty()
    );
}

async fn only_its_member_cancels_or_shortens_a_vacation(url: &str) {
    let store = store(url).await;
    let (alice, bob) = (user(&store, "Alice").await, user(&store, "Bob").await);
    let first = vacation(&store, alice, 1, 5, None).await;
    let second = vacation(&store, alice, 10, 20, None).await;

    let mut tx = store.begin().await.unwrap();
    assert!(!tx.delete_vacation(first, bob).await.unwrap());
    assert!(!tx.shorten_vacation(second, bob, 12 * DAY).await.unwrap());
    assert!(tx.delete_vacation(first, alice).await.unwrap());
    assert!(tx.shorten_vacation(second, alice, 12 * DAY).await.unwrap());
    assert_eq!(
        tx.vacation(second).await.unwrap().map(|r| r.end_ms),
        Some(12 * DAY)
    );
    assert_eq!(tx.vacation(first).await.unwrap(), None);
    tx.commit().await.unwrap();
    let left = store.vacations_ending_after(&[alice], 0).await.unwrap();
    assert_eq!(days(&left), [(alice, 10, 12)]);
}

async fn a_vacation_ending_email_is_due_once_and_not_after_ending_early(url: &str) {
    let store = store(url).await;
    let alice = user(&store, "Alice").await;
    let soon = vacation(&store, alice, 1, 5, Some(4 * DAY)).await;
    let later = vacation(&store, alice, 10, 20, Some(19 * DAY)).await;
    vacation(&store, alice, 30, 31, None).await;

    let mut tx = store.begin().await.unwrap();
    assert!(
        tx.due_vacation_endings(4 * DAY - 1, 10)
            .await
            .unwrap()
            .is_empty()
    );
    let due = tx.due_vacation_endings(4 * DAY, 10).await.unwrap();
    assert_eq!(due.iter().map(|r| r.id).collect::<Vec<_>>(), [soon]);
    assert!(tx.claim_vacation_ending(soon).await.unwrap());
    assert!(!tx.claim_vacation_ending(soon).await.unwrap(), "once");
    assert!(tx.shorten_vacation(later, alice, 15 * DAY).await.unwrap());
    assert!(
        tx.due_vacation_endings(100 * DAY, 10)
            .await
            .unwrap()
            .is_empty()
    );

    let options = NoticeChoicesRow {
        vacation_ending: false,
        ..NoticeChoicesRow::default()
    };
    tx.set_notice_choices(alice, &options).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(store.notice_choices(alice).await.unwrap(), options);
}

fn game(id: &str, white: MemberId, black: MemberId, status: GameStatus) -> GameRow {
    GameRow {
        origin: Origin::Tournament,
        deadline_at: None,
        status,
        vacation_allowed: false,
        ..redqueen_store::testing::game_in_progress(id, white, black)
    }
}

async fn a_members_games_in_progress_are_found_in_either_color(url: &str) {
    let store = store(url).await;
    let (alice, bob, carol) = (
        user(&store, "Alice").await,
        user(&store, "Bob").await,
        user(&store, "Carol").await,
    );
    let mut tx = store.begin().await.unwrap();
    tx.insert_game(&game("as_white", alice, bob, GameStatus::Started))
        .await
        .unwrap();
    tx.insert_game(&game("as_black", carol, alice, GameStatus::Started))
        .await
        .unwrap();
    tx.insert_game(&game("finished", alice, carol, GameStatus::Finished))
        .await
        .unwrap();
    tx.insert_game(&game("others", bob, carol, GameStatus::Started))
        .await
        .unwrap();
    let ids: Vec<String> = tx
        .games_in_progress_of(alice)
        .await
        .unwrap()
        .into_iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(ids, ["as_black", "as_white"], "by id");
    tx.commit().await.unwrap();
    // A tournament's "vacation disallowed" is kept with its game.
    let stored = store.game("as_white").await.unwrap().unwrap();
    assert_eq!(stored, game("as_white", alice, bob, GameStatus::Started));
    assert!(!stored.vacation_allowed);
}

async fn two_changes_to_one_members_vacations_wait_for_each_other(url: &str) {
    let store = store(url).await;
    let alice = user(&store, "Alice").await;
    let mut first = store.begin().await.unwrap();
    first.lock_vacations_of(alice).await.unwrap();
    let other = store.clone();
    let second = tokio::spawn(async move {
        let mut tx = other.begin().await.unwrap();
        tx.lock_vacations_of(alice).await.unwrap();
        let seen = tx.vacations_ending_after(&[alice], 0).await.unwrap();
        tx.commit().await.unwrap();
        seen
    });
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!second.is_finished(), "the second waits for the first");
    let period = Vacation::new(DAY, 2 * DAY).unwrap();
    first
        .insert_vacation(alice, &period, None, 0)
        .await
        .unwrap();
    first.commit().await.unwrap();
    let seen = second.await.unwrap();
    assert_eq!(days(&seen), [(alice, 1, 2)], "and then sees its vacation");
}

async fn a_change_to_vacations_does_not_hold_up_an_email_to_the_member(url: &str) {
    let store = store(url).await;
    if store.backend_name() == "sqlite" {
        // One writer connection: every write transaction waits its turn.
        return;
    }
    let alice = user(&store, "Alice").await;
    let mut change = store.begin().await.unwrap();
    change.lock_vacations_of(alice).await.unwrap();
    // A move queuing an email to the member, as it would while the change
    // waits for that move's game.
    let mut other = store.begin().await.unwrap();
    let queued = tokio::time::timeout(
        Duration::from_secs(5),
        other.enqueue_mail(
            &NewMail {
                user_id: Some(alice),
                kind: NoticeKind::YourTurn,
                recipient: "alice@example.org",
                subject: "s",
                body_text: "t",
                body_html: "h",
                unsubscribe_url: None,
            },
            0,
        ),
    )
    .await;
    assert!(matches!(queued, Ok(Ok(_))), "{queued:?}");
    other.commit().await.unwrap();
    change.commit().await.unwrap();
}
