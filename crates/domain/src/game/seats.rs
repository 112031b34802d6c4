//! Who plays which colour: asked of any stored game (a game, a tournament
//! game) wherever a member's side or opponent matters, so no caller
//! compares ids by hand.

use shakmaty::Color;

use crate::account::MemberId;

/// A game's two players, by the member ids they are stored under.
pub trait Seats {
    /// The member with the white pieces.
    fn white_player(&self) -> MemberId;

    /// The member with the black pieces.
    fn black_player(&self) -> MemberId;

    /// The member playing `color`.
    fn player(&self, color: Color) -> MemberId {
        color.fold_wb(self.white_player(), self.black_player())
    }

    /// The colour `member` plays, if they play in this game.
    fn color_of(&self, member: MemberId) -> Option<Color> {
        if member == self.white_player() {
            Some(Color::White)
        } else if member == self.black_player() {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// `member`'s opponent, if they play in this game.
    fn opponent_of(&self, member: MemberId) -> Option<MemberId> {
        self.color_of(member).map(|color| self.player(!color))
    }

    /// Whether these two members play each other in this game.
    fn pairs(&self, a: MemberId, b: MemberId) -> bool {
        self.opponent_of(a) == Some(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Game(MemberId, MemberId);

    impl Seats for Game {
        fn white_player(&self) -> MemberId {
            self.0
        }
        fn black_player(&self) -> MemberId {
            self.1
        }
    }

    #[test]
    fn each_player_has_a_colour_and_the_other_as_opponent() {
        let [seven, eight, nine] = [7, 8, 9].map(MemberId);
        let game = Game(seven, nine);
        assert_eq!(game.color_of(seven), Some(Color::White));
        assert_eq!(game.color_of(nine), Some(Color::Black));
        assert_eq!(game.color_of(eight), None);
        assert_eq!(game.opponent_of(seven), Some(nine));
        assert_eq!(game.opponent_of(nine), Some(seven));
        assert_eq!(game.opponent_of(eight), None);
        assert_eq!(game.player(Color::Black), nine);
        assert!(game.pairs(seven, nine) && game.pairs(nine, seven));
        assert!(!game.pairs(seven, eight) && !game.pairs(seven, seven));
    }
}
