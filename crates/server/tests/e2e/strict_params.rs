//! Yes-or-no flags and colours are read one way everywhere: a value that
//! is none of them is refused, naming it, and changes nothing — in the
//! API and on the pages, on SQLite and PostgreSQL.
use crate::support::TestApp;
use redqueen::clock::Clock;

app_tests!(
    an_api_flag_that_is_no_boolean_is_refused_naming_it_and_changes_nothing,
    a_page_flag_that_is_no_boolean_is_refused_and_changes_nothing,
    a_bad_color_is_refused_on_the_pages_as_in_the_api,
    the_finders_bounds_are_clamped_instead_of_overflowing,
    loose_numbers_objects_and_far_dates_are_refused_and_change_nothing,
    a_json_number_is_no_boolean_nor_a_text_and_changes_nothing,
    a_parameter_given_twice_is_refused_naming_it_and_changes_nothing,
);

async fn an_api_flag_that_is_no_boolean_is_refused_naming_it_and_changes_nothing(app: &TestApp) {
    let (alice, _browser) = app.admin_and_browser("Alice").await;
    app.member("Bob").await;
    let before = app.state().store().contents().await.unwrap();
    let starts = (app.clock.now_ms() + 3_600_000).to_string();
    let tournament = [
        ("name", "Cup"),
        ("system", "swiss"),
        ("rounds", "3"),
        ("time_control", "1d/move"),
        ("starts_at", starts.as_str()),
        ("min_players", "3"),
        ("max_players", "10"),
        ("rated", "perhaps"),
    ];
    for (path, form, field) in [
        (
            "/api/challenge/bob",
            &[("days", "3"), ("rated", "perhaps")][..],
            "rated",
        ),
        ("/api/tournaments", &tournament[..], "rated"),
    ] {
        let answer = alice.post(path, form).await;
        assert_eq!(answer.status, 400, "{path}: {}", answer.text);
        assert!(answer.text.contains(field), "{path}: {}", answer.text);
    }
    let export = alice.get("/api/games/user/alice?rated=perhaps").await;
    assert_eq!(export.status, 400, "{}", export.text);
    assert_eq!(export.json["error"]["rated"][0], "Invalid boolean");
    assert_eq!(app.state().store().contents().await.unwrap(), before);
}

async fn a_page_flag_that_is_no_boolean_is_refused_and_changes_nothing(app: &TestApp) {
    let (_alice, browser) = app.admin_and_browser("Alice").await;
    app.member("Bob").await;
    let before = app.state().store().contents().await.unwrap();
    for (page, fields) in [
        (
            "/challenges",
            &[
                ("username", "Bob"),
                ("time_control", "3d/move"),
                ("rated", "perhaps"),
            ][..],
        ),
        (
            "/lobby",
            &[("time_control", "3d/move"), ("rated", "perhaps")][..],
        ),
        (
            "/settings/notifications",
            &[("your_turn", "each_move"), ("reminders", "perhaps")][..],
        ),
    ] {
        let refused = browser.submit(page, page, fields).await;
        assert_eq!(refused.status, 400, "{page}: {}", refused.body);
        assert!(
            refused.body.contains("The form could not be read"),
            "{page}: {}",
            refused.body
        );
    }
    let later = redqueen_domain::vacation::Day::containing(app.clock.now_ms()).plus(30);
    let starts = &format!("{later}T12:00");
    let refused = browser
        .submit(
            "/tournaments/new",
            "/tournaments",
            &[
                ("name", "Cup"),
                ("system", "swiss"),
                ("rounds", "3"),
                ("time_control", "1d/move"),
                ("starts_at", starts),
                ("min_players", "3"),
                ("max_players", "10"),
                ("vacation_allowed", "perhaps"),
            ],
        )
        .await;
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert!(
        refused
            .body
            .contains("The box vacation_allowed is either checked or not"),
        "{}",
        refused.body
    );
    assert_eq!(app.state().store().contents().await.unwrap(), before);
    // The same forms with their checkboxes checked go through.
    let sent = browser
        .submit(
            "/challenges",
            "/challenges",
            &[
                ("username", "Bob"),
                ("time_control", "3d/move"),
                ("rated", "on"),
            ],
        )
        .await;
    assert_eq!(
        sent.path, "/challenges?notice=challenge-sent",
        "{}",
        sent.body
    );
}

async fn a_bad_color_is_refused_on_the_pages_as_in_the_api(app: &TestApp) {
    let (alice, browser) = app.admin_and_browser("Alice").await;
    app.member("Bob").await;
    let before = app.state().store().contents().await.unwrap();
    let api = alice
        .post("/api/challenge/bob", &[("days", "3"), ("color", "purple")])
        .await;
    assert_eq!(api.status, 400);
    assert_eq!(
        api.json["error"]["color"][0],
        "Invalid value: white, black or random"
    );
    for (page, fields) in [
        (
            "/challenges",
            &[
                ("username", "Bob"),
                ("time_control", "3d/move"),
                ("color", "purple"),
            ][..],
        ),
        (
            "/lobby",
            &[("time_control", "3d/move"), ("color", "purple")][..],
        ),
    ] {
        let refused = browser.submit(page, page, fields).await;
        assert_eq!(refused.status, 400, "{page}: {}", refused.body);
        assert!(
            refused
                .body
                .contains("Please choose white, black or random."),
            "{page}: {}",
            refused.body
        );
    }
    assert_eq!(app.state().store().contents().await.unwrap(), before);
}

async fn the_finders_bounds_are_clamped_instead_of_overflowing(app: &TestApp) {
    let (_alice, browser) = app.admin_and_browser("Alice").await;
    app.member("Bob").await;
    for query in [
        "age_min=-2147483648&age_max=2147483647",
        "age_min=2147483647",
        "active_days=2147483647",
        "active_days=-2147483648",
    ] {
        let page = browser.get(&format!("/players?{query}")).await;
        assert_eq!(page.status, 200, "{query}: {}", page.body);
    }
}

/// Issue "what a player sees", point 15: a number in exponent form, a
/// JSON object where a text belongs and a vacation in year 9999 were
/// accepted.
async fn loose_numbers_objects_and_far_dates_are_refused_and_change_nothing(app: &TestApp) {
    let alice = app.member("Alice").await;
    // A first call marks the token used; what follows must change nothing.
    assert_eq!(alice.get("/api/account").await.status, 200);
    let before = app.state().store().contents().await.unwrap();
    let gems = alice.get("/api/gems?before=1e3").await;
    assert_eq!(gems.status, 400, "{}", gems.text);
    assert!(gems.text.contains("before"), "{}", gems.text);
    let club = alice
        .post_json("/api/clubs", &serde_json::json!({ "name": {} }))
        .await;
    assert_eq!(club.status, 400, "{}", club.text);
    assert!(club.text.contains("name"), "{}", club.text);
    let vacation = alice
        .post("/api/vacation", &[("start", "9999-12-31"), ("days", "3")])
        .await;
    // Well formed, but too far ahead of today: a conflict, not a bad request.
    assert_eq!(vacation.status, 409, "{}", vacation.text);
    assert!(
        vacation.text.contains("by the end of next year"),
        "{}",
        vacation.text
    );
    assert_eq!(app.state().store().contents().await.unwrap(), before);
}

/// Issue 50, item 9: schemathesis sent `"rated": 0` where the document
/// asks a boolean, days beside a time control, a boolean as a challenge's
/// message, and each time a challenge was made.
async fn a_json_number_is_no_boolean_nor_a_text_and_changes_nothing(app: &TestApp) {
    let alice = app.member("Alice").await;
    app.member("Bob").await;
    assert_eq!(alice.get("/api/account").await.status, 200);
    let before = app.state().store().contents().await.unwrap();
    for path in ["/api/challenge/open", "/api/board/seek"] {
        let answer = alice
            .post_json(path, &serde_json::json!({ "days": 3, "rated": 0 }))
            .await;
        assert_eq!(answer.status, 400, "{path}: {}", answer.text);
        assert_eq!(
            answer.json["error"]["rated"][0], "Invalid boolean",
            "{path}: {}",
            answer.text
        );
    }
    // Two time controls: one would be dropped without a word.
    let both = alice
        .post_json(
            "/api/challenge/open",
            &serde_json::json!({ "days": 0, "timeControl": "1d" }),
        )
        .await;
    assert_eq!(both.status, 400, "{}", both.text);
    assert_eq!(
        both.json["error"]["days"][0],
        "Invalid value: give timeControl or days, not both"
    );
    // A text given as a boolean.
    let message = alice
        .post_json(
            "/api/challenge/bob",
            &serde_json::json!({ "days": 3, "message": false }),
        )
        .await;
    assert_eq!(message.status, 400, "{}", message.text);
    assert_eq!(
        message.json["error"]["message"][0],
        "Invalid value: a string"
    );
    assert_eq!(app.state().store().contents().await.unwrap(), before);
    let accepted = alice
        .post_json(
            "/api/challenge/open",
            &serde_json::json!({ "days": 3, "rated": false }),
        )
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
}

/// Schemathesis sent `?nb=…&nb=8`, and the last value was read: a name
/// given twice, in a query or a form, is refused instead.
async fn a_parameter_given_twice_is_refused_naming_it_and_changes_nothing(app: &TestApp) {
    let alice = app.member("Alice").await;
    app.member("Bob").await;
    assert_eq!(alice.get("/api/account").await.status, 200);
    let before = app.state().store().contents().await.unwrap();
    let playing = alice.get("/api/account/playing?nb=x&nb=8").await;
    assert_eq!(playing.status, 400, "{}", playing.text);
    assert_eq!(
        playing.json["error"]["nb"][0],
        "Invalid value: given more than once"
    );
    let challenge = alice
        .post("/api/challenge/bob", &[("days", "3"), ("days", "5")])
        .await;
    assert_eq!(challenge.status, 400, "{}", challenge.text);
    assert_eq!(
        challenge.json["error"]["days"][0],
        "Invalid value: given more than once"
    );
    assert_eq!(app.state().store().contents().await.unwrap(), before);
}
