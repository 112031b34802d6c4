//! Ratings in club events and the season's awards.

use std::collections::HashMap;

use shakmaty::{Color, KnownOutcome};

use crate::club::{
    ClubControl, ClubEvent, ClubGame, ClubHistory, EventFormat, EventGame, RatedWhen, RatingPeriod,
    Season, awards, rate_together,
};
use crate::vacation::Day;

const WHITE: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::White,
};

fn game(
    white: &'static str,
    black: &'static str,
    outcome: KnownOutcome,
) -> EventGame<&'static str> {
    EventGame {
        white,
        black,
        outcome,
    }
}

#[test]
fn a_round_is_rated_from_the_ratings_at_its_start() {
    // Round 1 of an SLQ: everybody at 1200, the G/30 table: 100 each way.
    let start: HashMap<&str, i32> = ["ann", "bob", "cat", "dan"]
        .into_iter()
        .map(|p| (p, 1200))
        .collect();
    let round1 = rate_together(
        ClubControl::G30,
        &start,
        &[
            game("ann", "bob", WHITE),
            game("cat", "dan", KnownOutcome::Draw),
        ],
    );
    assert_eq!(
        round1,
        HashMap::from([("ann", 1300), ("bob", 1100), ("cat", 1200), ("dan", 1200)])
    );
    // Round 2 from round 1's ratings: ann (1300) beats cat (1200), a
    // difference of 100: high wins 60; bob (1100) draws dan (1200): the
    // lower rated gains 40.
    let round2 = rate_together(
        ClubControl::G30,
        &round1,
        &[
            game("ann", "cat", WHITE),
            game("bob", "dan", KnownOutcome::Draw),
        ],
    );
    assert_eq!(
        round2,
        HashMap::from([("ann", 1360), ("bob", 1140), ("cat", 1140), ("dan", 1160)])
    );
}

#[test]
fn two_games_of_one_player_are_both_computed_from_the_ratings_before() {
    // In an event rated at its end, ann plays twice: both from 1200.
    let start: HashMap<&str, i32> = [("ann", 1200), ("bob", 1200), ("cat", 1250)]
        .into_iter()
        .collect();
    let end = rate_together(
        ClubControl::G10,
        &start,
        &[game("ann", "bob", WHITE), game("ann", "cat", WHITE)],
    );
    // +50 against bob (equal), +60 against cat (50 higher: low wins 60).
    assert_eq!(end["ann"], 1200 + 50 + 60);
    assert_eq!((end["bob"], end["cat"]), (1150, 1190));
}

#[test]
fn games_against_a_non_member_change_nothing() {
    let start: HashMap<&str, i32> = [("ann", 1200)].into_iter().collect();
    let end = rate_together(ClubControl::G30, &start, &[game("ann", "guest", WHITE)]);
    assert_eq!(end, start);
}

#[test]
fn the_awards_show_ties_as_ties() {
    let day = |text: &str| text.parse::<Day>().unwrap();
    let names = [
        "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "p11", "p12",
    ];
    let mut events: Vec<ClubEvent<&str>> = names
        .iter()
        .map(|p| ClubEvent::Joined {
            player: *p,
            on: day("2025-09-01"),
        })
        .collect();
    let play = |white: &'static str, black: &'static str, on: &str| {
        ClubEvent::Game(ClubGame {
            white,
            black,
            outcome: WHITE,
            played_on: day(on),
            control: ClubControl::G10,
            ladder: true,
            rated_in: None,
        })
    };
    // p12 (12) beats p1 and goes half-way, to 6; p11, then 12th, swaps
    // with p10 from directly below: both winners at 1250, a tie.
    events.push(play("p12", "p1", "2025-10-01"));
    events.push(play("p11", "p10", "2025-10-02"));
    let history = ClubHistory::replay(Season::default(), &events);
    let shown = awards(&history, 2025).unwrap();
    assert_eq!(shown.trophies, ["p1", "p2", "p3"]);
    assert_eq!(
        shown.medals,
        ["p1", "p2", "p3", "p4", "p5", "p12", "p6", "p7", "p8", "p9"]
    );
    let sorted = |mut v: Vec<&'static str>| {
        v.sort_unstable();
        v
    };
    assert_eq!(
        (sorted(shown.highest_rated.0), shown.highest_rated.1),
        (vec!["p11", "p12"], 1250)
    );
    let most_games = shown.most_games.unwrap();
    assert_eq!(
        (sorted(most_games.0), most_games.1),
        (vec!["p1", "p10", "p11", "p12"], 1)
    );
    assert_eq!(shown.most_ranks, Some((vec!["p12"], 6)));
    // p12 (6) then beats p2 (2): to 4, 40 more (50 above p2).
    events.push(play("p12", "p2", "2025-10-03"));
    let history = ClubHistory::replay(Season::default(), &events);
    let shown = awards(&history, 2025).unwrap();
    assert_eq!(shown.highest_rated, (vec!["p12"], 1290));
    assert_eq!(shown.most_games, Some((vec!["p12"], 2)));
    assert_eq!(shown.most_ranks, Some((vec!["p12"], 8)));
    // Another season's counts read 0: nobody earned the most games or the
    // most ranks, and those awards are not given (decisions of turn 3).
    let next = awards(&history, 2026).unwrap();
    assert_eq!((next.most_games, next.most_ranks), (None, None));
    assert_eq!(next.trophies, ["p1", "p2", "p3"]);
}

/// Decisions of turn 3: the most games played counts every rated club
/// game (the SLQ's too); ranks gained nobody earned are not an award.
#[test]
fn the_most_games_count_the_slq_and_no_award_goes_unearned() {
    let day = |text: &str| text.parse::<Day>().unwrap();
    let mut events: Vec<ClubEvent<&str>> = ["ann", "bob", "cat", "dan"]
        .into_iter()
        .map(|player| ClubEvent::Joined {
            player,
            on: day("2025-09-01"),
        })
        .collect();
    let slq = |round| RatingPeriod { event: 2, round };
    events.extend(["ann", "bob", "cat", "dan"].map(|player| ClubEvent::Qualifier { player }));
    let pairs = [
        [("ann", "bob"), ("cat", "dan")],
        [("ann", "cat"), ("bob", "dan")],
    ];
    for (round, games) in (1..).zip(pairs) {
        events.push(ClubEvent::PeriodStart { period: slq(round) });
        for (white, black) in games {
            events.push(ClubEvent::Game(ClubGame {
                white,
                black,
                outcome: WHITE,
                played_on: day("2025-09-05"),
                control: ClubControl::G5,
                ladder: false,
                rated_in: Some(slq(round)),
            }));
        }
        events.push(ClubEvent::Rated {
            period: slq(round),
            control: ClubControl::G30,
        });
    }
    events.push(ClubEvent::Placed {
        standings: vec!["ann", "bob", "cat", "dan"],
    });
    let history = ClubHistory::replay(Season::default(), &events);
    let shown = awards(&history, 2025).unwrap();
    // Everyone played two SLQ games: a tie of four on 2 games.
    let (mut players, games) = shown.most_games.unwrap();
    players.sort_unstable();
    assert_eq!((players, games), (vec!["ann", "bob", "cat", "dan"], 2));
    // The SLQ moves no rank by its games: nobody gained a rank.
    assert_eq!(shown.most_ranks, None);
}

/// Tie-break 1 of a Quad by hand (tournaments.md): each opponent's score
/// less what they scored against the player, averaged over the games, in
/// the points the table shows (a win 1).
#[test]
fn a_quads_averaged_opponent_score_is_the_hand_computed_one() {
    use crate::tournament::standings::standings;
    use crate::tournament::{GameRecord, GameResult, Pairing, PlayerId, RatedPlayer};
    use rand::SeedableRng;
    let game = |white, black, result| GameRecord {
        pairing: Pairing {
            white: PlayerId(white),
            black: PlayerId(black),
        },
        result,
    };
    let players: Vec<RatedPlayer> = (1..=4)
        .map(|id| RatedPlayer {
            id: PlayerId(id),
            rating: Some(1200),
        })
        .collect();
    let shown = |games: &[GameRecord]| {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let mut lines: Vec<(i64, String)> = standings(&players, games, &[], &mut rng)
            .iter()
            .map(|s| {
                (
                    s.player.0,
                    s.averaged_opponent_score.in_points().to_string(),
                )
            })
            .collect();
        lines.sort_unstable();
        lines.into_iter().map(|(_, aos)| aos).collect::<Vec<_>>()
    };
    // The crosstable: 1 beats 4, draws 2 and 3; 2 beats 4, draws 3; 3
    // beats 4. Scores 2, 2, 2, 0. For 1: 4 scored 0 (0 against 1), 3
    // scored 2 (½ against 1), 2 scored 2 (½ against 1): (0 + 1.5 + 1.5)
    // / 3 = 1.00; likewise 2 and 3; for 4: each opponent 2 − 1 = 1: 1.00.
    let even = [
        game(1, 4, GameResult::WhiteWins),
        game(2, 3, GameResult::Draw),
        game(3, 1, GameResult::Draw),
        game(4, 2, GameResult::BlackWins),
        game(1, 2, GameResult::Draw),
        game(3, 4, GameResult::WhiteWins),
    ];
    assert_eq!(shown(&even), ["1.00", "1.00", "1.00", "1.00"]);
    // In a finished single round robin everyone's value is the same
    // (the others' points less those scored against the player add up
    // to the total less n − 1): the same with other results.
    let ordered = [
        game(1, 4, GameResult::WhiteWins),
        game(2, 3, GameResult::WhiteWins),
        game(3, 1, GameResult::BlackWins),
        game(4, 2, GameResult::BlackWins),
        game(1, 2, GameResult::WhiteWins),
        game(3, 4, GameResult::WhiteWins),
    ];
    assert_eq!(shown(&ordered), ["1.00", "1.00", "1.00", "1.00"]);
    // After two rounds: 1 draws 4 and beats 3, 2 beats 3 and draws 4.
    // Scores 1.5, 1.5, 0, 1. For 1: 4 (1 − ½) and 3 (0): 0.25; for 2:
    // 3 (0) and 4 (1 − ½): 0.25; for 3: 2 (1.5 − 1) and 1 (1.5 − 1):
    // 0.50; for 4: 1 (1.5 − ½) and 2 (1.5 − ½): 1.00.
    let two_rounds = [
        game(1, 4, GameResult::Draw),
        game(2, 3, GameResult::WhiteWins),
        game(3, 1, GameResult::BlackWins),
        game(4, 2, GameResult::Draw),
    ];
    assert_eq!(shown(&two_rounds), ["0.25", "0.25", "0.50", "1.00"]);
}

#[test]
fn each_format_plays_as_the_spec_says() {
    use EventFormat::{Championship, Octo, Quad, RoundRobin, Slq, Swiss};
    // (format, control, may be open, moves the ladder, rated when)
    let rows = [
        (
            Slq { rounds: 6 },
            ClubControl::G5,
            false,
            false,
            RatedWhen::EachRound,
        ),
        (Quad, ClubControl::G10, true, true, RatedWhen::AtTheEnd),
        (Octo, ClubControl::G30, true, true, RatedWhen::AtTheEnd),
        (
            Swiss { rounds: 5 },
            ClubControl::G30,
            true,
            true,
            RatedWhen::AtTheEnd,
        ),
        (
            RoundRobin { group_size: 6 },
            ClubControl::G30,
            true,
            true,
            RatedWhen::AtTheEnd,
        ),
        (
            Championship { rounds: 7 },
            ClubControl::G30,
            false,
            true,
            RatedWhen::AtTheEnd,
        ),
    ];
    for (format, control, open, ladder, rated) in rows {
        assert_eq!(
            (
                format.default_control(),
                format.may_be_open(),
                format.moves_the_ladder(),
                format.rated_when()
            ),
            (control, open, ladder, rated),
            "{format:?}"
        );
        // Decisions of turn 3: the SLQ is rated with the G/30 & SLQ table
        // whatever its clock; the others with their clock's.
        for clock in ClubControl::ALL {
            let table = if matches!(format, Slq { .. }) {
                ClubControl::G30
            } else {
                clock
            };
            assert_eq!(format.rating_table(clock), table, "{format:?} at {clock}");
        }
    }
    // A Quad's group of 4 plays 3 rounds, an Octo 3, the SLQ its 6, a
    // round robin of 5 five (one rests each round).
    assert_eq!(
        (
            Quad.rounds(4),
            Octo.rounds(8),
            Slq { rounds: 6 }.rounds(13),
            RoundRobin { group_size: 5 }.rounds(5)
        ),
        (3, 3, 6, 5)
    );
    assert_eq!(Championship { rounds: 0 }.rounds(6), 5);
}

#[test]
fn a_field_is_split_into_sections_from_the_top() {
    let field: Vec<u32> = (1..=8).collect();
    // A Quad meeting of 8: two groups of 4, the strongest together.
    assert_eq!(
        EventFormat::Quad.sections(&field),
        [vec![1, 2, 3, 4], vec![5, 6, 7, 8]]
    );
    // 9 players: the ninth joins the last group; 11: three make a group.
    let nine: Vec<u32> = (1..=9).collect();
    assert_eq!(
        EventFormat::Quad.sections(&nine),
        [vec![1, 2, 3, 4], vec![5, 6, 7, 8, 9]]
    );
    let eleven: Vec<u32> = (1..=11).collect();
    assert_eq!(
        EventFormat::Quad
            .sections(&eleven)
            .iter()
            .map(Vec::len)
            .collect::<Vec<_>>(),
        [4, 4, 3]
    );
    // An Octo of 12: a section of 8 and one of 4; a Swiss is one section.
    let twelve: Vec<u32> = (1..=12).collect();
    assert_eq!(
        EventFormat::Octo
            .sections(&twelve)
            .iter()
            .map(Vec::len)
            .collect::<Vec<_>>(),
        [8, 4]
    );
    assert_eq!(
        EventFormat::Swiss { rounds: 4 }.sections(&twelve),
        vec![(1..=12).collect::<Vec<u32>>()]
    );
    assert!(EventFormat::Quad.sections::<u32>(&[]).is_empty());
}

/// An SLQ of four replayed: entries at 1200, two rounds each rated from
/// the ratings at its start, no rank moved by its games, then the ladder
/// placed by rating, ties by the standings.
#[test]
fn the_slq_rates_each_round_from_its_start_and_places_the_ladder() {
    let day = "2025-09-10".parse::<Day>().unwrap();
    let mut events: Vec<ClubEvent<&str>> = ["ann", "bob", "cat", "dan", "eve"]
        .into_iter()
        .map(|player| ClubEvent::Joined { player, on: day })
        .collect();
    // eve is a member who does not play the SLQ.
    events.extend(["ann", "bob", "cat", "dan"].map(|player| ClubEvent::Qualifier { player }));
    let slq = |round| RatingPeriod { event: 7, round };
    let play = |white, black, outcome, round| {
        ClubEvent::Game(ClubGame {
            white,
            black,
            outcome,
            played_on: day,
            control: ClubControl::G30,
            ladder: false,
            rated_in: Some(slq(round)),
        })
    };
    let black = KnownOutcome::Decisive {
        winner: Color::Black,
    };
    events.push(ClubEvent::PeriodStart { period: slq(1) });
    events.push(play("dan", "ann", black, 1));
    events.push(play("bob", "cat", KnownOutcome::Draw, 1));
    let mid_round = ClubHistory::replay(Season::default(), &events);
    // Nothing is rated before the round ends, and no rank moves.
    assert_eq!(mid_round.card(&"ann").unwrap().rating, 1200);
    assert_eq!(
        mid_round.ladder().players(),
        ["ann", "bob", "cat", "dan", "eve"]
    );
    events.push(ClubEvent::Rated {
        period: slq(1),
        control: ClubControl::G30,
    });
    events.push(ClubEvent::PeriodStart { period: slq(2) });
    // ann (1300) beats bob (1200): high wins by 100, 60; dan (1100) draws
    // cat (1200): the lower rated gains 40.
    events.push(play("ann", "bob", WHITE, 2));
    events.push(play("cat", "dan", KnownOutcome::Draw, 2));
    events.push(ClubEvent::Rated {
        period: slq(2),
        control: ClubControl::G30,
    });
    // Standings: ann 2, then bob, cat and dan (bob's and cat's tie broken
    // by the standings' order, cat first).
    events.push(ClubEvent::Placed {
        standings: vec!["ann", "cat", "bob", "dan"],
    });
    let history = ClubHistory::replay(Season::default(), &events);
    let rating = |p| history.card(&p).unwrap().rating;
    assert_eq!(
        ["ann", "bob", "cat", "dan", "eve"].map(rating),
        [1360, 1140, 1160, 1140, 1200]
    );
    // By rating: ann 1360, cat 1160, then bob and dan at 1140 in the
    // standings' order; eve, who did not play, last.
    assert_eq!(
        history.ladder().players(),
        ["ann", "cat", "bob", "dan", "eve"]
    );
    // SLQ games are not ladder games on the card.
    assert_eq!(history.card(&"ann").unwrap().games, 0);
}

/// A Quad rated at its end from the ratings at its start, while its games
/// move the ladder as they are recorded.
#[test]
fn an_event_moves_the_ladder_at_once_and_rates_at_its_end() {
    let day = "2025-10-01".parse::<Day>().unwrap();
    let mut events: Vec<ClubEvent<&str>> = ["ann", "bob", "cat"]
        .into_iter()
        .map(|player| ClubEvent::Joined { player, on: day })
        .collect();
    let quad = RatingPeriod { event: 3, round: 0 };
    events.push(ClubEvent::PeriodStart { period: quad });
    let play = |white, black| {
        ClubEvent::Game(ClubGame {
            white,
            black,
            outcome: WHITE,
            played_on: day,
            control: ClubControl::G10,
            ladder: true,
            rated_in: Some(quad),
        })
    };
    // cat (3) beats bob (2): directly below, a swap.
    events.push(play("cat", "bob"));
    // cat (2) beats ann (1): same rung? no, rung A v B: directly below, a swap.
    events.push(play("cat", "ann"));
    let before = ClubHistory::replay(Season::default(), &events);
    assert_eq!(before.ladder().players(), ["cat", "ann", "bob"]);
    assert_eq!(before.card(&"cat").unwrap().rating, 1200);
    assert_eq!(before.card(&"cat").unwrap().games, 2);
    events.push(ClubEvent::Rated {
        period: quad,
        control: ClubControl::G10,
    });
    let after = ClubHistory::replay(Season::default(), &events);
    // Both games from 1200: +50 each for cat.
    let rating = |p| after.card(&p).unwrap().rating;
    assert_eq!(["ann", "bob", "cat"].map(rating), [1150, 1150, 1300]);
}

/// A season closed early: counts start again, ladder and ratings carry
/// over, and the games after the close count in the new season.
#[test]
fn a_season_closed_early_starts_the_next_one() {
    let day = |text: &str| text.parse::<Day>().unwrap();
    let mut events: Vec<ClubEvent<&str>> = ["ann", "bob"]
        .into_iter()
        .map(|player| ClubEvent::Joined {
            player,
            on: day("2025-09-01"),
        })
        .collect();
    let play = |on: &str| {
        ClubEvent::Game(ClubGame {
            white: "bob",
            black: "ann",
            outcome: WHITE,
            played_on: day(on),
            control: ClubControl::G10,
            ladder: true,
            rated_in: None,
        })
    };
    events.push(play("2026-05-10"));
    events.push(ClubEvent::SeasonClosed {
        on: day("2026-06-20"),
    });
    let closed = ClubHistory::replay(Season::default(), &events);
    let bob = closed.card(&"bob").unwrap();
    assert_eq!((bob.season, bob.games, bob.ranks_earned), (2026, 0, 0));
    assert_eq!(bob.rating, 1250);
    assert_eq!(closed.ladder().players(), ["bob", "ann"]);
    assert_eq!(closed.season().of(day("2026-06-25")), 2026);
    // A game in late June counts in the new season, as do September's.
    events.push(play("2026-06-25"));
    events.push(play("2026-09-05"));
    let later = ClubHistory::replay(Season::default(), &events);
    assert_eq!(later.card(&"ann").unwrap().games, 2);
    assert_eq!(later.card(&"ann").unwrap().season, 2026);
    // Replaying from a season that already says it was opened gives the
    // same: the replay reads the closes from the events.
    let from_row = ClubHistory::replay(
        Season {
            opened: Some(2026),
            ..Season::default()
        },
        &events[..3],
    );
    assert_eq!(from_row.card(&"bob").unwrap().games, 1);
}
