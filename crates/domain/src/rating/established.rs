//! The established formula (seed 000 "Established Ratings", ratings.md
//! "Established formula"): `Δ = s·C + k·Dc`, with `C` and `k` from the
//! player's tier, a boundary rule between tiers, and protection.
//!
//! Exact arithmetic: `k` is 0.04, 0.03 or 0.02, so `Δ` is computed in
//! hundredths of a point, `100·s·C + (100·k)·Dc`, all integers. After a
//! boundary crossing the remainder is multiplied by `scale_new / scale_old`;
//! the scales 1, 0.75, 0.5 are in the same proportion as `100·k` = 4, 3, 2,
//! so the crossed value is an integer fraction rounded once at the end; going
//! up through 2100 it is `(kept·4 + remainder·3) / 400`, both parts in
//! hundredths.

use super::result::GameResult;
use super::rounding::{round_half_away_from_zero, to_rating};
use super::state::{RatingState, RatingStatus};
use super::update::RatingUpdate;

/// ratings.md decision: an unrated opponent counts as 1300 for an
/// established player.
const UNRATED_OPPONENT_RATING: i32 = 1300;

/// ratings.md: differences over 350 count as 350.
const DIFFERENCE_CAP: i64 = 350;

/// Hundredths in a rating point: `Δ` is computed in hundredths.
const HUNDREDTHS: i64 = 100;

/// Rates one game for an established player rated `rating` (the rating held
/// in `player`).
pub(super) fn rate(
    player: RatingState,
    rating: i32,
    opponent: RatingState,
    result: GameResult,
) -> RatingUpdate {
    let opponent_rating = opponent.rating().unwrap_or(UNRATED_OPPONENT_RATING);
    let delta = rating_change(rating, opponent_rating, result);
    // ratings.md protection: against an unrated or provisional opponent an
    // established rating can stay or rise, never fall.
    let protected = delta < 0 && opponent.status() != RatingStatus::Established;
    let delta = if protected { 0 } else { delta };
    let after = player.with_established_rating(to_rating(i64::from(rating) + delta));
    RatingUpdate::counted(player, after, protected)
}

/// The rounded `Δ` before protection, boundary rule included.
fn rating_change(own: i32, opponent: i32, result: GameResult) -> i64 {
    let own = i64::from(own);
    let tier = Tier::of(own);
    let difference = (i64::from(opponent) - own).clamp(-DIFFERENCE_CAP, DIFFERENCE_CAP);
    let change = HUNDREDTHS * result.sign() * tier.constant() + tier.k_hundredths() * difference;
    let Some((boundary, next)) = tier.boundary_crossed(own, change) else {
        return round_half_away_from_zero(change, HUNDREDTHS);
    };
    // ratings.md crossing a boundary: the part that reaches the boundary is
    // kept, the remainder is multiplied by scale_new / scale_old. Both parts
    // are brought over the common denominator 100·k_old.
    let kept = HUNDREDTHS * (boundary - own);
    let numerator = kept * tier.k_hundredths() + (change - kept) * next.k_hundredths();
    round_half_away_from_zero(numerator, HUNDREDTHS * tier.k_hundredths())
}

/// The three rows of the established table, by the player's own pre-game
/// rating. A rating of exactly 2100 (2400) is in the higher tier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tier {
    /// Up to 2099: `C = 16`, `k = 0.04`.
    UpTo2099,
    /// 2100 to 2399: `C = 12`, `k = 0.03`.
    From2100,
    /// 2400 and up: `C = 8`, `k = 0.02`.
    From2400,
}

impl Tier {
    fn of(rating: i64) -> Self {
        match rating {
            ..2100 => Self::UpTo2099,
            2100..2400 => Self::From2100,
            _ => Self::From2400,
        }
    }

    /// `C`, the points for a win or loss between equals.
    fn constant(self) -> i64 {
        match self {
            Self::UpTo2099 => 16,
            Self::From2100 => 12,
            Self::From2400 => 8,
        }
    }

    /// `k` in hundredths. Also the tier's scale (1, 0.75, 0.5) up to a common
    /// factor, which is what the boundary rule needs.
    fn k_hundredths(self) -> i64 {
        match self {
            Self::UpTo2099 => 4,
            Self::From2100 => 3,
            Self::From2400 => 2,
        }
    }

    /// The boundary above this tier and the tier beyond it.
    fn upper_boundary(self) -> Option<(i64, Self)> {
        match self {
            Self::UpTo2099 => Some((2100, Self::From2100)),
            Self::From2100 => Some((2400, Self::From2400)),
            Self::From2400 => None,
        }
    }

    /// The boundary at the bottom of this tier and the tier below it.
    fn lower_boundary(self) -> Option<(i64, Self)> {
        match self {
            Self::UpTo2099 => None,
            Self::From2100 => Some((2100, Self::UpTo2099)),
            Self::From2400 => Some((2400, Self::From2100)),
        }
    }

    /// The boundary that `rating` plus the unrounded `change` (in
    /// hundredths) reaches, with the tier on its other side. Only this
    /// tier's own two boundaries are looked at, so one game crosses at most
    /// one (ratings.md); a change is at most 30 points and tiers are 300
    /// wide, so no other could be reached anyway.
    fn boundary_crossed(self, rating: i64, change: i64) -> Option<(i64, Self)> {
        let target = HUNDREDTHS * rating + change;
        if change > 0 {
            self.upper_boundary()
                .filter(|&(boundary, _)| target >= HUNDREDTHS * boundary)
        } else {
            self.lower_boundary()
                .filter(|&(boundary, _)| target < HUNDREDTHS * boundary)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_2100_and_2400_belong_to_the_higher_tier() {
        let cases = [
            (2099, Tier::UpTo2099),
            (2100, Tier::From2100),
            (2399, Tier::From2100),
            (2400, Tier::From2400),
            (-50, Tier::UpTo2099),
            (3000, Tier::From2400),
        ];
        for (rating, tier) in cases {
            assert_eq!(Tier::of(rating), tier, "{rating}");
        }
    }

    #[test]
    fn reaching_a_boundary_exactly_counts_as_crossing_it_upwards_only() {
        assert_eq!(
            Tier::UpTo2099.boundary_crossed(2084, 1_600),
            Some((2100, Tier::From2100))
        );
        assert_eq!(Tier::UpTo2099.boundary_crossed(2084, 1_599), None);
        assert_eq!(Tier::From2100.boundary_crossed(2116, -1_600), None);
        assert_eq!(
            Tier::From2100.boundary_crossed(2116, -1_601),
            Some((2100, Tier::UpTo2099))
        );
    }

    #[test]
    fn the_change_is_exact_in_hundredths_for_each_tier() {
        // 2000 draws 2100: 0.04·100 = 4; 2200 draws 2300: 0.03·100 = 3;
        // 2500 draws 2600: 0.02·100 = 2. Binary floating point gets 0.03·100
        // only approximately.
        assert_eq!(rating_change(2000, 2100, GameResult::Draw), 4);
        assert_eq!(rating_change(2200, 2300, GameResult::Draw), 3);
        assert_eq!(rating_change(2500, 2600, GameResult::Draw), 2);
        // 0.03·50 = 1.5 rounds away from zero to 2; -1.5 to -2.
        assert_eq!(rating_change(2200, 2250, GameResult::Draw), 2);
        assert_eq!(rating_change(2250, 2200, GameResult::Draw), -2);
    }
}
