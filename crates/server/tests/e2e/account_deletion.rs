//! A member deletes their account (product.md §1): the password asked
//! again, games in progress forfeited, entries withdrawn, the address gone
//! from every table, the name a tombstone in finished games and never
//! registered again — on SQLite and PostgreSQL.

use redqueen::clock::Clock;
use redqueen_store::testing::text_columns_holding;

use crate::support::TestApp;

app_tests!(a_deleted_account_leaves_a_tombstone_and_no_address);

async fn a_deleted_account_leaves_a_tombstone_and_no_address(app: &TestApp) {
    let admin = app.admin("Alice").await;
    let bob = app.member("Bob").await;
    let carol = app.member("Carol").await;
    let dave = app.member("Dave").await;

    // A finished game, a game in progress, a note, an upcoming tournament,
    // personal information, a pending challenge.
    let finished = bob.start_game(&carol, "3").await;
    bob.play(&finished, "f2f3").await;
    carol.play(&finished, "e7e5").await;
    bob.play(&finished, "g2g4").await;
    carol.play(&finished, "d8h4").await;
    let playing = dave.start_game(&carol, "3").await;
    dave.play(&playing, "e2e4").await;
    let starts = (app.clock.now_ms() + 3_600_000).to_string();
    let cup = admin
        .post(
            "/api/tournaments",
            &[
                ("name", "Winter Cup"),
                ("system", "swiss"),
                ("rounds", "3"),
                ("time_control", "1d/move"),
                ("starts_at", &starts),
                ("min_players", "2"),
                ("max_players", "10"),
            ],
        )
        .await;
    assert_eq!(cup.status, 200, "{}", cup.text);
    let cup = cup.json["id"].as_str().unwrap().to_owned();
    let joined = carol
        .post(&format!("/api/tournaments/{cup}/join"), &[])
        .await;
    assert_eq!(joined.status, 200, "{}", joined.text);
    let challenge = carol.challenge(&bob, &[("days", "7")]).await;
    let browser = app.browser_of(&carol).await;
    browser
        .submit(
            &format!("/{playing}"),
            &format!("/{playing}/note"),
            &[("text", "my secret plan")],
        )
        .await;
    browser
        .submit(
            "/settings/profile",
            "/settings/profile",
            &[("real_name", "Carol Quince"), ("bio", "I like the Dutch")],
        )
        .await;

    // Where the address is before (the check finds what it looks for).
    let before = text_columns_holding(app.state().store(), "carol@example.org")
        .await
        .unwrap();
    assert!(before.contains(&"users.email".to_owned()), "{before:?}");

    // The page says what goes and what stays; mistakes change nothing.
    let page = browser.get("/settings/delete").await;
    for said in [
        "Erased at once",
        "Kept, and why",
        "tombstone",
        "never given to anyone",
    ] {
        assert!(page.body.contains(said), "{said}");
    }
    let unconfirmed = browser
        .submit(
            "/settings/delete",
            "/settings/delete",
            &[("password", "correct horse battery")],
        )
        .await;
    assert_eq!(unconfirmed.status, 400);
    assert!(unconfirmed.body.contains("Please tick the box"));
    let wrong = browser
        .submit(
            "/settings/delete",
            "/settings/delete",
            &[("password", "not my password"), ("confirm", "yes")],
        )
        .await;
    assert_eq!(wrong.status, 400);
    assert!(wrong.body.contains("The password is wrong."));
    assert_eq!(carol.get("/api/account").await.status, 200);

    let deleted = browser
        .submit(
            "/settings/delete",
            "/settings/delete",
            &[("password", "correct horse battery"), ("confirm", "yes")],
        )
        .await;
    assert_eq!(deleted.path, "/?notice=account-deleted", "{}", deleted.body);
    assert!(deleted.body.contains("Your account is deleted."));
    assert!(!deleted.body.contains("/@/Carol"), "logged out");
    assert_eq!(carol.get("/api/account").await.status, 401);
    let tombstone = format!("deleted~{}", carol.id.0);

    // The game in progress is Dave's by forfeit; the finished one shows
    // the tombstone.
    let forfeited = dave.export(&playing).await;
    assert_eq!(forfeited["status"], "timeout", "{forfeited}");
    assert_eq!(forfeited["winner"], "white");
    let pgn = app
        .browser()
        .get(&format!("/game/export/{finished}"))
        .await
        .body;
    assert!(pgn.contains(&format!("[Black \"{tombstone}\"]")), "{pgn}");
    assert!(pgn.contains("[Result \"0-1\"]"));
    let game_page = app
        .browser_of(&bob)
        .await
        .get(&format!("/{finished}"))
        .await;
    assert!(game_page.body.contains(&tombstone));
    assert!(!game_page.body.contains("Carol"), "{}", game_page.body);
    assert_eq!(app.browser().get("/@/Carol").await.status, 404);
    let cup_view = admin.get(&format!("/api/tournaments/{cup}")).await;
    assert!(!cup_view.text.contains("Carol"), "{}", cup_view.text);
    assert!(!bob.get("/api/challenge").await.text.contains(&challenge));
    assert!(
        text_columns_holding(app.state().store(), "my secret plan")
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        text_columns_holding(app.state().store(), "Carol Quince")
            .await
            .unwrap()
            .is_empty()
    );

    // The address is in no column of any table; the old password opens
    // nothing, and the name is never registered again.
    let holding = text_columns_holding(app.state().store(), "carol@example.org")
        .await
        .unwrap();
    assert!(holding.is_empty(), "the address is still in {holding:?}");
    let again = app.browser().log_in("Carol", "correct horse battery").await;
    assert_eq!(again.status, 401);
    let taken = app
        .browser()
        .register("carol", "someone@example.org", "correct horse battery")
        .await;
    assert!(
        taken.body.contains("This username is taken."),
        "{}",
        taken.body
    );
    let reused = app
        .browser()
        .register("Carla", "carol@example.org", "correct horse battery")
        .await;
    assert_eq!(reused.status, 200, "the address is free again");
    assert!(!reused.body.contains("already registered"));
}
