//! What a live game lets each player do now, as the pages offer it: the
//! same rules as the transitions (live-games.md "Which rules apply"), asked
//! before acting rather than learnt from a refusal.

use shakmaty::Color;

use super::{after, live_at_ply, play};
use crate::game::{Clock, Origin, TimeControl};

/// 2024-06-03 07:46:40 UTC.
const START: i64 = 1_717_400_800_000;

fn control(text: &str) -> TimeControl {
    text.parse().unwrap()
}

#[test]
fn resigning_is_offered_from_ply_20_in_stand_alone_and_tournament_live_games_and_always_elsewhere()
{
    for origin in [Origin::Challenge, Origin::OpenGame, Origin::Tournament] {
        assert!(!live_at_ply(origin, 19).may_resign(), "{origin:?}");
        assert!(live_at_ply(origin, 20).may_resign(), "{origin:?}");
    }
    assert!(live_at_ply(Origin::Club, 0).may_resign());
    assert!(after("").may_resign());
    let over = live_at_ply(Origin::Challenge, 20)
        .resign(Color::White)
        .unwrap();
    assert!(!over.may_resign());
}

#[test]
fn draw_requests_are_offered_from_ply_20_with_three_per_player_in_limited_live_games() {
    let at_19 = live_at_ply(Origin::Challenge, 19);
    let at_20 = live_at_ply(Origin::Challenge, 20);
    assert_eq!(at_19.draw_requests_left(Color::White), Some(3));
    assert!(!at_19.may_request_draw(Color::White));
    assert!(at_20.may_request_draw(Color::White));

    let mut game = at_20;
    for left in [2, 1, 0] {
        game = game.offer_draw(Color::White).unwrap();
        game = game.decline_draw(Color::Black).unwrap();
        assert_eq!(game.draw_requests_left(Color::White), Some(left));
    }
    assert!(!game.may_request_draw(Color::White));
    assert_eq!(game.draw_requests_left(Color::Black), Some(3));
    assert!(game.may_request_draw(Color::Black));
}

#[test]
fn draw_requests_are_not_counted_in_club_and_correspondence_games() {
    for game in [live_at_ply(Origin::Club, 0), after("")] {
        assert_eq!(game.draw_requests_left(Color::White), None);
        assert!(game.may_request_draw(Color::White));
    }
}

#[test]
fn takebacks_left_are_the_allowance_less_those_taken_by_right() {
    let fast = control("fast 10m/2m+5s tb2");
    let game = live_at_ply(Origin::Challenge, 1);
    let before = Clock::start(fast, Color::White, START);
    assert_eq!(game.takebacks_left(Color::White, fast), Some(2));

    let taken = game.take_back(Color::White, &before, START).unwrap();

    assert_eq!(taken.takebacks_left(Color::White, fast), Some(1));
    assert_eq!(taken.takebacks_left(Color::Black, fast), Some(2));
    assert_eq!(
        live_at_ply(Origin::Tournament, 1).takebacks_left(Color::White, control("fast 10m/2m tb0")),
        Some(0)
    );
}

#[test]
fn club_and_correspondence_games_have_no_takebacks_to_count() {
    let fast = control("fast 10m/2m+5s tb2");
    assert_eq!(
        live_at_ply(Origin::Club, 1).takebacks_left(Color::White, fast),
        None
    );
    assert_eq!(
        after("e4").takebacks_left(Color::White, control("3d/move")),
        None
    );
}

#[test]
fn a_takeback_is_offered_for_ones_own_last_move_until_the_opponent_replies() {
    let game = live_at_ply(Origin::Challenge, 1);
    assert!(game.may_take_back(Color::White));
    assert!(!game.may_take_back(Color::Black));
    let replied = play(&game, "e5");
    assert!(!replied.may_take_back(Color::White));
    assert!(replied.may_take_back(Color::Black));
    assert!(!live_at_ply(Origin::Challenge, 0).may_take_back(Color::White));
    assert!(!live_at_ply(Origin::Club, 1).may_take_back(Color::White));
    assert!(!after("e4").may_take_back(Color::White));
}

#[test]
fn asking_to_quit_is_offered_in_stand_alone_live_games_in_progress_only() {
    assert!(live_at_ply(Origin::Challenge, 0).may_ask_to_quit());
    assert!(live_at_ply(Origin::OpenGame, 24).may_ask_to_quit());
    assert!(!live_at_ply(Origin::Tournament, 0).may_ask_to_quit());
    assert!(!live_at_ply(Origin::Club, 0).may_ask_to_quit());
    assert!(!after("").may_ask_to_quit());
    let agreed = live_at_ply(Origin::Challenge, 2)
        .request_quit(Color::White, START)
        .and_then(|game| game.accept_quit(Color::Black))
        .unwrap();
    assert!(!agreed.may_ask_to_quit());
}
