//! Tie-break 1 of `tournaments.md`: the averaged opponent score, kept as an
//! exact fraction so that equal values compare equal.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::{GameRecord, PlayerId};

/// tournaments.md: "A bye is worth 1 point."
pub const BYE_POINTS: u32 = 1;

/// The averaged opponent score: `opponent_points / games`.
///
/// tournaments.md: "for each game the player played, take that opponent's
/// total score in the tournament minus the points the opponent scored in
/// games against this player; sum over all the player's games and divide by
/// the number of games played (byes are not games)". Compared as an exact
/// fraction; a player with no games counts as 0.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub struct AveragedOpponentScore {
    /// The sum over the player's games of the opponent's adjusted score.
    pub opponent_points: u32,
    /// The number of games played (byes excluded).
    pub games: u32,
}

impl AveragedOpponentScore {
    /// `(numerator, denominator)` with a denominator of at least 1.
    fn fraction(self) -> (u64, u64) {
        (
            u64::from(self.opponent_points),
            u64::from(self.games.max(1)),
        )
    }
}

impl Ord for AveragedOpponentScore {
    fn cmp(&self, other: &Self) -> Ordering {
        let (a, b) = self.fraction();
        let (c, d) = other.fraction();
        (a * d).cmp(&(c * b))
    }
}

impl PartialOrd for AveragedOpponentScore {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for AveragedOpponentScore {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for AveragedOpponentScore {}

impl AveragedOpponentScore {
    /// The value in chess points (a win 1, a draw ½), for tables whose
    /// scores are written so (club events): half the value in the
    /// tournament's own units (a win 2, tournaments.md "Scores"), so that
    /// a tie-break reads in the same units as the score beside it.
    #[must_use]
    pub const fn in_points(self) -> InPoints {
        InPoints(self)
    }
}

/// `numerator / denominator` with two decimals, rounded half up.
fn two_decimals(f: &mut fmt::Formatter<'_>, numerator: u64, denominator: u64) -> fmt::Result {
    let hundredths = (numerator * 200 + denominator) / (2 * denominator);
    write!(f, "{}.{:02}", hundredths / 100, hundredths % 100)
}

/// Shown with two decimals, rounded half up, for standings tables, in the
/// tournament's units.
impl fmt::Display for AveragedOpponentScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (numerator, denominator) = self.fraction();
        two_decimals(f, numerator, denominator)
    }
}

/// An averaged opponent score shown in chess points
/// ([`AveragedOpponentScore::in_points`]).
#[derive(Debug, Clone, Copy)]
pub struct InPoints(AveragedOpponentScore);

impl fmt::Display for InPoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (numerator, denominator) = self.0.fraction();
        two_decimals(f, numerator, 2 * denominator)
    }
}

/// Every player's score, games and averaged opponent score, from the games
/// of one tournament (or one Double Round Robin group) and its byes.
#[derive(Debug, Clone, Default)]
pub struct Scoresheet {
    scores: HashMap<PlayerId, u32>,
    games: HashMap<PlayerId, u32>,
    averaged: HashMap<PlayerId, AveragedOpponentScore>,
}

impl Scoresheet {
    /// Adds up `games` and `byes` (each bye listed once per bye received).
    #[must_use]
    pub fn new(games: &[GameRecord], byes: &[PlayerId]) -> Self {
        let mut sheet = Self::default();
        // Points each player scored against each opponent, over all their games.
        let mut points_against: HashMap<(PlayerId, PlayerId), u32> = HashMap::new();
        for game in games {
            for (player, opponent) in [
                (game.pairing.white, game.pairing.black),
                (game.pairing.black, game.pairing.white),
            ] {
                let points = game.points_of(player).unwrap_or(0);
                *sheet.scores.entry(player).or_default() += points;
                *sheet.games.entry(player).or_default() += 1;
                *points_against.entry((player, opponent)).or_default() += points;
            }
        }
        for bye in byes {
            *sheet.scores.entry(*bye).or_default() += BYE_POINTS;
        }
        for game in games {
            for (player, opponent) in [
                (game.pairing.white, game.pairing.black),
                (game.pairing.black, game.pairing.white),
            ] {
                let adjusted = sheet.score(opponent)
                    - points_against
                        .get(&(opponent, player))
                        .copied()
                        .unwrap_or(0);
                let entry = sheet
                    .averaged
                    .entry(player)
                    .or_insert(AveragedOpponentScore {
                        opponent_points: 0,
                        games: 0,
                    });
                entry.opponent_points += adjusted;
                entry.games += 1;
            }
        }
        sheet
    }

    /// The player's tournament score (games and byes).
    #[must_use]
    pub fn score(&self, player: PlayerId) -> u32 {
        self.scores.get(&player).copied().unwrap_or(0)
    }

    /// The number of games the player played (byes are not games).
    #[must_use]
    pub fn games(&self, player: PlayerId) -> u32 {
        self.games.get(&player).copied().unwrap_or(0)
    }

    /// The player's averaged opponent score (0 over 0 games when they played none).
    #[must_use]
    pub fn averaged_opponent_score(&self, player: PlayerId) -> AveragedOpponentScore {
        self.averaged
            .get(&player)
            .copied()
            .unwrap_or(AveragedOpponentScore {
                opponent_points: 0,
                games: 0,
            })
    }
}

#[cfg(test)]
mod tests {
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

    fn aos(opponent_points: u32, games: u32) -> AveragedOpponentScore {
        AveragedOpponentScore {
            opponent_points,
            games,
        }
    }

    /// A 5-player Swiss of 2 rounds, by hand:
    /// round 1: 1-2 1-0, 3-4 draw, 5 bye;
    /// round 2: 3-1 0-1, 5-4 1-0, 2 bye.
    /// Scores: p1 4, p2 0+1 = 1, p3 1, p4 1, p5 1+2 = 3.
    fn five_player_swiss() -> Scoresheet {
        Scoresheet::new(
            &[
                game(1, 2, GameResult::WhiteWins),
                game(3, 4, GameResult::Draw),
                game(3, 1, GameResult::BlackWins),
                game(5, 4, GameResult::WhiteWins),
            ],
            &[PlayerId(5), PlayerId(2)],
        )
    }

    #[test]
    fn scores_count_two_per_win_one_per_draw_and_one_per_bye() {
        let sheet = five_player_swiss();
        let scores: Vec<u32> = (1..=5).map(|p| sheet.score(PlayerId(p))).collect();
        assert_eq!(scores, vec![4, 1, 1, 1, 3]);
    }

    #[test]
    fn byes_are_not_games() {
        let sheet = five_player_swiss();
        assert_eq!(sheet.games(PlayerId(2)), 1);
        assert_eq!(sheet.games(PlayerId(5)), 1);
        assert_eq!(sheet.games(PlayerId(1)), 2);
    }

    #[test]
    fn averaged_opponent_score_removes_the_points_scored_against_the_player() {
        let sheet = five_player_swiss();
        // p1 met p2 (1 - 0 = 1) and p3 (1 - 0 = 1): 2 / 2.
        assert_eq!(sheet.averaged_opponent_score(PlayerId(1)), aos(2, 2));
        // p2 (bye in round 2) met p1 only: 4 - 2 = 2, over 1 game.
        assert_eq!(sheet.averaged_opponent_score(PlayerId(2)), aos(2, 1));
        // p3 met p4 (1 - 1 = 0) and p1 (4 - 2 = 2): 2 / 2.
        assert_eq!(sheet.averaged_opponent_score(PlayerId(3)), aos(2, 2));
        // p4 met p3 (1 - 1 = 0) and p5 (3 - 2 = 1): 1 / 2.
        assert_eq!(sheet.averaged_opponent_score(PlayerId(4)), aos(1, 2));
        // p5 (bye in round 1) met p4 only: 1 - 0 = 1, over 1 game.
        assert_eq!(sheet.averaged_opponent_score(PlayerId(5)), aos(1, 1));
    }

    #[test]
    fn in_a_double_round_robin_both_games_against_the_player_are_removed() {
        // p1 and p2 meet twice (p1 wins and draws), p2 draws p3 twice.
        let sheet = Scoresheet::new(
            &[
                game(1, 2, GameResult::WhiteWins),
                game(2, 1, GameResult::Draw),
                game(2, 3, GameResult::Draw),
                game(3, 2, GameResult::Draw),
            ],
            &[],
        );
        // p2 scored 0 + 1 + 1 + 1 = 3, of which 1 against p1:
        // each of p1's two games counts 3 - 1 = 2.
        assert_eq!(sheet.averaged_opponent_score(PlayerId(1)), aos(4, 2));
        // p3 scored 2, all against p2: each of p3's two games counts 3 - 2 = 1.
        assert_eq!(sheet.averaged_opponent_score(PlayerId(3)), aos(2, 2));
    }

    #[test]
    fn equal_fractions_compare_equal() {
        assert_eq!(aos(2, 4), aos(1, 2));
        assert!(aos(2, 3) > aos(3, 5));
        assert!(aos(1, 3) < aos(1, 2));
    }

    #[test]
    fn a_player_without_games_has_the_lowest_value() {
        assert_eq!(aos(0, 0), aos(0, 5));
        assert!(aos(0, 0) < aos(1, 9));
    }

    #[test]
    fn the_value_is_shown_with_two_decimals() {
        assert_eq!(aos(2, 3).to_string(), "0.67");
        assert_eq!(aos(7, 2).to_string(), "3.50");
        assert_eq!(aos(0, 0).to_string(), "0.00");
    }

    #[test]
    fn in_points_the_value_is_half_the_tournament_units() {
        assert_eq!(aos(2, 3).in_points().to_string(), "0.33");
        assert_eq!(aos(7, 2).in_points().to_string(), "1.75");
        assert_eq!(aos(6, 3).in_points().to_string(), "1.00");
        assert_eq!(aos(0, 0).in_points().to_string(), "0.00");
    }
}
