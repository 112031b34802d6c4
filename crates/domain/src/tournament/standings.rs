//! Final standings: score, then the tie-breaks of `tournaments.md` in order
//! (averaged opponent score, rating with unrated lowest, a seeded lot).

use std::cmp::Reverse;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::tiebreak::{AveragedOpponentScore, Scoresheet};
use super::{GameRecord, PlayerId, RatedPlayer};

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// Final rank, from 1; every rank is distinct because the lot breaks all ties.
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// Tournament score (win 2, draw 1, bye 1).
    pub score: u32,
    /// Games played (byes are not games).
    pub games: u32,
    /// Tie-break 1.
    pub averaged_opponent_score: AveragedOpponentScore,
    /// Tie-break 2 (`None` = unrated, lowest).
    pub rating: Option<i32>,
    /// Tie-break 3: the player's place in a seeded random draw, from 1 (lower wins).
    pub lot: u32,
}

/// Ranks `players` by score and the tie-breaks, from their `games` and `byes`
/// (a player appears in `byes` once per bye). The random draw for the last
/// tie-break comes from `rng`, so a stored seed reproduces the standings.
pub fn standings(
    players: &[RatedPlayer],
    games: &[GameRecord],
    byes: &[PlayerId],
    rng: &mut impl Rng,
) -> Vec<Standing> {
    let sheet = Scoresheet::new(games, byes);
    let mut lots: Vec<u32> = (1..).take(players.len()).collect();
    lots.shuffle(rng);
    let mut table: Vec<Standing> = players
        .iter()
        .zip(lots)
        .map(|(player, lot)| Standing {
            rank: 0,
            player: player.id,
            score: sheet.score(player.id),
            games: sheet.games(player.id),
            averaged_opponent_score: sheet.averaged_opponent_score(player.id),
            rating: player.rating,
            lot,
        })
        .collect();
    table.sort_by_key(|row| {
        (
            Reverse(row.score),
            Reverse(row.averaged_opponent_score),
            Reverse(row.rating),
            row.lot,
        )
    });
    for (rank, row) in (1..).zip(table.iter_mut()) {
        row.rank = rank;
    }
    table
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::tournament::{GameResult, Pairing};

    fn game(white: i64, black: i64, result: GameResult) -> GameRecord {
        GameRecord {
            pairing: Pairing {
                white: PlayerId(white),
                black: PlayerId(black),
            },
            result,
        }
    }

    fn rated(id: i64, rating: Option<i32>) -> RatedPlayer {
        RatedPlayer {
            id: PlayerId(id),
            rating,
        }
    }

    fn order(table: &[Standing]) -> Vec<i64> {
        table.iter().map(|row| row.player.0).collect()
    }

    #[test]
    fn the_higher_averaged_opponent_score_ranks_first_among_equal_scores() {
        // Round 1: 1-2 1-0, 3-4 draw, 5 bye; round 2: 3-1 0-1, 5-4 1-0, 2 bye.
        // Scores 4, 1, 1, 1, 3; among the 1s: p2 2/1, p3 2/2, p4 1/2.
        let players: Vec<RatedPlayer> = (1..=5).map(|id| rated(id, Some(1500))).collect();
        let games = [
            game(1, 2, GameResult::WhiteWins),
            game(3, 4, GameResult::Draw),
            game(3, 1, GameResult::BlackWins),
            game(5, 4, GameResult::WhiteWins),
        ];
        let byes = [PlayerId(5), PlayerId(2)];
        let table = standings(&players, &games, &byes, &mut ChaCha8Rng::seed_from_u64(1));
        assert_eq!(order(&table), vec![1, 5, 2, 3, 4]);
        assert_eq!(
            table.iter().map(|row| row.rank).collect::<Vec<_>>(),
            vec![1, 2, 3, 4, 5]
        );
        assert_eq!(table[2].score, 1);
        assert_eq!(table[2].games, 1);
    }

    #[test]
    fn rating_breaks_a_tie_in_averaged_opponent_score_and_unrated_counts_lowest() {
        // Three players, all draws: equal scores and equal averaged opponent scores.
        let players = [rated(1, None), rated(2, Some(1400)), rated(3, Some(1700))];
        let games = [
            game(1, 2, GameResult::Draw),
            game(2, 3, GameResult::Draw),
            game(3, 1, GameResult::Draw),
        ];
        let table = standings(&players, &games, &[], &mut ChaCha8Rng::seed_from_u64(7));
        assert_eq!(order(&table), vec![3, 2, 1]);
    }

    #[test]
    fn the_lot_decides_when_everything_else_ties_and_the_seed_reproduces_it() {
        let players: Vec<RatedPlayer> = (1..=6).map(|id| rated(id, None)).collect();
        let first = standings(&players, &[], &[], &mut ChaCha8Rng::seed_from_u64(42));
        let again = standings(&players, &[], &[], &mut ChaCha8Rng::seed_from_u64(42));
        assert_eq!(first, again);
        assert_eq!(
            first.iter().map(|row| row.lot).collect::<Vec<_>>(),
            vec![1, 2, 3, 4, 5, 6]
        );
        let other_seeds: Vec<Vec<i64>> = (0..20)
            .map(|seed| {
                order(&standings(
                    &players,
                    &[],
                    &[],
                    &mut ChaCha8Rng::seed_from_u64(seed),
                ))
            })
            .collect();
        assert!(other_seeds.iter().any(|table| *table != order(&first)));
    }

    proptest::proptest! {
        #[test]
        fn ranks_run_from_one_with_scores_never_rising_and_every_point_counted(
            seed in proptest::prelude::any::<u64>(),
            size in 2i64..=8,
        ) {
            use rand::Rng;
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let players: Vec<RatedPlayer> = (1..=size)
                .map(|id| rated(id, rng.random_bool(0.7).then(|| rng.random_range(1000..2000))))
                .collect();
            let games: Vec<GameRecord> = (0..rng.random_range(0..20))
                .filter_map(|_| {
                    let (white, black) = (rng.random_range(1..=size), rng.random_range(1..=size));
                    let result = [GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWins][rng.random_range(0..3)];
                    (white != black).then(|| game(white, black, result))
                })
                .collect();
            let byes: Vec<PlayerId> = (1..=size).filter(|_| rng.random_ratio(1, 4)).map(PlayerId).collect();
            let table = standings(&players, &games, &byes, &mut rng);
            let ranks: Vec<u32> = table.iter().map(|row| row.rank).collect();
            proptest::prop_assert_eq!(ranks, (1..=u32::try_from(size).unwrap()).collect::<Vec<_>>());
            proptest::prop_assert!(table.windows(2).all(|w| w[0].score >= w[1].score));
            let points: u32 = table.iter().map(|row| row.score).sum();
            proptest::prop_assert_eq!(points as usize, 2 * games.len() + byes.len());
        }
    }
}
