//! Tournaments end to end through the API: created by an administrator,
//! joined by members, started and paired by the director with the
//! injected clock, played to the end — on SQLite and PostgreSQL.

use std::collections::{HashMap, HashSet};

use redqueen::clock::Clock;
use redqueen_domain::game::{Color, EndReason, GameStatus};
use serde_json::Value;

use crate::support::api::Member;
use crate::support::{TestApp, wait_until};

app_tests!(
    a_swiss_of_five_runs_three_rounds_and_disqualifies_a_player_who_lost_on_time,
    a_double_round_robin_of_five_advances_the_group_winners_to_a_final,
    a_tournament_under_its_minimum_is_cancelled_and_everyone_is_told,
    joining_and_leaving_follow_the_rules_and_errors_change_nothing,
    only_administrators_create_tournaments_and_bad_settings_are_named,
    the_lists_show_upcoming_running_and_finished_tournaments,
    an_administrator_creates_a_tournament_with_the_form_and_members_join_on_its_page,
    two_directors_start_a_tournament_and_close_its_round_once,
    a_swiss_without_a_valid_pairing_ends_after_the_previous_round_and_says_so,
    a_live_double_round_robin_plays_its_berger_rounds_one_after_another_with_a_pause,
    a_player_who_withdraws_mid_group_forfeits_the_rest_of_it,
);

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

/// Creates a tournament starting in an hour, `fields` over the defaults
/// (each name sent once: the API refuses a name given twice); returns its
/// id.
pub(crate) async fn create(app: &TestApp, admin: &Member, fields: &[(&str, &str)]) -> String {
    let starts = (app.clock.now_ms() + HOUR).to_string();
    let mut form = vec![
        ("name", "Test Cup"),
        ("time_control", "1d/move"),
        ("rated", "true"),
        ("starts_at", starts.as_str()),
        ("min_players", "3"),
        ("max_players", "10"),
    ];
    form.retain(|(name, _)| fields.iter().all(|(given, _)| given != name));
    form.extend_from_slice(fields);
    let created = admin.post("/api/tournaments", &form).await;
    assert_eq!(created.status, 200, "{}", created.text);
    created.json["id"].as_str().unwrap().to_owned()
}

async fn show(member: &Member, id: &str) -> Value {
    let answer = member.get(&format!("/api/tournaments/{id}")).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.json
}

/// Waits until round `number` is being played and returns the tournament.
async fn round_started(member: &Member, id: &str, number: u64) -> Value {
    let mut view = Value::Null;
    wait_until(&format!("round {number}"), async || {
        view = show(member, id).await;
        view["round"] == number && view["status"] == "inProgress"
    })
    .await;
    view
}

async fn finished(member: &Member, id: &str) -> Value {
    let mut view = Value::Null;
    wait_until("the end of the tournament", async || {
        view = show(member, id).await;
        view["status"] == "finished"
    })
    .await;
    view
}

/// The games of round `number`: (id, white, black).
fn games(view: &Value, number: usize) -> Vec<(String, String, String)> {
    view["rounds"][number - 1]["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["id"].as_str().unwrap().to_owned(),
                g["white"].as_str().unwrap().to_owned(),
                g["black"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

async fn resign(players: &HashMap<String, Member>, game: &str, loser: &str) {
    let answer = players[loser]
        .post(&format!("/api/board/game/{game}/resign"), &[])
        .await;
    assert_eq!(answer.status, 200, "{}", answer.text);
}

async fn members(app: &TestApp, names: &[&str]) -> HashMap<String, Member> {
    let mut players = HashMap::new();
    for name in names {
        players.insert((*name).to_owned(), app.member(name).await);
    }
    players
}

async fn join_all(players: &HashMap<String, Member>, id: &str) {
    for member in players.values() {
        let joined = member
            .post(&format!("/api/tournaments/{id}/join"), &[])
            .await;
        assert_eq!(joined.status, 200, "{}", joined.text);
    }
}

async fn a_swiss_of_five_runs_three_rounds_and_disqualifies_a_player_who_lost_on_time(
    app: &TestApp,
) {
    let admin = app.admin("Arbiter").await;
    let id = create(app, &admin, &[("system", "swiss"), ("rounds", "3")]).await;
    let players = members(app, &["Ann", "Bob", "Cid", "Dee", "Eve"]).await;
    join_all(&players, &id).await;
    app.clock.advance(HOUR);

    // Round 1: two games and a bye. One game is resigned; in the other,
    // White never moves and loses on time, and is disqualified.
    let view = round_started(&admin, &id, 1).await;
    let round = games(&view, 1);
    assert_eq!(round.len(), 2);
    let bye = view["rounds"][0]["bye"].as_str().unwrap().to_owned();
    let (resigned, white, black) = round[0].clone();
    // A tournament game names its tournament and round, linked back, on
    // its page and in its players' list of games.
    let browser = app.browser_of(&players[&white]).await;
    let back = format!(
        "<a class=\"tournament-link\" href=\"/tournaments/{id}\">Test Cup</a> · <span class=\"round\">round 1</span>"
    );
    for page in [format!("/{resigned}"), "/games".to_owned()] {
        let body = browser.get(&page).await.body;
        assert!(body.contains(&back), "{page}: {body}");
    }
    let abort = players[&white]
        .post(&format!("/api/board/game/{resigned}/abort"), &[])
        .await;
    assert_eq!(abort.status, 400, "tournament games cannot be aborted");
    resign(&players, &resigned, &black).await;
    let (_, late, _) = round[1].clone();
    let email = app
        .email_to(
            &format!("{}@example.org", bye.to_lowercase()),
            "tournament_round",
        )
        .await;
    assert!(email.text.contains("bye"), "{}", email.text);
    app.emails_to(
        &format!("{}@example.org", late.to_lowercase()),
        "tournament_round",
        1,
    )
    .await;
    app.clock.advance(DAY);

    // Round 2: the four others, no bye, no rematch.
    let view = round_started(&admin, &id, 2).await;
    let first = &view["rounds"][0]["games"];
    assert_eq!(first[1]["endReason"], "timeout");
    assert_eq!(first[1]["result"], "0-1");
    let round = games(&view, 2);
    assert_eq!(round.len(), 2);
    assert!(view["rounds"][1]["bye"].is_null());
    let mut met: HashSet<(String, String)> = HashSet::new();
    let mut pair = |white: &str, black: &str| {
        let key = if white < black {
            (white.to_owned(), black.to_owned())
        } else {
            (black.to_owned(), white.to_owned())
        };
        assert!(met.insert(key), "{white} and {black} met twice");
    };
    pair(&white, &black);
    for (_, white, black) in &round {
        assert_ne!(white, &late);
        assert_ne!(black, &late);
        pair(white, black);
    }
    for (game, _, black) in &round {
        resign(&players, game, black).await;
    }

    // Round 3: the last pairing of the four.
    let view = round_started(&admin, &id, 3).await;
    let round = games(&view, 3);
    assert_eq!(round.len(), 2);
    for (game, white, black) in &round {
        pair(white, black);
        resign(&players, game, black).await;
    }

    let view = finished(&admin, &id).await;
    assert_eq!(view["endReason"], "completed");
    let standings = view["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 5);
    assert_eq!(view["winner"], standings[0]["username"]);
    // Six decisive games and one bye: 6 × 2 + 1 points in all.
    let total: u64 = standings.iter().map(|s| s["score"].as_u64().unwrap()).sum();
    assert_eq!(total, 13);
    let ranks: Vec<u64> = standings
        .iter()
        .map(|s| s["rank"].as_u64().unwrap())
        .collect();
    assert_eq!(ranks, [1, 2, 3, 4, 5]);
    let disqualified: Vec<&str> = view["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["disqualified"] == true)
        .map(|p| p["username"].as_str().unwrap())
        .collect();
    assert_eq!(disqualified, [late.as_str()]);
    let seeds: HashSet<&str> = view["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["seed"].as_str().unwrap())
        .collect();
    assert_eq!(seeds.len(), 3, "each round has its own stored seed");

    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert_eq!(page.status, 200);
    assert!(page.body.contains(view["winner"].as_str().unwrap()));
}

async fn a_double_round_robin_of_five_advances_the_group_winners_to_a_final(app: &TestApp) {
    let admin = app.admin("Arbiter").await;
    let id = create(
        app,
        &admin,
        &[("system", "double_round_robin"), ("group_size", "3")],
    )
    .await;
    let players = members(app, &["Ann", "Bob", "Cid", "Dee", "Eve"]).await;
    join_all(&players, &id).await;
    app.clock.advance(HOUR);

    // Round 1: groups of 3 and 2, everyone twice against everyone. The
    // top seat of the group of 3 wins all; elsewhere White wins, so the
    // group of 2 ties and both advance.
    let view = round_started(&admin, &id, 1).await;
    let groups = view["rounds"][0]["groups"].as_array().unwrap();
    let sizes: Vec<usize> = groups
        .iter()
        .map(|g| g["players"].as_array().unwrap().len())
        .collect();
    assert_eq!(sizes, [3, 2]);
    assert_eq!(games(&view, 1).len(), 6 + 2);
    let star = groups[0]["players"][0].as_str().unwrap().to_owned();
    let pair: Vec<String> = groups[1]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_owned())
        .collect();
    play_group_round(&players, &games(&view, 1), &star).await;

    // The final: the star and the two tied players, one group of 3.
    let view = round_started(&admin, &id, 2).await;
    let finalists: HashSet<String> = view["rounds"][1]["groups"][0]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_owned())
        .collect();
    let expected: HashSet<String> = pair.iter().cloned().chain([star.clone()]).collect();
    assert_eq!(finalists, expected);
    let table = &view["rounds"][0]["groups"][0]["standings"];
    assert_eq!(table[0]["username"], star.as_str());
    assert_eq!(table[0]["score"], 8);
    play_group_round(&players, &games(&view, 2), &star).await;

    let view = finished(&admin, &id).await;
    assert_eq!(view["winner"], star.as_str());
    assert_eq!(view["endReason"], "completed");
    let final_table = &view["rounds"][1]["groups"][0]["standings"];
    assert_eq!(final_table[0]["username"], star.as_str());
    assert_eq!(final_table[0]["averagedOpponentScore"], "2.00");
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(page.body.contains(&star));
    // The tables say what their columns mean; the seeds are tucked away.
    assert!(page.body.contains("<details class=\"columns\"><summary>What the columns mean</summary><dl><dt>Points</dt><dd>Two points for a win"), "{}", page.body);
    assert!(page.body.contains("<details class=\"seed\"><summary class=\"hint\">How this round was drawn</summary><p class=\"hint\">Seed of this round"));
    // product.md §9: the profiles show the tournament's results.
    let profile = app.browser().get(&format!("/@/{star}")).await.body;
    assert!(
        profile.contains(&format!("<a href=\"/tournaments/{id}\">Test Cup</a> <span class=\"badge\">Winner</span> · 1 of 3 in the group of round 2")),
        "{profile}"
    );
    let other = pair[0].clone();
    let theirs = app.browser().get(&format!("/@/{other}")).await.body;
    assert!(theirs.contains("of 3 in the group of round 2"), "{theirs}");
    assert!(!theirs.contains("Winner"));
}

/// `star` wins every game they play; in the others White wins.
async fn play_group_round(
    players: &HashMap<String, Member>,
    round: &[(String, String, String)],
    star: &str,
) {
    for (game, white, black) in round {
        let loser = if white == star {
            black
        } else if black == star {
            white
        } else {
            black
        };
        resign(players, game, loser).await;
    }
}

async fn a_tournament_under_its_minimum_is_cancelled_and_everyone_is_told(app: &TestApp) {
    let admin = app.admin("Arbiter").await;
    let id = create(app, &admin, &[("system", "swiss"), ("rounds", "3")]).await;
    let players = members(app, &["Ann", "Bob"]).await;
    join_all(&players, &id).await;
    app.clock.advance(HOUR);
    wait_until("the cancellation", async || {
        show(&admin, &id).await["status"] == "cancelled"
    })
    .await;
    let view = show(&admin, &id).await;
    assert_eq!(view["endReason"], "underMinimum");
    assert!(view["rounds"].as_array().unwrap().is_empty());
    for name in ["ann", "bob"] {
        let email = app
            .email_to(&format!("{name}@example.org"), "tournament_cancelled")
            .await;
        assert!(email.subject.contains("Test Cup"), "{}", email.subject);
    }
}

async fn joining_and_leaving_follow_the_rules_and_errors_change_nothing(app: &TestApp) {
    let admin = app.admin("Arbiter").await;
    let opens = (app.clock.now_ms() + 10 * 60_000).to_string();
    let id = create(
        app,
        &admin,
        &[
            ("system", "swiss"),
            ("rounds", "3"),
            ("signup_opens_at", opens.as_str()),
            ("max_players", "3"),
        ],
    )
    .await;
    let players = members(app, &["Ann", "Bob", "Cid", "Dee"]).await;
    let post = async |name: &str, action: &str| {
        players[name]
            .post(&format!("/api/tournaments/{id}/{action}"), &[])
            .await
    };
    let early = post("Ann", "join").await;
    assert_eq!(
        (early.status, early.json["error"].as_str()),
        (409, Some("Sign-up has not opened yet"))
    );
    app.clock.advance(10 * 60_000);
    for name in ["Ann", "Bob", "Cid"] {
        assert_eq!(post(name, "join").await.status, 200);
    }
    let twice = post("Ann", "join").await;
    assert_eq!(
        twice.json["error"],
        "You have already joined this tournament"
    );
    let full = post("Dee", "join").await;
    assert_eq!(
        (full.status, full.json["error"].as_str()),
        (409, Some("The tournament is full"))
    );
    let stranger = post("Dee", "leave").await;
    assert_eq!(
        stranger.json["error"],
        "You have not joined this tournament"
    );
    assert_eq!(post("Cid", "leave").await.status, 200);
    assert_eq!(post("Dee", "join").await.status, 200);
    let missing = players["Ann"].post("/api/tournaments/nope/join", &[]).await;
    assert_eq!(missing.status, 404);
    let view = show(&admin, &id).await;
    let names: Vec<&str> = view["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["username"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Dee"]);
    assert_eq!(view["nbPlayers"], 3);

    // A rating range keeps out the unrated and those outside it.
    let ranged = create(
        app,
        &admin,
        &[
            ("system", "swiss"),
            ("rounds", "3"),
            ("rating_min", "1400"),
            ("rating_max", "1600"),
        ],
    )
    .await;
    let outside = players["Ann"]
        .post(&format!("/api/tournaments/{ranged}/join"), &[])
        .await;
    assert_eq!(outside.status, 409);
    assert!(
        outside.text.contains("outside the range"),
        "{}",
        outside.text
    );
    for (member, rating) in [("Ann", 1500), ("Bob", 1700)] {
        app.set_rating(&players[member], "correspondence", rating)
            .await;
    }
    let inside = players["Ann"]
        .post(&format!("/api/tournaments/{ranged}/join"), &[])
        .await;
    assert_eq!(inside.status, 200, "{}", inside.text);
    let above = players["Bob"]
        .post(&format!("/api/tournaments/{ranged}/join"), &[])
        .await;
    assert_eq!(above.status, 409);

    // After the start nobody joins or leaves.
    app.clock.advance(HOUR);
    round_started(&admin, &id, 1).await;
    let late = post("Cid", "join").await;
    assert_eq!(
        late.json["error"],
        "The tournament has started: players join and leave only before the start"
    );
    assert_eq!(post("Ann", "leave").await.status, 409);
    assert_eq!(show(&admin, &id).await["nbPlayers"], 3);
}

async fn only_administrators_create_tournaments_and_bad_settings_are_named(app: &TestApp) {
    let member = app.member("Ann").await;
    let admin = app.admin("Arbiter").await;
    let starts = (app.clock.now_ms() + HOUR).to_string();
    let good = [
        ("name", "Cup"),
        ("system", "swiss"),
        ("rounds", "3"),
        ("time_control", "3d/move"),
        ("starts_at", starts.as_str()),
        ("min_players", "2"),
        ("max_players", "8"),
    ];
    let refused = member.post("/api/tournaments", &good).await;
    assert_eq!(
        (refused.status, refused.json["error"].as_str()),
        (403, Some("Only administrators create tournaments"))
    );
    let with = |key: &'static str, value: &'static str| {
        let mut form: Vec<(&str, &str)> = good.iter().filter(|(k, _)| *k != key).copied().collect();
        form.push((key, value));
        form
    };
    for (form, error) in [
        (
            with("kind", "live"),
            "A live tournament's time control is a live clock, e.g. fast 10m/2m+5s tb0 (Fast: 5 to 30 minutes each, 1 to 5 a move; Standard: 30 to 120 minutes each, 1 to 10 a move)",
        ),
        (
            with("round_pause_minutes", "3"),
            "The pause between the rounds of a live tournament is 0 to 60 minutes; a correspondence tournament has none",
        ),
        (
            with("system", "arena"),
            "The system is swiss or double_round_robin",
        ),
        (with("rounds", "0"), "A Swiss has 1 to 50 rounds"),
        (with("starts_at", "1000"), "The start must be in the future"),
        (
            with("max_players", "1"),
            "The maximum is at least the minimum and at most 100000 players",
        ),
    ] {
        let answer = admin.post("/api/tournaments", &form).await;
        assert_eq!(
            (answer.status, answer.json["error"].as_str()),
            (400, Some(error))
        );
    }
    let lists = admin.get("/api/tournaments").await;
    assert_eq!(lists.json["upcoming"].as_array().unwrap().len(), 0);
}

async fn the_lists_show_upcoming_running_and_finished_tournaments(app: &TestApp) {
    let admin = app.admin("Arbiter").await;
    let running = create(app, &admin, &[("system", "swiss"), ("rounds", "1")]).await;
    let players = members(app, &["Ann", "Bob", "Cid"]).await;
    join_all(&players, &running).await;
    app.clock.advance(HOUR);
    let later = create(app, &admin, &[("system", "swiss"), ("rounds", "1")]).await;
    round_started(&admin, &running, 1).await;
    let lists = admin.get("/api/tournaments").await;
    assert_eq!(lists.json["upcoming"][0]["id"], later.as_str());
    assert_eq!(lists.json["inProgress"][0]["id"], running.as_str());
    assert_eq!(lists.json["inProgress"][0]["nbPlayers"], 3);

    let view = show(&admin, &running).await;
    for (game, _, black) in games(&view, 1) {
        resign(&players, &game, &black).await;
    }
    let view = finished(&admin, &running).await;
    let lists = admin.get("/api/tournaments").await;
    assert_eq!(lists.json["finished"][0]["id"], running.as_str());
    assert_eq!(lists.json["finished"][0]["winner"], view["winner"]);

    let page = app.browser().get("/tournaments").await;
    assert_eq!(page.status, 200);
    assert!(page.body.contains(&format!("/tournaments/{running}")));
    assert!(page.body.contains(&format!("/tournaments/{later}")));
}

async fn an_administrator_creates_a_tournament_with_the_form_and_members_join_on_its_page(
    app: &TestApp,
) {
    let arbiter = app.signed_up("Arbiter").await;
    let state = app.state();
    let user = state
        .store()
        .user_by_username_key("arbiter")
        .await
        .unwrap()
        .unwrap();
    let mut tx = state.store().begin().await.unwrap();
    tx.set_admin(user.id, true).await.unwrap();
    tx.commit().await.unwrap();

    let form = arbiter.get("/tournaments/new").await;
    assert_eq!(form.status, 200);
    assert!(form.body.contains("New tournament"));
    // A start a month away: a tournament starts within a year.
    let later = redqueen_domain::vacation::Day::containing(app.clock.now_ms()).plus(30);
    fn fields(starts: &str) -> Vec<(&'static str, &str)> {
        vec![
            ("name", "Page Cup"),
            ("kind", "correspondence"),
            ("system", "double_round_robin"),
            ("rounds", ""),
            ("group_size", "4"),
            ("time_control", "7d/move"),
            ("rated", "on"),
            ("starts_at", starts),
            ("signup_opens_at", ""),
            ("signup_closes_at", ""),
            ("min_players", "2"),
            ("max_players", "8"),
            ("rating_min", ""),
            ("rating_max", ""),
        ]
    }
    let past = arbiter
        .submit(
            "/tournaments/new",
            "/tournaments",
            &fields("2000-01-01T00:00"),
        )
        .await;
    assert_eq!(past.status, 400);
    assert!(past.body.contains("The start must be in the future."));
    assert!(
        past.body.contains("Page Cup"),
        "the form keeps what was typed"
    );
    let created = arbiter
        .submit(
            "/tournaments/new",
            "/tournaments",
            &fields(&format!("{later}T12:00")),
        )
        .await;
    assert_eq!(created.status, 200);
    let path = created.path.clone();
    assert!(path.starts_with("/tournaments/"), "{path}");
    assert!(
        created
            .body
            .contains("Double Round Robin, groups of up to 4")
    );
    let noon = app
        .state()
        .i18n
        .english()
        .instant(later.start_ms() + 12 * 3_600_000);
    assert!(noon.ends_with("12:00\u{202f}PM (UTC)"), "{noon}");
    assert!(created.body.contains(&noon), "{noon}");
    assert!(
        created
            .body
            .contains("Not allowed: clocks run during vacations")
    );
    // A live one, its clock given as the challenge form takes it.
    let later_start = format!("{later}T12:00");
    let mut live = fields(&later_start);
    live.retain(|(name, _)| *name != "kind");
    live.extend([
        ("kind", "live"),
        ("mode", "fast"),
        ("round_minutes", "40"),
        ("move_minutes", "2"),
        ("extra_seconds", "5"),
        ("takebacks", "0"),
        ("round_pause_minutes", "3"),
    ]);
    let refused_clock = arbiter
        .submit("/tournaments/new", "/tournaments", &live)
        .await;
    assert_eq!(refused_clock.status, 400);
    assert!(
        refused_clock
            .body
            .contains("a Fast game's round time is 5 to 30 minutes"),
        "{}",
        refused_clock.body
    );
    for field in live.iter_mut().filter(|(name, _)| *name == "round_minutes") {
        field.1 = "10";
    }
    let live_cup = arbiter
        .submit("/tournaments/new", "/tournaments", &live)
        .await;
    assert_eq!(live_cup.status, 200, "{}", live_cup.body);
    assert!(
        live_cup.body.contains("Fast: 10 minutes per player"),
        "{}",
        live_cup.body
    );
    let lists = app.admin("Other").await.get("/api/tournaments").await;
    assert_eq!(lists.json["upcoming"].as_array().unwrap().len(), 2);

    let ann = app.signed_up("Ann").await;
    let refused = ann.get("/tournaments/new").await;
    assert_eq!(refused.status, 403);
    assert!(
        refused
            .body
            .contains("Only administrators create tournaments.")
    );
    let joined = ann.submit(&path, &format!("{path}/join"), &[]).await;
    assert_eq!((joined.status, joined.path.as_str()), (200, path.as_str()));
    assert!(joined.body.contains("You have joined."));
    let twice = ann.submit(&path, &format!("{path}/join"), &[]).await;
    assert_eq!(twice.status, 400);
    assert!(
        twice
            .body
            .contains("You have already joined this tournament.")
    );
    let left = ann.submit(&path, &format!("{path}/leave"), &[]).await;
    assert!(left.body.contains("Nobody has joined yet."));
    let forged = ann
        .post_form(&format!("{path}/join"), &[("csrf", "nope")])
        .await;
    assert_eq!(forged.status, 403);
    let visitor = app.browser().get(&path).await;
    assert!(visitor.body.contains("Log in to join"));
    let spanish = app.browser().get_with_language(&path, "es").await;
    assert!(spanish.body.contains("Inicia sesión para inscribirte"));
    assert!(
        spanish
            .body
            .contains("Doble round robin, grupos de hasta 4")
    );
    assert_eq!(app.browser().get("/tournaments/nope").await.status, 404);
}

async fn two_directors_start_a_tournament_and_close_its_round_once(app: &TestApp) {
    let admin = app.admin("Arbiter").await;
    let id = create(app, &admin, &[("system", "swiss"), ("rounds", "1")]).await;
    let players = members(app, &["Ann", "Bob", "Cid", "Dee"]).await;
    join_all(&players, &id).await;
    // A second app server on the same database, with its own director,
    // racing this server's.
    let (other, _mail) = app.second_server().await;
    app.clock.advance(HOUR);
    let (a, b) = tokio::join!(
        redqueen::jobs::direct_tournaments(app.state()),
        redqueen::jobs::direct_tournaments(&other)
    );
    assert!(a.unwrap() + b.unwrap() <= 1);
    let view = round_started(&admin, &id, 1).await;
    assert_eq!(games(&view, 1).len(), 2);
    for (game, _, black) in games(&view, 1) {
        resign(&players, &game, &black).await;
    }
    let (a, b) = tokio::join!(
        redqueen::jobs::direct_tournaments(app.state()),
        redqueen::jobs::direct_tournaments(&other)
    );
    assert!(a.unwrap() + b.unwrap() <= 1);
    let view = finished(&admin, &id).await;
    assert_eq!(view["rounds"].as_array().unwrap().len(), 1);
    app.run_jobs_once().await;
    for name in ["ann", "bob", "cid", "dee"] {
        let emails = app
            .emails_to(&format!("{name}@example.org"), "tournament_round", 1)
            .await;
        assert_eq!(emails.len(), 1, "{name} was told once");
    }
}

async fn a_swiss_without_a_valid_pairing_ends_after_the_previous_round_and_says_so(app: &TestApp) {
    let admin = app.admin("Arbiter").await;
    let id = create(
        app,
        &admin,
        &[("system", "swiss"), ("rounds", "3"), ("min_players", "2")],
    )
    .await;
    let players = members(app, &["Ann", "Bob"]).await;
    join_all(&players, &id).await;
    app.clock.advance(HOUR);
    let view = round_started(&admin, &id, 1).await;
    let (game, _, black) = games(&view, 1).remove(0);
    resign(&players, &game, &black).await;
    // The two have met: round 2 cannot be paired.
    let view = finished(&admin, &id).await;
    assert_eq!(view["endReason"], "noValidPairing");
    assert_eq!(view["rounds"].as_array().unwrap().len(), 1);
    let (_, white, _) = games(&view, 1).remove(0);
    assert_eq!(view["winner"], white.as_str());
    let page = app.browser().get(&format!("/tournaments/{id}")).await;
    assert!(
        page.body.contains(
            "No pairing of round 2 kept every rule, so the tournament ended after round 1."
        ),
        "{}",
        page.body
    );
}

/// Ends `game` at once: White is mated in two (the fool's mate).
async fn fools_mate(players: &HashMap<String, Member>, game: &str, white: &str, black: &str) {
    for (mover, uci) in [
        (white, "f2f3"),
        (black, "e7e5"),
        (white, "g2g4"),
        (black, "d8h4"),
    ] {
        players[mover].play(game, uci).await;
    }
}

async fn a_live_double_round_robin_plays_its_berger_rounds_one_after_another_with_a_pause(
    app: &TestApp,
) {
    let admin = app.admin("Arbiter").await;
    let id = create(
        app,
        &admin,
        &[
            ("kind", "live"),
            ("time_control", "fast 5m/1m"),
            ("rated", "false"),
            ("system", "double_round_robin"),
            ("group_size", "3"),
            ("round_pause_minutes", "1"),
        ],
    )
    .await;
    let names = ["Ann", "Bob", "Cid"];
    let players = members(app, &names).await;
    join_all(&players, &id).await;
    app.clock.advance(HOUR);
    let view = round_started(&admin, &id, 1).await;
    assert_eq!(view["kind"], "live", "{view}");

    // A group of three meets twice round the table: six Berger rounds of
    // one game each (one player rests), each after the pause.
    let mut met: Vec<(String, String)> = Vec::new();
    for berger_round in 1..=6 {
        let view = show(&admin, &id).await;
        let round = games(&view, 1);
        assert_eq!(
            round.len(),
            berger_round,
            "one game per Berger round so far"
        );
        let (game, white, black) = round[berger_round - 1].clone();
        met.push((white.clone(), black.clone()));
        fools_mate(&players, &game, &white, &black).await;
        // The pause: nothing starts a millisecond before its end.
        app.run_jobs_once().await;
        app.clock.advance(60_000 - 1);
        app.run_jobs_once().await;
        assert_eq!(games(&show(&admin, &id).await, 1).len(), berger_round);
        app.clock.advance(1);
        if berger_round < 6 {
            wait_until("the next Berger round", async || {
                games(&show(&admin, &id).await, 1).len() == berger_round + 1
            })
            .await;
        }
    }
    let view = finished(&admin, &id).await;
    assert_eq!(view["endReason"], "completed");
    met.sort();
    met.dedup();
    assert_eq!(
        met.len(),
        6,
        "everyone met everyone once with each colour: {met:?}"
    );
    // Each player won the two games they had Black in (the fool's mate).
    assert!(view["winner"].is_string(), "{view}");
    let scores: Vec<u64> = view["rounds"][0]["groups"][0]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["score"].as_u64().unwrap())
        .collect();
    assert_eq!(scores, [4, 4, 4]);
}

async fn a_player_who_withdraws_mid_group_forfeits_the_rest_of_it(app: &TestApp) {
    let admin = app.admin("Arbiter").await;
    let id = create(
        app,
        &admin,
        &[("system", "double_round_robin"), ("group_size", "3")],
    )
    .await;
    let players = members(app, &["Ann", "Bob", "Cid"]).await;
    join_all(&players, &id).await;
    app.clock.advance(HOUR);
    let view = round_started(&admin, &id, 1).await;
    let round = games(&view, 1);
    assert_eq!(round.len(), 6);
    // Ann plays one of her four games to its end, then withdraws on the
    // page (a question first); the other three are forfeited to her
    // opponents, the games without her play on.
    let (played, white, black) = round
        .iter()
        .find(|(_, w, b)| w == "Ann" || b == "Ann")
        .unwrap()
        .clone();
    let other = if white == "Ann" { black } else { white };
    resign(&players, &played, &other).await;
    let browser = app.browser_of(&players["Ann"]).await;
    let page = browser.get(&format!("/tournaments/{id}")).await;
    assert!(
        page.body
            .contains("<details class=\"confirm\" data-action=\"withdraw\">"),
        "{}",
        page.body
    );
    let done = browser
        .submit(
            &format!("/tournaments/{id}"),
            &format!("/tournaments/{id}/withdraw"),
            &[],
        )
        .await;
    assert_eq!(done.path, format!("/tournaments/{id}"), "{}", done.body);
    assert!(
        !done.body.contains("data-action=\"withdraw\""),
        "asked once"
    );
    for (game, white, black) in &round {
        let row = app.state().store().game(game).await.unwrap().unwrap();
        if *game == played {
            assert_eq!(row.end_reason, Some(EndReason::Resign));
        } else if white == "Ann" || black == "Ann" {
            assert_eq!(row.end_reason, Some(EndReason::Forfeit), "{game}");
            let winner = if white == "Ann" {
                Color::Black
            } else {
                Color::White
            };
            assert_eq!(row.winner, Some(winner));
        } else {
            assert_eq!(row.status, GameStatus::Started, "{game} plays on");
        }
    }
    // Once is all: again, she is no longer one of its players.
    let again = players["Ann"]
        .post(&format!("/api/tournaments/{id}/withdraw"), &[])
        .await;
    assert_eq!(again.status, 409, "{}", again.text);
    assert!(again.text.contains("You have not joined"), "{}", again.text);
    let view = show(&admin, &id).await;
    let ann = view["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["username"] == "Ann")
        .unwrap()
        .clone();
    assert_eq!(ann["withdrawn"], true, "{view}");
}
