//! Vacation end to end (product.md §4, §5): the clocks of a player on
//! vacation stop in their games, their deadlines move and come back, the
//! sweeper leaves them alone, opponents see it, the "vacation ending" email
//! comes, and the settings page and the API schedule, cancel and end
//! vacations — on SQLite and PostgreSQL.

use redqueen::clock::Clock;
use redqueen_domain::vacation::Day;
use redqueen_store::GameRow;
use serde_json::{Value, json};

use crate::support::api::{Answer, Member};
use crate::support::{TestApp, wait_until};

app_tests!(
    bad_vacations_are_refused_with_a_clear_error_and_change_nothing,
    a_player_on_vacation_does_not_run_out_of_time_while_the_opponent_does,
    the_api_clocks_leave_out_the_vacation,
    ending_a_vacation_early_brings_the_deadline_back,
    a_game_that_disallows_vacation_keeps_its_deadline,
    a_deadline_stored_too_early_is_corrected_instead_of_ending_the_game,
    the_vacation_ending_email_comes_as_the_last_day_begins_unless_turned_off,
    the_vacation_page_schedules_lists_cancels_and_ends_through_its_forms,
    opponents_see_the_vacation_on_the_game_page_and_in_their_game_list,
);

const DAY: i64 = 86_400_000;

fn today(app: &TestApp) -> Day {
    Day::containing(app.clock.now_ms())
}

async fn schedule(member: &Member, start: Day, days: u32) -> Answer {
    member
        .post(
            "/api/vacation",
            &[("start", &start.to_string()), ("days", &days.to_string())],
        )
        .await
}

/// Schedules a vacation that must be accepted; returns its JSON.
async fn scheduled(member: &Member, start: Day, days: u32) -> Value {
    let answer = schedule(member, start, days).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.json
}

async fn stored(app: &TestApp, game: &str) -> GameRow {
    app.state().store().game(game).await.unwrap().unwrap()
}

/// The game's status once the sweeper has certainly run at the clock's now.
async fn status_after_a_sweep(app: &TestApp, member: &Member, game: &str) -> Value {
    app.run_jobs_once().await;
    member.export(game).await["status"].clone()
}

async fn wait_for_status(member: &Member, game: &str, status: &str) {
    wait_until(&format!("game {game} to reach {status}"), async || {
        member.export(game).await["status"] == status
    })
    .await;
}

async fn bad_vacations_are_refused_with_a_clear_error_and_change_nothing(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let today = today(app);
    let next_year = today.year() + 1;
    let march = Day::from_ymd(next_year, 3, 1).unwrap();
    let planned = scheduled(&alice, march, 10).await;
    assert_eq!(
        (
            &planned["firstDay"],
            &planned["lastDay"],
            &planned["status"]
        ),
        (
            &json!(march.to_string()),
            &json!(march.plus(9).to_string()),
            &json!("upcoming")
        )
    );
    let started = scheduled(&alice, today, 1).await;
    app.clock.advance(60_000);
    let before = alice.get("/api/vacation").await;
    assert_eq!(
        before.json["daysLeft"],
        json!([{ "year": today.year(), "days": 29 }, { "year": next_year, "days": 20 }])
    );
    assert_eq!(before.json["daysPerYear"], 30);
    assert_eq!(before.json["vacations"][0]["status"], "current");

    let refusals = [
        (
            schedule(&alice, march.plus(5), 2).await,
            409,
            format!(
                "The vacation would overlap your vacation from {march} to {}",
                march.plus(9)
            ),
        ),
        (
            schedule(&alice, Day::from_ymd(next_year, 5, 1).unwrap(), 21).await,
            409,
            format!(
                "The vacation needs 21 days of {next_year}, but only 20 are left for that year"
            ),
        ),
        (
            schedule(&alice, today.plus(-1), 1).await,
            409,
            format!(
                "A vacation cannot start in the past: {} is before today, {today}",
                today.plus(-1)
            ),
        ),
        (
            schedule(&alice, march.plus(100), 0).await,
            400,
            "A vacation lasts at least one day".into(),
        ),
        (
            alice
                .post(
                    "/api/vacation",
                    &[("start", &format!("{next_year}-02-30")), ("days", "1")],
                )
                .await,
            400,
            format!("Start: {next_year}-02-30 is not a day of the calendar"),
        ),
        (
            alice
                .post("/api/vacation", &[("start", "tomorrow"), ("days", "1")])
                .await,
            400,
            "Start: `tomorrow` is not a date: write it as YYYY-MM-DD, e.g. 2025-07-01".into(),
        ),
        (
            alice
                .post(
                    "/api/vacation",
                    &[("start", &march.plus(100).to_string()), ("days", "ten")],
                )
                .await,
            400,
            "Days: `ten` is not a whole number of days".into(),
        ),
        (
            alice
                .post(&format!("/api/vacation/{}/cancel", started["id"]), &[])
                .await,
            409,
            "The vacation has already started: end it early instead".into(),
        ),
        (
            alice
                .post(&format!("/api/vacation/{}/end", planned["id"]), &[])
                .await,
            409,
            "The vacation has not started yet: cancel it instead".into(),
        ),
        (
            bob.post(&format!("/api/vacation/{}/cancel", planned["id"]), &[])
                .await,
            404,
            "No such vacation".into(),
        ),
        (
            alice.post("/api/vacation/abc/end", &[]).await,
            404,
            "No such vacation".into(),
        ),
    ];
    for (answer, status, error) in refusals {
        assert_eq!(
            (answer.status, answer.json["error"].as_str()),
            (status, Some(error.as_str())),
            "{}",
            answer.text
        );
    }
    assert_eq!(alice.get("/api/vacation").await.json, before.json);
}

async fn a_player_on_vacation_does_not_run_out_of_time_while_the_opponent_does(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "1").await;
    alice.play(&game, "e2e4").await;
    let vacation = scheduled(&bob, today(app), 3).await;
    let end = vacation["end"].as_i64().unwrap();
    // Bob's day to move starts again when his vacation ends.
    assert_eq!(stored(app, &game).await.deadline_at, Some(end + DAY));

    app.clock.advance(DAY + 1);
    assert_eq!(status_after_a_sweep(app, &alice, &game).await, "started");
    // He may still move while away; Alice's clock then runs as usual.
    bob.play(&game, "e7e5").await;
    app.clock.advance(DAY - 1);
    assert_eq!(status_after_a_sweep(app, &alice, &game).await, "started");
    app.clock.advance(1);
    wait_for_status(&alice, &game, "outoftime").await;
    assert_eq!(alice.export(&game).await["winner"], "black");
}

async fn the_api_clocks_leave_out_the_vacation(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice
        .challenge(&bob, &[("timeControl", "10d/game"), ("color", "white")])
        .await;
    let accepted = bob
        .post(&format!("/api/challenge/{game}/accept"), &[])
        .await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    alice.play(&game, "e2e4").await;
    let moved_at = app.clock.now_ms();
    let today = today(app);
    scheduled(&bob, today, 1).await;
    let away = today.plus(1).start_ms() - moved_at;

    app.clock.advance(DAY);
    let charged = DAY - away;
    let state = &bob.game_full(&game).await["state"];
    assert_eq!(
        (state["wtime"].as_i64(), state["btime"].as_i64()),
        (Some(10 * DAY), Some(10 * DAY - charged))
    );
    let playing = bob.get("/api/account/playing").await;
    assert_eq!(
        playing.json["nowPlaying"][0]["secondsLeft"].as_i64(),
        Some((10 * DAY - charged) / 1000)
    );
    assert_eq!(
        stored(app, &game).await.deadline_at,
        Some(moved_at + away + 10 * DAY)
    );
}

async fn ending_a_vacation_early_brings_the_deadline_back(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "1").await;
    // Both sides have moved: running out is a loss, no longer an abort.
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    alice.play(&game, "d2d4").await;
    let moved_at = app.clock.now_ms();
    let vacation = scheduled(&bob, today(app), 3).await;

    app.clock.advance(DAY / 2);
    let ended = bob
        .post(&format!("/api/vacation/{}/end", vacation["id"]), &[])
        .await;
    assert_eq!(ended.status, 200, "{}", ended.text);
    // Half a day away: the day to move ends half a day late, and 80% of it
    // is used half a day late too.
    let row = stored(app, &game).await;
    assert_eq!(
        (row.deadline_at, row.reminder_at),
        (
            Some(moved_at + DAY + DAY / 2),
            Some(moved_at + DAY / 2 + DAY * 4 / 5)
        )
    );
    let listed = bob.get("/api/vacation").await;
    assert_eq!(
        (
            &listed.json["vacations"][0]["status"],
            listed.json["vacations"][0]["end"].as_i64()
        ),
        (&json!("past"), Some(moved_at + DAY / 2))
    );

    app.clock.advance(DAY - 1);
    assert_eq!(status_after_a_sweep(app, &alice, &game).await, "started");
    app.clock.advance(1);
    wait_for_status(&alice, &game, "outoftime").await;
    assert_eq!(alice.export(&game).await["winner"], "white");
}

async fn a_game_that_disallows_vacation_keeps_its_deadline(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "1").await;
    alice.play(&game, "e2e4").await;
    // The same position in a game of a tournament created with vacation
    // disallowed (product.md §4), as the tournament code will store it.
    let strict = GameRow {
        id: "strict01".into(),
        origin: redqueen_domain::game::Origin::Tournament,
        vacation_allowed: false,
        ..stored(app, &game).await
    };
    let mut tx = app.state().store().begin().await.unwrap();
    tx.insert_game(&strict).await.unwrap();
    tx.commit().await.unwrap();

    scheduled(&bob, today(app), 3).await;
    assert_eq!(
        stored(app, "strict01").await.deadline_at,
        strict.deadline_at
    );
    assert!(stored(app, &game).await.deadline_at > strict.deadline_at);
    app.clock.advance(DAY);
    wait_for_status(&alice, "strict01", "outoftime").await;
    assert_eq!(status_after_a_sweep(app, &alice, &game).await, "started");
}

async fn a_deadline_stored_too_early_is_corrected_instead_of_ending_the_game(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "1").await;
    alice.play(&game, "e2e4").await;
    let without_vacation = stored(app, &game).await;
    scheduled(&bob, today(app), 3).await;
    let with_vacation = stored(app, &game).await;
    // As if the vacation had been missed (a game starting on another app
    // server while it was being scheduled).
    let stale = GameRow {
        version: with_vacation.version + 1,
        deadline_at: without_vacation.deadline_at,
        reminder_at: without_vacation.reminder_at,
        ..with_vacation.clone()
    };
    let mut tx = app.state().store().begin().await.unwrap();
    assert!(tx.save_game(&stale).await.unwrap());
    tx.commit().await.unwrap();

    app.clock.advance(DAY + 1);
    app.run_jobs_once().await;
    let corrected = stored(app, &game).await;
    assert_eq!(
        (
            corrected.status.as_str(),
            corrected.deadline_at,
            corrected.reminder_at
        ),
        (
            "started",
            with_vacation.deadline_at,
            with_vacation.reminder_at
        )
    );
}

/// How many "vacation ending" emails went to `recipient`.
async fn the_vacation_ending_email_comes_as_the_last_day_begins_unless_turned_off(app: &TestApp) {
    let (alice, bob) = (app.signed_up("Alice").await, app.signed_up("Bob").await);
    let options = bob.get("/settings/notifications").await;
    assert!(
        options
            .body
            .contains("name=\"vacation_ending\" value=\"on\" checked"),
        "on by default: {}",
        options.body
    );
    let saved = bob
        .submit(
            "/settings/notifications",
            "/settings/notifications",
            &[("your_turn", "every_move"), ("reminders", "on")],
        )
        .await;
    assert_eq!(
        saved.path,
        "/settings/notifications?notice=email-options-saved"
    );
    let today = today(app);
    let start = today.plus(1).to_string();
    for member in [&alice, &bob] {
        let page = member
            .submit(
                "/settings/vacation",
                "/settings/vacation",
                &[("start", &start), ("days", "3")],
            )
            .await;
        assert_eq!(page.path, "/settings/vacation?notice=vacation-scheduled");
    }

    let last_day = today.plus(3);
    app.clock
        .advance(last_day.start_ms() - app.clock.now_ms() - 1);
    app.run_jobs_once().await;
    assert_eq!(app.delivered("alice@example.org", "vacation_ending"), 0);
    app.clock.advance(1);
    let email = app.email_to("alice@example.org", "vacation_ending").await;
    assert_eq!(
        email.subject,
        format!(
            "Your vacation ends at the end of {}",
            app.state().i18n.english().day(last_day)
        )
    );
    assert!(
        email.text.contains("your clocks run again"),
        "{}",
        email.text
    );
    assert_eq!(email.link_path(), "/games");
    app.run_jobs_once().await;
    assert_eq!(
        app.delivered("alice@example.org", "vacation_ending"),
        1,
        "once"
    );
    assert_eq!(
        app.delivered("bob@example.org", "vacation_ending"),
        0,
        "turned off"
    );
}

/// The id in the first form posting to `/settings/vacation/{id}/{action}`.
fn vacation_form(body: &str, action: &str) -> String {
    let marker = "action=\"/settings/vacation/";
    body.match_indices(marker)
        .map(|(at, _)| &body[at + marker.len()..])
        .find_map(|rest| {
            let (id, rest) = rest.split_once('/')?;
            rest.starts_with(&format!("{action}\""))
                .then(|| id.to_owned())
        })
        .unwrap_or_else(|| panic!("no {action} form in {body}"))
}

async fn the_vacation_page_schedules_lists_cancels_and_ends_through_its_forms(app: &TestApp) {
    let alice = app.signed_up("Alice").await;
    let today = today(app);
    let this_year = today.year();
    let next_year = this_year + 1;
    assert!(
        alice
            .get("/settings")
            .await
            .body
            .contains("href=\"/settings/vacation\"")
    );
    let empty = alice.get("/settings/vacation").await;
    assert_eq!(empty.status, 200);
    assert!(
        empty
            .body
            .contains(&format!("{this_year}: 30 days left of 30"))
    );
    assert!(empty.body.contains("You have no vacation this year."));

    let march = format!("{next_year}-03-01");
    let page = alice
        .submit(
            "/settings/vacation",
            "/settings/vacation",
            &[("start", &march), ("days", "5")],
        )
        .await;
    assert_eq!(page.path, "/settings/vacation?notice=vacation-scheduled");
    for shown in [
        "Your vacation is scheduled.",
        &format!("Mar 1, {next_year} to Mar 5, {next_year}"),
        "<td>upcoming</td>",
        &format!("{next_year}: 25 days left of 30"),
    ] {
        assert!(page.body.contains(shown), "{shown} in {}", page.body);
    }

    let overlapping = format!("{next_year}-03-03");
    let refused = alice
        .submit(
            "/settings/vacation",
            "/settings/vacation",
            &[("start", &overlapping), ("days", "2")],
        )
        .await;
    assert_eq!(refused.status, 400);
    for shown in [
        format!("It would overlap your vacation from Mar 1, {next_year} to Mar 5, {next_year}."),
        format!("value=\"{overlapping}\""),
    ] {
        assert!(refused.body.contains(&shown), "{shown} in {}", refused.body);
    }
    let no_such_day = alice
        .submit(
            "/settings/vacation",
            "/settings/vacation",
            &[("start", &format!("{next_year}-13-01")), ("days", "2")],
        )
        .await;
    assert_eq!(no_such_day.status, 400);
    assert!(
        no_such_day
            .body
            .contains(&format!("{next_year}-13-01 is not a day of the calendar."))
    );

    let canceled = alice
        .submit(
            "/settings/vacation",
            &format!(
                "/settings/vacation/{}/cancel",
                vacation_form(&page.body, "cancel")
            ),
            &[],
        )
        .await;
    assert_eq!(canceled.path, "/settings/vacation?notice=vacation-canceled");
    assert!(canceled.body.contains("You have no vacation this year."));

    let now_on = alice
        .submit(
            "/settings/vacation",
            "/settings/vacation",
            &[("start", &today.to_string()), ("days", "2")],
        )
        .await;
    assert_eq!(now_on.path, "/settings/vacation?notice=vacation-scheduled");
    app.clock.advance(60_000);
    let current = alice.get("/settings/vacation").await;
    assert!(current.body.contains("<td>now</td>"), "{}", current.body);
    let ended = alice
        .submit(
            "/settings/vacation",
            &format!(
                "/settings/vacation/{}/end",
                vacation_form(&current.body, "end")
            ),
            &[],
        )
        .await;
    assert_eq!(ended.path, "/settings/vacation?notice=vacation-ended");
    assert!(ended.body.contains("<td>over</td>"), "{}", ended.body);

    alice
        .submit("/", "/language", &[("lang", "es"), ("back", "/")])
        .await;
    let spanish = alice
        .submit(
            "/settings/vacation",
            "/settings/vacation",
            &[("start", "pronto"), ("days", "2")],
        )
        .await;
    assert_eq!(spanish.status, 400);
    assert!(
        spanish
            .body
            .contains("Escribe el primer día como AAAA-MM-DD, por ejemplo 2026-07-01."),
        "{}",
        spanish.body
    );
}

async fn opponents_see_the_vacation_on_the_game_page_and_in_their_game_list(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    let vacation = scheduled(&bob, today(app), 3).await;
    let until = app
        .state()
        .i18n
        .english()
        .instant(today(app).plus(3).start_ms());
    assert!(until.ends_with("12:00\u{202f}AM (UTC)"), "{until}");
    let on_vacation_until = async || {
        redqueen::vacation::on_vacation_until(app.state(), bob.id)
            .await
            .unwrap()
    };
    assert_eq!(on_vacation_until().await, vacation["end"].as_i64());
    let browser = app.browser();
    browser.log_in("Alice", "correct horse battery").await;

    let page = browser.get(&format!("/{game}")).await;
    assert!(
        page.body.contains(&format!(
            "Bob is on vacation until {until}: their clock does not run."
        )),
        "{}",
        page.body
    );
    let games = browser.get("/games").await;
    assert!(
        games.body.contains(&format!("on vacation until {until}")),
        "{}",
        games.body
    );

    app.clock.advance(60_000);
    let ended = bob
        .post(&format!("/api/vacation/{}/end", vacation["id"]), &[])
        .await;
    assert_eq!(ended.status, 200, "{}", ended.text);
    assert!(
        !browser
            .get(&format!("/{game}"))
            .await
            .body
            .contains("on vacation")
    );
    assert!(!browser.get("/games").await.body.contains("on vacation"));
    assert_eq!(on_vacation_until().await, None);
}
