//! Moves read as sent, before any position is looked at.

use crate::game::{MoveError, MoveText};

#[test]
fn uci_and_san_are_read_without_a_position_and_keep_the_text_as_written() {
    // Well formed is all that is asked here: whether e2e5 or Qh8 is legal
    // is the position's question.
    let cases = [
        ("e2e4", "e2e4"),
        ("e7e8q", "e7e8q"),
        ("e1h1", "e1h1"),
        ("e2e5", "e2e5"),
        (" g1f3 ", "g1f3"),
        ("Nf3", "Nf3"),
        ("exd5", "exd5"),
        ("ed5", "ed5"),
        ("Qh8", "Qh8"),
        ("O-O", "O-O"),
        ("0-0-0", "0-0-0"),
        ("e8Q", "e8Q"),
        ("Nf3+", "Nf3+"),
        ("Qxf7#", "Qxf7#"),
        ("Nbd2!?", "Nbd2!?"),
    ];
    for (text, written) in cases {
        let read = text.parse::<MoveText>();
        assert_eq!(read.as_ref().map(MoveText::as_str), Ok(written), "{text:?}");
        assert_eq!(read.map(|mv| mv.to_string()), Ok(written.to_owned()));
    }
}

#[test]
fn text_that_is_neither_uci_nor_san_is_refused_as_malformed_naming_it() {
    for text in [
        "", "hello", "Nf9", "Ke9", "Zf3", "nf3", "--", "Q@f3", "0000", "e2-e4", "O-O-O-O", "zz99",
        "e7e8x",
    ] {
        assert_eq!(
            text.parse::<MoveText>(),
            Err(MoveError::Malformed(text.to_owned())),
            "{text:?}"
        );
    }
    assert_eq!(
        " hello ".parse::<MoveText>(),
        Err(MoveError::Malformed("hello".to_owned()))
    );
}

#[test]
fn the_refusal_says_how_to_write_a_move() {
    let error = "hello".parse::<MoveText>().unwrap_err();

    assert_eq!(
        error.to_string(),
        "`hello` is not a move: write it in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e7e8q)"
    );
}
