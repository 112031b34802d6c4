//! PGN export (product.md §2, lichess-api-subset.md §7 and §11.8).

use shakmaty::Color;

use super::{after, from_fen};
use crate::game::pgn::{MoveStamp, PgnDetails, PgnPlayer, export};
use crate::game::{Game, TimeControl};

fn player(name: &str) -> PgnPlayer {
    PgnPlayer {
        name: name.to_owned(),
        rating: None,
        rating_diff: None,
        title: None,
    }
}

/// The details of lichess-api-subset.md §7's example game, with our own
/// `TimeControl` (§11.8: three days per move).
fn details() -> PgnDetails {
    PgnDetails {
        event: "Casual correspondence game".to_owned(),
        site: "https://chess.example/Qa7FJNk2".to_owned(),
        game_id: "Qa7FJNk2".to_owned(),
        round: None,
        white: player("Alice"),
        black: player("Bob"),
        started_at: 1_717_400_800_000,
        time_control: TimeControl::per_move(3).unwrap(),
        stamps: Vec::new(),
        final_comment: None,
    }
}

fn movetext(pgn: &str) -> &str {
    pgn.split("\n\n").nth(1).unwrap()
}

#[test]
fn the_lichess_example_game_exports_with_the_seven_tag_roster_and_lichess_tags() {
    let game = after("e4 e5 Qh5 Nc6").resign(Color::White).unwrap();

    let pgn = export(&game, &details()).unwrap();

    assert_eq!(
        pgn,
        "[Event \"Casual correspondence game\"]\n\
         [Site \"https://chess.example/Qa7FJNk2\"]\n\
         [Date \"2024.06.03\"]\n\
         [Round \"-\"]\n\
         [White \"Alice\"]\n\
         [Black \"Bob\"]\n\
         [Result \"0-1\"]\n\
         [GameId \"Qa7FJNk2\"]\n\
         [UTCDate \"2024.06.03\"]\n\
         [UTCTime \"07:46:40\"]\n\
         [Variant \"Standard\"]\n\
         [TimeControl \"1/259200\"]\n\
         [ECO \"C20\"]\n\
         [Opening \"King's Pawn Game: Wayward Queen Attack\"]\n\
         [Termination \"Normal\"]\n\
         \n\
         1. e4 e5 2. Qh5 Nc6 0-1\n\n\n"
    );
}

#[test]
fn ratings_titles_the_round_and_an_adjudication_are_written_when_known() {
    let game = after("d4 d5").adjudicate(None).unwrap();
    let details = PgnDetails {
        event: "Spring \"Open\" Swiss".to_owned(),
        round: Some("3".to_owned()),
        white: PgnPlayer {
            rating: Some(1500),
            rating_diff: Some(9),
            title: Some("BOT".to_owned()),
            ..player("Alice")
        },
        black: PgnPlayer {
            rating: Some(1650),
            rating_diff: Some(-9),
            ..player("Bob")
        },
        time_control: TimeControl::per_game(10).unwrap(),
        final_comment: Some("Adjudicated: {both agreed} by mail".to_owned()),
        ..details()
    };

    let pgn = export(&game, &details).unwrap();

    assert!(
        pgn.starts_with("[Event \"Spring \\\"Open\\\" Swiss\"]\n"),
        "{pgn}"
    );
    for tag in [
        "[Round \"3\"]",
        "[Result \"1/2-1/2\"]",
        "[WhiteElo \"1500\"]\n[BlackElo \"1650\"]\n[WhiteRatingDiff \"+9\"]\n[BlackRatingDiff \"-9\"]\n[WhiteTitle \"BOT\"]\n[Variant",
        "[TimeControl \"864000\"]",
        "[Termination \"Adjudication\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    assert_eq!(
        movetext(&pgn),
        "1. d4 d5 { Adjudicated: {both agreed) by mail } 1/2-1/2"
    );
}

/// Issue 49: a game between two players unrated before it had no Elo
/// tags and no diffs; lichess writes both, `?` for a rating not known.
#[test]
fn a_first_rated_game_has_unknown_elos_and_the_rating_diffs() {
    let game = after("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
    let details = PgnDetails {
        white: PgnPlayer {
            rating_diff: Some(0),
            ..player("Alice")
        },
        black: PgnPlayer {
            rating_diff: Some(-400),
            ..player("Bob")
        },
        ..details()
    };

    let pgn = export(&game, &details).unwrap();

    assert!(
        pgn.contains(
            "[WhiteElo \"?\"]\n[BlackElo \"?\"]\n[WhiteRatingDiff \"+0\"]\n[BlackRatingDiff \"-400\"]\n[Variant"
        ),
        "{pgn}"
    );
}

#[test]
fn a_custom_start_is_tagged_and_numbered_from_its_position() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 7 40";
    let game = from_fen(fen, "Kd7 Kd2 Ke6");

    let pgn = export(&game, &details()).unwrap();

    assert!(
        pgn.contains(&format!(
            "[Variant \"From Position\"]\n[TimeControl \"1/259200\"]\n[ECO \"?\"]\n[Opening \"?\"]\n[Termination \"Unterminated\"]\n[FEN \"{fen}\"]\n[SetUp \"1\"]\n\n"
        )),
        "{pgn}"
    );
    assert_eq!(movetext(&pgn), "40... Kd7 41. Kd2 Ke6 *");
}

#[test]
fn clock_times_are_written_as_lichess_writes_them() {
    // lichess-api-subset.md §7: `1. e4 { [%clk 0:09:58] } e5 { [%clk 0:09:59] }`.
    let game = after("e4 e5");
    let details = PgnDetails {
        stamps: vec![
            MoveStamp {
                sent_at: None,
                clock_ms: Some(598_000),
            },
            MoveStamp {
                sent_at: None,
                clock_ms: Some(599_000),
            },
        ],
        ..details()
    };

    let pgn = export(&game, &details).unwrap();

    assert_eq!(
        movetext(&pgn),
        "1. e4 { [%clk 0:09:58] } e5 { [%clk 0:09:59] } *"
    );
}

#[test]
fn move_times_are_written_as_correspondence_sent_times_where_known() {
    let game = after("e4 e5 Nf3");
    let details = PgnDetails {
        stamps: vec![
            MoveStamp {
                sent_at: Some(1_717_400_800_000),
                clock_ms: Some(3 * 86_400_000 - 1000),
            },
            MoveStamp::default(),
            MoveStamp {
                sent_at: Some(1_717_487_200_000),
                clock_ms: None,
            },
        ],
        ..details()
    };

    let pgn = export(&game, &details).unwrap();

    assert_eq!(
        movetext(&pgn),
        "1. e4 { [%clk 71:59:59] [%ccsnt 2024.06.03,07:46:40] } e5 2. Nf3 { [%ccsnt 2024.06.04,07:46:40] } *"
    );
}

#[test]
fn void_games_have_an_open_result_and_a_timeout_says_time_forfeit() {
    let aborted = after("e4").abort(Color::Black).unwrap();
    let timed_out = after("e4 e5").time_out().unwrap();

    let aborted_pgn = export(&aborted, &details()).unwrap();
    let timed_out_pgn = export(&timed_out, &details()).unwrap();

    assert!(aborted_pgn.contains("[Result \"*\"]"));
    assert!(aborted_pgn.contains("[Termination \"Abandoned\"]"));
    assert_eq!(movetext(&aborted_pgn), "1. e4 *");
    assert!(timed_out_pgn.contains("[Termination \"Time forfeit\"]"));
    assert_eq!(movetext(&timed_out_pgn), "1. e4 e5 0-1");
}

#[test]
fn a_game_without_moves_has_only_its_result_as_movetext() {
    let game = Game::new(crate::game::Origin::Tournament, None).unwrap();

    assert_eq!(movetext(&export(&game, &details()).unwrap()), "*");
}
