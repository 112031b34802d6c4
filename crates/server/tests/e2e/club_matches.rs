//! Matches between clubs end to end through the API (issue 52,
//! docs/clubs.md "Matches between clubs"), on SQLite and PostgreSQL: an
//! invitation answered, rosters joined, the start with the injected
//! clock, every game played to its end, and a score that an independent
//! count from the games' PGN exports confirms; a match over the board
//! whose results both clubs report and confirm; a match cancelled under
//! its minimum; rating limits; concurrent joins.

use std::collections::HashMap;

use redqueen::clock::Clock;
use serde_json::Value;

use crate::clubs::{club_called, ok, refused};
use crate::support::api::Member;
use crate::support::{TestApp, next_line};

app_tests!(
    a_correspondence_match_of_twenty_boards_is_scored_as_its_games_say,
    a_live_match_of_four_boards_is_played_through_the_board_api,
    a_match_under_its_minimum_is_cancelled_and_an_unanswered_one_expires,
    an_over_the_board_match_of_six_boards_is_reported_and_confirmed,
    rating_limits_and_roster_rules_are_kept,
    thirty_members_joining_at_once_as_the_match_starts_give_one_roster,
    two_app_servers_start_and_end_a_match_once,
);

const HOUR: i64 = 3_600_000;

/// A form, and the status and words of its refusal.
type Refusal<'a> = (Vec<(&'a str, &'a str)>, u16, &'a str);
const DAY: i64 = 24 * HOUR;

/// The invitation of `fields` over the defaults (correspondence, 1d/move,
/// starting in two hours); returns the match's id.
async fn invite(
    app: &TestApp,
    director: &Member,
    from: &str,
    to: &str,
    fields: &[(&str, &str)],
) -> String {
    let starts = (app.clock.now_ms() + 2 * HOUR).to_string();
    let mut form: Vec<(&str, &str)> = vec![
        ("club", to),
        ("kind", "correspondence"),
        ("timeControl", "1d/move"),
        ("startsAt", &starts),
        ("description", "Autumn friendly"),
    ];
    for (name, value) in fields {
        form.retain(|(n, _)| n != name);
        form.push((name, value));
    }
    let invited = ok(director, &format!("/api/clubs/{from}/matches"), &form).await;
    assert_eq!(invited["status"], "invited");
    invited["id"].as_str().unwrap().to_owned()
}

async fn show(member: &Member, club: &str, id: &str) -> Value {
    let answer = member.get(&format!("/api/clubs/{club}/matches/{id}")).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.json
}

fn names(roster: &Value) -> Vec<String> {
    roster
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["username"].as_str().unwrap().to_owned())
        .collect()
}

/// The club `name` of `count` members called `{name}1`, `{name}2`, ...,
/// the first its director.
async fn numbered_club(app: &TestApp, name: &str, count: usize) -> (String, Vec<Member>) {
    let names: Vec<String> = (1..=count).map(|n| format!("{name}{n}")).collect();
    club_called(app, name, &names).await
}

/// The member called `name` among both clubs'.
fn by_name_of<'a>(a: &'a [Member], b: &'a [Member], name: &str) -> &'a Member {
    a.iter().chain(b).find(|m| m.name == name).unwrap()
}

/// The PGN tag `name`'s value.
fn tag<'a>(pgn: &'a str, name: &str) -> &'a str {
    let start = format!("[{name} \"");
    let from = pgn
        .find(&start)
        .unwrap_or_else(|| panic!("{name} in {pgn}"))
        + start.len();
    let to = from + pgn[from..].find('"').unwrap();
    &pgn[from..to]
}

async fn a_correspondence_match_of_twenty_boards_is_scored_as_its_games_say(app: &TestApp) {
    let a_names: Vec<String> = (1..=22).map(|n| format!("Ash{n:02}")).collect();
    let b_names: Vec<String> = (1..=21).map(|n| format!("Birch{n:02}")).collect();
    let (ash, ash_members) = club_called(app, "Ash", &a_names).await;
    let (birch, birch_members) = club_called(app, "Birch", &b_names).await;
    // Distinct ratings, not in the order the members join.
    for (n, member) in ash_members.iter().chain(&birch_members).enumerate() {
        let rating = 1200 + i32::try_from((n * 37) % 43).unwrap() * 10;
        app.set_rating(member, "correspondence", rating).await;
    }
    let (ash_director, birch_director) = (&ash_members[0], &birch_members[0]);
    let id = invite(
        app,
        ash_director,
        &ash,
        &birch,
        &[("minBoards", "10"), ("maxBoards", "20")],
    )
    .await;

    // The invited club's director is told, by email.
    let mail = |name: &str| format!("{}@example.org", name.to_lowercase());
    let invitation = app.email_to(&mail("Birch01"), "club_match_invited").await;
    assert!(
        invitation.text.contains("Ash invites Birch to a match"),
        "{}",
        invitation.text
    );
    assert!(
        invitation
            .text
            .contains(&format!("/clubs/{birch}/matches/{id}")),
        "{}",
        invitation.text
    );
    assert_eq!(app.delivered(&mail("Birch02"), "club_match_invited"), 0);

    // Only a director of the invited club answers.
    let accept = format!("/api/clubs/{birch}/matches/{id}/accept");
    refused(&birch_members[1], &accept, &[], 403, "directors").await;
    refused(
        ash_director,
        &format!("/api/clubs/{ash}/matches/{id}/accept"),
        &[],
        403,
        "invited club",
    )
    .await;
    // Nobody joins before the answer.
    refused(
        &ash_members[1],
        &format!("/api/clubs/{ash}/matches/{id}/join"),
        &[],
        409,
        "Registration is closed",
    )
    .await;
    let accepted = ok(birch_director, &accept, &[]).await;
    assert_eq!(accepted["status"], "registering");
    // The inviting club's director hears the answer; every member of
    // both clubs that the rosters are open.
    let answer = app.email_to(&mail("Ash01"), "club_match_answered").await;
    assert!(answer.text.contains("accepted"), "{}", answer.text);
    for name in ["Ash09", "Birch17"] {
        let open = app.email_to(&mail(name), "club_match_open").await;
        assert!(open.text.contains("roster"), "{}", open.text);
    }
    refused(birch_director, &accept, &[], 409, "no invitation").await;

    // Everyone joins their club's roster, the last first.
    for member in ash_members.iter().rev() {
        ok(member, &format!("/api/clubs/{ash}/matches/{id}/join"), &[]).await;
    }
    for member in birch_members.iter().rev() {
        ok(
            member,
            &format!("/api/clubs/{birch}/matches/{id}/join"),
            &[],
        )
        .await;
    }
    // A member plays for their own club only, once.
    refused(
        &ash_members[3],
        &format!("/api/clubs/{birch}/matches/{id}/join"),
        &[],
        403,
        "not a member",
    )
    .await;
    refused(
        &ash_members[3],
        &format!("/api/clubs/{ash}/matches/{id}/join"),
        &[],
        409,
        "already on a roster",
    )
    .await;
    // Leaving and joining again; a director takes someone off.
    let leave = format!("/api/clubs/{ash}/matches/{id}/leave");
    ok(&ash_members[5], &leave, &[]).await;
    refused(
        &ash_members[5],
        &leave,
        &[],
        409,
        "not on this club's roster",
    )
    .await;
    ok(
        &ash_members[5],
        &format!("/api/clubs/{ash}/matches/{id}/join"),
        &[],
    )
    .await;
    refused(
        &ash_members[6],
        &leave,
        &[("username", &ash_members[7].name)],
        403,
        "directors",
    )
    .await;
    let view = show(birch_director, &birch, &id).await;
    assert_eq!(names(&view["rosters"]["inviting"]).len(), 22);
    assert_eq!(names(&view["rosters"]["invited"]).len(), 21);

    // The start: 20 boards by rating, two games a board.
    app.clock.advance(2 * HOUR);
    app.run_jobs_once().await;
    let view = show(ash_director, &ash, &id).await;
    assert_eq!(view["status"], "in_progress", "{view}");
    assert_eq!(view["boards"], 20);
    let games = view["games"].as_array().unwrap().clone();
    assert_eq!(games.len(), 40);
    // Each player is told their board and games; a reserve that they are
    // one.
    let first_board = &games[0];
    let white = first_board["white"].as_str().unwrap();
    // The game's page names its match and board, linked to the match.
    let page = app
        .browser_of(by_name_of(&ash_members, &birch_members, white))
        .await
        .get(&format!("/{}", first_board["id"].as_str().unwrap()))
        .await
        .body;
    assert!(
        page.contains(&format!("href=\"/clubs/{ash}/matches/{id}\">Ash v Birch</a> · <span class=\"board\">board 1</span>")),
        "{page}"
    );
    let started = app.email_to(&mail(white), "club_match_started").await;
    assert!(
        started.text.contains("Board 1, with White"),
        "{}",
        started.text
    );
    assert!(
        started.text.contains(first_board["id"].as_str().unwrap()),
        "{}",
        started.text
    );
    refused(
        &ash_members[1],
        &format!("/api/clubs/{ash}/matches/{id}/leave"),
        &[],
        409,
        "Registration is closed",
    )
    .await;
    let by_name: HashMap<String, &Member> = ash_members
        .iter()
        .chain(&birch_members)
        .map(|m| (m.name.clone(), m))
        .collect();
    let rating_of = |roster: &Value| -> Vec<(String, i64, Option<i64>)> {
        roster
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                (
                    p["username"].as_str().unwrap().to_owned(),
                    p["rating"].as_i64().unwrap(),
                    p["board"].as_i64(),
                )
            })
            .collect()
    };
    for (side, reserves) in [("inviting", 2), ("invited", 1)] {
        let mut roster = rating_of(&view["rosters"][side]);
        roster.sort_by_key(|p| std::cmp::Reverse(p.1));
        for (k, (name, _, board)) in roster.iter().enumerate() {
            let expected = (k < 20).then(|| i64::try_from(k + 1).unwrap());
            assert_eq!(*board, expected, "{side} {name}");
        }
        assert_eq!(roster.iter().filter(|p| p.2.is_none()).count(), reserves);
    }
    let board_of: HashMap<String, i64> = rating_of(&view["rosters"]["inviting"])
        .into_iter()
        .chain(rating_of(&view["rosters"]["invited"]))
        .filter_map(|(name, _, board)| Some((name, board?)))
        .collect();
    for pair in games.chunks(2) {
        let (first, second) = (&pair[0], &pair[1]);
        assert_eq!(first["board"], second["board"]);
        assert_eq!(first["whiteSide"], "inviting");
        assert_eq!(second["whiteSide"], "invited");
        assert_eq!(first["white"], second["black"]);
        assert_eq!(first["black"], second["white"]);
        let board = first["board"].as_i64().unwrap();
        for name in [&first["white"], &first["black"]] {
            assert_eq!(board_of[name.as_str().unwrap()], board);
        }
    }

    // Fifteen games resigned (by either side), fifteen drawn, ten lost on
    // time by White.
    for (n, game) in games.iter().enumerate() {
        let id = game["id"].as_str().unwrap();
        let white = by_name[game["white"].as_str().unwrap()];
        let black = by_name[game["black"].as_str().unwrap()];
        let abort = white
            .post(&format!("/api/board/game/{id}/abort"), &[])
            .await;
        assert_eq!(abort.status, 400, "a match's game cannot be aborted");
        match n % 4 {
            0 | 3 if n < 30 => {
                let loser = if n % 3 == 0 { white } else { black };
                let answer = loser
                    .post(&format!("/api/board/game/{id}/resign"), &[])
                    .await;
                assert_eq!(answer.status, 200, "{}", answer.text);
            }
            _ if n < 30 => {
                white.play(id, "e2e4").await;
                black.play(id, "e7e5").await;
                for member in [white, black] {
                    let answer = member
                        .post(&format!("/api/board/game/{id}/draw/yes"), &[])
                        .await;
                    assert_eq!(answer.status, 200, "{}", answer.text);
                }
            }
            _ => {}
        }
    }
    app.run_jobs_once().await;
    let playing = show(ash_director, &ash, &id).await;
    assert_eq!(playing["status"], "in_progress");
    assert_eq!(playing["score"]["playing"], 10);
    app.clock.advance(DAY + HOUR);
    app.run_jobs_once().await;
    app.run_jobs_once().await;
    let finished = show(ash_director, &ash, &id).await;
    assert_eq!(finished["status"], "finished", "{finished}");
    assert_eq!(finished["score"]["playing"], 0);

    // Both games of each board were rated, one after the other: each
    // player on a board has two more rated games (30 before), none lost
    // to the other game of the pair ending at the same moment.
    let seated: Vec<&Member> = by_name
        .iter()
        .filter(|(name, _)| board_of.contains_key(name.as_str()))
        .map(|(_, member)| *member)
        .collect();
    assert_eq!(seated.len(), 40);
    let ids: Vec<_> = seated.iter().map(|m| m.id).collect();
    let ratings = app
        .state()
        .store()
        .ratings_of(&ids, "correspondence")
        .await
        .unwrap();
    for member in &seated {
        assert_eq!(ratings[&member.id].record.games, 32, "{}", member.name);
    }

    // The score counted again from each game's PGN export.
    let club_of: HashMap<&str, &str> = a_names
        .iter()
        .map(|n| (n.as_str(), "inviting"))
        .chain(b_names.iter().map(|n| (n.as_str(), "invited")))
        .collect();
    let mut halves: HashMap<&str, u32> = HashMap::new();
    let mut on_time = 0;
    for game in &games {
        let pgn = ash_director
            .get_accepting(
                &format!("/game/export/{}", game["id"].as_str().unwrap()),
                "application/x-chess-pgn",
            )
            .await
            .text;
        let (white, black) = (club_of[tag(&pgn, "White")], club_of[tag(&pgn, "Black")]);
        match tag(&pgn, "Result") {
            "1-0" => *halves.entry(white).or_default() += 2,
            "0-1" => *halves.entry(black).or_default() += 2,
            "1/2-1/2" => {
                *halves.entry(white).or_default() += 1;
                *halves.entry(black).or_default() += 1;
            }
            other => panic!("unfinished game {other}: {pgn}"),
        }
        on_time += usize::from(tag(&pgn, "Termination") == "Time forfeit");
    }
    assert_eq!(on_time, 10);
    let points = |side: &str| f64::from(halves.get(side).copied().unwrap_or(0)) / 2.0;
    assert_eq!(
        finished["score"]["inviting"].as_f64().unwrap(),
        points("inviting")
    );
    assert_eq!(
        finished["score"]["invited"].as_f64().unwrap(),
        points("invited")
    );
    assert_eq!(points("inviting") + points("invited"), 40.0);
    let winner = match points("inviting").total_cmp(&points("invited")) {
        std::cmp::Ordering::Greater => "inviting",
        std::cmp::Ordering::Less => "invited",
        std::cmp::Ordering::Equal => "draw",
    };
    assert_eq!(finished["winner"], winner);

    // A player's profile lists the match, their board and their points.
    let board_one = games[0]["white"].as_str().unwrap();
    let profile = app.browser().get(&format!("/@/{board_one}")).await.body;
    let mine = finished["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["white"] == board_one || g["black"] == board_one)
        .map(|g| match (g["result"].as_str(), g["white"] == board_one) {
            (Some("1-0"), true) | (Some("0-1"), false) => 2,
            (Some("1/2-1/2"), _) => 1,
            _ => 0,
        })
        .sum::<u32>();
    let written = match (mine / 2, mine % 2) {
        (0, 1) => "½".to_owned(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    };
    assert!(
        profile.contains(&format!(">Ash v Birch</a> · board 1 · {written} of 2")),
        "{written}: {profile}"
    );

    // Each club's list and record against the other.
    for (club, other, side) in [(&ash, &birch, "inviting"), (&birch, &ash, "invited")] {
        let listed = ash_director
            .get(&format!("/api/clubs/{club}/matches"))
            .await;
        assert_eq!(listed.status, 200, "{}", listed.text);
        assert_eq!(listed.json["matches"][0]["id"], id.as_str());
        let record = &listed.json["record"][0];
        assert_eq!(record["club"]["id"].to_string(), *other);
        let (won, drawn, lost) = match winner {
            "draw" => (0, 1, 0),
            w if w == side => (1, 0, 0),
            _ => (0, 0, 1),
        };
        assert_eq!(
            (
                record["won"].as_i64(),
                record["drawn"].as_i64(),
                record["lost"].as_i64()
            ),
            (Some(won), Some(drawn), Some(lost)),
            "{record}"
        );
        let other_side = if side == "inviting" {
            "invited"
        } else {
            "inviting"
        };
        assert_eq!(record["pointsFor"].as_f64().unwrap(), points(side));
        assert_eq!(
            record["pointsAgainst"].as_f64().unwrap(),
            points(other_side)
        );
    }
}

async fn a_match_under_its_minimum_is_cancelled_and_an_unanswered_one_expires(app: &TestApp) {
    let (oak, oaks) = club_called(app, "Oak", &["Oak1".into(), "Oak2".into(), "Oak3".into()]).await;
    let (elm, elms) = club_called(app, "Elm", &["Elm1".into(), "Elm2".into()]).await;
    let id = invite(app, &oaks[0], &oak, &elm, &[("minBoards", "3")]).await;
    ok(
        &elms[0],
        &format!("/api/clubs/{elm}/matches/{id}/accept"),
        &[],
    )
    .await;
    for member in &oaks {
        ok(member, &format!("/api/clubs/{oak}/matches/{id}/join"), &[]).await;
    }
    for member in &elms {
        ok(member, &format!("/api/clubs/{elm}/matches/{id}/join"), &[]).await;
    }
    let unanswered = invite(app, &elms[0], &elm, &oak, &[]).await;
    let declined = invite(app, &elms[0], &elm, &oak, &[]).await;
    refused(
        &oaks[0],
        &format!("/api/clubs/{oak}/matches/{declined}/decline"),
        &[("reason", "two\nlines")],
        400,
        "one line",
    )
    .await;
    let answer = ok(
        &oaks[0],
        &format!("/api/clubs/{oak}/matches/{declined}/decline"),
        &[("reason", "Exams that week")],
    )
    .await;
    assert_eq!(answer["status"], "declined");
    assert_eq!(answer["declineReason"], "Exams that week");
    app.clock.advance(2 * HOUR);
    app.run_jobs_once().await;
    let view = show(&oaks[0], &oak, &id).await;
    assert_eq!(view["status"], "cancelled", "{view}");
    // Everyone on the rosters and the directors hear why.
    for name in ["oak2@example.org", "elm1@example.org"] {
        let told = app.email_to(name, "club_match_cancelled").await;
        assert!(
            told.text.contains("It needed 3 on each roster"),
            "{}",
            told.text
        );
    }
    let declined_mail = app
        .email_to("elm1@example.org", "club_match_answered")
        .await;
    assert!(
        declined_mail.text.contains("Exams that week"),
        "{}",
        declined_mail.text
    );
    assert_eq!(view["games"].as_array().unwrap().len(), 0);
    assert_eq!(show(&oaks[0], &oak, &unanswered).await["status"], "expired");
    assert_eq!(show(&oaks[0], &oak, &declined).await["status"], "declined");
    // Too late to answer now.
    refused(
        &oaks[0],
        &format!("/api/clubs/{oak}/matches/{unanswered}/accept"),
        &[],
        409,
        "expired",
    )
    .await;
    // A club that plays in none of them sees none of them.
    let (pine, pines) = club_called(app, "Pine", &["Pine1".into()]).await;
    let answer = pines[0]
        .get(&format!("/api/clubs/{pine}/matches/{id}"))
        .await;
    assert_eq!(answer.status, 404, "{}", answer.text);
}

async fn rating_limits_and_roster_rules_are_kept(app: &TestApp) {
    let (fir, firs) = club_called(app, "Fir", &["Fir1".into(), "Fir2".into(), "Fir3".into()]).await;
    let (yew, yews) = club_called(app, "Yew", &["Yew1".into(), "Yew2".into()]).await;
    let path = format!("/api/clubs/{fir}/matches");
    let starts = (app.clock.now_ms() + 2 * HOUR).to_string();
    let soon = (app.clock.now_ms() + HOUR / 2).to_string();
    let base = [("club", yew.as_str()), ("startsAt", starts.as_str())];
    let with = |extra: &[(&'static str, &'static str)]| -> Vec<(&str, &str)> {
        let mut form = base.to_vec();
        form.extend_from_slice(extra);
        form
    };
    // Bad settings are named, and change nothing: what the document's
    // schema forbids is a 400, what is well formed but at odds with the
    // rest of the request or with today a 409.
    let cases: [Refusal; 12] = [
        (with(&[("kind", "blitz")]), 400, "kind is"),
        (with(&[("maxBoards", "101")]), 400, "1 to 100"),
        (with(&[("ratingMax", "4001")]), 400, "0 to 4000"),
        (vec![("club", yew.as_str())], 400, "Missing startsAt"),
        (
            with(&[("timeControl", "fast 10m/2m+5s")]),
            409,
            "days per move",
        ),
        (
            with(&[("kind", "live"), ("timeControl", "3d/move")]),
            409,
            "live clock",
        ),
        (
            with(&[("minBoards", "5"), ("maxBoards", "4")]),
            409,
            "minimum",
        ),
        (
            with(&[("ratingMin", "1600"), ("ratingMax", "1400")]),
            409,
            "rating limit",
        ),
        (
            vec![("club", yew.as_str()), ("startsAt", soon.as_str())],
            409,
            "an hour",
        ),
        (
            vec![("club", fir.as_str()), ("startsAt", starts.as_str())],
            409,
            "itself",
        ),
        (
            vec![("club", "999999"), ("startsAt", starts.as_str())],
            404,
            "No such club",
        ),
        (with(&[]), 403, "directors"),
    ];
    for (n, (form, status, says)) in cases.iter().enumerate() {
        // The last one is asked by a member who directs neither club.
        let asker = if n == cases.len() - 1 {
            &firs[1]
        } else {
            &firs[0]
        };
        refused(asker, &path, form, *status, says).await;
    }
    let listed = firs[0].get(&path).await;
    assert_eq!(listed.json["matches"].as_array().unwrap().len(), 0);

    let id = invite(
        app,
        &firs[0],
        &fir,
        &yew,
        &[("ratingMin", "1400"), ("ratingMax", "1600")],
    )
    .await;
    ok(
        &yews[0],
        &format!("/api/clubs/{yew}/matches/{id}/accept"),
        &[],
    )
    .await;
    app.set_rating(&firs[1], "correspondence", 1500).await;
    app.set_rating(&firs[2], "correspondence", 1700).await;
    let join = format!("/api/clubs/{fir}/matches/{id}/join");
    ok(&firs[1], &join, &[]).await;
    refused(
        &firs[2],
        &join,
        &[],
        409,
        "outside the match's rating limits",
    )
    .await;
    // The unrated are outside any limit.
    refused(
        &firs[0],
        &join,
        &[],
        409,
        "outside the match's rating limits",
    )
    .await;
    // A director adds a member within the limits, not a stranger.
    ok(
        &firs[1],
        &format!("/api/clubs/{fir}/matches/{id}/leave"),
        &[],
    )
    .await;
    ok(&firs[0], &join, &[("username", &firs[1].name)]).await;
    refused(
        &firs[0],
        &join,
        &[("username", &yews[1].name)],
        403,
        "not a member",
    )
    .await;
    let view = show(&firs[0], &fir, &id).await;
    assert_eq!(names(&view["rosters"]["inviting"]), [firs[1].name.clone()]);
    assert!(names(&view["rosters"]["invited"]).is_empty());
}

async fn thirty_members_joining_at_once_as_the_match_starts_give_one_roster(app: &TestApp) {
    let a: Vec<String> = (1..=31).map(|n| format!("Maple{n:02}")).collect();
    let b: Vec<String> = (1..=3).map(|n| format!("Cedar{n}")).collect();
    let (maple, maples) = club_called(app, "Maple", &a).await;
    let (cedar, cedars) = club_called(app, "Cedar", &b).await;
    // Rated, so that the start leaves its mark (the rating it read) on
    // everyone it seated.
    for (n, member) in (0..).zip(maples.iter().chain(&cedars)) {
        app.set_rating(member, "correspondence", 1500 + n).await;
    }
    let id = invite(app, &maples[0], &maple, &cedar, &[]).await;
    ok(
        &cedars[0],
        &format!("/api/clubs/{cedar}/matches/{id}/accept"),
        &[],
    )
    .await;
    for member in cedars.iter().chain(&maples[..1]) {
        let club = if member.name.starts_with("Cedar") {
            &cedar
        } else {
            &maple
        };
        ok(member, &format!("/api/clubs/{club}/matches/{id}/join"), &[]).await;
    }
    app.clock.advance(2 * HOUR - 1);
    // Thirty joins and the start at once: each join is before the start
    // (on the roster it read) or refused after it.
    let join = format!("/api/clubs/{maple}/matches/{id}/join");
    let joins = maples[1..].iter().map(|m| m.post(&join, &[]));
    assert_eq!(maples[1..].len(), 30);
    let start = async {
        app.clock.advance(1);
        app.run_jobs_once().await;
    };
    let (answers, ()) = tokio::join!(futures_util::future::join_all(joins), start);
    app.run_jobs_once().await;
    // The director joined before.
    let joined = 1 + answers.iter().filter(|a| a.status == 200).count();
    for answer in &answers {
        assert!(
            answer.status == 200
                || (answer.status == 409 && answer.text.contains("Registration is closed")),
            "{} {}",
            answer.status,
            answer.text
        );
    }
    let view = show(&maples[0], &maple, &id).await;
    assert_eq!(view["status"], "in_progress", "{view}");
    let roster = view["rosters"]["inviting"].as_array().unwrap();
    assert_eq!(roster.len(), joined, "{view}");
    // Everyone on the roster was seated by the start (the rating it read
    // is kept), on a board or as a reserve: three boards, the smaller
    // roster's size.
    assert!(roster.iter().all(|p| p["rating"].is_i64()), "{view}");
    let seated = roster.iter().filter(|p| p["board"].is_i64()).count();
    assert_eq!(seated, joined.min(3), "{view}");
    assert_eq!(view["games"].as_array().unwrap().len(), 2 * joined.min(3));
}

async fn a_live_match_of_four_boards_is_played_through_the_board_api(app: &TestApp) {
    let (lime, limes) = numbered_club(app, "Lime", 5).await;
    let (teak, teaks) = numbered_club(app, "Teak", 4).await;
    let id = invite(
        app,
        &limes[0],
        &lime,
        &teak,
        &[("kind", "live"), ("timeControl", "fast 10m/2m+5s tb0")],
    )
    .await;
    ok(
        &teaks[0],
        &format!("/api/clubs/{teak}/matches/{id}/accept"),
        &[],
    )
    .await;
    // Unrated alike: the boards follow the order the members joined.
    for member in &limes {
        ok(member, &format!("/api/clubs/{lime}/matches/{id}/join"), &[]).await;
    }
    for member in &teaks {
        ok(member, &format!("/api/clubs/{teak}/matches/{id}/join"), &[]).await;
    }
    app.clock.advance(2 * HOUR);
    app.run_jobs_once().await;
    let view = show(&limes[0], &lime, &id).await;
    assert_eq!(view["status"], "in_progress", "{view}");
    assert_eq!(view["boards"], 4);
    let games = view["games"].as_array().unwrap().clone();
    assert_eq!(games.len(), 4, "one game a board");
    let by_name: HashMap<String, &Member> = limes
        .iter()
        .chain(&teaks)
        .map(|m| (m.name.clone(), m))
        .collect();
    for (n, game) in games.iter().enumerate() {
        let board = n + 1;
        assert_eq!(game["board"], board);
        // The inviting club White on odd boards.
        let (white, black) = if board % 2 == 1 {
            (format!("Lime{board}"), format!("Teak{board}"))
        } else {
            (format!("Teak{board}"), format!("Lime{board}"))
        };
        assert_eq!(game["white"], white.as_str(), "{game}");
        assert_eq!(game["black"], black.as_str(), "{game}");
        let (white, black) = (by_name[&white], by_name[&black]);
        let id = game["id"].as_str().unwrap();
        // Boards 1 to 3 end in Fool's mate (Black wins), board 4 in the
        // Scholar's mate (White wins).
        let moves: &[&str] = if board < 4 {
            &["f2f3", "e7e5", "g2g4", "d8h4"]
        } else {
            &["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"]
        };
        for (ply, uci) in moves.iter().enumerate() {
            let mover = if ply % 2 == 0 { white } else { black };
            mover.play(id, uci).await;
        }
    }
    app.run_jobs_once().await;
    let view = show(&teaks[0], &teak, &id).await;
    assert_eq!(view["status"], "finished", "{view}");
    // Board 1 and 3 to the invited club (Black), board 2 to the inviting
    // club (Black), board 4 to the invited club (White).
    assert_eq!(view["score"]["inviting"], 1);
    assert_eq!(view["score"]["invited"], 3);
    assert_eq!(view["winner"], "invited");
    // A reserve on the inviting side: five joined, four boards.
    let reserves: Vec<&Value> = view["rosters"]["inviting"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["board"].is_null())
        .collect();
    assert_eq!(reserves.len(), 1);
    assert_eq!(reserves[0]["username"], "Lime5");
}

async fn two_app_servers_start_and_end_a_match_once(app: &TestApp) {
    let (gold, golds) = club_called(app, "Gold", &["Gold1".into(), "Gold2".into()]).await;
    let (iron, irons) = club_called(app, "Iron", &["Iron1".into(), "Iron2".into()]).await;
    let id = invite(app, &golds[0], &gold, &iron, &[]).await;
    ok(
        &irons[0],
        &format!("/api/clubs/{iron}/matches/{id}/accept"),
        &[],
    )
    .await;
    for (club, member) in [
        (&gold, &golds[0]),
        (&gold, &golds[1]),
        (&iron, &irons[0]),
        (&iron, &irons[1]),
    ] {
        ok(member, &format!("/api/clubs/{club}/matches/{id}/join"), &[]).await;
    }
    // A second app server on the same database, with its own jobs, racing
    // this server's.
    let (other, _mail) = app.second_server().await;
    // The server's own periodic round waits meanwhile: the two calls are
    // the only ones that may start the match.
    let round = app.state().clock_jobs_round.lock().await;
    app.clock.advance(2 * HOUR);
    let (a, b) = tokio::join!(
        redqueen::jobs::direct_club_matches(app.state()),
        redqueen::jobs::direct_club_matches(&other)
    );
    assert_eq!(a.unwrap() + b.unwrap(), 1, "started once");
    drop(round);
    let view = show(&golds[0], &gold, &id).await;
    assert_eq!(view["status"], "in_progress");
    let games = view["games"].as_array().unwrap().clone();
    assert_eq!(games.len(), 4, "two boards, two games each, once");
    let everyone: Vec<&Member> = golds.iter().chain(&irons).collect();
    // Before the last game ends, as above: only the two calls may end it.
    let round = app.state().clock_jobs_round.lock().await;
    for game in &games {
        let black = everyone
            .iter()
            .find(|m| m.name == game["black"].as_str().unwrap())
            .unwrap();
        let id = game["id"].as_str().unwrap();
        let resigned = black
            .post(&format!("/api/board/game/{id}/resign"), &[])
            .await;
        assert_eq!(resigned.status, 200, "{}", resigned.text);
    }
    let (a, b) = tokio::join!(
        redqueen::jobs::direct_club_matches(app.state()),
        redqueen::jobs::direct_club_matches(&other)
    );
    assert_eq!(a.unwrap() + b.unwrap(), 1, "ended once");
    drop(round);
    let view = show(&irons[0], &iron, &id).await;
    assert_eq!(view["status"], "finished");
    assert_eq!(
        view["winner"], "draw",
        "each club won its White games: {view}"
    );
    app.run_jobs_once().await;
    for name in ["gold1", "iron2"] {
        let told = app
            .emails_to(&format!("{name}@example.org"), "club_match_started", 1)
            .await;
        assert_eq!(told.len(), 1, "{name} was told once");
    }
}

/// The ladder of `club` by rank: `(username, rating)`.
async fn ladder(member: &Member, club: &str) -> Vec<(String, i64)> {
    let shown = member.get(&format!("/api/clubs/{club}/ladder")).await.json;
    shown["ladder"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["username"].as_str().unwrap().to_owned(),
                l["rating"].as_i64().unwrap(),
            )
        })
        .collect()
}

async fn an_over_the_board_match_of_six_boards_is_reported_and_confirmed(app: &TestApp) {
    let (oak, oaks) = numbered_club(app, "Oak", 7).await;
    let (elm, elms) = numbered_club(app, "Elm", 6).await;
    let starts = (app.clock.now_ms() + 2 * HOUR).to_string();
    let invitation = |control: &'static str| {
        vec![
            ("club", elm.as_str()),
            ("kind", "over_the_board"),
            ("timeControl", control),
            ("startsAt", starts.as_str()),
        ]
    };
    // An online clock, or rating limits, are no over-the-board match's.
    let path = format!("/api/clubs/{oak}/matches");
    refused(&oaks[0], &path, &invitation("3d/move"), 409, "G/30").await;
    let mut limited = invitation("G/30");
    limited.push(("ratingMin", "1000"));
    refused(&oaks[0], &path, &limited, 409, "no rating limits").await;
    let id = invite(
        app,
        &oaks[0],
        &oak,
        &elm,
        &[
            ("kind", "over_the_board"),
            ("timeControl", "G/30"),
            ("minBoards", "6"),
            ("maxBoards", "6"),
        ],
    )
    .await;
    ok(
        &elms[0],
        &format!("/api/clubs/{elm}/matches/{id}/accept"),
        &[],
    )
    .await;
    // The members are told how the boards will be filled.
    let open = app.email_to("oak2@example.org", "club_match_open").await;
    assert!(open.text.contains("ladder order"), "{}", open.text);
    let before = (ladder(&oaks[0], &oak).await, ladder(&elms[0], &elm).await);
    // They join in the reverse of their ladder order: the boards follow
    // each club's ladder, not the joining order.
    for member in oaks.iter().rev() {
        ok(member, &format!("/api/clubs/{oak}/matches/{id}/join"), &[]).await;
    }
    for member in elms.iter().rev() {
        ok(member, &format!("/api/clubs/{elm}/matches/{id}/join"), &[]).await;
    }
    app.clock.advance(2 * HOUR);
    app.run_jobs_once().await;
    let view = show(&oaks[0], &oak, &id).await;
    assert_eq!(view["status"], "in_progress", "{view}");
    assert_eq!(
        view["rated"], false,
        "an over-the-board match is never rated"
    );
    assert_eq!(
        view["games"].as_array().unwrap().len(),
        0,
        "no game is played here"
    );
    assert_eq!(view["boards"], 6);
    let boards = view["boardResults"].as_array().unwrap().clone();
    assert_eq!(boards.len(), 6);
    for (n, board) in boards.iter().enumerate() {
        let number = n + 1;
        let (oak_player, elm_player) = (&before.0[n].0, &before.1[n].0);
        let (white, black) = if number % 2 == 1 {
            (oak_player, elm_player)
        } else {
            (elm_player, oak_player)
        };
        assert_eq!(board["board"], number);
        assert_eq!(board["white"], white.as_str(), "{board}");
        assert_eq!(board["black"], black.as_str(), "{board}");
        assert!(board["result"].is_null());
        // Each player is told their board, colour and opponent.
        let told = app
            .email_to(
                &format!("{}@example.org", white.to_lowercase()),
                "club_match_started",
            )
            .await;
        assert!(
            told.text
                .contains(&format!("Board {number}, with White against {black}.")),
            "{}",
            told.text
        );
    }
    let reserve = &before.0[6].0;
    let reserves: Vec<&Value> = view["rosters"]["inviting"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["board"].is_null())
        .collect();
    assert_eq!(reserves.len(), 1);
    assert_eq!(reserves[0]["username"], reserve.as_str());

    let member = |name: &str| by_name_of(&oaks, &elms, name);
    let player = |board: usize, white: bool| {
        let b = &boards[board - 1];
        member(b[if white { "white" } else { "black" }].as_str().unwrap())
    };
    let act = |board: usize, action: &str| {
        format!("/api/clubs/{oak}/matches/{id}/boards/{board}/{action}")
    };
    // Board 1: White (Oak) reports a win; Oak cannot confirm it, nor a
    // reserve report; Black (Elm) confirms.
    refused(player(1, true), &act(1, "confirm"), &[], 409, "No result").await;
    // The match's open page hears of each result.
    let mut page = elms[3]
        .open_stream(&format!("/clubs/{elm}/matches/{id}/stream"))
        .await;
    let mut buffer = Vec::new();
    ok(player(1, true), &act(1, "report"), &[("result", "1-0")]).await;
    let heard = next_line(&mut page, &mut buffer).await.unwrap();
    assert_eq!(heard.trim(), format!(r#"{{"match":"{id}"}}"#));
    let to_confirm = app
        .email_to(
            &format!("{}@example.org", player(1, false).name.to_lowercase()),
            "club_match_result",
        )
        .await;
    assert!(to_confirm.text.contains("1-0"), "{}", to_confirm.text);
    refused(player(1, true), &act(1, "confirm"), &[], 409, "other club").await;
    refused(&oaks[0], &act(1, "confirm"), &[], 409, "other club").await;
    refused(
        member(reserve),
        &act(1, "report"),
        &[("result", "0-1")],
        403,
        "players",
    )
    .await;
    refused(
        player(1, false),
        &act(1, "report"),
        &[("result", "2-0")],
        400,
        "1-0",
    )
    .await;
    refused(player(1, false), &act(7, "confirm"), &[], 404, "board").await;
    let shown = ok(player(1, false), &act(1, "confirm"), &[]).await;
    assert_eq!(shown["boardResults"][0]["status"], "confirmed");
    assert_eq!(shown["score"]["inviting"], 1);
    refused(player(1, false), &act(1, "dispute"), &[], 409, "confirmed").await;
    // Board 2: Elm's director reports for Elm's White; Oak's Black
    // confirms.
    ok(&elms[0], &act(2, "report"), &[("result", "0-1")]).await;
    ok(player(2, false), &act(2, "confirm"), &[]).await;
    // Board 3: a dispute, the report corrected, then confirmed.
    ok(player(3, true), &act(3, "report"), &[("result", "1-0")]).await;
    ok(player(3, false), &act(3, "dispute"), &[]).await;
    app.run_jobs_once().await;
    let disputed = app
        .email_to(
            &format!("{}@example.org", player(3, true).name.to_lowercase()),
            "club_match_result",
        )
        .await;
    assert!(
        disputed.subject.contains("disputed"),
        "{}",
        disputed.subject
    );
    refused(
        player(3, false),
        &act(3, "dispute"),
        &[],
        409,
        "disputed already",
    )
    .await;
    ok(player(3, true), &act(3, "report"), &[("result", "1/2-1/2")]).await;
    ok(player(3, false), &act(3, "confirm"), &[]).await;
    // Board 4: both sides report the same result, which confirms it.
    ok(player(4, false), &act(4, "report"), &[("result", "1-0")]).await;
    ok(player(4, true), &act(4, "report"), &[("result", "1-0")]).await;
    // Board 5: Oak's director reports a win for Oak's White, Elm's Black
    // answers with its own result, which Oak's White then confirms.
    ok(&oaks[0], &act(5, "report"), &[("result", "1-0")]).await;
    ok(player(5, false), &act(5, "report"), &[("result", "0-1")]).await;
    ok(player(5, true), &act(5, "confirm"), &[]).await;
    let view = show(&elms[0], &elm, &id).await;
    assert_eq!(view["status"], "in_progress", "board 6 is still to report");
    assert_eq!(view["score"]["playing"], 1);
    // Board 6: Oak's Black leaves the club before any report: Elm's White
    // wins it by forfeit, and the match ends.
    let leaver = player(6, false).name.clone();
    assert!(leaver.starts_with("Oak"), "{leaver}");
    ok(
        &oaks[0],
        &format!("/api/clubs/{oak}/members/{leaver}/remove"),
        &[],
    )
    .await;
    app.run_jobs_once().await;
    let view = show(&elms[0], &elm, &id).await;
    assert_eq!(view["status"], "finished", "{view}");

    // The score, counted independently from the boards' results.
    let results: Vec<&str> = view["boardResults"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            assert_eq!(b["status"], "confirmed", "{b}");
            b["result"].as_str().unwrap()
        })
        .collect();
    assert_eq!(results, ["1-0", "0-1", "1/2-1/2", "1-0", "0-1", "1-0"]);
    let mut halves = [0_u32; 2];
    for (n, result) in results.iter().enumerate() {
        let oak_white = n % 2 == 0;
        let (white, black) = match *result {
            "1-0" => (2, 0),
            "0-1" => (0, 2),
            _ => (1, 1),
        };
        let (oak_half, elm_half) = if oak_white {
            (white, black)
        } else {
            (black, white)
        };
        halves[0] += oak_half;
        halves[1] += elm_half;
    }
    assert_eq!(halves, [5, 7]);
    assert_eq!(view["score"]["inviting"], 2.5);
    assert_eq!(view["score"]["invited"], 3.5);
    assert_eq!(view["winner"], "invited");
    // Each club's record, and no rating or ladder moved (docs/clubs.md).
    let listed = oaks[0].get(&format!("/api/clubs/{oak}/matches")).await.json;
    assert_eq!(listed["record"][0]["lost"], 1, "{listed}");
    assert_eq!(listed["record"][0]["pointsFor"], 2.5);
    let after = (ladder(&oaks[0], &oak).await, ladder(&elms[0], &elm).await);
    let without_leaver: Vec<(String, i64)> = before
        .0
        .iter()
        .filter(|(name, _)| *name != leaver)
        .cloned()
        .collect();
    assert_eq!(after.0, without_leaver);
    assert_eq!(after.1, before.1);
    // The printable board list.
    let sheet = oaks[0]
        .get(&format!("/clubs/{oak}/matches/{id}/boards"))
        .await;
    assert_eq!(sheet.status, 200);
    for board in &boards {
        assert!(sheet.text.contains(board["white"].as_str().unwrap()));
    }
    assert!(sheet.text.contains("G/30"));
}
