//! An installation's cap on games in progress (product.md §2, a decision;
//! `max_games_in_progress`): a challenge or an open game is refused when
//! either player is at it, naming who, and nothing changes; tournament
//! games are never refused.

use redqueen_store::testing::TestBackend;

use crate::support::TestApp;

each_backend!(a_member_at_the_cap_starts_no_more_games_until_one_ends);

async fn a_member_at_the_cap_starts_no_more_games_until_one_ends(backend: TestBackend) {
    let Some(app) = TestApp::spawn_with(backend, |s| s.max_games_in_progress = Some(2)).await
    else {
        return;
    };
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    let first = alice.start_game(&bob, "3").await;
    alice.start_game(&carol, "3").await;
    // Alice plays two: her third challenge is refused when accepted, to
    // either side, and stays open.
    let third = alice.challenge(&bob, &[("days", "3")]).await;
    let refused = bob
        .post(&format!("/api/challenge/{third}/accept"), &[])
        .await;
    assert_eq!(refused.status, 400, "{}", refused.text);
    assert_eq!(
        refused.json["error"],
        "Alice already plays 2 games, the most this site allows at once"
    );
    let to_alice = bob.challenge(&alice, &[("days", "3")]).await;
    let mine = alice
        .post(&format!("/api/challenge/{to_alice}/accept"), &[])
        .await;
    assert_eq!(
        mine.json["error"],
        "You already play 2 games, the most this site allows at once"
    );
    let page = app
        .browser_of(&alice)
        .await
        .submit(
            "/challenges",
            &format!("/challenges/{to_alice}/accept"),
            &[],
        )
        .await;
    assert_eq!(page.status, 400);
    assert!(
        page.body.contains(
            "You already play 2 games, the most this site allows at once: finish one first."
        ),
        "{}",
        page.body
    );
    let pending = bob.get("/api/challenge").await;
    assert_eq!(
        pending.json["out"].as_array().unwrap().len(),
        1,
        "{}",
        pending.text
    );
    // One game ends: the next one starts.
    let resigned = bob
        .post(&format!("/api/board/game/{first}/resign"), &[])
        .await;
    assert_eq!(resigned.status, 200, "{}", resigned.text);
    let accepted = bob
        .post(&format!("/api/challenge/{third}/accept"), &[])
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    app.stop().await;
}
