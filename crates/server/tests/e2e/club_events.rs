//! Club events end to end through the API (clubs-and-ladder.md "Events",
//! "Club ratings", "Awards"), on SQLite and PostgreSQL: an SLQ of 13 over
//! 6 rounds re-rated after each round (checked against the spec's G/30
//! table, computed here by hand from the pairings the server made) that
//! builds the initial ladder, its TRF read back; a Quad meeting of 8 in
//! two groups whose games move the ladder at once and are rated at the
//! end; an Octo over three meetings; an open event whose games against a
//! non-member change nothing; the season's awards with ties; and every
//! bad request refused without changing anything.

use std::collections::HashMap;

use redqueen::clock::Clock;
use redqueen_domain::club::{ClubControl, ClubEvent, ClubGame, ClubHistory, GameResult, Season};
use redqueen_domain::tournament::trf::Trf;
use redqueen_domain::vacation::Day;
use redqueen_store::testing::TestBackend;
use serde_json::Value;

use crate::clubs::{club, ok, refused};
use crate::support::TestApp;
use crate::support::api::Member;

each_backend!(
    an_slq_of_thirteen_rates_each_round_and_builds_the_ladder,
    a_quad_meeting_of_eight_moves_the_ladder_and_rates_at_the_end,
    an_octo_plays_one_round_a_meeting_over_three_meetings,
    an_open_event_with_a_non_member_changes_nothing_for_them,
    an_event_on_the_server_plays_its_boards_with_gn_clocks,
    a_quads_boards_go_by_seed_and_its_trf_has_a_round_once_paired,
);

const DAY: i64 = 86_400_000;

/// The spec's tables as printed (clubs-and-ladder.md "Club ratings"), by
/// row of the difference: high wins, low wins, draw.
const G30: [(i32, i32, i32); 6] = [
    (100, 100, 0),
    (80, 120, 20),
    (60, 140, 40),
    (40, 160, 60),
    (20, 180, 80),
    (0, 200, 100),
];
const G10: [(i32, i32, i32); 6] = [
    (50, 50, 0),
    (40, 60, 10),
    (30, 70, 20),
    (20, 80, 30),
    (10, 90, 40),
    (0, 100, 50),
];

/// White's change (Black's is the opposite) from the table, by hand.
fn white_change(table: &[(i32, i32, i32); 6], white: i32, black: i32, result: &str) -> i32 {
    let diff = (white - black).abs();
    let row = match diff {
        0 => 0,
        1..=50 => 1,
        51..=100 => 2,
        101..=150 => 3,
        151..=200 => 4,
        _ => 5,
    };
    let (high_wins, low_wins, draw) = table[row];
    let white_high = white > black;
    match result {
        "1-0" if white_high || diff == 0 => high_wins,
        "1-0" => low_wins,
        "0-1" if !white_high || diff == 0 => -high_wins,
        "0-1" => -low_wins,
        _ if diff == 0 => 0,
        _ if white_high => -draw,
        _ => draw,
    }
}

/// A small fixed generator of results.
struct Draws(u64);

impl Draws {
    fn result(&mut self) -> &'static str {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ["1-0", "0-1", "1/2-1/2", "1-0"][usize::try_from((self.0 >> 33) % 4).unwrap()]
    }
}

async fn event(member: &Member, club: &str, id: i64) -> Value {
    let answer = member.get(&format!("/api/clubs/{club}/events/{id}")).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.json
}

async fn ladder(member: &Member, club: &str) -> Vec<String> {
    let answer = member.get(&format!("/api/clubs/{club}/ladder")).await;
    answer.json["ladder"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["username"].as_str().unwrap().to_owned())
        .collect()
}

async fn ratings(member: &Member, club: &str) -> HashMap<String, i32> {
    let answer = member.get(&format!("/api/clubs/{club}/ladder")).await;
    answer.json["ladder"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["username"].as_str().unwrap().to_owned(),
                i32::try_from(l["rating"].as_i64().unwrap()).unwrap(),
            )
        })
        .collect()
}

/// The games of round `round` still to play: (board id, White, Black).
pub(crate) fn games_of(event: &Value, round: usize) -> Vec<(i64, String, String)> {
    event["pairings"][round - 1]["boards"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["kind"] == "game")
        .map(|b| {
            (
                b["id"].as_i64().unwrap(),
                b["white"].as_str().unwrap().to_owned(),
                b["black"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

pub(crate) fn names(prefix: &str, count: usize) -> Vec<String> {
    (1..=count).map(|n| format!("{prefix}{n:02}")).collect()
}

async fn create(director: &Member, club: &str, form: &[(&str, &str)]) -> i64 {
    ok(director, &format!("/api/clubs/{club}/events"), form).await["id"]
        .as_i64()
        .unwrap()
}

async fn an_slq_of_thirteen_rates_each_round_and_builds_the_ladder(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    // 15 members; the last two do not play the SLQ.
    let (club, members) = club(&app, &names("Slq", 15)).await;
    let by_name: HashMap<&str, &Member> = members.iter().map(|m| (m.name.as_str(), m)).collect();
    let director = &members[0];
    let before = ladder(director, &club).await;
    let announcement = "Saturday 5 September, Room 12. Registration 9:00-9:30, rounds at 9:45, \
                        11:00, 12:15, 14:00, 15:15, 16:30. Entry free. Prizes: the ladder! \
                        Contact: the director. Everyone starts at 1200, re-rated after each round.";
    let slq = create(
        director,
        &club,
        &[
            ("name", "Swiss Ladder Qualifier"),
            ("format", "slq-6"),
            ("announcement", announcement),
        ],
    )
    .await;
    let base = format!("/api/clubs/{club}/events/{slq}");
    // The SLQ cannot be open.
    refused(
        director,
        &format!("/api/clubs/{club}/events"),
        &[("name", "Open SLQ"), ("format", "slq-6"), ("open", "true")],
        409,
        "cannot be open",
    )
    .await;
    for member in &members[..13] {
        ok(member, &format!("{base}/enter"), &[]).await;
    }
    refused(
        &members[3],
        &format!("{base}/enter"),
        &[],
        409,
        "already entered",
    )
    .await;
    let shown = event(director, &club, slq).await;
    assert_eq!(shown["announcement"], announcement);
    // Decisions of turn 3: the SLQ's clock is G/5 unless the director
    // chooses; its games are rated with the G/30 & SLQ table (below).
    assert_eq!(shown["timeControl"], "G/5");
    assert_eq!(shown["entries"].as_array().unwrap().len(), 13);

    let mut draws = Draws(11);
    let mut rating: HashMap<String, i32> =
        names("Slq", 13).into_iter().map(|n| (n, 1200)).collect();
    let withdrawn = "Slq07";
    for round in 1..=6_usize {
        if round == 4 {
            ok(
                director,
                &format!("{base}/withdraw"),
                &[("username", withdrawn)],
            )
            .await;
            refused(
                director,
                &format!("{base}/enter"),
                &[("username", withdrawn)],
                409,
                "withdrew",
            )
            .await;
        }
        ok(director, &format!("{base}/rounds"), &[]).await;
        let shown = event(director, &club, slq).await;
        let games = games_of(&shown, round);
        let boards = shown["pairings"][round - 1]["boards"].as_array().unwrap();
        let active = if round >= 4 { 12 } else { 13 };
        // Everyone active is on one board: a game, or the bye.
        let seated: usize = boards
            .iter()
            .map(|b| if b["black"].is_null() { 1 } else { 2 })
            .sum();
        assert_eq!(seated, active, "round {round}");
        assert!(
            !boards
                .iter()
                .any(|b| b["white"] == withdrawn || b["black"] == withdrawn)
                || round < 4,
            "a withdrawn player is not paired again"
        );
        // Round 2's pairing cannot start before round 1's results are in.
        if round == 1 {
            refused(
                director,
                &format!("{base}/rounds"),
                &[],
                409,
                "are not in yet",
            )
            .await;
        }
        let start = rating.clone();
        for (n, (board, white, black)) in games.iter().enumerate() {
            let result = draws.result();
            let path = format!("{base}/boards/{board}");
            if round == 1
                && n == games
                    .iter()
                    .position(|(_, w, b)| *w != director.name && *b != director.name)
                    .unwrap()
            {
                // Neither a player nor a director: refused.
                let outsider = by_name[members[14].name.as_str()];
                refused(
                    outsider,
                    &format!("{path}/report"),
                    &[("result", result)],
                    403,
                    "Only the two players",
                )
                .await;
                // Black does not report.
                refused(
                    by_name[black.as_str()],
                    &format!("{path}/report"),
                    &[("result", result)],
                    403,
                    "Only White",
                )
                .await;
            }
            ok(
                by_name[white.as_str()],
                &format!("{path}/report"),
                &[("result", result)],
            )
            .await;
            if n % 2 == 0 && *white != director.name {
                // (A director's own report stands confirmed.)
                ok(by_name[black.as_str()], &format!("{path}/confirm"), &[]).await;
            }
            if n + 1 < games.len() {
                // Nothing is rated before the round's last result.
                assert_eq!(
                    ratings(director, &club).await[white.as_str()],
                    start[white.as_str()]
                );
            }
            let change = white_change(&G30, start[white.as_str()], start[black.as_str()], result);
            *rating.get_mut(white.as_str()).unwrap() += change;
            *rating.get_mut(black.as_str()).unwrap() -= change;
        }
        // After the round, everyone re-rated from the round's start.
        let shown = event(director, &club, slq).await;
        let after = &shown["ratingsAfterRound"][round - 1];
        assert_eq!(after["round"], round);
        let table: HashMap<String, i32> = after["ratings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["username"].as_str().unwrap().to_owned(),
                    i32::try_from(r["rating"].as_i64().unwrap()).unwrap(),
                )
            })
            .collect();
        assert_eq!(table, rating, "round {round}");
        if round == 1 {
            // Round 1 by hand: from 1200 a win is +100, a loss −100, a draw 0.
            assert!(
                table.values().all(|r| [1100, 1200, 1300].contains(r)),
                "{table:?}"
            );
        }
        // The SLQ's games move no rank.
        if round < 6 {
            assert_eq!(ladder(director, &club).await, before);
        }
    }
    let shown = event(director, &club, slq).await;
    assert_eq!(shown["status"], "finished");
    refused(director, &format!("{base}/rounds"), &[], 409, "finished").await;
    // The initial ladder: by club rating, ties by the SLQ's standings;
    // the two members who did not play follow in the order they joined.
    let standings: Vec<String> = shown["standings"][0]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["username"].as_str().unwrap().to_owned())
        .collect();
    let mut expected = standings.clone();
    expected.sort_by_key(|p| std::cmp::Reverse(rating[p]));
    expected.extend(["Slq14".to_owned(), "Slq15".to_owned()]);
    assert_eq!(ladder(director, &club).await, expected);
    let final_ratings = ratings(director, &club).await;
    for (player, value) in &rating {
        assert_eq!(final_ratings[player], *value, "{player}");
    }

    // The TRF read back by the project's own reader: the same pairings
    // and scores as the API shows.
    let trf = director.get(&format!("{base}/export/trf")).await;
    assert_eq!(trf.status, 200);
    let read: Trf = trf.text.parse().unwrap();
    assert_eq!(read.name, "Swiss Ladder Qualifier");
    assert_eq!(read.rounds, 6);
    let number: HashMap<&str, u32> = read
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.number))
        .collect();
    for round in 1..=6 {
        let mut pairs: Vec<(u32, u32)> = games_of(&shown, round)
            .iter()
            .map(|(_, w, b)| (number[w.as_str()], number[b.as_str()]))
            .collect();
        pairs.sort_unstable();
        assert_eq!(read.pairings()[round - 1], pairs, "round {round}");
    }
    for line in shown["standings"][0]["players"].as_array().unwrap() {
        let player = read
            .players
            .iter()
            .find(|p| p.name == line["username"].as_str().unwrap())
            .unwrap();
        let points: f64 = line["points"].as_str().unwrap().parse().unwrap();
        assert_eq!(f64::from(player.points_halves) / 2.0, points);
        assert_eq!(i64::from(player.rank), line["rank"].as_i64().unwrap());
    }
    let csv = director.get(&format!("{base}/export/csv")).await;
    assert!(
        csv.text.starts_with("section,rank,player,points"),
        "{}",
        csv.text
    );
    assert_eq!(csv.text.lines().count(), 14);

    // A second SLQ this season asks the director to confirm re-seeding.
    refused(
        director,
        &format!("/api/clubs/{club}/events"),
        &[("name", "Second SLQ"), ("format", "slq-6")],
        409,
        "confirm that the SLQ seeds it again",
    )
    .await;
    create(
        director,
        &club,
        &[
            ("name", "Second SLQ"),
            ("format", "slq-6"),
            ("reseed", "true"),
        ],
    )
    .await;
    app.stop().await;
}

/// Plays every round of `event` to the end: White reports each game with
/// `results` in turn; returns the games as (White, Black, result), in the
/// order they were reported.
async fn play_out(
    director: &Member,
    by_name: &HashMap<&str, &Member>,
    club: &str,
    id: i64,
    rounds: usize,
    draws: &mut Draws,
    between: impl Fn(usize),
) -> Vec<(String, String, &'static str, usize)> {
    let base = format!("/api/clubs/{club}/events/{id}");
    let mut played = Vec::new();
    for round in 1..=rounds {
        between(round);
        ok(director, &format!("{base}/rounds"), &[]).await;
        let shown = event(director, club, id).await;
        for (board, white, black) in games_of(&shown, round) {
            let result = draws.result();
            let reporter = by_name.get(white.as_str()).copied().unwrap_or(director);
            ok(
                reporter,
                &format!("{base}/boards/{board}/report"),
                &[("result", result)],
            )
            .await;
            played.push((white, black, result, round));
        }
    }
    played
}

async fn a_quad_meeting_of_eight_moves_the_ladder_and_rates_at_the_end(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let players = names("Quad", 8);
    let (club, members) = club(&app, &players).await;
    let by_name: HashMap<&str, &Member> = members.iter().map(|m| (m.name.as_str(), m)).collect();
    let director = &members[0];
    let quad = create(
        director,
        &club,
        &[("name", "December Quads"), ("format", "quad")],
    )
    .await;
    for member in &members {
        ok(
            member,
            &format!("/api/clubs/{club}/events/{quad}/enter"),
            &[],
        )
        .await;
    }
    let joined = Day::containing(app.clock.now_ms());
    let start = ratings(director, &club).await;
    let games = play_out(director, &by_name, &club, quad, 3, &mut Draws(5), |_| {}).await;
    let shown = event(director, &club, quad).await;
    assert_eq!(shown["timeControl"], "G/10");
    assert_eq!(shown["status"], "finished");
    // Two groups of four; everyone met the three others of their group.
    let sections = shown["standings"].as_array().unwrap();
    assert_eq!(sections.len(), 2);
    for section in sections {
        let group: Vec<&str> = section["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["username"].as_str().unwrap())
            .collect();
        assert_eq!(group.len(), 4);
        for player in &group {
            let met: Vec<&String> = games
                .iter()
                .filter_map(|(w, b, _, _)| {
                    if w == player {
                        Some(b)
                    } else if b == player {
                        Some(w)
                    } else {
                        None
                    }
                })
                .collect();
            assert_eq!(met.len(), 3, "{player}");
            assert!(met.iter().all(|o| group.contains(&o.as_str())));
        }
    }
    // Rated at the end: every game from the ratings at the start (G/10).
    let mut expected = start.clone();
    for (white, black, result, _) in &games {
        let change = white_change(&G10, start[white], start[black], result);
        *expected.get_mut(white).unwrap() += change;
        *expected.get_mut(black).unwrap() -= change;
    }
    assert_eq!(ratings(director, &club).await, expected);
    // The ladder moved game by game, as recorded: the domain's replay.
    let mut events: Vec<ClubEvent<String>> = players
        .iter()
        .map(|p| ClubEvent::Joined {
            player: p.clone(),
            on: joined,
        })
        .collect();
    events.extend(games.iter().map(|(white, black, result, _)| {
        ClubEvent::Game(ClubGame {
            white: white.clone(),
            black: black.clone(),
            outcome: result.parse::<GameResult>().unwrap().outcome(),
            played_on: joined,
            control: ClubControl::G10,
            ladder: true,
            rated_in: None,
        })
    }));
    let replayed = ClubHistory::replay(Season::default(), &events);
    assert_eq!(ladder(director, &club).await, replayed.ladder().players());

    // The season's awards: everyone played three ladder games, a tie of
    // eight shown as one.
    let awards = director
        .get(&format!("/api/clubs/{club}/awards"))
        .await
        .json;
    assert_eq!(awards["mostGames"]["games"], 3);
    assert_eq!(awards["mostGames"]["players"].as_array().unwrap().len(), 8);
    assert_eq!(awards["trophies"].as_array().unwrap().len(), 3);
    let top = expected.values().max().unwrap();
    let mut best: Vec<&String> = expected
        .iter()
        .filter(|(_, r)| *r == top)
        .map(|(p, _)| p)
        .collect();
    best.sort();
    let mut shown_best: Vec<String> = awards["highestRated"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_owned())
        .collect();
    shown_best.sort();
    assert_eq!(shown_best.iter().collect::<Vec<_>>(), best);

    // The director closes the season: the next one counts from zero, the
    // ladder and ratings carry over, the closed season's report stays.
    let season = awards["season"].as_i64().unwrap();
    let ladder_before = ladder(director, &club).await;
    let closed = ok(director, &format!("/api/clubs/{club}/season/close"), &[]).await;
    assert_eq!(closed["season"], season + 1);
    let now = director
        .get(&format!("/api/clubs/{club}/awards"))
        .await
        .json;
    assert_eq!(now["season"], season + 1);
    // Nobody played yet: the award is not given.
    assert!(now["mostGames"].is_null(), "{now}");
    assert_eq!(ladder(director, &club).await, ladder_before);
    assert_eq!(ratings(director, &club).await, expected);
    let then = director
        .get(&format!("/api/clubs/{club}/awards?season={season}"))
        .await
        .json;
    assert_eq!(then["season"], season);
    assert_eq!(then["mostGames"], awards["mostGames"]);
    assert_eq!(then["trophies"], awards["trophies"]);
    // Nothing played yet in the new season: nothing to close.
    refused(
        director,
        &format!("/api/clubs/{club}/season/close"),
        &[],
        409,
        "nothing to close",
    )
    .await;
    refused(
        &members[1],
        &format!("/api/clubs/{club}/season/close"),
        &[],
        403,
        "directors",
    )
    .await;
    app.stop().await;
}

/// Issue 49: a round robin's seats are drawn by lot, yet each group's
/// board 1 is the top seed's game every round (it was the table's first
/// pairing, wherever the lot had seated the top seed); and the TRF has a
/// round's pairings as soon as it is paired, before any result (it read
/// `0000 - Z`, not paired, for everyone).
async fn a_quads_boards_go_by_seed_and_its_trf_has_a_round_once_paired(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let players = names("Seed", 8);
    let (club, members) = club(&app, &players).await;
    let director = &members[0];
    let quad = create(
        director,
        &club,
        &[("name", "Seeded Quads"), ("format", "quad")],
    )
    .await;
    let base = format!("/api/clubs/{club}/events/{quad}");
    // Everyone at the club's starting rating: the field goes by entry
    // order, so each group's first entrant is its top seed.
    for member in &members {
        ok(member, &format!("{base}/enter"), &[]).await;
        app.clock.advance(1_000);
    }
    let top_seeds = [(1, "Seed01"), (2, "Seed05")];
    for round in 1..=3 {
        ok(director, &format!("{base}/rounds"), &[]).await;
        let shown = event(director, &club, quad).await;
        let boards = shown["pairings"][round - 1]["boards"].as_array().unwrap();
        for (section, top) in top_seeds {
            let first = boards
                .iter()
                .find(|b| b["section"] == section && b["board"] == 1)
                .unwrap();
            assert!(
                first["white"] == top || first["black"] == top,
                "round {round}, group {section}: {first}"
            );
        }
        // The TRF, before any result of the round: its games as paired,
        // nobody "not paired".
        let read: Trf = director
            .get(&format!("{base}/export/trf"))
            .await
            .text
            .parse()
            .unwrap();
        assert_eq!(read.rounds as usize, round);
        let number: HashMap<&str, u32> = read
            .players
            .iter()
            .map(|p| (p.name.as_str(), p.number))
            .collect();
        let mut pairs: Vec<(u32, u32)> = games_of(&shown, round)
            .iter()
            .map(|(_, w, b)| (number[w.as_str()], number[b.as_str()]))
            .collect();
        pairs.sort_unstable();
        assert_eq!(pairs.len(), 4);
        assert_eq!(read.pairings()[round - 1], pairs, "round {round}");
        for (board, white, _) in games_of(&shown, round) {
            let reporter = members.iter().find(|m| m.name == white).unwrap();
            ok(
                reporter,
                &format!("{base}/boards/{board}/report"),
                &[("result", "1-0")],
            )
            .await;
        }
    }
    app.stop().await;
}

async fn an_octo_plays_one_round_a_meeting_over_three_meetings(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let players = names("Octo", 9);
    let (club, members) = club(&app, &players).await;
    let by_name: HashMap<&str, &Member> = members.iter().map(|m| (m.name.as_str(), m)).collect();
    let director = &members[0];
    let octo = create(
        director,
        &club,
        &[("name", "Winter Octo"), ("format", "octo")],
    )
    .await;
    for member in &members[..8] {
        ok(
            member,
            &format!("/api/clubs/{club}/events/{octo}/enter"),
            &[],
        )
        .await;
    }
    // Only a director starts a round.
    refused(
        &members[1],
        &format!("/api/clubs/{club}/events/{octo}/rounds"),
        &[],
        403,
        "directors",
    )
    .await;
    let first = Day::containing(app.clock.now_ms());
    let clock = app.clock.clone();
    let games = play_out(director, &by_name, &club, octo, 3, &mut Draws(3), |round| {
        if round > 1 {
            // The next meeting, a week later.
            clock.advance(7 * DAY);
        }
    })
    .await;
    let shown = event(director, &club, octo).await;
    assert_eq!(shown["timeControl"], "G/30");
    assert_eq!(shown["status"], "finished");
    assert_eq!(shown["standings"].as_array().unwrap().len(), 1);
    for round in 1..=3_usize {
        let boards = shown["pairings"][round - 1]["boards"].as_array().unwrap();
        assert_eq!(boards.len(), 4);
        let day = Day::containing(first.start_ms() + (i64::try_from(round).unwrap() - 1) * 7 * DAY);
        assert!(
            boards.iter().all(|b| b["playedOn"] == day.to_string()),
            "round {round}"
        );
    }
    // No one met anyone twice in the Swiss.
    let mut met: Vec<(String, String)> = games
        .iter()
        .map(|(w, b, _, _)| {
            if w < b {
                (w.clone(), b.clone())
            } else {
                (b.clone(), w.clone())
            }
        })
        .collect();
    met.sort();
    met.dedup();
    assert_eq!(met.len(), 12);
    // The ninth member did not play: rating unchanged.
    assert_eq!(ratings(director, &club).await["Octo09"], 1200);
    app.stop().await;
}

async fn an_open_event_with_a_non_member_changes_nothing_for_them(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let players = names("Open", 3);
    let (club, members) = club(&app, &players).await;
    let guest = app.member("Guest01").await;
    let director = &members[0];
    // A members-only event refuses the guest.
    let closed = create(
        director,
        &club,
        &[("name", "Members Swiss"), ("format", "swiss-3")],
    )
    .await;
    refused(
        &guest,
        &format!("/api/clubs/{club}/events/{closed}/enter"),
        &[],
        403,
        "club members only",
    )
    .await;
    let championship = create(
        director,
        &club,
        &[("name", "Championship"), ("format", "championship-rr")],
    )
    .await;
    refused(
        &guest,
        &format!("/api/clubs/{club}/events/{championship}/enter"),
        &[],
        403,
        "club members only",
    )
    .await;
    // An open round robin of four: three members and the guest.
    let open = create(
        director,
        &club,
        &[("name", "Open RR"), ("format", "rr-4"), ("open", "on")],
    )
    .await;
    for member in members.iter().chain([&guest]) {
        ok(
            member,
            &format!("/api/clubs/{club}/events/{open}/enter"),
            &[],
        )
        .await;
    }
    let ladder_before = ladder(director, &club).await;
    let base = format!("/api/clubs/{club}/events/{open}");
    let mut by_name: HashMap<&str, &Member> =
        members.iter().map(|m| (m.name.as_str(), m)).collect();
    by_name.insert("Guest01", &guest);
    let mut member_games = Vec::new();
    let mut draws = Draws(9);
    for round in 1..=3_usize {
        ok(director, &format!("{base}/rounds"), &[]).await;
        let shown = event(director, &club, open).await;
        for (board, white, black) in games_of(&shown, round) {
            // The guest always wins.
            let result = if white == "Guest01" {
                "1-0"
            } else if black == "Guest01" {
                "0-1"
            } else {
                draws.result()
            };
            ok(
                by_name[white.as_str()],
                &format!("{base}/boards/{board}/report"),
                &[("result", result)],
            )
            .await;
            if white != "Guest01" && black != "Guest01" {
                member_games.push((white, black, result));
            }
        }
    }
    assert_eq!(member_games.len(), 3);
    // Only the members' games count: rated together from 1200, the
    // guest's wins change nothing, and the guest is on no ladder.
    let mut expected: HashMap<String, i32> = players.iter().map(|p| (p.clone(), 1200)).collect();
    for (white, black, result) in &member_games {
        let change = white_change(&G30, 1200, 1200, result);
        *expected.get_mut(white).unwrap() += change;
        *expected.get_mut(black).unwrap() -= change;
    }
    assert_eq!(ratings(director, &club).await, expected);
    let after = ladder(director, &club).await;
    assert!(!after.contains(&"Guest01".to_owned()));
    let games = director.get(&format!("/api/clubs/{club}/games")).await.json;
    let recorded = games["games"].as_array().unwrap();
    assert_eq!(
        recorded.len(),
        3,
        "only the members' games join the sequence"
    );
    assert!(
        recorded
            .iter()
            .all(|g| g["white"] != "Guest01" && g["black"] != "Guest01")
    );
    assert_eq!(after.len(), ladder_before.len());
    // The guest's standing shows their three wins.
    let shown = event(director, &club, open).await;
    let guest_line = shown["standings"][0]["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["username"] == "Guest01")
        .unwrap()
        .clone();
    assert_eq!(guest_line["points"], "3");
    assert_eq!(guest_line["rank"], 1);
    app.stop().await;
}

async fn an_event_on_the_server_plays_its_boards_with_gn_clocks(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let players = names("Online", 4);
    let (club, members) = club(&app, &players).await;
    let by_name: HashMap<&str, &Member> = members.iter().map(|m| (m.name.as_str(), m)).collect();
    let director = &members[0];
    let id = create(
        director,
        &club,
        &[
            ("name", "Blitz night"),
            ("format", "swiss-1"),
            ("timeControl", "G/5"),
            ("onServer", "true"),
        ],
    )
    .await;
    let base = format!("/api/clubs/{club}/events/{id}");
    for member in &members {
        ok(member, &format!("{base}/enter"), &[]).await;
    }
    ok(director, &format!("{base}/rounds"), &[]).await;
    let shown = event(director, &club, id).await;
    assert_eq!(shown["onServer"], true);
    let boards = shown["pairings"][0]["boards"].as_array().unwrap().clone();
    assert_eq!(boards.len(), 2);
    for (n, board) in boards.iter().enumerate() {
        let game = board["game"].as_str().unwrap();
        let (white, black) = (
            by_name[board["white"].as_str().unwrap()],
            by_name[board["black"].as_str().unwrap()],
        );
        // The game is the board's: the paired colours, the G/N clock.
        let full = white.game_full(game).await;
        assert_eq!(full["white"]["name"], white.name.as_str());
        assert_eq!(full["clock"]["initial"], 300_000, "{full}");
        // Nobody reports a game played on the server.
        refused(
            white,
            &format!("{base}/boards/{}/report", board["id"]),
            &[("result", "1-0")],
            409,
            "played on the server",
        )
        .await;
        if n == 0 {
            // Fool's mate: Black wins on the board.
            for (side, uci) in [
                (white, "f2f3"),
                (black, "e7e5"),
                (white, "g2g4"),
                (black, "d8h4"),
            ] {
                side.play(game, uci).await;
            }
        } else {
            ok(white, &format!("/api/board/game/{game}/resign"), &[]).await;
        }
    }
    // Both results arrive from the games; the event ends and is rated
    // with the G/5 table (from 1200: 25 each way).
    let shown = event(director, &club, id).await;
    assert_eq!(shown["status"], "finished", "{shown}");
    let rated = ratings(director, &club).await;
    for board in &boards {
        assert_eq!(
            event(director, &club, id).await["pairings"][0]["boards"]
                .as_array()
                .unwrap()
                .iter()
                .find(|b| b["id"] == board["id"])
                .unwrap()["result"],
            "0-1"
        );
        assert_eq!(rated[board["white"].as_str().unwrap()], 1175);
        assert_eq!(rated[board["black"].as_str().unwrap()], 1225);
    }
    app.stop().await;
}
