//! Ratings move when a rated game ends, in the same transaction, as
//! ratings.md says — on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use support::TestApp;
use support::api::Member;

app_tests!(
    a_rated_game_rates_both_players_and_an_unrated_one_does_not,
    the_ratings_a_game_started_with_are_in_its_records,
);

async fn finish_rated(white: &Member, black: &Member, rated: &str) -> String {
    let id = white
        .challenge(
            black,
            &[("days", "3"), ("color", "white"), ("rated", rated)],
        )
        .await;
    black
        .post(&format!("/api/challenge/{id}/accept"), &[])
        .await;
    white.play(&id, "e2e4").await;
    black.play(&id, "e7e5").await;
    black
        .post(&format!("/api/board/game/{id}/resign"), &[])
        .await;
    id
}

async fn a_rated_game_rates_both_players_and_an_unrated_one_does_not(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    finish_rated(&alice, &bob, "false").await;
    assert_eq!(
        alice.get("/api/account").await.json["perfs"]["correspondence"]["games"],
        0
    );

    // ratings.md: both unrated, a win performs at 1500 and a loss at 1100.
    let first = finish_rated(&alice, &bob, "true").await;
    let perf = |m: &Member| {
        let m = m.clone();
        async move { m.get("/api/account").await.json["perfs"]["correspondence"].clone() }
    };
    assert_eq!(
        perf(&alice).await,
        serde_json::json!({"games": 1, "rating": 1500, "rd": 150, "prog": 0, "prov": true})
    );
    assert_eq!(perf(&bob).await["rating"], 1100);
    let exported = alice.export(&first).await;
    assert_eq!(
        exported["players"]["white"]["ratingDiff"],
        serde_json::Value::Null,
        "a first rating is no change"
    );

    // The special rule: provisional against rated with |D| >= 400 changes
    // nothing and does not count.
    finish_rated(&alice, &bob, "true").await;
    assert_eq!(perf(&alice).await["games"], 1);
    assert_eq!(perf(&bob).await["rating"], 1100);
}

async fn the_ratings_a_game_started_with_are_in_its_records(app: &TestApp) {
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    finish_rated(&alice, &bob, "true").await;
    finish_rated(&carol, &bob, "true").await;
    // Alice 1500 (1 game) beats Carol 1500 (1 game): 1900 performance,
    // (1500 + 1900) / 2 = 1700 for Alice; Carol (1500 + 1100) / 2 = 1300.
    let game = finish_rated(&alice, &carol, "true").await;
    let exported = alice.export(&game).await;
    assert_eq!(exported["players"]["white"]["rating"], 1500);
    assert_eq!(exported["players"]["white"]["ratingDiff"], 200);
    assert_eq!(exported["players"]["black"]["ratingDiff"], -200);
    let pgn = alice.get(&format!("/game/export/{game}")).await.text;
    assert!(
        pgn.contains("[WhiteElo \"1500\"]") && pgn.contains("[WhiteRatingDiff \"+200\"]"),
        "{pgn}"
    );
    assert_eq!(
        alice.get("/api/account").await.json["perfs"]["correspondence"]["rating"],
        1700
    );
    assert_eq!(
        carol.get("/api/account").await.json["perfs"]["correspondence"]["rating"],
        1300
    );
}
