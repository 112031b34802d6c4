//! The club pages (clubs-and-ladder.md), through the forms as a person
//! without scripts would, on SQLite and PostgreSQL: founding a club, the
//! ladder drawn as a pyramid of index cards, White reporting a result and
//! the ladder changing, Black's answers, the director's correction and
//! decay, a player's card with its history, and refusals shown on the page.

use redqueen::clock::Clock;

use crate::support::{Page, TestApp};

app_tests!(
    a_club_is_founded_and_its_ladder_is_a_pyramid_of_cards,
    white_reports_black_answers_and_the_director_corrects,
    a_refused_report_says_why_and_changes_nothing,
    a_decay_dated_before_the_founding_is_refused_on_the_page,
);

/// The usernames of the page's index cards, from rank 1 down.
fn cards(page: &Page) -> Vec<String> {
    page.body
        .split("data-username=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_owned)
        .collect()
}

/// The rung rows of the pyramid, as the number of cards in each.
fn rungs(page: &Page) -> Vec<usize> {
    page.body
        .split("class=\"rung\"")
        .skip(1)
        .map(|rest| {
            rest.split("class=\"rung\"")
                .next()
                .unwrap_or(rest)
                .matches("data-username=")
                .count()
        })
        .collect()
}

/// Dana's club with `others` added in order; its id.
async fn club(app: &TestApp, others: &[&str]) -> (String, crate::support::Browser) {
    let dana = app.member("Dana").await;
    let browser = app.browser_of(&dana).await;
    let founded = browser
        .submit(
            "/clubs",
            "/clubs",
            &[
                ("name", "Riverside Chess Club"),
                ("description", "Tuesdays at the library"),
            ],
        )
        .await;
    assert_eq!(founded.status, 200, "{} {}", founded.path, founded.body);
    assert!(founded.path.starts_with("/clubs/"), "{}", founded.path);
    assert!(
        founded
            .body
            .contains("The club is founded; you are its director."),
        "{}",
        founded.body
    );
    let id = founded
        .path
        .trim_start_matches("/clubs/")
        .split('?')
        .next()
        .unwrap()
        .to_owned();
    for name in others {
        app.member(name).await;
        let added = browser
            .submit(
                &format!("/clubs/{id}"),
                &format!("/clubs/{id}/members"),
                &[("username", name), ("joinedOn", "")],
            )
            .await;
        assert_eq!(added.status, 200, "{} {}", added.path, added.body);
    }
    (id, browser)
}

async fn a_club_is_founded_and_its_ladder_is_a_pyramid_of_cards(app: &TestApp) {
    let (id, dana) = club(app, &["Annie", "Benny", "Cyril", "Dora", "Ethan"]).await;
    let page = dana.get(&format!("/clubs/{id}")).await;
    assert_eq!(
        cards(&page),
        ["Dana", "Annie", "Benny", "Cyril", "Dora", "Ethan"]
    );
    // Rung A holds rank 1, B ranks 2–3, C 4–6.
    assert_eq!(rungs(&page), [1, 2, 3]);
    assert!(page.body.contains("B · rank 3"), "{}", page.body);
    assert!(page.body.contains("Rating 1200"));
    assert!(page.body.contains("Not defended yet"));
    // The list, and the club's page for someone logged out.
    let list = dana.get("/clubs").await;
    assert!(
        list.body.contains("Riverside Chess Club") && list.body.contains("6 members"),
        "{}",
        list.body
    );
    let visitor = app.browser().get(&format!("/clubs/{id}")).await;
    assert_eq!(cards(&visitor), cards(&page));
    assert!(!visitor.body.contains("Report a game") && !visitor.body.contains("Absence decay"));
    assert!(!visitor.body.contains("/challenge/"));
    // Cyril (4) may challenge the three above him, nobody below.
    let cyril = log_in(app, "Cyril").await;
    let page = cyril.get(&format!("/clubs/{id}")).await;
    for name in ["Dana", "Annie", "Benny"] {
        assert!(
            page.body
                .contains(&format!("/clubs/{id}/challenge/{name}\"")),
            "{name}"
        );
    }
    for name in ["Cyril", "Dora", "Ethan"] {
        assert!(
            !page
                .body
                .contains(&format!("/clubs/{id}/challenge/{name}\"")),
            "{name}"
        );
    }
    let challenged = cyril
        .submit(
            &format!("/clubs/{id}"),
            &format!("/clubs/{id}/challenge/Benny"),
            &[("timeControl", "G/15")],
        )
        .await;
    assert_eq!(challenged.path, "/challenges?notice=club-challenge-sent");
    assert!(
        challenged.body.contains("Benny") && challenged.body.contains("G/15"),
        "{}",
        challenged.body
    );
}

async fn white_reports_black_answers_and_the_director_corrects(app: &TestApp) {
    let (id, dana) = club(app, &["Annie", "Benny", "Cyril", "Dora", "Ethan"]).await;
    let club_page = format!("/clubs/{id}");
    // Ethan (6) reports beating Benny (3): half-way, to rank 4.
    let ethan = log_in(app, "Ethan").await;
    let reported = ethan
        .submit(
            &club_page,
            &format!("/clubs/{id}/games"),
            &[
                ("white", "Ethan"),
                ("black", "Benny"),
                ("result", "1-0"),
                ("playedOn", &today(app)),
                ("timeControl", "G/10"),
            ],
        )
        .await;
    assert_eq!(reported.status, 200, "{}", reported.body);
    assert!(
        reported
            .body
            .contains("The result was recorded and the ladder updated.")
    );
    assert_eq!(
        cards(&reported),
        ["Dana", "Annie", "Benny", "Ethan", "Cyril", "Dora"]
    );
    assert!(reported.body.contains("Rating 1250"), "{}", reported.body);
    // Benny, Black, may confirm or dispute; he disputes.
    let benny = log_in(app, "Benny").await;
    let seen = benny.get(&club_page).await;
    let game = seen
        .body
        .split("data-game=\"")
        .nth(1)
        .and_then(|r| r.split('"').next())
        .unwrap()
        .to_owned();
    assert!(
        seen.body
            .contains(&format!("/clubs/{id}/games/{game}/dispute"))
    );
    let disputed = benny
        .submit(
            &club_page,
            &format!("/clubs/{id}/games/{game}/dispute"),
            &[],
        )
        .await;
    assert!(
        disputed.body.contains("data-status=\"disputed\""),
        "{}",
        disputed.body
    );
    // The director corrects it: Benny won; the ladder is replayed.
    let corrected = dana
        .submit(
            &club_page,
            &format!("/clubs/{id}/games/{game}/correct"),
            &[("result", "0-1")],
        )
        .await;
    assert!(
        corrected.body.contains("The result was corrected"),
        "{}",
        corrected.body
    );
    assert_eq!(
        cards(&corrected),
        ["Dana", "Annie", "Benny", "Cyril", "Dora", "Ethan"]
    );
    // Ethan's card tells the story.
    let card = ethan.get(&format!("/clubs/{id}/players/Ethan")).await;
    assert_eq!(card.status, 200);
    assert!(card.body.contains("Took the bottom rank"), "{}", card.body);
    // The game no longer moved him: only joining is left in his history.
    assert!(!card.body.contains("Game against Benny"), "{}", card.body);
    let bennys = benny.get(&format!("/clubs/{id}/players/Benny")).await;
    assert!(bennys.body.contains("Rating 1250"), "{}", bennys.body);
    // The director applies the decay (nobody idle a whole month yet).
    let decayed = dana
        .submit(
            &club_page,
            &format!("/clubs/{id}/decay"),
            &[("date", &today(app))],
        )
        .await;
    assert!(
        decayed.body.contains("The decay was applied."),
        "{}",
        decayed.body
    );
    let again = dana
        .submit(
            &club_page,
            &format!("/clubs/{id}/decay"),
            &[("date", &today(app))],
        )
        .await;
    assert_eq!(again.status, 400);
    assert!(
        again.body.contains("already applied this month"),
        "{}",
        again.body
    );
}

async fn a_refused_report_says_why_and_changes_nothing(app: &TestApp) {
    let (id, _) = club(app, &["Annie", "Benny"]).await;
    let club_page = format!("/clubs/{id}");
    let benny = log_in(app, "Benny").await;
    let tomorrow = redqueen_domain::vacation::Day::containing(app.clock.now_ms())
        .plus(1)
        .to_string();
    let refused = benny
        .submit(
            &club_page,
            &format!("/clubs/{id}/games"),
            &[
                ("white", "Benny"),
                ("black", "Dana"),
                ("result", "1-0"),
                ("playedOn", &tomorrow),
                ("timeControl", "G/10"),
            ],
        )
        .await;
    assert_eq!(refused.status, 400);
    assert!(
        refused.body.contains("The date cannot be in the future."),
        "{}",
        refused.body
    );
    assert_eq!(cards(&refused), ["Dana", "Annie", "Benny"]);
    assert!(refused.body.contains("No games recorded yet."));
    // In Spanish, too (a visitor whose browser asks for it).
    let spanish = app.browser().get_with_language(&club_page, "es").await;
    assert!(
        spanish.body.contains("Escalera") && spanish.body.contains("puesto 3"),
        "{}",
        spanish.body
    );
}

/// A browser logged in as `name`, a member made by [`club`].
async fn log_in(app: &TestApp, name: &str) -> crate::support::Browser {
    let browser = app.browser();
    let page = browser.log_in(name, "correct horse battery").await;
    assert_eq!(page.path, "/", "{name} logs in");
    browser
}

fn today(app: &TestApp) -> String {
    redqueen_domain::vacation::Day::containing(app.clock.now_ms()).to_string()
}

async fn a_decay_dated_before_the_founding_is_refused_on_the_page(app: &TestApp) {
    let (id, dana) = club(app, &["Annie"]).await;
    app.member("Benny").await;
    let club_page = format!("/clubs/{id}");
    let refused = dana
        .submit(
            &club_page,
            &format!("/clubs/{id}/decay"),
            &[("date", "1970-01-01")],
        )
        .await;
    assert_eq!(refused.status, 400);
    let day = today(app);
    assert!(
        refused.body.contains(&format!(
            "A decay applied by hand is for a day from {day} to {day}"
        )),
        "{}",
        refused.body
    );
    let added = dana
        .submit(
            &club_page,
            &format!("/clubs/{id}/members"),
            &[("username", "Benny"), ("joinedOn", "1970-01-01")],
        )
        .await;
    assert_eq!(added.status, 400);
    assert!(
        added.body.contains("lies between the club&#39;s founding")
            || added.body.contains("lies between the club's founding"),
        "{}",
        added.body
    );
    assert_eq!(cards(&added), ["Dana", "Annie"]);
}
