//! Properties of random legal games and random clocks.

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::Index;
use shakmaty::{Color, Position};

use crate::game::{Clock, Game, Origin, TimeControl, parse_move, san_plus, uci};

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
            .play_move(game.turn(), game.ply(), &text, false)
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
                prop_assert!(dests[&uci[..2]].contains(&uci[2..4].to_owned()), "{}", uci);
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
                TimeControl::Live(_) => unreachable!("only correspondence controls are drawn"),
            }
            prop_assert!(bank_after > 0);
            clock = next;
        }
    }
}
