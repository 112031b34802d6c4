//! The replay of a club's sequence: cards, ratings, decays, corrections.

use shakmaty::{Color, KnownOutcome};

use crate::club::{Cause, ClubControl, ClubEvent, ClubGame, ClubHistory, RankChange, Season};
use crate::vacation::Day;

fn day(text: &str) -> Day {
    text.parse().unwrap()
}

fn joined(players: &[&'static str], on: &str) -> Vec<ClubEvent<&'static str>> {
    players
        .iter()
        .map(|p| ClubEvent::Joined {
            player: *p,
            on: day(on),
        })
        .collect()
}

fn game(
    white: &'static str,
    black: &'static str,
    outcome: KnownOutcome,
    on: &str,
) -> ClubEvent<&'static str> {
    ClubEvent::Game(ClubGame {
        white,
        black,
        outcome,
        played_on: day(on),
        control: ClubControl::G10,
        ladder: true,
        rated_in: None,
    })
}

const WHITE: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::White,
};

#[test]
fn a_won_challenge_moves_ranks_ratings_and_both_cards() {
    let mut events = joined(&["ann", "bob", "cat", "dan"], "2025-09-01");
    // Dan (4) challenges Bob (2): rungs C and B, half-way: to 3.
    events.push(game("dan", "bob", WHITE, "2025-09-10"));
    let mut history = ClubHistory::replay(Season::default(), &events[..4]);
    let applied = history.record(&events[4]);
    assert_eq!(history.ladder().players(), ["ann", "bob", "dan", "cat"]);
    assert_eq!(
        applied.rating_change.map(|c| (c.white, c.black)),
        Some((50, -50))
    );
    assert_eq!(
        applied.rank_changes,
        [RankChange {
            player: "dan",
            from: Some(4),
            to: Some(3),
            cause: Cause::Game
        }]
    );
    let dan = history.card(&"dan").unwrap();
    assert_eq!(
        (dan.rating, dan.games, dan.ranks_earned, dan.last_defense),
        (1250, 1, 1, Some(day("2025-09-10")))
    );
    let bob = history.card(&"bob").unwrap();
    assert_eq!(
        (bob.rating, bob.games, bob.ranks_earned),
        (1150, 1, 0),
        "the defender is neither penalised nor rewarded"
    );
    assert_eq!(history.card(&"cat").unwrap().games, 0);
}

#[test]
fn monthly_decays_drop_idle_players_and_flag_them_at_ten() {
    let names = [
        "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "p11", "p12", "p13",
    ];
    let mut events = joined(&names, "2025-09-01");
    // Everybody but p1 defends every month (the higher ranked of each
    // pair wins: no rank changes); p1 never does.
    let decays = [
        ("2025-09-15", "2025-10-01"),
        ("2025-10-15", "2025-11-01"),
        ("2025-11-15", "2025-12-01"),
        ("2025-12-15", "2026-01-01"),
        ("2026-01-15", "2026-02-01"),
    ];
    let mut ranks = Vec::new();
    let mut history = ClubHistory::new(Season::default());
    for event in &events {
        history.record(event);
    }
    for (played, on) in decays {
        for pair in names[1..].chunks(2) {
            events.push(game(pair[0], pair[1], WHITE, played));
            history.record(events.last().unwrap());
        }
        events.push(ClubEvent::Decay { on: day(on) });
        let applied = history.record(events.last().unwrap());
        assert!(
            applied
                .rank_changes
                .iter()
                .all(|c| c.player == "p1" && c.cause == Cause::Decay)
        );
        ranks.push(history.ladder().rank_of(&"p1").unwrap());
    }
    // Joined in September: no whole idle month by 1 October; then 1, 2,
    // 3 and 4 ranks, from rank 1 to 2, 4, 7 and 11.
    assert_eq!(ranks, [1, 2, 4, 7, 11]);
    let p1 = history.card(&"p1").unwrap();
    assert_eq!(p1.absence_total, 10);
    assert!(p1.flagged());
    // The others were not idle; a defense clears the count.
    assert!(!history.card(&"p2").unwrap().flagged());
    events.push(game("p1", "p2", WHITE, "2026-02-10"));
    history.record(events.last().unwrap());
    assert_eq!(history.card(&"p1").unwrap().absence_total, 0);
    // The replay from scratch is the same history.
    assert_eq!(ClubHistory::replay(Season::default(), &events), history);
}

#[test]
fn a_corrected_result_replays_every_later_change() {
    let mut events = joined(&["ann", "bob", "cat", "dan", "eve", "fay"], "2025-09-01");
    // 6 v 1: fay to 3; then eve, now 6, beats fay (3): eve to 4.
    events.push(game("fay", "ann", WHITE, "2025-09-10"));
    events.push(game("eve", "fay", WHITE, "2025-09-11"));
    let before = ClubHistory::replay(Season::default(), &events);
    // The first result was in fact a win for ann: fay stays 6, and eve
    // (5) then meets fay ranked below her, as the defender: no change.
    events[6] = game(
        "fay",
        "ann",
        KnownOutcome::Decisive {
            winner: Color::Black,
        },
        "2025-09-10",
    );
    let after = ClubHistory::replay(Season::default(), &events);
    assert_eq!(
        before.ladder().players(),
        ["ann", "bob", "fay", "eve", "cat", "dan"]
    );
    assert_eq!(
        after.ladder().players(),
        ["ann", "bob", "cat", "dan", "eve", "fay"]
    );
    // Two losses, the second to a player rated 50 higher (G/10: 40).
    assert_eq!(after.card(&"fay").unwrap().rating, 1200 - 50 - 40);
}

#[test]
fn games_with_non_members_and_slq_games_change_no_ranks() {
    let mut events = joined(&["ann", "bob", "cat"], "2025-09-01");
    events.push(game("cat", "guest", WHITE, "2025-09-10"));
    let mut slq = game("cat", "ann", WHITE, "2025-09-10");
    if let ClubEvent::Game(g) = &mut slq {
        g.ladder = false;
        g.control = ClubControl::G30;
    }
    events.push(slq);
    let history = ClubHistory::replay(Season::default(), &events);
    assert_eq!(history.ladder().players(), ["ann", "bob", "cat"]);
    let cat = history.card(&"cat").unwrap();
    // The SLQ game is rated with the G/30 table, not counted on the card.
    assert_eq!((cat.rating, cat.games, cat.last_defense), (1300, 0, None));
}

#[test]
fn the_season_counts_restart_on_the_first_of_september() {
    let mut events = joined(&["ann", "bob"], "2025-09-01");
    // Bob (2) takes rank 1 in June; in September he defends it.
    events.push(game("bob", "ann", WHITE, "2026-06-20"));
    let june = ClubHistory::replay(Season::default(), &events);
    let bob = june.card(&"bob").unwrap();
    assert_eq!((bob.season, bob.games, bob.ranks_earned), (2025, 1, 1));
    events.push(game("bob", "ann", WHITE, "2026-09-02"));
    let history = ClubHistory::replay(Season::default(), &events);
    let bob = history.card(&"bob").unwrap();
    assert_eq!((bob.season, bob.games, bob.ranks_earned), (2026, 1, 0));
    assert_eq!(Season::default().of(day("2026-08-31")), 2026);
    assert_eq!(
        Season {
            start_month: 1,
            start_day: 1,
            end_month: 12,
            end_day: 31,
            opened: None,
        }
        .of(day("2026-08-31")),
        2026
    );
}

/// clubs-and-ladder.md decision: a season runs from 1 September to 30 June
/// by default, both days set per club; the summer between counts in the
/// season to come.
#[test]
fn a_season_ends_on_its_end_day_and_the_break_counts_in_the_next() {
    let default = Season::default();
    // (day, season holding it, in the break)
    let rows = [
        ("2025-08-31", 2025, true),
        ("2025-09-01", 2025, false),
        ("2026-01-15", 2025, false),
        ("2026-06-30", 2025, false),
        ("2026-07-01", 2026, true),
        ("2026-08-31", 2026, true),
        ("2026-09-01", 2026, false),
    ];
    for (text, season, in_break) in rows {
        assert_eq!(default.of(day(text)), season, "{text}");
        assert_eq!(default.in_break(day(text)), in_break, "{text}");
    }
    assert_eq!(default.first_day(2025), day("2025-09-01"));
    assert_eq!(default.last_day(2025), day("2026-06-30"));
    // The season's days counted from the day after the last one's end.
    assert_eq!(default.start_of(day("2026-03-01")), day("2025-07-01"));
    assert_eq!(default.start_of(day("2026-07-10")), day("2026-07-01"));
    // A season within one calendar year: 15 January to 15 December.
    let calendar = Season {
        start_month: 1,
        start_day: 15,
        end_month: 12,
        end_day: 15,
        opened: None,
    };
    assert_eq!(calendar.last_day(2026), day("2026-12-15"));
    assert_eq!(calendar.of(day("2026-12-15")), 2026);
    assert_eq!(calendar.of(day("2026-12-16")), 2027);
    assert_eq!(calendar.of(day("2027-01-14")), 2027);
    assert!(calendar.in_break(day("2027-01-14")));
    assert!(!calendar.in_break(day("2027-01-15")));
    // Without a break (the end the day before the start), as before.
    let whole_year = Season {
        end_month: 8,
        end_day: 31,
        ..default
    };
    assert_eq!(whole_year.of(day("2026-08-31")), 2025);
    assert!(!whole_year.in_break(day("2026-08-31")));
    // A season closed early holds the days before its usual start.
    let opened = Season {
        opened: Some(2026),
        ..default
    };
    assert_eq!(opened.of(day("2026-06-20")), 2026);
}

/// Decisions of turn 3: every rated club game counts for the award (the
/// SLQ's too); the card's ladder games count ladder games only; the SLQ's
/// players are no longer new; a rating of 1200 given without games is
/// provisional until the first rated game.
#[test]
fn a_card_counts_rated_games_the_slq_and_the_provisional_rating() {
    use crate::club::RatingPeriod;
    let mut events = joined(&["ann", "bob", "cat"], "2025-09-01");
    let fresh = ClubHistory::replay(Season::default(), &events);
    let ann = *fresh.card(&"ann").unwrap();
    assert!(ann.provisional);
    assert_eq!((ann.rated_games, ann.qualified), (0, None));
    // Before any SLQ of the season, those who joined in it are new.
    let season_of = |d: Day| Season::default().of(d);
    assert!(ann.is_new(2025, false, season_of));
    // A season later, without its SLQ yet, a member of last season is not.
    assert!(!ann.is_new(2026, false, season_of));
    // The SLQ: ann and bob enter (at 1200, provisional) and play a round.
    let slq = RatingPeriod { event: 1, round: 1 };
    events.push(ClubEvent::Qualifier { player: "ann" });
    events.push(ClubEvent::Qualifier { player: "bob" });
    events.push(ClubEvent::PeriodStart { period: slq });
    events.push(ClubEvent::Game(ClubGame {
        white: "ann",
        black: "bob",
        outcome: WHITE,
        played_on: day("2025-09-05"),
        control: ClubControl::G5,
        ladder: false,
        rated_in: Some(slq),
    }));
    let mid_round = ClubHistory::replay(Season::default(), &events);
    assert!(mid_round.card(&"ann").unwrap().provisional);
    events.push(ClubEvent::Rated {
        period: slq,
        control: ClubControl::G30,
    });
    let after = ClubHistory::replay(Season::default(), &events);
    let (ann, cat) = (*after.card(&"ann").unwrap(), *after.card(&"cat").unwrap());
    // Rated with the G/30 table although played at G/5.
    assert_eq!(ann.rating, 1300);
    assert_eq!(
        (ann.games, ann.rated_games, ann.qualified, ann.provisional),
        (0, 1, Some(2025), false)
    );
    assert_eq!(
        (cat.games, cat.rated_games, cat.qualified, cat.provisional),
        (0, 0, None, true)
    );
    // The season's SLQ held: only cat, who did not play it, is new.
    assert!(!ann.is_new(2025, true, season_of));
    assert!(cat.is_new(2025, true, season_of));
    // A ladder challenge: a ladder game and a rated game; cat's rating is
    // no longer provisional.
    events.push(game("cat", "bob", WHITE, "2025-10-01"));
    let later = ClubHistory::replay(Season::default(), &events);
    let cat = later.card(&"cat").unwrap();
    assert_eq!((cat.games, cat.rated_games, cat.provisional), (1, 1, false));
    // The next season counts from zero, and everyone is new again until
    // its SLQ.
    events.push(game("cat", "ann", WHITE, "2026-09-10"));
    let next = ClubHistory::replay(Season::default(), &events);
    let ann = next.card(&"ann").unwrap();
    assert_eq!((ann.season, ann.rated_games), (2026, 1));
    assert!(ann.is_new(2026, true, season_of));
}
