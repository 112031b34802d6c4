//! Clocks, deadlines and reminders (product.md §3, §5).

use shakmaty::Color;

use crate::game::{Clock, OutOfTime, Reminder, ReminderKind, TimeControl};

use crate::time::{DAY_MS, HOUR_MS};
/// 2024-06-03 07:46:40 UTC.
const START: i64 = 1_717_400_800_000;

fn clock(text: &str) -> Clock {
    Clock::start(text.parse::<TimeControl>().unwrap(), Color::White, START)
}

#[test]
fn per_move_the_opponent_gets_the_full_allowance_after_each_move() {
    let started = clock("3d/move");

    let moved = started.after_move(START + DAY_MS, 0).unwrap();

    assert_eq!(started.deadline(0), START + 3 * DAY_MS);
    assert_eq!(moved.running, Color::Black);
    assert_eq!(moved.deadline(0), START + 4 * DAY_MS);
    assert_eq!(moved.bank_ms(Color::White), 3 * DAY_MS);
    assert_eq!(moved.bank_ms(Color::Black), 3 * DAY_MS);
}

#[test]
fn per_game_each_move_is_charged_the_time_since_the_previous_move() {
    let started = clock("10d/game");

    let white_moved = started.after_move(START + 2 * DAY_MS, 0).unwrap();
    let black_moved = white_moved.after_move(START + 5 * DAY_MS, 0).unwrap();

    assert_eq!(white_moved.bank_ms(Color::White), 8 * DAY_MS);
    assert_eq!(white_moved.deadline(0), START + 12 * DAY_MS);
    assert_eq!(black_moved.bank_ms(Color::Black), 7 * DAY_MS);
    assert_eq!(black_moved.deadline(0), START + 13 * DAY_MS);
}

#[test]
fn fischer_adds_the_increment_after_each_move_up_to_the_cap() {
    let started = clock("30d+1d");

    let after_an_hour = started.after_move(START + HOUR_MS, 0).unwrap();
    let capped = (0..20).fold(started, |clock, _| {
        let white = clock.after_move(clock.turn_started_at + 1000, 0).unwrap();
        white.after_move(white.turn_started_at + 1000, 0).unwrap()
    });

    assert_eq!(after_an_hour.bank_ms(Color::White), 31 * DAY_MS - HOUR_MS);
    assert_eq!(capped.bank_ms(Color::White), 45 * DAY_MS);
    assert_eq!(capped.bank_ms(Color::Black), 45 * DAY_MS);
}

#[test]
fn time_not_charged_is_neither_charged_nor_counted_towards_the_deadline() {
    let started = clock("10d/game");

    let moved = started.after_move(START + 3 * DAY_MS, 2 * DAY_MS).unwrap();

    assert_eq!(started.deadline(2 * DAY_MS), START + 12 * DAY_MS);
    assert_eq!(started.charged_ms(START + 3 * DAY_MS, 2 * DAY_MS), DAY_MS);
    assert_eq!(moved.bank_ms(Color::White), 9 * DAY_MS);
}

#[test]
fn the_time_left_of_each_player_counts_down_only_for_the_player_to_move() {
    let started = clock("3d/move");
    let now = START + 5 * HOUR_MS;

    assert_eq!(
        started.remaining_ms(Color::White, now, 0),
        3 * DAY_MS - 5 * HOUR_MS
    );
    assert_eq!(started.remaining_ms(Color::Black, now, 0), 3 * DAY_MS);
    assert_eq!(
        started.remaining_ms(Color::White, now, HOUR_MS),
        3 * DAY_MS - 4 * HOUR_MS
    );
    assert_eq!(started.remaining_ms(Color::White, START + 4 * DAY_MS, 0), 0);
}

#[test]
fn the_clock_runs_out_at_the_deadline() {
    let started = clock("1d/move");
    let deadline = START + DAY_MS;

    assert!(!started.is_out_of_time(deadline - 1, 0));
    assert!(started.is_out_of_time(deadline, 0));
    assert!(started.after_move(deadline - 1, 0).is_ok());
    assert_eq!(started.after_move(deadline, 0), Err(OutOfTime { deadline }));
}

#[test]
fn a_game_from_a_position_with_black_to_move_starts_blacks_clock() {
    let started = Clock::start(TimeControl::per_move(7).unwrap(), Color::Black, START);

    assert_eq!(started.running, Color::Black);
    assert_eq!(started.deadline(0), START + 7 * DAY_MS);
}

#[test]
fn one_day_per_move_reminds_once_at_eighty_percent_used() {
    let reminders = clock("1d/move").reminders(0);

    assert_eq!(
        reminders,
        [Reminder {
            at: START + DAY_MS * 4 / 5,
            kind: ReminderKind::MostTimeUsed
        }]
    );
}

#[test]
fn three_days_per_move_also_reminds_with_one_day_left() {
    let reminders = clock("3d/move").reminders(0);

    assert_eq!(
        reminders,
        [
            Reminder {
                at: START + 2 * DAY_MS,
                kind: ReminderKind::OneDayLeft
            },
            Reminder {
                at: START + 3 * DAY_MS * 4 / 5,
                kind: ReminderKind::MostTimeUsed
            },
        ]
    );
}

#[test]
fn a_bank_of_less_than_a_day_reminds_only_at_eighty_percent_and_time_not_charged_delays_it() {
    let mut low = clock("10d/game");
    low.white_ms = 20 * HOUR_MS;

    assert_eq!(
        low.reminders(HOUR_MS),
        [Reminder {
            at: START + HOUR_MS + 16 * HOUR_MS,
            kind: ReminderKind::MostTimeUsed
        }]
    );
}
