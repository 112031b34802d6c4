//! Worked vectors: every vector of ratings.md verbatim (V1 to V13), then
//! vectors of our own for every rule, computed by hand from the rules.
//!
//! Player A plays White, B plays Black; results are from A's side.

use shakmaty::{ByColor, Color, KnownOutcome};

use super::*;

const A_WINS: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::White,
};
const A_LOSES: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::Black,
};
const DRAW: KnownOutcome = KnownOutcome::Draw;

/// `E<rating>` of the spec: established after 30 games.
fn established(rating: i32) -> RatingState {
    RatingState::established(rating, 30, 37_500).unwrap()
}

/// `<rating>/<games> (S <sum>)` of the spec.
fn provisional(games: u32, performance_sum: i64) -> RatingState {
    RatingState::provisional(games, performance_sum).unwrap()
}

fn rate(a: RatingState, b: RatingState, outcome: KnownOutcome) -> ByColor<RatingUpdate> {
    rate_game(ByColor { white: a, black: b }, outcome)
}

/// The ratings of A and B after the game.
fn ratings_after(a: RatingState, b: RatingState, outcome: KnownOutcome) -> (i32, i32) {
    let updates = rate(a, b, outcome);
    (
        updates.white.after.rating().unwrap(),
        updates.black.after.rating().unwrap(),
    )
}

// --- ratings.md worked vectors, verbatim ---

#[test]
fn v1_equal_established_players_a_wins() {
    assert_eq!(
        ratings_after(established(1500), established(1500), A_WINS),
        (1516, 1484)
    );
}

#[test]
fn v2_established_underdog_a_wins() {
    assert_eq!(
        ratings_after(established(1400), established(1500), A_WINS),
        (1420, 1480)
    );
}

#[test]
fn v3_established_favourite_a_wins() {
    assert_eq!(
        ratings_after(established(1500), established(1400), A_WINS),
        (1512, 1388)
    );
}

#[test]
fn v4_established_draw_against_a_higher_rating() {
    assert_eq!(
        ratings_after(established(1500), established(1600), DRAW),
        (1504, 1596)
    );
}

#[test]
fn v5_a_difference_of_500_counts_as_350_for_the_favourite() {
    assert_eq!(
        ratings_after(established(2000), established(1500), A_WINS),
        (2002, 1498)
    );
}

#[test]
fn v6_a_difference_of_500_counts_as_350_for_the_underdog() {
    assert_eq!(
        ratings_after(established(1500), established(2000), A_WINS),
        (1530, 1970)
    );
}

#[test]
fn v7_both_unrated_a_wins() {
    let updates = rate(RatingState::UNRATED, RatingState::UNRATED, A_WINS);

    assert_eq!(updates.white.after, provisional(1, 1500));
    assert_eq!(updates.white.after.rating(), Some(1500));
    assert_eq!(updates.black.after, provisional(1, 1100));
    assert_eq!(updates.black.after.rating(), Some(1100));
}

#[test]
fn v8_both_unrated_draw() {
    let updates = rate(RatingState::UNRATED, RatingState::UNRATED, DRAW);

    assert_eq!(updates.white.after, provisional(1, 1300));
    assert_eq!(updates.black.after, provisional(1, 1300));
    assert_eq!(updates.white.after.rating(), Some(1300));
}

#[test]
fn v9_an_unrated_winner_against_an_established_player() {
    let updates = rate(RatingState::UNRATED, established(1800), A_WINS);

    assert_eq!(updates.white.after.rating(), Some(2200));
    assert_eq!(updates.white.after.games(), 1);
    assert_eq!(updates.black.after.rating(), Some(1800));
    assert!(updates.black.protected);
}

#[test]
fn v10_two_provisional_players_a_wins() {
    let updates = rate(provisional(10, 14_000), provisional(3, 4_800), A_WINS);

    assert_eq!(updates.white.after.rating(), Some(1455));
    assert_eq!(updates.white.after.games(), 11);
    assert_eq!(updates.white.after.performance_sum(), 16_000);
    assert_eq!(updates.black.after.rating(), Some(1450));
    assert_eq!(updates.black.after.games(), 4);
}

#[test]
fn v11_three_provisional_games_in_a_row() {
    let start = provisional(6, 9_000);
    assert_eq!(start.rating(), Some(1500));

    let first = rate_for_player(start, established(1400), GameResult::Win).after;
    let second = rate_for_player(first, established(1550), GameResult::Loss).after;
    let third = rate_for_player(second, established(1650), GameResult::Draw).after;

    assert_eq!((first.rating(), first.games()), (Some(1543), 7));
    assert_eq!((second.rating(), second.games()), (Some(1494), 8));
    assert_eq!((third.rating(), third.games()), (Some(1511), 9));
}

#[test]
fn v12_a_win_crossing_2400_scales_the_part_above_it() {
    assert_eq!(
        ratings_after(established(2390), established(2390), A_WINS),
        (2401, 2378)
    );
}

#[test]
fn v13_a_loss_at_exactly_2100_lies_wholly_below_the_boundary() {
    assert_eq!(
        ratings_after(established(2100), established(2100), A_LOSES),
        (2084, 2112)
    );
}

// --- Established tiers ---

#[test]
fn the_bottom_tier_uses_16_and_four_hundredths() {
    // 16 − 0.04·100 = 12.
    assert_eq!(
        ratings_after(established(1800), established(1700), A_WINS),
        (1812, 1688)
    );
}

#[test]
fn the_middle_tier_uses_12_and_three_hundredths() {
    // 12 + 0.03·100 = 15.
    assert_eq!(
        ratings_after(established(2200), established(2300), A_WINS),
        (2215, 2285)
    );
}

#[test]
fn the_top_tier_uses_8_and_two_hundredths() {
    // 8 + 0.02·100 = 10.
    assert_eq!(
        ratings_after(established(2500), established(2600), A_WINS),
        (2510, 2590)
    );
}

#[test]
fn the_top_tier_caps_the_difference_at_350() {
    // 8 + 0.02·350 = 15.
    assert_eq!(
        ratings_after(established(2500), established(3000), A_WINS),
        (2515, 2985)
    );
}

#[test]
fn a_half_point_change_rounds_away_from_zero_for_both_players() {
    // 0.03·50 = 1.5 → +2 for A, −1.5 → −2 for B.
    assert_eq!(
        ratings_after(established(2200), established(2250), DRAW),
        (2202, 2248)
    );
}

#[test]
fn players_of_different_tiers_are_not_zero_sum() {
    // A (middle tier): 12 + 0.03·350 = 22.5 → 23. B (top tier): −8 − 0.02·350 = −15.
    assert_eq!(
        ratings_after(established(2150), established(2700), A_WINS),
        (2173, 2685)
    );
}

#[test]
fn a_draw_between_equal_established_players_changes_nothing_but_counts() {
    let updates = rate(established(1500), established(1500), DRAW);

    assert_eq!(updates.white.after.rating(), Some(1500));
    assert_eq!(updates.white.delta, Some(0));
    assert!(updates.white.counted);
    assert_eq!(updates.white.after.games(), 31);
    assert_eq!(updates.black.after.games(), 31);
}

// --- Boundary crossings ---

#[test]
fn a_win_crossing_2100_upwards_scales_the_remainder_by_three_quarters() {
    // A: 16 in the bottom tier; 10 reach 2100, 6·0.75 = 4.5; 14.5 → 15.
    assert_eq!(
        ratings_after(established(2090), established(2090), A_WINS),
        (2105, 2074)
    );
}

#[test]
fn a_loss_crossing_2100_downwards_scales_the_remainder_by_four_thirds() {
    // A: −12 in the middle tier; −5 reach 2100, −7·(1/0.75) = −9.33; −14.33 → −14.
    assert_eq!(
        ratings_after(established(2105), established(2105), A_LOSES),
        (2091, 2117)
    );
}

#[test]
fn a_draw_crossing_2400_upwards_scales_the_remainder_by_two_thirds() {
    // A: 0.03·350 = 10.5; 5 reach 2400, 5.5·(0.5/0.75) = 3.67; 8.67 → 9.
    // B (top tier): −0.02·350 = −7.
    assert_eq!(
        ratings_after(established(2395), established(2745), DRAW),
        (2404, 2738)
    );
}

#[test]
fn a_loss_crossing_2400_downwards_scales_the_remainder_by_three_halves() {
    // A: −8 − 0.02·50 = −9; −5 reach 2400, −4·(0.75/0.5) = −6; −11.
    // B (middle tier): 12 + 0.03·50 = 13.5 → 14, stays below 2400.
    assert_eq!(
        ratings_after(established(2405), established(2355), A_LOSES),
        (2394, 2369)
    );
}

#[test]
fn landing_exactly_on_2100_keeps_the_whole_change() {
    // 16 reach 2100 exactly: nothing remains to scale.
    let updates = rate(established(2084), established(2084), A_WINS);

    assert_eq!(updates.white.after.rating(), Some(2100));
    assert_eq!(updates.white.delta, Some(16));
}

#[test]
fn a_player_who_reached_2100_is_rated_in_the_middle_tier_next() {
    let at_2100 = rate(established(2084), established(2084), A_WINS)
        .white
        .after;

    let next = rate_for_player(at_2100, established(2100), GameResult::Win);

    assert_eq!(next.after.rating(), Some(2112));
}

// --- Provisional special rule ---

#[test]
fn a_difference_of_exactly_400_above_leaves_a_provisional_player_unaffected() {
    let player = provisional(5, 7_500);

    let update = rate_for_player(player, established(1900), GameResult::Win);

    assert_eq!(update.after, player);
    assert!(!update.counted);
    assert_eq!(update.delta, Some(0));
    assert_eq!(update.unchanged_by(), Some(UnchangedBy::SpecialRule));
}

#[test]
fn a_difference_of_exactly_400_below_leaves_both_provisional_players_unaffected() {
    let a = provisional(5, 7_500);
    let b = provisional(2, 2_200);

    let updates = rate(a, b, A_WINS);

    assert_eq!(updates.white.after, a);
    assert_eq!(updates.black.after, b);
    assert!(!updates.white.counted && !updates.black.counted);
}

#[test]
fn a_difference_of_399_counts_for_a_provisional_player() {
    // p = 1899 + 400 = 2299; (7500 + 2299) / 6 = 1633.17.
    let update = rate_for_player(provisional(5, 7_500), established(1899), GameResult::Win);

    assert!(update.counted);
    assert_eq!(update.after.rating(), Some(1633));
    assert_eq!(update.after.games(), 6);
    assert_eq!(update.delta, Some(133));
}

#[test]
fn a_provisional_loss_need_not_lower_the_rating() {
    // p = 1899 − 400 = 1499; (7500 + 1499) / 6 = 1499.83 → 1500 (seed 000).
    let update = rate_for_player(provisional(5, 7_500), established(1899), GameResult::Loss);

    assert_eq!(update.after.rating(), Some(1500));
    assert_eq!(update.after.games(), 6);
    assert_eq!(update.delta, Some(0));
    // No rule kept it: the average of the performances did.
    assert_eq!(update.unchanged_by(), None);
}

#[test]
fn the_special_rule_does_not_concern_the_established_opponent() {
    let updates = rate(provisional(5, 7_500), established(1900), A_LOSES);

    // B: +16 − 0.04·350 = 2, counted although A's game is not.
    assert_eq!(updates.black.after.rating(), Some(1902));
    assert!(updates.black.counted);
    assert!(!updates.white.counted);
}

#[test]
fn a_first_game_counts_whatever_the_difference() {
    // A: p = 2000 − 400 = 1600. B (3 games, 2000): p = 1500 against an unrated player.
    let updates = rate(RatingState::UNRATED, provisional(3, 6_000), A_LOSES);

    assert_eq!(updates.white.after.rating(), Some(1600));
    assert_eq!(updates.white.delta, None);
    assert_eq!(updates.black.after.rating(), Some(1875));
    assert_eq!(updates.black.after.games(), 4);
}

#[test]
fn a_provisional_draw_against_a_rated_player_performs_at_their_rating() {
    // p = 1700; (3000 + 1700) / 3 = 1566.67.
    let update = rate_for_player(
        provisional(2, 3_000),
        provisional(4, 6_800),
        GameResult::Draw,
    );

    assert_eq!(update.after.rating(), Some(1567));
}

#[test]
fn unrated_players_swap_1500_and_1100_when_black_wins() {
    let updates = rate(RatingState::UNRATED, RatingState::UNRATED, A_LOSES);

    assert_eq!(updates.white.after.rating(), Some(1100));
    assert_eq!(updates.black.after.rating(), Some(1500));
}

// --- Unrated opponent of an established player ---

#[test]
fn an_unrated_opponent_counts_as_1300_for_an_established_winner() {
    // A: 16 + 0.04·(1300 − 1500) = 8. B: p = 1500 − 400 = 1100.
    let updates = rate(established(1500), RatingState::UNRATED, A_WINS);

    assert_eq!(updates.white.after.rating(), Some(1508));
    assert_eq!(updates.black.after.rating(), Some(1100));
}

#[test]
fn an_unrated_opponent_rated_far_below_counts_as_350_below() {
    // 16 + 0.04·max(1300 − 1700, −350) = 2.
    let update = rate_for_player(established(1700), RatingState::UNRATED, GameResult::Win);

    assert_eq!(update.after.rating(), Some(1702));
}

#[test]
fn an_established_player_rated_below_1300_gains_from_a_draw_with_an_unrated_one() {
    // 0.04·(1300 − 1200) = 4.
    let update = rate_for_player(established(1200), RatingState::UNRATED, GameResult::Draw);

    assert_eq!(update.after.rating(), Some(1204));
    assert!(!update.protected);
}

// --- Protection ---

#[test]
fn a_loss_to_an_unrated_player_is_protected() {
    // −16 + 0.04·100 = −12 → 0.
    let update = rate_for_player(established(1200), RatingState::UNRATED, GameResult::Loss);

    assert_eq!(update.after.rating(), Some(1200));
    assert_eq!(update.delta, Some(0));
    assert!(update.protected);
    assert!(update.counted);
    assert_eq!(update.unchanged_by(), Some(UnchangedBy::Protection));
    assert_eq!(update.after.games(), 31);
}

#[test]
fn a_draw_with_an_unrated_player_is_protected() {
    // 0.04·(1300 − 1500) = −8 → 0.
    let update = rate_for_player(established(1500), RatingState::UNRATED, GameResult::Draw);

    assert_eq!(update.after.rating(), Some(1500));
    assert!(update.protected);
}

#[test]
fn a_loss_to_a_provisional_player_is_protected() {
    // B: −16 − 0.04·300 = −28 → 0. A: p = 1800 + 400; (7500 + 2200) / 6 = 1616.67.
    let updates = rate(provisional(5, 7_500), established(1800), A_WINS);

    assert_eq!(updates.black.after.rating(), Some(1800));
    assert!(updates.black.protected);
    assert_eq!(updates.white.after.rating(), Some(1617));
}

#[test]
fn a_win_against_a_provisional_player_is_not_reduced() {
    // 16 − 0.04·300 = 4.
    let update = rate_for_player(established(1800), provisional(5, 7_500), GameResult::Win);

    assert_eq!(update.after.rating(), Some(1804));
    assert!(!update.protected);
}

#[test]
fn a_loss_to_an_established_player_is_not_protected() {
    // −16 + 0.04·(1400 − 1500) = −20.
    let update = rate_for_player(established(1500), established(1400), GameResult::Loss);

    assert_eq!(update.after.rating(), Some(1480));
    assert!(!update.protected);
}

#[test]
fn protection_looks_at_the_opponent_before_their_25th_game() {
    // B is provisional before this game and established after it.
    let updates = rate(established(1600), provisional(24, 38_400), A_LOSES);

    assert_eq!(updates.white.after.rating(), Some(1600));
    assert!(updates.white.protected);
    assert_eq!(updates.black.after.status(), RatingStatus::Established);
}

// --- The 25th and 26th game ---

#[test]
fn the_25th_game_uses_the_provisional_formula_and_establishes_the_rating() {
    // p = 1990 + 400; (38400 + 2390) / 25 = 1631.6. The established formula
    // would give 1600 + 16 + 0.04·350 = 1630.
    let update = rate_for_player(provisional(24, 38_400), established(1990), GameResult::Win);

    assert_eq!(update.after.rating(), Some(1632));
    assert_eq!(update.after.games(), 25);
    assert_eq!(update.after.performance_sum(), 40_790);
    assert_eq!(update.after.status(), RatingStatus::Established);
}

#[test]
fn the_special_rule_still_applies_to_the_25th_game() {
    let player = provisional(24, 38_400);

    let update = rate_for_player(player, established(2000), GameResult::Win);

    assert_eq!(update.after, player);
    assert_eq!(update.after.status(), RatingStatus::Provisional);
}

#[test]
fn the_26th_game_uses_the_established_formula_with_no_special_rule() {
    // A: 16 + 0.04·350 = 30. B (middle tier at 2100): −12 − 0.03·350 = −22.5,
    // wholly below 2100: ·(1/0.75) = −30.
    let a = rate_for_player(provisional(24, 38_400), established(1990), GameResult::Win).after;

    let updates = rate(a, established(2100), A_WINS);

    assert_eq!(updates.white.after.rating(), Some(1662));
    assert_eq!(updates.white.after.games(), 26);
    assert_eq!(updates.white.after.performance_sum(), 40_790);
    assert_eq!(updates.black.after.rating(), Some(2070));
}

#[test]
fn a_loss_in_the_26th_game_follows_the_established_formula() {
    // −16 − 0.04·16 = −16.64 → −17; the provisional average would be 1600.
    let a = RatingState::established(1616, 25, 40_400).unwrap();

    let updates = rate(a, established(1600), A_LOSES);

    assert_eq!(updates.white.after.rating(), Some(1599));
    assert_eq!(updates.black.after.rating(), Some(1617));
}

// --- Extremes ---

#[test]
fn ratings_saturate_instead_of_overflowing() {
    let top = established(i32::MAX);

    let established_win = rate_for_player(top, top, GameResult::Win);
    let first_win = rate_for_player(RatingState::UNRATED, top, GameResult::Win);

    assert_eq!(established_win.after.rating(), Some(i32::MAX));
    assert_eq!(first_win.after.rating(), Some(i32::MAX));
    assert_eq!(
        RatingState::try_from(RatingRecord::from(first_win.after)),
        Ok(first_win.after)
    );
}
