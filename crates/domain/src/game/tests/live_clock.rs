//! The live clock (live-games.md "Time control settings"): round time, move
//! time, extra time per move, the flag, lichess's `wtime`/`btime`, and the
//! clock as a fold over the instants of the moves.

use shakmaty::Color;

use crate::game::{Clock, OutOfTime, TimeControl};
use crate::time::{HOUR_MS, MINUTE_MS, SECOND_MS};

/// 2024-06-03 07:46:40 UTC.
const START: i64 = 1_717_400_800_000;

/// 10 minutes each, at most 2 a move, 5 seconds added per move.
const FAST: &str = "fast 10m/2m+5s tb1";
/// 30 minutes each, at most 10 a move, no extra time.
const STANDARD: &str = "standard 30m/10m tb0";

fn control(text: &str) -> TimeControl {
    text.parse().unwrap()
}

fn started(text: &str) -> Clock {
    Clock::start(control(text), Color::White, START)
}

/// `clock` after moves that each take `think` ms.
fn after_moves(clock: Clock, thinks: &[i64]) -> Clock {
    thinks.iter().fold(clock, |clock, think| {
        clock.after_move(clock.turn_started_at + think, 0).unwrap()
    })
}

#[test]
fn whites_first_clock_starts_when_the_game_starts() {
    let clock = started(FAST);

    assert_eq!(clock.running, Color::White);
    assert_eq!(clock.turn_started_at, START);
    assert_eq!(clock.bank_ms(Color::White), 10 * MINUTE_MS);
    assert_eq!(clock.bank_ms(Color::Black), 10 * MINUTE_MS);
    assert_eq!(clock.deadline(0), START + 2 * MINUTE_MS);
}

#[test]
fn the_move_time_runs_out_while_the_whole_round_time_is_left() {
    let cases = [
        (FAST, 2 * MINUTE_MS, 10 * MINUTE_MS),
        (STANDARD, 10 * MINUTE_MS, 30 * MINUTE_MS),
    ];
    for (text, move_time, round_time) in cases {
        let clock = started(text);
        let deadline = START + move_time;
        assert_eq!(clock.bank_ms(Color::White), round_time, "{text}");
        assert_eq!(clock.available_ms(), move_time, "{text}");
        assert_eq!(clock.deadline(0), deadline, "{text}");
        assert!(!clock.is_out_of_time(deadline - 1, 0), "{text}");
        assert!(clock.is_out_of_time(deadline, 0), "{text}");
    }
}

#[test]
fn the_round_time_runs_out_when_it_is_shorter_than_the_move_time() {
    // White spends 9 of the 10 minutes of each move three times: 3 minutes
    // of round time are left, less than the move time.
    let nine = 9 * MINUTE_MS;
    let clock = after_moves(
        started(STANDARD),
        &[nine, SECOND_MS, nine, SECOND_MS, nine, SECOND_MS],
    );

    assert_eq!(clock.running, Color::White);
    assert_eq!(clock.bank_ms(Color::White), 3 * MINUTE_MS);
    assert_eq!(clock.available_ms(), 3 * MINUTE_MS);
    assert_eq!(clock.deadline(0), clock.turn_started_at + 3 * MINUTE_MS);
    assert!(clock.is_out_of_time(clock.turn_started_at + 3 * MINUTE_MS, 0));
}

#[test]
fn a_move_at_the_deadline_is_out_of_time_and_one_millisecond_before_is_not() {
    let cases = [started(FAST), started(STANDARD)];
    for clock in cases {
        let deadline = clock.deadline(0);
        assert!(clock.after_move(deadline - 1, 0).is_ok());
        assert_eq!(clock.after_move(deadline, 0), Err(OutOfTime { deadline }));
    }
}

#[test]
fn extra_time_is_added_to_the_movers_round_time_after_each_of_their_moves() {
    let cases = [
        // (think of each move in ms, White's round time after, Black's)
        (
            vec![20 * SECOND_MS],
            10 * MINUTE_MS - 20 * SECOND_MS + 5 * SECOND_MS,
            10 * MINUTE_MS,
        ),
        (
            vec![20 * SECOND_MS, 30 * SECOND_MS],
            10 * MINUTE_MS - 15 * SECOND_MS,
            10 * MINUTE_MS - 25 * SECOND_MS,
        ),
        (
            vec![SECOND_MS; 4],
            10 * MINUTE_MS + 8 * SECOND_MS,
            10 * MINUTE_MS + 8 * SECOND_MS,
        ),
    ];
    for (thinks, white, black) in cases {
        let clock = after_moves(started(FAST), &thinks);
        assert_eq!(clock.bank_ms(Color::White), white, "{thinks:?}");
        assert_eq!(clock.bank_ms(Color::Black), black, "{thinks:?}");
    }
}

#[test]
fn extra_time_has_no_cap_and_standard_games_add_none() {
    let fast = after_moves(started(FAST), &[0; 200]);
    let standard = after_moves(started(STANDARD), &[SECOND_MS; 2]);

    assert_eq!(
        fast.bank_ms(Color::White),
        10 * MINUTE_MS + 100 * 5 * SECOND_MS
    );
    assert_eq!(standard.bank_ms(Color::White), 30 * MINUTE_MS - SECOND_MS);
}

#[test]
fn the_opponents_clock_starts_when_a_move_is_accepted() {
    let moved_at = START + 30 * SECOND_MS;

    let clock = started(FAST).after_move(moved_at, 0).unwrap();

    assert_eq!(clock.running, Color::Black);
    assert_eq!(clock.turn_started_at, moved_at);
    assert_eq!(clock.deadline(0), moved_at + 2 * MINUTE_MS);
}

#[test]
fn lichess_wtime_and_btime_are_the_smaller_of_round_and_move_time_left_for_the_side_to_move() {
    let fresh = started(FAST);
    let mut low = started(FAST);
    low.white_ms = 90 * SECOND_MS;
    let cases = [
        // (clock, now, White's time, Black's time)
        (fresh, START, 2 * MINUTE_MS, 10 * MINUTE_MS),
        (
            fresh,
            START + 30 * SECOND_MS,
            90 * SECOND_MS,
            10 * MINUTE_MS,
        ),
        (fresh, START + 2 * MINUTE_MS, 0, 10 * MINUTE_MS),
        (fresh, START + HOUR_MS, 0, 10 * MINUTE_MS),
        (low, START, 90 * SECOND_MS, 10 * MINUTE_MS),
        (low, START + 30 * SECOND_MS, 60 * SECOND_MS, 10 * MINUTE_MS),
    ];
    for (clock, now, white, black) in cases {
        assert_eq!(
            (
                clock.remaining_ms(Color::White, now, 0),
                clock.remaining_ms(Color::Black, now, 0)
            ),
            (white, black),
            "{} at +{}",
            clock.white_ms,
            now - START
        );
    }
}

#[test]
fn the_round_time_left_is_the_bank_less_this_turn_whatever_the_move_time() {
    let mut low = started(FAST);
    low.white_ms = 90 * SECOND_MS;
    let cases = [
        // (clock, now, White's round time, Black's round time)
        (started(FAST), START, 10 * MINUTE_MS, 10 * MINUTE_MS),
        (
            started(FAST),
            START + 2 * SECOND_MS,
            10 * MINUTE_MS - 2 * SECOND_MS,
            10 * MINUTE_MS,
        ),
        // Out of move time at +2:00, the round time still has 8:00.
        (
            started(FAST),
            START + 2 * MINUTE_MS,
            8 * MINUTE_MS,
            10 * MINUTE_MS,
        ),
        (started(FAST), START + HOUR_MS, 0, 10 * MINUTE_MS),
        (low, START + 30 * SECOND_MS, 60 * SECOND_MS, 10 * MINUTE_MS),
    ];
    for (clock, now, white, black) in cases {
        assert_eq!(
            (
                clock.round_left_ms(Color::White, now, 0),
                clock.round_left_ms(Color::Black, now, 0)
            ),
            (white, black),
            "{} at +{}",
            clock.white_ms,
            now - START
        );
    }
}

#[test]
fn the_move_time_left_counts_down_from_the_start_of_the_turn_whatever_the_round_time() {
    let mut low = started(FAST);
    low.white_ms = 90 * SECOND_MS;
    let cases = [
        (started(FAST), START, Some(2 * MINUTE_MS)),
        (started(FAST), START + 30 * SECOND_MS, Some(90 * SECOND_MS)),
        (started(FAST), START + HOUR_MS, Some(0)),
        (low, START + 30 * SECOND_MS, Some(90 * SECOND_MS)),
        (
            Clock::start(control("3d/move"), Color::White, START),
            START,
            None,
        ),
    ];
    for (clock, now, left) in cases {
        assert_eq!(clock.move_time_left_ms(now), left, "at +{}", now - START);
    }
}

#[test]
fn vacation_never_stops_a_live_clock() {
    let clock = started(FAST);
    let now = START + MINUTE_MS;

    assert_eq!(clock.deadline(HOUR_MS), clock.deadline(0));
    assert_eq!(clock.charged_ms(now, HOUR_MS), MINUTE_MS);
    assert_eq!(clock.remaining_ms(Color::White, now, HOUR_MS), MINUTE_MS);
    assert_eq!(clock.after_move(now, HOUR_MS), clock.after_move(now, 0));
    assert!(clock.is_out_of_time(START + 2 * MINUTE_MS, HOUR_MS));
}

#[test]
fn a_live_clock_sends_no_reminders() {
    assert_eq!(started(FAST).reminders(0), []);
    assert_eq!(started(STANDARD).reminders(0), []);
}

#[test]
fn the_clock_is_the_fold_of_its_moves_instants() {
    let times = [
        START + 10 * SECOND_MS,
        START + 40 * SECOND_MS,
        START + 100 * SECOND_MS,
    ];

    let replayed = Clock::replay(control(FAST), Color::White, START, &times).unwrap();
    let moved = times
        .iter()
        .fold(started(FAST), |clock, at| clock.after_move(*at, 0).unwrap());

    assert_eq!(replayed, moved);
    assert_eq!(
        Clock::replay(control(FAST), Color::White, START, &[]),
        Ok(started(FAST))
    );
    assert_eq!(
        Clock::replay(control(FAST), Color::White, START, &[START + 3 * MINUTE_MS]),
        Err(OutOfTime {
            deadline: START + 2 * MINUTE_MS
        })
    );
}

#[test]
fn a_game_from_a_position_with_black_to_move_starts_blacks_live_clock() {
    let clock = Clock::start(control(STANDARD), Color::Black, START);

    assert_eq!(clock.running, Color::Black);
    assert_eq!(clock.deadline(0), START + 10 * MINUTE_MS);
}
