//! Properties of vacation time against brute-force oracles.

use proptest::collection::vec;
use proptest::prelude::*;
use shakmaty::Color;

use super::{DAY_MS, HOUR_MS};
use crate::game::{Clock, TimeControl};
use crate::vacation::allowance::days_taken;
use crate::vacation::day::first_day_of;
use crate::vacation::{
    Day, Vacation, VacationError, deadline, not_charged_for_deadline, not_charged_ms, schedule,
};

/// 2025-01-01 00:00 UTC: the instants below are around it.
const ORIGIN: i64 = 1_735_689_600_000;

/// A vacation starting within 40 days of [`ORIGIN`] (or 10 before), of up to
/// 15 days, to the ms.
fn vacation() -> impl Strategy<Value = Vacation> {
    (-10 * DAY_MS..40 * DAY_MS, 1..15 * DAY_MS)
        .prop_map(|(start, length)| Vacation::new(ORIGIN + start, ORIGIN + start + length).unwrap())
}

/// Any vacations, overlapping or not.
fn vacations() -> impl Strategy<Value = Vec<Vacation>> {
    vec(vacation(), 0..6)
}

/// A bank as per-move controls give it (1, 3, 7 or 14 days) or as a per-game
/// clock has it after some moves (any time up to 90 days).
fn bank() -> impl Strategy<Value = i64> {
    prop_oneof![
        prop::sample::select(vec![DAY_MS, 3 * DAY_MS, 7 * DAY_MS, 14 * DAY_MS]),
        1..90 * DAY_MS,
    ]
}

/// The start of a turn, near the vacations.
fn turn_start() -> impl Strategy<Value = i64> {
    (-5 * DAY_MS..30 * DAY_MS).prop_map(|offset| ORIGIN + offset)
}

/// The time of `[from, to)` charged to the player, found by cutting the
/// interval at every vacation's start and end and adding the pieces during
/// which the player is on no vacation.
fn charged_by_pieces(from: i64, to: i64, vacations: &[Vacation]) -> i64 {
    let mut cuts: Vec<i64> = vacations
        .iter()
        .flat_map(|v| [v.start(), v.end()])
        .filter(|&cut| from < cut && cut < to)
        .chain([from, to])
        .collect();
    cuts.sort_unstable();
    cuts.windows(2)
        .filter(|piece| !vacations.iter().any(|v| v.contains(piece[0])))
        .map(|piece| piece[1] - piece[0])
        .sum()
}

/// The time charged from `turn_started_at` to `now` as the clock counts it.
fn charged(turn_started_at: i64, now: i64, vacations: &[Vacation]) -> i64 {
    now - turn_started_at - not_charged_ms(turn_started_at, now, vacations)
}

proptest! {
    #[test]
    fn the_time_charged_is_the_time_elapsed_less_the_time_on_vacation(
        vacations in vacations(),
        from in turn_start(),
        length in 0..60 * DAY_MS,
    ) {
        let to = from + length;

        prop_assert_eq!(charged(from, to, &vacations), charged_by_pieces(from, to, &vacations));
    }

    #[test]
    fn at_the_deadline_exactly_the_bank_is_charged_and_a_ms_before_less(
        vacations in vacations(),
        turn_started_at in turn_start(),
        bank in bank(),
    ) {
        let deadline = deadline(turn_started_at, bank, &vacations);

        prop_assert_eq!(charged_by_pieces(turn_started_at, deadline, &vacations), bank);
        prop_assert!(charged_by_pieces(turn_started_at, deadline - 1, &vacations) < bank);
    }

    #[test]
    fn scheduling_a_vacation_never_moves_a_deadline_earlier(
        vacations in vacations(),
        added in vacation(),
        turn_started_at in turn_start(),
        bank in bank(),
    ) {
        let with_it: Vec<Vacation> = vacations.iter().copied().chain([added]).collect();

        prop_assert!(
            deadline(turn_started_at, bank, &with_it) >= deadline(turn_started_at, bank, &vacations)
        );
    }

    #[test]
    fn a_clock_runs_out_at_the_deadline_with_vacations_whatever_the_time_not_charged_is_taken_for(
        vacations in vacations(),
        days in prop::sample::select(vec![1_u32, 3, 7, 14]),
        turn_started_at in turn_start(),
    ) {
        let control = TimeControl::per_move(days).unwrap();
        let clock = Clock::start(control, Color::White, turn_started_at);
        let deadline = deadline(turn_started_at, control.initial_ms(), &vacations);
        let not_charged_at = |now| not_charged_ms(turn_started_at, now, &vacations);

        prop_assert_eq!(clock.deadline(not_charged_for_deadline(&clock, &vacations)), deadline);
        prop_assert_eq!(not_charged_for_deadline(&clock, &vacations), not_charged_at(deadline));
        prop_assert!(!clock.is_out_of_time(deadline - 1, not_charged_at(deadline - 1)));
        prop_assert!(clock.is_out_of_time(deadline, not_charged_at(deadline)));
        prop_assert_eq!(clock.remaining_ms(Color::White, deadline, not_charged_at(deadline)), 0);
    }

    #[test]
    fn scheduling_keeps_vacations_apart_and_every_year_within_the_allowance(
        requests in vec((0_i64..400, 1_u32..40, 0..DAY_MS), 1..20),
        allowance in 0_u32..60,
    ) {
        let mut scheduled: Vec<Vacation> = Vec::new();
        let mut now = ORIGIN;
        for (start_in, days, later) in requests {
            now += later;
            let start = Day::containing(now).plus(start_in);
            match schedule(&scheduled, start, days, now, allowance) {
                Ok(vacation) => scheduled.push(vacation),
                Err(VacationError::Overlap { .. } | VacationError::AllowanceExceeded { .. }) => {}
                Err(refused) => prop_assert!(false, "unexpected refusal: {refused}"),
            }
        }

        for (i, a) in scheduled.iter().enumerate() {
            prop_assert!(scheduled[i + 1..].iter().all(|b| !a.overlaps(b)));
        }
        for year in 2025..=2027 {
            prop_assert!(days_taken(&scheduled, year) <= allowance);
            prop_assert_eq!(days_taken(&scheduled, year), days_by_walking(&scheduled, year));
        }
    }

    /// Every day of the years 1 to 9999.
    #[test]
    fn every_day_reads_back_from_its_date_and_lies_in_its_year(days in -719_162_i64..=2_932_896) {
        let day = Day::containing(days * DAY_MS + HOUR_MS);
        let year = day.year();

        prop_assert_eq!(day.to_string().parse::<Day>(), Ok(day));
        prop_assert!(first_day_of(year) <= day && day < first_day_of(year + 1));
    }
}

/// The days of `year` on which some vacation holds some instant, found by
/// walking the year day by day.
fn days_by_walking(vacations: &[Vacation], year: i64) -> u32 {
    let mut day = first_day_of(year);
    let mut taken = 0;
    while day < first_day_of(year + 1) {
        let (from, to) = (day.start_ms(), day.plus(1).start_ms());
        if vacations.iter().any(|v| v.start() < to && from < v.end()) {
            taken += 1;
        }
        day = day.plus(1);
    }
    taken
}
