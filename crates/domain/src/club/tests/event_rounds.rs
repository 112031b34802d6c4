//! Rounds of club event sections: Berger tables with forfeits, Swiss
//! rounds that keep every rule, and the formats as typed.

use std::collections::HashSet;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::club::{EventFormat, SectionGame, SectionPast, pair_section, swiss_players};
use crate::tournament::swiss::{SwissPlayer, check_pairing};
use crate::tournament::{GameResult, PlayerId};

fn ids(range: std::ops::RangeInclusive<i64>) -> Vec<PlayerId> {
    range.map(PlayerId).collect()
}

#[test]
fn a_quad_plays_its_berger_table_and_forfeits_a_withdrawn_players_games() {
    let seats = ids(1..=4);
    let mut withdrawn = HashSet::new();
    let mut games = Vec::new();
    let mut met = HashSet::new();
    for round in 1..=3 {
        if round == 3 {
            withdrawn.insert(PlayerId(4));
        }
        let past = SectionPast {
            seats: &seats,
            seeds: &seats,
            withdrawn: &withdrawn,
            games: &games,
            byes: &[],
        };
        let paired = pair_section(
            EventFormat::Quad,
            round,
            &past,
            &mut ChaCha8Rng::seed_from_u64(1),
        )
        .unwrap();
        assert_eq!(paired.bye, None);
        for pairing in paired
            .games
            .iter()
            .chain(paired.forfeits.iter().map(|f| &f.pairing))
        {
            let key = (
                pairing.white.0.min(pairing.black.0),
                pairing.white.0.max(pairing.black.0),
            );
            assert!(met.insert(key), "{key:?} met twice");
        }
        if round == 3 {
            // 4's last game is a forfeit won by the opponent.
            assert_eq!(paired.games.len(), 1);
            assert_eq!(paired.forfeits.len(), 1);
            let forfeit = paired.forfeits[0];
            let present = forfeit.pairing.opponent_of(PlayerId(4)).unwrap();
            assert_eq!(forfeit.points_of(present), Some(2));
        }
        games.extend(paired.games.iter().map(|&pairing| SectionGame {
            round,
            pairing,
            result: Some(GameResult::Draw),
            forfeit: false,
        }));
    }
    // Everyone met everyone once in three rounds.
    assert_eq!(met.len(), 6);
}

/// Issue 49: the lot seated the top seed at the table's last seat; the
/// boards still go by seed — the top seed's game on board 1 every round,
/// then the game of the strongest player left — forfeits after the games.
#[test]
fn a_round_robins_boards_go_by_seed_whatever_the_lot() {
    // Seeds 1 (strongest) to 6; the lot seated them 3, 5, 2, 6, 4, 1.
    let seats = [3, 5, 2, 6, 4, 1].map(PlayerId);
    let seeds = ids(1..=6);
    let withdrawn = HashSet::from([PlayerId(2)]);
    let format = EventFormat::RoundRobin { group_size: 6 };
    for round in 1..=5 {
        let past = SectionPast {
            seats: &seats,
            seeds: &seeds,
            withdrawn: &withdrawn,
            games: &[],
            byes: &[],
        };
        let paired = pair_section(format, round, &past, &mut ChaCha8Rng::seed_from_u64(1)).unwrap();
        let best = |p: &crate::tournament::Pairing| p.white.0.min(p.black.0);
        let games: Vec<i64> = paired.games.iter().map(best).collect();
        let mut sorted = games.clone();
        sorted.sort_unstable();
        assert_eq!(games, sorted, "round {round}: {paired:?}");
        // Seed 2 withdrew: its game is a forfeit; seed 1 is on board 1
        // unless seed 1 meets seed 2 this round.
        let top = &paired.games[0];
        let meets_two = paired
            .forfeits
            .iter()
            .any(|f| f.pairing.involves(PlayerId(1)));
        assert_eq!(
            top.involves(PlayerId(1)),
            !meets_two,
            "round {round}: {paired:?}"
        );
    }
}

#[test]
fn an_odd_round_robin_rests_one_player_a_round() {
    let seats = ids(1..=5);
    let none = HashSet::new();
    let past = SectionPast {
        seats: &seats,
        seeds: &seats,
        withdrawn: &none,
        games: &[],
        byes: &[],
    };
    let format = EventFormat::RoundRobin { group_size: 5 };
    assert_eq!(format.rounds(5), 5);
    let resting: HashSet<PlayerId> = (1..=5)
        .map(|round| {
            let paired = pair_section(
                format,
                round,
                &past,
                &mut ChaCha8Rng::seed_from_u64(round.into()),
            )
            .unwrap();
            assert_eq!(paired.games.len(), 2);
            paired.resting.unwrap()
        })
        .collect();
    assert_eq!(resting.len(), 5, "each rests once");
}

/// An SLQ of 13 over 6 rounds, a player withdrawn after round 3: every
/// round keeps the Swiss rules, the withdrawn player is not paired again.
#[test]
fn a_swiss_section_keeps_every_rule_round_after_round() {
    let seats = ids(1..=13);
    let mut withdrawn = HashSet::new();
    let mut games: Vec<SectionGame> = Vec::new();
    let mut byes: Vec<(u32, PlayerId)> = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    for round in 1..=6 {
        if round == 4 {
            withdrawn.insert(PlayerId(7));
        }
        let past = SectionPast {
            seats: &seats,
            seeds: &seats,
            withdrawn: &withdrawn,
            games: &games,
            byes: &byes,
        };
        let paired = pair_section(EventFormat::Slq { rounds: 6 }, round, &past, &mut rng).unwrap();
        let active: Vec<SwissPlayer> = swiss_players(round, &past);
        let report = check_pairing(
            &active,
            &crate::tournament::swiss::RoundPairing {
                pairings: paired.games.clone(),
                bye: paired.bye,
            },
        );
        assert!(report.violations.is_empty(), "round {round}: {report:?}");
        assert_eq!(paired.bye.is_some(), active.len() % 2 == 1);
        assert!(
            !paired
                .games
                .iter()
                .any(|g| g.involves(PlayerId(7)) && round >= 4)
        );
        if let Some(bye) = paired.bye {
            byes.push((round, bye));
        }
        games.extend(
            paired
                .games
                .iter()
                .zip(0..)
                .map(|(&pairing, n)| SectionGame {
                    round,
                    pairing,
                    result: Some(match n % 3 {
                        0 => GameResult::WhiteWins,
                        1 => GameResult::Draw,
                        _ => GameResult::BlackWins,
                    }),
                    forfeit: false,
                }),
        );
    }
}

#[test]
fn formats_read_as_typed_and_refuse_the_rest() {
    for (text, format) in [
        ("slq-6", EventFormat::Slq { rounds: 6 }),
        ("Quad", EventFormat::Quad),
        ("octo", EventFormat::Octo),
        ("swiss-5", EventFormat::Swiss { rounds: 5 }),
        ("rr-6", EventFormat::RoundRobin { group_size: 6 }),
        ("championship-rr", EventFormat::Championship { rounds: 0 }),
        ("championship-7", EventFormat::Championship { rounds: 7 }),
    ] {
        assert_eq!(text.parse::<EventFormat>(), Ok(format));
        assert_eq!(format.to_string().parse::<EventFormat>(), Ok(format));
    }
    for bad in ["", "slq", "slq-0", "swiss-21", "rr-2", "blitz", "quad-4"] {
        let refused = bad.parse::<EventFormat>().unwrap_err();
        assert!(refused.to_string().contains("slq-R"), "{bad}: {refused}");
    }
}
