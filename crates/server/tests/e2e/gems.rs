//! Gems end to end (live-games.md "Gems", "Quitting early"), through the
//! lichess-compatible API on SQLite and PostgreSQL: each outcome row of the
//! tables moves the balances `GET /api/account` shows and writes the
//! ledger `GET /api/gems` lists; concurrent endings of one member's games
//! lose nothing; the audit command finds nothing, then finds and repairs
//! a balance changed by hand.

use serde_json::Value;
use shakmaty::{Chess, Position};

use crate::support::api::Member;
use crate::support::moves::TWENTY_PLIES;
use crate::support::{TestApp, wait_until};
use redqueen_store::testing::TestBackend;

each_backend!(
    wins_pay_the_standard_amount_and_no_result_pays_nothing,
    draws_follow_the_table_and_quits_cost_three_standard_amounts,
    a_balance_at_zero_loses_nothing_more,
    correspondence_games_move_no_gems,
    concurrent_endings_of_one_members_games_lose_no_change,
    the_audit_finds_nothing_then_repairs_a_balance_changed_by_hand,
    bad_quit_requests_are_refused_and_change_nothing,
    the_balance_and_the_ledger_show_on_the_pages,
);

/// Black mates in four plies.
const FOOLS_MATE: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];

/// 10 minutes round time, 1 minute a move.
const FAST: [(&str, &str); 2] = [("clock.limit", "600"), ("clock.move", "60")];

/// `plies` legal moves from the start that end nothing and repeat no
/// position: each the first such in a fixed turn of the legal moves.
fn quiet_moves(plies: usize) -> Vec<String> {
    let mut position = Chess::default();
    let mut seen = vec![position.board().clone()];
    let mut moves = Vec::new();
    for ply in 0..plies {
        let legal = position.legal_moves();
        let chosen = (0..legal.len())
            .map(|k| &legal[(ply * 7 + k) % legal.len()])
            .find(|m| {
                let mut next = position.clone();
                next.play_unchecked(**m);
                !m.is_capture()
                    && !next.is_game_over()
                    && !next.is_check()
                    && !seen.contains(next.board())
            })
            .expect("a quiet move");
        moves.push(chosen.to_uci(shakmaty::CastlingMode::Standard).to_string());
        position.play_unchecked(*chosen);
        seen.push(position.board().clone());
    }
    moves
}

async fn play_all<S: AsRef<str>>(white: &Member, black: &Member, game: &str, moves: &[S]) {
    for (ply, uci) in moves.iter().enumerate() {
        let mover = if ply % 2 == 0 { white } else { black };
        mover.play(game, uci.as_ref()).await;
    }
}

async fn gems(member: &Member) -> i64 {
    member.get("/api/account").await.json["gems"]
        .as_i64()
        .unwrap()
}

/// The member's ledger, newest first: `(gameId, amount, reason, balanceAfter)`.
async fn ledger(member: &Member) -> Vec<(Option<String>, i64, String, i64)> {
    let answer = member.get("/api/gems").await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.json["balance"].as_i64(), Some(gems(member).await));
    answer.json["ledger"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["gameId"].as_str().map(str::to_owned),
                e["amount"].as_i64().unwrap(),
                e["reason"].as_str().unwrap().to_owned(),
                e["balanceAfter"].as_i64().unwrap(),
            )
        })
        .collect()
}

async fn post(member: &Member, path: &str) -> (u16, String) {
    let answer = member.post(path, &[]).await;
    (answer.status, answer.text)
}

async fn ended(member: &Member, game: &str) -> Value {
    wait_until(&format!("game {game} to end"), async || {
        member.export(game).await["status"] != "started"
    })
    .await;
    member.export(game).await
}

/// A Fast game between `white` and `black`, mated by Black in four plies.
async fn mated(white: &Member, black: &Member) -> String {
    let game = white.start_live_game(black, &FAST).await;
    play_all(white, black, &game, &FOOLS_MATE).await;
    assert_eq!(ended(white, &game).await["status"], "mate");
    game
}

/// A Fast game between `white` and `black` drawn by agreement after 20 plies.
async fn drawn(white: &Member, black: &Member) -> String {
    let game = white.start_live_game(black, &FAST).await;
    play_all(white, black, &game, &TWENTY_PLIES).await;
    assert_eq!(
        post(white, &format!("/api/board/game/{game}/draw/yes"))
            .await
            .0,
        200
    );
    assert_eq!(
        post(black, &format!("/api/board/game/{game}/draw/yes"))
            .await
            .0,
        200
    );
    assert_eq!(ended(white, &game).await["status"], "draw");
    game
}

/// A Fast game where `quitter` asks to quit after `moves` and `other`
/// answers `answer` (`yes` or `no`).
async fn quit(
    white: &Member,
    black: &Member,
    moves: &[String],
    quitter_is_white: bool,
    answer: &str,
) -> String {
    let game = white.start_live_game(black, &FAST).await;
    play_all(white, black, &game, moves).await;
    let (quitter, other) = if quitter_is_white {
        (white, black)
    } else {
        (black, white)
    };
    assert_eq!(
        post(quitter, &format!("/api/board/game/{game}/quit"))
            .await
            .0,
        200
    );
    let (status, text) = post(other, &format!("/api/board/game/{game}/quit/{answer}")).await;
    assert_eq!(status, 200, "{text}");
    ended(white, &game).await;
    game
}

async fn wins_pay_the_standard_amount_and_no_result_pays_nothing(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    assert_eq!((gems(&alice).await, gems(&bob).await), (100, 100));
    // Checkmate at any ply: Bob mates Alice in four.
    let mate = mated(&alice, &bob).await;
    // Resignation after 20 plies.
    let resigned = alice.start_live_game(&bob, &FAST).await;
    play_all(&alice, &bob, &resigned, &TWENTY_PLIES).await;
    assert_eq!(
        post(&alice, &format!("/api/board/game/{resigned}/resign"))
            .await
            .0,
        200
    );
    ended(&alice, &resigned).await;
    // Out of time after 10 plies: Alice, to move, lets the minute pass.
    let flagged = alice.start_live_game(&bob, &FAST).await;
    play_all(&alice, &bob, &flagged, &TWENTY_PLIES[..10]).await;
    app.clock.advance(60_000);
    assert_eq!(ended(&alice, &flagged).await["status"], "outoftime");
    // Out of time before 10 plies: no result, no gems.
    let early = alice.start_live_game(&bob, &FAST).await;
    play_all(&alice, &bob, &early, &TWENTY_PLIES[..4]).await;
    app.clock.advance(60_000);
    assert_eq!(ended(&alice, &early).await["status"], "aborted");

    assert_eq!((gems(&alice).await, gems(&bob).await), (70, 130));
    let loss = |game: &str, after| (Some(game.to_owned()), -10, "loss".to_owned(), after);
    assert_eq!(
        ledger(&alice).await,
        [
            loss(&flagged, 70),
            loss(&resigned, 80),
            loss(&mate, 90),
            (None, 100, "start".to_owned(), 100)
        ]
    );
    assert_eq!(
        ledger(&bob).await[0],
        (Some(flagged.clone()), 10, "win".to_owned(), 130)
    );
    // Paged: the flag came a minute after everything else, which shares
    // one instant; a page ends with every entry of its last instant.
    let first = alice.get("/api/gems?max=1").await.json["ledger"].clone();
    assert_eq!(first.as_array().map(Vec::len), Some(1), "{first}");
    assert_eq!(first[0]["gameId"], flagged.as_str());
    let before = first[0]["at"].as_i64().unwrap();
    let rest = alice
        .get(&format!("/api/gems?max=1&before={before}"))
        .await
        .json["ledger"]
        .clone();
    let reasons: Vec<&str> = rest
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["reason"].as_str().unwrap())
        .collect();
    assert_eq!(reasons, ["loss", "loss", "start"], "{rest}");
    let refused = alice.get("/api/gems?max=0").await;
    assert_eq!(refused.status, 400, "{}", refused.text);
    assert!(refused.text.contains("max"), "{}", refused.text);
    // Others see the balance on the profile; the game-over panel says
    // what the game paid.
    assert_eq!(alice.get("/api/user/Bob").await.json["gems"], 130);
    let page = alice
        .get_accepting(&format!("/{mate}"), "text/html")
        .await
        .text;
    assert!(page.contains("Gems: Alice \u{2212}10, Bob +10"), "{page}");
    app.stop().await;
}

async fn draws_follow_the_table_and_quits_cost_three_standard_amounts(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    // A difference of 0: the draw moves nothing, and the ledger shows it.
    let level = drawn(&alice, &bob).await;
    assert_eq!(
        ledger(&alice).await[0],
        (Some(level), 0, "draw".to_owned(), 100)
    );
    // Bob mates Alice five times: 150 against 50, a difference of 100.
    for _ in 0..5 {
        mated(&alice, &bob).await;
    }
    assert_eq!((gems(&alice).await, gems(&bob).await), (50, 150));
    drawn(&alice, &bob).await; // 100 or more: 10 from Bob to Alice
    assert_eq!((gems(&alice).await, gems(&bob).await), (60, 140));
    drawn(&bob, &alice).await; // 10–99: 5
    assert_eq!((gems(&alice).await, gems(&bob).await), (65, 135));

    // A quit declined under 50 plies: the quitter loses 30, the other
    // nothing (no entry).
    let carol = app.member("Carol").await;
    let early = quit(&carol, &bob, &quiet_moves(49), true, "no").await;
    assert_eq!((gems(&carol).await, gems(&bob).await), (70, 135));
    assert_eq!(
        ledger(&carol).await[0],
        (Some(early.clone()), -30, "quit".to_owned(), 70)
    );
    assert_ne!(ledger(&bob).await[0].0, Some(early));
    // At 50 plies the other wins the draw table's amount for the
    // difference before (135 − 70 = 65: 5).
    let late = quit(&carol, &bob, &quiet_moves(50), true, "no").await;
    assert_eq!((gems(&carol).await, gems(&bob).await), (40, 140));
    assert_eq!(
        ledger(&bob).await[0],
        (Some(late), 5, "opponent_quit".to_owned(), 140)
    );
    // A quit agreed: no result, nothing moves.
    quit(&carol, &bob, &quiet_moves(2), false, "yes").await;
    assert_eq!((gems(&carol).await, gems(&bob).await), (40, 140));

    // 0–9: Dave (100) quits at 50 plies against Erin (100): Erin wins 1;
    // then Erin (101) and Frank (100) draw: 1 from Erin to Frank.
    let (dave, erin, frank) = (
        app.member("Dave").await,
        app.member("Erin").await,
        app.member("Frank").await,
    );
    quit(&erin, &dave, &quiet_moves(50), false, "no").await;
    assert_eq!((gems(&dave).await, gems(&erin).await), (70, 101));
    drawn(&frank, &erin).await;
    assert_eq!((gems(&erin).await, gems(&frank).await), (100, 101));
    app.stop().await;
}

async fn a_balance_at_zero_loses_nothing_more(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    // Four quits declined: 70, 40, 10, then the last 10 (not 30).
    for _ in 0..4 {
        quit(&alice, &bob, &quiet_moves(2), true, "no").await;
    }
    assert_eq!(gems(&alice).await, 0);
    assert_eq!(ledger(&alice).await[0].1, -10);
    // A loss at zero takes nothing; the winner still wins the standard.
    let game = mated(&alice, &bob).await;
    assert_eq!(
        ledger(&alice).await[0],
        (Some(game), 0, "loss".to_owned(), 0)
    );
    assert_eq!(gems(&bob).await, 110);
    app.stop().await;
}

async fn correspondence_games_move_no_gems(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    play_all(&alice, &bob, &game, &FOOLS_MATE).await;
    assert_eq!(ended(&alice, &game).await["status"], "mate");
    assert_eq!((gems(&alice).await, gems(&bob).await), (100, 100));
    assert_eq!(ledger(&alice).await.len(), 1);
    app.stop().await;
}

async fn concurrent_endings_of_one_members_games_lose_no_change(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let alice = app.member("Alice").await;
    let mut opponents = Vec::new();
    let mut games = Vec::new();
    for n in 0..6 {
        let opponent = app.member(&format!("Opponent{n}")).await;
        let game = alice.start_live_game(&opponent, &FAST).await;
        play_all(&alice, &opponent, &game, &FOOLS_MATE[..3]).await;
        opponents.push(opponent);
        games.push(game);
    }
    // Every opponent mates Alice at once.
    let mates = opponents
        .iter()
        .zip(&games)
        .map(|(opponent, game)| opponent.play(game, FOOLS_MATE[3]));
    futures_util::future::join_all(mates).await;
    for game in &games {
        ended(&alice, game).await;
    }
    assert_eq!(gems(&alice).await, 40);
    let entries = ledger(&alice).await;
    assert_eq!(entries.len(), 7);
    assert_eq!(entries.iter().map(|e| e.1).sum::<i64>(), 40);
    // Each entry follows the one before it.
    for pair in entries.windows(2) {
        assert_eq!(pair[0].3, pair[1].3 + pair[0].1, "{entries:?}");
    }
    app.stop().await;
}

async fn the_audit_finds_nothing_then_repairs_a_balance_changed_by_hand(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    mated(&alice, &bob).await;
    drawn(&alice, &bob).await;
    quit(&alice, &bob, &quiet_moves(50), true, "no").await;
    let state = app.state();
    let report = redqueen::gems::audit_gems(state, false).await.unwrap();
    assert!(report.findings.is_empty(), "{:?}", report.findings);
    assert_eq!(report.games, 3);
    // An operator's slip: Bob's balance changed outside the ledger.
    let mut tx = state.store().begin().await.unwrap();
    tx.set_gems(bob.id, 1_000).await.unwrap();
    tx.commit().await.unwrap();
    let found = redqueen::gems::audit_gems(state, true).await.unwrap();
    assert_eq!(found.findings.len(), 1, "{:?}", found.findings);
    assert!(redqueen::gems::describe(&found.findings[0]).contains("balance 1000"));
    let after = redqueen::gems::audit_gems(state, false).await.unwrap();
    assert!(after.findings.is_empty(), "{:?}", after.findings);
    assert_eq!(gems(&bob).await, ledger(&bob).await[0].3);
    app.stop().await;
}

async fn bad_quit_requests_are_refused_and_change_nothing(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    let game = alice.start_live_game(&bob, &FAST).await;
    let ask = format!("/api/board/game/{game}/quit");
    assert_eq!(post(&alice, &ask).await.0, 200);
    // A second request while the first stands.
    let (status, text) = post(&alice, &ask).await;
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("already asked to quit"), "{text}");
    // An answer by the quitter (`yes` is asking again), and by someone
    // who does not play.
    let (status, text) = post(&alice, &format!("{ask}/no")).await;
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("your own request"), "{text}");
    let (status, text) = post(&alice, &format!("{ask}/yes")).await;
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("already asked to quit"), "{text}");
    assert_ne!(post(&carol, &format!("{ask}/no")).await.0, 200);
    // A quit in a correspondence game.
    let slow = alice.start_game(&bob, "3").await;
    let (status, text) = post(&alice, &format!("/api/board/game/{slow}/quit")).await;
    assert_eq!(status, 400, "{text}");
    // Nothing changed: the request stands, nobody's gems moved.
    assert_eq!(bob.game_full(&game).await["state"]["wquit"], true);
    assert_eq!(alice.export(&game).await["status"], "started");
    // A quit on a game that has ended.
    assert_eq!(post(&bob, &format!("{ask}/yes")).await.0, 200);
    ended(&alice, &game).await;
    let (status, text) = post(&bob, &ask).await;
    assert_eq!(status, 400, "{text}");
    assert_eq!((gems(&alice).await, gems(&bob).await), (100, 100));
    app.stop().await;
}

async fn the_balance_and_the_ledger_show_on_the_pages(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = mated(&alice, &bob).await;
    let browser = app.browser_of(&alice).await;
    // The header and the profile.
    let home = browser.get("/").await;
    assert!(
        home.body.contains("href=\"/gems\">90 gems</a>"),
        "{}",
        home.body
    );
    let profile = browser.get("/@/Bob").await;
    assert!(profile.body.contains("110 gems"), "{}", profile.body);
    // The ledger: the loss with its game and opponent, then the start.
    let ledger = browser.get("/gems").await;
    assert_eq!(ledger.status, 200);
    assert!(ledger.body.contains("You have 90 gems."), "{}", ledger.body);
    let loss = ledger
        .body
        .find(&format!("href=\"/{game}\""))
        .expect("the game is listed");
    let start = ledger
        .body
        .find("Starting gems")
        .expect("the start is listed");
    assert!(loss < start, "newest first");
    assert!(ledger.body.contains("href=\"/@/Bob\""), "{}", ledger.body);
    assert!(ledger.body.contains("\u{2212}10"), "{}", ledger.body);
    // A live challenge and a live seek show their players' gems.
    let carol = app.member("Carol").await;
    alice.challenge(&carol, &[("clock.limit", "600")]).await;
    let challenges = app.browser_of(&carol).await.get("/challenges").await;
    assert!(challenges.body.contains("90 gems"), "{}", challenges.body);
    let seek = app
        .browser_of(&bob)
        .await
        .submit(
            "/lobby",
            "/lobby",
            &[
                ("kind", "live"),
                ("mode", "fast"),
                ("round_minutes", "10"),
                ("move_minutes", "5"),
                ("extra_seconds", "5"),
                ("takebacks", "0"),
                ("color", "random"),
            ],
        )
        .await;
    assert_eq!(
        seek.path, "/lobby?notice=open-game-created",
        "{}",
        seek.body
    );
    let lobby = browser.get("/lobby").await;
    assert!(lobby.body.contains("110 gems"), "{}", lobby.body);
    // Logged out, there is no ledger to see.
    let anonymous = app.browser().get("/gems").await;
    assert_eq!(anonymous.path, "/login?next=%2Fgems");
    app.stop().await;
}
