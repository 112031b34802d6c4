//! Tournaments as stored, asserted identically on SQLite and PostgreSQL.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, EndReason, GameStatus, Origin};
use redqueen_domain::tournament::{
    PairingSystem, RoundStatus, TournamentEnding, TournamentKind, TournamentStatus,
};
use redqueen_store::{
    Entry, GameRow, GameSeat, GroupPlayerRow, Leaving, RoundRow, Store, TournamentEnd,
    TournamentList, TournamentRow,
};

redqueen_store::backend_tests!(
    a_tournament_is_read_back_with_every_setting,
    the_lists_sort_tournaments_by_status,
    joins_stop_at_the_maximum_and_at_the_start,
    a_member_leaves_only_once_and_only_before_the_start,
    the_start_a_round_close_and_the_end_happen_once,
    a_round_is_over_when_every_game_of_it_has_ended,
    groups_ratings_and_disqualifications_are_kept,
);

async fn store(url: &str) -> Store {
    redqueen_store::testing::migrated(url).await
}

async fn user(store: &Store, name: &str) -> MemberId {
    redqueen_store::testing::verified_user(store, name).await
}

fn tournament(id: &str, admin: MemberId, starts_at: i64) -> TournamentRow {
    TournamentRow {
        id: id.into(),
        name: format!("Cup {id}"),
        kind: TournamentKind::Correspondence,
        time_control: "3d/move".parse().unwrap(),
        rated: true,
        system: PairingSystem::Swiss,
        group_size: None,
        swiss_rounds: Some(3),
        signup_opens_at: 0,
        signup_closes_at: starts_at,
        starts_at,
        min_players: 2,
        max_players: 2,
        rating_min: Some(1200),
        rating_max: None,
        vacation_allowed: false,
        status: TournamentStatus::Upcoming,
        entrant_count: 0,
        current_round: 0,
        winner_id: None,
        end_reason: None,
        created_by: admin,
        created_at: 5,
        finished_at: None,
        round_pause_ms: 0,
    }
}

fn round(number: i32, seed: i64) -> RoundRow {
    RoundRow {
        number,
        seed,
        status: RoundStatus::Playing,
        bye_user_id: None,
        started_at: 100 * i64::from(number),
        finished_at: None,
        slot: 1,
        resume_at: None,
    }
}

fn game(id: &str, white: MemberId, black: MemberId) -> GameRow {
    GameRow {
        origin: Origin::Tournament,
        ..redqueen_store::testing::game_in_progress(id, white, black)
    }
}

async fn insert(store: &Store, row: &TournamentRow) {
    let mut tx = store.begin().await.unwrap();
    tx.insert_tournament(row).await.unwrap();
    tx.commit().await.unwrap();
}

async fn join(store: &Store, id: &str, user_id: MemberId) -> Entry {
    let mut tx = store.begin().await.unwrap();
    let entry = tx.add_entrant(id, user_id, 7).await.unwrap();
    tx.commit().await.unwrap();
    entry
}

async fn leave(store: &Store, id: &str, user_id: MemberId) -> Leaving {
    let mut tx = store.begin().await.unwrap();
    let leaving = tx.remove_entrant(id, user_id).await.unwrap();
    tx.commit().await.unwrap();
    leaving
}

async fn start(store: &Store, id: &str, now: i64) -> bool {
    let mut tx = store.begin().await.unwrap();
    let started = tx.claim_start(id, now).await.unwrap();
    tx.commit().await.unwrap();
    started
}

async fn a_tournament_is_read_back_with_every_setting(url: &str) {
    let store = store(url).await;
    let admin = user(&store, "Admin").await;
    let row = tournament("t1", admin, 1_000);
    insert(&store, &row).await;
    let record = store.tournament_record("t1").await.unwrap().unwrap();
    assert_eq!(record.tournament, row);
    assert_eq!(store.tournament("t1").await.unwrap(), Some(row));
    assert!(record.entrants.is_empty() && record.rounds.is_empty() && record.games.is_empty());
    assert_eq!(store.tournament_record("nope").await.unwrap(), None);
}

async fn the_lists_sort_tournaments_by_status(url: &str) {
    let store = store(url).await;
    let admin = user(&store, "Admin").await;
    for (id, starts) in [("late", 3_000), ("soon", 2_000), ("now", 1_000)] {
        insert(&store, &tournament(id, admin, starts)).await;
    }
    assert!(start(&store, "now", 1_000).await);
    let ids = |rows: Vec<TournamentRow>| rows.into_iter().map(|t| t.id).collect::<Vec<_>>();
    let upcoming = store
        .tournaments(TournamentList::Upcoming, 10)
        .await
        .unwrap();
    assert_eq!(ids(upcoming), ["soon", "late"]);
    let playing = store
        .tournaments(TournamentList::InProgress, 10)
        .await
        .unwrap();
    assert_eq!(ids(playing), ["now"]);
    assert_eq!(store.tournaments_due(2_000, 10).await.unwrap(), ["soon"]);
    let mut tx = store.begin().await.unwrap();
    let end = TournamentEnd {
        status: TournamentStatus::Cancelled,
        winner_id: None,
        reason: TournamentEnding::UnderMinimum,
    };
    assert!(tx.end_tournament("now", end, 1_500).await.unwrap());
    tx.commit().await.unwrap();
    let over = store.tournaments(TournamentList::Over, 10).await.unwrap();
    assert_eq!(
        (over[0].id.as_str(), over[0].status),
        ("now", TournamentStatus::Cancelled)
    );
    assert_eq!(over[0].end_reason, Some(TournamentEnding::UnderMinimum));
}

async fn joins_stop_at_the_maximum_and_at_the_start(url: &str) {
    let store = store(url).await;
    let admin = user(&store, "Admin").await;
    let (ann, bob, cid) = (
        user(&store, "Ann").await,
        user(&store, "Bob").await,
        user(&store, "Cid").await,
    );
    insert(&store, &tournament("t1", admin, 1_000)).await;
    insert(&store, &tournament("t2", admin, 1_000)).await;
    assert_eq!(join(&store, "t1", ann).await, Entry::Added);
    assert_eq!(join(&store, "t1", ann).await, Entry::AlreadyIn);
    assert_eq!(join(&store, "t1", bob).await, Entry::Added);
    assert_eq!(join(&store, "t1", cid).await, Entry::Closed);
    let record = store.tournament_record("t1").await.unwrap().unwrap();
    assert_eq!(record.tournament.entrant_count, 2);
    let names: Vec<&str> = record
        .entrants
        .iter()
        .map(|e| e.username.as_str())
        .collect();
    assert_eq!(names, ["Ann", "Bob"]);

    assert!(start(&store, "t2", 1_000).await);
    assert_eq!(join(&store, "t2", cid).await, Entry::Closed);
    let record = store.tournament_record("t2").await.unwrap().unwrap();
    assert!(record.entrants.is_empty());
    assert_eq!(record.tournament.entrant_count, 0);
}

async fn a_member_leaves_only_once_and_only_before_the_start(url: &str) {
    let store = store(url).await;
    let admin = user(&store, "Admin").await;
    let (ann, bob) = (user(&store, "Ann").await, user(&store, "Bob").await);
    insert(&store, &tournament("t1", admin, 1_000)).await;
    join(&store, "t1", ann).await;
    join(&store, "t1", bob).await;
    assert_eq!(leave(&store, "t1", ann).await, Leaving::Removed);
    assert_eq!(leave(&store, "t1", ann).await, Leaving::NotIn);
    let record = store.tournament_record("t1").await.unwrap().unwrap();
    assert_eq!(record.tournament.entrant_count, 1);
    assert!(start(&store, "t1", 1_000).await);
    assert_eq!(leave(&store, "t1", bob).await, Leaving::Closed);
    let record = store.tournament_record("t1").await.unwrap().unwrap();
    assert_eq!(record.entrants.len(), 1);
}

async fn the_start_a_round_close_and_the_end_happen_once(url: &str) {
    let store = store(url).await;
    let admin = user(&store, "Admin").await;
    insert(&store, &tournament("t1", admin, 1_000)).await;
    assert!(!start(&store, "t1", 999).await, "not before its time");
    assert!(start(&store, "t1", 1_000).await);
    assert!(!start(&store, "t1", 1_000).await);

    let mut tx = store.begin().await.unwrap();
    tx.insert_round("t1", &round(1, -5)).await.unwrap();
    tx.commit().await.unwrap();
    let mut tx = store.begin().await.unwrap();
    assert!(!tx.close_round("t1", 2, 150).await.unwrap(), "not current");
    assert!(tx.close_round("t1", 1, 150).await.unwrap());
    assert!(!tx.close_round("t1", 1, 150).await.unwrap());
    let end = TournamentEnd {
        status: TournamentStatus::Finished,
        winner_id: Some(admin),
        reason: TournamentEnding::Completed,
    };
    assert!(tx.end_tournament("t1", end, 160).await.unwrap());
    assert!(!tx.end_tournament("t1", end, 170).await.unwrap());
    tx.commit().await.unwrap();

    let record = store.tournament_record("t1").await.unwrap().unwrap();
    assert_eq!(record.tournament.current_round, 1);
    assert_eq!(record.tournament.winner_id, Some(admin));
    assert_eq!(record.tournament.finished_at, Some(160));
    assert_eq!(
        record.rounds,
        [RoundRow {
            status: RoundStatus::Finished,
            finished_at: Some(150),
            ..round(1, -5)
        }]
    );
}

async fn a_round_is_over_when_every_game_of_it_has_ended(url: &str) {
    let store = store(url).await;
    let admin = user(&store, "Admin").await;
    let players = [
        user(&store, "Ann").await,
        user(&store, "Bob").await,
        user(&store, "Cid").await,
        user(&store, "Dee").await,
    ];
    insert(&store, &tournament("t1", admin, 0)).await;
    assert!(start(&store, "t1", 0).await);
    let mut tx = store.begin().await.unwrap();
    tx.insert_round("t1", &round(1, i64::MAX)).await.unwrap();
    for (board, (id, white, black)) in [("g1", 0, 1), ("g2", 2, 3)].into_iter().enumerate() {
        tx.insert_game(&game(id, players[white], players[black]))
            .await
            .unwrap();
        let board = i32::try_from(board).unwrap() + 1;
        let seat = GameSeat {
            round: 1,
            group_number: 1,
            board,
            slot: 1,
        };
        tx.link_tournament_game("t1", seat, id).await.unwrap();
    }
    tx.commit().await.unwrap();
    assert!(store.rounds_over(0, 10).await.unwrap().is_empty());

    let mut tx = store.begin().await.unwrap();
    for id in ["g1", "g2"] {
        let mut finished = tx.game(id).await.unwrap().unwrap();
        finished.status = GameStatus::Finished;
        finished.winner = Some(Color::White);
        finished.end_reason = Some(EndReason::Timeout);
        finished.version += 1;
        assert!(tx.save_game(&finished).await.unwrap());
        if id == "g1" {
            tx.commit().await.unwrap();
            assert!(store.rounds_over(0, 10).await.unwrap().is_empty());
            tx = store.begin().await.unwrap();
        }
    }
    tx.commit().await.unwrap();
    assert_eq!(store.rounds_over(0, 10).await.unwrap(), [("t1".into(), 1)]);

    let record = store.tournament_record("t1").await.unwrap().unwrap();
    let boards: Vec<(&str, i32, MemberId, Option<EndReason>)> = record
        .games
        .iter()
        .map(|g| (g.game_id.as_str(), g.board, g.white_id, g.end_reason))
        .collect();
    assert_eq!(
        boards,
        [
            ("g1", 1, players[0], Some(EndReason::Timeout)),
            ("g2", 2, players[2], Some(EndReason::Timeout))
        ]
    );
    assert_eq!(record.rounds[0].seed, i64::MAX);

    // A live tournament's pause: the round is not over until it is, and
    // of two directors one begins it and one moves to the next Berger
    // round.
    let mut tx = store.begin().await.unwrap();
    assert!(tx.pause_round("t1", 1, 1, 500).await.unwrap());
    assert!(!tx.pause_round("t1", 1, 1, 600).await.unwrap());
    tx.commit().await.unwrap();
    assert!(store.rounds_over(499, 10).await.unwrap().is_empty());
    assert_eq!(
        store.rounds_over(500, 10).await.unwrap(),
        [("t1".into(), 1)]
    );
    let mut tx = store.begin().await.unwrap();
    assert!(tx.claim_next_slot("t1", 1, 1).await.unwrap());
    assert!(!tx.claim_next_slot("t1", 1, 1).await.unwrap());
    tx.commit().await.unwrap();
    let round = &store.tournament_record("t1").await.unwrap().unwrap().rounds[0];
    assert_eq!((round.slot, round.resume_at), (2, None));
}

async fn groups_ratings_and_disqualifications_are_kept(url: &str) {
    let store = store(url).await;
    let admin = user(&store, "Admin").await;
    let (ann, bob) = (user(&store, "Ann").await, user(&store, "Bob").await);
    let mut row = tournament("t1", admin, 0);
    row.system = PairingSystem::DoubleRoundRobin;
    row.group_size = Some(4);
    row.swiss_rounds = None;
    insert(&store, &row).await;
    join(&store, "t1", ann).await;
    join(&store, "t1", bob).await;
    assert!(start(&store, "t1", 0).await);
    let mut tx = store.begin().await.unwrap();
    tx.insert_round(
        "t1",
        &RoundRow {
            bye_user_id: Some(bob),
            ..round(1, 42)
        },
    )
    .await
    .unwrap();
    for (seat, user_id) in [(1, bob), (2, ann)] {
        let player = GroupPlayerRow {
            round: 1,
            group_number: 1,
            seat,
            user_id,
            rating: None,
        };
        tx.insert_group_player("t1", &player).await.unwrap();
    }
    tx.set_group_ratings("t1", 1, &[(bob, Some(1600)), (ann, None)])
        .await
        .unwrap();
    tx.set_final_ratings("t1", &[(ann, Some(1500))])
        .await
        .unwrap();
    tx.disqualify_entrant("t1", bob).await.unwrap();
    tx.commit().await.unwrap();

    let record = store.tournament_record("t1").await.unwrap().unwrap();
    let seats: Vec<(i32, MemberId, Option<i32>)> = record
        .group_players
        .iter()
        .map(|p| (p.seat, p.user_id, p.rating))
        .collect();
    assert_eq!(seats, [(1, bob, Some(1600)), (2, ann, None)]);
    let flags: Vec<(MemberId, bool, Option<i32>)> = record
        .entrants
        .iter()
        .map(|e| (e.user_id, e.disqualified, e.final_rating))
        .collect();
    assert_eq!(flags, [(ann, false, Some(1500)), (bob, true, None)]);
    assert_eq!(record.rounds[0].bye_user_id, Some(bob));
}
