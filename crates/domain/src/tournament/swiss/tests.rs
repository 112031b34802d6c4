//! Specifications of Swiss pairing, checked through the public API.

use std::collections::HashSet;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::tournament::Color::{Black, White};

fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

fn player(id: i64, score: u32) -> SwissPlayer {
    SwissPlayer {
        id: PlayerId(id),
        score,
        colors: Vec::new(),
        opponents: Vec::new(),
        had_bye: false,
    }
}

fn fresh_field(size: i64) -> Vec<SwissPlayer> {
    (1..=size).map(|id| player(id, 0)).collect()
}

fn pair(white: i64, black: i64) -> Pairing {
    Pairing {
        white: PlayerId(white),
        black: PlayerId(black),
    }
}

fn met(players: &mut [SwissPlayer], a: i64, b: i64) {
    players[usize::try_from(a - 1).unwrap()]
        .opponents
        .push(PlayerId(b));
    players[usize::try_from(b - 1).unwrap()]
        .opponents
        .push(PlayerId(a));
}

fn ids(pairing: &RoundPairing) -> Vec<(i64, i64)> {
    pairing
        .pairings
        .iter()
        .map(|p| (p.white.0, p.black.0))
        .collect()
}

fn assert_valid(players: &[SwissPlayer], pairing: &RoundPairing) -> PairingReport {
    let report = check_pairing(players, pairing);
    assert_eq!(report.violations, vec![], "{pairing:?}");
    report
}

mod round_one {
    use super::*;

    #[test]
    fn everyone_is_paired_and_an_odd_field_gives_one_bye() {
        let players = fresh_field(9);
        let pairing = pair_round(&players, &mut rng(1)).unwrap();
        assert_eq!(pairing.pairings.len(), 4);
        assert!(pairing.bye.is_some());
        assert_valid(&players, &pairing);
    }

    #[test]
    fn pairs_and_colors_are_random_and_reproducible_from_the_seed() {
        let players = fresh_field(40);
        let first = pair_round(&players, &mut rng(5)).unwrap();
        assert_eq!(first, pair_round(&players, &mut rng(5)).unwrap());
        assert_ne!(first, pair_round(&players, &mut rng(6)).unwrap());
        let lower_id_white = first.pairings.iter().filter(|p| p.white < p.black).count();
        assert!(lower_id_white > 0 && lower_id_white < 20, "{first:?}");
    }

    #[test]
    fn an_empty_field_has_nothing_to_pair() {
        assert_eq!(pair_round(&[], &mut rng(1)), Ok(RoundPairing::default()));
    }
}

mod hard_rules {
    use super::*;

    #[test]
    fn a_player_listed_twice_is_refused() {
        let players = vec![player(1, 0), player(2, 0), player(1, 0)];
        assert_eq!(
            pair_round(&players, &mut rng(1)),
            Err(PairingError::DuplicatePlayer(PlayerId(1)))
        );
    }

    #[test]
    fn two_players_who_have_met_cannot_be_paired_again() {
        let mut players = fresh_field(2);
        met(&mut players, 1, 2);
        assert_eq!(
            pair_round(&players, &mut rng(1)),
            Err(PairingError::NoValidPairing)
        );
    }

    #[test]
    fn a_lone_player_without_a_bye_gets_the_bye() {
        let players = fresh_field(1);
        let pairing = pair_round(&players, &mut rng(1)).unwrap();
        assert_eq!(pairing.bye, Some(PlayerId(1)));
    }

    #[test]
    fn nobody_gets_a_second_bye_even_with_the_lowest_score() {
        let mut players = vec![player(1, 4), player(2, 2), player(3, 0)];
        players[2].had_bye = true;
        let pairing = pair_round(&players, &mut rng(1)).unwrap();
        assert_eq!(pairing.bye, Some(PlayerId(2)));
    }

    #[test]
    fn without_anyone_left_to_take_a_bye_an_odd_field_cannot_be_paired() {
        let mut players = fresh_field(3);
        for p in &mut players {
            p.had_bye = true;
        }
        assert_eq!(
            pair_round(&players, &mut rng(1)),
            Err(PairingError::NoValidPairing)
        );
    }

    #[test]
    fn the_bye_is_drawn_from_the_lowest_score_group() {
        let players = vec![
            player(1, 4),
            player(2, 4),
            player(3, 2),
            player(4, 0),
            player(5, 0),
        ];
        let mut drawn = HashSet::new();
        for seed in 0..30 {
            let pairing = pair_round(&players, &mut rng(seed)).unwrap();
            drawn.insert(pairing.bye.unwrap().0);
        }
        assert_eq!(drawn, HashSet::from([4, 5]));
    }

    #[test]
    fn the_bye_moves_up_when_the_rest_could_not_be_paired_otherwise() {
        // p4 is alone at the bottom, but without p4 the others cannot be
        // paired: p1 and p2 have met, as have p2 and p3, and p1 and p3.
        // With p3 out instead: p1–p4? met. So only p1 out works: p2–p4, p3–p5.
        let mut players = vec![
            player(1, 4),
            player(2, 4),
            player(3, 4),
            player(4, 0),
            player(5, 2),
        ];
        met(&mut players, 1, 2);
        met(&mut players, 2, 3);
        met(&mut players, 1, 3);
        met(&mut players, 1, 4);
        met(&mut players, 1, 5);
        met(&mut players, 3, 4);
        let pairing = pair_round(&players, &mut rng(2)).unwrap();
        assert_eq!(pairing.bye, Some(PlayerId(1)));
        assert_valid(&players, &pairing);
    }

    #[test]
    fn nobody_gets_a_fourth_color_in_a_row() {
        let mut players = fresh_field(2);
        players[0].colors = vec![Some(White), Some(White), None, Some(White)];
        players[1].colors = vec![Some(Black), Some(White)];
        for seed in 0..10 {
            let pairing = pair_round(&players, &mut rng(seed)).unwrap();
            assert_eq!(ids(&pairing), vec![(2, 1)]);
        }
    }

    #[test]
    fn two_players_who_both_had_three_whites_cannot_meet() {
        let mut players = fresh_field(2);
        for p in &mut players {
            p.colors = vec![Some(White); 3];
        }
        assert_eq!(
            pair_round(&players, &mut rng(1)),
            Err(PairingError::NoValidPairing)
        );
    }
}

mod goals {
    use super::*;

    #[test]
    fn players_meet_inside_their_score_group_when_they_can() {
        let players = vec![
            player(1, 4),
            player(2, 4),
            player(3, 2),
            player(4, 2),
            player(5, 0),
            player(6, 0),
        ];
        let pairing = pair_round(&players, &mut rng(1)).unwrap();
        let mut pairs: Vec<(i64, i64)> = ids(&pairing)
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect();
        pairs.sort_unstable();
        assert_eq!(pairs, vec![(1, 2), (3, 4), (5, 6)]);
        assert_eq!(check_pairing(&players, &pairing).score_group_distance, 0);
    }

    #[test]
    fn each_gets_the_alternating_color_when_both_can() {
        let mut players = fresh_field(4);
        players[0].colors = vec![Some(White)];
        players[1].colors = vec![Some(Black)];
        players[2].colors = vec![Some(White)];
        players[3].colors = vec![Some(Black)];
        met(&mut players, 1, 2);
        met(&mut players, 3, 4);
        let pairing = pair_round(&players, &mut rng(1)).unwrap();
        let report = assert_valid(&players, &pairing);
        assert_eq!(report.color_alternation_misses, 0);
        let mut games = ids(&pairing);
        games.sort_unstable();
        assert_eq!(games, vec![(2, 3), (4, 1)]);
    }

    #[test]
    fn top_boards_come_first() {
        let players = vec![player(1, 0), player(2, 0), player(3, 4), player(4, 4)];
        let pairing = pair_round(&players, &mut rng(1)).unwrap();
        let top: HashSet<i64> = [pairing.pairings[0].white.0, pairing.pairings[0].black.0].into();
        assert_eq!(top, HashSet::from([3, 4]));
    }
}

mod checker {
    use super::*;

    fn four_players() -> Vec<SwissPlayer> {
        let mut players = vec![player(1, 4), player(2, 2), player(3, 2), player(4, 0)];
        met(&mut players, 1, 2);
        players[2].colors = vec![Some(Black), Some(Black), Some(Black)];
        players[3].colors = vec![Some(Black)];
        players
    }

    #[test]
    fn a_valid_pairing_has_no_violations_and_its_measures() {
        let players = four_players();
        let pairing = RoundPairing {
            pairings: vec![pair(3, 1), pair(2, 4)],
            bye: None,
        };
        let report = check_pairing(&players, &pairing);
        assert_eq!(
            report,
            PairingReport {
                violations: vec![],
                // 4 v 2: one group apart; 2 v 0: one group apart.
                score_group_distance: 2,
                // Groups of 1, 2, 1: 1 and 3 players above the boundaries.
                lower_bound: 2,
                // p4 had Black and gets Black again.
                color_alternation_misses: 1,
            }
        );
    }

    #[test]
    fn every_broken_rule_is_reported() {
        let players = four_players();
        let pairing = RoundPairing {
            pairings: vec![pair(1, 2), pair(3, 3), pair(9, 4)],
            bye: Some(PlayerId(4)),
        };
        let violations = check_pairing(&players, &pairing).violations;
        assert_eq!(
            violations,
            vec![
                Violation::PairedTwice(PlayerId(3)),
                Violation::NotActive(PlayerId(9)),
                Violation::PairedTwice(PlayerId(4)),
                Violation::ByeInEvenField(PlayerId(4)),
                Violation::Rematch(PlayerId(1), PlayerId(2)),
                Violation::FourthSameColor {
                    player: PlayerId(3),
                    color: Black,
                },
            ]
        );
    }

    #[test]
    fn a_missing_player_and_a_missing_bye_are_reported() {
        let players = fresh_field(3);
        let pairing = RoundPairing {
            pairings: vec![pair(1, 2)],
            bye: None,
        };
        assert_eq!(
            check_pairing(&players, &pairing).violations,
            vec![Violation::Unpaired(PlayerId(3)), Violation::MissingBye]
        );
    }

    #[test]
    fn a_second_bye_and_a_bye_above_the_lowest_possible_group_are_reported() {
        let mut players = vec![player(1, 4), player(2, 2), player(3, 0)];
        players[0].had_bye = true;
        let pairing = RoundPairing {
            pairings: vec![pair(2, 3)],
            bye: Some(PlayerId(1)),
        };
        assert_eq!(
            check_pairing(&players, &pairing).violations,
            vec![
                Violation::SecondBye(PlayerId(1)),
                Violation::ByeNotFromLowestGroup {
                    bye: PlayerId(1),
                    lower: PlayerId(2),
                },
            ]
        );
    }

    #[test]
    fn a_bye_above_a_player_whose_bye_would_leave_the_rest_unpairable_is_valid() {
        // p3 is lowest, but without p3 the others (who met) cannot play.
        let mut players = vec![player(1, 4), player(2, 2), player(3, 0)];
        met(&mut players, 1, 2);
        let pairing = RoundPairing {
            pairings: vec![pair(3, 1)],
            bye: Some(PlayerId(2)),
        };
        assert_eq!(check_pairing(&players, &pairing).violations, vec![]);
    }
}

mod simulated_tournaments {
    use super::*;

    /// Simulates `seeds` tournaments and asserts every round is valid;
    /// returns how many rounds met goal 1's lower bound, out of how many.
    fn run(players: u32, rounds: u32, seeds: std::ops::Range<u64>) -> (usize, usize) {
        let (mut at_bound, mut total) = (0, 0);
        for seed in seeds {
            let report = simulate_swiss(&SimulationConfig::realistic(players, rounds), seed);
            for round in &report.rounds {
                assert_eq!(
                    round.report.violations,
                    vec![],
                    "{players} players, seed {seed}, round {}",
                    round.number
                );
                assert!(round.report.score_group_distance >= round.report.lower_bound);
                total += 1;
                at_bound +=
                    usize::from(round.report.score_group_distance == round.report.lower_bound);
            }
            if report.ended_early.is_none() {
                assert_eq!(report.rounds.len() as u32, rounds);
            }
        }
        (at_bound, total)
    }

    #[test]
    fn every_round_of_small_tournaments_keeps_every_rule() {
        for players in [4, 5, 7, 10] {
            run(players, players + 2, 0..60);
        }
    }

    #[test]
    fn a_four_player_swiss_runs_out_of_opponents_and_says_so() {
        let report = simulate_swiss(
            &SimulationConfig {
                time_loss_per_mille: 0,
                withdrawal_per_mille: 0,
                ..SimulationConfig::realistic(4, 5)
            },
            1,
        );
        assert_eq!(report.rounds.len(), 3);
        assert_eq!(report.ended_early, Some(PairingError::NoValidPairing));
    }

    #[test]
    fn every_round_of_thirty_one_player_tournaments_keeps_every_rule() {
        run(31, 9, 0..30);
    }

    // Late rounds can miss the lower bound for good reasons: two leaders who
    // have met must both float down, crossing an even boundary twice.

    #[test]
    fn hundred_player_tournaments_keep_every_rule_and_mostly_meet_the_lower_bound() {
        let (at_bound, total) = run(100, 11, 0..10);
        assert!(at_bound * 4 >= total * 3, "{at_bound} of {total}");
    }

    #[test]
    fn thousand_player_tournaments_keep_every_rule_and_nearly_always_meet_the_lower_bound() {
        let (at_bound, total) = run(1000, 12, 0..2);
        assert!(at_bound * 10 >= total * 9, "{at_bound} of {total}");
    }

    #[test]
    fn the_first_rounds_of_a_ten_thousand_player_tournament_keep_every_rule() {
        let (at_bound, total) = run(10_000, 3, 0..1);
        assert_eq!((at_bound, total), (3, 3));
    }

    #[test]
    fn the_same_seed_replays_the_same_tournament() {
        let config = SimulationConfig::realistic(25, 6);
        assert_eq!(simulate_swiss(&config, 4), simulate_swiss(&config, 4));
    }
}

/// An independent statement of the rules, by enumerating every pairing.
mod brute_force {
    use rand::Rng;

    use super::*;

    /// Whether two players may meet: rules 2 and 5, restated.
    fn can_meet(a: &SwissPlayer, b: &SwissPlayer) -> bool {
        let must_avoid = |p: &SwissPlayer| {
            let played: Vec<Color> = p.colors.iter().flatten().copied().collect();
            match played.as_slice() {
                [.., x, y, z] if x == y && y == z => Some(*z),
                _ => None,
            }
        };
        !a.opponents.contains(&b.id)
            && !b.opponents.contains(&a.id)
            && (must_avoid(a).is_none() || must_avoid(a) != must_avoid(b))
    }

    fn last_color(p: &SwissPlayer) -> Option<Color> {
        p.colors.iter().flatten().last().copied()
    }

    /// The best (distance, color misses) over every valid pairing of `players`.
    fn best(players: &[&SwissPlayer]) -> Option<(u32, u32)> {
        let mut scores: Vec<u32> = players.iter().map(|p| p.score).collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        scores.dedup();
        let group = |p: &SwissPlayer| scores.iter().position(|s| *s == p.score).unwrap() as u32;
        fn search(
            rest: &[&SwissPlayer],
            group: &dyn Fn(&SwissPlayer) -> u32,
        ) -> Option<(u32, u32)> {
            let Some((first, others)) = rest.split_first() else {
                return Some((0, 0));
            };
            let mut best: Option<(u32, u32)> = None;
            for (i, second) in others.iter().enumerate() {
                if !can_meet(first, second) {
                    continue;
                }
                let mut remaining = others.to_vec();
                remaining.remove(i);
                if let Some((distance, misses)) = search(&remaining, group) {
                    let miss = u32::from(
                        last_color(first).is_some() && last_color(first) == last_color(second),
                    );
                    let total = (
                        distance + group(first).abs_diff(group(second)),
                        misses + miss,
                    );
                    best = Some(best.map_or(total, |b| b.min(total)));
                }
            }
            best
        }
        search(players, &group)
    }

    /// Asserts that `pair_round` on `players` does what enumeration says it must.
    fn agrees_with_enumeration(players: &[SwissPlayer], seed: u64) {
        let everyone: Vec<&SwissPlayer> = players.iter().collect();
        let result = pair_round(players, &mut rng(seed));
        if players.len().is_multiple_of(2) {
            let Some(optimum) = best(&everyone) else {
                assert_eq!(result, Err(PairingError::NoValidPairing));
                return;
            };
            let report = assert_valid(players, &result.unwrap());
            assert_eq!(
                (report.score_group_distance, report.color_alternation_misses),
                optimum
            );
            return;
        }
        let without = |id: PlayerId| -> Vec<&SwissPlayer> {
            everyone.iter().copied().filter(|p| p.id != id).collect()
        };
        let lowest_possible = players
            .iter()
            .filter(|p| !p.had_bye && best(&without(p.id)).is_some())
            .map(|p| p.score)
            .min();
        let Some(lowest_possible) = lowest_possible else {
            assert_eq!(result, Err(PairingError::NoValidPairing));
            return;
        };
        let pairing = result.unwrap();
        let report = assert_valid(players, &pairing);
        let bye = players.iter().find(|p| Some(p.id) == pairing.bye).unwrap();
        assert_eq!(bye.score, lowest_possible, "rule 4");
        assert_eq!(
            Some((report.score_group_distance, report.color_alternation_misses)),
            best(&without(bye.id))
        );
    }

    #[test]
    fn every_simulated_round_up_to_twelve_players_is_optimal() {
        for players in 4..=12 {
            for seed in 0..12 {
                let report = simulate_swiss(&SimulationConfig::realistic(players, players), seed);
                for round in &report.rounds {
                    agrees_with_enumeration(&round.players, seed + u64::from(round.number));
                }
            }
        }
    }

    /// A random round: scores, meetings, color histories and byes at random.
    fn random_round(size: i64, seed: u64) -> Vec<SwissPlayer> {
        let mut rng = rng(seed);
        let mut players: Vec<SwissPlayer> = (1..=size)
            .map(|id| {
                let history = (0..rng.random_range(0..6))
                    .map(|_| match rng.random_range(0..5) {
                        0 => None,
                        1 | 2 => Some(White),
                        _ => Some(Black),
                    })
                    .collect();
                SwissPlayer {
                    colors: history,
                    had_bye: rng.random_ratio(1, 3),
                    ..player(id, rng.random_range(0..5))
                }
            })
            .collect();
        for a in 1..=size {
            for b in a + 1..=size {
                if rng.random_ratio(2, 5) {
                    met(&mut players, a, b);
                }
            }
        }
        players
    }

    proptest::proptest! {
        #[test]
        fn random_rounds_are_paired_optimally_or_refused_only_when_impossible(
            size in 1i64..=11,
            seed in proptest::prelude::any::<u64>(),
        ) {
            agrees_with_enumeration(&random_round(size, seed), seed);
        }

        #[test]
        fn the_fast_engine_completes_a_pairing_whenever_one_exists(
            half in 1i64..=6,
            seed in proptest::prelude::any::<u64>(),
        ) {
            use super::super::{field::Field, greedy, matching};
            let players = random_round(half * 2, seed);
            let everyone: Vec<&SwissPlayer> = players.iter().collect();
            let field = Field::new(everyone.clone());
            let mut mate = greedy::pair_greedily(&field);
            let complete = matching::complete(&field, &mut mate);
            proptest::prop_assert_eq!(complete, best(&everyone).is_some());
            if complete {
                for (a, &b) in mate.iter().enumerate() {
                    proptest::prop_assert_eq!(mate[b], a);
                    proptest::prop_assert!(field.compatible(a, b));
                }
            }
        }
    }
}
