//! The club event pages, through the forms as a person without scripts
//! would, on SQLite and PostgreSQL: a director creates a Quad with its
//! announcement, members enter, the director starts a round, the round's
//! pairings print on one page, White reports, Black disputes, the director
//! corrects; refusals show on the page and change nothing.

use crate::support::{Browser, TestApp};

app_tests!(a_quad_is_run_from_its_pages);

/// The event's board ids as the page links them, in order.
fn boards(body: &str, base: &str) -> Vec<String> {
    let mut ids: Vec<String> = body
        .split(&format!("{base}/boards/"))
        .skip(1)
        .filter_map(|rest| rest.split('/').next())
        .map(str::to_owned)
        .collect();
    ids.dedup();
    ids
}

async fn a_quad_is_run_from_its_pages(app: &TestApp) {
    let names = ["Dana", "Annie", "Benny", "Cyril"];
    let mut members = Vec::new();
    for name in names {
        members.push(app.member(name).await);
    }
    let mut browsers: Vec<Browser> = Vec::new();
    for member in &members {
        browsers.push(app.browser_of(member).await);
    }
    let dana = &browsers[0];
    let founded = dana
        .submit(
            "/clubs",
            "/clubs",
            &[("name", "Riverside"), ("description", "")],
        )
        .await;
    let club = founded
        .path
        .trim_start_matches("/clubs/")
        .split('?')
        .next()
        .unwrap()
        .to_owned();
    for name in &names[1..] {
        let added = dana
            .submit(
                &format!("/clubs/{club}"),
                &format!("/clubs/{club}/members"),
                &[("username", name), ("joinedOn", "")],
            )
            .await;
        assert_eq!(added.status, 200, "{}", added.body);
    }
    let events = dana.get(&format!("/clubs/{club}/events")).await;
    assert!(events.body.contains("Create an event"), "{}", events.body);
    // An SLQ made open is refused on the page.
    let refused = dana
        .submit(
            &format!("/clubs/{club}/events"),
            &format!("/clubs/{club}/events"),
            &[
                ("name", "Open SLQ"),
                ("format", "slq-6"),
                ("timeControl", ""),
                ("open", "on"),
                ("announcement", ""),
            ],
        )
        .await;
    assert_eq!(refused.status, 400);
    assert!(refused.body.contains("cannot be open"), "{}", refused.body);
    let created = dana
        .submit(
            &format!("/clubs/{club}/events"),
            &format!("/clubs/{club}/events"),
            &[
                ("name", "December Quad"),
                ("format", "quad"),
                ("timeControl", ""),
                (
                    "announcement",
                    "Tuesday 8 December, Room 12.\nRounds at 19:00, 19:30, 20:00.",
                ),
            ],
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.body);
    assert!(
        created.body.contains("The event is created"),
        "{}",
        created.body
    );
    assert!(
        created
            .body
            .contains("Tuesday 8 December, Room 12.\nRounds at 19:00"),
        "{}",
        created.body
    );
    let base = created.path.split('?').next().unwrap().to_owned();
    for browser in &browsers {
        let entered = browser
            .submit(&base, &format!("{base}/enter"), &[("username", "")])
            .await;
        assert!(entered.body.contains("Entered."), "{}", entered.body);
    }
    let started = dana
        .submit(&base, &format!("{base}/rounds"), &[("username", "")])
        .await;
    assert!(
        started.body.contains("The round is paired"),
        "{}",
        started.body
    );
    // A second round before the results: refused, nothing paired.
    let early = dana
        .submit(&base, &format!("{base}/rounds"), &[("username", "")])
        .await;
    assert_eq!(early.status, 400);
    assert!(
        early
            .body
            .contains("2 results of this round are not in yet"),
        "{}",
        early.body
    );
    assert!(early.body.contains("round 1 of 3"), "{}", early.body);
    // The printable pairings: two boards, the control, a result column.
    let print = dana.get(&format!("{base}/rounds/1")).await;
    assert_eq!(print.status, 200);
    assert!(
        print.body.contains("December Quad: round 1"),
        "{}",
        print.body
    );
    assert_eq!(
        print.body.matches("<td>G/10</td>").count(),
        2,
        "{}",
        print.body
    );
    assert!(print.body.contains("class=\"fill\""));
    assert_eq!(dana.get(&format!("{base}/rounds/2")).await.status, 404);
    // White reports each game; Black disputes the first, the director
    // corrects it.
    let page = dana.get(&base).await;
    let ids = boards(&page.body, &base);
    assert_eq!(ids.len(), 2, "{}", page.body);
    // (The dispute is on a board Dana, the director, does not play White
    // on: a director's report stands confirmed.)
    let mut disputed = false;
    for id in &ids {
        let shown = members[0]
            .get(&format!(
                "/api/clubs/{club}/events/{}",
                base.rsplit('/').next().unwrap()
            ))
            .await
            .json;
        let board = shown["pairings"][0]["boards"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| b["id"].as_i64() == id.parse().ok())
            .unwrap()
            .clone();
        let at = |name: &serde_json::Value| names.iter().position(|n| name == n).unwrap();
        let (white, black) = (
            &browsers[at(&board["white"])],
            &browsers[at(&board["black"])],
        );
        let reported = white
            .submit(
                &base,
                &format!("{base}/boards/{id}/report"),
                &[("result", "1-0")],
            )
            .await;
        assert!(
            reported.body.contains("The result is recorded."),
            "{}",
            reported.body
        );
        if !disputed && board["white"] != "Dana" {
            disputed = true;
            let disputed = black
                .submit(
                    &base,
                    &format!("{base}/boards/{id}/dispute"),
                    &[("result", "")],
                )
                .await;
            assert!(
                disputed
                    .body
                    .contains("You disputed the result: the directors are told"),
                "{}",
                disputed.body
            );
            assert!(disputed.body.contains("(disputed)"), "{}", disputed.body);
            let corrected = dana
                .submit(
                    &base,
                    &format!("{base}/boards/{id}/correct"),
                    &[("result", "1/2-1/2")],
                )
                .await;
            assert!(corrected.body.contains("1/2-1/2"), "{}", corrected.body);
        }
    }
    assert!(disputed);
    let page = dana.get(&base).await;
    assert!(
        page.body.contains("Standings") && page.body.contains("class=\"crosstable\""),
        "{}",
        page.body
    );
    assert!(page.body.contains("Start round 2"));
}
