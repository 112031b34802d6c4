//! The game's WebSocket (`GET /{id}/socket`, live-games.md "On the
//! server"): the current state first, then every change pushed as it is
//! saved — the opponent's move with both clocks, chat lines for the
//! players only, requests, the end of the game — on SQLite and PostgreSQL,
//! with the injected clock.

use serde_json::{Value, json};

use crate::support::socket::PUSHED_WITHIN;
use crate::support::{TestApp, next_line};

app_tests!(
    a_socket_pushes_the_opponents_move_with_the_clocks_and_the_end_of_the_game,
    a_socket_opened_again_starts_from_the_current_state,
    a_socket_from_another_sites_page_is_refused_and_an_unknown_game_is_not_found,
    a_players_socket_ends_with_their_session,
);

/// A player's socket ends as soon as its session does, whatever else is
/// sent meanwhile: Bob's page on his laptop closes at once when he
/// changes his password on his phone (which ends every other session);
/// the phone's socket goes on, carrying the chat, until he logs out
/// there. The `/my/waiting` stream of the laptop ends with it. Nothing
/// waits for a keep-alive (6 s): `closed` waits 2 s at most.
async fn a_players_socket_ends_with_their_session(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    let (laptop, phone) = (app.browser_of(&bob).await, app.browser_of(&bob).await);
    let mut on_laptop = app.socket(Some(&laptop), &game).await;
    let mut on_phone = app.socket(Some(&phone), &game).await;
    on_laptop.next_state().await;
    on_phone.next_state().await;
    let mut waiting = laptop.waiting_stream().await;
    let mut buffer = Vec::new();
    assert!(
        next_line(&mut waiting, &mut buffer).await.is_some(),
        "the counts"
    );
    let chat = |text: &'static str| {
        let (alice, game) = (&alice, &game);
        async move {
            let said = alice
                .post(
                    &format!("/api/board/game/{game}/chat"),
                    &[("room", "player"), ("text", text)],
                )
                .await;
            assert_eq!(said.status, 200, "{}", said.text);
        }
    };
    chat("hello").await;
    assert_eq!(on_laptop.next().await["text"], "hello");
    assert_eq!(on_phone.next().await["text"], "hello");

    phone.change_password().await;
    assert!(
        on_laptop.closed().await,
        "the laptop's socket ended with its session"
    );
    let ended = tokio::time::timeout(PUSHED_WITHIN, async {
        while next_line(&mut waiting, &mut buffer).await.is_some() {}
    })
    .await;
    assert!(ended.is_ok(), "the laptop's waiting stream ended too");
    chat("still there?").await;
    assert_eq!(
        on_phone.next().await["text"],
        "still there?",
        "the phone's session stands"
    );

    let out = phone.log_out().await;
    assert_eq!(out.path, "/?notice=logged-out");
    assert!(
        on_phone.closed().await,
        "the phone's socket ended with its log out"
    );
}

/// 10 minutes round time, 5 seconds extra time, 1 minute a move.
const FAST_10_5: [(&str, &str); 3] = [
    ("clock.limit", "600"),
    ("clock.increment", "5"),
    ("clock.move", "60"),
];

fn clocks(white: i64, black: i64, running: Option<&str>, move_left: Option<i64>) -> Value {
    json!({ "white": white, "black": black, "running": running, "moveMs": 60_000, "moveLeftMs": move_left })
}

async fn a_socket_pushes_the_opponents_move_with_the_clocks_and_the_end_of_the_game(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    let bob_page = app.browser_of(&bob).await;
    let mut bobs = app.socket(Some(&bob_page), &game).await;
    let mut visitors = app.socket(None, &game).await;

    let first = bobs.next_state().await;
    assert_eq!(
        (&first["ply"], &first["myColor"], &first["dests"]),
        (&json!(0), &json!("black"), &json!({}))
    );
    // Each clock is the round time; White's runs, with the move time
    // left beside it (issue 49).
    assert_eq!(
        first["clocks"],
        clocks(600_000, 600_000, Some("white"), Some(60_000))
    );
    assert_eq!(visitors.next_state().await["myColor"], Value::Null);

    app.clock.advance(10_000);
    alice.play(&game, "e2e4").await;
    let moved = bobs.next_state().await;
    assert_eq!(
        (&moved["ply"], &moved["lastMove"], &moved["san"]),
        (&json!(1), &json!(["e2", "e4"]), &json!(["e4"]))
    );
    assert!(moved["dests"]["e7"].is_array(), "{moved}");
    // White spent 10 s of 600 and earned 5; Black's clock now runs.
    assert_eq!(
        moved["clocks"],
        clocks(595_000, 600_000, Some("black"), Some(60_000))
    );
    assert_eq!(visitors.next_state().await["ply"], 1);

    app.clock.advance(20_000);
    let said = alice
        .post(
            &format!("/api/board/game/{game}/chat"),
            &[("room", "player"), ("text", "good luck")],
        )
        .await;
    assert_eq!(said.status, 200, "{}", said.text);
    let line = bobs.next().await;
    assert!(line["id"].is_i64(), "the line's id, for a report: {line}");
    assert_eq!(
        line,
        json!({ "type": "chat", "id": line["id"], "username": "Alice", "text": "good luck" })
    );

    let quit = alice
        .post(&format!("/api/board/game/{game}/quit/yes"), &[])
        .await;
    assert_eq!(quit.status, 200, "{}", quit.text);
    let asked = bobs.next_state().await;
    assert_eq!(
        (&asked["quitRequest"], &asked["end"]),
        (&json!("white"), &Value::Null)
    );
    assert_eq!(asked["clocks"]["moveLeftMs"], 40_000);
    // The visitor was told of no chat line: its next message is the state.
    assert_eq!(visitors.next_state().await["quitRequest"], "white");

    let declined = bob
        .post(&format!("/api/board/game/{game}/quit/no"), &[])
        .await;
    assert_eq!(declined.status, 200, "{}", declined.text);
    // Said to Bob about himself, to a visitor by name; and to Alice, who
    // quit, that she did (she was told "the opponent quit").
    let alice_page = app.browser_of(&alice).await;
    let mut alices = app.socket(Some(&alice_page), &game).await;
    for (socket, said) in [
        (&mut bobs, "You won: your opponent quit"),
        (&mut visitors, "Bob won: Alice quit"),
        (
            &mut alices,
            "You lost: you quit without your opponent's agreement",
        ),
    ] {
        let over = socket.next_state().await;
        assert_eq!(over["inProgress"], false, "{over}");
        assert_eq!(
            over["end"],
            json!({
                "reason": "quit", "winner": "black",
                "ratingDiff": { "white": null, "black": null },
                // live-games.md: the quitter loses three standard amounts;
                // under 50 plies the other side's gems do not change.
                "gems": { "white": -30, "black": null },
            })
        );
        assert_eq!(over["clocks"]["running"], Value::Null);
        assert_eq!(over["status"], said);
    }
}

async fn a_socket_opened_again_starts_from_the_current_state(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    let alice_page = app.browser_of(&alice).await;
    let mut first = app.socket(Some(&alice_page), &game).await;
    assert_eq!(first.next_state().await["ply"], 0);
    drop(first);

    alice.play(&game, "d2d4").await;
    bob.play(&game, "d7d5").await;
    let mut again = app.socket(Some(&alice_page), &game).await;
    let current = again.next_state().await;
    assert_eq!(
        (&current["ply"], &current["san"], &current["myColor"]),
        (&json!(2), &json!(["d4", "d5"]), &json!("white"))
    );
    alice.play(&game, "c2c4").await;
    assert_eq!(again.next_state().await["ply"], 3);
}

async fn a_socket_from_another_sites_page_is_refused_and_an_unknown_game_is_not_found(
    app: &TestApp,
) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    let alice_page = app.browser_of(&alice).await;
    let status = |result: Result<_, tokio_tungstenite::tungstenite::Error>| match result {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => response.status().as_u16(),
        Err(other) => panic!("{other}"),
        Ok(_) => 101,
    };
    let forged = app
        .try_socket(Some(&alice_page), &game, Some("http://evil.example"))
        .await;
    assert_eq!(status(forged), 403);
    let unknown = app.try_socket(Some(&alice_page), "nosuchgm", None).await;
    assert_eq!(status(unknown), 404);
    // A client that is not a browser sends no Origin.
    assert_eq!(status(app.try_socket(None, &game, None).await), 101);
}
