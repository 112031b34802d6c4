//! Vacation on the game clock: the player's clocks do not run while they are
//! away (product.md §4).

use shakmaty::Color;

use super::{DAY_MS, HOUR_MS, midnight};
use crate::game::{Clock, Reminder, ReminderKind, TimeControl};
use crate::vacation::{
    Vacation, current, deadline, not_charged_for_deadline, not_charged_ms, reminders,
};

/// 2025-07-01 00:00 UTC: the start of the turns below.
fn start() -> i64 {
    midnight("2025-07-01")
}

/// The vacation from `from` to `to` days after [`start`].
fn away(from: f64, to: f64) -> Vacation {
    Vacation::new(at(from), at(to)).unwrap()
}

/// The instant `days` days after [`start`] (to the hour).
fn at(days: f64) -> i64 {
    start() + (days * 24.0).round() as i64 * HOUR_MS
}

fn clock(control: &str) -> Clock {
    Clock::start(
        control.parse::<TimeControl>().unwrap(),
        Color::White,
        start(),
    )
}

#[test]
fn only_the_part_of_a_turn_inside_a_vacation_is_not_charged() {
    let vacations = [away(1.0, 3.0), away(5.0, 6.0)];
    let cases = [
        (0.0, 1.0, 0.0),
        (0.0, 2.0, 1.0),
        (2.0, 10.0, 2.0),
        (1.5, 5.5, 2.0),
        (3.0, 5.0, 0.0),
        (6.0, 6.0, 0.0),
    ];
    for (from, to, not_charged) in cases {
        assert_eq!(
            not_charged_ms(at(from), at(to), &vacations),
            at(not_charged) - start(),
            "{from}..{to}"
        );
    }
}

#[test]
fn without_vacation_the_deadline_is_the_start_of_the_turn_plus_the_bank() {
    assert_eq!(deadline(start(), 3 * DAY_MS, &[]), at(3.0));
}

#[test]
fn a_vacation_during_a_turn_moves_the_deadline_later_by_its_length() {
    assert_eq!(deadline(start(), 3 * DAY_MS, &[away(1.0, 2.0)]), at(4.0));
}

#[test]
fn a_vacation_in_progress_when_the_turn_starts_counts_from_the_start_of_the_turn() {
    assert_eq!(deadline(start(), 3 * DAY_MS, &[away(-2.0, 2.0)]), at(5.0));
}

#[test]
fn a_vacation_after_the_deadline_or_starting_at_it_changes_nothing() {
    assert_eq!(deadline(start(), 3 * DAY_MS, &[away(5.0, 6.0)]), at(3.0));
    assert_eq!(deadline(start(), 3 * DAY_MS, &[away(3.0, 4.0)]), at(3.0));
    assert_eq!(deadline(start(), 3 * DAY_MS, &[away(-3.0, 0.0)]), at(3.0));
}

#[test]
fn a_vacation_after_the_deadline_without_vacations_still_counts_when_an_earlier_one_pushes_it() {
    let vacations = [away(3.5, 4.5), away(1.0, 2.0)];

    assert_eq!(deadline(start(), 3 * DAY_MS, &vacations), at(5.0));
}

#[test]
fn a_per_game_bank_is_not_charged_for_vacation_time() {
    let started = clock("10d/game");
    let vacations = [away(1.0, 4.0)];
    let now = at(5.0);

    let moved = started
        .after_move(
            now,
            not_charged_ms(started.turn_started_at, now, &vacations),
        )
        .unwrap();

    assert_eq!(moved.bank_ms(Color::White), 8 * DAY_MS);
    assert_eq!(
        started.remaining_ms(
            Color::White,
            now,
            not_charged_ms(started.turn_started_at, now, &vacations)
        ),
        8 * DAY_MS
    );
}

#[test]
fn the_clocks_deadline_with_the_time_not_charged_for_it_is_the_deadline_with_vacations() {
    let started = clock("3d/move");
    let vacations = [away(1.0, 2.5)];

    let not_charged = not_charged_for_deadline(&started, &vacations);

    assert_eq!(not_charged, 36 * HOUR_MS);
    assert_eq!(started.deadline(not_charged), at(4.5));
    assert!(!started.is_out_of_time(at(4.5) - 1, not_charged));
    assert!(started.is_out_of_time(at(4.5), not_charged));
}

#[test]
fn after_a_move_made_during_a_vacation_the_next_turn_is_not_charged_until_the_vacation_ends() {
    // White is away from day 1 to day 11, moves on day 2 anyway, and Black
    // replies on day 3: seed 000, "the vacation time remaining at the time a
    // move is made will be applied to the next move".
    let whites = [away(1.0, 11.0)];
    let started = clock("3d/move");
    let white_moved = started
        .after_move(at(2.0), not_charged_ms(start(), at(2.0), &whites))
        .unwrap();
    let black_moved = white_moved.after_move(at(3.0), 0).unwrap();

    let not_charged = not_charged_for_deadline(&black_moved, &whites);

    assert_eq!(black_moved.running, Color::White);
    assert_eq!(black_moved.turn_started_at, at(3.0));
    assert_eq!(
        deadline(black_moved.turn_started_at, 3 * DAY_MS, &whites),
        at(14.0)
    );
    assert_eq!(black_moved.deadline(not_charged), at(14.0));
    assert_eq!(
        black_moved.remaining_ms(
            Color::White,
            at(11.0),
            not_charged_ms(at(3.0), at(11.0), &whites)
        ),
        3 * DAY_MS
    );
}

#[test]
fn reminders_come_when_the_same_share_of_the_time_is_charged_as_without_vacation() {
    let started = clock("3d/move");
    let vacations = [away(1.0, 2.0)];

    assert_eq!(
        reminders(&started, &vacations),
        [
            Reminder {
                at: at(3.0),
                kind: ReminderKind::OneDayLeft
            },
            Reminder {
                at: start() + DAY_MS + 3 * DAY_MS * 4 / 5,
                kind: ReminderKind::MostTimeUsed
            },
        ]
    );
}

#[test]
fn no_reminder_comes_during_a_vacation_near_the_deadline() {
    let started = clock("1d/move");
    let vacations = [Vacation::new(start() + 20 * HOUR_MS, start() + 30 * HOUR_MS).unwrap()];

    let reminded = reminders(&started, &vacations);

    assert_eq!(
        reminded,
        [Reminder {
            at: start() + DAY_MS * 4 / 5,
            kind: ReminderKind::MostTimeUsed
        }]
    );
    assert!(reminded.iter().all(|r| !vacations[0].contains(r.at)));
}

#[test]
fn the_vacation_in_progress_says_until_when_the_player_is_away() {
    let vacations = [away(1.0, 3.0), away(5.0, 6.0)];

    assert_eq!(current(&vacations, at(0.5)), None);
    assert_eq!(current(&vacations, at(1.0)), Some(vacations[0]));
    assert_eq!(current(&vacations, at(5.5)).map(|v| v.end()), Some(at(6.0)));
    assert_eq!(current(&vacations, at(6.0)), None);
}
