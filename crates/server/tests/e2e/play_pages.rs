//! Playing through the pages, as a person without scripts would: forms for
//! challenges, moves and actions, translated refusals — on SQLite and
//! PostgreSQL.

use crate::support::{Browser, TestApp};

app_tests!(
    a_game_is_challenged_accepted_and_played_through_the_forms,
    an_unverified_member_cannot_play_yet,
    an_open_game_from_the_lobby_is_joined,
    email_options_turn_your_turn_emails_into_a_daily_digest,
    a_blocked_player_is_refused_on_the_pages,
    a_live_challenge_is_made_from_the_form_and_bad_settings_name_their_range,
    the_lobby_lists_live_games_apart_and_tells_its_watchers_of_changes,
);

/// The id in the first form action starting with `prefix` (e.g.
/// `/challenges/{id}/accept`).
fn id_in_form_action(body: &str, prefix: &str) -> String {
    let marker = format!("action=\"{prefix}");
    let start = body.find(&marker).expect("a form for it") + marker.len();
    body[start..].split('/').next().unwrap().to_owned()
}

/// The game id in a game page's path.
fn game_id(path: &str) -> String {
    path.trim_start_matches('/').to_owned()
}

/// The ply a game page's move form is for.
fn ply_of(body: &str) -> String {
    let marker = "name=\"ply\" value=\"";
    let start = body.find(marker).expect("a move form") + marker.len();
    body[start..].split('"').next().unwrap().to_owned()
}

async fn move_on_page(browser: &Browser, game: &str, text: &str) -> crate::support::Page {
    let page = browser.get(&format!("/{game}")).await;
    let ply = ply_of(&page.body);
    browser
        .submit(
            &format!("/{game}"),
            &format!("/{game}/move"),
            &[("ply", &ply), ("move", text)],
        )
        .await
}

async fn a_game_is_challenged_accepted_and_played_through_the_forms(app: &TestApp) {
    let alice = app.signed_up("Alice").await;
    let bob = app.signed_up("Bob").await;
    let sent = alice
        .submit(
            "/challenges",
            "/challenges",
            &[
                ("username", "bob"),
                ("time_control", "3d/move"),
                ("color", "white"),
                ("message", "Hello <Bob>"),
            ],
        )
        .await;
    assert_eq!(sent.path, "/challenges?notice=challenge-sent");
    let incoming = bob.get("/challenges").await;
    assert!(incoming.body.contains("Alice") && incoming.body.contains("3 days per move"));
    assert!(incoming.body.contains("Hello &lt;Bob&gt;"), "escaped");
    let id = id_in_form_action(&incoming.body, "/challenges/");
    let started = bob
        .submit("/challenges", &format!("/challenges/{id}/accept"), &[])
        .await;
    let game = game_id(&started.path);
    assert_eq!(game, id);
    assert!(started.body.contains("Alice to move"), "{}", started.body);

    assert_eq!(
        move_on_page(&alice, &game, "e4").await.path,
        format!("/{game}")
    );
    let refused = move_on_page(&bob, &game, "e4").await;
    assert_eq!(refused.status, 400);
    assert!(
        refused
            .body
            .contains("“e4” is not a legal move in this position."),
        "{}",
        refused.body
    );
    let spanish = bob
        .submit("/", "/language", &[("lang", "es"), ("back", "/")])
        .await;
    assert_eq!(spanish.status, 200);
    let refused = move_on_page(&bob, &game, "Kd5").await;
    assert!(
        refused.body.contains("no es una jugada legal"),
        "{}",
        refused.body
    );
    move_on_page(&bob, &game, "e5").await;

    // A form for a position that has moved on is refused, not replayed.
    let stale = alice
        .submit(
            &format!("/{game}"),
            &format!("/{game}/move"),
            &[("ply", "0"), ("move", "d4")],
        )
        .await;
    assert_eq!(stale.status, 400);
    assert!(
        stale.body.contains("The game has moved on"),
        "{}",
        stale.body
    );
    // A ply that is no ply (`-2`, nothing) is a stale page too, never
    // taken as the current one: nothing is played.
    let before = ply_of(&alice.get(&format!("/{game}")).await.body);
    for ply in ["-2", "", "two"] {
        let odd = alice
            .submit(
                &format!("/{game}"),
                &format!("/{game}/move"),
                &[("ply", ply), ("move", "d4")],
            )
            .await;
        assert_eq!(odd.status, 400, "{ply:?}");
        assert!(odd.body.contains("The game has moved on"), "{ply:?}");
    }
    assert_eq!(
        ply_of(&alice.get(&format!("/{game}")).await.body),
        before,
        "nothing was played"
    );

    let offered = alice
        .submit(
            &format!("/{game}"),
            &format!("/{game}/action/draw-yes"),
            &[],
        )
        .await;
    assert!(offered.body.contains("You offered a draw."));
    assert!(
        bob.get(&format!("/{game}"))
            .await
            .body
            .contains("Tu rival ofrece tablas.")
    );
    let drawn = bob
        .submit(
            &format!("/{game}"),
            &format!("/{game}/action/draw-yes"),
            &[],
        )
        .await;
    assert!(
        drawn.body.contains("tablas de mutuo acuerdo"),
        "{}",
        drawn.body
    );
    let games = alice.get("/games").await;
    assert!(games.body.contains("draw by agreement"), "{}", games.body);
    let pgn = alice.get(&format!("/game/export/{game}")).await;
    assert!(
        pgn.body.contains("[Result \"1/2-1/2\"]") && pgn.body.contains("1. e4"),
        "{}",
        pgn.body
    );
}

async fn an_unverified_member_cannot_play_yet(app: &TestApp) {
    app.signed_up("Bob").await;
    let carol = app.browser();
    carol
        .register_and_log_in("Carol", "carol@example.org", "correct horse battery")
        .await;
    let refused = carol
        .submit(
            "/challenges",
            "/challenges",
            &[("username", "bob"), ("time_control", "3d/move")],
        )
        .await;
    assert_eq!(refused.status, 400);
    assert!(
        refused
            .body
            .contains("Confirm your email address before you play"),
        "{}",
        refused.body
    );
}

async fn an_open_game_from_the_lobby_is_joined(app: &TestApp) {
    let alice = app.signed_up("Alice").await;
    let bob = app.signed_up("Bob").await;
    let opened = alice
        .submit(
            "/lobby",
            "/lobby",
            &[("time_control", "10d/game"), ("color", "black")],
        )
        .await;
    assert_eq!(opened.path, "/lobby?notice=open-game-created");
    assert!(opened.body.contains("Withdraw"));
    let own = alice.get("/lobby").await;
    assert!(
        !own.body.contains("/join"),
        "no Play button on one's own game"
    );
    let lobby = bob.get("/lobby").await;
    assert!(lobby.body.contains("10 days per player for the whole game"));
    let id = id_in_form_action(&lobby.body, "/lobby/");
    let game = bob
        .submit("/lobby", &format!("/lobby/{id}/join"), &[])
        .await;
    assert!(
        game.body.contains("<strong>Your move</strong>"),
        "Alice asked for Black: {}",
        game.body
    );
    assert!(
        !bob.get("/lobby")
            .await
            .body
            .contains(&format!("/lobby/{id}/join"))
    );
}

async fn email_options_turn_your_turn_emails_into_a_daily_digest(app: &TestApp) {
    let alice = app.signed_up("Alice").await;
    let bob = app.signed_up("Bob").await;
    let saved = bob
        .submit(
            "/settings/notifications",
            "/settings/notifications",
            &[("your_turn", "daily_digest"), ("challenges", "on")],
        )
        .await;
    assert_eq!(
        saved.path,
        "/settings/notifications?notice=email-options-saved"
    );
    assert!(saved.body.contains("value=\"daily_digest\" checked"));
    alice
        .submit(
            "/challenges",
            "/challenges",
            &[
                ("username", "bob"),
                ("time_control", "3d/move"),
                ("color", "white"),
            ],
        )
        .await;
    let incoming = bob.get("/challenges").await;
    let id = id_in_form_action(&incoming.body, "/challenges/");
    bob.submit("/challenges", &format!("/challenges/{id}/accept"), &[])
        .await;
    move_on_page(&alice, &id, "e4").await;
    // The digest's day starts when Bob chose it: nothing before it ends.
    app.run_jobs_once().await;
    let digest_written = |app: &TestApp| {
        std::fs::read_dir(&app.mail_dir).unwrap().any(|f| {
            f.unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with("-your_turn_digest.eml")
        })
    };
    assert!(!digest_written(app), "no digest before the day is over");
    app.clock.advance(86_400_000);
    let digest = app.email_to("bob@example.org", "your_turn_digest").await;
    assert_eq!(digest.subject, "It is your move in one game");
    assert!(
        digest.text.contains("against Alice, 48 hours left"),
        "{}",
        digest.text
    );
    assert!(digest.text.contains(&format!("/{id}")));
    app.run_jobs_once().await;
    assert_eq!(
        app.emails_to("bob@example.org", "your_turn_digest", 1)
            .await
            .len(),
        1,
        "one a day"
    );
    assert!(
        std::fs::read_dir(&app.mail_dir).unwrap().all(|f| {
            let name = f.unwrap().file_name().into_string().unwrap();
            !name.ends_with("-your_turn.eml")
                || !std::fs::read_to_string(app.mail_dir.join(&name))
                    .unwrap()
                    .contains("bob@example.org")
        }),
        "no per-move email for Bob"
    );
}

async fn a_blocked_player_is_refused_on_the_pages(app: &TestApp) {
    let alice = app.signed_up("Alice").await;
    let bob = app.signed_up("Bob").await;
    let saved = bob
        .submit(
            "/settings/blocks",
            "/settings/blocks",
            &[("username", "ALICE"), ("action", "block")],
        )
        .await;
    assert_eq!(saved.path, "/settings/blocks?notice=blocks-saved");
    assert!(saved.body.contains("Alice"));
    let unknown = bob
        .submit(
            "/settings/blocks",
            "/settings/blocks",
            &[("username", "nobody"), ("action", "block")],
        )
        .await;
    assert_eq!(unknown.status, 400);
    let refused = alice
        .submit(
            "/challenges",
            "/challenges",
            &[("username", "bob"), ("time_control", "3d/move")],
        )
        .await;
    assert!(
        refused
            .body
            .contains("Bob does not accept challenges from you."),
        "{}",
        refused.body
    );
}

/// The live settings of the page forms, with `changes` over a Fast
/// 10-minute clock.
fn live_fields<'a>(changes: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut fields = vec![
        ("kind", "live"),
        ("mode", "fast"),
        ("round_minutes", "10"),
        ("move_minutes", "2"),
        ("extra_seconds", "5"),
        ("takebacks", "1"),
    ];
    for (name, value) in changes {
        for field in &mut fields {
            if field.0 == *name {
                field.1 = value;
            }
        }
    }
    fields
}

async fn a_live_challenge_is_made_from_the_form_and_bad_settings_name_their_range(app: &TestApp) {
    let alice = app.signed_up("Alice").await;
    let bob = app.signed_up("Bob").await;
    let form = alice.get("/challenges").await;
    for field in [
        "round_minutes",
        "move_minutes",
        "extra_seconds",
        "takebacks",
        "value=\"live\"",
    ] {
        assert!(form.body.contains(field), "{field}");
    }
    let mut fields = live_fields(&[]);
    fields.push(("username", "bob"));
    let sent = alice.submit("/challenges", "/challenges", &fields).await;
    assert_eq!(sent.path, "/challenges?notice=challenge-sent");
    let incoming = bob.get("/challenges").await;
    assert!(
        incoming.body.contains("Fast: 10 minutes per player, at most 2 minutes per move, 5 seconds added per move, one takeback each"),
        "{}",
        incoming.body
    );
    for (changes, message) in [
        (
            vec![("round_minutes", "40")],
            "A round time of 40 minutes is not offered: a Fast game's round time is 5 to 30 minutes.",
        ),
        (
            vec![("mode", "standard"), ("round_minutes", "60")],
            "A Standard game has no extra time: leave it at 0.",
        ),
        (
            vec![("move_minutes", "6")],
            "a Fast game's move time is 1 to 5 minutes",
        ),
        (
            vec![("extra_seconds", "2")],
            "a Fast game has none, or 3 to 60 seconds",
        ),
        (
            vec![("takebacks", "4")],
            "4 takebacks are not offered: choose 0 to 3.",
        ),
        (vec![("round_minutes", "ten")], "whole numbers"),
    ] {
        let mut fields = live_fields(&changes);
        fields.push(("username", "bob"));
        let refused = alice.submit("/challenges", "/challenges", &fields).await;
        assert_eq!(refused.status, 400, "{changes:?}");
        assert!(
            refused.body.contains(message),
            "{changes:?}: {}",
            refused.body
        );
    }
    assert_eq!(
        bob.get("/challenges").await.body.matches("/accept").count(),
        1
    );
}

async fn the_lobby_lists_live_games_apart_and_tells_its_watchers_of_changes(app: &TestApp) {
    let alice = app.signed_up("Alice").await;
    let mut watcher = reqwest::Client::new()
        .get(format!("{}/lobby/events", app.addr))
        .send()
        .await
        .unwrap();
    let opened = alice.submit("/lobby", "/lobby", &live_fields(&[])).await;
    assert_eq!(opened.path, "/lobby?notice=open-game-created");
    let change = tokio::time::timeout(std::time::Duration::from_secs(5), watcher.chunk())
        .await
        .expect("the lobby's watchers are told")
        .unwrap()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&change).trim(),
        r#"{"type":"changed"}"#
    );
    alice
        .submit("/lobby", "/lobby", &[("time_control", "3d/move")])
        .await;
    let lobby = app.browser().get("/lobby").await.body;
    let live = lobby.find("Open live games").unwrap();
    let correspondence = lobby.find("Open correspondence games").unwrap();
    let fast = lobby.find("Fast: 10 minutes").unwrap();
    let days = lobby.find("3 days per move").unwrap();
    assert!(
        live < fast && fast < correspondence && correspondence < days,
        "{lobby}"
    );
}
