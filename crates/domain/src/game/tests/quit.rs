//! Quitting a live game early (live-games.md "Quitting early", seed 001):
//! a request the opponent agrees to (no result), declines or leaves
//! unanswered within the move time (a loss for the quitter).

use shakmaty::Color;

use super::{after, live_at_ply, play};
use crate::game::{Clock, EndReason, GameError, Origin, Outcome, QuitRequest, TimeControl};
use crate::time::{MINUTE_MS, SECOND_MS};

/// 2024-06-03 07:46:40 UTC.
const START: i64 = 1_717_400_800_000;

/// A Fast clock with 2 minutes a move.
fn clock() -> Clock {
    let control: TimeControl = "fast 10m/2m+5s tb1".parse().unwrap();
    Clock::start(control, Color::White, START)
}

fn quitter_loses(quitter: Color) -> Option<Outcome> {
    Some(Outcome::win(!quitter, EndReason::Quit))
}

#[test]
fn a_quit_the_opponent_agrees_to_ends_the_game_with_no_result() {
    for origin in [Origin::Challenge, Origin::OpenGame] {
        let requested = live_at_ply(origin, 6)
            .request_quit(Color::White, START)
            .unwrap();

        let agreed = requested.accept_quit(Color::Black).unwrap();

        assert_eq!(
            requested.live().unwrap().quit_request,
            Some(QuitRequest {
                by: Color::White,
                at: START
            })
        );
        assert!(!requested.is_over());
        let outcome = agreed.outcome().unwrap();
        assert_eq!(
            outcome,
            Outcome::no_winner(EndReason::QuitAgreed),
            "{origin:?}"
        );
        assert!(outcome.reason.is_void());
        assert_eq!(agreed.live().unwrap().quit_request, None);
    }
}

#[test]
fn a_quit_the_opponent_declines_is_a_loss_for_the_quitter() {
    let requested = live_at_ply(Origin::Challenge, 24)
        .request_quit(Color::Black, START)
        .unwrap();

    let declined = requested.decline_quit(Color::White).unwrap();

    assert_eq!(declined.outcome(), quitter_loses(Color::Black));
    assert_eq!(declined.lichess_status().name, "resign");
}

#[test]
fn a_quit_left_unanswered_for_the_move_time_is_a_loss_for_the_quitter() {
    let requested = live_at_ply(Origin::Challenge, 3)
        .request_quit(Color::White, START + 10 * SECOND_MS)
        .unwrap();
    let until = START + 10 * SECOND_MS + 2 * MINUTE_MS;

    assert_eq!(requested.quit_deadline(&clock()), Some(until));
    assert_eq!(
        requested.quit_unanswered(&clock(), until - 1),
        Err(GameError::QuitRequestStands { until })
    );
    assert_eq!(
        requested
            .quit_unanswered(&clock(), until)
            .unwrap()
            .outcome(),
        quitter_loses(Color::White)
    );
}

#[test]
fn the_quitter_cannot_answer_their_own_request() {
    let requested = live_at_ply(Origin::Challenge, 2)
        .request_quit(Color::White, START)
        .unwrap();

    assert_eq!(
        requested.accept_quit(Color::White),
        Err(GameError::OwnQuitRequest)
    );
    assert_eq!(
        requested.decline_quit(Color::White),
        Err(GameError::OwnQuitRequest)
    );
    assert_eq!(
        GameError::OwnQuitRequest.to_string(),
        "you cannot answer your own request to quit"
    );
}

#[test]
fn without_a_request_there_is_nothing_to_answer() {
    let game = live_at_ply(Origin::Challenge, 2);

    assert_eq!(
        game.accept_quit(Color::Black),
        Err(GameError::NoQuitRequest)
    );
    assert_eq!(
        game.decline_quit(Color::Black),
        Err(GameError::NoQuitRequest)
    );
    assert_eq!(
        game.quit_unanswered(&clock(), START + 10 * MINUTE_MS),
        Err(GameError::NoQuitRequest)
    );
    assert_eq!(game.quit_deadline(&clock()), None);
}

#[test]
fn a_second_request_is_refused_and_both_asking_is_agreeing() {
    let requested = live_at_ply(Origin::Challenge, 2)
        .request_quit(Color::White, START)
        .unwrap();

    let again = requested.request_quit(Color::White, START + MINUTE_MS);
    let both = requested
        .request_quit(Color::Black, START + MINUTE_MS)
        .unwrap();

    assert_eq!(again, Err(GameError::QuitAlreadyRequested));
    assert_eq!(
        both.outcome(),
        Some(Outcome::no_winner(EndReason::QuitAgreed))
    );
}

#[test]
fn a_request_to_quit_stands_while_the_game_goes_on() {
    let requested = live_at_ply(Origin::Challenge, 2)
        .request_quit(Color::White, START)
        .unwrap();

    let moved = play(&play(&requested, "Nf3"), "Nc6");

    assert_eq!(
        moved.live().unwrap().quit_request,
        requested.live().unwrap().quit_request
    );
}

#[test]
fn tournament_and_club_live_games_have_no_requests_to_quit() {
    for origin in [Origin::Tournament, Origin::Club] {
        assert_eq!(
            live_at_ply(origin, 4).request_quit(Color::White, START),
            Err(GameError::NoQuitRequests),
            "{origin:?}"
        );
    }
    assert_eq!(
        GameError::NoQuitRequests.to_string(),
        "tournament and club games have no requests to quit: they always get an outcome"
    );
}

#[test]
fn correspondence_games_and_finished_games_have_no_requests_to_quit() {
    let over = live_at_ply(Origin::Challenge, 2).time_out().unwrap();

    assert_eq!(
        after("e4").request_quit(Color::White, START),
        Err(GameError::NotLive)
    );
    assert_eq!(
        over.request_quit(Color::White, START),
        Err(GameError::GameOver)
    );
}

#[test]
fn a_request_to_quit_ends_with_the_game_that_ends_otherwise() {
    let requested = live_at_ply(Origin::Challenge, 2)
        .request_quit(Color::White, START)
        .unwrap();

    let timed_out = requested.time_out().unwrap();

    assert_eq!(timed_out.live().unwrap().quit_request, None);
    assert_eq!(
        timed_out.outcome(),
        Some(Outcome::no_winner(EndReason::NoResultTimeout))
    );
}
