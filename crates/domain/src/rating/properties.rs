//! Properties of the rating rules, checked on generated states.

use proptest::prelude::*;

use super::*;

fn any_result() -> impl Strategy<Value = GameResult> {
    prop_oneof![
        Just(GameResult::Win),
        Just(GameResult::Draw),
        Just(GameResult::Loss),
    ]
}

fn established_rated(ratings: std::ops::RangeInclusive<i32>) -> impl Strategy<Value = RatingState> {
    (ratings, 25_u32..2_000, 0_i64..100_000).prop_map(|(rating, games, performance_sum)| {
        RatingState::established(rating, games, performance_sum).unwrap()
    })
}

/// A provisional player whose performances average `average` plus a
/// fraction, so that every rounding case occurs.
fn provisional_rated() -> impl Strategy<Value = RatingState> {
    (1_u32..25, 0_i64..3_500)
        .prop_flat_map(|(games, average)| {
            let games_sum = average * i64::from(games);
            (Just(games), games_sum..games_sum + i64::from(games))
        })
        .prop_map(|(games, performance_sum)| {
            RatingState::provisional(games, performance_sum).unwrap()
        })
}

fn unrated_or_provisional() -> impl Strategy<Value = RatingState> {
    prop_oneof![Just(RatingState::UNRATED), provisional_rated()]
}

fn any_state() -> impl Strategy<Value = RatingState> {
    prop_oneof![
        Just(RatingState::UNRATED),
        provisional_rated(),
        established_rated(0..=3_500),
    ]
}

/// One of the three tiers, kept 30 points (the largest change) away from
/// the boundaries so that no game crosses one.
fn tier_interior() -> impl Strategy<Value = std::ops::RangeInclusive<i32>> {
    prop_oneof![Just(0..=2_069), Just(2_130..=2_369), Just(2_430..=3_500)]
}

/// ratings.md: `R = round_half_up(S / n)`, written independently of the
/// implementation as `floor((2S + n) / 2n)`.
fn expected_average(state: RatingState) -> i32 {
    let games = i64::from(state.games());
    let average = (2 * state.performance_sum() + games).div_euclid(2 * games);
    i32::try_from(average).unwrap()
}

proptest! {
    #[test]
    fn two_established_players_in_the_same_tier_are_zero_sum(
        (a, b) in tier_interior().prop_flat_map(|tier| {
            (established_rated(tier.clone()), established_rated(tier))
        }),
        result in any_result(),
    ) {
        let a_update = rate_for_player(a, b, result);
        let b_update = rate_for_player(b, a, match result {
            GameResult::Win => GameResult::Loss,
            GameResult::Draw => GameResult::Draw,
            GameResult::Loss => GameResult::Win,
        });

        prop_assert_eq!(a_update.delta.unwrap() + b_update.delta.unwrap(), 0);
    }

    #[test]
    fn protection_never_lowers_an_established_rating(
        player in established_rated(-500..=4_000),
        opponent in unrated_or_provisional(),
        result in any_result(),
    ) {
        let update = rate_for_player(player, opponent, result);

        prop_assert!(update.after.rating() >= player.rating());
        prop_assert!(update.counted);
        prop_assert_eq!(update.after.games(), player.games() + 1);
    }

    #[test]
    fn a_provisional_rating_is_always_the_rounded_average_of_its_performances(
        opponents in proptest::collection::vec((any_state(), any_result()), 1..40),
    ) {
        let mut player = RatingState::UNRATED;
        for (opponent, result) in opponents {
            let before = player;
            player = rate_for_player(before, opponent, result).after;
            if before.status() != RatingStatus::Established {
                prop_assert_eq!(player.rating(), Some(expected_average(player)));
            }
        }
    }

    #[test]
    fn a_provisional_game_counts_exactly_when_the_difference_is_under_400(
        player in provisional_rated(),
        opponent in any_state(),
        result in any_result(),
    ) {
        let update = rate_for_player(player, opponent, result);

        let far_apart = opponent
            .rating()
            .is_some_and(|theirs| (theirs - player.rating().unwrap()).abs() >= 400);
        prop_assert_eq!(update.counted, !far_apart);
        if far_apart {
            prop_assert_eq!(update.after, player);
        }
    }

    #[test]
    fn an_established_rating_moves_at_most_30_points_a_game(
        player in established_rated(-500..=4_000),
        opponent in any_state(),
        result in any_result(),
    ) {
        let update = rate_for_player(player, opponent, result);

        prop_assert!(update.delta.unwrap().abs() <= 30);
    }

    #[test]
    fn both_players_are_rated_from_their_states_before_the_game(
        white in any_state(),
        black in any_state(),
        white_wins in any::<bool>(),
    ) {
        let outcome = shakmaty::KnownOutcome::Decisive {
            winner: if white_wins { shakmaty::Color::White } else { shakmaty::Color::Black },
        };
        let (white_result, black_result) = if white_wins {
            (GameResult::Win, GameResult::Loss)
        } else {
            (GameResult::Loss, GameResult::Win)
        };

        let updates = rate_game(shakmaty::ByColor { white, black }, outcome);

        prop_assert_eq!(updates.white, rate_for_player(white, black, white_result));
        prop_assert_eq!(updates.black, rate_for_player(black, white, black_result));
    }
}
