//! Who advances from a Double Round Robin round, and who wins the final.

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::GroupSize;
use crate::tournament::standings::{Standing, standings};
use crate::tournament::{GameRecord, PlayerId, RatedPlayer};

/// One group of a finished round: its players and all its games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupResult {
    /// The group's players with their current ratings (tie-break 2).
    pub players: Vec<RatedPlayer>,
    /// Every game of the group, forfeits included.
    pub games: Vec<GameRecord>,
}

/// What follows a finished round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum NextStep {
    /// These players form the next round's field.
    Advance(Vec<PlayerId>),
    /// That was the final; this player won the tournament.
    Winner(PlayerId),
}

/// The decision at the end of a round, with the standings it was made from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundOutcome {
    /// Each group's standings, in the order the groups were given.
    pub standings: Vec<Vec<Standing>>,
    /// Who advances, or who won.
    pub next: NextStep,
}

/// Why a round cannot be decided yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum RoundError {
    /// No group has any player.
    #[error("the round has no players")]
    EmptyField,
    /// A group still has games to finish.
    #[error("group {group} has {finished} of its {expected} games finished")]
    GroupNotFinished {
        /// The group's position in the list, from 0.
        group: usize,
        /// Games given.
        finished: usize,
        /// Games a group of its size plays: everyone twice against everyone.
        expected: usize,
    },
}

/// Decides a finished round from its groups' games.
///
/// Scores count only the group's own games (tournaments.md: "scores do not
/// carry over between rounds"). In the final (one group, field no larger
/// than `G`) the best player by score and the tie-breaks wins. Otherwise
/// everyone sharing the highest score of their group advances — unless that
/// is everyone (every group tied throughout), when each group advances only
/// its best player by the tie-breaks, so the tournament always ends. The
/// random draws of the tie-breaks come from `rng`.
///
/// # Errors
/// [`RoundError::EmptyField`] without players;
/// [`RoundError::GroupNotFinished`] when a group has fewer than `n (n − 1)` games.
pub fn decide_round(
    groups: &[GroupResult],
    size: GroupSize,
    rng: &mut impl Rng,
) -> Result<RoundOutcome, RoundError> {
    let field: usize = groups.iter().map(|group| group.players.len()).sum();
    if field == 0 {
        return Err(RoundError::EmptyField);
    }
    for (position, group) in groups.iter().enumerate() {
        let expected = group.players.len() * (group.players.len() - 1);
        if group.games.len() < expected {
            return Err(RoundError::GroupNotFinished {
                group: position,
                finished: group.games.len(),
                expected,
            });
        }
    }
    let tables: Vec<Vec<Standing>> = groups
        .iter()
        .map(|group| standings(&group.players, &group.games, &[], rng))
        .collect();
    let next = match tables.as_slice() {
        [table] if size.is_final(field) => {
            NextStep::Winner(best_of(table).ok_or(RoundError::EmptyField)?)
        }
        _ => advance(&tables, field),
    };
    Ok(RoundOutcome {
        standings: tables,
        next,
    })
}

/// Everyone sharing their group's highest score (seed 000: "if two or
/// more players have the highest score in a group, then all advance"), or,
/// when that is the whole field, each group's best by the tie-breaks.
fn advance(tables: &[Vec<Standing>], field: usize) -> NextStep {
    let top_scorers: Vec<PlayerId> = tables
        .iter()
        .flat_map(|table| {
            let best = table.first().map_or(0, |row| row.score);
            table
                .iter()
                .take_while(move |row| row.score == best)
                .map(|row| row.player)
        })
        .collect();
    if top_scorers.len() == field {
        NextStep::Advance(tables.iter().filter_map(|table| best_of(table)).collect())
    } else {
        NextStep::Advance(top_scorers)
    }
}

/// The player ranked first.
fn best_of(table: &[Standing]) -> Option<PlayerId> {
    table.first().map(|row| row.player)
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::tournament::double_round_robin::forfeit_remaining;
    use crate::tournament::round_robin::double_round_robin;
    use crate::tournament::{GameResult, Pairing};

    fn rated(id: i64, rating: i32) -> RatedPlayer {
        RatedPlayer {
            id: PlayerId(id),
            rating: Some(rating),
        }
    }

    /// A finished group where `result` decides each game.
    fn group(players: &[RatedPlayer], result: impl Fn(Pairing) -> GameResult) -> GroupResult {
        let ids: Vec<PlayerId> = players.iter().map(|p| p.id).collect();
        let games = double_round_robin(&ids)
            .into_iter()
            .flat_map(|round| round.pairings)
            .map(|pairing| GameRecord {
                pairing,
                result: result(pairing),
            })
            .collect();
        GroupResult {
            players: players.to_vec(),
            games,
        }
    }

    /// The lower id always wins.
    fn lower_id_wins(pairing: Pairing) -> GameResult {
        if pairing.white < pairing.black {
            GameResult::WhiteWins
        } else {
            GameResult::BlackWins
        }
    }

    fn size(g: u32) -> GroupSize {
        GroupSize::new(g).unwrap()
    }

    fn decide(groups: &[GroupResult], g: u32) -> Result<RoundOutcome, RoundError> {
        decide_round(groups, size(g), &mut ChaCha8Rng::seed_from_u64(9))
    }

    fn advancing(outcome: &RoundOutcome) -> Vec<i64> {
        match &outcome.next {
            NextStep::Advance(players) => players.iter().map(|p| p.0).collect(),
            NextStep::Winner(winner) => panic!("unexpected winner {winner:?}"),
        }
    }

    #[test]
    fn the_top_scorer_of_each_group_advances_and_shared_top_scores_all_advance() {
        let first = group(
            &[rated(1, 1500), rated(2, 1500), rated(3, 1500)],
            lower_id_wins,
        );
        // In the second group 4 and 5 beat 6 and draw each other.
        let second = group(
            &[rated(4, 1500), rated(5, 1500), rated(6, 1500)],
            |pairing| match (pairing.white.0, pairing.black.0) {
                (6, _) => GameResult::BlackWins,
                (_, 6) => GameResult::WhiteWins,
                _ => GameResult::Draw,
            },
        );
        let outcome = decide(&[first, second], 3).unwrap();
        let mut players = advancing(&outcome);
        players.sort_unstable();
        assert_eq!(players, vec![1, 4, 5]);
        assert_eq!(outcome.standings[1][0].score, 6);
        assert_eq!(outcome.standings[1][1].score, 6);
    }

    #[test]
    fn when_every_group_ties_throughout_each_advances_only_its_best_by_the_tie_breaks() {
        let all_draws = |_| GameResult::Draw;
        let first = group(&[rated(1, 1400), rated(2, 1600)], all_draws);
        let second = group(&[rated(3, 1900), rated(4, 1800)], all_draws);
        let outcome = decide(&[first, second], 2).unwrap();
        assert_eq!(advancing(&outcome), vec![2, 3]);
    }

    #[test]
    fn the_final_is_won_by_the_highest_score() {
        let final_group = group(
            &[rated(3, 1500), rated(1, 1500), rated(2, 1500)],
            lower_id_wins,
        );
        let outcome = decide(&[final_group], 4).unwrap();
        assert_eq!(outcome.next, NextStep::Winner(PlayerId(1)));
        let order: Vec<i64> = outcome.standings[0]
            .iter()
            .map(|row| row.player.0)
            .collect();
        assert_eq!(order, vec![1, 2, 3]);
    }

    #[test]
    fn a_tie_in_the_final_goes_to_the_higher_rating_as_averaged_opponent_scores_tie_too() {
        // 1 and 2 split their games; 1 beats 3 twice and draws 4 twice; 2 draws
        // 3 twice and beats 4 twice; 3 beats 4 once and draws once.
        // Scores: 1: 2 + 4 + 2 = 8, 2: 2 + 2 + 4 = 8, 3: 0 + 2 + 3 = 5, 4: 2 + 0 + 1 = 3.
        // Averaged opponent scores: 1: (6 + 6 + 5 + 5 + 1 + 1) / 6 = 24 / 6,
        // 2: (6 + 6 + 3 + 3 + 3 + 3) / 6 = 24 / 6. In a complete double round
        // robin it is 2n − 4 for everyone, so only the rating can split a tie.
        let players = [
            rated(1, 1500),
            rated(2, 1600),
            rated(3, 1700),
            rated(4, 1800),
        ];
        let results = |pairing: Pairing| match (pairing.white.0, pairing.black.0) {
            (1, 2) | (2, 4) | (4, 2) => lower_id_wins(pairing),
            (2, 1) => GameResult::WhiteWins,
            (1, 3) | (3, 1) => lower_id_wins(pairing),
            (3, 4) => GameResult::WhiteWins,
            _ => GameResult::Draw,
        };
        let outcome = decide(&[group(&players, results)], 4).unwrap();
        let table: Vec<(i64, u32, u32)> = outcome.standings[0]
            .iter()
            .map(|row| {
                let aos = row.averaged_opponent_score;
                (row.player.0, row.score, aos.opponent_points)
            })
            .collect();
        assert_eq!(table, vec![(2, 8, 24), (1, 8, 24), (3, 5, 24), (4, 3, 24)]);
        assert_eq!(outcome.next, NextStep::Winner(PlayerId(2)));
    }

    #[test]
    fn a_group_with_games_left_cannot_be_decided() {
        let mut unfinished = group(
            &[rated(1, 1500), rated(2, 1500), rated(3, 1500)],
            lower_id_wins,
        );
        unfinished.games.pop();
        assert_eq!(
            decide(&[unfinished], 3),
            Err(RoundError::GroupNotFinished {
                group: 0,
                finished: 5,
                expected: 6
            })
        );
    }

    #[test]
    fn a_round_without_players_cannot_be_decided() {
        assert_eq!(decide(&[], 3), Err(RoundError::EmptyField));
    }

    #[test]
    fn forfeited_games_of_a_withdrawn_player_count_for_the_opponents() {
        // Player 1 withdraws before playing: every game of theirs is forfeited.
        let players = [rated(1, 2000), rated(2, 1500), rated(3, 1500)];
        let ids: Vec<PlayerId> = players.iter().map(|p| p.id).collect();
        let all: Vec<Pairing> = double_round_robin(&ids)
            .into_iter()
            .flat_map(|r| r.pairings)
            .collect();
        let mut games = forfeit_remaining(&all, PlayerId(1));
        games.extend(
            all.iter()
                .filter(|p| !p.involves(PlayerId(1)))
                .map(|&pairing| GameRecord {
                    pairing,
                    result: GameResult::Draw,
                }),
        );
        let outcome = decide(
            &[GroupResult {
                players: players.to_vec(),
                games,
            }],
            3,
        )
        .unwrap();
        let scores: Vec<(i64, u32)> = outcome.standings[0]
            .iter()
            .map(|r| (r.player.0, r.score))
            .collect();
        assert_eq!(scores[2], (1, 0));
        assert_eq!(scores[0].1, 6);
        assert_eq!(scores[1].1, 6);
    }
}
