//! Moves written in SAN (seed 003) and UCI.

use shakmaty::Chess;

use super::after;
use crate::game::state::parse_fen;
use crate::game::{MoveError, parse_move, san_plus, uci};

/// Knights on g1 and d2 can both reach f3 (seed 003's example).
const KNIGHTS_G1_D2: &str = "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1";
/// Knights on g5 and g1 can both reach f3 (seed 003's example).
const KNIGHTS_G5_G1: &str = "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1";
/// Queens on a1, a3 and c1 can all reach b2: only file and rank together
/// tell them apart.
const THREE_QUEENS: &str = "7K/8/8/7k/8/Q7/8/Q1Q5 w - - 0 1";
/// A white pawn on e7 can promote on e8 or capture the rook on d8.
const PROMOTION: &str = "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1";
/// Both sides may castle both ways.
const CASTLING: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
/// White may capture d5 with the e4 pawn, or en passant after ...d5 below.
const AFTER_E4_D5: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
/// After 1.e4 a6 2.e5 d5: exd6 en passant is legal.
const EN_PASSANT: &str = "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
/// Scholar's mate is one move away: Qxf7#.
const SCHOLARS_MATE: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

fn position(fen: &str) -> Chess {
    parse_fen(fen).unwrap()
}

/// The UCI of the move `text` names, or the kind of error.
fn parsed(fen: &str, text: &str) -> Result<String, MoveError> {
    parse_move(&position(fen), text).map(|m| uci(m).to_string())
}

fn ok(uci: &str) -> Result<String, MoveError> {
    Ok(uci.to_owned())
}

fn malformed(text: &str) -> Result<String, MoveError> {
    Err(MoveError::Malformed(text.to_owned()))
}

fn illegal(text: &str) -> Result<String, MoveError> {
    Err(MoveError::Illegal(text.to_owned()))
}

fn ambiguous(text: &str) -> Result<String, MoveError> {
    Err(MoveError::Ambiguous(text.to_owned()))
}

fn promotion_required(text: &str) -> Result<String, MoveError> {
    Err(MoveError::PromotionRequired(text.to_owned()))
}

#[test]
fn san_disambiguation_by_file_rank_or_both_selects_the_named_piece() {
    let cases = [
        (KNIGHTS_G1_D2, "Nf3", ambiguous("Nf3")),
        (KNIGHTS_G1_D2, "Ngf3", ok("g1f3")),
        (KNIGHTS_G1_D2, "Ndf3", ok("d2f3")),
        (KNIGHTS_G1_D2, "N1f3", ok("g1f3")),
        (KNIGHTS_G1_D2, "Nhf3", illegal("Nhf3")),
        (KNIGHTS_G5_G1, "Nf3", ambiguous("Nf3")),
        (KNIGHTS_G5_G1, "N5f3", ok("g5f3")),
        (KNIGHTS_G5_G1, "N1f3", ok("g1f3")),
        (KNIGHTS_G5_G1, "Ngf3", ambiguous("Ngf3")),
        (KNIGHTS_G5_G1, "Ng5f3", ok("g5f3")),
        (THREE_QUEENS, "Qb2", ambiguous("Qb2")),
        (THREE_QUEENS, "Qab2", ambiguous("Qab2")),
        (THREE_QUEENS, "Q1b2", ambiguous("Q1b2")),
        (THREE_QUEENS, "Qa1b2", ok("a1b2")),
        (THREE_QUEENS, "Qa3b2", ok("a3b2")),
        (THREE_QUEENS, "Qcb2", ok("c1b2")),
        (THREE_QUEENS, "Q3b2", ok("a3b2")),
    ];
    for (fen, text, expected) in cases {
        assert_eq!(parsed(fen, text), expected, "{text} in {fen}");
    }
}

#[test]
fn san_capture_and_check_marks_are_optional_but_a_false_capture_is_refused() {
    let cases = [
        (AFTER_E4_D5, "exd5", ok("e4d5")),
        (AFTER_E4_D5, "ed5", ok("e4d5")),
        (AFTER_E4_D5, "e4xd5", ok("e4d5")),
        (AFTER_E4_D5, "d5", illegal("d5")),
        (AFTER_E4_D5, "xd5", illegal("xd5")),
        (AFTER_E4_D5, "Nf3", ok("g1f3")),
        (AFTER_E4_D5, "Nxf3", illegal("Nxf3")),
        (AFTER_E4_D5, "Nf3+", ok("g1f3")),
        (AFTER_E4_D5, "Nf3!?", ok("g1f3")),
        (AFTER_E4_D5, "Pe5", ok("e4e5")),
        (EN_PASSANT, "exd6", ok("e5d6")),
        (EN_PASSANT, "ed6", ok("e5d6")),
        (SCHOLARS_MATE, "Qxf7#", ok("h5f7")),
        (SCHOLARS_MATE, "Qxf7", ok("h5f7")),
        (SCHOLARS_MATE, "Qf7", ok("h5f7")),
        (SCHOLARS_MATE, "Qxf7+", ok("h5f7")),
    ];
    for (fen, text, expected) in cases {
        assert_eq!(parsed(fen, text), expected, "{text} in {fen}");
    }
}

#[test]
fn promotion_is_written_with_or_without_the_equals_sign_and_must_name_a_piece() {
    let cases = [
        ("e8=Q", ok("e7e8q")),
        ("e8Q", ok("e7e8q")),
        ("e8=N", ok("e7e8n")),
        ("e8N", ok("e7e8n")),
        ("e8=R+", ok("e7e8r")),
        ("e8=q", ok("e7e8q")),
        ("exd8=Q", ok("e7d8q")),
        ("exd8Q", ok("e7d8q")),
        ("ed8B", ok("e7d8b")),
        ("e8", promotion_required("e8")),
        ("exd8", promotion_required("exd8")),
        ("e8=K", illegal("e8=K")),
        ("e7e8q", ok("e7e8q")),
        ("e7e8Q", ok("e7e8q")),
        ("e7d8n", ok("e7d8n")),
        ("e7e8", promotion_required("e7e8")),
        ("e7e8k", illegal("e7e8k")),
    ];
    for (text, expected) in cases {
        assert_eq!(parsed(PROMOTION, text), expected, "{text}");
    }
}

#[test]
fn castling_is_written_with_letters_or_zeros_or_in_uci_either_way() {
    let cases = [
        ("O-O", ok("e1g1")),
        ("0-0", ok("e1g1")),
        ("O-O+", ok("e1g1")),
        ("O-O-O", ok("e1c1")),
        ("0-0-0", ok("e1c1")),
        ("e1g1", ok("e1g1")),
        ("e1h1", ok("e1g1")),
        ("e1c1", ok("e1c1")),
        ("e1a1", ok("e1c1")),
        ("Kg1", illegal("Kg1")),
    ];
    for (text, expected) in cases {
        assert_eq!(parsed(CASTLING, text), expected, "{text}");
    }
}

#[test]
fn castling_through_an_attacked_square_is_illegal_in_every_notation() {
    // The black rook on f8 attacks f1, which the king crosses.
    let fen = "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1";

    for text in ["O-O", "0-0", "e1g1", "e1h1"] {
        assert_eq!(parsed(fen, text), illegal(text), "{text}");
    }
    assert_eq!(parsed(fen, "O-O-O"), ok("e1c1"));
}

#[test]
fn text_that_is_neither_san_nor_uci_is_malformed() {
    for text in [
        "", "hello", "Nf9", "Zf3", "nf3", "--", "Q@f3", "0000", "e2-e4", "O-O-O-O",
    ] {
        assert_eq!(parsed(CASTLING, text), malformed(text), "{text:?}");
    }
}

#[test]
fn uci_moves_are_read_from_square_to_square() {
    let cases = [
        (AFTER_E4_D5, "e4d5", ok("e4d5")),
        (AFTER_E4_D5, "g1f3", ok("g1f3")),
        (AFTER_E4_D5, "e4e5", ok("e4e5")),
        (AFTER_E4_D5, "e4e6", illegal("e4e6")),
        (AFTER_E4_D5, "e7e5", illegal("e7e5")),
        (AFTER_E4_D5, " g1f3 ", ok("g1f3")),
        (EN_PASSANT, "e5d6", ok("e5d6")),
    ];
    for (fen, text, expected) in cases {
        assert_eq!(parsed(fen, text), expected, "{text} in {fen}");
    }
}

#[test]
fn the_record_is_written_in_san_with_check_and_mate_marks() {
    let cases = [
        (AFTER_E4_D5, "e4d5", "exd5"),
        (KNIGHTS_G1_D2, "g1f3", "Ngf3"),
        (KNIGHTS_G5_G1, "g5f3", "N5f3"),
        (THREE_QUEENS, "a1b2", "Qa1b2"),
        (PROMOTION, "e7d8q", "exd8=Q+"),
        (PROMOTION, "e7e8n", "e8=N"),
        (CASTLING, "e1h1", "O-O"),
        (CASTLING, "e1c1", "O-O-O"),
        (EN_PASSANT, "e5d6", "exd6"),
        (SCHOLARS_MATE, "h5f7", "Qxf7#"),
    ];
    for (fen, text, expected) in cases {
        let position = position(fen);
        let m = parse_move(&position, text).unwrap();
        assert_eq!(san_plus(&position, m), expected, "{text} in {fen}");
    }
}

#[test]
fn a_check_is_marked_in_the_game_record() {
    let game = after("e4 d6 Bb5");

    assert_eq!(game.san_moves().unwrap(), ["e4", "d6", "Bb5+"]);
}
