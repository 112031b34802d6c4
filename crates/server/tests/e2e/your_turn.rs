//! "Your turn" emails wait their grace (docs/play.md): a reply within it
//! replaces the email, and after it the player to move hears once.

use redqueen_store::testing::TestBackend;

use crate::support::TestApp;

each_backend!(a_reply_within_the_grace_replaces_the_your_turn_email);

const GRACE_MS: i64 = 60_000;

async fn a_reply_within_the_grace_replaces_the_your_turn_email(backend: TestBackend) {
    let Some(app) = TestApp::spawn_with(backend, |s| s.your_turn_delay_ms = GRACE_MS).await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    // Nothing is due within the grace.
    app.run_jobs_once().await;
    for member in ["alice@example.org", "bob@example.org"] {
        assert!(app.emails_to(member, "your_turn", 0).await.is_empty());
    }

    app.clock.advance(GRACE_MS);
    let turn = app.email_to("alice@example.org", "your_turn").await;
    assert_eq!(turn.subject, "Bob played 1... e5: your move");
    // Bob's email was replaced by his own reply; Alice hears only once.
    app.run_jobs_once().await;
    assert!(
        app.emails_to("bob@example.org", "your_turn", 0)
            .await
            .is_empty()
    );
    assert_eq!(
        app.emails_to("alice@example.org", "your_turn", 0)
            .await
            .len(),
        1
    );
    app.stop().await;
}
