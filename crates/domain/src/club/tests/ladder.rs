//! The rungs, every row of the rank-change table with the spec's examples,
//! and the decay example (clubs-and-ladder.md).

use shakmaty::{Color, KnownOutcome};

use crate::club::{Ladder, Rung, Season, apply_decay, game_effect, hand_decay_days, months_idle};
use crate::vacation::Day;

const WIN: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::White,
};
const LOSS: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::Black,
};
const DRAW: KnownOutcome = KnownOutcome::Draw;

/// The challenger (White, ranked `c`) against the defender ranked `d`:
/// the challenger's rank after a win, a draw and a loss, and the exception.
fn after(c: u32, d: u32) -> ([u32; 3], Option<u8>) {
    let effects = [WIN, DRAW, LOSS].map(|outcome| game_effect(c, d, outcome));
    (effects.map(|e| e.to), effects[0].exception)
}

#[test]
fn rung_k_holds_k_ranks() {
    let rungs: Vec<(u32, &str)> = [1, 2, 3, 4, 6, 7, 10, 11, 15, 16, 21]
        .into_iter()
        .map(|rank| (rank, Rung::of(rank)))
        .map(|(rank, rung)| {
            (
                rank,
                if rung.0 <= 6 {
                    ["A", "B", "C", "D", "E", "F"][rung.0 as usize - 1]
                } else {
                    "?"
                },
            )
        })
        .collect();
    assert_eq!(
        rungs,
        [
            (1, "A"),
            (2, "B"),
            (3, "B"),
            (4, "C"),
            (6, "C"),
            (7, "D"),
            (10, "D"),
            (11, "E"),
            (15, "E"),
            (16, "F"),
            (21, "F")
        ]
    );
    for rung in 1..=6 {
        assert_eq!(
            Rung(rung).to_string(),
            ["A", "B", "C", "D", "E", "F"][rung as usize - 1]
        );
    }
    assert_eq!(
        (
            Rung(26).to_string(),
            Rung(27).to_string(),
            Rung(63).to_string()
        ),
        ("Z".into(), "AA".into(), "BK".into())
    );
    assert_eq!(Rung(5).ranks(), (11, 15));
    // 2,000 players stand in 63 rungs.
    assert_eq!(Rung::of(2_000), Rung(63));
}

#[test]
fn the_spec_examples() {
    // 12 v 10 (rungs E and D): a win gives 11, a draw nothing.
    assert_eq!(after(12, 10), ([11, 12, 12], None));
    // 10 v 4 (D and C): half-way 7, a quarter of the way 8.
    assert_eq!(after(10, 4), ([7, 8, 10], None));
    // 15 v 11, same rung E (exception 1): swap, or 12 on a draw.
    assert_eq!(after(15, 11), ([11, 12, 15], Some(1)));
    // 7 v 6, directly below (exception 2): swap, a draw changes nothing.
    assert_eq!(after(7, 6), ([6, 7, 7], Some(2)));
    // 3 v 2: same rung and directly below: exception 2 wins.
    assert_eq!(after(3, 2), ([2, 3, 3], Some(2)));
}

#[test]
fn the_general_rule_rounds_for_the_challenger_and_a_draw_pays_less_than_a_win() {
    // c − ⌈(c − d)/2⌉ and c − ⌈(c − d)/4⌉, the draw at least one below the win.
    for (c, d, win, draw) in [
        (20, 1, 10, 15),
        (21, 2, 11, 16),
        (16, 13, 14, 15),
        (30, 10, 20, 25),
        (11, 9, 10, 11),
    ] {
        assert_eq!(after(c, d).0, [win, draw, c], "{c} v {d}");
    }
}

#[test]
fn the_lower_ranked_is_the_challenger_whatever_their_colour() {
    // The defender plays White here: Black, ranked 10, challenges 4 and wins.
    let effect = game_effect(
        4,
        10,
        KnownOutcome::Decisive {
            winner: Color::Black,
        },
    );
    assert_eq!(
        (effect.challenger, effect.from, effect.to),
        (Color::Black, 10, 7)
    );
    // The defender winning changes nothing, nor is the defender rewarded.
    let effect = game_effect(
        4,
        10,
        KnownOutcome::Decisive {
            winner: Color::White,
        },
    );
    assert_eq!((effect.from, effect.to), (10, 10));
}

#[test]
fn a_win_moves_the_challenger_up_and_everyone_between_down_one() {
    let mut ladder = Ladder::from_ranks((1..=12).collect::<Vec<u32>>());
    ladder.apply(game_effect(12, 10, WIN), 10);
    assert_eq!(ladder.players(), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 11]);
    let mut ladder = Ladder::from_ranks((1..=15).collect::<Vec<u32>>());
    ladder.apply(game_effect(15, 11, WIN), 11);
    assert_eq!(&ladder.players()[10..], [15, 12, 13, 14, 11], "a swap");
    let mut ladder = Ladder::from_ranks((1..=15).collect::<Vec<u32>>());
    ladder.apply(game_effect(15, 11, DRAW), 11);
    assert_eq!(&ladder.players()[10..], [11, 15, 12, 13, 14], "to d + 1");
}

#[test]
fn the_decay_example() {
    // Ranks 1 and 2 idle for 1 and 3 months, rank 5 for 2 months: they end
    // at 2, 5 and 7; the old 3, 4, 6, 7 become 1, 3, 4, 6.
    let new_ranks = apply_decay(7, &[(1, 1), (2, 3), (5, 2)]);
    assert_eq!(new_ranks, [2, 5, 1, 3, 7, 4, 6]);
}

#[test]
fn the_decay_stops_at_the_bottom_and_takes_the_nearest_free_rank_above() {
    // The last two idle: the last stays last, the other takes the rank above.
    assert_eq!(apply_decay(5, &[(4, 3), (5, 1)]), [1, 2, 3, 4, 5]);
    assert_eq!(apply_decay(5, &[(3, 5), (5, 1)]), [1, 2, 4, 3, 5]);
    assert_eq!(apply_decay(3, &[]), [1, 2, 3]);
}

#[test]
fn idle_months_count_whole_calendar_months_since_the_last_defense() {
    let day = |text: &str| text.parse::<Day>().unwrap();
    for (since, on, months) in [
        ("2025-01-15", "2025-02-05", 0),
        ("2025-01-15", "2025-03-05", 1),
        ("2025-01-31", "2025-04-01", 2),
        ("2025-02-01", "2025-03-31", 0),
        ("2024-12-20", "2025-02-01", 1),
        ("2025-03-10", "2025-03-01", 0),
    ] {
        assert_eq!(months_idle(day(since), day(on)), months, "{since} → {on}");
    }
}

#[test]
fn a_decay_by_hand_is_for_a_day_of_this_season_after_the_founding_and_the_last_decay() {
    // Decisions of turn 3: within the current season, not before the
    // club's founding or the last decay, and not in the future.
    let day = |text: &str| text.parse::<Day>().unwrap();
    let season = Season::default();
    let today = day("2026-12-03");
    for (founded, last, from) in [
        // Founded this month: its founding is the first day.
        ("2026-12-01", None, "2026-12-01"),
        // Founded years ago: the season's first day (the summer after
        // the last season's end on 30 June counts in it).
        ("2019-05-10", None, "2026-07-01"),
        // The day after the last decay.
        ("2019-05-10", Some("2026-11-05"), "2026-11-06"),
        // A last decay of a past season: the season's first day.
        ("2019-05-10", Some("2026-06-05"), "2026-07-01"),
    ] {
        let days = hand_decay_days(season, day(founded), last.map(day), today);
        assert_eq!(
            (*days.start(), *days.end()),
            (day(from), today),
            "{founded} {last:?}"
        );
    }
    let days = hand_decay_days(season, day("2026-12-01"), None, today);
    assert!(!days.contains(&day("1970-01-01")));
    assert!(!days.contains(&day("2026-12-04")));
    // A season from 1 August to 31 July, seen on its last day.
    let august = Season {
        start_month: 8,
        start_day: 1,
        end_month: 7,
        end_day: 31,
        opened: None,
    };
    let days = hand_decay_days(august, day("2000-01-01"), None, day("2027-07-31"));
    assert_eq!(*days.start(), day("2026-08-01"));
}

#[test]
fn after_the_qualifier_the_ladder_follows_rating_then_score_then_tie_breaks_then_the_lot() {
    use crate::club::{Qualifier, initial_placement};
    let q =
        |player: &'static str, rating: i32, score_halves: u32, tiebreaks: Vec<i64>, lot: u64| {
            Qualifier {
                player,
                rating,
                score_halves,
                tiebreaks,
                lot,
            }
        };
    let qualifiers = [
        q("ann", 1300, 8, vec![20, 3], 4),
        q("bob", 1350, 6, vec![18, 2], 1),
        // Ann and Cat tie on rating and score: Cat's first tie-break wins.
        q("cat", 1300, 8, vec![21, 0], 3),
        // Dan and Eve tie on everything but the lot.
        q("dan", 1200, 4, vec![10, 1], 9),
        q("eve", 1200, 4, vec![10, 1], 2),
    ];
    // Members who did not play follow in the order they joined; a
    // participant listed there too is not placed twice.
    let ladder = initial_placement(&qualifiers, &["zoe", "yan", "ann"]);
    assert_eq!(
        ladder.players(),
        ["bob", "cat", "ann", "eve", "dan", "zoe", "yan"]
    );
}
