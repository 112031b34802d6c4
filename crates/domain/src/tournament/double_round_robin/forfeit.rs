//! Forfeits of a player who leaves a Double Round Robin group.

use crate::tournament::{GameRecord, GameResult, Pairing, PlayerId};

/// The results of `leaver`'s unfinished games: every opponent wins.
///
/// tournaments.md: "a player who is banned or withdraws mid-group has their
/// remaining games in that group forfeited (opponents win)". Games of other
/// players are left alone.
#[must_use]
pub fn forfeit_remaining(unfinished: &[Pairing], leaver: PlayerId) -> Vec<GameRecord> {
    unfinished
        .iter()
        .filter_map(|&pairing| {
            let result = if pairing.white == leaver {
                GameResult::BlackWins
            } else if pairing.black == leaver {
                GameResult::WhiteWins
            } else {
                return None;
            };
            Some(GameRecord { pairing, result })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(white: i64, black: i64) -> Pairing {
        Pairing {
            white: PlayerId(white),
            black: PlayerId(black),
        }
    }

    #[test]
    fn the_opponents_of_a_withdrawn_player_win_their_remaining_games() {
        let unfinished = [pair(1, 2), pair(3, 1), pair(2, 3)];
        assert_eq!(
            forfeit_remaining(&unfinished, PlayerId(1)),
            vec![
                GameRecord {
                    pairing: pair(1, 2),
                    result: GameResult::BlackWins,
                },
                GameRecord {
                    pairing: pair(3, 1),
                    result: GameResult::WhiteWins,
                },
            ]
        );
    }
}
