//! Properties of random legal games, random clocks and random live clocks
//! with takebacks.

use std::ops::RangeInclusive;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::Index;
use shakmaty::{Color, Position};

use super::mv;
use crate::game::{
    Clock, Game, GameError, LiveControl, LiveMode, Origin, TimeControl, parse_move, san_plus, uci,
};
use crate::time::MINUTE_MS;

/// Starting positions: the standard one, and endings where kings and rooks
/// shuffle, castle and repeat, and pawns may take en passant.
const STARTS: [Option<&str>; 4] = [
    None,
    Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
    Some("r3k2r/p5pp/8/8/8/8/PP5P/R3K2R w KQkq - 0 1"),
    Some("4k3/2p1p3/8/3P4/8/8/8/4K3 b - - 0 1"),
];

/// The games along a random legal game, from the start to the last move,
/// and the SAN each move was recorded with. Moves are written alternately
/// in SAN and in UCI.
fn random_game(start: Option<&str>, choices: &[Index]) -> (Vec<Game>, Vec<String>) {
    let mut games = vec![Game::new(Origin::Challenge, start).unwrap()];
    let mut sans = Vec::new();
    for choice in choices {
        let Some(game) = games.last().filter(|game| !game.is_over()) else {
            break;
        };
        let legal = game.position().legal_moves();
        let m = legal[choice.index(legal.len())];
        let text = if game.ply() % 2 == 0 {
            san_plus(game.position(), m)
        } else {
            uci(m).to_string()
        };
        let played = game
            .play_move(game.turn(), game.ply(), &mv(&text), false)
            .unwrap();
        sans.push(played.san);
        games.push(played.game);
    }
    (games, sans)
}

fn any_game() -> impl Strategy<Value = (Option<&'static str>, Vec<Index>)> {
    (
        prop::sample::select(STARTS.to_vec()),
        vec(any::<Index>(), 0..200),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn replaying_the_stored_uci_moves_reproduces_the_fen_and_the_san_record((start, choices) in any_game()) {
        let (games, sans) = random_game(start, &choices);
        let game = games.last().unwrap();

        let replayed = Game::replay(Origin::Challenge, start, &game.moves()).unwrap();

        prop_assert_eq!(replayed.fen(), game.fen());
        prop_assert_eq!(replayed.san_moves().unwrap(), sans);
        prop_assert_eq!(&replayed, game);
    }

    #[test]
    fn restoring_the_stored_parts_at_any_ply_gives_back_the_same_game((start, choices) in any_game()) {
        let (games, _) = random_game(start, &choices);

        for game in &games {
            let stored = game.to_stored();
            prop_assert_eq!(&Game::restore(&stored).unwrap(), game);
            prop_assert_eq!(Game::restore(&stored).unwrap().fen(), game.fen());
            prop_assert_eq!(&Game::restore_verified(&stored).unwrap(), game);
        }
    }

    #[test]
    fn san_and_uci_written_by_us_parse_back_to_the_same_move((start, choices) in any_game()) {
        let (games, _) = random_game(start, &choices);

        for game in &games {
            let position = game.position();
            for m in position.legal_moves() {
                let san = san_plus(position, m);
                let uci = uci(m).to_string();
                prop_assert_eq!(parse_move(position, &san), Ok(m), "{}", san);
                prop_assert_eq!(parse_move(position, &uci), Ok(m), "{}", uci);
            }
        }
    }

    #[test]
    fn every_legal_move_is_among_the_boards_destinations((start, choices) in any_game()) {
        let (games, _) = random_game(start, &choices);

        for game in games.iter().filter(|game| !game.is_over()) {
            let dests = game.dests();
            let listed: usize = dests.values().map(Vec::len).sum();
            let mut expected = std::collections::BTreeSet::new();
            for m in game.position().legal_moves() {
                let uci = uci(m).to_string();
                let (from, to) = (uci[..2].parse().unwrap(), uci[2..4].parse().unwrap());
                prop_assert!(dests[&from].contains(&to), "{}", uci);
                expected.insert(uci[..4].to_owned());
                if m.is_castle() {
                    expected.insert(format!("{}{}", &uci[..2], m.to()));
                }
            }
            prop_assert_eq!(listed, expected.len());
        }
    }

    #[test]
    fn a_per_game_bank_never_grows_a_fischer_bank_stays_under_its_cap_and_time_left_is_never_negative(
        control in prop::sample::select(vec!["10d/game", "30d/game", "10d+3d", "30d+1d", "3d/move"]),
        thinking in vec(0..5 * 86_400_000_i64, 1..60),
    ) {
        let control: TimeControl = control.parse().unwrap();
        let mut clock = Clock::start(control, Color::White, 0);
        for think in thinking {
            let now = clock.turn_started_at + think;
            let mover = clock.running;
            prop_assert!(clock.remaining_ms(mover, now, 0) >= 0);
            let Ok(next) = clock.after_move(now, 0) else {
                prop_assert!(clock.is_out_of_time(now, 0));
                break;
            };
            let bank_before = clock.bank_ms(mover);
            let bank_after = next.bank_ms(mover);
            match control {
                TimeControl::PerGame { .. } => prop_assert!(bank_after <= bank_before),
                TimeControl::Fischer { .. } => {
                    prop_assert!(bank_after <= control.bank_cap_ms().unwrap());
                }
                TimeControl::PerMove { .. } => prop_assert_eq!(bank_after, control.initial_ms()),
                TimeControl::Live(_) | TimeControl::Club { .. } => {
                    unreachable!("only correspondence controls are drawn")
                }
            }
            prop_assert!(bank_after > 0);
            clock = next;
        }
    }
}

proptest! {
    /// A club's G/N (clubs-and-ladder.md): one bank for the whole game,
    /// charged with each move and never given anything back; no move limit.
    #[test]
    fn a_club_clock_is_a_bank_that_only_shrinks(
        control in prop::sample::select(vec!["G/5", "G/10", "G/15", "G/30"]),
        thinking in vec(0..90_000_i64, 1..80),
    ) {
        let control: TimeControl = control.parse().unwrap();
        prop_assert_eq!(control.move_time_ms(), None);
        let mut clock = Clock::start(control, Color::White, 0);
        for think in thinking {
            let now = clock.turn_started_at + think;
            let mover = clock.running;
            let Ok(next) = clock.after_move(now, 0) else {
                prop_assert!(clock.bank_ms(mover) <= think);
                break;
            };
            prop_assert_eq!(next.bank_ms(mover), clock.bank_ms(mover) - think);
            clock = next;
        }
    }
}

/// Any live control: a mode, and values drawn inside its ranges.
fn any_live_control() -> impl Strategy<Value = TimeControl> {
    (
        prop::sample::select(LiveMode::ALL.to_vec()),
        any::<Index>(),
        any::<Index>(),
        any::<Option<Index>>(),
        0..=u32::from(LiveControl::TAKEBACKS_MAX),
    )
        .prop_map(|(mode, round, per_move, extra, takebacks)| {
            let pick = |range: RangeInclusive<u32>, index: Index| {
                range.start() + u32::try_from(index.index(range.clone().count())).unwrap()
            };
            let extra =
                extra.and_then(|index| mode.extra_seconds().map(|range| pick(range, index)));
            let control = LiveControl::new(
                mode,
                pick(mode.round_minutes(), round),
                pick(mode.move_minutes(), per_move),
                extra,
                takebacks,
            );
            TimeControl::Live(control.unwrap())
        })
}

/// The time each move of a live game takes: up to 6 minutes, more than
/// any move time, so that some games run out.
fn any_thinking() -> impl Strategy<Value = Vec<i64>> {
    vec(0..6 * MINUTE_MS, 1..80)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_live_clock_never_gives_more_than_the_round_time_and_the_extra_time_of_the_moves_made(
        control in any_live_control(),
        thinking in any_thinking(),
    ) {
        let move_time = control.move_time_ms().unwrap();
        let mut clock = Clock::start(control, Color::White, 0);
        let mut moves_made = [0_i64, 0];
        for think in thinking {
            let now = clock.turn_started_at + think;
            let mover = clock.running;
            prop_assert!(clock.deadline(0) <= clock.turn_started_at + move_time);
            prop_assert!(clock.deadline(0) <= clock.turn_started_at + clock.bank_ms(mover));
            prop_assert!(clock.remaining_ms(mover, now, 0) >= 0);
            prop_assert!(clock.remaining_ms(mover, now, 0) <= move_time);
            let Ok(next) = clock.after_move(now, 0) else {
                prop_assert!(clock.is_out_of_time(now, 0));
                prop_assert!(think >= move_time.min(clock.bank_ms(mover)));
                break;
            };
            moves_made[mover as usize] += 1;
            for color in [Color::White, Color::Black] {
                prop_assert!(
                    next.bank_ms(color)
                        <= control.initial_ms() + control.increment_ms() * moves_made[color as usize]
                );
            }
            prop_assert!(next.bank_ms(mover) > 0);
            clock = next;
        }
    }

    #[test]
    fn a_takeback_never_leaves_the_taker_more_round_time_than_before_the_move_and_restores_the_opponent(
        control in any_live_control(),
        thinking in any_thinking(),
        choices in vec(any::<Index>(), 80),
        since_the_move in 0..3 * MINUTE_MS,
    ) {
        // A random legal live game, each move in time.
        let mut game = Game::new_live(Origin::Challenge, None).unwrap();
        let mut clock = Clock::start(control, Color::White, 0);
        let mut times = Vec::new();
        let mut before_last = clock;
        for (think, choice) in thinking.iter().zip(&choices) {
            let now = clock.turn_started_at + think;
            let (Ok(next), false) = (clock.after_move(now, 0), game.is_over()) else {
                break;
            };
            let legal = game.position().legal_moves();
            let m = uci(legal[choice.index(legal.len())]).into();
            game = game.play_move(game.turn(), game.ply(), &m, false).unwrap().game;
            times.push(now);
            before_last = clock;
            clock = next;
        }
        prop_assume!(!times.is_empty() && !game.is_over());
        let taker = !game.turn();
        let moved_at = clock.turn_started_at;
        let now = moved_at + since_the_move;
        let before = Clock::replay(control, Color::White, 0, &times[..times.len() - 1]).unwrap();

        let taken_back = game.take_back(taker, &before, now);

        prop_assert_eq!(before, before_last);
        let round_left = |clock: &Clock, at: i64| clock.bank_ms(taker) - clock.charged_ms(at, 0);
        prop_assert!(round_left(&before, now) <= round_left(&before, moved_at));
        prop_assert!(round_left(&before, now) <= clock.bank_ms(taker) - control.increment_ms());
        prop_assert_eq!(before.bank_ms(!taker), clock.bank_ms(!taker));
        prop_assert!(before.deadline(0) <= before.turn_started_at + control.move_time_ms().unwrap());
        let allowance = control.live().unwrap().takebacks();
        match taken_back {
            Ok(back) => {
                prop_assert!(allowance > 0);
                prop_assert_eq!(back.moves(), game.moves()[..times.len() - 1].to_vec());
                prop_assert_eq!(back.is_over(), before.is_out_of_time(now, 0));
            }
            Err(error) => prop_assert_eq!(error, GameError::TakebacksUsed { allowance }),
        }
    }
}
