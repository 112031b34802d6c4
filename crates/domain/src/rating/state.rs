//! A player's rating state in one pool.

use std::num::NonZeroU32;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::rounding::{round_half_up, to_rating};

/// Counted games after which a rating is established (ratings.md: provisional
/// is `1 <= n <= 24`, established is `n >= 25`; game number 25 still uses the
/// provisional formula and establishes the rating).
const ESTABLISHED_GAMES: u32 = 25;

/// Where a player stands in a pool, derived from the number of counted games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RatingStatus {
    /// No counted rated game yet: shown as "Unrated" (seed 000).
    Unrated,
    /// 1 to 24 counted games: the rating is the average of the performances.
    Provisional,
    /// 25 counted games or more: the rating moves by the established formula
    /// and is protected against unrated and provisional opponents.
    Established,
}

/// A player's rating state in one pool (ratings.md "State"): the rating `R`,
/// the number `n` of counted rated games and the sum `S` of the provisional
/// performances, which lets the provisional average be computed exactly.
///
/// Only consistent states can be built: unrated means no games and no
/// performances, and a provisional rating is always the rounded average
/// `round_half_up(S / n)`. An established rating is free; its `S` is the
/// frozen sum of its first 25 performances and no longer used.
///
/// The default is [`RatingState::UNRATED`], the state of every newcomer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(try_from = "RatingRecord", into = "RatingRecord")]
pub struct RatingState {
    rating: Option<i32>,
    games: u32,
    performance_sum: i64,
}

/// The plain stored form of a [`RatingState`], one field per database
/// column. Convert with `RatingState::try_from(record)`, which checks that
/// the three values agree, and `RatingRecord::from(state)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingRecord {
    /// The rating, or `None` while unrated.
    pub rating: Option<i32>,
    /// The number `n` of counted rated games.
    pub games: u32,
    /// The sum `S` of the provisional performances.
    pub performance_sum: i64,
}

/// Why stored rating values do not form a [`RatingState`].
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RatingStateError {
    /// A provisional state was asked for with a game count outside 1 to 24.
    #[error("a provisional rating has 1 to 24 counted games, not {games}")]
    NotProvisional {
        /// The game count given.
        games: u32,
    },
    /// An established state was asked for with fewer than 25 games.
    #[error("an established rating has at least 25 counted games, not {games}")]
    NotEstablished {
        /// The game count given.
        games: u32,
    },
    /// No counted games, yet a rating or a performance sum.
    #[error(
        "a player with no counted games has no rating and a performance sum of 0, \
         not rating {rating:?} and sum {performance_sum}"
    )]
    UnratedWithHistory {
        /// The rating given.
        rating: Option<i32>,
        /// The performance sum given.
        performance_sum: i64,
    },
    /// A provisional rating that is not the rounded average of its
    /// performances.
    #[error(
        "a provisional rating with performance sum {performance_sum} over {games} games \
         is {expected}, not {found:?}"
    )]
    ProvisionalRatingMismatch {
        /// The game count given.
        games: u32,
        /// The performance sum given.
        performance_sum: i64,
        /// `round_half_up(performance_sum / games)`.
        expected: i32,
        /// The rating given.
        found: Option<i32>,
    },
    /// Counted games but no rating.
    #[error("a player with {games} counted games must have a rating")]
    MissingRating {
        /// The game count given.
        games: u32,
    },
}

impl RatingState {
    /// A player who has not finished a rated game in this pool.
    pub const UNRATED: Self = Self {
        rating: None,
        games: 0,
        performance_sum: 0,
    };

    /// A provisional player with `games` counted games (1 to 24) whose
    /// performances sum to `performance_sum`; the rating is their rounded
    /// average.
    ///
    /// # Errors
    /// [`RatingStateError::NotProvisional`] when `games` is not in 1..=24.
    pub fn provisional(games: u32, performance_sum: i64) -> Result<Self, RatingStateError> {
        match NonZeroU32::new(games) {
            Some(count) if games < ESTABLISHED_GAMES => {
                Ok(Self::after_performances(count, performance_sum))
            }
            _ => Err(RatingStateError::NotProvisional { games }),
        }
    }

    /// An established player rated `rating` after `games` counted games (25
    /// or more); `performance_sum` is the sum of their first 25 performances,
    /// kept for the record.
    ///
    /// # Errors
    /// [`RatingStateError::NotEstablished`] when `games` is below 25.
    pub fn established(
        rating: i32,
        games: u32,
        performance_sum: i64,
    ) -> Result<Self, RatingStateError> {
        if games < ESTABLISHED_GAMES {
            return Err(RatingStateError::NotEstablished { games });
        }
        Ok(Self {
            rating: Some(rating),
            games,
            performance_sum,
        })
    }

    /// The rating, or `None` while unrated.
    #[must_use]
    pub fn rating(&self) -> Option<i32> {
        self.rating
    }

    /// The number `n` of counted rated games.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.games
    }

    /// The sum `S` of the provisional performances.
    #[must_use]
    pub fn performance_sum(&self) -> i64 {
        self.performance_sum
    }

    /// Unrated, provisional or established.
    #[must_use]
    pub fn status(&self) -> RatingStatus {
        match self.games {
            0 => RatingStatus::Unrated,
            1..ESTABLISHED_GAMES => RatingStatus::Provisional,
            _ => RatingStatus::Established,
        }
    }

    /// The rating if it is established, which selects the established
    /// formula (ratings.md: player's `n >= 25` before the game).
    pub(super) fn established_rating(&self) -> Option<i32> {
        self.rating
            .filter(|_| self.status() == RatingStatus::Established)
    }

    /// The state after one more counted game with provisional performance
    /// `performance` (ratings.md: `S += p`, `n += 1`,
    /// `R = round_half_up(S / n)`). After the 25th such game the rating is
    /// established.
    pub(super) fn with_performance(self, performance: i64) -> Self {
        Self::after_performances(
            NonZeroU32::MIN.saturating_add(self.games),
            self.performance_sum.saturating_add(performance),
        )
    }

    /// The state after one more counted game under the established formula,
    /// which sets the rating to `rating`.
    pub(super) fn with_established_rating(self, rating: i32) -> Self {
        Self {
            rating: Some(rating),
            games: self.games.saturating_add(1),
            performance_sum: self.performance_sum,
        }
    }

    fn after_performances(games: NonZeroU32, performance_sum: i64) -> Self {
        Self {
            rating: Some(to_rating(round_half_up(performance_sum, games))),
            games: games.get(),
            performance_sum,
        }
    }
}

impl TryFrom<RatingRecord> for RatingState {
    type Error = RatingStateError;

    fn try_from(record: RatingRecord) -> Result<Self, Self::Error> {
        let RatingRecord {
            rating,
            games,
            performance_sum,
        } = record;
        match (games, rating) {
            (0, None) if performance_sum == 0 => Ok(Self::UNRATED),
            (0, _) => Err(RatingStateError::UnratedWithHistory {
                rating,
                performance_sum,
            }),
            (1..ESTABLISHED_GAMES, _) => {
                let state = Self::provisional(games, performance_sum)?;
                match state.rating {
                    Some(expected) if rating != Some(expected) => {
                        Err(RatingStateError::ProvisionalRatingMismatch {
                            games,
                            performance_sum,
                            expected,
                            found: rating,
                        })
                    }
                    _ => Ok(state),
                }
            }
            (_, Some(rating)) => Self::established(rating, games, performance_sum),
            (_, None) => Err(RatingStateError::MissingRating { games }),
        }
    }
}

impl From<RatingState> for RatingRecord {
    fn from(state: RatingState) -> Self {
        Self {
            rating: state.rating,
            games: state.games,
            performance_sum: state.performance_sum,
        }
    }
}

#[cfg(test)]
mod tests {

    use super::*;

    fn record(rating: Option<i32>, games: u32, performance_sum: i64) -> RatingRecord {
        RatingRecord {
            rating,
            games,
            performance_sum,
        }
    }

    #[test]
    fn the_status_follows_the_number_of_counted_games() {
        assert_eq!(RatingState::UNRATED.status(), RatingStatus::Unrated);
        assert_eq!(
            RatingState::provisional(1, 1500).unwrap().status(),
            RatingStatus::Provisional
        );
        assert_eq!(
            RatingState::provisional(24, 36_000).unwrap().status(),
            RatingStatus::Provisional
        );
        assert_eq!(
            RatingState::established(1500, 25, 37_500).unwrap().status(),
            RatingStatus::Established
        );
    }

    #[test]
    fn a_newcomer_is_unrated() {
        assert_eq!(RatingState::default(), RatingState::UNRATED);
        assert_eq!(RatingState::UNRATED.rating(), None);
        assert_eq!(RatingState::UNRATED.games(), 0);
    }

    #[test]
    fn a_provisional_rating_is_the_rounded_average_of_the_performances() {
        let state = RatingState::provisional(11, 16_000).unwrap();

        assert_eq!(state.rating(), Some(1455));
        assert_eq!(state.games(), 11);
        assert_eq!(state.performance_sum(), 16_000);
    }

    #[test]
    fn a_provisional_state_needs_1_to_24_games() {
        assert_eq!(
            RatingState::provisional(0, 0),
            Err(RatingStateError::NotProvisional { games: 0 })
        );
        assert_eq!(
            RatingState::provisional(25, 37_500),
            Err(RatingStateError::NotProvisional { games: 25 })
        );
    }

    #[test]
    fn an_established_state_needs_25_games() {
        assert_eq!(
            RatingState::established(1500, 24, 36_000),
            Err(RatingStateError::NotEstablished { games: 24 })
        );
    }

    #[test]
    fn a_state_survives_its_stored_form() {
        let states = [
            RatingState::UNRATED,
            RatingState::provisional(3, 4_801).unwrap(),
            RatingState::established(2412, 140, 41_000).unwrap(),
        ];
        for state in states {
            assert_eq!(RatingState::try_from(RatingRecord::from(state)), Ok(state));
        }
    }

    #[test]
    fn a_stored_unrated_player_has_no_rating_and_no_performances() {
        assert_eq!(
            RatingState::try_from(record(Some(1500), 0, 0)),
            Err(RatingStateError::UnratedWithHistory {
                rating: Some(1500),
                performance_sum: 0
            })
        );
        assert_eq!(
            RatingState::try_from(record(None, 0, 1500)),
            Err(RatingStateError::UnratedWithHistory {
                rating: None,
                performance_sum: 1500
            })
        );
    }

    #[test]
    fn a_stored_provisional_rating_must_match_its_performances() {
        assert_eq!(
            RatingState::try_from(record(Some(1454), 11, 16_000)),
            Err(RatingStateError::ProvisionalRatingMismatch {
                games: 11,
                performance_sum: 16_000,
                expected: 1455,
                found: Some(1454),
            })
        );
        assert_eq!(
            RatingState::try_from(record(None, 11, 16_000)),
            Err(RatingStateError::ProvisionalRatingMismatch {
                games: 11,
                performance_sum: 16_000,
                expected: 1455,
                found: None,
            })
        );
    }

    #[test]
    fn a_stored_established_player_must_have_a_rating() {
        assert_eq!(
            RatingState::try_from(record(None, 30, 37_500)),
            Err(RatingStateError::MissingRating { games: 30 })
        );
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let error = RatingState::try_from(record(Some(1454), 11, 16_000)).unwrap_err();

        assert_eq!(
            error.to_string(),
            "a provisional rating with performance sum 16000 over 11 games is 1455, not Some(1454)"
        );
    }
}
