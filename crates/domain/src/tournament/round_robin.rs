//! Round-robin schedules from Berger tables: the single round robin of the
//! club Quad and the live rounds of a Double Round Robin group
//! (`tournaments.md` "Round Robin (single)" and "Double Round Robin").
//!
//! Seats are the positions in the slice given: seat 1 is `players[0]`. Draw
//! lots by shuffling the slice first when the seats should be random.

use serde::{Deserialize, Serialize};

use super::{Pairing, PlayerId};

/// One round of a round-robin schedule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRobinRound {
    /// The games of the round, white first.
    pub pairings: Vec<Pairing>,
    /// The player who rests this round (odd groups only; a rest scores nothing).
    pub resting: Option<PlayerId>,
}

/// A single round robin: everyone meets everyone once, in `n − 1` rounds
/// (`n` for an odd group, where one player rests each round). Colors are as
/// balanced as possible: in a group of 4 everyone has two games with one
/// color and one with the other.
#[must_use]
pub fn single_round_robin(players: &[PlayerId]) -> Vec<RoundRobinRound> {
    let seats = seat_count(players.len());
    (1..seats)
        .map(|round| berger_round(players, seats, round))
        .collect()
}

/// A double round robin: everyone meets everyone twice, once with each
/// color. tournaments.md: the last two rounds of the first cycle are swapped
/// and the second cycle repeats the first with colors reversed, so nobody
/// has the same color three times in a row (rests do not count).
///
/// The second cycle follows the Berger table order, not the swapped order:
/// with the swapped order a group of 4 would give one seat three blacks in a
/// row at the turn of the cycles.
#[must_use]
pub fn double_round_robin(players: &[PlayerId]) -> Vec<RoundRobinRound> {
    let table = single_round_robin(players);
    let mut first_cycle = table.clone();
    let rounds = first_cycle.len();
    if rounds >= 2 {
        first_cycle.swap(rounds - 2, rounds - 1);
    }
    let second_cycle = table.into_iter().map(|round| RoundRobinRound {
        pairings: round.pairings.into_iter().map(Pairing::reversed).collect(),
        resting: round.resting,
    });
    first_cycle.into_iter().chain(second_cycle).collect()
}

/// Seats in the Berger table: the group size rounded up to even (the extra
/// seat of an odd group is the rest).
fn seat_count(players: usize) -> usize {
    players + players % 2
}

/// Round `round` (from 1) of the Berger table for `seats` seats.
///
/// Seats `i` and `j` below the last seat meet in the round where
/// `i + j ≡ round + 1 (mod seats − 1)`; the lower seat has White when `i + j`
/// is odd. The seat that would meet itself meets the last seat instead, on
/// board 1, with Black in odd rounds and White in even rounds. Board `b + 1`
/// then pairs the seats `b` places either side of it, as the printed tables do.
fn berger_round(players: &[PlayerId], seats: usize, round: usize) -> RoundRobinRound {
    let cycle = seats - 1;
    let last = seats;
    // Seats are 1..=cycle around the circle; `wrap` folds any offset back onto it.
    let wrap = |seat: usize| (seat - 1) % cycle + 1;
    // The seat `s` with 2s ≡ round + 1: 2 has the inverse (cycle + 1) / 2 as cycle is odd.
    let centre = wrap((round + 1) * cycle.div_ceil(2) % cycle + cycle);
    let mut pairs = vec![if round.is_multiple_of(2) {
        (last, centre)
    } else {
        (centre, last)
    }];
    for board in 1..seats / 2 {
        let (i, j) = (wrap(centre + board), wrap(centre + cycle - board));
        pairs.push(if (i + j) % 2 == 1 {
            (i.min(j), i.max(j))
        } else {
            (i.max(j), i.min(j))
        });
    }
    let seat = |s: usize| players.get(s - 1).copied();
    let mut resting = None;
    let mut pairings = Vec::with_capacity(pairs.len());
    for (white, black) in pairs {
        match (seat(white), seat(black)) {
            (Some(white), Some(black)) => pairings.push(Pairing { white, black }),
            (Some(alone), None) | (None, Some(alone)) => resting = Some(alone),
            (None, None) => {}
        }
    }
    RoundRobinRound { pairings, resting }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::tournament::Color;

    fn group(size: i64) -> Vec<PlayerId> {
        (1..=size).map(PlayerId).collect()
    }

    fn games(rounds: &[RoundRobinRound]) -> Vec<(i64, i64)> {
        rounds
            .iter()
            .flat_map(|round| round.pairings.iter().map(|p| (p.white.0, p.black.0)))
            .collect()
    }

    /// Each player's colors round by round, rests skipped.
    fn color_sequences(rounds: &[RoundRobinRound]) -> HashMap<PlayerId, Vec<Color>> {
        let mut sequences: HashMap<PlayerId, Vec<Color>> = HashMap::new();
        for pairing in rounds.iter().flat_map(|round| &round.pairings) {
            sequences
                .entry(pairing.white)
                .or_default()
                .push(Color::White);
            sequences
                .entry(pairing.black)
                .or_default()
                .push(Color::Black);
        }
        sequences
    }

    #[test]
    fn four_players_follow_the_berger_table() {
        let rounds = single_round_robin(&group(4));
        let by_round: Vec<Vec<(i64, i64)>> = rounds
            .iter()
            .map(|round| games(std::slice::from_ref(round)))
            .collect();
        assert_eq!(
            by_round,
            vec![
                vec![(1, 4), (2, 3)],
                vec![(4, 3), (1, 2)],
                vec![(2, 4), (3, 1)]
            ]
        );
    }

    #[test]
    fn six_players_follow_the_berger_table() {
        let rounds = single_round_robin(&group(6));
        let by_round: Vec<Vec<(i64, i64)>> = rounds
            .iter()
            .map(|round| games(std::slice::from_ref(round)))
            .collect();
        assert_eq!(
            by_round,
            vec![
                vec![(1, 6), (2, 5), (3, 4)],
                vec![(6, 4), (5, 3), (1, 2)],
                vec![(2, 6), (3, 1), (4, 5)],
                vec![(6, 5), (1, 4), (2, 3)],
                vec![(3, 6), (4, 2), (5, 1)],
            ]
        );
    }

    #[test]
    fn in_a_quad_everyone_gets_two_games_of_one_color_and_one_of_the_other() {
        let sequences = color_sequences(&single_round_robin(&group(4)));
        for colors in sequences.values() {
            let whites = colors.iter().filter(|c| **c == Color::White).count();
            assert!(whites == 1 || whites == 2, "{colors:?}");
        }
    }

    #[test]
    fn a_single_round_robin_meets_everyone_once_with_one_rest_per_round_when_odd() {
        for size in 2..=12 {
            let rounds = single_round_robin(&group(size));
            let expected_rounds = if size % 2 == 0 { size - 1 } else { size };
            assert_eq!(rounds.len() as i64, expected_rounds, "size {size}");
            let mut met: Vec<(i64, i64)> = games(&rounds)
                .into_iter()
                .map(|(a, b)| (a.min(b), a.max(b)))
                .collect();
            met.sort_unstable();
            let everyone: Vec<(i64, i64)> = (1..=size)
                .flat_map(|a| (a + 1..=size).map(move |b| (a, b)))
                .collect();
            assert_eq!(met, everyone, "size {size}");
            let rests: Vec<Option<PlayerId>> = rounds.iter().map(|r| r.resting).collect();
            if size % 2 == 0 {
                assert!(rests.iter().all(Option::is_none));
            } else {
                let mut rested: Vec<i64> = rests.iter().flatten().map(|p| p.0).collect();
                rested.sort_unstable();
                assert_eq!(rested, (1..=size).collect::<Vec<_>>(), "size {size}");
            }
        }
    }

    #[test]
    fn single_round_robin_colors_differ_by_at_most_one() {
        for size in 2..=12 {
            for colors in color_sequences(&single_round_robin(&group(size))).values() {
                let whites = colors.iter().filter(|c| **c == Color::White).count();
                let blacks = colors.len() - whites;
                assert!(whites.abs_diff(blacks) <= 1, "size {size}: {colors:?}");
            }
        }
    }

    #[test]
    fn a_double_round_robin_plays_everyone_once_with_each_color() {
        for size in 2..=12 {
            let mut played = games(&double_round_robin(&group(size)));
            played.sort_unstable();
            let expected: Vec<(i64, i64)> = (1..=size)
                .flat_map(|a| (1..=size).filter(move |b| *b != a).map(move |b| (a, b)))
                .collect();
            assert_eq!(played, expected, "size {size}");
        }
    }

    #[test]
    fn in_a_double_round_robin_nobody_has_a_color_three_times_in_a_row() {
        for size in 2..=12 {
            for (player, colors) in color_sequences(&double_round_robin(&group(size))) {
                assert!(
                    colors.windows(3).all(|w| w[0] != w[1] || w[1] != w[2]),
                    "size {size}, {player:?}: {colors:?}"
                );
            }
        }
    }

    #[test]
    fn the_last_two_rounds_of_the_first_cycle_are_swapped() {
        let table = single_round_robin(&group(6));
        let double = double_round_robin(&group(6));
        assert_eq!(double.len(), 10);
        assert_eq!(double[3], table[4]);
        assert_eq!(double[4], table[3]);
        let reversed: Vec<Pairing> = table[0].pairings.iter().map(|p| p.reversed()).collect();
        assert_eq!(double[5].pairings, reversed);
    }
}
