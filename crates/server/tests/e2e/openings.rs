//! Opening names end to end (docs/openings.md), on SQLite and PostgreSQL:
//! the game page and the games list name a game's opening as it is
//! played, the PGN and JSON exports carry it as lichess writes it, and a
//! profile counts the openings its member played with each colour, with
//! their results, games without a result left out.

use crate::support::TestApp;
use crate::support::api::Member;

app_tests!(
    a_games_opening_is_named_on_its_page_its_list_and_its_exports,
    a_profile_counts_the_openings_played_with_each_colour,
);

const NAJDORF: [&str; 10] = [
    "e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4", "f3d4", "g8f6", "b1c3", "a7a6",
];

/// Plays `moves` in `game`, White first (or Black, after `from` plies).
async fn play_from(from: usize, white: &Member, black: &Member, game: &str, moves: &[&str]) {
    for (ply, uci) in moves.iter().enumerate() {
        let mover = if (from + ply).is_multiple_of(2) {
            white
        } else {
            black
        };
        mover.play(game, uci).await;
    }
}

async fn play(white: &Member, black: &Member, game: &str, moves: &[&str]) {
    play_from(0, white, black, game, moves).await;
}

async fn ended(member: &Member, game: &str, action: &str) {
    let answer = member
        .post(&format!("/api/board/game/{game}/{action}"), &[])
        .await;
    assert_eq!(answer.status, 200, "{action}: {}", answer.text);
}

async fn a_games_opening_is_named_on_its_page_its_list_and_its_exports(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let browser = app.browser_of(&alice).await;
    let game = alice.start_game(&bob, "3").await;
    play(&alice, &bob, &game, &NAJDORF[..1]).await;
    // Named as it goes.
    let page = browser.get(&format!("/{game}")).await;
    assert!(page.body.contains("B00 King's Pawn Game"), "{}", page.body);
    play_from(1, &alice, &bob, &game, &NAJDORF[1..]).await;
    let najdorf = "B90 Sicilian Defense: Najdorf Variation";
    assert!(
        browser
            .get(&format!("/{game}"))
            .await
            .body
            .contains(najdorf)
    );
    assert!(browser.get("/games").await.body.contains(najdorf));

    // A deeper named line names it anew.
    alice.play(&game, "h2h3").await;
    ended(&bob, &game, "resign").await;
    assert!(
        browser
            .get(&format!("/{game}"))
            .await
            .body
            .contains(najdorf)
    );
    let json = alice.export(&game).await;
    assert_eq!(
        json["opening"],
        serde_json::json!({ "eco": "B90", "name": "Sicilian Defense: Najdorf Variation, Adams Attack", "ply": 11 })
    );
    let pgn = alice.get(&format!("/game/export/{game}")).await.text;
    assert!(
        pgn.contains(
            "[ECO \"B90\"]\n[Opening \"Sicilian Defense: Najdorf Variation, Adams Attack\"]\n[Termination"
        ),
        "{pgn}"
    );
}

async fn a_profile_counts_the_openings_played_with_each_colour(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let browser = app.browser_of(&alice).await;
    let profile = browser.get("/@/Alice").await;
    assert!(
        profile
            .body
            .contains("No finished game with a named opening yet."),
        "{}",
        profile.body
    );

    // As White: a Najdorf won, a Ruy Lopez drawn.
    let won = alice.start_game(&bob, "3").await;
    play(&alice, &bob, &won, &NAJDORF).await;
    ended(&bob, &won, "resign").await;
    let drawn = alice.start_game(&bob, "3").await;
    play(
        &alice,
        &bob,
        &drawn,
        &["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"],
    )
    .await;
    ended(&bob, &drawn, "draw/yes").await;
    ended(&alice, &drawn, "draw/yes").await;
    // As Black: a Queen's Gambit Declined lost.
    let lost = bob.start_game(&alice, "3").await;
    play(&bob, &alice, &lost, &["d2d4", "d7d5", "c2c4", "e7e6"]).await;
    ended(&alice, &lost, "resign").await;
    // An aborted English Opening has no result: not counted.
    let aborted = alice.start_game(&bob, "3").await;
    play(&alice, &bob, &aborted, &["c2c4"]).await;
    ended(&bob, &aborted, "abort").await;

    let profile = browser.get("/@/Alice").await.body;
    let section = &profile[profile
        .find("class=\"card openings\"")
        .expect("the openings card")..];
    let section = &section[..section.find("</section>").unwrap()];
    let rows: Vec<String> = section
        .split("<tr>")
        .skip(1)
        .filter(|row| row.contains("<td>"))
        .map(|row| {
            row.split("<td>")
                .skip(1)
                .map(|cell| cell.split("</td>").next().unwrap().replace("&#39;", "'"))
                .collect::<Vec<_>>()
                .join(" | ")
        })
        .collect();
    assert_eq!(
        rows,
        // Most played first, then by name.
        [
            "C60 Ruy Lopez | 1 | 0 | 1 | 0",
            "B90 Sicilian Defense: Najdorf Variation | 1 | 1 | 0 | 0",
            "D30 Queen's Gambit Declined | 1 | 0 | 0 | 1",
        ],
        "{section}"
    );
    let white = section.find("As White").unwrap();
    let black = section.find("As Black").unwrap();
    assert!(white < section.find("Ruy Lopez").unwrap());
    assert!(black > section.find("Najdorf").unwrap() && black < section.find("Queen").unwrap());
    assert!(!section.contains("English Opening"));
}
