//! Exact integer rounding for the rating formulas.
//!
//! Ratings are integers, but the formulas produce fractions: the provisional
//! average `S / n` and the established change, which is a multiple of 1/100
//! (or of 1/300 or 1/400 after a boundary crossing). Floating point could
//! round such values the wrong way (0.04 and 0.03 have no exact binary form),
//! so every fraction is kept as an integer numerator over a positive integer
//! denominator and rounded here.

use std::num::NonZeroU32;

/// `numerator / denominator` rounded half up, that is towards positive
/// infinity on an exact half (ratings.md: `R = round_half_up(S / n)`).
///
/// Euclidean division keeps this right for negative numerators too:
/// `numerator = quotient·denominator + remainder` with `0 <= remainder <
/// denominator`, and the fraction `remainder / denominator` decides.
pub(super) fn round_half_up(numerator: i64, denominator: NonZeroU32) -> i64 {
    let denominator = i64::from(denominator.get());
    let quotient = numerator.div_euclid(denominator);
    let remainder = numerator.rem_euclid(denominator);
    quotient + i64::from(2 * remainder >= denominator)
}

/// `numerator / denominator` rounded half away from zero (ratings.md: the
/// established `Δ`). Symmetric in sign, so two players whose exact changes
/// are opposite get opposite rounded changes: that is what keeps two
/// established players in the same tier exactly zero-sum.
///
/// `denominator` must be positive; callers pass the tier constants (100 times
/// `k` in hundredths), and the numerators are a few thousand at most.
pub(super) fn round_half_away_from_zero(numerator: i64, denominator: i64) -> i64 {
    let magnitude = (2 * numerator.abs() + denominator) / (2 * denominator);
    numerator.signum() * magnitude
}

/// Converts an exact value to a stored rating, saturating at the bounds of
/// `i32`. Real pools stay within a few thousand points of 1500; saturating
/// keeps the rating functions total for any stored state instead of
/// overflowing.
pub(super) fn to_rating(value: i64) -> i32 {
    // The clamp makes the cast exact.
    value.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(n: u32) -> NonZeroU32 {
        NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN)
    }

    #[test]
    fn round_half_up_rounds_an_exact_half_upwards() {
        let cases = [
            (16_000, 11, 1455), // 1454.545...
            (11_950, 8, 1494),  // 1493.75
            (3, 2, 2),          // 1.5
            (5, 2, 3),          // 2.5
            (-3, 2, -1),        // -1.5
            (-5, 2, -2),        // -2.5
            (-7, 4, -2),        // -1.75
            (-5, 4, -1),        // -1.25
            (7, 4, 2),          // 1.75
            (5, 4, 1),          // 1.25
            (0, 7, 0),
        ];
        for (numerator, denominator, expected) in cases {
            assert_eq!(
                round_half_up(numerator, count(denominator)),
                expected,
                "{numerator}/{denominator}"
            );
        }
    }

    #[test]
    fn round_half_away_from_zero_is_symmetric_in_sign() {
        let cases = [
            (150, 100, 2),    // 1.5
            (-150, 100, -2),  // -1.5
            (250, 100, 3),    // 2.5
            (-250, 100, -3),  // -2.5
            (149, 100, 1),    // 1.49
            (-149, 100, -1),  // -1.49
            (3_400, 300, 11), // 11.33...
            (-4_800, 300, -16),
            (50, 100, 1), // 0.5
            (-50, 100, -1),
            (49, 100, 0),
            (-49, 100, 0),
            (0, 400, 0),
        ];
        for (numerator, denominator, expected) in cases {
            assert_eq!(
                round_half_away_from_zero(numerator, denominator),
                expected,
                "{numerator}/{denominator}"
            );
        }
    }

    #[test]
    fn to_rating_saturates_at_the_bounds_of_i32() {
        assert_eq!(to_rating(1500), 1500);
        assert_eq!(to_rating(i64::from(i32::MAX) + 400), i32::MAX);
        assert_eq!(to_rating(i64::from(i32::MIN) - 400), i32::MIN);
    }
}
