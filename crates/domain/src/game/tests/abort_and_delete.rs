//! Abort until both sides have moved, deletion by agreement after, and
//! neither for tournament and club games (product.md §2).

use shakmaty::Color;

use super::{after, game_from, play_all};
use crate::game::{EndReason, GameError, LichessStatus, Origin, Outcome};

fn aborted() -> Option<Outcome> {
    Some(Outcome::no_winner(EndReason::Aborted))
}

fn deleted() -> Option<Outcome> {
    Some(Outcome::no_winner(EndReason::Deleted))
}

#[test]
fn a_stand_alone_game_may_be_aborted_until_both_sides_have_moved() {
    for origin in [Origin::Challenge, Origin::OpenGame] {
        for moves in ["", "e4"] {
            let game = game_from(None, origin, moves);
            assert!(game.is_abortable(), "{origin:?} after {moves:?}");
            assert_eq!(
                game.abort(Color::White).unwrap().outcome(),
                aborted(),
                "{origin:?} after {moves:?}"
            );
        }
    }
}

#[test]
fn an_aborted_game_has_lichess_status_aborted() {
    let game = after("").abort(Color::White).unwrap();

    assert_eq!(
        game.lichess_status(),
        LichessStatus {
            id: 25,
            name: "aborted"
        }
    );
}

#[test]
fn once_both_sides_have_moved_the_game_can_no_longer_be_aborted() {
    let game = after("e4 e5");

    assert!(!game.is_abortable());
    assert_eq!(game.abort(Color::White), Err(GameError::TooLateToAbort));
}

#[test]
fn tournament_and_club_games_can_never_be_aborted() {
    for origin in [Origin::Tournament, Origin::Club] {
        let game = game_from(None, origin, "");
        assert!(!game.is_abortable(), "{origin:?}");
        assert_eq!(
            game.abort(Color::White),
            Err(GameError::NotStandAlone),
            "{origin:?}"
        );
    }
}

#[test]
fn resigning_before_both_sides_have_moved_aborts_a_stand_alone_game() {
    let game = after("e4");

    assert_eq!(game.resign(Color::White).unwrap().outcome(), aborted());
    assert_eq!(game.resign(Color::Black).unwrap().outcome(), aborted());
}

#[test]
fn resigning_a_tournament_game_at_once_is_a_resignation() {
    let game = game_from(None, Origin::Tournament, "");

    assert_eq!(
        game.resign(Color::White).unwrap().outcome(),
        Some(Outcome::win(Color::Black, EndReason::Resign))
    );
}

#[test]
fn running_out_of_time_before_both_sides_have_moved_aborts_a_stand_alone_game() {
    assert_eq!(after("").time_out().unwrap().outcome(), aborted());
    assert_eq!(after("e4").time_out().unwrap().outcome(), aborted());
}

#[test]
fn running_out_of_time_in_a_club_game_loses_at_any_ply() {
    let game = game_from(None, Origin::Club, "");

    assert_eq!(
        game.time_out().unwrap().outcome(),
        Some(Outcome::win(Color::Black, EndReason::Timeout))
    );
}

#[test]
fn a_deletion_request_accepted_by_the_opponent_deletes_the_game() {
    let requested = after("e4 e5").request_deletion(Color::White).unwrap();

    let accepted = requested.accept_deletion(Color::Black).unwrap();

    assert_eq!(requested.deletion_request(), Some(Color::White));
    assert!(!requested.is_over());
    assert_eq!(accepted.outcome(), deleted());
    assert_eq!(accepted.lichess_status().name, "aborted");
}

#[test]
fn requesting_while_the_opponents_request_stands_deletes_the_game() {
    let requested = after("e4 e5").request_deletion(Color::Black).unwrap();

    assert_eq!(
        requested.request_deletion(Color::White).unwrap().outcome(),
        deleted()
    );
}

#[test]
fn a_declined_deletion_request_is_gone() {
    let requested = after("e4 e5").request_deletion(Color::White).unwrap();

    let declined = requested.decline_deletion(Color::Black).unwrap();

    assert_eq!(declined.deletion_request(), None);
    assert!(!declined.is_over());
}

#[test]
fn only_the_opponent_of_the_requester_may_answer_a_deletion_request() {
    let requested = after("e4 e5").request_deletion(Color::White).unwrap();

    assert_eq!(
        requested.accept_deletion(Color::White),
        Err(GameError::NoDeletionRequest)
    );
    assert_eq!(
        requested.decline_deletion(Color::White),
        Err(GameError::NoDeletionRequest)
    );
    assert_eq!(
        after("e4 e5").accept_deletion(Color::Black),
        Err(GameError::NoDeletionRequest)
    );
}

#[test]
fn a_deletion_request_lapses_when_the_opponent_moves() {
    let requested = after("e4 e5").request_deletion(Color::Black).unwrap();

    let moved = play_all(&requested, "Nf3");

    assert_eq!(moved.deletion_request(), None);
}

#[test]
fn deletion_is_for_games_where_both_sides_have_moved_abort_comes_before() {
    assert_eq!(
        after("e4").request_deletion(Color::White),
        Err(GameError::TooEarlyToDelete)
    );
}

#[test]
fn tournament_and_club_games_can_never_be_deleted() {
    for origin in [Origin::Tournament, Origin::Club] {
        let game = game_from(None, origin, "e4 e5");
        assert_eq!(
            game.request_deletion(Color::White),
            Err(GameError::NotStandAlone),
            "{origin:?}"
        );
    }
}
