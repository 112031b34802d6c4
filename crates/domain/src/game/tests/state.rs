//! What a game tells about itself.

use shakmaty::{Color, Square};

use super::{after, from_fen};
use crate::game::{Game, LichessStatus, Origin, RecordError};

fn square(name: &str) -> Square {
    name.parse().unwrap()
}

fn squares(list: &[&str]) -> Vec<Square> {
    list.iter().map(|s| square(s)).collect()
}

#[test]
fn a_new_game_starts_with_white_to_move_at_ply_zero() {
    let game = Game::new(Origin::Challenge, None).unwrap();

    assert_eq!(game.turn(), Color::White);
    assert_eq!(game.ply(), 0);
    assert_eq!(game.last_move(), None);
    assert!(!game.is_check());
    assert_eq!(
        game.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(game.initial_fen(), None);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.lichess_status(), LichessStatus::STARTED);
}

#[test]
fn the_starting_position_has_twenty_moves_from_ten_squares() {
    let dests = Game::new(Origin::Challenge, None).unwrap().dests();

    assert_eq!(dests.len(), 10);
    assert_eq!(dests.values().map(Vec::len).sum::<usize>(), 20);
    assert_eq!(dests[&square("g1")], squares(&["f3", "h3"]));
    assert_eq!(dests[&square("e2")], squares(&["e3", "e4"]));
}

#[test]
fn castling_is_offered_to_the_board_as_the_king_step_and_as_king_onto_rook() {
    let game = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "");

    assert_eq!(
        game.dests()[&square("e1")],
        squares(&["a1", "c1", "d1", "f1", "g1", "h1", "d2", "e2", "f2"])
    );
}

#[test]
fn a_promotion_square_is_listed_once_for_its_four_pieces() {
    let game = from_fen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "");

    assert_eq!(game.dests()[&square("e7")], squares(&["d8", "e8"]));
}

#[test]
fn after_a_check_the_game_knows_the_last_move_the_ply_and_the_check() {
    let game = after("e4 d6 Bb5+");

    assert_eq!(game.turn(), Color::Black);
    assert_eq!(game.ply(), 3);
    assert_eq!(game.last_move().as_deref(), Some("f1b5"));
    assert!(game.is_check());
    assert_eq!(game.moves(), ["e2e4", "d7d6", "f1b5"]);
}

#[test]
fn a_finished_game_offers_no_destinations() {
    let game = after("f3 e5 g4 Qh4#");

    assert!(game.is_over());
    assert!(game.dests().is_empty());
}

#[test]
fn a_custom_start_keeps_its_fen_and_may_start_with_black_to_move() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 3 40";
    let game = from_fen(fen, "Kd7");

    assert_eq!(game.initial_fen().as_deref(), Some(fen));
    assert_eq!(game.ply(), 1);
    assert_eq!(game.fen(), "8/3k4/8/8/8/8/4P3/4K3 w - - 4 41");
}

#[test]
fn the_standard_start_given_as_fen_is_the_standard_start() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    assert_eq!(from_fen(fen, "").initial_fen(), None);
}

#[test]
fn a_game_cannot_start_from_an_invalid_fen() {
    let cases = [
        "not a fen",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1",
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
    ];
    for fen in cases {
        assert_eq!(
            Game::new(Origin::Challenge, Some(fen)),
            Err(RecordError::InvalidFen(fen.to_owned())),
            "{fen}"
        );
    }
}

#[test]
fn a_game_cannot_start_from_a_position_that_is_already_over() {
    let cases = [
        (
            "mate",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        ),
        ("stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
        ("king against king", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        ("75 moves", "4k3/8/8/8/8/8/8/R3K3 w - - 150 120"),
    ];
    for (case, fen) in cases {
        assert_eq!(
            Game::new(Origin::Challenge, Some(fen)),
            Err(RecordError::StartPositionOver),
            "{case}"
        );
    }
}

#[test]
fn an_en_passant_square_no_pawn_could_have_skipped_is_dropped_from_a_custom_start() {
    let game = from_fen("4k3/8/8/8/8/8/4P3/4K3 w - e6 0 1", "");

    assert_eq!(
        game.initial_fen().as_deref(),
        Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
    );
}
