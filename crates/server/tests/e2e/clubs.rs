//! Clubs end to end through the API (clubs-and-ladder.md), on SQLite and
//! PostgreSQL: a club of 20 plays a season over the board — reports,
//! confirmations, a dispute settled by a correction that replays the later
//! games, three monthly decays (one a director's, two the job's) — and the
//! ladder, ratings and cards the server shows are the domain's replay of
//! the same sequence from scratch. Then every bad request is refused and
//! changes nothing.

use std::collections::HashMap;

use redqueen::clock::Clock;
use redqueen_domain::club::{ClubControl, ClubEvent, ClubGame, ClubHistory, GameResult, Season};
use redqueen_domain::vacation::Day;
use serde_json::Value;

use crate::support::api::Member;
use crate::support::{TestApp, wait_until};
use redqueen_store::testing::TestBackend;

each_backend!(
    a_club_of_twenty_plays_a_season_and_the_ladder_is_the_replay_of_it,
    bad_club_requests_are_refused_and_change_nothing,
    a_ladder_challenge_is_played_on_the_server_and_moves_the_ladder,
    directors_set_the_season_and_the_decay_day,
    decay_and_joining_days_outside_their_bounds_are_refused_and_change_nothing,
    a_result_is_recorded_once_and_a_second_game_alike_says_so,
    identical_reports_and_ladder_challenges_sent_at_once_are_recorded_once,
    a_club_always_has_a_director,
);

const DAY: i64 = 86_400_000;

fn today(app: &TestApp) -> Day {
    Day::containing(app.clock.now_ms())
}

/// Moves the clock to noon on day `day` of the next month.
fn to_next_month(app: &TestApp, day: u32) -> Day {
    let (year, month, _) = today(app).ymd();
    let (year, month) = if month == 12 {
        (year + 1, 1)
    } else {
        (year, month + 1)
    };
    let target = Day::from_ymd(year, month, day).unwrap();
    app.clock
        .advance(target.start_ms() + DAY / 2 - app.clock.now_ms());
    target
}

pub(crate) async fn ok(member: &Member, path: &str, form: &[(&str, &str)]) -> Value {
    let answer = member.post(path, form).await;
    assert_eq!(answer.status, 200, "{path}: {}", answer.text);
    answer.json
}

pub(crate) async fn refused(
    member: &Member,
    path: &str,
    form: &[(&str, &str)],
    status: u16,
    says: &str,
) {
    let answer = member.post(path, form).await;
    assert_eq!(answer.status, status, "{path}: {}", answer.text);
    assert!(
        answer.text.contains(says),
        "{path}: {} should say {says}",
        answer.text
    );
}

/// A club founded by the first of `names`, the others added in order.
pub(crate) async fn club(app: &TestApp, names: &[String]) -> (String, Vec<Member>) {
    club_called(app, "Riverside Chess Club", names).await
}

/// The club `name` founded by the first of `names`, the others added in
/// order.
pub(crate) async fn club_called(
    app: &TestApp,
    name: &str,
    names: &[String],
) -> (String, Vec<Member>) {
    let mut members = Vec::new();
    for name in names {
        members.push(app.member(name).await);
    }
    let founded = ok(
        &members[0],
        "/api/clubs",
        &[("name", name), ("description", "Tuesdays at the library")],
    )
    .await;
    let id = founded["id"].to_string();
    for member in &members[1..] {
        ok(
            &members[0],
            &format!("/api/clubs/{id}/members"),
            &[("username", &member.name)],
        )
        .await;
    }
    (id, members)
}

/// A small fixed generator of pairings and results.
struct Draws(u64);

impl Draws {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        usize::try_from((self.0 >> 33) % below as u64).unwrap()
    }
}

async fn a_club_of_twenty_plays_a_season_and_the_ladder_is_the_replay_of_it(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let names: Vec<String> = (1..=20).map(|n| format!("Player{n:02}")).collect();
    let (club, members) = club(&app, &names).await;
    let by_name: HashMap<&str, &Member> = members.iter().map(|m| (m.name.as_str(), m)).collect();
    let director = &members[0];
    let joined = today(&app);
    let mut events: Vec<ClubEvent<String>> = names
        .iter()
        .map(|n| ClubEvent::Joined {
            player: n.clone(),
            on: joined,
        })
        .collect();
    let mut draws = Draws(7);
    let results = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
    ];
    let games_path = format!("/api/clubs/{club}/games");
    // Four months of meetings: games on the day, then the month's decay.
    let mut disputed = None;
    for month in 0..4 {
        let played = today(&app);
        for game in 0..8 {
            let white = draws.next(20);
            let black = (white + 1 + draws.next(19)) % 20;
            let result = results[draws.next(3)];
            let (w, b) = (
                by_name[names[white].as_str()],
                by_name[names[black].as_str()],
            );
            let recorded = ok(
                w,
                &games_path,
                &[
                    ("white", &w.name),
                    ("black", &b.name),
                    ("result", result.as_str()),
                    ("playedOn", &played.to_string()),
                    ("timeControl", "G/30"),
                ],
            )
            .await;
            let id = recorded["id"].as_i64().unwrap();
            let game_path = format!("{games_path}/{id}");
            events.push(ClubEvent::Game(ClubGame {
                white: w.name.clone(),
                black: b.name.clone(),
                outcome: result.outcome(),
                played_on: played,
                control: ClubControl::G30,
                ladder: true,
                rated_in: None,
            }));
            if w.name == director.name {
                // A director's report stands confirmed.
            } else if month == 0 && game >= 2 && disputed.is_none() {
                // Black disputes; the director settles it the other way,
                // after the later games of the month are recorded.
                ok(b, &format!("{game_path}/dispute"), &[]).await;
                disputed = Some((id, events.len() - 1, result));
            } else {
                ok(b, &format!("{game_path}/confirm"), &[]).await;
            }
        }
        if month == 0 {
            let (id, at, result) = disputed.unwrap();
            let corrected = if result == GameResult::WhiteWins {
                GameResult::BlackWins
            } else {
                GameResult::WhiteWins
            };
            ok(
                director,
                &format!("{games_path}/{id}/correct"),
                &[("result", corrected.as_str())],
            )
            .await;
            if let ClubEvent::Game(game) = &mut events[at] {
                game.outcome = corrected.outcome();
            }
        }
        match month {
            // The director applies the decay at the next meeting, the 5th.
            0 => {
                let meeting = to_next_month(&app, 5);
                let drops = ok(
                    director,
                    &format!("/api/clubs/{club}/ladder/decay"),
                    &[("date", &meeting.to_string())],
                )
                .await;
                assert!(drops["drops"].is_array(), "{drops}");
                events.push(ClubEvent::Decay { on: meeting });
            }
            // Then the job, on the club's decay day (the 7th).
            1 | 2 => {
                let due = to_next_month(&app, 7);
                wait_until("the monthly decay", async || {
                    let shown = director.get(&format!("/api/clubs/{club}")).await.json;
                    shown["lastDecay"] == due.to_string().as_str()
                })
                .await;
                events.push(ClubEvent::Decay { on: due });
            }
            _ => {}
        }
    }

    // The ladder shown is the replay of the sequence from scratch.
    let expected = ClubHistory::replay(Season::default(), &events);
    let shown = director
        .get(&format!("/api/clubs/{club}/ladder"))
        .await
        .json;
    let shown = shown["ladder"].as_array().unwrap();
    let order: Vec<&str> = shown
        .iter()
        .map(|l| l["username"].as_str().unwrap())
        .collect();
    let expected_order: Vec<&str> = expected
        .ladder()
        .players()
        .iter()
        .map(String::as_str)
        .collect();
    assert_eq!(order, expected_order);
    let season = Season::default().of(today(&app));
    for line in shown {
        let name = line["username"].as_str().unwrap().to_owned();
        let card = expected.card(&name).unwrap();
        let this_season = card.season == season;
        assert_eq!(line["rating"], card.rating, "{name}");
        assert_eq!(
            line["games"],
            if this_season { card.games } else { 0 },
            "{name}"
        );
        assert_eq!(
            line["ranksEarned"],
            if this_season { card.ranks_earned } else { 0 },
            "{name}"
        );
        assert_eq!(line["absenceTotal"], card.absence_total, "{name}");
        assert_eq!(line["flagged"], card.flagged(), "{name}");
        assert_eq!(
            line["lastDefense"],
            card.last_defense
                .map(|d| d.to_string())
                .map_or(Value::Null, Value::from),
            "{name}"
        );
        let rank = expected.ladder().rank_of(&name).unwrap();
        let rung = redqueen_domain::club::Rung::of(rank).to_string();
        assert_eq!(
            (line["rank"].as_u64(), line["rung"].as_str()),
            (Some(u64::from(rank)), Some(rung.as_str()))
        );
    }
    // Somebody was idle long enough to have dropped.
    assert!(
        shown.iter().any(|l| l["absenceTotal"].as_u64() > Some(0)),
        "{shown:?}"
    );
    // The games list: 32 games, the disputed one settled by the correction.
    let games = director.get(&games_path).await.json;
    let games = games["games"].as_array().unwrap();
    assert_eq!(games.len(), 32);
    let (id, _, _) = disputed.unwrap();
    let settled = games.iter().find(|g| g["id"] == id).unwrap();
    assert_eq!(settled["status"], "confirmed");
    assert!(
        games.iter().all(|g| g["ratingChange"].is_object()),
        "{games:?}"
    );
    app.stop().await;
}

async fn bad_club_requests_are_refused_and_change_nothing(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let names: Vec<String> = ["Dana", "Annie", "Benny", "Cyril"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    let (club, members) = club(&app, &names).await;
    let (dana, ann, ben, cy) = (&members[0], &members[1], &members[2], &members[3]);
    let outsider = app.member("Olga").await;
    let games = format!("/api/clubs/{club}/games");
    let day = today(&app).to_string();
    let ladder_before = dana.get(&format!("/api/clubs/{club}/ladder")).await.json;
    let game = |white: &str, black: &str, result: &str, on: &str| {
        vec![
            ("white", white.to_owned()),
            ("black", black.to_owned()),
            ("result", result.to_owned()),
            ("playedOn", on.to_owned()),
            ("timeControl", "G/10".to_owned()),
        ]
    };
    let form =
        |fields: &Vec<(&'static str, String)>| -> Vec<(&'static str, String)> { fields.clone() };
    let post =
        async |member: &Member, fields: Vec<(&'static str, String)>, status: u16, says: &str| {
            let borrowed: Vec<(&str, &str)> =
                fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            refused(member, &games, &borrowed, status, says).await;
        };
    // A report by someone who plays neither side, and by a non-member.
    post(
        ben,
        form(&game("Annie", "Cyril", "1-0", &day)),
        403,
        "Only White or a director",
    )
    .await;
    post(
        &outsider,
        form(&game("Olga", "Annie", "1-0", &day)),
        409,
        "Olga is not a member",
    )
    .await;
    // A player against themself; a bad result; a day in the future.
    post(
        ann,
        form(&game("Annie", "Annie", "1-0", &day)),
        409,
        "two different players",
    )
    .await;
    post(
        ann,
        form(&game("Annie", "Benny", "2-0", &day)),
        400,
        "1-0, 0-1 or 1/2-1/2",
    )
    .await;
    let tomorrow = today(&app).plus(1).to_string();
    post(
        ann,
        form(&game("Annie", "Benny", "1-0", &tomorrow)),
        409,
        "playedOn cannot be in the future",
    )
    .await;
    let before_joining = today(&app).plus(-3).to_string();
    post(
        ann,
        form(&game("Annie", "Benny", "1-0", &before_joining)),
        409,
        "before both players joined",
    )
    .await;
    post(
        ann,
        form(&game("Annie", "Benny", "1-0", "01/02/2025")),
        400,
        "YYYY-MM-DD",
    )
    .await;
    post(
        ann,
        form(
            &game("Annie", "Benny", "1-0", &day)
                .into_iter()
                .map(|(k, v)| {
                    if k == "timeControl" {
                        (k, "G/20".to_owned())
                    } else {
                        (k, v)
                    }
                })
                .collect(),
        ),
        400,
        "G/5, G/10, G/15 or G/30",
    )
    .await;
    // A player taken off the ladder.
    ok(
        dana,
        &format!("/api/clubs/{club}/members/Cyril/remove-from-ladder"),
        &[],
    )
    .await;
    post(
        ann,
        form(&game("Annie", "Cyril", "1-0", &day)),
        409,
        "Cyril is not on the club's ladder",
    )
    .await;
    // Corrections and decays are the directors'.
    let recorded = ok(
        ann,
        &games,
        &[
            ("white", "Annie"),
            ("black", "Benny"),
            ("result", "1-0"),
            ("playedOn", &day),
            ("timeControl", "G/10"),
        ],
    )
    .await;
    let id = recorded["id"].as_i64().unwrap();
    refused(
        ann,
        &format!("{games}/{id}/correct"),
        &[("result", "0-1")],
        403,
        "directors",
    )
    .await;
    refused(
        ann,
        &format!("{games}/{id}/confirm"),
        &[],
        403,
        "Only Black",
    )
    .await;
    refused(
        cy,
        &format!("/api/clubs/{club}/ladder/decay"),
        &[("date", &day)],
        403,
        "directors",
    )
    .await;
    refused(
        dana,
        &format!("/api/clubs/{club}/ladder/decay"),
        &[("date", &tomorrow)],
        409,
        "date cannot be in the future",
    )
    .await;
    ok(
        dana,
        &format!("/api/clubs/{club}/ladder/decay"),
        &[("date", &day)],
    )
    .await;
    refused(
        dana,
        &format!("/api/clubs/{club}/ladder/decay"),
        &[("date", &day)],
        409,
        "already applied this month",
    )
    .await;
    // Membership: a second request, an answer to no request, a founder
    // name taken, unknown clubs and games.
    ok(&outsider, &format!("/api/clubs/{club}/join"), &[]).await;
    refused(
        &outsider,
        &format!("/api/clubs/{club}/join"),
        &[],
        409,
        "already asked",
    )
    .await;
    refused(
        dana,
        &format!("/api/clubs/{club}/members/Annie/accept"),
        &[],
        409,
        "Annie has not asked",
    )
    .await;
    refused(
        ann,
        &format!("/api/clubs/{club}/members/Olga/accept"),
        &[],
        403,
        "directors",
    )
    .await;
    refused(
        &outsider,
        "/api/clubs",
        &[("name", "riverside  chess club")],
        409,
        "exists",
    )
    .await;
    refused(
        &outsider,
        "/api/clubs",
        &[("name", "")],
        400,
        "1 to 60 characters",
    )
    .await;
    refused(dana, "/api/clubs/999999/join", &[], 404, "No such club").await;
    refused(dana, "/api/clubs/abc/join", &[], 404, "No such club").await;
    refused(
        ben,
        &format!("{games}/999999/confirm"),
        &[],
        404,
        "No such game",
    )
    .await;
    // Nothing of that changed the ladder but the one game, Cy's removal
    // and the decay (nobody idle yet).
    let ladder = dana.get(&format!("/api/clubs/{club}/ladder")).await.json;
    let order = |ladder: &Value| -> Vec<String> {
        ladder["ladder"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["username"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(order(&ladder_before), ["Dana", "Annie", "Benny", "Cyril"]);
    assert_eq!(order(&ladder), ["Dana", "Annie", "Benny"]);
    let games_now = dana.get(&games).await.json;
    assert_eq!(games_now["games"].as_array().map(Vec::len), Some(1));
    // The director accepts Olga: she takes the bottom rank at 1200.
    ok(dana, &format!("/api/clubs/{club}/members/Olga/accept"), &[]).await;
    let ladder = dana.get(&format!("/api/clubs/{club}/ladder")).await.json;
    assert_eq!(order(&ladder), ["Dana", "Annie", "Benny", "Olga"]);
    assert_eq!(ladder["ladder"][3]["rating"], 1200);
    app.stop().await;
}

async fn a_ladder_challenge_is_played_on_the_server_and_moves_the_ladder(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let names: Vec<String> = ["Dana", "Annie", "Benny"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    let (club, members) = club(&app, &names).await;
    let (annie, benny) = (&members[1], &members[2]);
    // A challenge goes up the ladder only, and G/N is for club games only.
    refused(
        annie,
        &format!("/api/clubs/{club}/challenge/Benny"),
        &[("timeControl", "G/10")],
        409,
        "Benny is ranked below you",
    )
    .await;
    refused(
        benny,
        &format!("/api/clubs/{club}/challenge/Annie"),
        &[("timeControl", "G/20")],
        400,
        "G/5, G/10, G/15 or G/30",
    )
    .await;
    refused(
        benny,
        "/api/challenge/Annie",
        &[("timeControl", "G/10")],
        400,
        "club games",
    )
    .await;
    // Benny (3) challenges Annie (2); she accepts; it is a G/10 game on
    // the server with the rules of chess only, and no site rating.
    let made = ok(
        benny,
        &format!("/api/clubs/{club}/challenge/Annie"),
        &[("timeControl", "G/10")],
    )
    .await;
    let game = made["id"].as_str().unwrap().to_owned();
    ok(annie, &format!("/api/challenge/{game}/accept"), &[]).await;
    let full = annie.game_full(&game).await;
    assert_eq!(
        (
            full["clock"]["initial"].as_i64(),
            full["clock"]["increment"].as_i64(),
            full["rated"].as_bool()
        ),
        (Some(600_000), Some(0), Some(false)),
        "{full}"
    );
    // Annie resigns at once (club games have no 20-ply rule): Benny won
    // from directly below and takes her rank.
    ok(annie, &format!("/api/board/game/{game}/resign"), &[]).await;
    wait_until("the game to end", async || {
        annie.export(&game).await["status"] == "resign"
    })
    .await;
    let ladder = annie.get(&format!("/api/clubs/{club}/ladder")).await.json;
    let order: Vec<&str> = ladder["ladder"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["username"].as_str().unwrap())
        .collect();
    assert_eq!(order, ["Dana", "Benny", "Annie"]);
    assert_eq!(ladder["ladder"][1]["rating"], 1250);
    let games = annie.get(&format!("/api/clubs/{club}/games")).await.json;
    assert_eq!(games["games"][0]["timeControl"], "G/10");
    assert_eq!(games["games"][0]["status"], "confirmed");
    // No gems moved, no site rating.
    assert_eq!(annie.get("/api/account").await.json["gems"], 100);
    // The season's awards so far, ties as ties.
    let awards = annie.get(&format!("/api/clubs/{club}/awards")).await.json;
    assert_eq!(
        awards["trophies"],
        serde_json::json!(["Dana", "Benny", "Annie"]),
        "{awards}"
    );
    assert_eq!(
        awards["highestRated"],
        serde_json::json!({ "players": ["Benny"], "rating": 1250 })
    );
    let mut most_games: Vec<String> =
        serde_json::from_value(awards["mostGames"]["players"].clone()).unwrap();
    most_games.sort();
    assert_eq!(
        (most_games, &awards["mostGames"]["games"]),
        (
            vec!["Annie".to_owned(), "Benny".to_owned()],
            &Value::from(1)
        )
    );
    assert_eq!(
        awards["mostRanks"],
        serde_json::json!({ "players": ["Benny"], "ranks": 1 })
    );
    let page = app.browser().get(&format!("/clubs/{club}/awards")).await;
    assert!(
        page.body.contains("Trophies: the top 3") && page.body.contains("Highest rated (1250)"),
        "{}",
        page.body
    );
    app.stop().await;
}

async fn directors_set_the_season_and_the_decay_day(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let names: Vec<String> = ["Dana", "Annie"].iter().map(|s| (*s).to_owned()).collect();
    let (club, members) = club(&app, &names).await;
    let (dana, annie) = (&members[0], &members[1]);
    let path = format!("/api/clubs/{club}/settings");
    refused(annie, &path, &[("decayDay", "3")], 403, "directors").await;
    refused(dana, &path, &[("decayDay", "31")], 400, "from 1 to 28").await;
    refused(dana, &path, &[("seasonStart", "13-01")], 400, "MM-DD").await;
    refused(dana, &path, &[("seasonStart", "02-30")], 400, "MM-DD").await;
    let before = dana.get(&format!("/api/clubs/{club}")).await.json;
    assert_eq!(
        (&before["decayDay"], &before["seasonStart"]),
        (&Value::from(7), &Value::from("09-01"))
    );
    let changed = ok(
        dana,
        &path,
        &[
            ("seasonStart", "08-15"),
            ("decayDay", "28"),
            ("description", "Fridays now"),
        ],
    )
    .await;
    assert_eq!(
        (
            &changed["decayDay"],
            &changed["seasonStart"],
            &changed["description"]
        ),
        (
            &Value::from(28),
            &Value::from("08-15"),
            &Value::from("Fridays now")
        )
    );
    // The next decay falls on the 28th: of this month, its day not passed.
    let (year, month, day) = today(&app).ymd();
    let expected = if day <= 28 {
        Day::from_ymd(year, month, 28).unwrap()
    } else {
        let (y, m) = if month == 12 {
            (year + 1, 1)
        } else {
            (year, month + 1)
        };
        Day::from_ymd(y, m, 28).unwrap()
    };
    assert_eq!(changed["nextDecay"], expected.to_string().as_str());
    // Nothing given changes nothing.
    let same = ok(dana, &path, &[]).await;
    assert_eq!(
        (&same["decayDay"], &same["description"]),
        (&Value::from(28), &Value::from("Fridays now"))
    );
    app.stop().await;
}

/// Decisions of turn 3: a decay by hand is for a day within the current
/// season, not before the club's founding or the last decay, not in the
/// future; a member's joining day lies between the founding and today.
async fn decay_and_joining_days_outside_their_bounds_are_refused_and_change_nothing(
    backend: TestBackend,
) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let names: Vec<String> = ["Dana", "Annie"].iter().map(|s| (*s).to_owned()).collect();
    let (club, members) = club(&app, &names).await;
    let dana = &members[0];
    app.member("Benny").await;
    let founded = today(&app);
    let shown_before = dana.get(&format!("/api/clubs/{club}")).await.json;
    let decay = format!("/api/clubs/{club}/ladder/decay");
    let bounds = format!("from {founded} to {founded}");
    // 1970 would have had the job apply every month since.
    refused(dana, &decay, &[("date", "1970-01-01")], 409, &bounds).await;
    let before_founding = founded.plus(-1).to_string();
    refused(dana, &decay, &[("date", &before_founding)], 409, &bounds).await;
    let add = format!("/api/clubs/{club}/members");
    let joining = format!("between the club's founding ({founded}) and today ({founded})");
    for day in ["1970-01-01", &before_founding, &founded.plus(1).to_string()] {
        refused(
            dana,
            &add,
            &[("username", "Benny"), ("joinedOn", day)],
            409,
            &joining,
        )
        .await;
    }
    // Nothing changed: no decay, the next one still due, Benny not added.
    assert_eq!(
        dana.get(&format!("/api/clubs/{club}")).await.json,
        shown_before
    );
    let ladder = dana.get(&format!("/api/clubs/{club}/ladder")).await.json;
    assert_eq!(
        ladder["ladder"].as_array().map(Vec::len),
        Some(2),
        "{ladder}"
    );
    // The founding day itself is in bounds for both.
    ok(
        dana,
        &add,
        &[("username", "Benny"), ("joinedOn", &founded.to_string())],
    )
    .await;
    ok(dana, &decay, &[("date", &founded.to_string())]).await;
    // Next month, the last decay bounds the day from below.
    let meeting = to_next_month(&app, 3);
    refused(
        dana,
        &decay,
        &[("date", &founded.to_string())],
        409,
        "already applied this month",
    )
    .await;
    ok(dana, &decay, &[("date", &meeting.to_string())]).await;
    app.stop().await;
}

/// Decisions of turn 3: the same report (same players, result, day,
/// clock) again is a duplicate naming the first; a second game alike that
/// day gives its number.
async fn a_result_is_recorded_once_and_a_second_game_alike_says_so(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let names: Vec<String> = ["Dana", "Annie", "Benny"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    let (club, members) = club(&app, &names).await;
    let (dana, annie) = (&members[0], &members[1]);
    let games = format!("/api/clubs/{club}/games");
    let day = today(&app).to_string();
    let report = [
        ("white", "Annie"),
        ("black", "Benny"),
        ("result", "1-0"),
        ("playedOn", day.as_str()),
        ("timeControl", "G/10"),
    ];
    let first = ok(annie, &games, &report).await["id"].as_i64().unwrap();
    let named = format!(
        "This result is already recorded: game {first}, Annie v Benny, 1-0 on {day} (reported)"
    );
    // Sent again, twice; entered again by the director: one game.
    refused(annie, &games, &report, 409, &named).await;
    refused(annie, &games, &report, 409, "with gameNumber 2").await;
    refused(dana, &games, &report, 409, &named).await;
    let listed = dana.get(&games).await.json;
    assert_eq!(
        listed["games"].as_array().map(Vec::len),
        Some(1),
        "{listed}"
    );
    // A second game alike, said so, is recorded; then it is a duplicate too.
    let second_form: Vec<(&str, &str)> = report
        .iter()
        .copied()
        .chain([("gameNumber", "2")])
        .collect();
    let second = ok(annie, &games, &second_form).await["id"]
        .as_i64()
        .unwrap();
    refused(
        annie,
        &games,
        &second_form,
        409,
        &format!("game {second}, Annie v Benny"),
    )
    .await;
    refused(annie, &games, &report, 409, "with gameNumber 3").await;
    for bad in ["0", "21", "two"] {
        let form: Vec<(&str, &str)> = report
            .iter()
            .copied()
            .chain([("gameNumber", bad)])
            .collect();
        refused(annie, &games, &form, 400, "from 1 to 20").await;
    }
    // Another result is another report.
    let drawn: Vec<(&str, &str)> = report
        .iter()
        .map(|&(k, v)| {
            if k == "result" {
                (k, "1/2-1/2")
            } else {
                (k, v)
            }
        })
        .collect();
    let third = ok(annie, &games, &drawn).await["id"].as_i64().unwrap();
    // A correction making it alike to the first gives it the next number.
    ok(
        dana,
        &format!("{games}/{third}/correct"),
        &[("result", "1-0")],
    )
    .await;
    let listed = dana.get(&games).await.json;
    let numbers: Vec<(i64, i64)> = listed["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["id"].as_i64().unwrap(), g["gameNumber"].as_i64().unwrap()))
        .collect();
    assert_eq!(numbers, [(first, 1), (second, 2), (third, 3)]);
    app.stop().await;
}

/// Decisions of turn 3: identical requests at once yield exactly one game,
/// and one pending ladder challenge.
async fn identical_reports_and_ladder_challenges_sent_at_once_are_recorded_once(
    backend: TestBackend,
) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let names: Vec<String> = ["Dana", "Annie", "Benny"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    let (club, members) = club(&app, &names).await;
    let (annie, benny) = (&members[1], &members[2]);
    let games = format!("/api/clubs/{club}/games");
    let day = today(&app).to_string();
    let attempts = (0..20).map(|_| {
        let annie = annie.clone();
        let (games, day) = (games.clone(), day.clone());
        async move {
            annie
                .post(
                    &games,
                    &[
                        ("white", "Annie"),
                        ("black", "Benny"),
                        ("result", "0-1"),
                        ("playedOn", &day),
                        ("timeControl", "G/30"),
                    ],
                )
                .await
        }
    });
    let answers = futures_util::future::join_all(attempts).await;
    let recorded: Vec<_> = answers.iter().filter(|a| a.status == 200).collect();
    assert_eq!(recorded.len(), 1, "{answers:?}");
    let id = recorded[0].json["id"].as_i64().unwrap();
    for duplicate in answers.iter().filter(|a| a.status != 200) {
        assert_eq!(duplicate.status, 409, "{duplicate:?}");
        assert!(
            duplicate
                .text
                .contains(&format!("already recorded: game {id},")),
            "{duplicate:?}"
        );
    }
    let listed = annie.get(&games).await.json;
    assert_eq!(
        listed["games"].as_array().map(Vec::len),
        Some(1),
        "{listed}"
    );
    // Benny won from directly below and took Annie's rank: Annie (3)
    // challenges Benny (2) a dozen times at once: one challenge.
    let challenge = format!("/api/clubs/{club}/challenge/Benny");
    let attempts = (0..12).map(|_| {
        let annie = annie.clone();
        let challenge = challenge.clone();
        async move { annie.post(&challenge, &[("timeControl", "G/10")]).await }
    });
    let answers = futures_util::future::join_all(attempts).await;
    let made: Vec<_> = answers.iter().filter(|a| a.status == 200).collect();
    assert_eq!(made.len(), 1, "{answers:?}");
    let pending = made[0].json["id"].as_str().unwrap().to_owned();
    for duplicate in answers.iter().filter(|a| a.status != 200) {
        assert_eq!(duplicate.status, 400, "{duplicate:?}");
        assert!(
            duplicate.text.contains(&format!(
                "You already challenged Benny to this ladder game ({pending})"
            )),
            "{duplicate:?}"
        );
    }
    let incoming = benny.get("/api/challenge").await.json;
    let ids: Vec<&str> = incoming["in"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [pending.as_str()], "{incoming}");
    // Another clock is another challenge.
    ok(annie, &challenge, &[("timeControl", "G/5")]).await;
    app.stop().await;
}

/// Decisions of turn 3: the last director cannot be removed while the club
/// has other members; when the last one is deleted or banned the
/// longest-standing member takes over; administrators name any member.
async fn a_club_always_has_a_director(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (dana, annie) = (app.member("Dana").await, app.member("Annie").await);
    // Cyril is older on the site and added first; Benny's paper-ladder day
    // is the founding: he is the longer-standing member.
    let cyril = app.member("Cyril").await;
    app.member("Benny").await;
    app.member("Ethan").await;
    let (_, admin) = app.admin_and_browser("Olga").await;
    let club = ok(&dana, "/api/clubs", &[("name", "Riverside Chess Club")]).await["id"].to_string();
    let founded = today(&app);
    let add = format!("/api/clubs/{club}/members");
    ok(&dana, &add, &[("username", "Annie")]).await;
    app.clock.advance(2 * DAY);
    ok(&dana, &add, &[("username", "Cyril")]).await;
    ok(
        &dana,
        &add,
        &[("username", "Benny"), ("joinedOn", &founded.to_string())],
    )
    .await;
    ok(&dana, &add, &[("username", "Ethan")]).await;
    let directors = async || -> Vec<String> {
        let shown = annie.get(&format!("/api/clubs/{club}")).await.json;
        serde_json::from_value(shown["directors"].clone()).unwrap()
    };
    let member = |name: &str, action: &str| format!("/api/clubs/{club}/members/{name}/{action}");
    // The founder cannot leave the club without a director.
    refused(
        &dana,
        &member("Dana", "remove"),
        &[],
        409,
        "Dana is the club's last director: name a successor first",
    )
    .await;
    assert_eq!(directors().await, ["Dana"]);
    // With a successor named, she may go.
    ok(&dana, &member("Annie", "director"), &[]).await;
    ok(&dana, &member("Dana", "remove"), &[]).await;
    assert_eq!(directors().await, ["Annie"]);
    // Annie, the last director, deletes her account: Benny takes over.
    let annies = app.browser_of(&annie).await;
    let deleted = annies
        .submit(
            "/settings/delete",
            "/settings/delete",
            &[("password", "correct horse battery"), ("confirm", "yes")],
        )
        .await;
    assert_eq!(deleted.path, "/?notice=account-deleted", "{}", deleted.body);
    assert_eq!(directors().await, ["Benny"]);
    // Only directors and administrators name directors; an administrator
    // does it from the club's page.
    refused(&cyril, &member("Cyril", "director"), &[], 403, "directors").await;
    let club_page = format!("/clubs/{club}");
    let page = admin.get(&club_page).await;
    assert!(
        page.body.contains("Directors (site administrators)"),
        "{}",
        page.body
    );
    let named = admin
        .submit(
            &club_page,
            &format!("/clubs/{club}/members/Cyril/director"),
            &[],
        )
        .await;
    assert_eq!(named.status, 200, "{}", named.body);
    let mut now = directors().await;
    now.sort();
    assert_eq!(now, ["Benny", "Cyril"]);
    // Benny is banned: Cyril still directs. Cyril is banned: Ethan, the
    // last member in good standing, takes over.
    for name in ["Benny", "Cyril"] {
        let banned = crate::conduct::ban(&admin, name, "test").await;
        assert_eq!(banned.status, 200, "{}", banned.body);
    }
    assert_eq!(directors().await, ["Ethan"]);
    app.stop().await;
}
