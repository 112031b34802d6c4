//! A game's move stamps: the first instant, then differences.

use proptest::collection::vec;
use proptest::prelude::*;

use crate::game::{last_stamp, push_stamp, read_stamps};

fn read(stamps: &str) -> Vec<i64> {
    read_stamps(stamps).collect::<Result<_, _>>().unwrap()
}

/// The stamps of moves at `instants`, each pushed with the one before as
/// the row keeps it (`last_move_at`).
fn pushed(instants: &[i64]) -> String {
    let mut stamps = String::new();
    let mut last = None;
    for &at in instants {
        push_stamp(&mut stamps, at, last);
        last = Some(at);
    }
    stamps
}

#[test]
fn the_first_move_is_an_instant_and_each_later_one_its_difference() {
    for (instants, written) in [
        (&[][..], ""),
        (&[1_733_500_000_000][..], "1733500000000"),
        (
            &[1_733_500_000_000, 1_733_500_002_400, 1_733_500_017_630][..],
            "1733500000000 +2400 +15230",
        ),
        // Two moves in the same millisecond (a premove), and a server
        // clock set back between two moves.
        (&[5_000, 5_000, 4_990][..], "5000 +0 +-10"),
    ] {
        assert_eq!(pushed(instants), written, "{instants:?}");
        assert_eq!(read(written), instants, "{written}");
    }
}

#[test]
fn stamps_written_as_instants_before_the_differences_read_the_same() {
    assert_eq!(read("1000 2000 3500"), [1000, 2000, 3500]);
    // A game begun before and played on after; the last move's instant
    // kept beside them is not taken while the last stamp is an instant
    // (a takeback then left it at the move taken back).
    let mut stamps = "1000 2000".to_owned();
    push_stamp(&mut stamps, 2600, Some(2300));
    assert_eq!(stamps, "1000 2000 +600");
    assert_eq!(read(&stamps), [1000, 2000, 2600]);
    push_stamp(&mut stamps, 2700, Some(2600));
    assert_eq!(read(&stamps), [1000, 2000, 2600, 2700]);
}

#[test]
fn after_a_difference_the_last_instant_kept_beside_the_stamps_is_taken_unread() {
    // What the row keeps says 5000; the stamps (never so written) would
    // say 3000: the one given is the one taken.
    let mut stamps = "1000 +2000".to_owned();
    push_stamp(&mut stamps, 6000, Some(5000));
    assert_eq!(stamps, "1000 +2000 +1000");
    // Without it, they are read.
    let mut stamps = "1000 +2000".to_owned();
    push_stamp(&mut stamps, 6000, None);
    assert_eq!(stamps, "1000 +2000 +3000");
}

#[test]
fn the_last_stamp_is_the_last_instant() {
    assert_eq!(last_stamp(""), None);
    assert_eq!(last_stamp("1000 +2000 +-500"), Some(2500));
    assert_eq!(last_stamp("1000 2000"), Some(2000));
    assert_eq!(last_stamp("1000 soon"), None);
}

#[test]
fn a_word_that_is_no_stamp_is_an_error_and_a_move_after_it_is_an_instant() {
    assert!(read_stamps("1000 +x").any(|at| at.is_err()));
    assert!(read_stamps("soon").any(|at| at.is_err()));
    let mut stamps = "1000 soon".to_owned();
    push_stamp(&mut stamps, 3000, Some(2000));
    assert_eq!(stamps, "1000 soon 3000");
}

#[test]
fn a_long_live_game_keeps_its_stamps_in_a_fifth_of_the_bytes() {
    // 200 moves a few seconds apart: 14 bytes an instant before, a
    // difference of four digits and its sign after.
    let instants: Vec<i64> = (0..200).map(|n| 1_733_500_000_000 + n * 3_217).collect();
    let stamps = pushed(&instants);
    assert_eq!(stamps.len(), 13 + 199 * 6);
    assert_eq!(read(&stamps), instants);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_instants_read_back_as_pushed(instants in vec(-1_000_000_000_000_i64..4_000_000_000_000, 0..40)) {
        prop_assert_eq!(read(&pushed(&instants)), instants);
    }

    #[test]
    fn the_first_stamps_of_a_list_are_the_list_of_the_first_instants(
        instants in vec(0_i64..4_000_000_000_000, 1..30),
        kept in any::<proptest::sample::Index>(),
    ) {
        // A takeback keeps the first words: they still read as before.
        let kept = kept.index(instants.len());
        let stamps = pushed(&instants);
        let words: Vec<&str> = stamps.split_whitespace().take(kept).collect();
        prop_assert_eq!(read(&words.join(" ")), &instants[..kept]);
    }
}
