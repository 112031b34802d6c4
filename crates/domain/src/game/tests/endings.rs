//! How games end on the board, by resignation, on time, by forfeit and by
//! adjudication, and the names lichess and PGN give each ending.

use serde::Deserialize;
use serde::de::IntoDeserializer;
use serde::de::value::{Error as ValueError, StrDeserializer};
use shakmaty::Color;

use super::{after, from_fen, game_from, mv, play_all};
use crate::game::{EndReason, Game, GameError, LichessStatus, Origin, Outcome, RecordError};

#[test]
fn checkmate_ends_the_game_and_the_mated_side_loses() {
    let white_mates = after("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
    let black_mates = after("f3 e5 g4 Qh4#");

    assert_eq!(
        white_mates.outcome(),
        Some(Outcome::win(Color::White, EndReason::Mate))
    );
    assert_eq!(
        black_mates.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Mate))
    );
    assert_eq!(
        white_mates.lichess_status(),
        LichessStatus {
            id: 30,
            name: "mate"
        }
    );
}

#[test]
fn stalemate_is_a_draw() {
    let game = from_fen("7k/8/4Q1K1/8/8/8/8/8 w - - 0 1", "Qf7");

    assert_eq!(
        game.outcome(),
        Some(Outcome::no_winner(EndReason::Stalemate))
    );
    assert_eq!(
        game.lichess_status(),
        LichessStatus {
            id: 32,
            name: "stalemate"
        }
    );
}

#[test]
fn a_capture_that_leaves_too_little_material_to_mate_draws_at_once() {
    let game = from_fen("4k3/8/8/8/8/8/3r4/3BK3 w - - 0 1", "Kxd2");

    assert_eq!(
        game.outcome(),
        Some(Outcome::no_winner(EndReason::InsufficientMaterial))
    );
    assert_eq!(
        game.lichess_status(),
        LichessStatus {
            id: 34,
            name: "draw"
        }
    );
}

#[test]
fn the_seeds_dead_positions_are_draws_and_positions_with_a_possible_mate_are_not() {
    let cases = [
        ("king against king", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", true),
        (
            "king and bishop against king",
            "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
            true,
        ),
        (
            "king and knight against king",
            "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
            true,
        ),
        (
            "bishops on the same colour",
            "4k3/8/7b/8/8/8/8/2B1K3 w - - 0 1",
            true,
        ),
        (
            "bishops on opposite colours",
            "4k3/8/8/7b/8/8/8/2B1K3 w - - 0 1",
            false,
        ),
        (
            "knight against knight",
            "4k1n1/8/8/8/8/8/8/4KN2 w - - 0 1",
            false,
        ),
        ("two knights", "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", false),
        ("a pawn", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false),
    ];
    for (case, fen, dead) in cases {
        let started = Game::new(Origin::Challenge, Some(fen));
        assert_eq!(
            started == Err(RecordError::StartPositionOver),
            dead,
            "{case}"
        );
    }
}

#[test]
fn a_player_may_resign_on_either_turn_and_loses() {
    let game = after("e4 e5");

    let resigned = game.resign(Color::Black).unwrap();

    assert_eq!(
        resigned.outcome(),
        Some(Outcome::win(Color::White, EndReason::Resign))
    );
    assert_eq!(
        resigned.lichess_status(),
        LichessStatus {
            id: 31,
            name: "resign"
        }
    );
}

#[test]
fn the_player_whose_time_runs_out_loses() {
    let game = after("e4 e5");

    let timed_out = game.time_out().unwrap();

    assert_eq!(
        timed_out.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Timeout))
    );
    assert_eq!(
        timed_out.lichess_status(),
        LichessStatus {
            id: 35,
            name: "outoftime"
        }
    );
}

#[test]
fn running_out_of_time_against_a_lone_king_is_a_draw() {
    let white_to_move = from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Kd1 Kd8");
    let black_to_move = play_all(&white_to_move, "Kc1");

    let white_flags = white_to_move.time_out().unwrap();
    let black_flags = black_to_move.time_out().unwrap();

    assert_eq!(
        white_flags.outcome(),
        Some(Outcome::no_winner(EndReason::Timeout))
    );
    assert_eq!(white_flags.lichess_status().name, "outoftime");
    assert_eq!(
        black_flags.outcome(),
        Some(Outcome::win(Color::White, EndReason::Timeout))
    );
}

#[test]
fn a_knight_can_still_mate_a_king_with_a_pawn_so_its_side_wins_on_time() {
    let game = from_fen("4k3/4p3/8/8/8/8/8/4KN2 b - - 0 1", "Kd8 Ke2");

    let timed_out = game.time_out().unwrap();

    assert_eq!(
        timed_out.outcome(),
        Some(Outcome::win(Color::White, EndReason::Timeout))
    );
}

#[test]
fn a_knight_cannot_mate_a_king_and_queen_so_its_side_only_draws_on_time() {
    let game = from_fen("4k3/8/q7/8/8/8/8/4KN2 b - - 0 1", "Kd8 Kd1");

    let timed_out = game.time_out().unwrap();

    assert_eq!(
        timed_out.outcome(),
        Some(Outcome::no_winner(EndReason::Timeout))
    );
}

#[test]
fn a_forfeit_loses_at_any_ply_even_in_a_stand_alone_game() {
    let game = Game::new(Origin::Challenge, None).unwrap();

    let forfeited = game.forfeit(Color::White).unwrap();

    assert_eq!(
        forfeited.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Forfeit))
    );
    assert_eq!(
        forfeited.lichess_status(),
        LichessStatus {
            id: 33,
            name: "timeout"
        }
    );
}

#[test]
fn an_administrator_may_set_any_result_of_an_unfinished_game() {
    let game = game_from(None, Origin::Tournament, "d4 d5");

    let black_wins = game.adjudicate(Some(Color::Black)).unwrap();
    let drawn = game.adjudicate(None).unwrap();

    assert_eq!(
        black_wins.outcome(),
        Some(Outcome::win(Color::Black, EndReason::Adjudicated))
    );
    assert_eq!(
        drawn.outcome(),
        Some(Outcome::no_winner(EndReason::Adjudicated))
    );
    assert_eq!(
        drawn.lichess_status(),
        LichessStatus {
            id: 38,
            name: "unknownFinish"
        }
    );
}

#[test]
fn every_action_is_refused_once_the_game_is_over() {
    let over = after("e4 e5").resign(Color::White).unwrap();

    let attempts = [
        over.play_move(Color::White, 2, &mv("Nf3"), false)
            .map(|played| played.game),
        over.resign(Color::Black),
        over.abort(Color::White),
        over.time_out(),
        over.forfeit(Color::Black),
        over.adjudicate(None),
        over.offer_draw(Color::White),
        over.accept_draw(Color::White),
        over.decline_draw(Color::White),
        over.claim_draw(Color::White),
        over.draw_yes(Color::White),
        over.request_deletion(Color::White),
        over.accept_deletion(Color::White),
        over.decline_deletion(Color::White),
    ];
    for (index, attempt) in attempts.into_iter().enumerate() {
        assert_eq!(attempt, Err(GameError::GameOver), "action {index}");
    }
}

#[test]
fn each_ending_has_its_lichess_status_pgn_termination_and_product_name() {
    let cases = [
        (EndReason::Mate, "mate", 30, "Normal", "mate"),
        (EndReason::Resign, "resign", 31, "Normal", "resign"),
        (EndReason::Stalemate, "stalemate", 32, "Normal", "stalemate"),
        (
            EndReason::Timeout,
            "outoftime",
            35,
            "Time forfeit",
            "timeout",
        ),
        (EndReason::DrawAgreed, "draw", 34, "Normal", "draw_agreed"),
        (EndReason::Threefold, "draw", 34, "Normal", "threefold"),
        (EndReason::FiftyMoves, "draw", 34, "Normal", "fifty_moves"),
        (EndReason::Fivefold, "draw", 34, "Normal", "fivefold"),
        (
            EndReason::SeventyFiveMoves,
            "draw",
            34,
            "Normal",
            "seventy_five_moves",
        ),
        (
            EndReason::InsufficientMaterial,
            "draw",
            34,
            "Normal",
            "insufficient_material",
        ),
        (EndReason::Aborted, "aborted", 25, "Abandoned", "aborted"),
        (EndReason::Deleted, "aborted", 25, "Abandoned", "deleted"),
        (
            EndReason::Adjudicated,
            "unknownFinish",
            38,
            "Adjudication",
            "adjudicated",
        ),
        (EndReason::Forfeit, "timeout", 33, "Abandoned", "forfeit"),
    ];
    for (reason, status, id, termination, product_name) in cases {
        let named: StrDeserializer<'_, ValueError> = product_name.into_deserializer();
        assert_eq!(
            reason.lichess_status(),
            LichessStatus { id, name: status },
            "{reason:?}"
        );
        assert_eq!(reason.pgn_termination(), termination, "{reason:?}");
        assert_eq!(EndReason::deserialize(named), Ok(reason), "{reason:?}");
    }
}

#[test]
fn the_pgn_result_says_who_won_and_is_open_for_void_games() {
    let cases = [
        (Outcome::win(Color::White, EndReason::Mate), "1-0"),
        (Outcome::win(Color::Black, EndReason::Timeout), "0-1"),
        (Outcome::no_winner(EndReason::Timeout), "1/2-1/2"),
        (Outcome::no_winner(EndReason::DrawAgreed), "1/2-1/2"),
        (Outcome::no_winner(EndReason::Aborted), "*"),
        (Outcome::no_winner(EndReason::Deleted), "*"),
    ];
    for (outcome, result) in cases {
        assert_eq!(outcome.pgn_result(), result, "{outcome:?}");
    }
}
