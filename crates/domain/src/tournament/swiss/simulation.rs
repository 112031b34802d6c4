//! A seeded Swiss with random results, pairing and checking every round:
//! the test bed of the pairing engine and the workload of its benchmark.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::{PairingError, PairingReport, RoundPairing, SwissPlayer, check_pairing, pair_round};
use crate::tournament::tiebreak::BYE_POINTS;
use crate::tournament::{Color, GameResult, PlayerId};

/// The shape of a simulated tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimulationConfig {
    /// Players at the start.
    pub players: u32,
    /// Rounds to play.
    pub rounds: u32,
    /// Share of games drawn, in percent.
    pub draw_percent: u32,
    /// Share of decisive games lost on time, in per mille; the loser is
    /// disqualified (seed 000).
    pub time_loss_per_mille: u32,
    /// Chance that an active player withdraws before a round, in per mille.
    pub withdrawal_per_mille: u32,
}

impl SimulationConfig {
    /// A field with a realistic score spread: players of ratings 1000–2400
    /// score by the Elo expectation, 30% of games are drawn, 2% of decisive
    /// games are lost on time, 1% of players withdraw before each round.
    #[must_use]
    pub fn realistic(players: u32, rounds: u32) -> Self {
        Self {
            players,
            rounds,
            draw_percent: 30,
            time_loss_per_mille: 20,
            withdrawal_per_mille: 10,
        }
    }
}

/// One simulated round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimulatedRound {
    /// The round number, from 1.
    pub number: u32,
    /// The active players the round was paired from.
    pub players: Vec<SwissPlayer>,
    /// The pairing made.
    pub pairing: RoundPairing,
    /// The checker's verdict on it.
    pub report: PairingReport,
}

/// Everything a simulation did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimulationReport {
    /// The rounds paired, in order.
    pub rounds: Vec<SimulatedRound>,
    /// Why the tournament stopped before its last round, if it did.
    pub ended_early: Option<PairingError>,
}

/// Runs a seeded Swiss with [`pair_round`].
#[must_use]
pub fn simulate_swiss(config: &SimulationConfig, seed: u64) -> SimulationReport {
    simulate_swiss_with(config, seed, pair_round)
}

/// Runs a seeded Swiss, pairing each round with `pair` (a benchmark wraps
/// [`pair_round`] to time it), checking each pairing and playing random results.
pub fn simulate_swiss_with<F>(config: &SimulationConfig, seed: u64, mut pair: F) -> SimulationReport
where
    F: FnMut(&[SwissPlayer], &mut ChaCha8Rng) -> Result<RoundPairing, PairingError>,
{
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut field: Vec<Entrant> = (0..config.players)
        .map(|id| Entrant {
            player: SwissPlayer {
                id: PlayerId(i64::from(id) + 1),
                score: 0,
                colors: Vec::new(),
                opponents: Vec::new(),
                had_bye: false,
            },
            rating: rng.random_range(1000..=2400),
            active: true,
        })
        .collect();
    let mut report = SimulationReport {
        rounds: Vec::new(),
        ended_early: None,
    };
    for number in 1..=config.rounds {
        for entrant in field.iter_mut().filter(|e| e.active) {
            if rng.random_ratio(config.withdrawal_per_mille, 1000) {
                entrant.active = false;
            }
        }
        let players: Vec<SwissPlayer> = field
            .iter()
            .filter(|e| e.active)
            .map(|e| e.player.clone())
            .collect();
        let pairing = match pair(&players, &mut rng) {
            Ok(pairing) => pairing,
            Err(error) => {
                report.ended_early = Some(error);
                break;
            }
        };
        let verdict = check_pairing(&players, &pairing);
        play_round(config, &mut field, &pairing, &mut rng);
        report.rounds.push(SimulatedRound {
            number,
            players,
            pairing,
            report: verdict,
        });
    }
    report
}

/// A simulated player: what the pairing sees, and what decides their games.
struct Entrant {
    player: SwissPlayer,
    rating: u32,
    active: bool,
}

/// Plays the round's games at random and records them, the bye and the
/// time-loss disqualifications. Active players always hold ids `1..=n` at
/// index `id − 1`.
fn play_round(
    config: &SimulationConfig,
    field: &mut [Entrant],
    pairing: &RoundPairing,
    rng: &mut ChaCha8Rng,
) {
    let index = |id: PlayerId| usize::try_from(id.0 - 1).unwrap_or(usize::MAX);
    let mut history_done = vec![false; field.len()];
    for game in &pairing.pairings {
        let (white, black) = (index(game.white), index(game.black));
        let result = random_result(config, field[white].rating, field[black].rating, rng);
        let lost_on_time =
            result != GameResult::Draw && rng.random_ratio(config.time_loss_per_mille, 1000);
        for (seat, color, opponent) in [
            (white, Color::White, game.black),
            (black, Color::Black, game.white),
        ] {
            let entrant = &mut field[seat];
            entrant.player.score += result.points_for(color);
            entrant.player.colors.push(Some(color));
            entrant.player.opponents.push(opponent);
            history_done[seat] = true;
            if lost_on_time && result.points_for(color) == 0 {
                entrant.active = false;
            }
        }
    }
    if let Some(bye) = pairing.bye {
        let entrant = &mut field[index(bye)];
        entrant.player.score += BYE_POINTS;
        entrant.player.had_bye = true;
    }
    // Everyone without a game this round (bye or inactive) records an unplayed round.
    for (entrant, done) in field.iter_mut().zip(history_done) {
        if !done {
            entrant.player.colors.push(None);
        }
    }
}

/// A result drawn from the Elo expectation, with `draw_percent` draws.
fn random_result(
    config: &SimulationConfig,
    white: u32,
    black: u32,
    rng: &mut ChaCha8Rng,
) -> GameResult {
    if rng.random_ratio(config.draw_percent.min(100), 100) {
        return GameResult::Draw;
    }
    let gap = f64::from(black) - f64::from(white);
    let white_expectation = 1.0 / (1.0 + 10f64.powf(gap / 400.0));
    if rng.random_bool(white_expectation) {
        GameResult::WhiteWins
    } else {
        GameResult::BlackWins
    }
}
