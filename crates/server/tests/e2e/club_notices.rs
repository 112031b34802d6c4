//! What the club's players and directors are told and shown (issue 32,
//! "the director's and the player's pages"), on SQLite and PostgreSQL:
//! Black learns of a result to confirm (the header's count, the clubs
//! page, an email), the directors of a dispute; a ladder challenge sent
//! from the pyramid says it was sent and is listed as a club ladder game
//! with club ratings, as are the club game's player bars; an event's
//! correction starts at the recorded result, written as the tables write
//! it; a Quad's averaged opponent score is the hand-computed one; and the
//! words after an answer, before a start and of ranks earned.

use redqueen::clock::Clock;
use redqueen_domain::vacation::Day;
use serde_json::Value;

use crate::clubs::{club, ok};
use crate::support::api::Member;
use crate::support::{Browser, Page, TestApp};

app_tests!(
    black_is_told_of_a_result_to_confirm_and_the_directors_of_a_dispute,
    a_ladder_challenge_from_the_pyramid_is_confirmed_and_shows_club_ratings,
    an_events_pages_write_results_and_tie_breaks_as_the_tables_do,
);

fn today(app: &TestApp) -> String {
    Day::containing(app.clock.now_ms()).to_string()
}

/// The header's count of club results on `page`: `None` when hidden.
fn club_results_count(page: &Page) -> Option<u32> {
    let start = page.body.find("id=\"count-club-results\"")?;
    let tag_start = page.body[..start].rfind("<a")?;
    let link = &page.body[tag_start..];
    let link = &link[..link.find("</a>")?];
    let opening = &link[..link.find('>')?];
    if opening.contains(" hidden") {
        return None;
    }
    let number = link.split("class=\"count-number\">").nth(1)?;
    number.split('<').next()?.parse().ok()
}

async fn page_of(browser: &Browser, path: &str) -> Page {
    let page = browser.get(path).await;
    assert_eq!(page.status, 200, "{path}: {}", page.body);
    page
}

async fn black_is_told_of_a_result_to_confirm_and_the_directors_of_a_dispute(app: &TestApp) {
    let names: Vec<String> = ["Dana", "Annie", "Benny", "Cyril"]
        .map(str::to_owned)
        .to_vec();
    let (id, members) = club(app, &names).await;
    let [dana, annie, benny, cyril] = [0, 1, 2, 3].map(|i| &members[i]);
    let (dana_b, benny_b) = (app.browser_of(dana).await, app.browser_of(benny).await);
    assert_eq!(club_results_count(&page_of(&benny_b, "/").await), None);
    // Annie (White) reports beating Benny: Benny is told.
    let game = ok(
        annie,
        &format!("/api/clubs/{id}/games"),
        &[
            ("white", "Annie"),
            ("black", "Benny"),
            ("result", "1-0"),
            ("playedOn", &today(app)),
            ("timeControl", "G/10"),
        ],
    )
    .await["id"]
        .as_i64()
        .unwrap();
    let email = app.email_to("benny@example.org", "club_result").await;
    assert_eq!(email.subject, "Annie reported your game: 1-0");
    assert!(
        email.text.contains("Annie – Benny 1-0") && email.text.contains("Riverside Chess Club"),
        "{}",
        email.text
    );
    assert_eq!(email.link_path(), format!("/clubs/{id}#games"));
    // The header counts it on every page; the clubs page lists it.
    assert_eq!(club_results_count(&page_of(&benny_b, "/").await), Some(1));
    let clubs = page_of(&benny_b, "/clubs").await;
    assert!(
        clubs.body.contains("Results waiting for you")
            && clubs
                .body
                .contains("reported by White: confirm or dispute it"),
        "{}",
        clubs.body
    );
    assert_eq!(club_results_count(&page_of(&dana_b, "/").await), None);
    // Benny disputes it: the directors are told, and it waits for them.
    let disputed = benny_b
        .submit(
            &format!("/clubs/{id}"),
            &format!("/clubs/{id}/games/{game}/dispute"),
            &[],
        )
        .await;
    assert!(
        disputed.body.contains("You disputed the result"),
        "{}",
        disputed.body
    );
    assert!(!disputed.body.contains("The game is marked."));
    let email = app.email_to("dana@example.org", "club_dispute").await;
    assert_eq!(
        email.subject,
        "Benny disputes a result in Riverside Chess Club"
    );
    assert_eq!(club_results_count(&page_of(&benny_b, "/").await), None);
    let dana_home = page_of(&dana_b, "/").await;
    assert_eq!(club_results_count(&dana_home), Some(1));
    assert!(
        page_of(&dana_b, "/clubs")
            .await
            .body
            .contains("disputed by Black: as a director, confirm or correct it")
    );
    // The director confirms it: nothing waits any more.
    let confirmed = dana_b
        .submit(
            &format!("/clubs/{id}"),
            &format!("/clubs/{id}/games/{game}/confirm"),
            &[],
        )
        .await;
    assert!(
        confirmed.body.contains("You confirmed the result."),
        "{}",
        confirmed.body
    );
    assert_eq!(club_results_count(&page_of(&dana_b, "/").await), None);

    // An event's board: White's report reaches Black the same way.
    let events = format!("/api/clubs/{id}/events");
    let quad = ok(dana, &events, &[("name", "Quads"), ("format", "quad")]).await["id"]
        .as_i64()
        .unwrap();
    for member in [dana, annie, benny, cyril] {
        ok(member, &format!("{events}/{quad}/enter"), &[]).await;
    }
    ok(dana, &format!("{events}/{quad}/rounds"), &[]).await;
    let shown = dana.get(&format!("{events}/{quad}")).await.json;
    let board = shown["pairings"][0]["boards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["white"] != "Dana" && b["black"] != "Dana")
        .unwrap()
        .clone();
    let (white, black) = (
        board["white"].as_str().unwrap(),
        board["black"].as_str().unwrap(),
    );
    let by_name = |name: &str| -> &Member { members.iter().find(|m| m.name == name).unwrap() };
    let address = format!("{}@example.org", black.to_lowercase());
    // (Benny's first email, above, was delivered already.)
    let before = app.delivered(&address, "club_result");
    ok(
        by_name(white),
        &format!("{events}/{quad}/boards/{}/report", board["id"]),
        &[("result", "1/2-1/2")],
    )
    .await;
    let email = app
        .emails_to(&address, "club_result", before + 1)
        .await
        .pop()
        .unwrap();
    assert_eq!(email.subject, format!("{white} reported your game: ½-½"));
    assert_eq!(email.link_path(), format!("/clubs/{id}/events/{quad}"));
    let black_b = app.browser_of(by_name(black)).await;
    assert_eq!(club_results_count(&page_of(&black_b, "/").await), Some(1));
    let confirmed = black_b
        .submit(
            &format!("/clubs/{id}/events/{quad}"),
            &format!("/clubs/{id}/events/{quad}/boards/{}/confirm", board["id"]),
            &[],
        )
        .await;
    assert!(
        confirmed.body.contains("You confirmed the result."),
        "{}",
        confirmed.body
    );
    assert_eq!(club_results_count(&page_of(&black_b, "/").await), None);
}

async fn a_ladder_challenge_from_the_pyramid_is_confirmed_and_shows_club_ratings(app: &TestApp) {
    let names: Vec<String> = ["Dana", "Annie", "Benny"].map(str::to_owned).to_vec();
    let (id, members) = club(app, &names).await;
    // Benny (3) beats Dana (1) over the board: half-way, to rank 2;
    // Benny 1250, Dana 1150.
    ok(
        &members[0],
        &format!("/api/clubs/{id}/games"),
        &[
            ("white", "Benny"),
            ("black", "Dana"),
            ("result", "1-0"),
            ("playedOn", &today(app)),
            ("timeControl", "G/10"),
        ],
    )
    .await;
    let ladder: Value = members[0]
        .get(&format!("/api/clubs/{id}/ladder"))
        .await
        .json;
    let order: Vec<&str> = ladder["ladder"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["username"].as_str().unwrap())
        .collect();
    assert_eq!(order, ["Dana", "Benny", "Annie"]);
    // Annie (3) challenges Dana (1) from the pyramid's card.
    let annie = app.browser_of(&members[1]).await;
    let pyramid = page_of(&annie, &format!("/clubs/{id}")).await;
    assert!(
        pyramid
            .body
            .contains("<option value=\"G/10\" selected>G/10</option>"),
        "{}",
        pyramid.body
    );
    let sent = annie
        .submit(
            &format!("/clubs/{id}"),
            &format!("/clubs/{id}/challenge/Dana"),
            &[("timeControl", "G/10")],
        )
        .await;
    assert_eq!(sent.path, "/challenges?notice=club-challenge-sent");
    assert!(
        sent.body.contains("Your ladder challenge was sent"),
        "{}",
        sent.body
    );
    // Listed as a club ladder game, with Dana's club rating, no gems.
    let outgoing = sent.body.split("challenge-lists").nth(1).unwrap();
    assert!(
        outgoing.contains("(club rating 1150)") && outgoing.contains("club ladder game"),
        "{outgoing}"
    );
    assert!(!outgoing.contains("class=\"gems\""), "{outgoing}");
    let dana = app.browser_of(&members[0]).await;
    let incoming = page_of(&dana, "/challenges").await;
    assert!(
        incoming.body.contains("(club rating 1200)") && incoming.body.contains("club ladder game"),
        "{}",
        incoming.body
    );
    let challenge = incoming
        .body
        .split("/challenges/")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .unwrap()
        .to_owned();
    let game = dana
        .submit(
            "/challenges",
            &format!("/challenges/{challenge}/accept"),
            &[],
        )
        .await;
    assert_eq!(game.status, 200, "{}", game.body);
    // The players' bars show their club ratings, not site ratings.
    let bars: Vec<&str> = game
        .body
        .split("class=\"rating club\"")
        .skip(1)
        .filter_map(|r| r.split('>').nth(1)?.split('<').next())
        .collect();
    let mut bars = bars;
    bars.sort_unstable();
    assert_eq!(bars, ["1150", "1200"], "{}", game.body);
    assert!(
        game.body.contains("club game (club ratings)"),
        "{}",
        game.body
    );
}

async fn an_events_pages_write_results_and_tie_breaks_as_the_tables_do(app: &TestApp) {
    let names: Vec<String> = ["Dana", "Annie", "Benny", "Cyril"]
        .map(str::to_owned)
        .to_vec();
    let (id, members) = club(app, &names).await;
    let dana = &members[0];
    let dana_b = app.browser_of(dana).await;
    let events = format!("/api/clubs/{id}/events");
    let quad = ok(dana, &events, &[("name", "Quads"), ("format", "quad")]).await["id"]
        .as_i64()
        .unwrap();
    let page = format!("/clubs/{id}/events/{quad}");
    // Before any entry or round: no "round 0 of 0".
    let empty = page_of(&dana_b, &page).await;
    assert!(!empty.body.contains("round 0 of"), "{}", empty.body);
    for member in &members {
        ok(member, &format!("{events}/{quad}/enter"), &[]).await;
    }
    let entered = page_of(&dana_b, &page).await;
    assert!(!entered.body.contains("round 0 of"), "{}", entered.body);
    assert!(entered.body.contains(" · 3 rounds"), "{}", entered.body);
    // Every game drawn (the director reports them).
    for round in 1..=3_usize {
        ok(dana, &format!("{events}/{quad}/rounds"), &[]).await;
        let shown = dana.get(&format!("{events}/{quad}")).await.json;
        for board in shown["pairings"][round - 1]["boards"].as_array().unwrap() {
            ok(
                dana,
                &format!("{events}/{quad}/boards/{}/report", board["id"]),
                &[("result", "1/2-1/2")],
            )
            .await;
        }
    }
    let done = page_of(&dana_b, &page).await;
    assert!(done.body.contains("round 3 of 3"), "{}", done.body);
    // Results written ½-½, and each correction starts at the draw.
    assert_eq!(
        done.body.matches("<td>½-½</td>").count(),
        6,
        "{}",
        done.body
    );
    assert_eq!(
        done.body
            .matches("<option value=\"1/2-1/2\" selected>")
            .count(),
        6,
        "{}",
        done.body
    );
    // Tie-break 1 by hand: each player drew three games and scored 1.5;
    // each opponent's 1.5 less the ½ scored against the player is 1, over
    // three games: 1.00 for everyone (in points, as the table's 1.5).
    let shown = dana.get(&format!("{events}/{quad}")).await.json;
    let aos: Vec<&str> = shown["standings"][0]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["averagedOpponentScore"].as_str().unwrap())
        .collect();
    assert_eq!(aos, ["1.00"; 4]);
    assert_eq!(
        done.body.matches("<td>1.00</td>").count(),
        4,
        "{}",
        done.body
    );
    assert!(!done.body.contains("<td>2.00</td>"), "{}", done.body);
    let csv = dana.get(&format!("{events}/{quad}/export/csv")).await.text;
    assert_eq!(csv.matches(",1.5,3,1.00,").count(), 4, "{csv}");
    // Ranks earned said with the sign and the plural of the language.
    let ladder = page_of(&dana_b, &format!("/clubs/{id}")).await;
    assert!(
        !ladder.body.contains("1 ranks earned") && !ladder.body.contains("-1 ranks"),
        "{}",
        ladder.body
    );
    // After the games and a comma: not capitalized (issue 49).
    assert!(
        ladder.body.contains(", no ranks earned") && !ladder.body.contains("No ranks"),
        "{}",
        ladder.body
    );
}
