//! The decisions of turn 3 on the SLQ and the season, end to end through
//! the API on SQLite and PostgreSQL (clubs-and-ladder.md): the SLQ keeps
//! the clock its director chose and is rated with the G/30 & SLQ table;
//! its players lose the "new" mark and the provisional rating; the award
//! for the most games counts every rated club game and awards nobody
//! earned are not given; a late correction of the SLQ places the ladder
//! from the corrected standings, ties included; a season ends on its end
//! day, set per club.

use std::collections::HashMap;

use redqueen::clock::Clock;
use redqueen_domain::vacation::Day;
use redqueen_store::testing::TestBackend;
use serde_json::Value;

use crate::club_events::{games_of, names};
use crate::clubs::{club, ok, refused};
use crate::support::TestApp;
use crate::support::api::Member;

each_backend!(
    an_slq_keeps_its_clock_and_its_players_are_neither_new_nor_provisional,
    a_late_slq_correction_places_the_ladder_from_the_corrected_standings,
    a_season_ends_on_the_end_day_its_club_sets,
);

const DAY: i64 = 86_400_000;

async fn get(member: &Member, path: &str) -> Value {
    let answer = member.get(path).await;
    assert_eq!(answer.status, 200, "{path}: {}", answer.text);
    answer.json
}

/// The ladder's cards by username.
async fn cards(member: &Member, club: &str) -> HashMap<String, Value> {
    get(member, &format!("/api/clubs/{club}/ladder")).await["ladder"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["username"].as_str().unwrap().to_owned(), c.clone()))
        .collect()
}

async fn ladder(member: &Member, club: &str) -> Vec<String> {
    get(member, &format!("/api/clubs/{club}/ladder")).await["ladder"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["username"].as_str().unwrap().to_owned())
        .collect()
}

/// The result that has `winner` win a game of `white` and `black`.
fn won_by(winner: &str, white: &str) -> &'static str {
    if winner == white { "1-0" } else { "0-1" }
}

fn sorted(value: &Value) -> Vec<String> {
    let mut players: Vec<String> = value
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_owned())
        .collect();
    players.sort();
    players
}

async fn an_slq_keeps_its_clock_and_its_players_are_neither_new_nor_provisional(
    backend: TestBackend,
) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    // Five members; the fifth does not play the SLQ.
    let players = names("Clock", 5);
    let (club, members) = club(&app, &players).await;
    let director = &members[0];
    let events = format!("/api/clubs/{club}/events");
    // Before anything is played: everyone joined this season and is new,
    // at a provisional 1200; nobody earned the most games or ranks.
    for (name, card) in cards(director, &club).await {
        assert_eq!(
            (&card["new"], &card["provisional"], &card["ratedGames"]),
            (&Value::from(true), &Value::from(true), &Value::from(0)),
            "{name}: {card}"
        );
    }
    let awards = get(director, &format!("/api/clubs/{club}/awards")).await;
    assert!(awards["mostGames"].is_null(), "{awards}");
    assert!(awards["mostRanks"].is_null(), "{awards}");
    // The clock given is kept, or refused with a reason.
    refused(
        director,
        &events,
        &[("name", "SLQ"), ("format", "slq-2"), ("timeControl", "G/7")],
        400,
        "G/5, G/10, G/15 or G/30",
    )
    .await;
    let slq = ok(
        director,
        &events,
        &[
            ("name", "SLQ"),
            ("format", "slq-2"),
            ("timeControl", "G/15"),
        ],
    )
    .await["id"]
        .as_i64()
        .unwrap();
    let base = format!("{events}/{slq}");
    assert_eq!(get(director, &base).await["timeControl"], "G/15");
    for member in &members[..4] {
        ok(member, &format!("{base}/enter"), &[]).await;
    }
    for round in 1..=2 {
        ok(director, &format!("{base}/rounds"), &[]).await;
        let shown = get(director, &base).await;
        for (board, white, _) in games_of(&shown, round) {
            ok(
                director,
                &format!("{base}/boards/{board}/report"),
                &[("result", won_by(&white, &white))],
            )
            .await;
        }
        if round == 1 {
            // Rated with the G/30 & SLQ table, not the G/15 one: from 1200
            // a win is +100 (G/15 would give +75).
            let ratings: Vec<i64> = cards(director, &club)
                .await
                .iter()
                .filter(|(name, _)| players[..4].contains(name))
                .map(|(_, c)| c["rating"].as_i64().unwrap())
                .collect();
            let mut ratings = ratings;
            ratings.sort_unstable();
            assert_eq!(ratings, [1100, 1100, 1300, 1300]);
        }
    }
    assert_eq!(get(director, &base).await["status"], "finished");
    // The SLQ's players are not new, their ratings not provisional, and
    // each played two rated club games (no ladder game: the card's games
    // stay 0). The member who did not play is new and provisional.
    let shown = cards(director, &club).await;
    for name in &players[..4] {
        let card = &shown[name];
        assert_eq!(
            (
                &card["new"],
                &card["provisional"],
                &card["ratedGames"],
                &card["games"]
            ),
            (
                &Value::from(false),
                &Value::from(false),
                &Value::from(2),
                &Value::from(0)
            ),
            "{name}: {card}"
        );
    }
    let absent = &shown[&players[4]];
    assert_eq!(
        (
            &absent["new"],
            &absent["provisional"],
            &absent["ratedGames"]
        ),
        (&Value::from(true), &Value::from(true), &Value::from(0)),
        "{absent}"
    );
    // The award for the most games counts the SLQ's games; ranks nobody
    // gained (SLQ games move no rank) are no award.
    let awards = get(director, &format!("/api/clubs/{club}/awards")).await;
    assert_eq!(awards["mostGames"]["games"], 2, "{awards}");
    assert_eq!(sorted(&awards["mostGames"]["players"]), players[..4]);
    assert!(awards["mostRanks"].is_null(), "{awards}");
    // The page says so too: no "Most ranks gained (0)".
    let page = app.browser().get(&format!("/clubs/{club}/awards")).await;
    assert!(page.body.contains("Most games played (2)"), "{}", page.body);
    assert!(!page.body.contains("Most ranks gained"), "{}", page.body);

    // Cards kept before they held these counts (as after migration 0026):
    // the jobs compute them again, once, from the club's sequence.
    let id: i64 = club.parse().unwrap();
    let store = app.state().store();
    let mut tx = store.begin().await.unwrap();
    for card in tx.club_cards(id).await.unwrap() {
        let blank = redqueen_store::ClubCardRow {
            rated_games: 0,
            qualified_season: None,
            provisional: false,
            ..card
        };
        tx.put_club_card(id, &blank).await.unwrap();
    }
    tx.set_club_cards_stale(id, true).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(cards(director, &club).await[&players[0]]["ratedGames"], 0);
    app.run_jobs_once().await;
    let shown = cards(director, &club).await;
    for name in &players[..4] {
        assert_eq!(
            (&shown[name]["ratedGames"], &shown[name]["new"]),
            (&Value::from(2), &Value::from(false)),
            "{name}"
        );
    }
    assert_eq!(shown[&players[4]]["provisional"], true);
    assert!(store.clubs_with_stale_cards().await.unwrap().is_empty());
    app.stop().await;
}

/// An SLQ of four over two rounds, played so that a correction of round
/// 1 leaves two players at the same rating in the opposite order of the
/// standings they had: A beats B and C draws D; then A beats C and D
/// beats B (the ladder: A 1360, D 1260, C 1140, B 1040). Corrected, C
/// beat D in round 1: A 1400, C 1200, D 1200, B 1000 — C and D tie on
/// rating and score, and C's averaged opponent score (1.00 against 0.00)
/// puts C first in the corrected standings, so C takes rank 2.
async fn a_late_slq_correction_places_the_ladder_from_the_corrected_standings(
    backend: TestBackend,
) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (club, members) = club(&app, &names("Tie", 4)).await;
    let director = &members[0];
    let events = format!("/api/clubs/{club}/events");
    let slq = ok(director, &events, &[("name", "SLQ"), ("format", "slq-2")]).await["id"]
        .as_i64()
        .unwrap();
    let base = format!("{events}/{slq}");
    for member in &members {
        ok(member, &format!("{base}/enter"), &[]).await;
    }
    let report = |board: i64, result: &'static str| {
        let path = format!("{base}/boards/{board}/report");
        async move { ok(director, &path, &[("result", result)]).await }
    };
    ok(director, &format!("{base}/rounds"), &[]).await;
    let round1 = games_of(&get(director, &base).await, 1);
    let (first, second) = (&round1[0], &round1[1]);
    let (a, b) = (first.1.clone(), first.2.clone());
    report(first.0, "1-0").await;
    report(second.0, "1/2-1/2").await;
    ok(director, &format!("{base}/rounds"), &[]).await;
    let round2 = games_of(&get(director, &base).await, 2);
    let against_a = round2
        .iter()
        .find(|(_, w, b)| *w == a || *b == a)
        .unwrap()
        .clone();
    let c = if against_a.1 == a {
        against_a.2.clone()
    } else {
        against_a.1.clone()
    };
    let d = if second.1 == c {
        second.2.clone()
    } else {
        second.1.clone()
    };
    let other = round2.iter().find(|g| g.0 != against_a.0).unwrap().clone();
    report(against_a.0, won_by(&a, &against_a.1)).await;
    report(other.0, won_by(&d, &other.1)).await;
    let shown = get(director, &base).await;
    assert_eq!(shown["status"], "finished");
    assert_eq!(
        ladder(director, &club).await,
        [a.clone(), d.clone(), c.clone(), b.clone()]
    );

    // The director corrects round 1 after the SLQ closed: C beat D.
    ok(
        director,
        &format!("{base}/boards/{}/correct", second.0),
        &[("result", won_by(&c, &second.1))],
    )
    .await;
    let ratings: HashMap<String, i64> = cards(director, &club)
        .await
        .into_iter()
        .map(|(name, card)| (name, card["rating"].as_i64().unwrap()))
        .collect();
    assert_eq!(
        [&a, &c, &d, &b].map(|p| ratings[p.as_str()]),
        [1400, 1200, 1200, 1000]
    );
    let standings: Vec<String> = get(director, &base).await["standings"][0]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["username"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(standings, [a.clone(), c.clone(), d.clone(), b.clone()]);
    assert_eq!(ladder(director, &club).await, [a, c, d, b]);
    app.stop().await;
}

async fn a_season_ends_on_the_end_day_its_club_sets(backend: TestBackend) {
    let Some(app) = TestApp::spawn(backend).await else {
        return;
    };
    let (club, members) = club(&app, &names("End", 3)).await;
    let director = &members[0];
    let settings = format!("/api/clubs/{club}/settings");
    let shown = get(director, &format!("/api/clubs/{club}")).await;
    assert_eq!(
        (&shown["seasonStart"], &shown["seasonEnd"]),
        (&Value::from("09-01"), &Value::from("06-30"))
    );
    // Days every year has, and not the start's day.
    for bad in ["02-29", "13-01", "06-31", "6/30", "09-01"] {
        refused(
            director,
            &settings,
            &[("seasonEnd", bad)],
            400,
            "The season ends on a day written MM-DD",
        )
        .await;
    }
    // A meeting on 10 May next year: a game between End02 and End03.
    let today = Day::containing(app.clock.now_ms());
    let may = Day::from_ymd(today.ymd().0 + 1, 5, 10).unwrap();
    app.clock
        .advance(may.start_ms() + DAY / 2 - app.clock.now_ms());
    ok(
        director,
        &format!("/api/clubs/{club}/games"),
        &[
            ("white", "End03"),
            ("black", "End02"),
            ("result", "1-0"),
            ("playedOn", &may.to_string()),
            ("timeControl", "G/10"),
        ],
    )
    .await;
    let season = may.ymd().0 - 1;
    let awards = get(director, &format!("/api/clubs/{club}/awards")).await;
    assert_eq!(awards["season"], season);
    assert_eq!(awards["mostGames"]["games"], 1, "{awards}");
    // The club's season ends on 9 May: 10 May is after it, and the game
    // counts in the season to come. The awards shown are the season just
    // ended's, where nobody played.
    let changed = ok(director, &settings, &[("seasonEnd", "05-09")]).await;
    assert_eq!(changed["seasonEnd"], "05-09");
    let awards = get(director, &format!("/api/clubs/{club}/awards")).await;
    assert_eq!(awards["season"], season);
    assert!(awards["mostGames"].is_null(), "{awards}");
    let next = get(
        director,
        &format!("/api/clubs/{club}/awards?season={}", season + 1),
    )
    .await;
    assert_eq!(next["mostGames"]["games"], 1, "{next}");
    assert_eq!(sorted(&next["mostGames"]["players"]), ["End02", "End03"]);
    // Back to 30 June: the game is of the season under way again.
    ok(director, &settings, &[("seasonEnd", "06-30")]).await;
    let awards = get(director, &format!("/api/clubs/{club}/awards")).await;
    assert_eq!(awards["season"], season);
    assert_eq!(awards["mostGames"]["games"], 1, "{awards}");
    // The club's page names both days in the reader's language.
    let page = app.browser().get(&format!("/clubs/{club}")).await;
    assert!(
        page.body.contains(&format!(
            "Season from Sep 1, {season} to Jun 30, {}",
            season + 1
        )),
        "{}",
        page.body
    );
    app.stop().await;
}
