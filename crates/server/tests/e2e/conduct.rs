//! Conduct and moderation end to end (product.md §11): a member reports a
//! chat line, the administrators see it in their queue with its evidence,
//! warn and mute the member, close the report, and it is all in the
//! moderation log; a ban ends the member's sessions and streams and
//! forfeits their correspondence, live and tournament games — on SQLite
//! and PostgreSQL.

use redqueen::clock::Clock;

use crate::support::api::Member;
use crate::support::{Browser, TestApp, next_line, wait_until};

app_tests!(
    a_reported_chat_line_reaches_the_queue_and_the_member_is_warned_and_muted,
    reports_are_checked_and_rate_limited,
    a_ban_ends_sessions_and_streams_and_forfeits_every_game_in_progress,
    an_administrator_adjudicates_a_game_and_gives_time_with_a_reason,
    an_administrator_finds_the_reports_queue_in_the_header,
    an_action_from_a_report_closes_the_open_reports_about_the_member,
    a_banned_members_profile_is_marked_and_offers_no_challenge,
    only_the_warned_member_acknowledges_a_warning,
);

const HOUR: i64 = 3_600_000;

/// Writes `text` in the chat of `game` as `member`.
async fn say(member: &Member, game: &str, text: &str) -> crate::support::api::Answer {
    member
        .post(
            &format!("/api/board/game/{game}/chat"),
            &[("room", "player"), ("text", text)],
        )
        .await
}

/// The report link of the chat line the page shows for `author`.
fn line_report_link(page: &str, author: &str) -> String {
    let marker = format!("class=\"chat-report\" href=\"/report?user={author}&amp;game=");
    let start = page.find(&marker).expect("a report link on the chat line");
    let link = page[start + 26..].split('"').next().unwrap();
    assert!(link.contains("line="), "{link}");
    link.replace("&amp;", "&")
}

async fn a_reported_chat_line_reaches_the_queue_and_the_member_is_warned_and_muted(app: &TestApp) {
    let (_alice, admin) = app.admin_and_browser("Alice").await;
    let bob = app.member("Bob").await;
    let carol = app.member("Carol").await;
    let game = bob.start_game(&carol, "3").await;
    assert_eq!(
        say(&carol, &game, "you play like a donkey").await.status,
        200
    );
    let bob_browser = app.browser_of(&bob).await;
    let page = bob_browser.get(&format!("/{game}")).await;
    assert!(page.body.contains("Report Carol"), "{}", page.body);
    let link = line_report_link(&page.body, "Carol");

    // The form quotes the line; the report keeps its copy.
    let form = bob_browser.get(&link).await;
    assert_eq!(form.status, 200);
    assert!(
        form.body.contains("you play like a donkey"),
        "{}",
        form.body
    );
    let query = link.split_once('?').unwrap().1;
    let line = query
        .split('&')
        .find_map(|p| p.strip_prefix("line="))
        .unwrap();
    let filed = bob_browser
        .submit(
            &link,
            "/report",
            &[
                ("user", "Carol"),
                ("game", &game),
                ("line", line),
                ("reason", "abuse"),
                ("text", "Insults in the chat"),
            ],
        )
        .await;
    assert_eq!(filed.path, "/conduct?notice=report-filed", "{}", filed.body);
    assert!(filed.body.contains("Your report was sent"));
    assert!(filed.body.contains("Carol") && filed.body.contains("Open"));

    // Members other than administrators do not see the queue.
    assert_eq!(bob_browser.get("/admin/reports").await.status, 403);
    assert_eq!(
        app.browser().get("/admin/reports").await.path,
        "/login?next=%2Fadmin%2Freports"
    );
    let queue = admin.get("/admin/reports").await;
    assert_eq!(queue.status, 200);
    for shown in [
        "Carol",
        "one open report",
        "Insults in the chat",
        "you play like a donkey",
        "reported by Bob",
    ] {
        assert!(queue.body.contains(shown), "{shown}: {}", queue.body);
    }

    // A mute, from the report: no chat until it ends, and the chat box
    // says until when.
    let report = app.state().store().reports_by(bob.id).await.unwrap()[0].id;
    let report = report.to_string();
    let refused = admin
        .submit(
            "/admin/members/Carol",
            "/admin/members/Carol",
            &[("action", "mute"), ("length", "1d"), ("reason", "")],
        )
        .await;
    assert_eq!(refused.status, 400);
    assert!(refused.body.contains("Please give the reason"));
    let muted = admin
        .submit(
            "/admin/members/Carol",
            "/admin/members/Carol",
            &[("action", "mute"), ("length", "1d"), ("reason", "Insults")],
        )
        .await;
    assert_eq!(muted.path, "/admin/members/Carol?notice=moderation-done");
    // The administrator reads about Carol, not about themselves.
    assert!(
        muted.body.contains("Carol is muted until"),
        "{}",
        muted.body
    );
    assert!(!muted.body.contains("You are muted"), "{}", muted.body);
    let silent = say(&carol, &game, "donkey!").await;
    assert_eq!(silent.status, 400, "{}", silent.text);
    assert!(silent.text.contains("muted until"), "{}", silent.text);
    let carol_browser = app.browser_of(&carol).await;
    let page = carol_browser.get(&format!("/{game}")).await;
    assert!(page.body.contains("You are muted until"));
    assert!(!page.body.contains("id=\"chat-text\""));

    // A warning: shown at the next visit until acknowledged, and emailed.
    let warned = admin
        .submit(
            "/admin/members/Carol",
            "/admin/members/Carol",
            &[("action", "warn"), ("reason", "Be courteous to Bob")],
        )
        .await;
    assert_eq!(warned.status, 200);
    let email = app.email_to("carol@example.org", "warning").await;
    assert!(email.text.contains("Be courteous to Bob"), "{}", email.text);
    let home = carol_browser.get("/").await;
    assert!(home.body.contains("A warning from the administrators"));
    assert!(home.body.contains("Be courteous to Bob"));
    let start = home.body.find("action=\"/conduct/warnings/").unwrap() + 8;
    let action = home.body[start..].split('"').next().unwrap().to_owned();
    let read = carol_browser.submit("/", &action, &[]).await;
    assert_eq!(read.path, "/conduct?notice=warning-acknowledged");
    assert!(
        !carol_browser
            .get("/")
            .await
            .body
            .contains("Be courteous to Bob")
    );
    assert!(
        read.body.contains("Be courteous to Bob"),
        "listed among her warnings"
    );

    // Lifting the mute, closing the report; all of it in the log.
    admin
        .submit(
            "/admin/members/Carol",
            "/admin/members/Carol",
            &[("action", "unmute"), ("reason", "Apologised")],
        )
        .await;
    assert_eq!(say(&carol, &game, "sorry").await.status, 200);
    // Issue 49: the member's file said "Neither muted nor banned." and
    // nothing of the warning.
    let file = admin.get("/admin/members/Carol").await;
    assert!(
        file.body.contains("Neither muted nor banned. Last warned ")
            && file.body.contains(": “Be courteous to Bob”."),
        "{}",
        file.body
    );
    let again = admin
        .submit(
            "/admin/members/Carol",
            "/admin/members/Carol",
            &[("action", "unmute"), ("reason", "twice")],
        )
        .await;
    assert_eq!(again.status, 400);
    assert!(again.body.contains("Carol is not muted"));
    let closed = admin
        .submit(
            "/admin/reports",
            &format!("/admin/reports/{report}/close"),
            &[("note", "Muted a day")],
        )
        .await;
    assert_eq!(closed.path, "/admin/reports?notice=report-closed");
    assert!(closed.body.contains("No open reports."));
    let twice = admin
        .submit(
            "/admin/reports",
            &format!("/admin/reports/{report}/close"),
            &[("note", "again")],
        )
        .await;
    assert_eq!(twice.status, 400);
    assert!(twice.body.contains("closed already"));
    let mine = bob_browser.get("/conduct").await;
    assert!(mine.body.contains("Dealt with"), "{}", mine.body);
    let log = admin.get("/admin/log").await;
    for entry in [
        "muted",
        "warned",
        "lifted the mute",
        "closed a report",
        "Muted a day",
        "Be courteous to Bob",
        &format!("report {report}"),
    ] {
        assert!(log.body.contains(entry), "{entry}: {}", log.body);
    }
    assert_eq!(bob_browser.get("/admin/log").await.status, 403);
}

async fn reports_are_checked_and_rate_limited(app: &TestApp) {
    let bob = app.member("Bob").await;
    let carol = app.member("Carol").await;
    let dave = app.member("Dave").await;
    let game = bob.start_game(&carol, "3").await;
    assert_eq!(say(&bob, &game, "good luck").await.status, 200);
    let own_line = app
        .state()
        .store()
        .chat(&game, redqueen_domain::game::ChatRoom::Player)
        .await
        .unwrap()[0]
        .id
        .to_string();
    let browser = app.browser_of(&bob).await;
    let report = |fields: Vec<(&'static str, String)>| {
        let browser = &browser;
        async move {
            let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            browser.submit("/report", "/report", &fields).await
        }
    };
    let base = |user: &str| {
        vec![
            ("user", user.to_owned()),
            ("reason", "other".to_owned()),
            ("text", "Rude".to_owned()),
        ]
    };
    let with = |user: &str, extra: Vec<(&'static str, String)>| {
        let mut fields = base(user);
        for (key, value) in extra {
            fields.retain(|(k, _)| *k != key);
            fields.push((key, value));
        }
        fields
    };
    for (fields, says) in [
        (base("Bob"), "You cannot report yourself."),
        (base("Nobody"), "No member is called Nobody."),
        (
            with("Carol", vec![("text", " ".into())]),
            "Please say what happened.",
        ),
        (
            with("Carol", vec![("reason", "cheating".into())]),
            "Please choose a reason.",
        ),
        (
            with("Dave", vec![("game", game.clone())]),
            "Dave does not play in that game.",
        ),
        (
            with(
                "Carol",
                vec![("game", game.clone()), ("line", own_line.clone())],
            ),
            "That game's chat has no such line by Carol.",
        ),
        (
            with("Carol", vec![("text", "x".repeat(1001))]),
            "at most 1000 characters",
        ),
    ] {
        let refused = report(fields).await;
        assert_eq!(refused.status, 400, "{says}");
        assert!(refused.body.contains(says), "{says}: {}", refused.body);
    }
    // Dave cannot quote a chat he never saw.
    let dave_browser = app.browser_of(&dave).await;
    let peeking = dave_browser
        .submit(
            "/report",
            "/report",
            &[
                ("user", "Bob"),
                ("reason", "abuse"),
                ("text", "x"),
                ("game", &game),
                ("line", &own_line),
            ],
        )
        .await;
    assert!(
        peeking
            .body
            .contains("Only the players of a game see its chat")
    );
    assert!(
        app.state()
            .store()
            .reports_by(bob.id)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        app.state()
            .store()
            .reports_by(dave.id)
            .await
            .unwrap()
            .is_empty()
    );

    // From the profile: the link names the member.
    let profile = browser.get("/@/Carol").await;
    assert!(
        profile.body.contains("href=\"/report?user=Carol\""),
        "{}",
        profile.body
    );
    assert!(
        !profile.body.contains("/admin/members/Carol"),
        "only administrators moderate"
    );

    // Ten a day, then 429 with the time until the oldest leaves the day.
    for _ in 0..10 {
        assert_eq!(
            report(base("Carol")).await.path,
            "/conduct?notice=report-filed"
        );
        app.clock.advance(60_000);
    }
    let limited = report(base("Carol")).await;
    assert_eq!(limited.status, 429);
    assert!(limited.body.contains("many reports today"));
    let wait: i64 = limited.retry_after.as_deref().unwrap().parse().unwrap();
    assert!((86_400 - 610..=86_400 - 590).contains(&wait), "{wait}");
    app.clock.advance(24 * HOUR);
    assert_eq!(
        report(base("Carol")).await.path,
        "/conduct?notice=report-filed"
    );
}

/// `admin` bans `name` from the member's moderation page, for `reason`;
/// returns the page they land on.
pub(crate) async fn ban(admin: &Browser, name: &str, reason: &str) -> crate::support::Page {
    let page = format!("/admin/members/{name}");
    admin
        .submit(&page, &page, &[("action", "ban"), ("reason", reason)])
        .await
}

/// Logs `browser` in as `name`; returns the page.
async fn log_in(browser: &Browser, name: &str) -> crate::support::Page {
    browser.log_in(name, "correct horse battery").await
}

async fn a_ban_ends_sessions_and_streams_and_forfeits_every_game_in_progress(app: &TestApp) {
    let (alice, admin) = app.admin_and_browser("Alice").await;
    let bob = app.member("Bob").await;
    let carol = app.member("Carol").await;
    let dave = app.member("Dave").await;
    let erin = app.member("Erin").await;

    // A rated correspondence game, a live game, a tournament game.
    let rated = {
        let id = bob
            .challenge(
                &carol,
                &[("days", "3"), ("rated", "true"), ("color", "white")],
            )
            .await;
        let accepted = carol
            .post(&format!("/api/challenge/{id}/accept"), &[])
            .await;
        assert_eq!(accepted.status, 200, "{}", accepted.text);
        id
    };
    bob.play(&rated, "e2e4").await;
    let starts = (app.clock.now_ms() + HOUR).to_string();
    let created = alice
        .post(
            "/api/tournaments",
            &[
                ("name", "Spring Swiss"),
                ("system", "swiss"),
                ("rounds", "3"),
                ("time_control", "1d/move"),
                ("starts_at", &starts),
                ("min_players", "4"),
                ("max_players", "10"),
            ],
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.text);
    let cup = created.json["id"].as_str().unwrap().to_owned();
    for player in [&bob, &carol, &dave, &erin] {
        let joined = player
            .post(&format!("/api/tournaments/{cup}/join"), &[])
            .await;
        assert_eq!(joined.status, 200, "{}", joined.text);
    }
    app.clock.advance(HOUR);
    let mut view = serde_json::Value::Null;
    wait_until("round 1", async || {
        view = alice.get(&format!("/api/tournaments/{cup}")).await.json;
        view["round"] == 1
    })
    .await;
    let round = view["rounds"][0]["games"].as_array().unwrap().clone();
    let carols = round
        .iter()
        .find(|g| g["white"] == "Carol" || g["black"] == "Carol")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let pending = carol.challenge(&erin, &[("days", "7")]).await;
    // (Started after the clock moved on: a live game nobody moves in is
    // aborted.)
    let live = dave
        .start_live_game(&carol, &[("clock.limit", "600"), ("clock.move", "60")])
        .await;
    dave.play(&live, "e2e4").await;
    carol.play(&live, "e7e5").await;

    // Carol is logged in and has her event stream open.
    let carol_browser = app.browser_of(&carol).await;
    let mut stream = carol
        .client
        .get(format!("{}/api/stream/event", app.addr))
        .bearer_auth(&carol.token)
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), 200);
    let mut buffer = Vec::new();

    let refused = ban(&admin, "Alice", "test").await;
    assert!(refused.body.contains("An administrator cannot be banned"));
    let banned = ban(&admin, "Carol", "Abuse, again").await;
    assert_eq!(banned.path, "/admin/members/Carol?notice=moderation-done");
    assert!(
        banned.body.contains("Carol has been banned since"),
        "{}",
        banned.body
    );

    // Her stream ends, her session is gone, her token and password no
    // longer open anything.
    // (The games in progress it opened with come first; `next_line`
    // fails the test if the stream does not end within seconds.)
    while next_line(&mut stream, &mut buffer).await.is_some() {}
    let home = carol_browser.get("/").await;
    assert!(!home.body.contains("/@/Carol"), "logged out");
    assert_eq!(carol.get("/api/account").await.status, 401);
    let login = log_in(&app.browser(), "Carol").await;
    assert_eq!(login.status, 403);
    assert!(login.body.contains("This account is banned."));
    let wrong = app.browser().log_in("Carol", "not her password").await;
    assert_eq!(
        wrong.status, 401,
        "the ban is told only to the password's owner"
    );

    // Every game of hers is over: her opponents win by forfeit.
    for (game, winner) in [(&rated, "white"), (&live, "white"), (&carols, "")] {
        let exported = bob.export(game).await;
        assert_eq!(exported["status"], "timeout", "{exported}");
        let expected = if winner.is_empty() {
            if exported["players"]["white"]["user"]["name"] == "Carol" {
                "black"
            } else {
                "white"
            }
        } else {
            winner
        };
        assert_eq!(exported["winner"], expected, "{exported}");
    }
    let rated_export = bob.export(&rated).await;
    assert_eq!(rated_export["rated"], true, "{rated_export}");
    // Rated as usual: the forfeit counts as Bob's first rated game.
    let ratings = app
        .state()
        .store()
        .ratings_of(&[bob.id], "correspondence")
        .await
        .unwrap();
    assert_eq!(ratings[&bob.id].record.games, 1);
    let canceled = erin.get("/api/challenge").await;
    assert!(!canceled.text.contains(&pending), "{}", canceled.text);

    // The tournament goes on without her.
    for game in &round {
        let id = game["id"].as_str().unwrap();
        if id != carols {
            let black = [&bob, &dave, &erin]
                .into_iter()
                .find(|p| game["black"] == p.name.as_str())
                .unwrap();
            black
                .post(&format!("/api/board/game/{id}/resign"), &[])
                .await;
        }
    }
    wait_until("round 2", async || {
        view = alice.get(&format!("/api/tournaments/{cup}")).await.json;
        view["round"] == 2
    })
    .await;
    assert!(!view["rounds"][1].to_string().contains("Carol"), "{view}");
    let player = view["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["username"] == "Carol")
        .unwrap()
        .clone();
    assert_eq!(player["withdrawn"], true, "{player}");

    // Lifting the ban lets her in again.
    admin
        .submit(
            "/admin/members/Carol",
            "/admin/members/Carol",
            &[("action", "unban"), ("reason", "Appeal granted")],
        )
        .await;
    assert_eq!(log_in(&app.browser(), "Carol").await.path, "/");
    let log = admin.get("/admin/log").await;
    assert!(log.body.contains("Abuse, again") && log.body.contains("Appeal granted"));
}

async fn an_administrator_adjudicates_a_game_and_gives_time_with_a_reason(app: &TestApp) {
    let (_alice, admin) = app.admin_and_browser("Alice").await;
    let bob = app.member("Bob").await;
    let carol = app.member("Carol").await;
    let game = bob.start_game(&carol, "3").await;
    bob.play(&game, "d2d4").await;
    let before = carol.export(&game).await;

    // Time for Carol, to move: her deadline moves by the gift.
    let page = admin.get(&format!("/{game}")).await;
    assert!(
        page.body.contains("Adjudicate"),
        "administrators see the forms"
    );
    assert!(
        !app.browser_of(&bob)
            .await
            .get(&format!("/{game}"))
            .await
            .body
            .contains("Adjudicate")
    );
    let deadline = |row: &redqueen_store::GameRow| row.deadline_at.unwrap();
    let row = app.state().store().game(&game).await.unwrap().unwrap();
    let given = admin
        .submit(
            &format!("/{game}"),
            &format!("/admin/games/{game}/time"),
            &[
                ("to", "black"),
                ("minutes", "120"),
                ("reason", "Server outage"),
            ],
        )
        .await;
    assert_eq!(given.path, format!("/{game}?notice=moderation-done"));
    let after = app.state().store().game(&game).await.unwrap().unwrap();
    assert_eq!(deadline(&after) - deadline(&row), 120 * 60_000);
    for (fields, says) in [
        (
            vec![("to", "black"), ("minutes", "0"), ("reason", "x")],
            "from 1 minute to 7 days",
        ),
        (
            vec![("to", "black"), ("minutes", "99999"), ("reason", "x")],
            "from 1 minute to 7 days",
        ),
        (
            vec![("to", "pink"), ("minutes", "5"), ("reason", "x")],
            "White, Black or a draw",
        ),
        (
            vec![("to", "white"), ("minutes", "5"), ("reason", " ")],
            "Please give the reason",
        ),
    ] {
        let refused = admin
            .submit(
                &format!("/{game}"),
                &format!("/admin/games/{game}/time"),
                &fields,
            )
            .await;
        assert_eq!(refused.status, 400, "{says}");
        assert!(refused.body.contains(says), "{says}");
    }
    let bob_browser = app.browser_of(&bob).await;
    let forbidden = bob_browser
        .submit(
            &format!("/{game}"),
            &format!("/admin/games/{game}/adjudicate"),
            &[("result", "white"), ("reason", "I win")],
        )
        .await;
    assert_eq!(forbidden.status, 403);

    let adjudicated = admin
        .submit(
            &format!("/{game}"),
            &format!("/admin/games/{game}/adjudicate"),
            &[
                ("result", "draw"),
                ("reason", "Both players agreed by email"),
            ],
        )
        .await;
    assert_eq!(adjudicated.path, format!("/{game}?notice=moderation-done"));
    assert!(
        adjudicated
            .body
            .contains("An administrator set the result: Both players agreed by email")
    );
    let exported = carol.export(&game).await;
    assert_eq!(exported["status"], "unknownFinish", "{exported}");
    assert!(exported.get("winner").is_none() || exported["winner"].is_null());
    assert_ne!(before["status"], exported["status"]);
    let pgn = app
        .browser()
        .get(&format!("/game/export/{game}"))
        .await
        .body;
    assert!(pgn.contains("[Termination \"Adjudication\"]"), "{pgn}");
    assert!(
        pgn.contains("{ Adjudicated: Both players agreed by email } 1/2-1/2"),
        "{pgn}"
    );
    let again = admin
        .submit(
            &format!("/{game}"),
            &format!("/admin/games/{game}/adjudicate"),
            &[("result", "white"), ("reason", "second thoughts")],
        )
        .await;
    assert_eq!(again.status, 400);
    let log = admin.get("/admin/log").await;
    for entry in [
        "adjudicated",
        "gave time",
        "Server outage",
        "(draw)",
        "(black 7200000)",
    ] {
        assert!(log.body.contains(entry), "{entry}: {}", log.body);
    }
}

/// product.md §11: the queue is where an administrator's work starts; it
/// was reached only by typing its address.
async fn an_administrator_finds_the_reports_queue_in_the_header(app: &TestApp) {
    let (_, admin) = app.admin_and_browser("Alice").await;
    let bob = app.member("Bob").await;
    let link = "href=\"/admin/reports\"";

    let home = admin.get("/").await;
    let members_home = app.browser_of(&bob).await.get("/").await;

    assert!(home.body.contains(link), "{}", home.body);
    assert!(home.body.contains(">Administration<"), "{}", home.body);
    assert!(!members_home.body.contains(link));
    let visitors_home = app.browser().get("/").await.body;
    assert!(!visitors_home.contains(link));
    // The landing page and the footer tell of live games too (they spoke
    // of correspondence chess only).
    assert!(
        visitors_home.contains("Live games in minutes"),
        "{visitors_home}"
    );
    assert!(visitors_home.contains("correspondence and live chess"));
}

/// Files a report by `reporter` about `accused` through the form; returns
/// its id.
async fn file_report(app: &TestApp, reporter: &Member, accused: &str, text: &str) -> i64 {
    let browser = app.browser_of(reporter).await;
    let filed = browser
        .submit(
            "/report",
            "/report",
            &[("user", accused), ("reason", "abuse"), ("text", text)],
        )
        .await;
    assert_eq!(filed.path, "/conduct?notice=report-filed", "{}", filed.body);
    app.state().store().reports_by(reporter.id).await.unwrap()[0].id
}

/// product.md §11, lichess's practice: an action taken from a report
/// answers it — the open reports about the member are closed with it, and
/// the log says by which action; they no longer wait in the queue.
async fn an_action_from_a_report_closes_the_open_reports_about_the_member(app: &TestApp) {
    let (_alice, admin) = app.admin_and_browser("Alice").await;
    let bob = app.member("Bob").await;
    let dave = app.member("Dave").await;
    app.member("Carol").await;
    let erin = app.member("Erin").await;
    let first = file_report(app, &bob, "Carol", "Insults in the chat").await;
    app.clock.advance(60_000);
    let second = file_report(app, &dave, "Carol", "Insults again").await;
    let about_erin = file_report(app, &bob, "Erin", "Rude").await;

    // The form offers the oldest open report, and says what it does.
    let file = admin.get("/admin/members/Carol").await;
    assert!(
        file.body
            .contains(&format!("name=\"report\" value=\"{first}\" checked")),
        "{}",
        file.body
    );
    assert!(file.body.contains("Answers the open reports about Carol"));
    // A report about someone else is no report about Carol.
    let elsewhere = admin
        .submit(
            "/admin/members/Carol",
            "/admin/members/Carol",
            &[
                ("action", "warn"),
                ("report", &about_erin.to_string()),
                ("reason", "x"),
            ],
        )
        .await;
    assert_eq!(elsewhere.status, 400);
    assert!(
        elsewhere
            .body
            .contains("There is no such report about this member"),
        "{}",
        elsewhere.body
    );

    let muted = admin
        .submit(
            "/admin/members/Carol",
            "/admin/members/Carol",
            &[
                ("action", "mute"),
                ("length", "1d"),
                ("report", &first.to_string()),
                ("reason", "Insults, twice reported"),
            ],
        )
        .await;
    assert_eq!(muted.path, "/admin/members/Carol?notice=moderation-done");

    let store = app.state().store();
    for id in [first, second] {
        let report = store.report(id).await.unwrap().unwrap();
        assert_eq!(
            report.status,
            redqueen_domain::conduct::ReportStatus::Closed,
            "report {id}"
        );
        assert_eq!(report.note.as_deref(), Some("Insults, twice reported"));
    }
    let erins = store.report(about_erin).await.unwrap().unwrap();
    assert_eq!(erins.status, redqueen_domain::conduct::ReportStatus::Open);
    assert!(
        muted
            .body
            .contains("Closed: muted — Insults, twice reported"),
        "{}",
        muted.body
    );
    let queue = admin.get("/admin/reports").await;
    assert!(!queue.body.contains("Insults again"), "{}", queue.body);
    assert!(queue.body.contains("Rude"), "Erin's report still waits");
    let log = admin.get("/admin/log").await;
    // Issue 49: one row per report the action closed, each saying the
    // action and linked to its report's card; no row of its own for the
    // close ("closed a report (muted)" beside the mute's row).
    for id in [first, second] {
        let link = format!("href=\"/admin/members/Carol#report-{id}\"");
        assert_eq!(log.body.matches(&link).count(), 1, "{link}: {}", log.body);
    }
    assert_eq!(
        log.body.matches("<td>muted until").count(),
        2,
        "{}",
        log.body
    );
    assert!(!log.body.contains("closed a report"), "{}", log.body);
    assert!(
        app.browser_of(&dave)
            .await
            .get("/conduct")
            .await
            .body
            .contains("Dealt with")
    );

    // A closed report answers no second action.
    let again = admin
        .submit(
            "/admin/members/Carol",
            "/admin/members/Carol",
            &[
                ("action", "warn"),
                ("report", &second.to_string()),
                ("reason", "Once more"),
            ],
        )
        .await;
    assert_eq!(again.status, 400);
    assert!(again.body.contains("closed already"), "{}", again.body);
    assert!(store.pending_warning(erin.id).await.unwrap().is_none());
}

/// product.md §11: a banned member plays no more — their profile says so
/// and offers no challenge, the API's user object carries lichess's
/// `disabled` and `tosViolation`, and a challenge to them is refused.
async fn a_banned_members_profile_is_marked_and_offers_no_challenge(app: &TestApp) {
    let (_alice, admin) = app.admin_and_browser("Alice").await;
    let bob = app.member("Bob").await;
    app.member("Carol").await;
    let bob_browser = app.browser_of(&bob).await;
    let challenge_link = "href=\"/challenges?username=Carol\"";
    let before = bob_browser.get("/@/Carol").await;
    assert!(before.body.contains(challenge_link));
    assert!(!before.body.contains("is banned"));
    let user = bob.get("/api/user/Carol").await.json;
    assert!(user.get("disabled").is_none() && user.get("tosViolation").is_none());

    let banned = ban(&admin, "Carol", "Abuse").await;
    assert_eq!(banned.path, "/admin/members/Carol?notice=moderation-done");

    let profile = bob_browser.get("/@/Carol").await;
    assert!(
        profile.body.contains("Carol is banned from this site."),
        "{}",
        profile.body
    );
    assert!(!profile.body.contains(challenge_link), "{}", profile.body);
    let to_a_visitor: serde_json::Value =
        serde_json::from_str(&app.browser().get("/api/user/Carol").await.body).unwrap();
    for user in [bob.get("/api/user/Carol").await.json, to_a_visitor] {
        assert_eq!(user["disabled"], true, "{user}");
        assert_eq!(user["tosViolation"], true, "{user}");
    }
    let refused = bob.post("/api/challenge/Carol", &[("days", "3")]).await;
    assert_eq!(refused.status, 400, "{}", refused.text);
    assert!(
        refused
            .text
            .contains("Carol is banned and cannot be challenged"),
        "{}",
        refused.text
    );
    assert!(
        bob.get("/api/challenge").await.json["out"]
            .as_array()
            .is_none_or(Vec::is_empty)
    );
}

/// A warning is its member's to acknowledge: another member's attempt is
/// refused (404, saying so) and the warning still waits for its member.
async fn only_the_warned_member_acknowledges_a_warning(app: &TestApp) {
    let (_alice, admin) = app.admin_and_browser("Alice").await;
    let bob = app.member("Bob").await;
    let carol = app.member("Carol").await;
    let warned = admin
        .submit(
            "/admin/members/Carol",
            "/admin/members/Carol",
            &[("action", "warn"), ("reason", "Be courteous")],
        )
        .await;
    assert_eq!(warned.path, "/admin/members/Carol?notice=moderation-done");
    let store = app.state().store();
    let warning = store.pending_warning(carol.id).await.unwrap().unwrap().id;

    let bob_browser = app.browser_of(&bob).await;
    for id in [warning.to_string(), "999999".to_owned(), "nine".to_owned()] {
        let refused = bob_browser
            .submit("/conduct", &format!("/conduct/warnings/{id}"), &[])
            .await;
        assert_eq!(refused.status, 404, "{id}: {}", refused.body);
        assert!(
            refused.body.contains("You have no such warning"),
            "{id}: {}",
            refused.body
        );
        assert!(!refused.path.contains("warning-acknowledged"));
    }
    assert_eq!(
        store.pending_warning(carol.id).await.unwrap().map(|w| w.id),
        Some(warning),
        "still unacknowledged"
    );
    let carol_browser = app.browser_of(&carol).await;
    assert!(carol_browser.get("/").await.body.contains("Be courteous"));
    let read = carol_browser
        .submit("/", &format!("/conduct/warnings/{warning}"), &[])
        .await;
    assert_eq!(read.path, "/conduct?notice=warning-acknowledged");
    assert!(store.pending_warning(carol.id).await.unwrap().is_none());
}
