//! Who may move, and when.

use shakmaty::Color;

use super::{after, mv};
use crate::game::{Game, GameError, MoveError, MoveText, Origin};

#[test]
fn a_move_returns_the_new_game_and_the_move_in_san_and_uci() {
    let game = after("e4 e5 Nf3 Nc6 Bc4 Nf6");

    let played = game.play_move(Color::White, 6, &mv("O-O"), false).unwrap();

    assert_eq!(played.san, "O-O");
    assert_eq!(played.uci, "e1g1");
    assert_eq!(played.game.ply(), 7);
    assert_eq!(played.game.turn(), Color::Black);
}

#[test]
fn a_move_for_an_earlier_ply_is_stale_and_exactly_one_of_two_submissions_succeeds() {
    let game = Game::new(Origin::Challenge, None).unwrap();

    let first = game
        .play_move(Color::White, 0, &mv("e4"), false)
        .unwrap()
        .game;
    let second = first.play_move(Color::White, 0, &mv("d4"), false);

    assert_eq!(
        second,
        Err(GameError::StalePly {
            sent: 0,
            current: 1
        })
    );
    assert_eq!(first.moves(), ["e2e4"]);
}

#[test]
fn a_move_for_a_later_ply_is_stale_too() {
    let game = Game::new(Origin::Challenge, None).unwrap();

    assert_eq!(
        game.play_move(Color::White, 2, &mv("e4"), false),
        Err(GameError::StalePly {
            sent: 2,
            current: 0
        })
    );
}

#[test]
fn only_the_player_to_move_may_move() {
    let game = after("e4");

    assert_eq!(
        game.play_move(Color::White, 1, &mv("d4"), false),
        Err(GameError::NotYourTurn)
    );
}

#[test]
fn a_malformed_or_illegal_move_is_refused_with_its_reason() {
    let game = after("e4");

    assert_eq!(
        game.play_move(Color::Black, 1, &mv("e4"), false),
        Err(GameError::Move(MoveError::Illegal("e4".to_owned())))
    );
    assert_eq!(
        "Ke9".parse::<MoveText>(),
        Err(MoveError::Malformed("Ke9".to_owned()))
    );
}

#[test]
fn nothing_can_be_played_after_the_game_ended() {
    let game = after("f3 e5 g4 Qh4#");

    assert_eq!(
        game.play_move(Color::White, 4, &mv("a3"), false),
        Err(GameError::GameOver)
    );
}

#[test]
fn the_record_lists_every_move_in_san_and_every_position_from_the_start() {
    let game = Game::replay(Origin::Challenge, None, &["e2e4", "e7e5"]).unwrap();
    let record = game.record().unwrap();
    assert_eq!(record.san, ["e4", "e5"]);
    assert_eq!(record.san, game.san_moves().unwrap());
    let fens = record.fens;
    assert_eq!(fens.len(), 3);
    assert_eq!(
        fens[0],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        fens[1],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(fens[2], game.fen());
}

#[test]
fn a_step_is_the_last_move_of_the_record_and_the_position_after_it() {
    // Each line's last move: a quiet move, a capture, a check, castling,
    // en passant, a promotion with check, mate.
    for line in [
        "e4",
        "e4 d5 exd5",
        "e4 d6 Bb5+",
        "e4 e5 Nf3 Nc6 Bc4 Nf6 O-O",
        "e4 a6 e5 d5 exd6",
        "e4 f5 exf5 g6 fxg6 Nf6 gxh7 Ng8 hxg8=Q",
        "f3 e5 g4 Qh4#",
    ] {
        let game = after(line);
        let before = after(&line[..line.rfind(' ').unwrap_or(0)]);
        let record = game.record().unwrap();

        let step = game.step_from(&before).unwrap();

        assert_eq!(Some(&step.san), record.san.last(), "{line}");
        assert_eq!(Some(&step.fen), record.fens.last(), "{line}");
    }
}

#[test]
fn no_step_leads_to_a_game_that_is_not_the_one_before_with_one_more_move() {
    let before = after("e4 e5");

    // No move, two moves, and one move after another history.
    assert_eq!(before.step_from(&before), None);
    assert_eq!(after("e4 e5 Nf3 Nc6").step_from(&before), None);
    assert_eq!(after("d4 e5 Nf3").step_from(&before), None);
    assert_eq!(after("e4").step_from(&before), None);
}
