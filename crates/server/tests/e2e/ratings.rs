//! Ratings move when a rated game ends, in the same transaction, as
//! ratings.md says — on SQLite and PostgreSQL.

use crate::support::api::Member;
use crate::support::{TestApp, wait_until};

app_tests!(
    a_rated_game_rates_both_players_and_an_unrated_one_does_not,
    the_ratings_a_game_started_with_are_in_its_records,
    a_recompute_finds_no_difference_and_repairs_one,
    the_profile_shows_the_rating_its_history_and_personal_information_to_members_only,
    the_finder_and_the_leaderboard_list_players,
    a_sweep_rates_the_rated_game_it_ends_on_time_and_not_the_unrated_one,
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

async fn a_recompute_finds_no_difference_and_repairs_one(app: &TestApp) {
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    finish_rated(&alice, &bob, "true").await;
    finish_rated(&carol, &alice, "true").await;
    finish_rated(&bob, &carol, "false").await;
    let report = redqueen::ratings::recompute(app.state(), false)
        .await
        .unwrap();
    assert_eq!(
        (report.games, report.players, report.differences.len()),
        (2, 3, 0)
    );

    let mut tx = app.state().store.begin().await.unwrap();
    let mut row = tx
        .rating(bob.id, redqueen::play::CORRESPONDENCE)
        .await
        .unwrap();
    row.record.rating = row.record.rating.map(|r| r + 5);
    tx.set_rating(bob.id, redqueen::play::CORRESPONDENCE, &row, 0)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let report = redqueen::ratings::recompute(app.state(), true)
        .await
        .unwrap();
    assert_eq!(report.differences.len(), 1);
    assert_eq!(report.differences[0].user_id, bob.id);
    assert!(
        redqueen::ratings::recompute(app.state(), false)
            .await
            .unwrap()
            .differences
            .is_empty(),
        "repaired"
    );
}

async fn the_profile_shows_the_rating_its_history_and_personal_information_to_members_only(
    app: &TestApp,
) {
    let alice_browser = app.signed_up("Alice").await;
    let saved = alice_browser
        .submit(
            "/settings/profile",
            "/settings/profile",
            &[
                ("real_name", "Alice Liddell"),
                ("birth_year", "1990"),
                ("country", "gb"),
                ("languages", "en, es"),
                ("bio", "Loves <b>endgames</b>"),
            ],
        )
        .await;
    assert_eq!(saved.path, "/@/Alice");
    let refused = alice_browser
        .submit(
            "/settings/profile",
            "/settings/profile",
            &[("birth_year", "1850")],
        )
        .await;
    assert_eq!(refused.status, 400);
    assert!(
        refused.body.contains("A year of birth is a year from 1900"),
        "{}",
        refused.body
    );

    let alice = app.member("Alicia").await;
    let bob = app.member("Bob").await;
    let carol = app.member("Carol").await;
    finish_rated(&alice, &bob, "true").await;
    finish_rated(&carol, &alice, "true").await;

    let visitor = app.browser();
    let profile = visitor.get("/@/alicia").await;
    assert_eq!(profile.status, 200);
    assert!(
        profile.body.contains("Provisional: 1300 (2 games)"),
        "{}",
        profile.body
    );
    assert!(
        profile.body.contains("<svg") && profile.body.contains("polyline"),
        "the chart"
    );
    assert!(
        profile
            .body
            .contains("1 won, 0 drawn, 1 lost; 0 in progress"),
        "{}",
        profile.body
    );
    assert!(
        visitor
            .get("/@/Bob")
            .await
            .body
            .contains("Provisional: 1100 (1 game)")
    );
    assert!(visitor.get("/@/nobody").await.status == 404);
    use redqueen::clock::Clock;
    let today = redqueen_domain::vacation::Day::containing(app.clock.now_ms()).to_string();
    let away = bob
        .post("/api/vacation", &[("start", &today), ("days", "2")])
        .await;
    assert_eq!(away.status, 200, "{}", away.text);
    assert!(
        visitor
            .get("/@/Bob")
            .await
            .body
            .contains("Bob is on vacation until"),
        "the profile shows a vacation"
    );

    let public = visitor.get("/@/Alice").await;
    assert!(
        public.body.contains("Unrated") && !public.body.contains("Liddell"),
        "personal information is for members"
    );
    let member_view = app.signed_up("Dora").await.get("/@/Alice").await;
    assert!(
        member_view.body.contains("Alice Liddell") && member_view.body.contains("🇬🇧 GB"),
        "{}",
        member_view.body
    );
    assert!(
        member_view
            .body
            .contains("Loves &lt;b&gt;endgames&lt;/b&gt;"),
        "escaped"
    );
    assert!(member_view.body.contains("en,es"));
    assert!(member_view.body.contains("/challenges?username=Alice"));
}

async fn the_finder_and_the_leaderboard_list_players(app: &TestApp) {
    let seeker = app.signed_up("Seeker").await;
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    finish_rated(&alice, &bob, "true").await;
    let board = app.browser().get("/leaderboard").await;
    assert!(board.body.contains("Nobody has played 25 rated games yet."));
    assert!(
        app.browser()
            .get("/players")
            .await
            .path
            .starts_with("/login"),
        "members only"
    );
    let all = seeker.get("/players").await;
    assert!(
        all.body.contains("/@/Alice") && all.body.contains("/@/Bob"),
        "{}",
        all.body
    );
    assert!(
        !all.body.contains("/challenges?username=Seeker"),
        "not oneself"
    );
    let filtered = seeker.get("/players?rating_min=1400&rating_max=1600").await;
    assert!(
        filtered.body.contains("/@/Alice") && !filtered.body.contains("/@/Bob"),
        "{}",
        filtered.body
    );
    let named = seeker.get("/players?username=bo").await;
    assert!(named.body.contains("/@/Bob") && !named.body.contains("/@/Alice"));
}

/// The clock sweeper ends unrated games together and each rated one in its
/// own transaction with the rating (`jobs/clock_sweeper.rs`).
async fn a_sweep_rates_the_rated_game_it_ends_on_time_and_not_the_unrated_one(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let mut games = Vec::new();
    for rated in ["true", "false"] {
        let id = alice
            .challenge(&bob, &[("days", "1"), ("color", "white"), ("rated", rated)])
            .await;
        bob.post(&format!("/api/challenge/{id}/accept"), &[]).await;
        alice.play(&id, "e2e4").await;
        bob.play(&id, "e7e5").await;
        games.push(id);
    }
    app.clock.advance(86_400_000);
    wait_until("the sweeper", async || {
        for id in &games {
            if alice.export(id).await["status"] != "outoftime" {
                return false;
            }
        }
        true
    })
    .await;
    for id in &games {
        assert_eq!(alice.export(id).await["winner"], "black");
    }
    // ratings.md: both unrated, a win performs at 1500 and a loss at 1100;
    // the unrated game counts for nothing.
    let perf = |m: &Member| {
        let m = m.clone();
        async move { m.get("/api/account").await.json["perfs"]["correspondence"].clone() }
    };
    assert_eq!(
        (
            perf(&alice).await["games"].clone(),
            perf(&alice).await["rating"].clone()
        ),
        (1.into(), 1100.into())
    );
    assert_eq!(perf(&bob).await["rating"], 1500);
}
