//! The calendar feed end to end (docs/calendar.md): made on the settings
//! page, read by an independent iCalendar parser (Python's `icalendar`,
//! `crates/server/tests/tools/read_calendar.py`) as a calendar application
//! would, its deadlines those the games store after moves and after a
//! vacation, with the member's tournament and club event rounds and
//! vacations; a replaced or turned-off address answers 404 — on SQLite
//! and PostgreSQL.
//!
//! Runs when `TEST_TOOLS_PYTHON` names a Python with
//! `crates/server/tests/tools/requirements.txt` installed; under `CI=true`
//! a missing variable fails instead of skipping.

use redqueen::clock::Clock;
use redqueen_domain::vacation::Day;
use serde_json::Value;

use crate::clubs::ok;
use crate::support::api::Member;
use crate::support::python::gated_path;
use crate::support::{Browser, TestApp};
use crate::tournaments::create as create_tournament;

app_tests!(
    the_feed_lists_deadlines_rounds_and_vacations_as_a_calendar_application_reads_them,
    a_new_address_or_turning_the_feed_off_makes_the_old_address_answer_404,
);

const HOUR: i64 = 3_600_000;

const READER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/tools/read_calendar.py");

fn tools_python() -> Option<String> {
    gated_path(
        "TEST_TOOLS_PYTHON",
        "a Python with crates/server/tests/tools/requirements.txt installed",
    )
}

/// The feed's path on the settings page (the address's path: the test
/// server's public address is not where it listens).
fn feed_path(settings_page: &str) -> String {
    let input = settings_page
        .find("id=\"calendar-url\"")
        .expect("the address is shown");
    let value = &settings_page[input..];
    let start = value.find("value=\"").unwrap() + "value=\"".len();
    let url = &value[start..start + value[start..].find('"').unwrap()];
    let path = &url[url.find("/calendar/").expect("a calendar address")..];
    assert!(path.ends_with(".ics"), "{url}");
    assert!(
        settings_page.contains(&format!("href=\"webcal://redqueen.test{path}\"")),
        "the webcal link opens the same feed"
    );
    path.to_owned()
}

/// The feed at `path`, fetched without a session as an application does,
/// and read by the independent parser.
async fn read(app: &TestApp, python: &str, path: &str) -> Value {
    let response = app
        .browser()
        .client
        .get(format!("{}{path}", app.addr))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["content-type"],
        "text/calendar; charset=utf-8"
    );
    let text = response.text().await.unwrap();
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), &text).unwrap();
    let python = python.to_owned();
    let feed = file.path().to_owned();
    let output = tokio::task::spawn_blocking(move || {
        std::process::Command::new(python)
            .arg(READER)
            .env("FEED_FILE", feed)
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    assert!(
        output.status.success(),
        "{}\n{text}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The event whose uid starts with `prefix` (uids are `<what>@<host>`).
fn event<'a>(feed: &'a Value, prefix: &str) -> &'a Value {
    feed["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| {
            e["uid"]
                .as_str()
                .unwrap()
                .starts_with(&format!("{prefix}@"))
        })
        .unwrap_or_else(|| panic!("no event {prefix} in {feed}"))
}

/// `ms` as iCalendar writes it: to the second, earlier rather than later.
const fn to_second(ms: i64) -> i64 {
    ms / 1000 * 1000
}

/// The game's stored deadline, to the second.
async fn deadline(app: &TestApp, game: &str) -> i64 {
    let stored = app
        .state()
        .store()
        .game(game)
        .await
        .unwrap()
        .unwrap()
        .deadline_at
        .unwrap();
    to_second(stored)
}

/// Makes the member's feed on the settings page; returns its path.
async fn make_feed(browser: &Browser) -> String {
    let page = browser
        .submit("/settings/calendar", "/settings/calendar/new", &[])
        .await;
    assert_eq!(page.status, 200);
    assert!(
        page.body
            .contains("Your calendar has a new address: subscribe to it"),
        "{}",
        page.body
    );
    feed_path(&page.body)
}

async fn the_feed_lists_deadlines_rounds_and_vacations_as_a_calendar_application_reads_them(
    app: &TestApp,
) {
    let Some(python) = tools_python() else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let browser = app.browser_of(&alice).await;
    let path = make_feed(&browser).await;

    let game = alice.start_game(&bob, "1").await;
    alice.play(&game, "e2e4").await;
    let feed = read(app, &python, &path).await;
    assert_eq!(feed["name"], "redqueen: Alice");
    assert_eq!(feed["refresh"], "PT1H");
    let theirs = event(&feed, &format!("game-{game}"));
    assert_eq!(theirs["summary"], "Bob to move");
    assert_eq!(theirs["start"], deadline(app, &game).await);
    assert_eq!(theirs["url"], format!("http://redqueen.test/{game}"));

    // Bob moves: the same entry becomes Alice's deadline.
    app.clock.advance(HOUR);
    bob.play(&game, "e7e5").await;
    let after_move = deadline(app, &game).await;
    let feed = read(app, &python, &path).await;
    let mine = event(&feed, &format!("game-{game}"));
    assert_eq!(mine["uid"], theirs["uid"]);
    assert_eq!(mine["summary"], "Your move against Bob");
    assert_eq!(mine["start"], after_move);

    // A vacation moves the deadline, and is in the calendar itself.
    let today = Day::containing(app.clock.now_ms());
    let vacation = alice
        .post(
            "/api/vacation",
            &[("start", &today.to_string()), ("days", "3")],
        )
        .await;
    assert_eq!(vacation.status, 200, "{}", vacation.text);
    let after_vacation = deadline(app, &game).await;
    assert!(after_vacation > after_move);
    let feed = read(app, &python, &path).await;
    assert_eq!(
        event(&feed, &format!("game-{game}"))["start"],
        after_vacation
    );
    let away = event(&feed, &format!("vacation-{}", vacation.json["id"]));
    assert_eq!(away["summary"], "On vacation");
    assert_eq!(
        (
            away["start"].as_i64().unwrap(),
            away["end"].as_i64().unwrap()
        ),
        (
            to_second(vacation.json["start"].as_i64().unwrap()),
            to_second(vacation.json["end"].as_i64().unwrap())
        )
    );

    // A tournament Alice entered: its start.
    let director = app.admin("Director").await;
    // It starts in an hour (the clock stands still meanwhile).
    let starts = app.clock.now_ms() + HOUR;
    let cup = create_tournament(app, &director, &[("system", "swiss"), ("rounds", "3")]).await;
    let joined = alice
        .post(&format!("/api/tournaments/{cup}/join"), &[])
        .await;
    assert_eq!(joined.status, 200, "{}", joined.text);

    // A club event of Alice's club: its first round's day.
    let club = ok(
        &alice,
        "/api/clubs",
        &[("name", "Riverside"), ("description", "Tuesdays")],
    )
    .await["id"]
        .to_string();
    let mut players: Vec<Member> = vec![bob];
    for name in ["Carol", "Dan"] {
        players.push(app.member(name).await);
    }
    for player in &players {
        ok(
            &alice,
            &format!("/api/clubs/{club}/members"),
            &[("username", &player.name)],
        )
        .await;
    }
    let quads = ok(
        &alice,
        &format!("/api/clubs/{club}/events"),
        &[("name", "December Quads"), ("format", "quad")],
    )
    .await["id"]
        .as_i64()
        .unwrap();
    let base = format!("/api/clubs/{club}/events/{quads}");
    for player in players.iter().chain([&alice]) {
        ok(player, &format!("{base}/enter"), &[]).await;
    }
    ok(&alice, &format!("{base}/rounds"), &[]).await;

    let feed = read(app, &python, &path).await;
    let start = event(&feed, &format!("tournament-{cup}"));
    assert_eq!(start["summary"], "Test Cup starts");
    assert_eq!(start["start"], to_second(starts));
    let round = event(&feed, &format!("club-{club}-event-{quads}-round-1"));
    assert_eq!(round["summary"], "December Quads: round 1");
    assert!(
        round["description"]
            .as_str()
            .unwrap()
            .starts_with("You play "),
        "{round}"
    );
    assert_eq!(round["start"], today.to_string());
    assert_eq!(round["end"], today.plus(1).to_string());
    // Once the tournament has started, its rounds replace its start.
    for player in &players[..2] {
        let joined = player
            .post(&format!("/api/tournaments/{cup}/join"), &[])
            .await;
        assert_eq!(joined.status, 200, "{}", joined.text);
    }
    app.clock.advance(starts - app.clock.now_ms());
    app.run_jobs_once().await;
    let feed = read(app, &python, &path).await;
    let first = event(&feed, &format!("tournament-{cup}-round-1"));
    assert_eq!(first["summary"], "Test Cup: round 1");
    assert_eq!(first["start"], to_second(starts));
    assert!(
        !feed["events"].as_array().unwrap().iter().any(|e| e["uid"]
            .as_str()
            .unwrap()
            .starts_with(&format!("tournament-{cup}@"))),
        "{feed}"
    );
    // Every entry links to the site and is stamped with the server's time.
    for entry in feed["events"].as_array().unwrap() {
        assert!(
            entry["url"]
                .as_str()
                .unwrap()
                .starts_with("http://redqueen.test/"),
            "{entry}"
        );
        assert_eq!(entry["stamp"], to_second(app.clock.now_ms()));
    }
}

async fn a_new_address_or_turning_the_feed_off_makes_the_old_address_answer_404(app: &TestApp) {
    let Some(python) = tools_python() else {
        return;
    };
    let alice = app.member("Alice").await;
    let browser = app.browser_of(&alice).await;
    let shown = browser.get("/settings/calendar").await;
    assert!(
        shown.body.contains("Make my calendar address"),
        "{}",
        shown.body
    );
    let first = make_feed(&browser).await;
    read(app, &python, &first).await;

    // Replacing the address in use is asked for twice: without the box
    // ticked nothing changes.
    let refused = browser
        .submit("/settings/calendar", "/settings/calendar/new", &[])
        .await;
    assert_eq!(refused.status, 400);
    assert!(
        refused.body.contains("Tick the box first"),
        "{}",
        refused.body
    );
    assert_eq!(feed_path(&refused.body), first);
    read(app, &python, &first).await;

    let replaced = browser
        .submit(
            "/settings/calendar",
            "/settings/calendar/new",
            &[("confirm", "on")],
        )
        .await;
    let second = feed_path(&replaced.body);
    assert_ne!(second, first);
    let anonymous = app.browser();
    assert_eq!(anonymous.get(&first).await.status, 404);
    read(app, &python, &second).await;

    let off = browser
        .submit(
            "/settings/calendar",
            "/settings/calendar/off",
            &[("confirm", "on")],
        )
        .await;
    assert!(
        off.body.contains("Your calendar is turned off"),
        "{}",
        off.body
    );
    assert!(off.body.contains("Make my calendar address"));
    assert_eq!(anonymous.get(&second).await.status, 404);
    // Neither a guess nor the secret without its extension opens a feed.
    assert_eq!(anonymous.get("/calendar/nosuch.ics").await.status, 404);
    let third = make_feed(&browser).await;
    assert_eq!(
        anonymous.get(third.trim_end_matches(".ics")).await.status,
        404
    );
    assert_eq!(
        browser
            .submit("/settings/calendar", "/settings/calendar/bogus", &[])
            .await
            .status,
        404
    );
}
