//! The vocabulary shared by every tournament engine: players, colors,
//! pairings and game results.

use serde::{Deserialize, Serialize};

pub use crate::result::GameResult;

/// A player of a tournament: a member, by their account's id.
pub use crate::account::MemberId as PlayerId;

/// A player with the rating the tie-breaks and the seeding look at
/// (`None` = unrated, which counts lowest: `tournaments.md` tie-break 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatedPlayer {
    /// The player.
    pub id: PlayerId,
    /// Their current rating, `None` when unrated.
    pub rating: Option<i32>,
}

/// The colour of a player's pieces in one game: shakmaty's, as in every
/// game (`!color` is the other one).
pub use shakmaty::Color;

/// Two players to meet, with their colors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pairing {
    /// The player with the white pieces.
    pub white: PlayerId,
    /// The player with the black pieces.
    pub black: PlayerId,
}

impl Pairing {
    /// Whether `player` is one of the two.
    #[must_use]
    pub fn involves(&self, player: PlayerId) -> bool {
        self.white == player || self.black == player
    }

    /// The other player of the pair, when `player` is one of them.
    #[must_use]
    pub fn opponent_of(&self, player: PlayerId) -> Option<PlayerId> {
        if self.white == player {
            Some(self.black)
        } else if self.black == player {
            Some(self.white)
        } else {
            None
        }
    }

    /// The same two players with colors swapped.
    #[must_use]
    pub fn reversed(self) -> Self {
        Self {
            white: self.black,
            black: self.white,
        }
    }
}

/// A finished tournament game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameRecord {
    /// Who played whom with which color.
    pub pairing: Pairing,
    /// How it ended.
    pub result: GameResult,
}

impl GameRecord {
    /// The points `player` scored in this game, `None` when they did not play it.
    #[must_use]
    pub fn points_of(&self, player: PlayerId) -> Option<u32> {
        if self.pairing.white == player {
            Some(self.result.points_for(Color::White))
        } else if self.pairing.black == player {
            Some(self.result.points_for(Color::Black))
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WHITE: PlayerId = PlayerId(1);
    const BLACK: PlayerId = PlayerId(2);

    fn game(result: GameResult) -> GameRecord {
        GameRecord {
            pairing: Pairing {
                white: WHITE,
                black: BLACK,
            },
            result,
        }
    }

    #[test]
    fn a_win_is_worth_two_a_draw_one_and_a_loss_nothing() {
        assert_eq!(game(GameResult::WhiteWins).points_of(WHITE), Some(2));
        assert_eq!(game(GameResult::WhiteWins).points_of(BLACK), Some(0));
        assert_eq!(game(GameResult::Draw).points_of(WHITE), Some(1));
        assert_eq!(game(GameResult::Draw).points_of(BLACK), Some(1));
        assert_eq!(game(GameResult::BlackWins).points_of(WHITE), Some(0));
        assert_eq!(game(GameResult::BlackWins).points_of(BLACK), Some(2));
    }

    #[test]
    fn a_player_who_did_not_play_the_game_scores_nothing_in_it() {
        assert_eq!(game(GameResult::Draw).points_of(PlayerId(3)), None);
    }

    #[test]
    fn the_opponent_of_a_pair_member_is_the_other_member() {
        let pairing = game(GameResult::Draw).pairing;
        assert_eq!(pairing.opponent_of(WHITE), Some(BLACK));
        assert_eq!(pairing.opponent_of(BLACK), Some(WHITE));
        assert_eq!(pairing.opponent_of(PlayerId(3)), None);
    }
}
