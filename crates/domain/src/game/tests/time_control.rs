//! Time controls: only the offered values, parsed from what people write,
//! and their PGN tag.

use crate::game::{FischerIncrement, GameDays, MoveDays, TimeControl, TimeControlError};

use crate::time::DAY_MS;

#[test]
fn time_controls_are_read_in_their_written_forms() {
    let cases = [
        ("3d/move", TimeControl::per_move(3)),
        ("3d", TimeControl::per_move(3)),
        ("14D/Move", TimeControl::per_move(14)),
        ("30d/game", TimeControl::per_game(30)),
        (" 90 d / game ", TimeControl::per_game(90)),
        ("30d+1d", TimeControl::fischer(30, 1)),
        ("10d + 3d", TimeControl::fischer(10, 3)),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<TimeControl>(), expected, "{text}");
        assert!(expected.is_ok(), "{text}");
    }
}

#[test]
fn values_that_are_not_offered_are_refused_naming_the_offered_ones() {
    let cases = [
        (
            "5d/move",
            TimeControlError::DaysPerMove(5),
            "5 days per move is not offered: choose 1, 3, 7 or 14",
        ),
        (
            "0d",
            TimeControlError::DaysPerMove(0),
            "0 days per move is not offered: choose 1, 3, 7 or 14",
        ),
        (
            "20d/game",
            TimeControlError::DaysPerGame(20),
            "20 days per game is not offered: choose 10, 30, 60 or 90",
        ),
        (
            "45d+1d",
            TimeControlError::DaysPerGame(45),
            "45 days per game is not offered: choose 10, 30, 60 or 90",
        ),
        (
            "30d+5d",
            TimeControlError::FischerIncrement(5),
            "5 days added per move is not offered: choose 1, 2 or 3",
        ),
    ];
    for (text, error, message) in cases {
        assert_eq!(text.parse::<TimeControl>(), Err(error.clone()), "{text}");
        assert_eq!(error.to_string(), message);
    }
}

#[test]
fn text_in_no_accepted_form_is_malformed() {
    for text in [
        "",
        "3",
        "three days",
        "3h/move",
        "30d/week",
        "d/move",
        "30d+",
        "-3d",
    ] {
        assert_eq!(
            text.parse::<TimeControl>(),
            Err(TimeControlError::Malformed(text.to_owned())),
            "{text:?}"
        );
    }
}

#[test]
fn every_offered_time_control_is_written_the_way_it_is_read() {
    let per_move = MoveDays::ALL
        .iter()
        .map(|&days| TimeControl::PerMove { days });
    let per_game = GameDays::ALL
        .iter()
        .map(|&days| TimeControl::PerGame { days });
    let fischer = GameDays::ALL.iter().flat_map(|&initial| {
        FischerIncrement::ALL
            .iter()
            .map(move |&increment| TimeControl::Fischer { initial, increment })
    });
    let all: Vec<TimeControl> = per_move.chain(per_game).chain(fischer).collect();

    assert_eq!(all.len(), 4 + 4 + 12);
    for control in all {
        assert_eq!(
            control.to_string().parse::<TimeControl>(),
            Ok(control),
            "{control}"
        );
    }
}

#[test]
fn the_pgn_tag_is_moves_per_seconds_sudden_death_or_seconds_plus_increment() {
    let cases = [
        (TimeControl::per_move(1), "1/86400"),
        (TimeControl::per_move(3), "1/259200"),
        (TimeControl::per_move(14), "1/1209600"),
        (TimeControl::per_game(10), "864000"),
        (TimeControl::per_game(90), "7776000"),
        (TimeControl::fischer(30, 1), "2592000+86400"),
    ];
    for (control, tag) in cases {
        assert_eq!(control.unwrap().pgn(), tag);
    }
}

#[test]
fn a_fischer_bank_is_capped_at_one_and_a_half_times_its_start() {
    let cases = [(10, 15), (30, 45), (60, 90), (90, 135)];
    for (initial, cap) in cases {
        let control = TimeControl::fischer(initial, 1).unwrap();
        assert_eq!(control.bank_cap_ms(), Some(cap * DAY_MS), "{initial}");
    }
    assert_eq!(TimeControl::per_game(30).unwrap().bank_cap_ms(), None);
}
