//! The provisional formula: the rating is the average of the performances
//! (seed 000 "Provisional Ratings", ratings.md "Provisional formula").

use super::result::GameResult;
use super::state::RatingState;
use super::update::RatingUpdate;

/// A rating difference at which a provisional player's game does not count
/// (ratings.md: special rule at `|D| >= 400`).
const SPECIAL_RULE_DIFFERENCE: i64 = 400;

/// Rates one game for a player whose rating is not established (`n <= 24`
/// before the game; this covers unrated players).
pub(super) fn rate(player: RatingState, opponent: RatingState, result: GameResult) -> RatingUpdate {
    if special_rule_applies(player, opponent) {
        return RatingUpdate::not_counted(player);
    }
    RatingUpdate::counted(
        player,
        player.with_performance(performance(opponent, result)),
        false,
    )
}

/// ratings.md special rule: a rated player facing a rated opponent 400 or
/// more points away is unaffected, whatever the result. Decision recorded in
/// the spec: it needs both ratings, so a player's first game always counts.
fn special_rule_applies(player: RatingState, opponent: RatingState) -> bool {
    match (player.rating(), opponent.rating()) {
        (Some(own), Some(theirs)) => {
            (i64::from(theirs) - i64::from(own)).abs() >= SPECIAL_RULE_DIFFERENCE
        }
        _ => false,
    }
}

/// The performance `p` for this game (seed 000): the opponent's rating plus
/// 400 for a win, minus 400 for a loss, as is for a draw; against an unrated
/// opponent 1500, 1100 or 1300.
fn performance(opponent: RatingState, result: GameResult) -> i64 {
    match opponent.rating() {
        Some(rating) => i64::from(rating) + 400 * result.sign(),
        None => match result {
            GameResult::Win => 1500,
            GameResult::Draw => 1300,
            GameResult::Loss => 1100,
        },
    }
}
