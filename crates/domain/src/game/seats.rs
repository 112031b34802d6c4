//! Who plays which colour: asked of any stored game (a game, a tournament
//! game) wherever a member's side or opponent matters, so no caller
//! compares ids by hand.

use shakmaty::Color;

/// A game's two players, by the member ids they are stored under.
pub trait Seats {
    /// The member with the white pieces.
    fn white_player(&self) -> i64;

    /// The member with the black pieces.
    fn black_player(&self) -> i64;

    /// The member playing `color`.
    fn player(&self, color: Color) -> i64 {
        color.fold_wb(self.white_player(), self.black_player())
    }

    /// The colour `member` plays, if they play in this game.
    fn color_of(&self, member: i64) -> Option<Color> {
        if member == self.white_player() {
            Some(Color::White)
        } else if member == self.black_player() {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// `member`'s opponent, if they play in this game.
    fn opponent_of(&self, member: i64) -> Option<i64> {
        self.color_of(member).map(|color| self.player(!color))
    }

    /// Whether these two members play each other in this game.
    fn pairs(&self, a: i64, b: i64) -> bool {
        self.opponent_of(a) == Some(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Game(i64, i64);

    impl Seats for Game {
        fn white_player(&self) -> i64 {
            self.0
        }
        fn black_player(&self) -> i64 {
            self.1
        }
    }

    #[test]
    fn each_player_has_a_colour_and_the_other_as_opponent() {
        let game = Game(7, 9);
        assert_eq!(game.color_of(7), Some(Color::White));
        assert_eq!(game.color_of(9), Some(Color::Black));
        assert_eq!(game.color_of(8), None);
        assert_eq!(game.opponent_of(7), Some(9));
        assert_eq!(game.opponent_of(9), Some(7));
        assert_eq!(game.opponent_of(8), None);
        assert_eq!(game.player(Color::Black), 9);
        assert!(game.pairs(7, 9) && game.pairs(9, 7));
        assert!(!game.pairs(7, 8) && !game.pairs(7, 7));
    }
}
