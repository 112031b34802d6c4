//! Rating one finished game (ratings.md "When").

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, KnownOutcome};

use super::result::GameResult;
use super::state::RatingState;
use super::{established, provisional};
use crate::name::named;

/// What one rated game did to one player's rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingUpdate {
    /// The player's state after the game, to be stored with the result.
    pub after: RatingState,
    /// The change of rating, or `None` when the player was unrated before
    /// (a first rating is not a change). 0 when the game did not count.
    pub delta: Option<i32>,
    /// Whether the game counted towards `n`. Only the provisional special
    /// rule (ratings.md: `|D| >= 400`) leaves a game uncounted.
    pub counted: bool,
    /// Whether protection turned a loss of points into no change
    /// (ratings.md: established player against an unrated or provisional
    /// opponent).
    pub protected: bool,
}

/// The rule that kept a rated game from changing a player's rating, said
/// beside its "+0" (issue 49: "1500 → 1500 (+0)" after a win did not say
/// why). A change that is 0 by the formulas themselves has none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnchangedBy {
    /// ratings.md "Special rule": a provisional player and a rated
    /// opponent 400 points or more apart; the game does not count.
    SpecialRule,
    /// ratings.md "Protection": an established player does not lose points
    /// to an unrated or provisional opponent.
    Protection,
}

named!("rating rule", UnchangedBy {
    SpecialRule => "special_rule",
    Protection => "protection",
});

/// The rating an unrated player is shown with where a number is needed
/// (lichess-api-subset.md "Perfs in lichess shapes": `"rating":1500` with
/// `prov`), and from which a first rating's change is counted.
pub const UNRATED_SHOWN: i32 = 1500;

impl RatingUpdate {
    /// The change stored with the game and shown beside its result: the
    /// delta, or for a first rating its distance from [`UNRATED_SHOWN`],
    /// so that the shown rating plus the change is the rating after
    /// (a rated game always says what it did to each rating).
    #[must_use]
    pub fn shown_change(&self) -> Option<i32> {
        self.delta.or_else(|| {
            self.after
                .rating()
                .map(|after| after.saturating_sub(UNRATED_SHOWN))
        })
    }

    /// The rule that left the rating as it was, if one did.
    #[must_use]
    pub const fn unchanged_by(&self) -> Option<UnchangedBy> {
        if !self.counted {
            Some(UnchangedBy::SpecialRule)
        } else if self.protected {
            Some(UnchangedBy::Protection)
        } else {
            None
        }
    }

    /// A counted game that moved the player from `before` to `after`.
    pub(super) fn counted(before: RatingState, after: RatingState, protected: bool) -> Self {
        let delta = before
            .rating()
            .zip(after.rating())
            .map(|(old, new)| new.saturating_sub(old));
        Self {
            after,
            delta,
            counted: true,
            protected,
        }
    }

    /// A game that leaves the player's state as it was.
    pub(super) fn not_counted(player: RatingState) -> Self {
        Self {
            after: player,
            delta: player.rating().map(|_| 0),
            counted: false,
            protected: false,
        }
    }
}

/// Rates one finished rated game for one player, from both players' states
/// just before the game. The opponent's own update is computed separately
/// (see [`rate_game`]).
#[must_use]
pub fn rate_for_player(
    player: RatingState,
    opponent: RatingState,
    result: GameResult,
) -> RatingUpdate {
    match player.established_rating() {
        Some(rating) => established::rate(player, rating, opponent, result),
        None => provisional::rate(player, opponent, result),
    }
}

/// Rates one finished rated game for both players (ratings.md "When"). Both
/// updates are computed from the states just before the game, so the player
/// updated first never feeds the other; store both with the result.
#[must_use]
pub fn rate_game(before: ByColor<RatingState>, outcome: KnownOutcome) -> ByColor<RatingUpdate> {
    ByColor::new_with(|color| {
        rate_for_player(
            before[color],
            before[!color],
            GameResult::for_player(outcome, color),
        )
    })
}
