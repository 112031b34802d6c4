//! What a player's color history allows and asks for (`tournaments.md`
//! Swiss rule 5 and goal 2).

use rand::Rng;

use crate::tournament::Color;

/// The longest run of one color allowed: rule 5 forbids a fourth in a row.
const MAX_STREAK: u32 = 3;

/// A player's color history, reduced to what pairing needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct ColorState {
    /// The color of the last game played; byes and unplayed rounds are skipped.
    last: Option<Color>,
    /// How many games in a row ended with `last` (byes neither break nor extend it).
    streak: u32,
    /// Whites minus blacks over all games played.
    balance: i64,
}

impl ColorState {
    /// Reads a history of one entry per earlier round, `None` for a round
    /// without a game (rule 5: "byes and unplayed rounds do not break or
    /// extend a streak").
    pub(crate) fn from_history(history: &[Option<Color>]) -> Self {
        history
            .iter()
            .flatten()
            .fold(Self::default(), |state, &color| Self {
                last: Some(color),
                streak: if state.last == Some(color) {
                    state.streak + 1
                } else {
                    1
                },
                balance: state.balance
                    + match color {
                        Color::White => 1,
                        Color::Black => -1,
                    },
            })
    }

    /// The color this player may not get: the one they have had three times in a row.
    pub(crate) fn forbidden(self) -> Option<Color> {
        self.last.filter(|_| self.streak >= MAX_STREAK)
    }

    /// The color that alternates with their last game (goal 2), if they played one.
    pub(crate) fn preference(self) -> Option<Color> {
        self.last.map(|last| !last)
    }

    /// Whether getting `color` repeats the last one (a miss of goal 2).
    pub(crate) fn misses_with(self, color: Color) -> bool {
        self.last == Some(color)
    }

    /// How strongly they claim their preference, to settle a pair that wants
    /// the same color: the longer streak first, then the larger imbalance.
    fn claim(self) -> (u32, i64) {
        let imbalance = match self.last {
            Some(Color::White) => self.balance,
            Some(Color::Black) => -self.balance,
            None => 0,
        };
        (self.streak, imbalance)
    }
}

/// Whether two players can meet without one of them getting a fourth
/// color in a row (rule 5): only when both must avoid the same color.
pub(crate) fn can_meet(a: ColorState, b: ColorState) -> bool {
    a.forbidden().is_none() || a.forbidden() != b.forbidden()
}

/// Whether a pair lets both players alternate (goal 2).
pub(crate) fn alternates(a: ColorState, b: ColorState) -> bool {
    a.last.is_none() || b.last.is_none() || a.last != b.last
}

/// The color `a` gets against `b` (who gets the other one).
///
/// Rule 5 first; then each gets their alternating color when both can;
/// when both want the same, the stronger claim wins it; the rest is random
/// (round 1: "colors at random").
pub(crate) fn color_of_first(a: ColorState, b: ColorState, rng: &mut impl Rng) -> Color {
    if let Some(color) = a.forbidden() {
        return !color;
    }
    if let Some(color) = b.forbidden() {
        return color;
    }
    match (a.preference(), b.preference()) {
        (Some(wanted), other) if other != Some(wanted) => wanted,
        (None, Some(wanted)) => !wanted,
        (Some(wanted), _) if a.claim() != b.claim() => {
            if a.claim() > b.claim() {
                wanted
            } else {
                !wanted
            }
        }
        _ => {
            if rng.random_bool(0.5) {
                Color::White
            } else {
                Color::Black
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use Color::{Black, White};

    fn state(history: &[Option<Color>]) -> ColorState {
        ColorState::from_history(history)
    }

    fn rng() -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(3)
    }

    #[test]
    fn three_whites_in_a_row_forbid_a_fourth() {
        assert_eq!(
            state(&[Some(Black), Some(White), Some(White), Some(White)]).forbidden(),
            Some(White)
        );
        assert_eq!(state(&[Some(White), Some(White)]).forbidden(), None);
    }

    #[test]
    fn a_bye_neither_breaks_nor_extends_a_streak() {
        let with_bye = state(&[Some(White), Some(White), None, Some(White)]);
        assert_eq!(with_bye.forbidden(), Some(White));
        let bye_only = state(&[Some(White), Some(White), None]);
        assert_eq!(bye_only.forbidden(), None);
        assert_eq!(bye_only.preference(), Some(Black));
    }

    #[test]
    fn players_who_must_both_avoid_white_cannot_meet() {
        let three_whites = state(&[Some(White), Some(White), Some(White)]);
        let three_blacks = state(&[Some(Black), Some(Black), Some(Black)]);
        assert!(!can_meet(three_whites, three_whites));
        assert!(can_meet(three_whites, three_blacks));
        assert!(can_meet(three_whites, state(&[])));
    }

    #[test]
    fn each_gets_the_alternating_color_when_both_can() {
        let last_white = state(&[Some(White)]);
        let last_black = state(&[Some(Black)]);
        assert_eq!(color_of_first(last_white, last_black, &mut rng()), Black);
        assert_eq!(color_of_first(last_black, last_white, &mut rng()), White);
        assert_eq!(color_of_first(state(&[]), last_white, &mut rng()), White);
    }

    #[test]
    fn the_longer_streak_wins_a_shared_preference() {
        let two_whites = state(&[Some(White), Some(White)]);
        let one_white = state(&[Some(Black), Some(White)]);
        assert_eq!(color_of_first(two_whites, one_white, &mut rng()), Black);
        assert_eq!(color_of_first(one_white, two_whites, &mut rng()), White);
    }

    #[test]
    fn the_larger_imbalance_wins_a_shared_preference_with_equal_streaks() {
        let more_whites = state(&[Some(White), Some(Black), Some(White)]);
        let balanced = state(&[Some(Black), Some(White)]);
        assert_eq!(color_of_first(more_whites, balanced, &mut rng()), Black);
    }

    #[test]
    fn a_forbidden_color_overrides_the_other_players_preference() {
        let three_blacks = state(&[Some(Black), Some(Black), Some(Black)]);
        let last_black = state(&[Some(Black)]);
        assert_eq!(color_of_first(last_black, three_blacks, &mut rng()), Black);
    }

    #[test]
    fn colors_are_random_when_nothing_decides() {
        let mut rng = rng();
        let draws: Vec<Color> = (0..20)
            .map(|_| color_of_first(state(&[]), state(&[]), &mut rng))
            .collect();
        assert!(draws.contains(&White) && draws.contains(&Black));
    }

    #[test]
    fn only_a_shared_last_color_breaks_alternation() {
        assert!(!alternates(state(&[Some(White)]), state(&[Some(White)])));
        assert!(alternates(state(&[Some(White)]), state(&[Some(Black)])));
        assert!(alternates(state(&[]), state(&[Some(White)])));
    }
}
