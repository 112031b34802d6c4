//! Moves sent over the game's WebSocket (issue 35, docs/live-games.md):
//! each answered with its number (`ack`) once saved, or refused with the
//! reason, through the same use case as the page's form and the APIs —
//! the same refusals, nothing changed by a refused one, a move sent again
//! after a reconnect never played twice, and one that comes after the
//! deadline losing the game on time. On SQLite and PostgreSQL, with the
//! injected clock.

use serde_json::{Value, json};

use crate::support::api::Member;
use crate::support::socket::GameSocket;
use crate::support::{Browser, TestApp};

app_tests!(
    moves_sent_over_the_socket_are_answered_and_reach_the_opponent,
    a_move_refused_over_the_socket_says_why_and_changes_nothing,
    a_move_sent_again_after_a_reconnect_is_not_played_twice,
    a_move_over_the_socket_after_the_deadline_loses_on_time,
    a_socket_flooding_messages_is_refused_and_an_oversized_frame_closes_it,
    a_move_comes_alone_to_a_socket_that_has_the_state_before,
);

/// 10 minutes round time, 5 seconds extra time, 1 minute a move.
const FAST_10_5: [(&str, &str); 3] = [
    ("clock.limit", "600"),
    ("clock.increment", "5"),
    ("clock.move", "60"),
];

/// Alice and Bob in a live game of theirs (Alice White), each with their
/// page's socket open on it and its first state read.
struct Watching {
    alice: Member,
    bob: Member,
    game: String,
    bob_page: Browser,
    alices: GameSocket,
    bobs: GameSocket,
}

async fn both_watching(app: &TestApp) -> Watching {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    let (alice_page, bob_page) = (app.browser_of(&alice).await, app.browser_of(&bob).await);
    let mut alices = app.socket(Some(&alice_page), &game).await;
    let mut bobs = app.socket(Some(&bob_page), &game).await;
    for socket in [&mut alices, &mut bobs] {
        socket.next_state().await;
    }
    Watching {
        alice,
        bob,
        game,
        bob_page,
        alices,
        bobs,
    }
}

fn move_at(ack: u32, ply: u32, text: &str) -> Value {
    json!({ "t": "move", "ack": ack, "ply": ply, "move": text })
}

/// Sends a move and expects it saved: the answer first, then the state
/// with it.
async fn played(socket: &mut GameSocket, ack: u32, ply: u32, text: &str) -> Value {
    socket.send(&move_at(ack, ply, text)).await;
    assert_eq!(socket.next().await, json!({ "type": "ack", "ack": ack }));
    let state = socket.next_state().await;
    assert_eq!(state["ply"], ply + 1, "{state}");
    state
}

/// Sends `message` and expects it refused with `error`.
async fn refused(socket: &mut GameSocket, message: &Value, error: &str) {
    socket.send(message).await;
    assert_eq!(
        socket.next().await,
        json!({ "type": "refused", "ack": message["ack"], "error": error })
    );
}

async fn moves_sent_over_the_socket_are_answered_and_reach_the_opponent(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    let (alice_page, bob_page) = (app.browser_of(&alice).await, app.browser_of(&bob).await);
    let mut alices = app.socket(Some(&alice_page), &game).await;
    let mut bobs = app.socket(Some(&bob_page), &game).await;
    let mut visitors = app.socket(None, &game).await;
    for socket in [&mut alices, &mut bobs, &mut visitors] {
        assert_eq!(socket.next_state().await["ply"], 0);
    }

    app.clock.advance(10_000);
    played(&mut alices, 1, 0, "e2e4").await;
    let moved = bobs.next_state().await;
    assert_eq!(
        (&moved["ply"], &moved["san"], &moved["lastMove"]),
        (&json!(1), &json!(["e4"]), &json!(["e2", "e4"]))
    );
    // White was charged the 10 s and earned the extra 5, as for a posted move.
    assert_eq!(moved["clocks"]["white"], 595_000);
    assert_eq!(visitors.next_state().await["ply"], 1);

    // SAN too, and a draw offer with the move (it does not count this
    // early: the move is played, the offer dropped).
    let mut offer = move_at(1, 1, "e5");
    offer["offerDraw"] = json!(true);
    bobs.send(&offer).await;
    assert_eq!(bobs.next().await, json!({ "type": "ack", "ack": 1 }));
    assert_eq!(bobs.next_state().await["drawOffer"], Value::Null);
    assert_eq!(alices.next_state().await["san"], json!(["e4", "e5"]));

    // The APIs' path is the same game: a move posted there follows.
    alice.play(&game, "g1f3").await;
    assert_eq!(bobs.next_state().await["san"], json!(["e4", "e5", "Nf3"]));
    let exported = alice.export(&game).await;
    assert_eq!(exported["moves"], "e4 e5 Nf3", "{exported}");
}

async fn a_move_refused_over_the_socket_says_why_and_changes_nothing(app: &TestApp) {
    let Watching {
        alice,
        game,
        mut alices,
        mut bobs,
        ..
    } = both_watching(app).await;
    played(&mut alices, 1, 0, "e2e4").await;
    bobs.next_state().await;
    played(&mut bobs, 1, 1, "e7e5").await;
    alices.next_state().await;

    refused(
        &mut bobs,
        &move_at(2, 1, "d7d6"),
        "The game has moved on since you looked: here it is as it stands now.",
    )
    .await;
    refused(&mut bobs, &move_at(3, 2, "d7d6"), "It is not your turn.").await;
    refused(
        &mut alices,
        &move_at(2, 2, "e4e5"),
        "“e4e5” is not a legal move in this position.",
    )
    .await;
    refused(
        &mut alices,
        &move_at(3, 2, "zz"),
        "“zz” is not a move: write it in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e7e8q).",
    )
    .await;
    let mut visitors = app.socket(None, &game).await;
    assert_eq!(visitors.next_state().await["ply"], 2);
    refused(
        &mut visitors,
        &move_at(1, 2, "g1f3"),
        "Only the players of this game can move in it.",
    )
    .await;
    alices.send_text("{not json".into()).await;
    assert_eq!(
        alices.next().await,
        json!({ "type": "refused", "ack": null, "error": "The form could not be read. Please reload the page and try again." })
    );

    // Nothing of that changed the game: it still waits for White's
    // second move, which is played at ply 2.
    played(&mut alices, 4, 2, "g1f3").await;
    let state = bobs.next_state().await;
    assert_eq!(state["san"], json!(["e4", "e5", "Nf3"]));
    assert_eq!(alice.export(&game).await["moves"], "e4 e5 Nf3");
}

/// A page that lost its socket before the answer may send its move again
/// on the next one: had the first been saved, the ply has moved on and
/// the second is stale, never a second move.
async fn a_move_sent_again_after_a_reconnect_is_not_played_twice(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    let (alice_page, bob_page) = (app.browser_of(&alice).await, app.browser_of(&bob).await);
    let mut bobs = app.socket(Some(&bob_page), &game).await;
    bobs.next_state().await;
    let mut lost = app.socket(Some(&alice_page), &game).await;
    lost.next_state().await;
    lost.send(&move_at(1, 0, "e2e4")).await;
    drop(lost);
    assert_eq!(bobs.next_state().await["ply"], 1, "the move was saved");

    let mut again = app.socket(Some(&alice_page), &game).await;
    assert_eq!(again.next_state().await["ply"], 1);
    refused(
        &mut again,
        &move_at(1, 0, "e2e4"),
        "The game has moved on since you looked: here it is as it stands now.",
    )
    .await;
    played(&mut bobs, 1, 1, "c7c5").await;
    assert_eq!(again.next_state().await["san"], json!(["e4", "c5"]));
    assert_eq!(alice.export(&game).await["moves"], "e4 c5");
}

/// A move that comes after the mover's deadline, before the flag timer
/// came round, races the flag and loses: the game ends on time (before
/// five moves each, without a result: live-games.md).
async fn a_move_over_the_socket_after_the_deadline_loses_on_time(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    let (alice_page, bob_page) = (app.browser_of(&alice).await, app.browser_of(&bob).await);
    let mut alices = app.socket(Some(&alice_page), &game).await;
    let mut bobs = app.socket(Some(&bob_page), &game).await;
    alices.next_state().await;
    bobs.next_state().await;
    played(&mut alices, 1, 0, "e2e4").await;
    bobs.next_state().await;

    app.clock.advance(60_001);
    bobs.send(&move_at(1, 1, "e7e5")).await;
    // Whichever comes first ends the game on time: the move, found late,
    // or the flag timer (then the move finds the game over). The refusal
    // and the state may come in either order.
    let (first, second) = (bobs.next().await, bobs.next().await);
    let (answer, over) = if first["type"] == "refused" {
        (first, second)
    } else {
        (second, first)
    };
    assert_eq!(answer["ack"], 1, "{answer}");
    assert!(
        [
            "Your time ran out before the move arrived: the game is over.",
            "The game is over."
        ]
        .contains(&answer["error"].as_str().unwrap_or_default()),
        "{answer}"
    );
    let alices_over = alices.next_state().await;
    for over in [over, alices_over] {
        assert_eq!(
            (
                &over["inProgress"],
                &over["ply"],
                &over["end"]["reason"],
                &over["end"]["winner"]
            ),
            (
                &json!(false),
                &json!(1),
                &json!("no_result_timeout"),
                &Value::Null
            ),
            "{over}"
        );
    }
}

async fn a_socket_flooding_messages_is_refused_and_an_oversized_frame_closes_it(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    let alice_page = app.browser_of(&alice).await;
    let mut alices = app.socket(Some(&alice_page), &game).await;
    alices.next_state().await;
    // Forty messages in ten seconds are answered; the next is refused.
    for _ in 0..40 {
        alices.send_text("{}".into()).await;
        assert_eq!(
            alices.next().await["error"],
            "The form could not be read. Please reload the page and try again."
        );
    }
    alices.send(&move_at(1, 0, "e2e4")).await;
    assert_eq!(
        alices.next().await,
        json!({ "type": "refused", "ack": null, "error": "Too many attempts. Please wait a minute and try again." })
    );
    assert_eq!(alice.export(&game).await["moves"], "");

    let mut big = app.socket(Some(&alice_page), &game).await;
    big.next_state().await;
    big.send_text(format!(
        "{{\"t\":\"move\",\"pad\":\"{}\"}}",
        "x".repeat(2048)
    ))
    .await;
    assert!(big.closed().await, "a frame over 1 KiB closes the socket");
}

/// A move that follows the state a socket sent last comes alone (its SAN
/// and the position after it), whoever made it and however; the record it
/// completes is the whole record a socket opened afresh reads. Any other
/// change comes whole.
async fn a_move_comes_alone_to_a_socket_that_has_the_state_before(app: &TestApp) {
    let Watching {
        bob,
        game,
        bob_page,
        mut alices,
        mut bobs,
        ..
    } = both_watching(app).await;
    for socket in [&alices, &bobs] {
        assert_eq!(socket.sent_as, "state");
    }

    played(&mut alices, 1, 0, "e2e4").await;
    assert_eq!(alices.sent_as, "move");
    let moved = bobs.next_state().await;
    assert_eq!(bobs.sent_as, "move");
    let mut fresh = app.socket(Some(&bob_page), &game).await;
    let whole = fresh.next_state().await;
    assert_eq!(fresh.sent_as, "state");
    assert_eq!(moved, whole);
    assert_eq!(moved["san"], json!(["e4"]));
    assert_eq!(moved["fens"][1], moved["fen"]);

    // A change that is not a move comes whole.
    let aborted = bob
        .post(&format!("/api/board/game/{game}/abort"), &[])
        .await;
    assert_eq!(aborted.status, 200, "{}", aborted.text);
    for socket in [&mut alices, &mut bobs, &mut fresh] {
        let over = socket.next_state().await;
        assert_eq!(socket.sent_as, "state");
        assert_eq!(
            (&over["inProgress"], &over["san"]),
            (&json!(false), &json!(["e4"]))
        );
    }
}
