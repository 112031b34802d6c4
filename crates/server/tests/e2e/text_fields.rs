//! Names and texts refuse control characters (the conduct and security
//! issue, point 6), and a tournament's start is bounded: every one a
//! clear 400 that stores nothing, on SQLite and PostgreSQL.

use redqueen::clock::Clock;
use redqueen_store::testing::TestBackend;

use crate::support::TestApp;
use crate::support::api::{Answer, Member};

each_backend!(names_and_texts_refuse_control_characters_and_far_starts);

async fn post(member: &Member, path: &str, form: Vec<(&str, String)>) -> Answer {
    let fields: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    member.post(path, &fields).await
}

async fn names_and_texts_refuse_control_characters_and_far_starts(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let alice = app.admin("Alice").await;
    let bob = app.member("Bob").await;
    let soon = (app.clock.now_ms() + 3_600_000).to_string();
    let cup = |name: &'static str, starts: String| {
        vec![
            ("name", name.to_owned()),
            ("system", "swiss".to_owned()),
            ("rounds", "3".to_owned()),
            ("time_control", "1d/move".to_owned()),
            ("starts_at", starts),
        ]
    };
    for (form, says) in [
        (cup("Cup\u{1b}[31m", soon.clone()), "on one line"),
        (cup("Cup\nTwo", soon.clone()), "on one line"),
        (cup("Far Cup", i64::MAX.to_string()), "at most a year away"),
    ] {
        let refused = post(&alice, "/api/tournaments", form).await;
        assert_eq!(refused.status, 400, "{}", refused.text);
        assert!(refused.text.contains(says), "{}", refused.text);
    }
    let listed = alice.get("/api/tournaments").await;
    assert!(!listed.text.contains("Cup"), "{}", listed.text);
    for (form, says) in [
        // A NUL is refused before any handler (http/nul.rs).
        (vec![("name", "Club\u{0}".to_owned())], "NUL character"),
        (vec![("name", "Rook\u{202E}koor".to_owned())], "on one line"),
        (
            vec![
                ("name", "Fine".to_owned()),
                ("description", "Tuesdays\u{7}".to_owned()),
            ],
            "no control characters",
        ),
    ] {
        let refused = post(&alice, "/api/clubs", form).await;
        assert_eq!(refused.status, 400, "{}", refused.text);
        assert!(refused.text.contains(says), "{}", refused.text);
    }
    assert_eq!(
        alice.get("/api/clubs").await.json["clubs"],
        serde_json::json!([])
    );
    // A description of several lines is fine.
    let club = post(
        &alice,
        "/api/clubs",
        vec![
            ("name", "Fine".to_owned()),
            ("description", "Tuesdays\n\tRoom 12".to_owned()),
        ],
    )
    .await;
    assert_eq!(club.status, 200, "{}", club.text);
    let events = format!("/api/clubs/{}/events", club.json["id"]);
    for (form, says) in [
        (
            vec![
                ("name", "Quad\tNight".to_owned()),
                ("format", "quad".to_owned()),
            ],
            "on one line",
        ),
        (
            vec![
                ("name", "Quad".to_owned()),
                ("format", "quad".to_owned()),
                ("announcement", "Room 12\u{1b}[2J".to_owned()),
            ],
            "no control characters",
        ),
        // Schemathesis sent 81 characters, three of them leading spaces:
        // a length counts what was sent, as the document's `maxLength`.
        (
            vec![
                ("name", format!("   {}", "Q".repeat(78))),
                ("format", "quad".to_owned()),
            ],
            "80 characters",
        ),
    ] {
        let refused = post(&alice, &events, form).await;
        assert_eq!(refused.status, 400, "{}", refused.text);
        assert!(refused.text.contains(says), "{}", refused.text);
    }
    assert_eq!(
        alice.get(&events).await.json["events"],
        serde_json::json!([])
    );
    let message = bob
        .post(
            "/api/challenge/alice",
            &[("days", "3"), ("message", "hi\u{1b}[5m")],
        )
        .await;
    assert_eq!(message.status, 400, "{}", message.text);
    assert!(
        message.text.contains("no control characters"),
        "{}",
        message.text
    );
    app.stop().await;
}
