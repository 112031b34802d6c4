//! The web site as players expect it (issue of the web experience): what
//! waits for a member in the header and its live stream, irreversible
//! actions that ask first, decline reasons in the decliner's own voice,
//! conditional lines in SAN and saved forms that say so, "you" in messages
//! about oneself, the game lists' details, and when a member was last seen.

use redqueen::clock::Clock;
use redqueen_domain::vacation::Day;

use crate::support::{Browser, TestApp, next_line};

const WEEK: i64 = 7 * 24 * 3_600_000;

app_tests!(
    the_header_counts_what_waits_and_the_stream_tells_of_each_change,
    irreversible_actions_ask_first_and_look_like_warnings,
    decline_reasons_are_the_decliners_own_and_only_those_that_apply,
    conditional_lines_come_back_in_san_and_saved_forms_say_so,
    messages_about_oneself_say_you,
    the_lists_say_the_colour_the_rating_and_the_result,
    a_page_view_moves_when_the_member_was_last_seen,
    a_deleted_game_is_seen_by_its_players_only,
    fischer_days_are_chosen_in_the_challenge_form,
    the_weekly_summary_is_opt_in_and_comes_once_a_week,
    the_round_start_email_has_its_own_option_and_unsubscribe,
    board_settings_follow_the_member_to_every_game_page,
    the_archive_filters_by_result_colour_opponent_and_clock,
);

async fn next_json(stream: &mut reqwest::Response, buffer: &mut Vec<u8>) -> serde_json::Value {
    let line = next_line(stream, buffer).await.expect("a line");
    serde_json::from_str(&line).unwrap()
}

async fn the_header_counts_what_waits_and_the_stream_tells_of_each_change(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    let browser = app.browser_of(&alice).await;
    let home = browser.get("/").await;
    assert!(home.body.contains("<title>(1) "), "{}", home.body);
    assert!(
        home.body.contains("<a class=\"count\" id=\"count-turn\" href=\"/games\">Your move <span class=\"count-number\">1</span>"),
        "{}",
        home.body
    );
    assert!(
        home.body
            .contains("id=\"count-challenges\" href=\"/challenges\" hidden")
    );

    let mut stream = browser.waiting_stream().await;
    let mut buffer = Vec::new();
    let first = next_json(&mut stream, &mut buffer).await;
    assert_eq!(
        (&first["myTurn"], &first["challenges"], &first["event"]),
        (&1.into(), &0.into(), &serde_json::Value::Null)
    );
    alice.play(&game, "e2e4").await;
    let moved = next_json(&mut stream, &mut buffer).await;
    assert_eq!(
        (&moved["event"], &moved["myTurn"]),
        (&"turn".into(), &0.into())
    );
    assert_eq!(moved["game"], game.as_str());
    bob.play(&game, "e7e5").await;
    let back = next_json(&mut stream, &mut buffer).await;
    assert_eq!(
        (&back["event"], &back["myTurn"]),
        (&"turn".into(), &1.into())
    );
    let challenge = bob.challenge(&alice, &[("days", "7")]).await;
    let challenged = next_json(&mut stream, &mut buffer).await;
    assert_eq!(
        (&challenged["event"], &challenged["challenges"]),
        (&"challenge".into(), &1.into())
    );
    let page = browser.get("/challenges").await;
    assert!(page.body.contains("<title>(2) "), "{}", page.body);
    bob.post(&format!("/api/challenge/{challenge}/cancel"), &[])
        .await;
    let withdrawn = next_json(&mut stream, &mut buffer).await;
    assert_eq!(
        (&withdrawn["event"], &withdrawn["challenges"]),
        (&"challengeCanceled".into(), &0.into())
    );
    // The lichess event stream leaves the turns out.
    let mut api = alice.open_stream("/api/stream/event").await;
    let mut api_buffer = Vec::new();
    let opening = next_line(&mut api, &mut api_buffer).await.unwrap();
    assert!(opening.contains("gameStart"), "{opening}");
    bob.post(&format!("/api/board/game/{game}/resign"), &[])
        .await;
    let next = next_line(&mut api, &mut api_buffer).await.unwrap();
    assert!(next.contains("gameFinish"), "no turn event first: {next}");
    // A visitor has nothing waiting and no stream.
    let visitor = app.browser().get("/my/waiting").await;
    assert!(visitor.path.starts_with("/login?next="), "{}", visitor.path);
}

async fn irreversible_actions_ask_first_and_look_like_warnings(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    let browser = app.browser_of(&alice).await;
    let page = browser.get(&format!("/{game}")).await;
    // Aborting opens a question and a second button; nothing happens on
    // the first click.
    assert!(
        page.body.contains("<details class=\"confirm\" data-action=\"abort\"><summary class=\"button\">Abort the game</summary><p>Abort this game?"),
        "{}",
        page.body
    );
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    let page = browser.get(&format!("/{game}")).await;
    for (action, question) in [
        ("resign", "Resign this game?"),
        ("delete-yes", "Ask your opponent to delete this game?"),
    ] {
        assert!(
            page.body.contains(&format!(
                "<details class=\"confirm\" data-action=\"{action}\">"
            )) && page.body.contains(question),
            "{action}: {}",
            page.body
        );
    }
    let asked = bob.post(&format!("/api/game/{game}/delete/yes"), &[]).await;
    assert_eq!(asked.status, 200, "{}", asked.text);
    let page = browser.get(&format!("/{game}")).await;
    assert!(
        page.body
            .contains("Your opponent asks to delete this game.")
    );
    assert!(
        page.body
            .contains("<details class=\"confirm\" data-action=\"delete-yes\">")
            && page.body.contains("Delete this game? It ends unrated"),
        "{}",
        page.body
    );
}

async fn decline_reasons_are_the_decliners_own_and_only_those_that_apply(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    bob.challenge(&alice, &[("days", "3")]).await;
    let page = app.browser_of(&alice).await.get("/challenges").await;
    for said in [
        "I'm not accepting challenges at the moment",
        "This time control is too fast for me",
        "Send me a rated challenge instead",
    ] {
        assert!(page.body.contains(said), "{said}: {}", page.body);
    }
    for left_out in [
        "value=\"casual\"",
        "value=\"variant\"",
        "a set-up position",
        "value=\"noBot\"",
        "value=\"onlyBot\"",
        "they are not",
    ] {
        assert!(!page.body.contains(left_out), "{left_out}: {}", page.body);
    }
    // From a BOT, "no bots" applies; to a rated challenge, "casual".
    let robot = app
        .member_with(
            "Robot",
            "board:play bot:play challenge:read challenge:write",
        )
        .await;
    robot.post("/api/bot/account/upgrade", &[]).await;
    let carol = app.member("Carol").await;
    robot.challenge(&carol, &[("days", "3")]).await;
    let dave = app.member("Dave").await;
    dave.challenge(&carol, &[("days", "3"), ("rated", "true")])
        .await;
    let page = app.browser_of(&carol).await.get("/challenges").await;
    assert!(page.body.contains("value=\"noBot\""), "{}", page.body);
    assert!(page.body.contains("I'm not accepting challenges from bots"));
    assert!(page.body.contains("Send me a casual challenge instead"));
}

async fn conditional_lines_come_back_in_san_and_saved_forms_say_so(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    let browser = app.browser_of(&alice).await;
    let saved = browser
        .submit(
            &format!("/{game}"),
            &format!("/{game}/conditional"),
            &[("lines", "e7e5 g1f3 b8c6 Bb5\nc5 Nf3")],
        )
        .await;
    assert_eq!(saved.path, format!("/{game}?notice=conditional-saved"));
    assert!(saved.body.contains("Your conditional moves were saved."));
    assert!(
        saved.body.contains("e5 Nf3 Nc6 Bb5\nc5 Nf3\n"),
        "{}",
        saved.body
    );
    let noted = browser
        .submit(
            &format!("/{game}"),
            &format!("/{game}/note"),
            &[("text", "Sicilian next time")],
        )
        .await;
    assert_eq!(noted.path, format!("/{game}?notice=note-saved"));
    assert!(noted.body.contains("Your notes were saved."));
    // The page's script asks for JSON and says "Saved" itself.
    let json = browser
        .client
        .post(format!("{}/{game}/note", browser.addr))
        .header("Accept", "application/json")
        .form(&[("csrf", noted.csrf().as_str()), ("text", "again")])
        .send()
        .await
        .unwrap();
    assert_eq!(json.status(), 200);
    assert!(noted.body.contains("data-saved=\"Saved.\""));
}

async fn messages_about_oneself_say_you(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    let browser = app.browser_of(&alice).await;
    let today = Day::containing(app.clock.now_ms()).to_string();
    let scheduled = alice
        .post("/api/vacation", &[("start", today.as_str()), ("days", "3")])
        .await;
    assert_eq!(scheduled.status, 200, "{}", scheduled.text);
    let mine = browser.get(&format!("/{game}")).await;
    assert!(
        mine.body.contains("<strong>Your move</strong>"),
        "{}",
        mine.body
    );
    assert!(
        mine.body.contains("You are on vacation until ")
            && mine.body.contains("your clock does not run."),
        "{}",
        mine.body
    );
    assert!(!mine.body.contains("Alice is on vacation"));
    let theirs = app.browser_of(&bob).await.get(&format!("/{game}")).await;
    assert!(theirs.body.contains("<strong>Alice to move</strong>"));
    assert!(theirs.body.contains("Alice is on vacation until "));
}

/// A game Alice (White) lost by the fool's mate; her browser and its id.
async fn fools_mate_lost_by_alice(app: &TestApp) -> (Browser, String) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    for (who, uci) in [
        (&alice, "f2f3"),
        (&bob, "e7e5"),
        (&alice, "g2g4"),
        (&bob, "d8h4"),
    ] {
        who.play(&game, uci).await;
    }
    (app.browser_of(&alice).await, game)
}

async fn the_lists_say_the_colour_the_rating_and_the_result(app: &TestApp) {
    let (browser, game) = fools_mate_lost_by_alice(app).await;
    let games = browser.get("/games").await;
    assert!(games.body.contains(&format!("href=\"/{game}\"")));
    assert!(
        games
            .body
            .contains("3 days per move · casual · you play White"),
        "{}",
        games.body
    );
    assert!(
        games
            .body
            .contains("<strong class=\"result\">You lost</strong> — checkmate")
    );
    assert!(
        games
            .body
            .contains("class=\"mini-board cg-wrap from-white\"")
    );
    // An open game says the colour the joiner would play and the rating
    // of the one who opened it.
    let carol = app.member("Carol").await;
    let seek = carol
        .post("/api/board/seek", &[("days", "3"), ("color", "white")])
        .await;
    assert_eq!(seek.status, 200, "{}", seek.text);
    let lobby = browser.get("/lobby").await;
    assert!(
        lobby.body.contains("Carol</a> <span class=\"rating\">(Unrated)</span> · <span class=\"color\">you play Black</span> · 3 days per move · casual"),
        "{}",
        lobby.body
    );
}

async fn a_page_view_moves_when_the_member_was_last_seen(app: &TestApp) {
    let alice = app.member("Alice").await;
    let browser = app.browser_of(&alice).await;
    let seen = async || {
        app.state()
            .store()
            .user_by_id(alice.id)
            .await
            .unwrap()
            .unwrap()
            .seen_at
    };
    let before = seen().await;
    app.clock.advance(5 * 60_000);
    browser.get("/").await;
    assert_eq!(seen().await, before, "not every page view writes");
    app.clock.advance(6 * 60_000);
    browser.get("/games").await;
    assert_eq!(seen().await, app.clock.now_ms());
}

async fn a_deleted_game_is_seen_by_its_players_only(app: &TestApp) {
    let (alice, bob, carol) = (
        app.member("Alice").await,
        app.member("Bob").await,
        app.member("Carol").await,
    );
    let game = alice.start_game(&bob, "3").await;
    alice.play(&game, "e2e4").await;
    bob.play(&game, "e7e5").await;
    for (who, answer) in [(&alice, "yes"), (&bob, "yes")] {
        let done = who
            .post(&format!("/api/game/{game}/delete/{answer}"), &[])
            .await;
        assert_eq!(done.status, 200, "{}", done.text);
    }
    let page = format!("/{game}");
    let visitor = app.browser();
    let stranger = app.browser_of(&carol).await;
    for path in [
        page.clone(),
        format!("/{game}/state"),
        format!("/game/export/{game}"),
    ] {
        assert_eq!(visitor.get(&path).await.status, 404, "{path}");
        assert_eq!(stranger.get(&path).await.status, 404, "{path}");
        assert_eq!(carol.get(&path).await.status, 404, "{path} with a token");
        assert_eq!(
            app.browser_of(&bob).await.get(&path).await.status,
            200,
            "{path}"
        );
    }
    assert_eq!(alice.get(&format!("/game/export/{game}")).await.status, 200);
    // Its players' archives keep it; nobody else's list shows it.
    let own = alice.get("/api/games/user/Alice").await;
    assert!(own.text.contains("[Result"), "{}", own.text);
    for other in [
        carol.get("/api/games/user/Alice").await.text,
        visitor.get("/api/games/user/Alice").await.body,
    ] {
        assert!(!other.contains("[Result"), "{other}");
    }
    assert!(
        app.browser_of(&alice)
            .await
            .get("/games")
            .await
            .body
            .contains(&format!("href=\"/{game}\""))
    );
    assert!(!stranger.get("/@/Alice").await.body.contains(&game));
}

async fn fischer_days_are_chosen_in_the_challenge_form(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let browser = app.browser_of(&alice).await;
    let form = browser.get("/challenges").await;
    assert!(
        form.body.contains("<option value=\"30d+1d\">"),
        "{}",
        form.body
    );
    let sent = browser
        .submit(
            "/challenges",
            "/challenges",
            &[
                ("username", "Bob"),
                ("kind", "correspondence"),
                ("time_control", "30d+1d"),
                ("color", "white"),
            ],
        )
        .await;
    assert_eq!(
        sent.path, "/challenges?notice=challenge-sent",
        "{}",
        sent.body
    );
    let challenges = bob.get("/api/challenge").await;
    let challenge = &challenges.json["in"][0];
    assert_eq!(
        challenge["timeControl"]["type"], "correspondence",
        "{}",
        challenges.text
    );
    let id = challenge["id"].as_str().unwrap();
    let accepted = bob.post(&format!("/api/challenge/{id}/accept"), &[]).await;
    assert_eq!(accepted.status, 200, "{}", accepted.text);
    let page = browser.get(&format!("/{id}")).await;
    assert!(
        page.body.contains("30 days plus one day per move"),
        "{}",
        page.body
    );
}

/// The path of an email's one-click unsubscribe link.
fn unsubscribe_path(email: &crate::support::Email) -> String {
    let header = email
        .raw
        .lines()
        .find(|l| l.starts_with("List-Unsubscribe:"))
        .expect("a List-Unsubscribe header");
    let link = header.split('<').nth(1).unwrap().trim_end_matches('>');
    link.strip_prefix("http://redqueen.test")
        .unwrap()
        .to_owned()
}

async fn the_weekly_summary_is_opt_in_and_comes_once_a_week(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let lost = alice.start_game(&bob, "3").await;
    alice
        .post(&format!("/api/board/game/{lost}/resign"), &[])
        .await;
    // Off until chosen: a week passes and nothing comes.
    app.clock.advance(WEEK + 1);
    app.run_jobs_once().await;
    assert_eq!(app.delivered("alice@example.org", "weekly_summary"), 0);
    let browser = app.browser_of(&alice).await;
    let options = browser.get("/settings/notifications").await;
    assert!(
        options
            .body
            .contains("a weekly summary: the games waiting for me and the week&#39;s results")
            || options
                .body
                .contains("a weekly summary: the games waiting for me and the week's results")
    );
    let saved = browser
        .submit(
            "/settings/notifications",
            "/settings/notifications",
            &[
                ("your_turn", "every_move"),
                ("weekly_summary", "on"),
                ("game_over", "on"),
            ],
        )
        .await;
    assert_eq!(
        saved.path,
        "/settings/notifications?notice=email-options-saved"
    );
    // The first comes a week after it was chosen, with what waits and the
    // week's results.
    let waiting = bob.start_game(&alice, "14").await;
    bob.play(&waiting, "e2e4").await;
    let resigned = alice.start_game(&bob, "3").await;
    alice.play(&resigned, "d2d4").await;
    bob.play(&resigned, "d7d5").await;
    bob.post(&format!("/api/board/game/{resigned}/resign"), &[])
        .await;
    app.clock.advance(WEEK - 1);
    app.run_jobs_once().await;
    assert_eq!(
        app.delivered("alice@example.org", "weekly_summary"),
        0,
        "not before a week"
    );
    app.clock.advance(1);
    app.run_jobs_once().await;
    let summary = &app
        .emails_to("alice@example.org", "weekly_summary", 1)
        .await[0];
    assert_eq!(
        summary.subject,
        "Your week on redqueen: one game waits for your move"
    );
    assert!(
        summary
            .text
            .contains(&format!("against Bob: http://redqueen.test/{waiting}")),
        "{}",
        summary.text
    );
    assert!(
        summary.text.contains("One game of yours ended this week:"),
        "{}",
        summary.text
    );
    assert!(
        summary.text.contains(&format!(
            "against Bob, You won: resignation: http://redqueen.test/{resigned}"
        )),
        "{}",
        summary.text
    );
    assert!(
        !summary.text.contains(&lost),
        "last week's result is not this week's"
    );
    // Once a week.
    app.clock.advance(WEEK - 1);
    app.run_jobs_once().await;
    assert_eq!(app.delivered("alice@example.org", "weekly_summary"), 1);
    assert!(unsubscribe_path(summary).ends_with("/weekly_summary"));
}

async fn the_round_start_email_has_its_own_option_and_unsubscribe(app: &TestApp) {
    let admin = app.admin("Arbiter").await;
    let starts = (app.clock.now_ms() + 3_600_000).to_string();
    let created = admin
        .post(
            "/api/tournaments",
            &[
                ("name", "Test Cup"),
                ("time_control", "1d/move"),
                ("system", "swiss"),
                ("rounds", "2"),
                ("starts_at", starts.as_str()),
                ("min_players", "2"),
                ("max_players", "10"),
            ],
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.text);
    let id = created.json["id"].as_str().unwrap().to_owned();
    let (ann, bob) = (app.member("Ann").await, app.member("Bob").await);
    // Bob wants no "your turn" emails but still the rounds; Ann turns the
    // rounds off.
    app.browser_of(&bob)
        .await
        .submit(
            "/settings/notifications",
            "/settings/notifications",
            &[("your_turn", "off"), ("tournament_rounds", "on")],
        )
        .await;
    app.browser_of(&ann)
        .await
        .submit(
            "/settings/notifications",
            "/settings/notifications",
            &[("your_turn", "every_move")],
        )
        .await;
    for member in [&ann, &bob] {
        let joined = member
            .post(&format!("/api/tournaments/{id}/join"), &[])
            .await;
        assert_eq!(joined.status, 200, "{}", joined.text);
    }
    app.clock.advance(3_600_000);
    let round = &app
        .emails_to("bob@example.org", "tournament_round", 1)
        .await[0];
    assert!(
        unsubscribe_path(round).ends_with("/tournament_round"),
        "{}",
        round.raw
    );
    app.run_jobs_once().await;
    assert_eq!(app.delivered("ann@example.org", "tournament_round"), 0);
    // The one-click link turns the option off.
    let path = unsubscribe_path(round);
    let done = reqwest::Client::new()
        .post(format!("{}{path}", app.addr))
        .form(&[("List-Unsubscribe", "One-Click")])
        .send()
        .await
        .unwrap();
    assert!(done.status().is_success(), "{}", done.status());
    assert!(
        !app.state()
            .store()
            .notice_choices(bob.id)
            .await
            .unwrap()
            .tournament_rounds
    );
}

async fn board_settings_follow_the_member_to_every_game_page(app: &TestApp) {
    let (alice, bob) = (app.member("Alice").await, app.member("Bob").await);
    let game = alice.start_game(&bob, "3").await;
    let browser = app.browser_of(&alice).await;
    let defaults = browser.get(&format!("/{game}")).await;
    assert!(
        defaults
            .body
            .contains("data-board-theme=\"brown\" data-piece-theme=\"cburnett\" data-coordinates=\"true\" data-confirm=\"true\""),
        "{}",
        defaults.body
    );
    assert!(
        browser
            .get("/settings")
            .await
            .body
            .contains("href=\"/settings/board\"")
    );
    let saved = browser
        .submit(
            "/settings/board",
            "/settings/board",
            &[
                ("board_theme", "blue"),
                ("piece_theme", "symbols"),
                ("confirm_live", "on"),
                ("sounds", "on"),
                ("accessible", "on"),
            ],
        )
        .await;
    assert_eq!(saved.path, "/settings/board?notice=board-settings-saved");
    assert!(saved.body.contains("Your board settings were saved."));
    // Another browser of hers shows them: they are the account's.
    let elsewhere = app.browser_of(&alice).await.get(&format!("/{game}")).await;
    assert!(
        elsewhere.body.contains("data-board-theme=\"blue\" data-piece-theme=\"symbols\" data-coordinates=\"false\" data-confirm=\"false\" data-sounds-on=\"true\" data-accessible=\"true\""),
        "{}",
        elsewhere.body
    );
    assert!(
        elsewhere
            .body
            .contains("<input id=\"confirm-moves\" type=\"checkbox\">")
    );
    // The accessible mode: the command box, the live region, and the drawn
    // board out of the accessibility tree.
    for part in [
        "<input id=\"command\" name=\"command\" type=\"text\"",
        "<div class=\"announcements\" id=\"announcements\" role=\"log\" aria-live=\"polite\"",
        "<div class=\"cg-wrap\" id=\"board\" aria-hidden=\"true\">",
    ] {
        assert!(elsewhere.body.contains(part), "{part}");
    }
    assert!(
        !defaults.body.contains("id=\"announcements\""),
        "off by default"
    );
    // A theme that is not offered changes nothing.
    let bad = browser
        .submit(
            "/settings/board",
            "/settings/board",
            &[("board_theme", "purple"), ("piece_theme", "cburnett")],
        )
        .await;
    assert_eq!(bad.status, 400);
    let kept = app.state().store().board_settings(alice.id).await.unwrap();
    assert_eq!(
        (kept.board_theme.as_str(), kept.piece_theme.as_str()),
        ("blue", "symbols")
    );
    let no_pieces = browser
        .submit(
            "/settings/board",
            "/settings/board",
            &[("board_theme", "blue"), ("piece_theme", "wooden")],
        )
        .await;
    assert_eq!(no_pieces.status, 400);
}

async fn the_archive_filters_by_result_colour_opponent_and_clock(app: &TestApp) {
    let (browser, lost) = fools_mate_lost_by_alice(app).await;
    let bob = app.member("Bobby").await;
    let alice = app.member("Alicia").await;
    let won = alice.start_game(&bob, "3").await;
    for (who, uci) in [
        (&alice, "e2e4"),
        (&bob, "f7f6"),
        (&alice, "d2d4"),
        (&bob, "g7g5"),
        (&alice, "d1h5"),
    ] {
        who.play(&won, uci).await;
    }
    // Alice lost the fool's mate with White.
    let all = browser.get("/@/Alice/games").await;
    assert!(
        all.body.contains(&format!("href=\"/{lost}\"")),
        "{}",
        all.body
    );
    for (query, shown) in [
        ("result=lost", true),
        ("result=won", false),
        ("color=white", true),
        ("color=black", false),
        ("vs=Bob", true),
        ("vs=Nobody", false),
        ("kind=correspondence", true),
        ("kind=live", false),
        ("result=lost&color=white&vs=Bob&kind=correspondence", true),
    ] {
        let page = browser.get(&format!("/@/Alice/games?{query}")).await;
        assert_eq!(page.status, 200, "{query}");
        assert_eq!(
            page.body.contains(&format!("href=\"/{lost}\"")),
            shown,
            "{query}: {}",
            page.body
        );
    }
    let won_page = app.browser().get("/@/Alicia/games?result=won").await;
    assert!(
        won_page.body.contains(&format!("href=\"/{won}\"")),
        "{}",
        won_page.body
    );
    assert!(won_page.body.contains("Alicia won: checkmate"));
    // A filter that means nothing is refused, not guessed.
    assert_eq!(browser.get("/@/Alice/games?result=maybe").await.status, 400);
    assert_eq!(browser.get("/@/Nobody/games").await.status, 404);
    assert!(
        browser
            .get("/@/Alice")
            .await
            .body
            .contains("href=\"/@/Alice/games\"")
    );
}
