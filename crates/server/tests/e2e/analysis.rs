//! The analysis board over HTTP (docs/analysis.md), on both backends: a
//! line asked for is answered with its positions, moves and legal moves,
//! bad ones are refused with a message, and no line through the current
//! position of a game in progress reaches its players (seed 000); the
//! game's own analysis page is refused while it is played, and opens once
//! it is over. The engine itself runs in the browser (`browser.rs`,
//! web/tests/analysis.test.mjs).

use serde_json::Value;

use crate::support::TestApp;

app_tests!(
    lines_are_answered_and_bad_ones_named,
    a_game_in_progress_is_not_analysed_by_its_players,
);

async fn lines_are_answered_and_bad_ones_named(app: &TestApp) {
    let browser = app.browser();
    let page = browser
        .get("/analysis/line?play=e2e4,e7e5,d1h5,b8c6,f1c4,g8f6,h5f7")
        .await;
    assert_eq!(page.status, 200, "{}", page.body);
    let line: Value = serde_json::from_str(&page.body).unwrap();
    assert_eq!(line["san"][6], "Qxf7#");
    assert_eq!(line["fens"].as_array().unwrap().len(), 8);
    assert_eq!(line["end"], "checkmate");
    assert_eq!(line["turn"], "black");
    assert_eq!(line["dests"], serde_json::json!({}));
    // From a set-up position, castling either way the board gestures it.
    let page = browser
        .get("/analysis/line?fen=r3k2r/8/8/8/8/8/8/R3K2R%20w%20KQkq%20-%200%201&play=e1h1")
        .await;
    let line: Value = serde_json::from_str(&page.body).unwrap();
    assert_eq!(line["san"][0], "O-O");
    assert_eq!(line["uci"][0], "e1g1");
    // Black's king: the rook on f1 guards f7, f8 and the way to g8; the
    // long castling is there, onto c8 or onto the rook.
    assert_eq!(
        line["dests"]["e8"],
        serde_json::json!(["d7", "e7", "a8", "c8", "d8"])
    );
    for (query, named) in [
        ("play=e2e5", "e2e5"),
        ("fen=nonsense", "nonsense"),
        ("play=e2e4,e2e4", "e2e4"),
    ] {
        let page = browser.get(&format!("/analysis/line?{query}")).await;
        assert_eq!(page.status, 400, "{query}");
        assert!(page.body.contains(named), "{query}: {}", page.body);
    }
    // A pasted PGN sets the board up; one that cannot be read is named.
    let page = browser.get("/analysis?setup=1.%20d4%20d5%202.%20c4").await;
    assert_eq!(page.status, 200);
    assert!(page.body.contains("c2c4"), "the line is in the page");
    let page = browser.get("/analysis?setup=1.%20d4%20Ke5").await;
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains("not a legal move there: Ke5"),
        "{}",
        page.body
    );
    // A line past the board's limit names the limit, not its last move.
    let long = "Nf3%20Nf6%20Ng1%20Ng8%20".repeat(250) + "Nf3";
    let page = browser.get(&format!("/analysis?setup={long}")).await;
    assert_eq!(page.status, 200);
    assert!(page.body.contains("at most 1000"), "{}", page.body);
    assert!(!page.body.contains("not a legal move"), "{}", page.body);
}

async fn a_game_in_progress_is_not_analysed_by_its_players(app: &TestApp) {
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR%20b%20KQkq%20-%200%201";
    for player in [&alice, &bob] {
        let browser = app.browser_of(player).await;
        // Reached by another order of moves, with other counters: refused.
        let page = browser.get("/analysis/line?play=d2d3,e7e6,d3d4").await;
        assert_eq!(page.status, 200, "another position");
        let page = browser
            .get("/analysis/line?play=g1f3,g8f6,f3g1,f6g8,e2e4")
            .await;
        assert_eq!(page.status, 403, "{}", page.body);
        assert!(
            page.body.contains("a game you are playing"),
            "{}",
            page.body
        );
        let page = browser.get(&format!("/analysis?setup={after_e4}")).await;
        assert_eq!(page.status, 403);
        assert!(
            !page.body.contains("stockfish"),
            "the refusal loads no engine"
        );
        // The FEN's other fields edited (no castling rights, an en passant
        // square, other counters): the same position on the board.
        for edited in [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR%20b%20-%20-%200%201",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR%20b%20Kq%20e3%2040%2070",
        ] {
            let page = browser.get(&format!("/analysis?setup={edited}")).await;
            assert_eq!(page.status, 403, "{edited}");
            let page = browser.get(&format!("/analysis/line?fen={edited}")).await;
            assert_eq!(page.status, 403, "{edited}");
        }
        let page = browser.get(&format!("/{game}/analysis")).await;
        assert_eq!(page.status, 403);
        assert!(page.body.contains("still being played"));
        assert!(!page.body.contains("stockfish"));
        let page = browser.get(&format!("/{game}")).await;
        assert!(
            !page.body.contains("stockfish"),
            "the game page loads no engine"
        );
        assert!(!page.body.contains(&format!("/{game}/analysis")));
    }
    // Someone else may look at the position; nobody at the game's page.
    let carol_browser = app.browser_of(&carol).await;
    let page = carol_browser
        .get(&format!("/analysis?setup={after_e4}"))
        .await;
    assert_eq!(page.status, 200);
    assert!(page.body.contains("stockfish"));
    let page = carol_browser.get(&format!("/{game}/analysis")).await;
    assert_eq!(page.status, 403);
    // Once the game is over, it is analysed, by its players too.
    let resigned = bob
        .post(&format!("/api/board/game/{game}/resign"), &[])
        .await;
    assert_eq!(resigned.status, 200, "{}", resigned.text);
    let browser = app.browser_of(&alice).await;
    let page = browser.get(&format!("/{game}")).await;
    assert!(page.body.contains(&format!("/{game}/analysis")));
    let page = browser.get(&format!("/{game}/analysis")).await;
    assert_eq!(page.status, 200);
    assert!(page.body.contains("stockfish-19-lite-single.js"));
    let page = browser.get(&format!("/analysis?setup={after_e4}")).await;
    assert_eq!(page.status, 200);
}
