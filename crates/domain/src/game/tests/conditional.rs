//! Conditional moves: "if they play X, I reply Y" (product.md §2).

use shakmaty::Color;

use super::{after, mv, play_all};
use crate::game::{ConditionalError, ConditionalMoves, FollowUp, GameError, MoveError};

fn lines(list: &[&[&str]]) -> Vec<Vec<String>> {
    list.iter()
        .map(|line| line.iter().map(|m| (*m).to_owned()).collect())
        .collect()
}

/// White's lines after 1.e4: against ...e5 Nf3, then ...Nc6 Bb5 or ...d6
/// d4; against ...c5 Nf3.
fn whites_lines() -> ConditionalMoves {
    let game = after("e4");
    ConditionalMoves::default()
        .add_line(&game, Color::White, &["e5", "Nf3", "Nc6", "Bb5"])
        .and_then(|tree| tree.add_line(&game, Color::White, &["e7e5", "g1f3", "d6", "d4"]))
        .and_then(|tree| tree.add_line(&game, Color::White, &["c5", "Nf3"]))
        .unwrap()
}

#[test]
fn lines_sharing_moves_are_merged_into_one_tree() {
    assert_eq!(
        whites_lines().lines(),
        lines(&[
            &["e7e5", "g1f3", "b8c6", "f1b5"],
            &["e7e5", "g1f3", "d7d6", "d2d4"],
            &["c7c5", "g1f3"],
        ])
    );
}

#[test]
fn lines_are_shown_in_san_from_the_current_position() {
    assert_eq!(
        whites_lines().lines_san(&after("e4")),
        lines(&[
            &["e5", "Nf3", "Nc6", "Bb5"],
            &["e5", "Nf3", "d6", "d4"],
            &["c5", "Nf3"],
        ])
    );
}

#[test]
fn a_matching_move_gets_its_reply_and_the_tree_moves_on_to_its_continuations() {
    let follow_up = whites_lines().follow("e7e5");

    assert_eq!(follow_up.reply.as_deref(), Some("g1f3"));
    assert_eq!(
        follow_up.remaining.lines(),
        lines(&[&["b8c6", "f1b5"], &["d7d6", "d2d4"]])
    );
}

#[test]
fn a_move_no_line_expects_drops_every_line() {
    assert_eq!(
        whites_lines().follow("d7d5"),
        FollowUp {
            reply: None,
            remaining: ConditionalMoves::default()
        }
    );
}

#[test]
fn the_end_of_a_line_leaves_no_conditional_moves() {
    let follow_up = whites_lines().follow("c7c5");

    assert_eq!(follow_up.reply.as_deref(), Some("g1f3"));
    assert!(follow_up.remaining.is_empty());
}

#[test]
fn the_reply_is_played_as_the_owners_move() {
    let game = play_all(&after("e4"), "e5");
    let reply = whites_lines()
        .follow(&game.last_move().unwrap())
        .reply
        .unwrap();

    let played = game
        .play_move(Color::White, game.ply(), &mv(&reply), false)
        .unwrap();

    assert_eq!(played.san, "Nf3");
}

#[test]
fn lines_are_entered_while_the_opponent_is_to_move() {
    let game = after("e4");

    assert_eq!(
        ConditionalMoves::default().add_line(&game, Color::Black, &["d4", "d5"]),
        Err(ConditionalError::NotOpponentsTurn)
    );
}

#[test]
fn every_opponent_move_of_a_line_needs_a_reply() {
    let game = after("e4");

    for line in [&[][..], &["e5"][..], &["e5", "Nf3", "Nc6"][..]] {
        assert_eq!(
            ConditionalMoves::default().add_line(&game, Color::White, line),
            Err(ConditionalError::Unpaired),
            "{line:?}"
        );
    }
}

#[test]
fn an_illegal_move_in_a_line_is_refused_with_its_place() {
    let game = after("e4");

    assert_eq!(
        ConditionalMoves::default().add_line(&game, Color::White, &["e5", "Nf3", "Nc6", "Bb6"]),
        Err(ConditionalError::Move {
            index: 3,
            error: GameError::Move(MoveError::Illegal("Bb6".to_owned())),
        })
    );
}

#[test]
fn a_line_cannot_go_on_after_a_mate() {
    let game = after("f3 e5");

    assert_eq!(
        ConditionalMoves::default().add_line(&game, Color::Black, &["g4", "Qh4", "a3", "a6"]),
        Err(ConditionalError::Move {
            index: 2,
            error: GameError::GameOver
        })
    );
}

#[test]
fn a_line_may_not_reply_differently_to_the_same_move() {
    let game = after("e4");

    assert_eq!(
        whites_lines().add_line(&game, Color::White, &["e5", "Bc4"]),
        Err(ConditionalError::ConflictingReply {
            index: 0,
            theirs: "e5".to_owned()
        })
    );
}
