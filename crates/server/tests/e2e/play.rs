//! Correspondence play end to end through the lichess-compatible API: the
//! real server, a fresh database, the injected clock — on SQLite and
//! PostgreSQL.

use serde_json::json;

use crate::support::{TestApp, wait_until};

app_tests!(
    a_game_is_played_to_its_timeout_with_the_injected_clock,
    running_out_against_a_lone_king_is_a_draw,
    of_concurrent_moves_for_the_same_ply_exactly_one_is_played,
    bad_moves_are_refused_with_a_clear_error_and_change_nothing,
    bad_challenges_are_refused_and_create_nothing,
    a_token_without_the_scope_gets_403_naming_it,
    a_draw_offered_and_accepted_ends_the_game,
    threefold_repetition_is_a_draw_only_when_claimed,
    abort_and_resignation_follow_the_rules,
    deletion_needs_both_players,
    a_conditional_reply_is_played_at_once,
    blocked_players_cannot_challenge,
    the_players_are_emailed_about_their_opponents_actions,
    chat_is_between_the_players_and_bounded,
    notes_are_private,
    a_decline_and_a_cancel_close_the_challenge,
    a_rematch_reverses_the_colors,
    an_open_game_keeps_out_players_outside_its_rating_range,
    challenges_are_rate_limited,
    a_player_running_out_of_time_is_reminded,
    two_sweepers_end_an_expired_game_once,
    a_sweep_through_several_rounds_ends_each_expired_game_once,
    an_optional_email_unsubscribes_its_kind_in_one_click,
);

async fn a_game_is_played_to_its_timeout_with_the_injected_clock(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "1").await;
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    alice.play(&game, "d2d4").await;
    // Bob has one day; one millisecond short of it, nothing happens.
    app.clock.advance(86_400_000 - 1);
    app.run_jobs_once().await;
    assert_eq!(alice.export(&game).await["status"], "started");

    app.clock.advance(1);
    wait_until("the sweeper", async || {
        alice.export(&game).await["status"] == "outoftime"
    })
    .await;
    let exported = alice.export(&game).await;
    assert_eq!(exported["winner"], "white");
    let late = bob
        .post(&format!("/api/board/game/{game}/move/e5d4"), &[])
        .await;
    assert_eq!(
        (late.status, late.json["error"].as_str()),
        (400, Some("Not your turn, or game already over"))
    );
    // Each player reads about themselves: "You won", "You lost".
    let to_bob = app.emails_to("bob@example.org", "game_over", 1).await;
    assert!(
        to_bob[0].text.contains("You lost: on time."),
        "{}",
        to_bob[0].text
    );
    let to_alice = app.emails_to("alice@example.org", "game_over", 1).await;
    assert!(
        to_alice[0].text.contains("You won: on time."),
        "{}",
        to_alice[0].text
    );
}

async fn running_out_against_a_lone_king_is_a_draw(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    // White, to move, has a queen; Black only a king: if White's time runs
    // out, Black could never mate, so it is a draw (product.md §2).
    let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    let id = alice
        .challenge(&bob, &[("days", "3"), ("color", "white"), ("fen", fen)])
        .await;
    bob.post(&format!("/api/challenge/{id}/accept"), &[]).await;
    alice.play(&id, "d1d2").await;
    bob.play(&id, "e8f7").await;
    app.clock.advance(3 * 86_400_000);
    wait_until("the sweeper", async || {
        alice.export(&id).await["status"] == "outoftime"
    })
    .await;
    assert_eq!(alice.export(&id).await.get("winner"), None);
}

async fn of_concurrent_moves_for_the_same_ply_exactly_one_is_played(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    let moves = [
        "e2e4", "d2d4", "c2c4", "g1f3", "b1c3", "f2f4", "g2g3", "b2b3",
    ];
    let attempts = moves.iter().map(|m| {
        let alice = alice.clone();
        let path = format!("/api/board/game/{game}/move/{m}");
        async move { alice.post(&path, &[]).await }
    });
    let answers = futures_util::future::join_all(attempts).await;
    let played: Vec<_> = answers.iter().filter(|a| a.status == 200).collect();
    assert_eq!(played.len(), 1, "{answers:?}");
    for refused in answers.iter().filter(|a| a.status != 200) {
        assert!(matches!(refused.status, 400 | 409), "{refused:?}");
        assert!(refused.json["error"].is_string());
    }
    assert_eq!(
        alice.export(&game).await["moves"]
            .as_str()
            .unwrap()
            .split(' ')
            .count(),
        1
    );
}

async fn bad_moves_are_refused_with_a_clear_error_and_change_nothing(app: &TestApp) {
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    let game = alice.start_game(&bob, "3").await;
    let cases = [
        (&alice, "e2e5", 400, "not a legal move"),
        (&alice, "zz99", 400, "is not"),
        (&bob, "e7e5", 400, "Not your turn, or game already over"),
        (&carol, "e2e4", 404, "Not your game"),
    ];
    for (who, text, status, message) in cases {
        let answer = who
            .post(&format!("/api/board/game/{game}/move/{text}"), &[])
            .await;
        assert_eq!(answer.status, status, "{text}: {}", answer.text);
        let error = answer.json["error"].as_str().unwrap().to_owned();
        assert!(error.contains(message), "{text}: {error}");
    }
    let missing = alice.post("/api/board/game/nosuchid/move/e2e4", &[]).await;
    assert_eq!(
        (missing.status, missing.json["error"].as_str()),
        (404, Some("No such game"))
    );
    assert_eq!(alice.export(&game).await["moves"], "");
    // SAN works as well as UCI.
    alice.play(&game, "Nf3").await;
    assert_eq!(alice.export(&game).await["moves"], "Nf3");
}

async fn bad_challenges_are_refused_and_create_nothing(app: &TestApp) {
    let (alice, _bob) = (app.member("Alice").await, app.member("Bob").await);
    type Case<'a> = (&'a str, Vec<(&'a str, &'a str)>, &'a str);
    let cases: [Case; 8] = [
        (
            "alice",
            vec![("days", "3")],
            "You cannot challenge yourself",
        ),
        ("nobody", vec![("days", "3")], "No such user: nobody"),
        (
            "bob",
            vec![("days", "2")],
            "days per move are 1, 3, 7 or 14",
        ),
        ("bob", vec![], "Every game needs a time control"),
        (
            "bob",
            vec![("clock.limit", "2400"), ("clock.increment", "5")],
            "fits no live mode",
        ),
        (
            "bob",
            vec![("timeControl", "fast 40m/2m+5s tb1")],
            "a Fast game's round time is 5 to 30 minutes",
        ),
        (
            "bob",
            vec![("days", "3"), ("color", "purple")],
            "white, black or random",
        ),
        (
            "bob",
            vec![("days", "3"), ("variant", "atomic")],
            "only standard and fromPosition",
        ),
    ];
    for (to, form, message) in cases {
        let answer = alice.post(&format!("/api/challenge/{to}"), &form).await;
        assert_eq!(answer.status, 400, "{form:?}: {}", answer.text);
        assert!(answer.text.contains(message), "{form:?}: {}", answer.text);
    }
    let rated_fen = alice
        .post(
            "/api/challenge/bob",
            &[
                ("days", "3"),
                ("rated", "true"),
                ("fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"),
            ],
        )
        .await;
    assert!(
        rated_fen.text.contains("cannot be rated"),
        "{}",
        rated_fen.text
    );
    let bad_fen = alice
        .post("/api/challenge/bob", &[("days", "3"), ("fen", "not a fen")])
        .await;
    assert_eq!(bad_fen.status, 400);
    let per_game = alice
        .post_json(
            "/api/challenge/bob",
            &json!({"timeControl": "30d/game", "days": null}),
        )
        .await;
    assert_eq!(
        per_game.json["timeControl"],
        json!({"type": "correspondence", "daysPerGame": 30})
    );
    let mine = alice.get("/api/challenge").await;
    assert_eq!(mine.json["out"].as_array().unwrap().len(), 1);
}

async fn a_token_without_the_scope_gets_403_naming_it(app: &TestApp) {
    let alice = app.member_with("Alice", "challenge:read").await;
    let bob = app.member("Bob").await;
    let answer = alice.post("/api/challenge/bob", &[("days", "3")]).await;
    assert_eq!(answer.status, 403);
    assert_eq!(
        answer.json["error"],
        "Missing scope: challenge:write or board:play or bot:play"
    );
    let game = bob.start_game(&app.member("Carol").await, "3").await;
    let answer = alice.get(&format!("/api/board/game/stream/{game}")).await;
    assert_eq!(answer.status, 403);
}

async fn a_draw_offered_and_accepted_ends_the_game(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    assert_eq!(
        bob.post(&format!("/api/board/game/{game}/draw/yes"), &[])
            .await
            .status,
        200
    );
    // A decline with no offer standing is fine, as on lichess.
    assert_eq!(
        bob.post(&format!("/api/board/game/{game}/draw/no"), &[])
            .await
            .status,
        200
    );
    let accepted = alice
        .post(&format!("/api/board/game/{game}/draw/true"), &[])
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    let exported = alice.export(&game).await;
    assert_eq!(
        (exported["status"].as_str(), exported.get("winner")),
        (Some("draw"), None)
    );
}

async fn threefold_repetition_is_a_draw_only_when_claimed(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    for _ in 0..2 {
        alice.play(&game, "g1f3").await;
        bob.play(&game, "g8f6").await;
        alice.play(&game, "f3g1").await;
        bob.play(&game, "f6g8").await;
    }
    // The start position is now on the board for the third time, White to
    // move: nothing happens by itself.
    assert_eq!(alice.export(&game).await["status"], "started");
    let early = bob
        .post(&format!("/api/board/game/{game}/claim-draw"), &[])
        .await;
    assert_eq!(early.status, 400, "Black is not to move: {}", early.text);
    let claimed = alice
        .post(&format!("/api/board/game/{game}/draw/yes"), &[])
        .await;
    assert_eq!(claimed.status, 200);
    assert_eq!(alice.export(&game).await["status"], "draw");
}

async fn abort_and_resignation_follow_the_rules(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    // Resigning before both sides moved aborts a stand-alone game.
    assert_eq!(
        bob.post(&format!("/api/board/game/{game}/resign"), &[])
            .await
            .status,
        200
    );
    assert_eq!(alice.export(&game).await["status"], "aborted");

    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    let late = alice
        .post(&format!("/api/board/game/{game}/abort"), &[])
        .await;
    assert_eq!(
        (late.status, late.json["error"].as_str()),
        (400, Some("This game can no longer be aborted"))
    );
    assert_eq!(
        alice
            .post(&format!("/api/board/game/{game}/resign/"), &[])
            .await
            .status,
        200,
        "trailing slash"
    );
    let exported = alice.export(&game).await;
    assert_eq!(
        (exported["status"].as_str(), exported["winner"].as_str()),
        (Some("resign"), Some("black"))
    );
}

async fn deletion_needs_both_players(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    let early = alice
        .post(&format!("/api/game/{game}/delete/yes"), &[])
        .await;
    assert_eq!(early.status, 400);
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    assert_eq!(
        alice
            .post(&format!("/api/game/{game}/delete/yes"), &[])
            .await
            .status,
        200
    );
    assert_eq!(alice.export(&game).await["status"], "started");
    assert_eq!(
        bob.post(&format!("/api/game/{game}/delete/yes"), &[])
            .await
            .status,
        200
    );
    assert_eq!(alice.export(&game).await["status"], "aborted");
}

async fn a_conditional_reply_is_played_at_once(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    let path = format!("/api/game/{game}/conditional-moves");
    let early = alice
        .post_json(&path, &json!({"lines": [["b8c6", "g1f3"]]}))
        .await;
    assert_eq!(early.status, 400, "Alice is to move now: {}", early.text);
    assert!(
        early.text.contains("while your opponent is to move"),
        "{}",
        early.text
    );

    alice.play(&game, "g1f3").await;
    let illegal = alice
        .post_json(&path, &json!({"lines": [["b8c6", "e1e3"]]}))
        .await;
    assert_eq!(illegal.status, 400);
    assert!(illegal.text.contains("Line 1: move 2"), "{}", illegal.text);
    let unpaired = alice.post_json(&path, &json!({"lines": [["b8c6"]]})).await;
    assert_eq!(unpaired.status, 400);
    let stored = alice
        .post_json(
            &path,
            &json!({"lines": [["b8c6", "f1b5", "a7a6", "b5a4"], ["d7d6", "d2d4"]]}),
        )
        .await;
    assert_eq!(stored.status, 200, "{}", stored.text);
    assert_eq!(bob.get(&path).await.json["lines"], json!([]), "private");
    bob.play(&game, "b8c6").await;
    assert_eq!(alice.export(&game).await["moves"], "e4 e5 Nf3 Nc6 Bb5");
    assert_eq!(
        alice.get(&path).await.json["lines"],
        json!([["a7a6", "b5a4"]])
    );
    bob.play(&game, "g8f6").await;
    assert_eq!(alice.export(&game).await["moves"], "e4 e5 Nf3 Nc6 Bb5 Nf6");
    assert_eq!(
        alice.get(&path).await.json["lines"],
        json!([]),
        "lines that stop matching are dropped"
    );
}

async fn blocked_players_cannot_challenge(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    // Well formed, but at odds with who asks: a conflict, not a bad request.
    for path in ["/api/rel/block/bob", "/api/rel/unblock/bob"] {
        let yourself = bob.post(path, &[]).await;
        assert_eq!(yourself.status, 409, "{path}: {}", yourself.text);
        assert_eq!(yourself.json["error"], "You cannot block yourself");
    }
    assert_eq!(bob.post("/api/rel/block/alice", &[]).await.status, 200);
    let refused = alice.post("/api/challenge/bob", &[("days", "3")]).await;
    assert_eq!(refused.status, 400);
    assert!(refused.text.contains("does not accept challenges from you"));
    assert_eq!(bob.post("/api/rel/unblock/alice", &[]).await.status, 200);
    assert_eq!(
        alice
            .post("/api/challenge/bob", &[("days", "3")])
            .await
            .status,
        200
    );
}

async fn the_players_are_emailed_about_their_opponents_actions(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let id = alice
        .challenge(
            &bob,
            &[
                ("days", "3"),
                ("color", "white"),
                ("message", "A friendly game?"),
            ],
        )
        .await;
    let received = app.email_to("bob@example.org", "challenge").await;
    assert!(
        received
            .text
            .contains("Alice challenges you to a casual correspondence game, 3 days per move."),
        "{}",
        received.text
    );
    assert!(received.text.contains("A friendly game?"));
    bob.post(&format!("/api/challenge/{id}/accept"), &[]).await;
    app.email_to("alice@example.org", "challenge_accepted")
        .await;
    alice.play(&id, "e2e4").await;
    let turn = app.email_to("bob@example.org", "your_turn").await;
    assert_eq!(turn.subject, "Alice played 1. e4: your move");
    assert!(
        turn.text.contains("4  . . . P . . . .") || turn.text.contains("4  . . . . P . . ."),
        "{}",
        turn.text
    );
    assert!(turn.text.contains(&format!("http://redqueen.test/{id}")));
    bob.play(&id, "e7e5").await;
    let turn = app.email_to("alice@example.org", "your_turn").await;
    assert_eq!(turn.subject, "Bob played 1... e5: your move");
    // Nobody is emailed about their own move.
    app.run_jobs_once().await;
    assert_eq!(
        app.emails_to("bob@example.org", "your_turn", 1).await.len(),
        1
    );
}

async fn chat_is_between_the_players_and_bounded(app: &TestApp) {
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    let game = alice.start_game(&bob, "3").await;
    let path = format!("/api/board/game/{game}/chat");
    assert_eq!(
        alice
            .post(&path, &[("room", "player"), ("text", "<b>good luck</b>")])
            .await
            .status,
        200
    );
    assert_eq!(
        carol
            .post(&path, &[("room", "player"), ("text", "hi")])
            .await
            .status,
        404
    );
    assert_eq!(
        alice
            .post(&path, &[("text", &"x".repeat(141))])
            .await
            .status,
        400
    );
    let lines = bob.get(&path).await.json;
    assert_eq!(
        lines,
        json!([{"user": "Alice", "text": "<b>good luck</b>"}])
    );
    // 20 lines a minute in one game.
    for n in 0..19 {
        assert_eq!(
            alice
                .post(&path, &[("text", &format!("line {n}"))])
                .await
                .status,
            200
        );
    }
    let limited = alice.post(&path, &[("text", "one too many")]).await;
    assert_eq!(limited.status, 429);
    assert_eq!(limited.retry_after.as_deref(), Some("60"));
}

async fn notes_are_private(app: &TestApp) {
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    let game = alice.start_game(&bob, "3").await;
    let path = format!("/api/game/{game}/note");
    assert_eq!(
        alice
            .post(&path, &[("text", "attack on the kingside")])
            .await
            .status,
        200
    );
    assert_eq!(
        alice.get(&path).await.json["text"],
        "attack on the kingside"
    );
    assert_eq!(bob.get(&path).await.json["text"], "");
    assert_eq!(carol.get(&path).await.status, 404);
}

async fn a_decline_and_a_cancel_close_the_challenge(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let first = alice.challenge(&bob, &[("days", "3")]).await;
    assert_eq!(
        alice
            .post(&format!("/api/challenge/{first}/decline"), &[])
            .await
            .status,
        404,
        "only Bob may decline"
    );
    assert_eq!(
        bob.post(
            &format!("/api/challenge/{first}/decline"),
            &[("reason", "tooSlow")]
        )
        .await
        .status,
        200
    );
    let shown = alice.get(&format!("/api/challenge/{first}/show")).await;
    assert_eq!(
        (
            shown.json["status"].as_str(),
            shown.json["declineReasonKey"].as_str()
        ),
        (Some("declined"), Some("tooslow"))
    );
    let declined = app
        .email_to("alice@example.org", "challenge_declined")
        .await;
    assert!(declined.text.contains("too slow"), "{}", declined.text);
    assert_eq!(
        bob.post(&format!("/api/challenge/{first}/accept"), &[])
            .await
            .status,
        404
    );

    let second = alice.challenge(&bob, &[("days", "3")]).await;
    assert_eq!(
        alice
            .post(&format!("/api/challenge/{second}/cancel"), &[])
            .await
            .status,
        200
    );
    assert_eq!(bob.get("/api/challenge").await.json["in"], json!([]));
}

async fn a_rematch_reverses_the_colors(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "7").await;
    let early = bob.post(&format!("/api/game/{game}/rematch"), &[]).await;
    assert_eq!(
        early.status, 400,
        "not before the game ends: {}",
        early.text
    );
    bob.post(&format!("/api/board/game/{game}/resign"), &[])
        .await;
    let rematch = bob.post(&format!("/api/game/{game}/rematch"), &[]).await;
    assert_eq!(rematch.status, 200, "{}", rematch.text);
    let id = rematch.json["id"].as_str().unwrap().to_owned();
    let shown = alice.get(&format!("/api/challenge/{id}/show")).await.json;
    assert_eq!(shown["rematchOf"], game.as_str());
    assert_eq!(
        (
            shown["challenger"]["id"].as_str(),
            shown["finalColor"].as_str()
        ),
        (Some("bob"), Some("white"))
    );
    assert_eq!(shown["timeControl"]["daysPerTurn"], 7);
}

async fn an_open_game_keeps_out_players_outside_its_rating_range(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let high = alice
        .post(
            "/api/board/seek",
            &[("days", "3"), ("ratingRange", "1600-1800")],
        )
        .await;
    assert_eq!(high.status, 200, "{}", high.text);
    let id = high.json["id"].as_str().unwrap();
    let refused = bob.post(&format!("/api/challenge/{id}/accept"), &[]).await;
    assert_eq!(refused.status, 400);
    assert!(
        refused.text.contains("outside the range"),
        "{}",
        refused.text
    );
    let fits = alice
        .post(
            "/api/board/seek",
            &[("days", "3"), ("ratingRange", "1400-1600")],
        )
        .await;
    let id = fits.json["id"].as_str().unwrap();
    assert_eq!(
        bob.post(&format!("/api/challenge/{id}/accept"), &[])
            .await
            .status,
        200
    );
    let bad = alice
        .post(
            "/api/board/seek",
            &[("days", "3"), ("ratingRange", "1800-1600")],
        )
        .await;
    assert_eq!(bad.status, 400);
}

async fn challenges_are_rate_limited(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    for _ in 0..20 {
        assert_eq!(
            alice
                .post("/api/challenge/bob", &[("days", "3")])
                .await
                .status,
            200
        );
    }
    let limited = alice.post("/api/challenge/bob", &[("days", "3")]).await;
    assert_eq!(limited.status, 429);
    assert_eq!(limited.json["error"], "Too many requests. Try again later.");
    assert_eq!(limited.retry_after.as_deref(), Some("60"));
    assert_eq!(
        bob.post("/api/challenge/alice", &[("days", "3")])
            .await
            .status,
        200,
        "per member"
    );
}

async fn a_player_running_out_of_time_is_reminded(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    // Of Bob's three days: a reminder with 24 hours left (after 48 hours),
    // another when 80% are used (after 57.6 hours).
    app.clock.advance(47 * 3_600_000);
    app.run_jobs_once().await;
    let reminded = || {
        std::fs::read_dir(&app.mail_dir)
            .unwrap()
            .filter(|f| {
                f.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .ends_with("-reminder.eml")
            })
            .count()
    };
    assert_eq!(reminded(), 0);
    app.clock.advance(3_600_000);
    let first = app.email_to("bob@example.org", "reminder").await;
    assert_eq!(first.subject, "Your move against Alice: 24 hours left");
    app.clock.advance(9 * 3_600_000 + 36 * 60_000);
    let reminders = app.emails_to("bob@example.org", "reminder", 2).await;
    assert_eq!(
        reminders[1].subject,
        "Your move against Alice: 15 hours left"
    );
    app.run_jobs_once().await;
    assert_eq!(reminded(), 2, "each once");
}

async fn two_sweepers_end_an_expired_game_once(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "1").await;
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    // A second app server on the same database, with its own sweeper.
    let (other, _mail) = app.second_server().await;
    app.clock.advance(86_400_000);
    let (a, b) = tokio::join!(
        redqueen::jobs::sweep_expired(app.state()),
        redqueen::jobs::sweep_expired(&other)
    );
    let ended = a.unwrap() + b.unwrap();
    assert!(ended <= 1, "ended {ended} times");
    wait_until("the end", async || {
        alice.export(&game).await["status"] == "outoftime"
    })
    .await;
    app.run_jobs_once().await;
    assert_eq!(
        app.emails_to("bob@example.org", "game_over", 1).await.len(),
        1
    );
    assert_eq!(
        app.emails_to("alice@example.org", "game_over", 1)
            .await
            .len(),
        1
    );
}

/// More expired games than one round of the sweeper takes: the rounds are
/// written while the next is read (`jobs/clock_sweeper.rs`), and each game
/// must still be ended once, at the version it had, while the server's own
/// sweeper (every 100 ms here) sweeps the same games. The games are copies
/// of one in play without its reminder, so that no other job changes them
/// (the reminders job saves a game it reminds about).
async fn a_sweep_through_several_rounds_ends_each_expired_game_once(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "1").await;
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    let store = app.state().store();
    let original = redqueen_store::GameRow {
        reminder_at: None,
        reminder_kind: None,
        ..store.game(&game).await.unwrap().unwrap()
    };
    let mut ids = Vec::new();
    let mut tx = store.begin().await.unwrap();
    for _ in 0..250 {
        let copy = redqueen_store::GameRow {
            id: redqueen::play::new_game_id().to_string(),
            ..original.clone()
        };
        tx.insert_game(&copy).await.unwrap();
        ids.push(copy.id);
    }
    tx.commit().await.unwrap();
    app.clock.advance(86_400_000);
    let ended = redqueen::jobs::sweep_expired(app.state()).await.unwrap();
    // The copies, and the game they were copied from.
    assert!(ended <= 251, "ended {ended} times");
    for id in &ids {
        let row = store.game(id).await.unwrap().unwrap();
        assert_eq!(
            (row.status, row.end_reason, row.winner),
            (
                redqueen_domain::game::GameStatus::Finished,
                Some(redqueen_domain::game::EndReason::Timeout),
                Some(redqueen_domain::game::Color::Black)
            ),
            "{id}"
        );
        assert_eq!(row.version, original.version + 1, "{id} saved once");
    }
    assert_eq!(redqueen::jobs::sweep_expired(app.state()).await.unwrap(), 0);
}

async fn an_optional_email_unsubscribes_its_kind_in_one_click(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    alice.challenge(&bob, &[("days", "3")]).await;
    let email = app.email_to("bob@example.org", "challenge").await;
    let header = email
        .raw
        .lines()
        .find(|l| l.starts_with("List-Unsubscribe:"))
        .expect("a List-Unsubscribe header")
        .to_owned();
    assert!(
        email
            .raw
            .contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click")
    );
    let link = header
        .split('<')
        .nth(1)
        .unwrap()
        .trim_end_matches('>')
        .to_owned();
    let path = link
        .strip_prefix("http://redqueen.test")
        .unwrap()
        .to_owned();
    assert!(path.ends_with("/challenge"), "{path}");

    let client = reqwest::Client::new();
    let asked = client
        .get(format!("{}{path}", app.addr))
        .send()
        .await
        .unwrap();
    assert_eq!(asked.status(), 200);
    assert!(
        asked
            .text()
            .await
            .unwrap()
            .contains("Stop emails about challenges?")
    );
    assert!(
        app.state()
            .store()
            .notice_choices(bob.id)
            .await
            .unwrap()
            .challenges,
        "a GET changes nothing"
    );
    let done = client
        .post(format!("{}{path}", app.addr))
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(done.status(), 200);
    let options = app.state().store().notice_choices(bob.id).await.unwrap();
    assert!(
        !options.challenges && options.game_over,
        "only that kind is off"
    );

    let wrong = client
        .post(format!(
            "{}/email/unsubscribe/not-a-token/challenge",
            app.addr
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), 404);
    // Account emails cannot be unsubscribed from.
    app.browser()
        .submit(
            "/password-reset",
            "/password-reset",
            &[("email", "bob@example.org")],
        )
        .await;
    let reset = app.email_to("bob@example.org", "password_reset").await;
    assert!(!reset.raw.contains("List-Unsubscribe"));
}
