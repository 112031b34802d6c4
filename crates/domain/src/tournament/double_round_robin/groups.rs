//! Splitting a Double Round Robin field into groups by serpentine seeding.

use std::cmp::Reverse;

use rand::Rng;
use rand::seq::SliceRandom;

use super::GroupSize;
use crate::tournament::{PlayerId, RatedPlayer};

/// Splits `field` into `ceil(N / G)` groups whose sizes differ by at most one.
///
/// tournaments.md: "order players by rating (unrated last, in random
/// order), and put the `i`-th player (from 1) into group `((i−1) mod g) + 1`
/// when `floor((i−1)/g)` is even, else into group `g − ((i−1) mod g)`".
/// Players with equal ratings are ordered at random too. Each group lists
/// its players in seeding order.
pub fn draw_groups(
    field: &[RatedPlayer],
    size: GroupSize,
    rng: &mut impl Rng,
) -> Vec<Vec<PlayerId>> {
    let count = field.len().div_ceil(size.as_usize());
    let mut seeded = field.to_vec();
    seeded.shuffle(rng);
    seeded.sort_by_key(|player| Reverse(player.rating));
    let mut groups = vec![Vec::new(); count];
    for (i, player) in seeded.iter().enumerate() {
        let (row, column) = (i / count, i % count);
        let group = if row % 2 == 0 {
            column
        } else {
            count - 1 - column
        };
        groups[group].push(player.id);
    }
    groups
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;

    fn rated(count: i64) -> Vec<RatedPlayer> {
        // Player i has rating 2000 − 10 i, so ids are in seeding order.
        (1..=count)
            .map(|id| RatedPlayer {
                id: PlayerId(id),
                rating: Some(2000 - 10 * i32::try_from(id).unwrap()),
            })
            .collect()
    }

    fn ids(groups: &[Vec<PlayerId>]) -> Vec<Vec<i64>> {
        groups
            .iter()
            .map(|g| g.iter().map(|p| p.0).collect())
            .collect()
    }

    fn draw(field: &[RatedPlayer], size: u32, seed: u64) -> Vec<Vec<PlayerId>> {
        draw_groups(
            field,
            GroupSize::new(size).unwrap(),
            &mut ChaCha8Rng::seed_from_u64(seed),
        )
    }

    #[test]
    fn seven_players_in_groups_of_four_make_groups_of_four_and_three() {
        assert_eq!(
            ids(&draw(&rated(7), 4, 1)),
            vec![vec![1, 4, 5], vec![2, 3, 6, 7]]
        );
    }

    #[test]
    fn nine_players_in_groups_of_four_make_three_groups_of_three() {
        assert_eq!(
            ids(&draw(&rated(9), 4, 1)),
            vec![vec![1, 6, 7], vec![2, 5, 8], vec![3, 4, 9]]
        );
    }

    #[test]
    fn thirteen_players_in_groups_of_five_make_groups_of_five_four_and_four() {
        assert_eq!(
            ids(&draw(&rated(13), 5, 1)),
            vec![vec![1, 6, 7, 12, 13], vec![2, 5, 8, 11], vec![3, 4, 9, 10]]
        );
    }

    #[test]
    fn a_field_that_fits_one_group_is_one_group() {
        assert_eq!(ids(&draw(&rated(4), 4, 1)), vec![vec![1, 2, 3, 4]]);
    }

    #[test]
    fn group_sizes_differ_by_at_most_one_and_never_exceed_the_group_size() {
        for players in 1..=40 {
            for size in 2..=8 {
                let groups = draw(&rated(players), size, 3);
                let sizes: Vec<usize> = groups.iter().map(Vec::len).collect();
                let (min, max) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
                assert!(max - min <= 1, "{players} in {size}: {sizes:?}");
                assert!(*max <= size as usize);
                assert_eq!(
                    groups.len() as i64,
                    (players + i64::from(size) - 1) / i64::from(size)
                );
                assert_eq!(sizes.iter().sum::<usize>() as i64, players);
            }
        }
    }

    #[test]
    fn unrated_players_come_last_in_random_order() {
        let mut field = rated(2);
        field.extend((3..=6).map(|id| RatedPlayer {
            id: PlayerId(id),
            rating: None,
        }));
        let mut orders = HashSet::new();
        for seed in 0..20 {
            let groups = draw(&field, 3, seed);
            // Two groups: seeds 1 and 2 head them; the unrated fill the rest.
            assert_eq!(groups[0][0], PlayerId(1));
            assert_eq!(groups[1][0], PlayerId(2));
            orders.insert(ids(&groups));
        }
        assert!(orders.len() > 1);
    }
}
