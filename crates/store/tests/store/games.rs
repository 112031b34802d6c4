//! Challenges, games and what players keep beside them, asserted
//! identically on SQLite and PostgreSQL.

use redqueen_domain::account::{MemberId, YourTurnEmails};
use redqueen_domain::game::{ChallengeColor, ChallengeStatus, ChatRoom, Color, DeclineReason};
use redqueen_store::{ChallengeRow, GameRow, NoticeChoicesRow, Store};

redqueen_store::backend_tests!(
    a_pending_challenge_is_closed_once_and_then_leaves_the_lists,
    a_lapsed_challenge_leaves_the_lists_cannot_be_answered_and_is_closed_once,
    a_game_saved_against_an_old_version_is_refused,
    the_sweeper_reads_only_expired_games_through_the_deadline_index,
    chat_notes_and_conditional_moves_are_kept_per_game_and_player,
    blocks_and_email_options_are_stored,
);

async fn store(url: &str) -> Store {
    redqueen_store::testing::migrated(url).await
}

async fn user(store: &Store, name: &str) -> MemberId {
    redqueen_store::testing::verified_user(store, name).await
}

fn challenge(id: &str, from: MemberId, to: Option<MemberId>, at: i64) -> ChallengeRow {
    ChallengeRow {
        id: id.into(),
        challenger_id: from,
        dest_user_id: to,
        color: ChallengeColor::Random,
        final_color: Color::Black,
        time_control: "3d/move".parse().unwrap(),
        rated: true,
        initial_fen: None,
        message: Some("hi".into()),
        rating_min: None,
        rating_max: None,
        rematch_of: None,
        status: ChallengeStatus::Created,
        decline_reason: None,
        created_at: at,
        updated_at: at,
        expires_at: None,
        club_id: None,
    }
}

fn game(id: &str, white: MemberId, black: MemberId, deadline: Option<i64>) -> GameRow {
    GameRow {
        deadline_at: deadline,
        ..redqueen_store::testing::game_in_progress(id, white, black)
    }
}

async fn a_pending_challenge_is_closed_once_and_then_leaves_the_lists(url: &str) {
    let store = store(url).await;
    let (alice, bob) = (user(&store, "Alice").await, user(&store, "Bob").await);
    let mut tx = store.begin().await.unwrap();
    tx.insert_challenge(&challenge("c1", alice, Some(bob), 1))
        .await
        .unwrap();
    tx.insert_challenge(&challenge("c2", alice, None, 2))
        .await
        .unwrap();
    tx.commit().await.unwrap();
    assert_eq!(store.challenges_to(bob, 0).await.unwrap().len(), 1);
    assert_eq!(store.challenges_from(alice, 0).await.unwrap().len(), 2);
    assert_eq!(
        store
            .open_challenges(0, 10)
            .await
            .unwrap()
            .iter()
            .map(|c| c.id.as_str())
            .collect::<Vec<_>>(),
        ["c2"]
    );

    let mut tx = store.begin().await.unwrap();
    let accepted = tx
        .close_challenge("c1", ChallengeStatus::Accepted, None, 5)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (accepted.status, accepted.updated_at),
        (ChallengeStatus::Accepted, 5)
    );
    assert_eq!(
        tx.close_challenge(
            "c1",
            ChallengeStatus::Declined,
            Some(DeclineReason::Later),
            6
        )
        .await
        .unwrap(),
        None
    );
    tx.commit().await.unwrap();
    assert!(store.challenges_to(bob, 0).await.unwrap().is_empty());
    assert_eq!(
        store.challenge("c1").await.unwrap().unwrap().status,
        ChallengeStatus::Accepted
    );
}

async fn a_lapsed_challenge_leaves_the_lists_cannot_be_answered_and_is_closed_once(url: &str) {
    let store = store(url).await;
    let (alice, bob) = (user(&store, "Alice").await, user(&store, "Bob").await);
    let lapsing = |id, to, expires_at| ChallengeRow {
        expires_at: Some(expires_at),
        club_id: None,
        ..challenge(id, alice, to, 1)
    };
    let mut tx = store.begin().await.unwrap();
    tx.insert_challenge(&lapsing("live", Some(bob), 100))
        .await
        .unwrap();
    tx.insert_challenge(&lapsing("open", None, 200))
        .await
        .unwrap();
    tx.insert_challenge(&challenge("days", alice, Some(bob), 1))
        .await
        .unwrap();
    tx.commit().await.unwrap();
    assert_eq!(store.challenges_to(bob, 99).await.unwrap().len(), 2);
    assert_eq!(store.challenges_to(bob, 100).await.unwrap().len(), 1);
    assert_eq!(store.open_challenges(199, 10).await.unwrap().len(), 1);
    assert!(store.open_challenges(200, 10).await.unwrap().is_empty());

    let mut tx = store.begin().await.unwrap();
    assert_eq!(
        tx.close_challenge("live", ChallengeStatus::Accepted, None, 100)
            .await
            .unwrap(),
        None
    );
    let lapsed = tx.lapse_challenges(150, 10).await.unwrap();
    assert_eq!(
        lapsed
            .iter()
            .map(|c| (c.id.as_str(), c.status))
            .collect::<Vec<_>>(),
        [("live", ChallengeStatus::Canceled)]
    );
    assert!(tx.lapse_challenges(150, 10).await.unwrap().is_empty());
    tx.commit().await.unwrap();
    assert_eq!(
        store.challenge("days").await.unwrap().unwrap().status,
        ChallengeStatus::Created
    );
}

async fn a_game_saved_against_an_old_version_is_refused(url: &str) {
    let store = store(url).await;
    let (alice, bob) = (user(&store, "Alice").await, user(&store, "Bob").await);
    let mut tx = store.begin().await.unwrap();
    tx.insert_game(&game("g1", alice, bob, Some(100)))
        .await
        .unwrap();
    tx.commit().await.unwrap();

    let read = store.game("g1").await.unwrap().unwrap();
    let mut first = read.clone();
    first.version += 1;
    first.ply = 1;
    first.moves = "e2e4".into();
    let mut second = read.clone();
    second.version += 1;
    second.ply = 1;
    second.moves = "d2d4".into();

    let mut tx = store.begin().await.unwrap();
    assert!(tx.save_game(&first).await.unwrap());
    assert!(!tx.save_game(&second).await.unwrap());
    tx.commit().await.unwrap();
    let stored = store.game("g1").await.unwrap().unwrap();
    assert_eq!((stored.moves.as_str(), stored.version), ("e2e4", 1));
    assert_eq!(
        store
            .games(&redqueen_store::GameQuery::of(
                alice,
                redqueen_store::GameFilter::InProgress,
                10
            ))
            .await
            .unwrap()
            .len(),
        1
    );
    assert!(
        store
            .games(&redqueen_store::GameQuery::of(
                bob,
                redqueen_store::GameFilter::Finished,
                10
            ))
            .await
            .unwrap()
            .is_empty()
    );
    let names: Vec<String> = store
        .users_by_ids(&[bob, alice, MemberId(999)])
        .await
        .unwrap()
        .into_iter()
        .map(|u| u.username)
        .collect();
    assert_eq!(names.len(), 2);
}

async fn the_sweeper_reads_only_expired_games_through_the_deadline_index(url: &str) {
    let store = store(url).await;
    let (alice, bob) = (user(&store, "Alice").await, user(&store, "Bob").await);
    let carol = user(&store, "Carol").await;
    let mut tx = store.begin().await.unwrap();
    // Carol's vacation ends after the turn of her game began: only that
    // game's change has vacations to read.
    let away = redqueen_domain::vacation::Vacation::new(10, 60).unwrap();
    tx.insert_vacation(carol, &away, None, 0).await.unwrap();
    tx.insert_game(&game("late", alice, bob, Some(50)))
        .await
        .unwrap();
    tx.insert_game(&game("later", carol, bob, Some(80)))
        .await
        .unwrap();
    tx.insert_game(&game("fine", alice, bob, Some(500)))
        .await
        .unwrap();
    tx.insert_game(&game("over", alice, bob, None))
        .await
        .unwrap();
    assert_eq!(tx.expired_games(100, 10).await.unwrap(), ["late", "later"]);
    assert_eq!(tx.expired_games(100, 1).await.unwrap(), ["late"]);
    assert!(tx.expired_games(49, 10).await.unwrap().is_empty());
    tx.commit().await.unwrap();
    let found = store.expired_games_to_change(100, 10).await.unwrap();
    assert_eq!(
        found
            .iter()
            .map(|found| (
                found.row.id.as_str(),
                found.row.deadline_at,
                found.players_away
            ))
            .collect::<Vec<_>>(),
        [("late", Some(50), false), ("later", Some(80), true)]
    );
    assert_eq!(
        store.expired_games_to_change(100, 1).await.unwrap().len(),
        1
    );

    let plan = store.explain_expired_games().await.unwrap();
    assert!(plan.contains("games_deadline"), "{plan}");
}

async fn chat_notes_and_conditional_moves_are_kept_per_game_and_player(url: &str) {
    let store = store(url).await;
    let (alice, bob) = (user(&store, "Alice").await, user(&store, "Bob").await);
    let mut tx = store.begin().await.unwrap();
    tx.insert_game(&game("g1", alice, bob, None)).await.unwrap();
    tx.insert_chat("g1", ChatRoom::Player, Some(alice), "good luck", 10)
        .await
        .unwrap();
    tx.insert_chat("g1", ChatRoom::Player, None, "Draw offer declined", 11)
        .await
        .unwrap();
    tx.insert_chat("g1", ChatRoom::Spectator, Some(alice), "hi watchers", 11)
        .await
        .unwrap();
    tx.set_note("g1", alice, "plan: kingside", 12)
        .await
        .unwrap();
    tx.set_note("g1", alice, "plan: queenside", 13)
        .await
        .unwrap();
    tx.set_conditional_moves("g1", bob, Some("[[\"e7e5\",\"g1f3\"]]"), 14)
        .await
        .unwrap();
    assert_eq!(
        tx.conditional_moves("g1", bob).await.unwrap().as_deref(),
        Some("[[\"e7e5\",\"g1f3\"]]")
    );
    assert_eq!(tx.conditional_moves("g1", alice).await.unwrap(), None);
    tx.set_conditional_moves("g1", bob, None, 15).await.unwrap();
    assert_eq!(tx.conditional_moves("g1", bob).await.unwrap(), None);
    tx.commit().await.unwrap();

    let chat = store.chat("g1", ChatRoom::Player).await.unwrap();
    assert_eq!(
        chat.iter()
            .map(|l| (l.username.as_deref(), l.text.as_str()))
            .collect::<Vec<_>>(),
        [(Some("Alice"), "good luck"), (None, "Draw offer declined")]
    );
    let spectators = store.chat("g1", ChatRoom::Spectator).await.unwrap();
    assert_eq!(
        spectators
            .iter()
            .map(|l| l.text.as_str())
            .collect::<Vec<_>>(),
        ["hi watchers"]
    );
    assert_eq!(store.chat_lines_since(alice, 10).await.unwrap(), 2);
    assert_eq!(store.chat_lines_since(alice, 12).await.unwrap(), 0);
    assert_eq!(
        store
            .chat_lines_in_game_since("g1", alice, 10)
            .await
            .unwrap(),
        2
    );
    assert_eq!(
        store
            .chat_lines_in_game_since("g2", alice, 10)
            .await
            .unwrap(),
        0
    );
    assert_eq!(
        store.note("g1", alice).await.unwrap().as_deref(),
        Some("plan: queenside")
    );
    assert_eq!(store.note("g1", bob).await.unwrap(), None);
}

async fn blocks_and_email_options_are_stored(url: &str) {
    let store = store(url).await;
    let (alice, bob) = (user(&store, "Alice").await, user(&store, "Bob").await);
    assert_eq!(
        store.notice_choices(alice).await.unwrap(),
        NoticeChoicesRow::default()
    );
    let mut tx = store.begin().await.unwrap();
    tx.set_blocked(alice, bob, true, 1).await.unwrap();
    tx.set_blocked(alice, bob, true, 2).await.unwrap();
    let options = NoticeChoicesRow {
        your_turn: YourTurnEmails::DailyDigest,
        draw_offers: false,
        ..NoticeChoicesRow::default()
    };
    tx.set_notice_choices(alice, &options).await.unwrap();
    tx.commit().await.unwrap();
    assert!(store.is_blocked(alice, bob).await.unwrap());
    assert!(!store.is_blocked(bob, alice).await.unwrap());
    assert_eq!(store.blocked_usernames(alice).await.unwrap(), ["Bob"]);
    assert_eq!(store.notice_choices(alice).await.unwrap(), options);

    let mut tx = store.begin().await.unwrap();
    tx.set_blocked(alice, bob, false, 3).await.unwrap();
    tx.commit().await.unwrap();
    assert!(!store.is_blocked(alice, bob).await.unwrap());
}
