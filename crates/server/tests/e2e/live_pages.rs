//! The game page of a live game (live-games.md): the clocks beside the
//! board, takebacks with the allowance left, answering a takeback offer,
//! asking to quit and answering, draw requests left from ply 20, and the
//! game-over panel with the reason and the rating change — none of it on a
//! correspondence game's page. On SQLite and PostgreSQL, through the forms
//! as a person without scripts would.

use crate::support::api::Member;
use crate::support::moves::TWENTY_PLIES;
use crate::support::{Browser, Page, TestApp};

app_tests!(
    a_live_page_shows_the_clocks_and_offers_takebacks_with_the_allowance_left,
    a_live_clock_shows_the_round_time_with_the_move_time_beside_it_until_the_end,
    a_request_to_quit_is_confirmed_answered_and_ends_with_no_result,
    an_ending_without_a_result_names_the_player_from_each_side,
    draw_requests_are_offered_from_ply_twenty_with_the_requests_left,
    the_game_over_panel_shows_the_reason_and_the_rating_change,
    a_correspondence_page_has_none_of_the_live_controls,
    an_aborted_live_game_is_aborted_from_the_page_and_its_clocks_stay_stopped,
);

/// 10 minutes round time, 5 seconds extra time, 1 minute a move, one
/// takeback each.
const FAST: [(&str, &str); 4] = [
    ("clock.limit", "600"),
    ("clock.increment", "5"),
    ("clock.move", "60"),
    ("takebacks", "1"),
];

/// Alice (White) and Bob in a live game, each with a logged-in browser.
async fn live_game(
    app: &TestApp,
    extra: &[(&str, &str)],
) -> (Member, Member, Browser, Browser, String) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let mut clock = FAST.to_vec();
    clock.extend_from_slice(extra);
    let game = alice.start_live_game(&bob, &clock).await;
    let (alice_page, bob_page) = (app.browser_of(&alice).await, app.browser_of(&bob).await);
    (alice, bob, alice_page, bob_page, game)
}

async fn act(browser: &Browser, game: &str, action: &str) -> Page {
    let page = browser
        .submit(
            &format!("/{game}"),
            &format!("/{game}/action/{action}"),
            &[],
        )
        .await;
    assert_eq!(page.status, 200, "{action}: {}", page.body);
    page
}

fn has_action(page: &Page, action: &str) -> bool {
    page.body.contains(&format!("/action/{action}\""))
}

async fn a_live_page_shows_the_clocks_and_offers_takebacks_with_the_allowance_left(app: &TestApp) {
    let (alice, _bob, alice_page, bob_page, game) = live_game(app, &[]).await;
    let start = alice_page.get(&format!("/{game}")).await;
    assert!(start.body.contains("data-live=\"true\""), "{}", start.body);
    assert!(start.body.contains("class=\"player-bar"));
    assert!(
        !start.body.contains("/conditional\""),
        "no conditional moves in a live game"
    );
    // White's clock shows the round time (10:00) and the move time left
    // (1:00), Black's the round time.
    assert!(
        start.body.contains(">1:00<") && start.body.contains(">10:00<"),
        "{}",
        start.body
    );
    assert!(
        !has_action(&start, "takeback-yes"),
        "no move to take back yet"
    );
    assert!(
        start
            .body
            .contains("Resigning and draw offers are possible after 10 moves by each player.")
    );
    assert!(
        !has_action(&start, "resign")
            && !has_action(&start, "draw-yes")
            && !has_action(&start, "delete-yes")
    );
    // Until both sides have moved, the game may be aborted (live-games.md).
    assert!(has_action(&start, "abort"), "{}", start.body);

    alice.play(&game, "e2e4").await;
    let moved = alice_page.get(&format!("/{game}")).await;
    assert!(
        moved.body.contains("Take back your move (1 left)"),
        "{}",
        moved.body
    );
    assert!(!has_action(
        &bob_page.get(&format!("/{game}")).await,
        "takeback-yes"
    ));
    let taken = act(&alice_page, &game, "takeback-yes").await;
    assert!(taken.body.contains("No moves yet."), "{}", taken.body);

    // The allowance is spent: the same button now asks.
    alice.play(&game, "e2e4").await;
    let asking = alice_page.get(&format!("/{game}")).await;
    assert!(
        asking.body.contains("Ask to take back your move"),
        "{}",
        asking.body
    );
    let standing = act(&alice_page, &game, "takeback-yes").await;
    assert!(standing.body.contains("You asked to take back your move."));
    let offered = bob_page.get(&format!("/{game}")).await;
    assert!(
        offered
            .body
            .contains("Your opponent asks to take back their last move.")
    );
    assert!(has_action(&offered, "takeback-yes") && has_action(&offered, "takeback-no"));
    let declined = act(&bob_page, &game, "takeback-no").await;
    assert!(!declined.body.contains("Your opponent asks to take back"));
    assert_eq!(alice.export(&game).await["moves"], "e4");
}

/// The figures of `color`'s clock on a game page: the main figure and,
/// when shown, the move time left.
fn clock_of(page: &Page, color: &str) -> (String, Option<String>) {
    let bar = page
        .body
        .split("class=\"player-bar")
        .find(|bar| bar.contains(&format!("data-color=\"{color}\"")))
        .unwrap_or_else(|| panic!("no {color} bar: {}", page.body));
    let text_in = |class: &str| {
        let start = bar.find(&format!("class=\"{class}\""))?;
        let tag = &bar[start..];
        let text = &tag[tag.find('>')? + 1..];
        Some((
            tag[..tag.find('>')?].contains(" hidden"),
            text[..text.find('<')?].to_owned(),
        ))
    };
    let main = text_in("clock-time").unwrap().1;
    let move_left = text_in("move-left").and_then(|(hidden, text)| (!hidden).then_some(text));
    (main, move_left)
}

/// Issue 49 (seed 001's clocks): the round time left is the main figure,
/// the move time left a second one of the player to move; after the end
/// each clock reads the round time its player had then, and My games
/// says the seconds of a last minute.
async fn a_live_clock_shows_the_round_time_with_the_move_time_beside_it_until_the_end(
    app: &TestApp,
) {
    let (alice, bob, alice_page, _bob_page, game) = live_game(app, &[]).await;
    for (ply, uci) in TWENTY_PLIES.iter().enumerate() {
        let mover = if ply % 2 == 0 { &alice } else { &bob };
        mover.play(&game, uci).await;
    }
    // Ten moves each at once: 10:50 of round time each; White has thought
    // for 25 s of their minute.
    app.clock.advance(25_000);
    let page = alice_page.get(&format!("/{game}")).await;
    assert_eq!(
        (clock_of(&page, "white"), clock_of(&page, "black")),
        (
            ("10:25".to_owned(), Some("0:35".to_owned())),
            ("10:50".to_owned(), None)
        )
    );
    let games = alice_page.get("/games").await;
    assert!(games.body.contains("35 seconds"), "{}", games.body);

    let resigned = alice
        .post(&format!("/api/board/game/{game}/resign"), &[])
        .await;
    assert_eq!(resigned.status, 200, "{}", resigned.text);
    app.clock.advance(3_600_000);
    let over = alice_page.get(&format!("/{game}")).await;
    assert_eq!(
        (clock_of(&over, "white"), clock_of(&over, "black")),
        (("10:25".to_owned(), None), ("10:50".to_owned(), None))
    );
}

async fn a_request_to_quit_is_confirmed_answered_and_ends_with_no_result(app: &TestApp) {
    let (alice, _bob, alice_page, bob_page, game) = live_game(app, &[("rated", "true")]).await;
    alice.play(&game, "e2e4").await;
    let page = alice_page.get(&format!("/{game}")).await;
    // Asking cannot be undone: the button only opens the question.
    assert!(
        page.body
            .contains("<summary class=\"button\">Ask to quit</summary>"),
        "{}",
        page.body
    );
    assert!(page.body.contains("Yes, ask to quit"));

    let asked = act(&alice_page, &game, "quit-yes").await;
    assert!(asked.body.contains("You asked to quit."), "{}", asked.body);
    let answer = bob_page.get(&format!("/{game}")).await;
    assert!(answer.body.contains("Your opponent asks to quit."));
    assert!(answer.body.contains("Agree: no result") && answer.body.contains("Decline: they lose"));
    assert!(has_action(&answer, "quit-yes") && has_action(&answer, "quit-no"));

    let over = act(&bob_page, &game, "quit-yes").await;
    assert!(over.body.contains("Game over"), "{}", over.body);
    assert!(over.body.contains("Alice asked to quit and you agreed"));
    assert!(
        over.body
            .contains("Ratings do not change: a game without a result is not rated.")
    );
    assert!(!has_action(&over, "quit-yes"));
    bob_page
        .submit("/", "/language", &[("lang", "es"), ("back", "/")])
        .await;
    let spanish = bob_page.get(&format!("/{game}")).await;
    assert!(
        spanish.body.contains("Partida terminada"),
        "{}",
        spanish.body
    );
}

/// What each reader is told of `game`'s end: Alice's page, Bob's page, a
/// spectator's page, and the state the socket sends Alice.
async fn told(app: &TestApp, pages: [&Browser; 2], game: &str, said: [&str; 3]) {
    let readers = [pages[0], pages[1], &app.browser()];
    for (browser, said) in readers.into_iter().zip(said) {
        let page = browser.get(&format!("/{game}")).await;
        let panel = page.body.split("id=\"game-over\"").nth(1).unwrap_or("");
        assert!(panel.contains(said), "{said}: {}", page.body);
    }
    let state: serde_json::Value =
        serde_json::from_str(&pages[0].get(&format!("/{game}/state")).await.body).unwrap();
    assert_eq!(state["status"], said[0], "{state}");
}

/// Issue 49: "No result: aborted" and its kind read the same on both
/// sides. Each reader is told who, from their side: on the page, the
/// game-over panel, the socket's state, My games, the email of a player
/// away, and in another language.
async fn an_ending_without_a_result_names_the_player_from_each_side(app: &TestApp) {
    let (alice, bob, alice_page, bob_page, quit) = live_game(app, &[]).await;
    let pages = [&alice_page, &bob_page];
    alice.play(&quit, "e2e4").await;
    bob.play(&quit, "e7e5").await;
    let asked = alice
        .post(&format!("/api/board/game/{quit}/quit"), &[])
        .await;
    assert_eq!(asked.status, 200, "{}", asked.text);
    let agreed = bob
        .post(&format!("/api/board/game/{quit}/quit/yes"), &[])
        .await;
    assert_eq!(agreed.status, 200, "{}", agreed.text);
    told(
        app,
        pages,
        &quit,
        [
            "You asked to quit and Bob agreed",
            "Alice asked to quit and you agreed",
            "Alice asked to quit and Bob agreed",
        ],
    )
    .await;
    let mail = app.email_to("alice@example.org", "game_over").await;
    assert!(
        mail.text.contains("You asked to quit and Bob agreed"),
        "{}",
        mail.text
    );

    let aborted = alice.start_live_game(&bob, &FAST).await;
    alice.play(&aborted, "d2d4").await;
    let abort = bob
        .post(&format!("/api/board/game/{aborted}/abort"), &[])
        .await;
    assert_eq!(abort.status, 200, "{}", abort.text);
    told(
        app,
        pages,
        &aborted,
        [
            "Bob aborted the game",
            "You aborted the game",
            "Bob aborted the game",
        ],
    )
    .await;

    // Alice lets her minute run out at ply 2.
    let flagged = alice.start_live_game(&bob, &FAST).await;
    alice.play(&flagged, "c2c4").await;
    bob.play(&flagged, "c7c5").await;
    app.clock.advance(60_000);
    app.run_jobs_once().await;
    told(
        app,
        pages,
        &flagged,
        [
            "Your time ran out before you had made 5 moves: no result",
            "Alice's time ran out before they had made 5 moves: no result",
            "Alice's time ran out before they had made 5 moves: no result",
        ],
    )
    .await;

    let games = bob_page.get("/games").await.body;
    for said in [
        "Alice asked to quit and you agreed",
        "You aborted the game",
        "Alice's time ran out before they had made 5 moves: no result",
    ] {
        assert!(games.contains(said), "{said}: {games}");
    }
    bob_page
        .submit("/", "/language", &[("lang", "de"), ("back", "/")])
        .await;
    let german = bob_page.get(&format!("/{quit}")).await.body;
    assert!(
        german.contains("Alice hat um Ausstieg gebeten, und du hast zugestimmt"),
        "{german}"
    );
}

async fn draw_requests_are_offered_from_ply_twenty_with_the_requests_left(app: &TestApp) {
    let (alice, bob, alice_page, _bob_page, game) = live_game(app, &[]).await;
    for (ply, uci) in TWENTY_PLIES[..19].iter().enumerate() {
        let mover = if ply % 2 == 0 { &alice } else { &bob };
        mover.play(&game, uci).await;
    }
    let early = alice_page.get(&format!("/{game}")).await;
    assert!(!has_action(&early, "draw-yes") && !has_action(&early, "resign"));
    bob.play(&game, TWENTY_PLIES[19]).await;
    let at_twenty = alice_page.get(&format!("/{game}")).await;
    assert!(
        at_twenty.body.contains("Offer a draw (3 left)"),
        "{}",
        at_twenty.body
    );
    assert!(
        at_twenty
            .body
            .contains("<summary class=\"button\">Resign</summary>")
    );

    act(&alice_page, &game, "draw-yes").await;
    let declined = bob
        .post(&format!("/api/board/game/{game}/draw/no"), &[])
        .await;
    assert_eq!(declined.status, 200, "{}", declined.text);
    let after_one = alice_page.get(&format!("/{game}")).await;
    assert!(
        after_one.body.contains("Offer a draw (2 left)"),
        "{}",
        after_one.body
    );
}

async fn the_game_over_panel_shows_the_reason_and_the_rating_change(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    app.set_rating(&alice, "live", 1500).await;
    app.set_rating(&bob, "live", 1600).await;
    let mut clock = FAST.to_vec();
    clock.push(("rated", "true"));
    let game = alice.start_live_game(&bob, &clock).await;
    let alice_page = app.browser_of(&alice).await;
    for (ply, uci) in TWENTY_PLIES.iter().enumerate() {
        let mover = if ply % 2 == 0 { &alice } else { &bob };
        mover.play(&game, uci).await;
    }
    let resigned = bob
        .post(&format!("/api/board/game/{game}/resign"), &[])
        .await;
    assert_eq!(resigned.status, 200, "{}", resigned.text);
    let players = &alice.export(&game).await["players"];
    let page = alice_page.get(&format!("/{game}")).await;
    assert!(page.body.contains("You won: resignation"), "{}", page.body);
    for (name, color) in [("Alice", "white"), ("Bob", "black")] {
        let before = players[color]["rating"].as_i64().unwrap();
        let diff = players[color]["ratingDiff"].as_i64().unwrap();
        assert_ne!(diff, 0);
        let line = format!("{name}: {before} → {} ({diff:+})", before + diff);
        assert!(page.body.contains(&line), "{line}: {}", page.body);
    }
}

async fn a_correspondence_page_has_none_of_the_live_controls(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    let page = app.browser_of(&alice).await.get(&format!("/{game}")).await;
    assert!(page.body.contains("data-live=\"false\""));
    assert!(!page.body.contains("move-bar"), "no move-time bar");
    for action in ["takeback-yes", "quit-yes"] {
        assert!(!has_action(&page, action), "{action}");
    }
    // Draw offers are not counted, resigning needs a confirmation.
    assert!(has_action(&page, "draw-yes") && page.body.contains(">Offer a draw<"));
    assert!(page.body.contains("Yes, resign"));
}

/// live-games.md (turn 3): the page aborts a live game before both sides
/// have moved; and a finished game's clocks read as they stood at its end
/// however late one looks (they read 0:00 on reload, as a flag does).
async fn an_aborted_live_game_is_aborted_from_the_page_and_its_clocks_stay_stopped(app: &TestApp) {
    let (alice, _bob, _alice_page, bob_page, game) = live_game(app, &[]).await;
    alice.play(&game, "e2e4").await;
    app.clock.advance(5_000);
    let aborted = act(&bob_page, &game, "abort").await;
    assert!(!has_action(&aborted, "abort"), "{}", aborted.body);
    app.clock.advance(3_600_000);

    let state: serde_json::Value =
        serde_json::from_str(&app.browser().get(&format!("/{game}/state")).await.body).unwrap();

    assert_eq!(state["inProgress"], false);
    assert_eq!(state["end"]["reason"], "aborted");
    assert_eq!(state["clocks"]["running"], serde_json::Value::Null);
    // White moved at once and earned 5 s; Black had thought for 5 s when
    // the game ended: their round time then (issue 49: it read the 0:55
    // of their move time).
    assert_eq!(state["clocks"]["white"], 605_000, "{state}");
    assert_eq!(state["clocks"]["black"], 595_000, "{state}");
    assert_eq!(state["clocks"]["moveLeftMs"], serde_json::Value::Null);
}
