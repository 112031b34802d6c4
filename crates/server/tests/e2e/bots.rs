//! BOT accounts (product.md §2, lichess-api-subset.md §6): an account that
//! never played becomes a BOT through the API or by an administrator; it is
//! labelled, plays unrated challenges on the Bot API only, and joins no
//! open game, seek, tournament or club — on SQLite and PostgreSQL.

use redqueen::clock::Clock;

use crate::support::TestApp;

app_tests!(a_bot_plays_unrated_challenges_on_the_bot_api_only);

async fn a_bot_plays_unrated_challenges_on_the_bot_api_only(app: &TestApp) {
    let (alice, admin) = app.admin_and_browser("Alice").await;
    let robot = app
        .member_with(
            "Robot",
            "board:play bot:play challenge:read challenge:write",
        )
        .await;
    let bob = app.member("Bob").await;

    // Not a bot yet: the Bot API refuses it.
    let early = robot.post("/api/bot/game/nosuch/resign", &[]).await;
    assert_eq!(early.status, 400, "{}", early.text);
    assert!(early.text.contains("only be used with a Bot account"));
    let without_scope = bob.post("/api/bot/account/upgrade", &[]).await;
    assert_eq!(without_scope.status, 403, "{}", without_scope.text);
    let upgraded = robot.post("/api/bot/account/upgrade", &[]).await;
    assert_eq!(upgraded.status, 200, "{}", upgraded.text);
    assert_eq!(robot.get("/api/account").await.json["title"], "BOT");
    assert_eq!(bob.get("/api/user/Robot").await.json["title"], "BOT");
    assert!(bob.get("/api/user/Bob").await.json.get("title").is_none());

    // Unrated challenges only; no open games, seeks, tournaments, clubs.
    let rated = bob
        .post("/api/challenge/Robot", &[("days", "3"), ("rated", "true")])
        .await;
    assert_eq!(rated.status, 400);
    assert!(rated.text.contains("never rated"), "{}", rated.text);
    // An open challenge has no challenger: a BOT may make one, and take no
    // side of one.
    let open = robot.post("/api/challenge/open", &[("days", "3")]).await;
    assert_eq!(open.status, 200, "{}", open.text);
    let side = robot
        .post(
            &format!(
                "/api/challenge/{}/accept?color=white",
                open.json["id"].as_str().unwrap()
            ),
            &[],
        )
        .await;
    assert_eq!(side.status, 400);
    assert!(side.text.contains("challenges only"), "{}", side.text);
    let seek = robot.post("/api/board/seek", &[("days", "3")]).await;
    assert_eq!(seek.status, 403);
    assert!(seek.text.contains("not for Bot accounts"), "{}", seek.text);
    let bobs_open = bob.post("/api/board/seek", &[("days", "3")]).await;
    assert_eq!(bobs_open.status, 200, "{}", bobs_open.text);
    let join = robot
        .post(
            &format!(
                "/api/challenge/{}/accept",
                bobs_open.json["id"].as_str().unwrap()
            ),
            &[],
        )
        .await;
    assert_eq!(join.status, 400);
    assert!(join.text.contains("challenges only"), "{}", join.text);
    let starts = (app.clock.now_ms() + 3_600_000).to_string();
    let cup = alice
        .post(
            "/api/tournaments",
            &[
                ("name", "Cup"),
                ("system", "swiss"),
                ("rounds", "3"),
                ("time_control", "1d/move"),
                ("starts_at", &starts),
                ("min_players", "2"),
                ("max_players", "8"),
            ],
        )
        .await;
    let cup = cup.json["id"].as_str().unwrap().to_owned();
    let entry = robot
        .post(&format!("/api/tournaments/{cup}/join"), &[])
        .await;
    assert_eq!(entry.status, 403);
    assert!(
        entry.text.contains("do not play in tournaments"),
        "{}",
        entry.text
    );
    let club = alice.post("/api/clubs", &[("name", "Rooks")]).await;
    let club = club.json["id"].to_string();
    let ask = robot.post(&format!("/api/clubs/{club}/join"), &[]).await;
    assert_eq!(ask.status, 403);
    assert!(
        ask.text.contains("BOT accounts do not join clubs"),
        "{}",
        ask.text
    );

    // A casual game, played on the Bot API; the Board API is closed to it.
    let game = bob
        .challenge(&robot, &[("days", "3"), ("color", "white")])
        .await;
    let accepted = robot
        .post(&format!("/api/challenge/{game}/accept"), &[])
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    bob.play(&game, "e2e4").await;
    let board = robot
        .post(&format!("/api/board/game/{game}/move/e7e5"), &[])
        .await;
    assert_eq!(board.status, 403);
    assert!(
        board.text.contains("not for Bot accounts"),
        "{}",
        board.text
    );
    let moved = robot
        .post(&format!("/api/bot/game/{game}/move/e7e5"), &[])
        .await;
    assert_eq!(moved.status, 200, "{}", moved.text);
    let chat = robot
        .post(
            &format!("/api/bot/game/{game}/chat"),
            &[("room", "player"), ("text", "good luck")],
        )
        .await;
    assert_eq!(chat.status, 200, "{}", chat.text);
    let resigned = robot
        .post(&format!("/api/bot/game/{game}/resign"), &[])
        .await;
    assert_eq!(resigned.status, 200, "{}", resigned.text);
    let exported = bob.export(&game).await;
    assert_eq!(exported["rated"], false);
    assert_eq!(exported["winner"], "white");
    let pgn = app
        .browser()
        .get(&format!("/game/export/{game}"))
        .await
        .body;
    assert!(pgn.contains("[BlackTitle \"BOT\"]"), "{pgn}");

    // Labelled on the pages.
    let profile = app.browser().get("/@/Robot").await;
    assert!(profile.body.contains("BOT Robot"));
    let page = app.browser_of(&bob).await.get(&format!("/{game}")).await;
    assert!(page.body.contains("BOT Robot"), "{}", page.body);

    // Only an account that never played becomes one; an administrator
    // may make one, which the log keeps.
    let dana = app
        .member_with("Dana", "board:play bot:play challenge:read challenge:write")
        .await;
    bob.start_game(&dana, "3").await;
    let late = dana.post("/api/bot/account/upgrade", &[]).await;
    assert_eq!(late.status, 400);
    assert!(late.text.contains("cannot become a BOT"), "{}", late.text);
    app.member("Carl").await;
    let made = admin
        .submit(
            "/admin/members/Carl",
            "/admin/members/Carl",
            &[("action", "bot"), ("reason", "Runs an engine for practice")],
        )
        .await;
    assert_eq!(
        made.path, "/admin/members/Carl?notice=moderation-done",
        "{}",
        made.body
    );
    assert!(admin.get("/admin/log").await.body.contains("made a BOT"));
    let again = admin
        .submit(
            "/admin/members/Bob",
            "/admin/members/Bob",
            &[("action", "bot"), ("reason", "no")],
        )
        .await;
    assert_eq!(again.status, 400);
    assert!(again.body.contains("cannot become a BOT"));
    let settings = app.browser_of(&robot).await.get("/settings/bot").await;
    assert!(settings.body.contains("This account is a BOT account."));
}
