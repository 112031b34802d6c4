//! Live time controls: the ranges of live-games.md's table, the refusals
//! that name them, the stored text, serde, PGN, and lichess's clock
//! parameters (lichess-api-subset.md §11.2).

use crate::game::{LiveControl, LiveControlError, LiveMode, TimeControl, TimeControlError};
use crate::time::{MINUTE_MS, SECOND_MS};

use LiveMode::{Fast, Standard};

fn live(
    mode: LiveMode,
    round: u32,
    per_move: u32,
    extra: Option<u32>,
    takebacks: u32,
) -> Result<LiveControl, LiveControlError> {
    LiveControl::new(mode, round, per_move, extra, takebacks)
}

#[test]
fn every_edge_of_the_round_time_ranges_is_in_and_one_beyond_is_out() {
    let cases = [
        (Standard, 30, true),
        (Standard, 120, true),
        (Standard, 29, false),
        (Standard, 121, false),
        (Fast, 5, true),
        (Fast, 30, true),
        (Fast, 4, false),
        (Fast, 31, false),
    ];
    for (mode, minutes, offered) in cases {
        let built = live(mode, minutes, 1, None, 0);
        assert_eq!(built.is_ok(), offered, "{mode} {minutes}");
        if !offered {
            assert_eq!(built, Err(LiveControlError::RoundTime { mode, minutes }));
        }
    }
}

#[test]
fn every_edge_of_the_move_time_ranges_is_in_and_one_beyond_is_out() {
    let cases = [
        (Standard, 1, true),
        (Standard, 10, true),
        (Standard, 0, false),
        (Standard, 11, false),
        (Fast, 1, true),
        (Fast, 5, true),
        (Fast, 0, false),
        (Fast, 6, false),
    ];
    for (mode, minutes, offered) in cases {
        let built = live(mode, 30, minutes, None, 0);
        assert_eq!(built.is_ok(), offered, "{mode} {minutes}");
        if !offered {
            assert_eq!(built, Err(LiveControlError::MoveTime { mode, minutes }));
        }
    }
}

#[test]
fn extra_time_is_none_in_standard_and_none_or_three_to_sixty_seconds_in_fast() {
    let cases = [
        (Standard, None, true),
        (Standard, Some(0), true),
        (Standard, Some(1), false),
        (Standard, Some(5), false),
        (Fast, None, true),
        (Fast, Some(0), true),
        (Fast, Some(3), true),
        (Fast, Some(60), true),
        (Fast, Some(2), false),
        (Fast, Some(61), false),
    ];
    for (mode, extra, offered) in cases {
        let built = live(mode, 30, 1, extra, 0);
        assert_eq!(built.is_ok(), offered, "{mode} {extra:?}");
        if let (false, Some(seconds)) = (offered, extra) {
            assert_eq!(built, Err(LiveControlError::ExtraTime { mode, seconds }));
        }
    }
}

#[test]
fn no_extra_time_written_as_zero_seconds_is_no_extra_time() {
    let zero = live(Fast, 10, 2, Some(0), 0).unwrap();

    assert_eq!(zero, live(Fast, 10, 2, None, 0).unwrap());
    assert_eq!(zero.extra_seconds(), None);
}

#[test]
fn each_player_may_be_given_zero_to_three_takebacks() {
    for mode in LiveMode::ALL {
        for takebacks in 0..=3 {
            assert_eq!(
                live(mode, 30, 1, None, takebacks).map(LiveControl::takebacks),
                Ok(u8::try_from(takebacks).unwrap())
            );
        }
        assert_eq!(
            live(mode, 30, 1, None, 4),
            Err(LiveControlError::Takebacks(4))
        );
        assert_eq!(
            live(mode, 30, 1, None, 256),
            Err(LiveControlError::Takebacks(256))
        );
    }
}

#[test]
fn each_refusal_names_the_range_of_its_mode() {
    let cases = [
        (
            live(Fast, 40, 2, None, 0),
            "a round time of 40 minutes is not offered: a Fast game's round time is 5 to 30 minutes",
        ),
        (
            live(Standard, 20, 2, None, 0),
            "a round time of 20 minutes is not offered: a Standard game's round time is 30 to 120 minutes",
        ),
        (
            live(Fast, 10, 6, None, 0),
            "a move time of 6 minutes is not offered: a Fast game's move time is 1 to 5 minutes",
        ),
        (
            live(Standard, 60, 11, None, 0),
            "a move time of 11 minutes is not offered: a Standard game's move time is 1 to 10 minutes",
        ),
        (
            live(Fast, 10, 2, Some(2), 0),
            "2 seconds of extra time per move is not offered: a Fast game has none, or 3 to 60 seconds",
        ),
        (
            live(Standard, 60, 5, Some(5), 0),
            "5 seconds of extra time per move is not offered: a Standard game has no extra time",
        ),
        (
            live(Fast, 10, 2, None, 4),
            "4 takebacks per player are not offered: choose 0 to 3",
        ),
    ];
    for (refused, message) in cases {
        assert_eq!(refused.unwrap_err().to_string(), message);
    }
}

#[test]
fn a_live_control_gives_its_times_in_milliseconds() {
    let control = live(Fast, 10, 2, Some(5), 1).unwrap();

    assert_eq!(control.round_ms(), 10 * MINUTE_MS);
    assert_eq!(control.move_ms(), 2 * MINUTE_MS);
    assert_eq!(control.extra_ms(), 5 * SECOND_MS);
    assert_eq!(live(Standard, 60, 5, None, 0).unwrap().extra_ms(), 0);
}

#[test]
fn a_live_time_control_answers_the_clocks_questions() {
    let fast = TimeControl::Live(live(Fast, 10, 2, Some(5), 1).unwrap());
    let standard = TimeControl::Live(live(Standard, 60, 5, None, 0).unwrap());

    assert_eq!(
        (fast.initial_ms(), fast.increment_ms(), fast.bank_cap_ms()),
        (10 * MINUTE_MS, 5 * SECOND_MS, None)
    );
    assert_eq!(fast.move_time_ms(), Some(2 * MINUTE_MS));
    assert_eq!(
        (standard.initial_ms(), standard.increment_ms()),
        (60 * MINUTE_MS, 0)
    );
    assert!(!fast.is_correspondence());
    assert!(TimeControl::per_move(3).unwrap().is_correspondence());
    assert_eq!(TimeControl::per_game(10).unwrap().move_time_ms(), None);
    assert_eq!(TimeControl::per_move(3).unwrap().live(), None);
}

#[test]
fn live_controls_are_written_mode_round_slash_move_extra_and_takebacks() {
    let cases = [
        (live(Fast, 10, 2, Some(5), 1), "fast 10m/2m+5s tb1"),
        (live(Fast, 5, 1, None, 0), "fast 5m/1m tb0"),
        (live(Standard, 60, 5, None, 0), "standard 60m/5m tb0"),
        (live(Standard, 120, 10, None, 3), "standard 120m/10m tb3"),
    ];
    for (control, text) in cases {
        let control = TimeControl::Live(control.unwrap());
        assert_eq!(control.to_string(), text);
        assert_eq!(text.parse::<TimeControl>(), Ok(control), "{text}");
    }
}

#[test]
fn live_text_is_read_ignoring_case_and_spaces_and_without_takebacks_means_none() {
    let cases = [
        ("Fast 10m / 2m + 5s TB1", live(Fast, 10, 2, Some(5), 1)),
        ("fast10m/2m+5stb1", live(Fast, 10, 2, Some(5), 1)),
        ("STANDARD 60m/5m", live(Standard, 60, 5, None, 0)),
        ("fast 10m/2m+0s tb2", live(Fast, 10, 2, None, 2)),
    ];
    for (text, expected) in cases {
        assert_eq!(
            text.parse::<TimeControl>(),
            Ok(TimeControl::Live(expected.unwrap())),
            "{text}"
        );
    }
}

#[test]
fn live_text_outside_the_ranges_is_refused_with_the_ranges_message() {
    let refused = "fast 40m/2m tb0".parse::<TimeControl>();

    assert_eq!(
        refused,
        Err(TimeControlError::Live(LiveControlError::RoundTime {
            mode: Fast,
            minutes: 40
        }))
    );
    assert_eq!(
        refused.unwrap_err().to_string(),
        "a round time of 40 minutes is not offered: a Fast game's round time is 5 to 30 minutes"
    );
}

#[test]
fn live_text_in_no_accepted_form_is_malformed() {
    for text in [
        "fast",
        "fast 10m",
        "fast 10/2",
        "fast 10m/2m+5 tb1",
        "fast 10m/2m tb",
        "fast 10m/2m tbone",
        "fast +10m/2m",
        "fast 10m/-2m",
        "blitz 10m/2m",
        "standard 60m/5m/1m",
    ] {
        assert_eq!(
            text.parse::<TimeControl>(),
            Err(TimeControlError::Malformed(text.to_owned())),
            "{text:?}"
        );
    }
}

#[test]
fn a_malformed_time_control_is_told_every_written_form() {
    assert_eq!(
        TimeControlError::Malformed("1 hour".to_owned()).to_string(),
        "`1 hour` is not a time control: write 3d/move, 30d/game, 30d+1d, or a live control such as fast 10m/2m+5s tb1 or standard 60m/5m tb0"
    );
}

#[test]
fn every_offered_live_control_is_written_the_way_it_is_read() {
    let mut count = 0;
    for mode in LiveMode::ALL {
        let extras = std::iter::once(None).chain(
            mode.extra_seconds()
                .into_iter()
                .flat_map(|range| range.map(Some)),
        );
        for extra in extras {
            for round in mode.round_minutes() {
                for per_move in mode.move_minutes() {
                    for takebacks in 0..=3 {
                        let control = TimeControl::Live(
                            live(mode, round, per_move, extra, takebacks).unwrap(),
                        );
                        assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control));
                        count += 1;
                    }
                }
            }
        }
    }
    assert_eq!(count, (91 * 10 * 4) + (59 * 26 * 5 * 4));
}

#[test]
fn a_live_control_is_serialized_as_its_settings_and_checked_when_read() {
    let control = TimeControl::Live(live(Fast, 10, 2, Some(5), 1).unwrap());
    let json = r#"{"type":"live","mode":"fast","round_minutes":10,"move_minutes":2,"extra_seconds":5,"takebacks":1}"#;
    let out_of_range = r#"{"type":"live","mode":"fast","round_minutes":40,"move_minutes":2,"extra_seconds":null,"takebacks":0}"#;

    assert_eq!(serde_json::to_string(&control).unwrap(), json);
    assert_eq!(serde_json::from_str::<TimeControl>(json).unwrap(), control);
    assert!(
        serde_json::from_str::<TimeControl>(out_of_range)
            .unwrap_err()
            .to_string()
            .contains("a Fast game's round time is 5 to 30 minutes")
    );
}

#[test]
fn the_correspondence_controls_are_serialized_as_before() {
    let cases = [
        ("3d/move", r#"{"type":"per_move","days":3}"#),
        ("30d/game", r#"{"type":"per_game","days":30}"#),
        ("30d+1d", r#"{"type":"fischer","initial":30,"increment":1}"#),
    ];
    for (text, json) in cases {
        let control: TimeControl = text.parse().unwrap();
        assert_eq!(serde_json::to_string(&control).unwrap(), json);
        assert_eq!(serde_json::from_str::<TimeControl>(json).unwrap(), control);
    }
}

#[test]
fn the_pgn_tag_of_a_live_game_is_round_seconds_plus_extra_seconds() {
    let cases = [
        (live(Fast, 10, 2, Some(5), 1), "600+5"),
        (live(Fast, 5, 1, None, 0), "300+0"),
        (live(Standard, 90, 10, None, 0), "5400+0"),
    ];
    for (control, tag) in cases {
        assert_eq!(TimeControl::Live(control.unwrap()).pgn(), tag);
    }
}

#[test]
fn a_lichess_clock_is_fast_when_it_fits_fast_and_standard_otherwise() {
    let cases = [
        ((600, 5), live(Fast, 10, 5, Some(5), 0)),
        ((300, 0), live(Fast, 5, 5, None, 0)),
        ((1800, 0), live(Fast, 30, 5, None, 0)),
        ((1800, 60), live(Fast, 30, 5, Some(60), 0)),
        ((2400, 0), live(Standard, 40, 10, None, 0)),
        ((7200, 0), live(Standard, 120, 10, None, 0)),
    ];
    for ((limit, increment), expected) in cases {
        assert_eq!(
            LiveControl::from_lichess(limit, increment, None, None),
            expected,
            "{limit}+{increment}"
        );
    }
}

#[test]
fn the_mode_follows_from_every_field_given_the_move_time_included() {
    // 30 minutes without extra time fit both modes; a 10-minute move time
    // only Standard, a 3-minute one both (Fast first).
    assert_eq!(
        LiveControl::from_lichess(1800, 0, Some(10), None),
        live(Standard, 30, 10, None, 0)
    );
    assert_eq!(
        LiveControl::from_lichess(1800, 0, Some(3), None),
        live(Fast, 30, 3, None, 0)
    );
    assert_eq!(
        LiveControl::from_lichess(1800, 5, Some(10), None),
        Err(LiveControlError::MoveTime {
            mode: Fast,
            minutes: 10
        }),
        "extra time is Fast's only: the move time is refused in Fast's range"
    );
}

#[test]
fn a_lichess_clock_takes_a_move_time_and_takebacks_when_given() {
    assert_eq!(
        LiveControl::from_lichess(600, 5, Some(2), Some(1)),
        live(Fast, 10, 2, Some(5), 1)
    );
    assert_eq!(
        LiveControl::from_lichess(600, 5, Some(8), None),
        Err(LiveControlError::MoveTime {
            mode: Fast,
            minutes: 8
        })
    );
    assert_eq!(
        LiveControl::from_lichess(3600, 0, None, Some(4)),
        Err(LiveControlError::Takebacks(4))
    );
}

#[test]
fn a_lichess_clock_that_fits_no_mode_is_refused_naming_the_modes() {
    let cases = [
        (180, 2, 3, 2),
        (3600, 5, 60, 5),
        (600, 2, 10, 2),
        (0, 0, 0, 0),
    ];
    for (limit, increment, minutes, extra_seconds) in cases {
        assert_eq!(
            LiveControl::from_lichess(limit, increment, None, None),
            Err(LiveControlError::FitsNoMode {
                minutes,
                extra_seconds
            }),
            "{limit}+{increment}"
        );
    }
    assert_eq!(
        LiveControl::from_lichess(3600, 5, None, None)
            .unwrap_err()
            .to_string(),
        "a round time of 60 minutes with 5 seconds of extra time per move fits no live mode: a Standard game's round time is 30 to 120 minutes; a Standard game has no extra time; a Fast game's round time is 5 to 30 minutes; a Fast game has none, or 3 to 60 seconds"
    );
}

#[test]
fn a_lichess_limit_that_is_not_whole_minutes_is_refused_naming_the_rule() {
    let refused = LiveControl::from_lichess(90, 0, None, None);

    assert_eq!(
        refused,
        Err(LiveControlError::NotWholeMinutes { seconds: 90 })
    );
    assert_eq!(
        refused.unwrap_err().to_string(),
        "a round time of 90 seconds is not offered: round times are whole minutes"
    );
}
