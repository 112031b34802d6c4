//! A member's games through `GET /api/games/user/{username}`: every
//! filter is applied by the database before `max` counts, on SQLite and
//! PostgreSQL.
use crate::support::TestApp;
use crate::support::api::Member;
use redqueen::clock::Clock;
use serde_json::Value;

app_tests!(
    the_export_filters_before_it_counts_max,
    bad_export_filters_are_refused_naming_them,
    a_live_game_is_exported_by_its_speed_with_its_clocks,
);

/// The ids of the games `path` exports, in its order (NDJSON).
async fn exported(member: &Member, path: &str) -> Vec<String> {
    let answer = member.get_accepting(path, "application/x-ndjson").await;
    assert_eq!(answer.status, 200, "{path}: {}", answer.text);
    answer
        .text
        .lines()
        .map(|line| {
            let game: Value = serde_json::from_str(line).unwrap();
            game["id"].as_str().unwrap().to_owned()
        })
        .collect()
}

async fn the_export_filters_before_it_counts_max(app: &TestApp) {
    let alice = app.member("Alice").await;
    let bob = app.member("Bob").await;
    let carol = app.member("Carol").await;
    let first = app.clock.now_ms();
    // The oldest game is the only one against Bob; Alice plays Black only
    // in the newest.
    let against_bob = alice.start_game(&bob, "3").await;
    let mut against_carol = Vec::new();
    for _ in 0..3 {
        app.clock.advance(1_000);
        against_carol.push(alice.start_game(&carol, "3").await);
    }
    app.clock.advance(1_000);
    let as_black = carol.start_game(&alice, "3").await;
    let all = "/api/games/user/alice?ongoing=true";

    assert_eq!(
        exported(&alice, &format!("{all}&max=1&vs=bob")).await,
        [against_bob.as_str()],
        "max counts only the games against Bob"
    );
    assert_eq!(
        exported(&alice, &format!("{all}&max=1&vs=Carol")).await,
        [as_black.as_str()]
    );
    assert_eq!(
        exported(&alice, &format!("{all}&max=2&color=black")).await,
        [as_black.as_str()]
    );
    assert_eq!(
        exported(&alice, &format!("{all}&max=1&color=white&vs=carol")).await,
        [against_carol[2].as_str()]
    );
    assert_eq!(
        exported(&alice, &format!("{all}&max=1&sort=dateAsc")).await,
        [against_bob.as_str()]
    );
    let since = first + 2_000;
    let until = first + 3_000;
    assert_eq!(
        exported(&alice, &format!("{all}&since={since}&until={until}")).await,
        [against_carol[2].as_str(), against_carol[1].as_str()]
    );
    assert_eq!(
        exported(&alice, &format!("{all}&max=1&rated=true")).await,
        Vec::<String>::new(),
        "every game here is casual"
    );
    assert_eq!(
        exported(&alice, &format!("{all}&rated=false")).await.len(),
        5
    );
    assert!(
        exported(&alice, &format!("{all}&vs=nobody"))
            .await
            .is_empty()
    );
    assert!(
        exported(&alice, "/api/games/user/alice").await.is_empty(),
        "finished games only, by default"
    );
}

async fn bad_export_filters_are_refused_naming_them(app: &TestApp) {
    let alice = app.member("Alice").await;
    for (query, field) in [
        ("color=green", "color"),
        ("sort=sideways", "sort"),
        ("rated=perhaps", "rated"),
        ("max=many", "max"),
        ("since=yesterday", "since"),
    ] {
        let answer = alice.get(&format!("/api/games/user/alice?{query}")).await;
        assert_eq!(answer.status, 400, "{query}: {}", answer.text);
        assert!(
            answer.json["error"][field].is_array(),
            "{query}: {}",
            answer.text
        );
    }
}

/// Issue "what a player sees", point 7: a 600+5 game was exported as a
/// "Casual correspondence game" with `%ccsnt` comments; a live game is
/// named by its speed, as lichess does, with each mover's `[%clk]`.
async fn a_live_game_is_exported_by_its_speed_with_its_clocks(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice
        .start_live_game(&bob, &[("clock.limit", "300"), ("clock.increment", "3")])
        .await;
    app.clock.advance(2_000);
    alice.play(&game, "e2e4").await;
    app.clock.advance(10_000);
    bob.play(&game, "e7e5").await;

    let pgn = app
        .browser()
        .get(&format!("/game/export/{game}"))
        .await
        .body;

    assert!(pgn.contains("[Event \"Casual blitz game\"]"), "{pgn}");
    // White: 5:00 less 2 s plus 3 s; Black: 5:00 less 10 s plus 3 s.
    assert!(
        pgn.contains("1. e4 { [%clk 0:05:01] } e5 { [%clk 0:04:53] }"),
        "{pgn}"
    );
    assert!(!pgn.contains("%ccsnt"), "{pgn}");
}
