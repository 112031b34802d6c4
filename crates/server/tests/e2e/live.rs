//! Live games end to end through the lichess-compatible API (live-games.md,
//! seed 001): Fast clocks with round time, move time and extra time, the
//! flag timer, takebacks, the draw-request limit and requests to quit — on
//! SQLite and PostgreSQL, with the injected clock. The clock sweeper is
//! slowed to an hour here, so every ending on time is the flag timer's.

use serde_json::Value;

use crate::support::api::Member;
use crate::support::moves::TWENTY_PLIES;
use crate::support::{TestApp, wait_until};
use redqueen_domain::rating::RatingRecord;
use redqueen_store::RatingRow;
use redqueen_store::testing::TestBackend;

each_backend!(
    a_fast_game_flags_on_move_time_from_the_timer,
    a_fast_game_flags_on_round_time_with_the_clock_shown_as_the_smaller,
    the_game_stream_gives_lichess_times_and_the_round_and_move_time_apart,
    running_out_before_ten_plies_has_no_result,
    a_move_after_the_flag_is_refused_and_the_flag_ends_the_game,
    takebacks_by_right_then_by_offer,
    resign_waits_for_twenty_plies_and_a_fourth_draw_request_is_refused,
    a_quit_agreed_has_no_result_and_a_quit_declined_loses,
    an_unanswered_quit_request_loses_when_the_move_time_has_passed,
    a_rated_live_game_moves_the_live_rating_only,
    bad_live_actions_are_refused_naming_the_rule,
    a_live_game_may_be_aborted_until_both_sides_have_moved,
    a_draw_offered_with_a_move_too_early_never_costs_the_move,
    a_real_time_seek_lives_while_its_connection_does,
    an_unanswered_live_challenge_lapses_after_ten_minutes,
    a_live_game_says_its_offers_on_the_page_and_mails_its_end_only_to_a_player_away,
);

const MINUTE: i64 = 60_000;

/// A test server whose clock sweeper runs once an hour: endings on time
/// within a test come from the flag timer.
async fn app(backend: TestBackend) -> Option<TestApp> {
    TestApp::spawn_with(backend, |settings| settings.clock_sweep_ms = 3_600_000).await
}

/// A live game between Alice (white) and Bob with `clock` parameters.
async fn live_game(app: &TestApp, clock: &[(&str, &str)]) -> (Member, Member, String) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let id = alice.start_live_game(&bob, clock).await;
    (alice, bob, id)
}

/// 10 minutes round time, 5 seconds extra time, 1 minute a move.
const FAST_10_5: [(&str, &str); 3] = [
    ("clock.limit", "600"),
    ("clock.increment", "5"),
    ("clock.move", "60"),
];

async fn play_all(alice: &Member, bob: &Member, game: &str, moves: &[&str]) {
    for (ply, uci) in moves.iter().enumerate() {
        let mover = if ply % 2 == 0 { alice } else { bob };
        mover.play(game, uci).await;
    }
}

async fn ended(member: &Member, game: &str, status: &str) -> Value {
    wait_until(&format!("game {game} to end with {status}"), async || {
        member.export(game).await["status"] == status
    })
    .await;
    member.export(game).await
}

async fn post(member: &Member, path: &str) -> (u16, String) {
    let answer = member.post(path, &[]).await;
    (answer.status, answer.text)
}

async fn a_fast_game_flags_on_move_time_from_the_timer(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob, game) = live_game(&app, &FAST_10_5).await;
    let full = alice.game_full(&game).await;
    assert_eq!(
        (
            &full["speed"],
            &full["clock"]["initial"],
            &full["clock"]["increment"]
        ),
        (
            &Value::from("rapid"),
            &Value::from(600_000),
            &Value::from(5_000)
        )
    );
    play_all(&alice, &bob, &game, &TWENTY_PLIES[..10]).await;
    // White to move with 10:25 of round time left but one minute a move:
    // a millisecond short of the minute nothing happens.
    app.clock.advance(MINUTE - 1);
    app.run_jobs_once().await;
    assert_eq!(alice.export(&game).await["status"], "started");
    app.clock.advance(1);
    let exported = ended(&bob, &game, "outoftime").await;
    assert_eq!(exported["winner"], "black");
    app.stop().await;
}

async fn a_fast_game_flags_on_round_time_with_the_clock_shown_as_the_smaller(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    // 5 minutes round time, no extra time, 5 minutes a move.
    let (alice, bob, game) = live_game(&app, &[("clock.limit", "300")]).await;
    for (ply, uci) in TWENTY_PLIES[..10].iter().enumerate() {
        // White spends 40 s on each of their moves: 200 s of 300.
        if ply % 2 == 0 {
            app.clock.advance(40_000);
            alice.play(&game, uci).await;
        } else {
            bob.play(&game, uci).await;
        }
    }
    let state = &bob.game_full(&game).await["state"];
    assert_eq!(
        (&state["wtime"], &state["btime"], &state["winc"]),
        (
            &Value::from(100_000),
            &Value::from(300_000),
            &Value::from(0)
        )
    );
    // White has 100 s of round time left, less than the move time.
    app.clock.advance(100_000);
    let exported = ended(&bob, &game, "outoftime").await;
    assert_eq!(exported["winner"], "black");
    app.stop().await;
}

/// Issue 49: during the game `wtime`/`btime` keep lichess's meaning (the
/// time until that player's deadline, which bots plan by), the round time
/// and the move time come as fields of their own; after the end each
/// clock is the round time its player had left when the game ended.
async fn the_game_stream_gives_lichess_times_and_the_round_and_move_time_apart(
    backend: TestBackend,
) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob, game) = live_game(&app, &FAST_10_5).await;
    // Ten moves each at once: 10:50 of round time each.
    play_all(&alice, &bob, &game, &TWENTY_PLIES).await;
    app.clock.advance(2_000);
    let times = |state: &Value| {
        ["wtime", "btime", "wround", "bround", "moveleft"].map(|key| state.get(key).cloned())
    };
    let during = &bob.game_full(&game).await["state"];
    assert_eq!(
        times(during),
        [58_000, 650_000, 648_000, 650_000, 58_000].map(|ms| Some(Value::from(ms))),
        "{during}"
    );
    let resign = format!("/api/board/game/{game}/resign");
    assert_eq!(post(&alice, &resign).await.0, 200);
    app.clock.advance(MINUTE);
    let after = &bob.game_full(&game).await["state"];
    assert_eq!(
        times(after),
        [
            Some(Value::from(648_000)),
            Some(Value::from(650_000)),
            Some(Value::from(648_000)),
            Some(Value::from(650_000)),
            None
        ],
        "{after}"
    );
    app.stop().await;
}

async fn running_out_before_ten_plies_has_no_result(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob, game) = live_game(&app, &FAST_10_5).await;
    play_all(&alice, &bob, &game, &TWENTY_PLIES[..9]).await;
    app.clock.advance(MINUTE);
    // lichess has no "no result": its closest status, `aborted`.
    let exported = ended(&alice, &game, "aborted").await;
    assert_eq!(exported.get("winner"), None);
    app.stop().await;
}

async fn a_move_after_the_flag_is_refused_and_the_flag_ends_the_game(backend: TestBackend) {
    // The flag timer is not given the chance here: the move arrives at the
    // deadline on a stopped clock, and the move's own check ends the game.
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob, game) = live_game(&app, &FAST_10_5).await;
    play_all(&alice, &bob, &game, &TWENTY_PLIES[..10]).await;
    app.state().deadlines.arm(&game, None, 0);
    app.clock.advance(MINUTE);
    let late = alice
        .post(&format!("/api/board/game/{game}/move/a2a4"), &[])
        .await;
    assert_eq!(late.status, 400, "{}", late.text);
    let exported = alice.export(&game).await;
    assert_eq!(
        (&exported["status"], &exported["winner"]),
        (&Value::from("outoftime"), &Value::from("black"))
    );
    assert_eq!(exported["moves"].as_str().unwrap().split(' ').count(), 10);
    app.stop().await;
}

async fn takebacks_by_right_then_by_offer(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let mut clock = FAST_10_5.to_vec();
    clock.push(("takebacks", "1"));
    let (alice, bob, game) = live_game(&app, &clock).await;
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    app.clock.advance(10_000);
    alice.play(&game, "g1f3").await;
    app.clock.advance(3_000);
    // By right: the move is gone, White's clock ran on through it (13 s of
    // this turn) without the 5 s the move earned, Black's is as it was.
    let takeback = format!("/api/board/game/{game}/takeback/yes");
    assert_eq!(post(&alice, &takeback).await.0, 200);
    let state = &bob.game_full(&game).await["state"];
    assert_eq!(state["moves"], "e2e4 e7e5");
    assert_eq!(
        (&state["wtime"], &state["btime"]),
        (&Value::from(MINUTE - 13_000), &Value::from(605_000))
    );
    // The allowance is used: the next one is an offer, which Bob declines.
    alice.play(&game, "g1f3").await;
    assert_eq!(post(&alice, &takeback).await.0, 200);
    let state = &bob.game_full(&game).await["state"];
    assert_eq!(
        (&state["moves"], &state["wtakeback"]),
        (&Value::from("e2e4 e7e5 g1f3"), &Value::from(true))
    );
    assert_eq!(
        post(&bob, &format!("/api/board/game/{game}/takeback/no"))
            .await
            .0,
        200
    );
    // Offered again and accepted.
    assert_eq!(post(&alice, &takeback).await.0, 200);
    assert_eq!(post(&bob, &takeback).await.0, 200);
    assert_eq!(bob.game_full(&game).await["state"]["moves"], "e2e4 e7e5");
    // After the opponent's reply there is nothing to take back.
    alice.play(&game, "g1f3").await;
    bob.play(&game, "b8c6").await;
    let (status, text) = post(&alice, &takeback).await;
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("can no longer be taken back"), "{text}");
    app.stop().await;
}

async fn resign_waits_for_twenty_plies_and_a_fourth_draw_request_is_refused(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob, game) = live_game(&app, &FAST_10_5).await;
    play_all(&alice, &bob, &game, &TWENTY_PLIES[..19]).await;
    let resign = format!("/api/board/game/{game}/resign");
    let (status, text) = post(&bob, &resign).await;
    assert_eq!(status, 400, "{text}");
    assert!(
        text.contains("resign only after 10 moves by each player"),
        "{text}"
    );
    let (status, text) = post(&bob, &format!("/api/board/game/{game}/draw/yes")).await;
    assert_eq!(status, 400, "{text}");
    assert!(
        text.contains("only after 10 moves by each player"),
        "{text}"
    );
    bob.play(&game, TWENTY_PLIES[19]).await;
    let offer = format!("/api/board/game/{game}/draw/yes");
    let decline = format!("/api/board/game/{game}/draw/no");
    for _ in 0..3 {
        assert_eq!(post(&alice, &offer).await.0, 200);
        assert_eq!(post(&bob, &decline).await.0, 200);
    }
    let (status, text) = post(&alice, &offer).await;
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("3 draw requests"), "{text}");
    assert_eq!(alice.export(&game).await["status"], "started");
    // Bob's requests are his own; Alice may still accept one.
    assert_eq!(post(&bob, &offer).await.0, 200);
    assert_eq!(post(&alice, &offer).await.0, 200);
    assert_eq!(alice.export(&game).await["status"], "draw");
    app.stop().await;
}

async fn a_quit_agreed_has_no_result_and_a_quit_declined_loses(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob, game) = live_game(&app, &FAST_10_5).await;
    alice.play(&game, "e2e4").await;
    let quit = format!("/api/board/game/{game}/quit/yes");
    assert_eq!(
        post(&alice, &format!("/api/board/game/{game}/quit"))
            .await
            .0,
        200
    );
    let state = &bob.game_full(&game).await["state"];
    assert_eq!(
        (&state["wquit"], &state.get("bquit")),
        (&Value::from(true), &None)
    );
    let (status, text) = post(&alice, &format!("/api/board/game/{game}/quit/no")).await;
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("your own request to quit"), "{text}");
    assert_eq!(post(&bob, &quit).await.0, 200);
    let exported = ended(&alice, &game, "aborted").await;
    assert_eq!(exported.get("winner"), None);

    let carol = app.member("Carol").await;
    let id = alice
        .challenge(&carol, &[("color", "white"), ("clock.limit", "600")])
        .await;
    assert_eq!(
        carol
            .post(&format!("/api/challenge/{id}/accept"), &[])
            .await
            .status,
        200
    );
    assert_eq!(
        post(&carol, &format!("/api/board/game/{id}/quit/yes"))
            .await
            .0,
        200
    );
    assert_eq!(
        post(&alice, &format!("/api/board/game/{id}/quit/no"))
            .await
            .0,
        200
    );
    let exported = ended(&alice, &id, "resign").await;
    assert_eq!(exported["winner"], "white");
    app.stop().await;
}

async fn an_unanswered_quit_request_loses_when_the_move_time_has_passed(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    // Move time 5 minutes (Fast's longest), round time 10.
    let (alice, bob, game) = live_game(&app, &[("clock.limit", "600")]).await;
    play_all(&alice, &bob, &game, &TWENTY_PLIES[..2]).await;
    assert_eq!(
        post(&alice, &format!("/api/board/game/{game}/quit/yes"))
            .await
            .0,
        200
    );
    // Moves do not answer the request; Bob's clock runs until 7 minutes
    // from now, the request stands until 5.
    alice.play(&game, TWENTY_PLIES[2]).await;
    app.clock.advance(2 * MINUTE);
    bob.play(&game, TWENTY_PLIES[3]).await;
    alice.play(&game, TWENTY_PLIES[4]).await;
    app.clock.advance(3 * MINUTE - 1);
    app.run_jobs_once().await;
    assert_eq!(alice.export(&game).await["status"], "started");
    app.clock.advance(1);
    let exported = ended(&alice, &game, "resign").await;
    assert_eq!(exported["winner"], "black");
    app.stop().await;
}

async fn a_rated_live_game_moves_the_live_rating_only(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let mut clock = FAST_10_5.to_vec();
    clock.push(("rated", "true"));
    let (alice, bob, game) = live_game(&app, &clock).await;
    play_all(&alice, &bob, &game, &TWENTY_PLIES).await;
    assert_eq!(
        post(&bob, &format!("/api/board/game/{game}/resign"))
            .await
            .0,
        200
    );
    let exported = ended(&alice, &game, "resign").await;
    assert_eq!(exported["rated"], true);
    // Issue 49: the PGN of a first rated game had no Elo tags and no
    // diffs; lichess writes them, `?` for a rating there was not.
    let pgn = alice.get(&format!("/game/export/{game}")).await.text;
    assert!(
        pgn.contains(
            "[WhiteElo \"?\"]\n[BlackElo \"?\"]\n[WhiteRatingDiff \"+0\"]\n[BlackRatingDiff \"-400\"]\n"
        ),
        "{pgn}"
    );
    let user = alice.get("/api/user/alice").await.json;
    assert_eq!(user["perfs"]["correspondence"]["games"], 0, "{user}");
    for speed in ["bullet", "blitz", "rapid", "classical"] {
        assert_eq!(user["perfs"][speed]["games"], 1, "{speed}: {user}");
    }
    // An open game's rating range is checked against the joiner's rating
    // in the pool of its clock: Carol is 1800 in correspondence, 1400 live.
    let carol = app.member("Carol").await;
    let mut tx = app.state().store().begin().await.unwrap();
    for (pool, rating) in [("correspondence", 1800), ("live", 1400)] {
        let record = RatingRecord {
            rating: Some(rating),
            games: 30,
            performance_sum: 0,
        };
        tx.set_rating(carol.id, pool, &RatingRow { record, prog: 0 }, 0)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    // A challenge shows its players' ratings in the pool of its clock.
    for (clock, rating) in [(("clock.limit", "600"), 1400), (("days", "3"), 1800)] {
        let made = carol.post("/api/challenge/bob", &[clock]).await;
        assert_eq!(
            made.json["challenger"]["rating"], rating,
            "{clock:?}: {}",
            made.text
        );
    }
    // Open games from the lobby (with a rating range, as the seek makes
    // them): the live one keeps Carol out, the correspondence one not.
    let bob_row = app
        .state()
        .store()
        .user_by_id(bob.id)
        .await
        .unwrap()
        .unwrap();
    for (control, accepted) in [("fast 10m/5m", 400), ("3d/move", 200)] {
        let request = redqueen::play::ChallengeRequest {
            dest: None,
            time_control: control.parse().unwrap(),
            rated: false,
            color: redqueen::play::ChallengeColor::Random,
            initial_fen: None,
            message: None,
            rating_range: Some((1700, 1900)),
            rematch_of: None,
            club: None,
        };
        let open = redqueen::play::create_challenge(app.state(), &bob_row, request)
            .await
            .unwrap();
        let answer = carol
            .post(&format!("/api/challenge/{}/accept", open.id), &[])
            .await;
        assert_eq!(answer.status, accepted, "{control}: {}", answer.text);
    }
    app.stop().await;
}

async fn bad_live_actions_are_refused_naming_the_rule(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob, game) = live_game(&app, &FAST_10_5).await;
    let correspondence = alice.start_game(&app.member("Carol").await, "3").await;
    let cases = [
        (
            &alice,
            format!("/api/board/game/{game}/takeback/yes"),
            "no move to take back",
        ),
        (
            &bob,
            format!("/api/board/game/{game}/quit/no"),
            "no request to quit",
        ),
        (
            &alice,
            format!("/api/game/{game}/delete/yes"),
            "cannot be deleted",
        ),
        (
            &alice,
            format!("/api/board/game/{correspondence}/takeback/yes"),
            "not a live game",
        ),
        (
            &alice,
            format!("/api/board/game/{correspondence}/quit/yes"),
            "not a live game",
        ),
    ];
    for (member, path, message) in cases {
        let (status, text) = post(member, &path).await;
        assert_eq!(status, 400, "{path}: {text}");
        assert!(text.contains(message), "{path}: {text}");
    }
    // Conditional moves are a correspondence feature (product.md §2).
    alice.play(&game, "e2e4").await;
    let conditional = alice
        .post_json(
            &format!("/api/game/{game}/conditional-moves"),
            &serde_json::json!({"lines": [["e7e5", "g1f3"]]}),
        )
        .await;
    assert_eq!(conditional.status, 400, "{}", conditional.text);
    assert!(
        conditional
            .text
            .contains("Conditional moves are for correspondence games"),
        "{}",
        conditional.text
    );
    let intruder = app.member("Dave").await;
    let (status, _) = post(&intruder, &format!("/api/board/game/{game}/takeback/yes")).await;
    assert_eq!(status, 404);
    for (name, value, message) in [
        ("clock.move", "90", "whole minutes"),
        (
            "clock.move",
            "600",
            "a Fast game's move time is 1 to 5 minutes",
        ),
        ("takebacks", "4", "choose 0 to 3"),
        ("clock.increment", "2", "extra time"),
        ("clock.limit", "630", "whole minutes"),
    ] {
        let form = if name == "clock.limit" {
            vec![(name, value)]
        } else {
            vec![("clock.limit", "600"), (name, value)]
        };
        let answer = alice.post("/api/challenge/bob", &form).await;
        assert_eq!(answer.status, 400, "{name}={value}: {}", answer.text);
        assert!(
            answer.json["error"][name][0]
                .as_str()
                .unwrap_or("")
                .contains(message),
            "{name}={value}: {}",
            answer.text
        );
    }
    assert_eq!(alice.export(&game).await["moves"], "e4");
    app.stop().await;
}

/// Opens a real-time seek for `member`; the task ends when the server
/// closes the connection, with what it sent.
async fn gems(member: &Member) -> i64 {
    member.get("/api/account").await.json["gems"]
        .as_i64()
        .unwrap()
}

/// live-games.md, turn 3 decision: a stand-alone live game may be aborted
/// until each side has made its first move (no result, no gems, not
/// rated); after that, leaving early goes through the quit rules.
async fn a_live_game_may_be_aborted_until_both_sides_have_moved(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob, game) = live_game(&app, &FAST_10_5).await;
    let before = (gems(&alice).await, gems(&bob).await);
    assert_eq!(
        post(&bob, &format!("/api/board/game/{game}/abort")).await.0,
        200,
        "before any move"
    );
    let exported = ended(&alice, &game, "aborted").await;
    assert_eq!(exported.get("winner"), None);
    assert_eq!((gems(&alice).await, gems(&bob).await), before);

    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    alice.play(&game, "e2e4").await;
    assert_eq!(
        post(&alice, &format!("/api/board/game/{game}/abort"))
            .await
            .0,
        200,
        "after White's first move"
    );
    assert_eq!(ended(&bob, &game, "aborted").await.get("winner"), None);

    let game = alice.start_live_game(&bob, &FAST_10_5).await;
    play_all(&alice, &bob, &game, &["e2e4", "e7e5"]).await;
    let (status, text) = post(&bob, &format!("/api/board/game/{game}/abort")).await;
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("can no longer be aborted"), "{text}");
    assert_eq!(alice.export(&game).await["status"], "started");
    app.stop().await;
}

/// live-games.md, turn 3 decision: `offeringDraw` before the draw may be
/// requested (or after the third request) plays the move and drops the
/// offer.
async fn a_draw_offered_with_a_move_too_early_never_costs_the_move(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob, game) = live_game(&app, &FAST_10_5).await;
    let first = alice
        .post(
            &format!("/api/board/game/{game}/move/e2e4?offeringDraw=true"),
            &[],
        )
        .await;
    assert_eq!(first.status, 200, "{}", first.text);
    let state = &bob.game_full(&game).await["state"];
    assert_eq!(state["moves"], "e2e4");
    assert_eq!(state.get("wdraw"), None, "the offer was dropped");
    bob.play(&game, "e7e5").await;
    assert_eq!(alice.export(&game).await["status"], "started");
    app.stop().await;
}

fn seek(member: &Member, form: &[(&str, &str)]) -> tokio::task::JoinHandle<String> {
    let request = member
        .client
        .post(format!("{}/api/board/seek", member.addr))
        .bearer_auth(&member.token)
        .form(form);
    tokio::spawn(async move { request.send().await.unwrap().text().await.unwrap() })
}

/// The ids of `member`'s pending outgoing challenges and open games.
async fn outgoing(member: &Member) -> Vec<String> {
    let listed = member.get("/api/challenge").await.json;
    listed["out"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap().to_owned())
        .collect()
}

async fn a_real_time_seek_lives_while_its_connection_does(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let matched = seek(
        &alice,
        &[("time", "10"), ("increment", "5"), ("rated", "false")],
    );
    wait_until("the seek to be listed", async || {
        outgoing(&alice).await.len() == 1
    })
    .await;
    let id = outgoing(&alice).await.remove(0);
    let listed = alice.get(&format!("/api/challenge/{id}/show")).await.json;
    assert_eq!(
        (
            &listed["timeControl"]["limit"],
            &listed["timeControl"]["increment"],
            &listed["speed"]
        ),
        (&Value::from(600), &Value::from(5), &Value::from("rapid"))
    );
    assert_eq!(
        bob.post(&format!("/api/challenge/{id}/accept"), &[])
            .await
            .status,
        200
    );
    // Joined: the server closes the seek's connection, with keep-alives only.
    let sent = tokio::time::timeout(std::time::Duration::from_secs(10), matched)
        .await
        .expect("the seek's connection is closed once joined")
        .unwrap();
    assert!(sent.trim().is_empty(), "{sent:?}");
    assert_eq!(alice.export(&id).await["status"], "started");

    // Hanging up withdraws the seek.
    let withdrawn = seek(&alice, &[("time", "10"), ("increment", "5")]);
    wait_until("the second seek to be listed", async || {
        outgoing(&alice).await.len() == 1
    })
    .await;
    let second = outgoing(&alice).await.remove(0);
    withdrawn.abort();
    wait_until("the seek to be withdrawn", async || {
        outgoing(&alice).await.is_empty()
    })
    .await;
    let status = alice
        .get(&format!("/api/challenge/{second}/show"))
        .await
        .json;
    assert_eq!(status["status"], "canceled");

    let refused = alice
        .post("/api/board/seek", &[("time", "45"), ("increment", "5")])
        .await;
    assert_eq!(refused.status, 400, "{}", refused.text);
    assert!(
        refused.text.contains("fits no live mode"),
        "{}",
        refused.text
    );
    app.stop().await;
}

async fn an_unanswered_live_challenge_lapses_after_ten_minutes(backend: TestBackend) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let live = alice.challenge(&bob, &FAST_10_5).await;
    let days = alice.challenge(&bob, &[("days", "3")]).await;
    app.clock.advance(10 * MINUTE - 1);
    assert_eq!(outgoing(&alice).await.len(), 2);
    app.clock.advance(1);
    assert_eq!(outgoing(&alice).await, std::slice::from_ref(&days));
    let late = bob
        .post(&format!("/api/challenge/{live}/accept"), &[])
        .await;
    assert_eq!(late.status, 404, "{}", late.text);
    app.run_jobs_once().await;
    let lapsed = alice.get(&format!("/api/challenge/{live}/show")).await.json;
    assert_eq!(lapsed["status"], "canceled");
    assert_eq!(
        bob.post(&format!("/api/challenge/{days}/accept"), &[])
            .await
            .status,
        200
    );
    app.stop().await;
}

/// How many emails of `kinds` were queued for `name` so far.
async fn queued(app: &TestApp, name: &str, kinds: &[&str]) -> i64 {
    let address = format!("{}@example.org", name.to_lowercase());
    let mut tx = app.state().store().begin().await.unwrap();
    let kinds: Vec<redqueen_domain::account::NoticeKind> =
        kinds.iter().map(|kind| kind.parse().unwrap()).collect();
    tx.mails_to_since(&address, &kinds, 0).await.unwrap()
}

/// Whether `member` has `game` open (its page, its stream) as the store
/// knows it.
async fn has_open(app: &TestApp, member: &Member, game: &str) -> bool {
    let mut tx = app.state().store().begin().await.unwrap();
    tx.has_game_open(game, member.id).await.unwrap()
}

/// Issue 31: three "Alice offers a draw" emails in 8 seconds during one
/// live game. A live game's offers are said on its page; only its end is
/// mailed, and only to a player who is not on the page (left, or never
/// opened it). A correspondence game mails its draw offers as before.
async fn a_live_game_says_its_offers_on_the_page_and_mails_its_end_only_to_a_player_away(
    backend: TestBackend,
) {
    let Some(app) = app(backend).await else {
        return;
    };
    let (alice, bob, game) = live_game(&app, &FAST_10_5).await;
    let alice_browser = app.browser_of(&alice).await;
    let mut alices_page = app.socket(Some(&alice_browser), &game).await;
    alices_page.next_state().await;
    play_all(&alice, &bob, &game, &TWENTY_PLIES).await;
    // Offers and their answers, as a quick exchange does.
    for (member, path) in [
        (&alice, "draw/yes"),
        (&bob, "draw/no"),
        (&alice, "draw/yes"),
        (&bob, "draw/no"),
        (&bob, "takeback/yes"),
        (&alice, "takeback/no"),
    ] {
        let (status, text) = post(member, &format!("/api/board/game/{game}/{path}")).await;
        assert_eq!(status, 200, "{path}: {text}");
    }
    // Bob had the page open, then left it.
    let bob_browser = app.browser_of(&bob).await;
    let mut bobs_page = app.socket(Some(&bob_browser), &game).await;
    bobs_page.next_state().await;
    assert!(has_open(&app, &bob, &game).await);
    drop(bobs_page);
    wait_until("Bob's page to be closed", async || {
        !has_open(&app, &bob, &game).await
    })
    .await;
    assert!(has_open(&app, &alice, &game).await);

    // White (Alice, on the page) runs out of her minute; Bob is away.
    app.clock.advance(MINUTE);
    ended(&bob, &game, "outoftime").await;
    app.run_jobs_once().await;
    for name in ["Alice", "Bob"] {
        assert_eq!(
            queued(&app, name, &["draw_offered", "your_turn"]).await,
            0,
            "{name}: nothing mailed during play"
        );
    }
    assert_eq!(queued(&app, "Bob", &["game_over"]).await, 1, "Bob left");
    assert_eq!(
        queued(&app, "Alice", &["game_over"]).await,
        0,
        "Alice saw it end on the page"
    );
    assert!(!has_open(&app, &alice, &game).await, "told: forgotten");
    drop(alices_page);

    // A correspondence game mails its draw offer.
    let (carol, dave) = (app.member("Carol").await, app.member("Dave").await);
    let letters = carol.start_game(&dave, "3").await;
    let (status, text) = post(&carol, &format!("/api/board/game/{letters}/draw/yes")).await;
    assert_eq!(status, 200, "{text}");
    assert_eq!(queued(&app, "Dave", &["draw_offered"]).await, 1);
    app.stop().await;
}
