//! Web Push end to end (docs/notifications.md), on SQLite and PostgreSQL:
//! a member turns pushes on as a browser would, and a local push service
//! (`support/push.rs`) decrypts every push with an independent RFC 8291
//! implementation and checks its VAPID signature and claims; each kind of
//! notice arrives once, as a push, an email, both or neither as chosen;
//! a device the push service forgot (410) is dropped; the devices are
//! listed and removed on the Notifications page.
//!
//! Runs when `TEST_TOOLS_PYTHON` names a Python with
//! `crates/server/tests/tools/requirements.txt`; under `CI=true` a missing
//! variable fails instead of skipping.

use redqueen::clock::Clock;
use redqueen_domain::vacation::Day;
use serde_json::Value;

use crate::clubs::ok;
use crate::support::push::{PushService, Subscription};
use crate::support::{Browser, TestApp};
use crate::tournaments::create as create_tournament;

app_tests!(
    every_kind_of_notice_is_pushed_once_as_chosen_and_decrypted_independently,
    a_device_the_push_service_forgot_is_dropped_and_devices_are_listed_and_removed,
);

const HOUR: i64 = 3_600_000;

/// The choices of the Notifications page: `email` for the kinds in
/// `emailed`, `push` for those in `pushed` ("your turn" by email at every
/// move when emailed).
async fn choose(browser: &Browser, emailed: &[&str], pushed: &[&str]) {
    let mut fields: Vec<(String, String)> = vec![(
        "your_turn".into(),
        if emailed.contains(&"your_turn") {
            "every_move"
        } else {
            "off"
        }
        .into(),
    )];
    for kind in emailed.iter().filter(|k| **k != "your_turn") {
        fields.push(((*kind).to_owned(), "on".into()));
    }
    for kind in pushed {
        fields.push((format!("push_{kind}"), "on".into()));
    }
    let fields: Vec<(&str, &str)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let saved = browser
        .submit(
            "/settings/notifications",
            "/settings/notifications",
            &fields,
        )
        .await;
    assert!(
        saved.body.contains("Your notification choices were saved."),
        "{}",
        saved.body
    );
}

/// Waits for push number `count` to `device` and returns it, checking
/// what every push carries: the VAPID-signed, encrypted message was
/// accepted by the receiver, kept 12 hours, its topic the notification's
/// tag.
async fn push_number(service: &PushService, device: &Subscription, count: usize) -> Value {
    let pushes = service.wait_for(device, count).await;
    assert_eq!(pushes.len(), count, "{pushes:#?}");
    let push = pushes[count - 1].clone();
    assert_eq!(push["ttl"], 43_200, "{push}");
    assert_eq!(push["urgency"], "normal", "{push}");
    assert_eq!(push["topic"], push["payload"]["tag"], "{push}");
    assert_eq!(service.errors().await, Vec::<Value>::new());
    push
}

async fn every_kind_of_notice_is_pushed_once_as_chosen_and_decrypted_independently(app: &TestApp) {
    let Some(service) = PushService::start().await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let bob_browser = app.browser_of(&bob).await;
    let phone = service.turn_on(&bob_browser).await;
    let mut pushed = 0;

    // A challenge received (push and email, the defaults).
    let challenge = alice
        .challenge(&bob, &[("days", "3"), ("color", "white")])
        .await;
    pushed += 1;
    let push = push_number(&service, &phone, pushed).await;
    assert_eq!(push["payload"]["title"], "Alice challenges you");
    app.email_to("bob@example.org", "challenge").await;
    let accepted = bob
        .post(&format!("/api/challenge/{challenge}/accept"), &[])
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    let game = challenge;

    // Your turn: pushed, with the game as the page and the topic.
    alice.play(&game, "e2e4").await;
    app.run_jobs_once().await;
    pushed += 1;
    let push = push_number(&service, &phone, pushed).await;
    assert_eq!(push["payload"]["title"], "Alice played 1. e4: your move");
    assert_eq!(push["payload"]["url"], format!("/{game}"));
    assert_eq!(push["topic"], game);

    // A draw offered, by push only: no email.
    choose(
        &bob_browser,
        &["challenges", "game_over"],
        &[
            "challenges",
            "draw_offers",
            "reminders",
            "your_turn",
            "vacation_ending",
            "tournament_rounds",
            "club_results",
        ],
    )
    .await;
    let offered = alice
        .post(&format!("/api/board/game/{game}/draw/yes"), &[])
        .await;
    assert_eq!(offered.status, 200, "{}", offered.text);
    pushed += 1;
    let push = push_number(&service, &phone, pushed).await;
    assert_eq!(push["payload"]["title"], "Alice offers a draw");
    assert_eq!(app.delivered("bob@example.org", "draw_offered"), 0);

    // Time running out: pushed, after the reply's "your turn".
    bob.play(&game, "e7e5").await;
    alice.play(&game, "d2d4").await;
    app.run_jobs_once().await;
    pushed += 1;
    let push = push_number(&service, &phone, pushed).await;
    assert_eq!(push["payload"]["title"], "Alice played 2. d4: your move");
    let reminder_at = app
        .state()
        .store()
        .game(&game)
        .await
        .unwrap()
        .unwrap()
        .reminder_at
        .unwrap();
    app.clock.advance(reminder_at - app.clock.now_ms());
    app.run_jobs_once().await;
    pushed += 1;
    let push = push_number(&service, &phone, pushed).await;
    assert_eq!(
        push["payload"]["title"],
        "Your move against Alice: 24 hours left"
    );
    assert_eq!(push["topic"], game);

    // The game's end by email only: a later push (a challenge) arrives,
    // and no "game over" came before it.
    choose(
        &bob_browser,
        &["challenges", "game_over"],
        &[
            "challenges",
            "vacation_ending",
            "tournament_rounds",
            "club_results",
        ],
    )
    .await;
    let resigned = alice
        .post(&format!("/api/board/game/{game}/resign"), &[])
        .await;
    assert_eq!(resigned.status, 200, "{}", resigned.text);
    app.email_to("bob@example.org", "game_over").await;
    alice.challenge(&bob, &[("days", "3")]).await;
    pushed += 1;
    let push = push_number(&service, &phone, pushed).await;
    assert_eq!(push["payload"]["title"], "Alice challenges you");

    // Neither: a challenge accepted tells Bob nothing at all.
    choose(
        &bob_browser,
        &[],
        &["vacation_ending", "tournament_rounds", "club_results"],
    )
    .await;
    let to_alice = bob.challenge(&alice, &[("days", "3")]).await;
    let yes = alice
        .post(&format!("/api/challenge/{to_alice}/accept"), &[])
        .await;
    assert_eq!(yes.status, 200, "{}", yes.text);

    // The club result to confirm, as Black (a member's report; a
    // director's needs no confirmation): pushed.
    let carol = app.member("Carol").await;
    let club = ok(
        &alice,
        "/api/clubs",
        &[("name", "Riverside"), ("description", "Tuesdays")],
    )
    .await["id"]
        .to_string();
    for name in ["Bob", "Carol"] {
        ok(
            &alice,
            &format!("/api/clubs/{club}/members"),
            &[("username", name)],
        )
        .await;
    }
    let today = Day::containing(app.clock.now_ms());
    ok(
        &carol,
        &format!("/api/clubs/{club}/games"),
        &[
            ("white", "Carol"),
            ("black", "Bob"),
            ("result", "1-0"),
            ("playedOn", &today.to_string()),
            ("timeControl", "G/10"),
        ],
    )
    .await;
    pushed += 1;
    let push = push_number(&service, &phone, pushed).await;
    assert_eq!(push["payload"]["title"], "Carol reported your game: 1-0");
    // Nothing of the accepted challenge came before it.
    assert_eq!(app.delivered("bob@example.org", "challenge_accepted"), 0);

    // A tournament round: pushed to each entrant with pushes on.
    let director = app.admin("Director").await;
    let cup = create_tournament(app, &director, &[("system", "swiss"), ("rounds", "3")]).await;
    for player in [&alice, &bob, &carol] {
        let joined = player
            .post(&format!("/api/tournaments/{cup}/join"), &[])
            .await;
        assert_eq!(joined.status, 200, "{}", joined.text);
    }
    app.clock.advance(HOUR);
    app.run_jobs_once().await;
    pushed += 1;
    let push = push_number(&service, &phone, pushed).await;
    assert_eq!(push["payload"]["title"], "Round 1 of Test Cup has started");
    assert_eq!(push["payload"]["url"], format!("/tournaments/{cup}"));

    // The vacation's last day: pushed.
    let vacation = bob
        .post(
            "/api/vacation",
            &[
                (
                    "start",
                    &Day::containing(app.clock.now_ms()).plus(1).to_string(),
                ),
                ("days", "2"),
            ],
        )
        .await;
    assert_eq!(vacation.status, 200, "{}", vacation.text);
    let last_day = Day::containing(vacation.json["end"].as_i64().unwrap() - 1);
    app.clock.advance(last_day.start_ms() - app.clock.now_ms());
    app.run_jobs_once().await;
    // The same run of the jobs may start the tournament's next round and
    // push it first: wait for the vacation's push itself.
    crate::support::wait_until("the vacation's last day pushed", async || {
        let pushes = service.received(&phone).await;
        pushes
            .iter()
            .skip(pushed)
            .any(|p| p["payload"]["url"] == "/games")
    })
    .await;
    assert_eq!(service.errors().await, Vec::<Value>::new());
}

async fn a_device_the_push_service_forgot_is_dropped_and_devices_are_listed_and_removed(
    app: &TestApp,
) {
    let Some(service) = PushService::start().await else {
        return;
    };
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let browser = app.browser_of(&bob).await;
    let phone = service.turn_on(&browser).await;
    let laptop = service.turn_on(&browser).await;
    let page = browser.get("/settings/notifications").await;
    assert_eq!(page.body.matches("Stop pushes to this device").count(), 2);
    // The Email Options page of old is this one now.
    assert_eq!(
        browser.get("/settings/email-options").await.path,
        "/settings/notifications"
    );

    // One challenge, one push on each device.
    alice.challenge(&bob, &[("days", "3")]).await;
    service.wait_for(&phone, 1).await;
    service.wait_for(&laptop, 1).await;

    // The phone unsubscribed: its next push is answered 410, and it is
    // dropped from the list; the laptop goes on.
    service.forget(&phone).await;
    alice.challenge(&bob, &[("days", "7")]).await;
    service.wait_for(&laptop, 2).await;
    crate::support::wait_until("the phone dropped", async || {
        browser
            .get("/settings/notifications")
            .await
            .body
            .matches("Stop pushes to this device")
            .count()
            == 1
    })
    .await;
    assert_eq!(service.received(&phone).await.len(), 1);

    // A subscription a browser would not make changes nothing.
    let refused = browser
        .submit(
            "/settings/notifications",
            "/settings/notifications/devices",
            &[
                ("endpoint", "ftp://example.org/x"),
                ("p256dh", &laptop.p256dh),
                ("auth", &laptop.auth),
            ],
        )
        .await;
    assert_eq!(refused.status, 400);
    assert!(
        refused
            .body
            .contains("This is not a subscription a browser makes"),
        "{}",
        refused.body
    );
    let refused = browser
        .submit(
            "/settings/notifications",
            "/settings/notifications/devices",
            &[
                ("endpoint", &laptop.endpoint),
                ("p256dh", "AAAA"),
                ("auth", &laptop.auth),
            ],
        )
        .await;
    assert_eq!(refused.status, 400);

    // Removing the laptop stops its pushes; another member cannot.
    let page = browser.get("/settings/notifications").await;
    let marker = "/settings/notifications/devices/";
    let start = page.body.find(marker).unwrap() + marker.len();
    let id = &page.body[start..start + page.body[start..].find('/').unwrap()];
    let alice_browser = app.browser_of(&alice).await;
    let other = alice_browser
        .submit(
            "/settings/notifications",
            &format!("{marker}{id}/remove"),
            &[],
        )
        .await;
    assert_eq!(other.status, 404);
    let removed = browser
        .submit(
            "/settings/notifications",
            &format!("{marker}{id}/remove"),
            &[],
        )
        .await;
    assert!(
        removed
            .body
            .contains("That device no longer receives pushes."),
        "{}",
        removed.body
    );
    assert!(removed.body.contains("No device receives pushes yet."));
    assert_eq!(service.received(&laptop).await.len(), 2);
}
