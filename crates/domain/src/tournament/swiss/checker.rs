//! The pairing checker of `tournaments.md`: any round's pairing against every
//! hard rule, with the goal measures.

use std::collections::HashMap;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::color::ColorState;
use super::field::have_met;
use super::pairing::pair_field;
use super::score_groups::ScoreGroups;
use super::{RoundPairing, SwissPlayer};
use crate::tournament::{Color, PlayerId};

/// A broken hard rule (tournaments.md: "violating any is a bug").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum Violation {
    /// Rule 1: someone who is not an active player of the round was paired.
    #[error("{0:?} is not an active player of this round")]
    NotActive(PlayerId),
    /// Rule 1: a player appears more than once (in two pairs, against
    /// themselves, or in a pair and as the bye).
    #[error("{0:?} appears more than once")]
    PairedTwice(PlayerId),
    /// Rule 1: an active player is neither paired nor the bye.
    #[error("{0:?} is neither paired nor the bye")]
    Unpaired(PlayerId),
    /// Rule 2: these two have met before.
    #[error("{0:?} and {1:?} have met before")]
    Rematch(PlayerId, PlayerId),
    /// Rule 3: this player already had a bye.
    #[error("{0:?} gets a second bye")]
    SecondBye(PlayerId),
    /// Rule 3: a bye although the field is even.
    #[error("{0:?} gets a bye although the field is even")]
    ByeInEvenField(PlayerId),
    /// Rule 3: no bye although the field is odd.
    #[error("the field is odd but nobody gets the bye")]
    MissingBye,
    /// Rule 4: `lower` has a lower score, has had no bye, and the others
    /// could have been paired without them.
    #[error("the bye went to {bye:?} but {lower:?} has a lower score and could have had it")]
    ByeNotFromLowestGroup {
        /// Who got the bye.
        bye: PlayerId,
        /// A player with a lower score who could have had it.
        lower: PlayerId,
    },
    /// Rule 5: this player gets the same color a fourth time in a row.
    #[error("{player:?} gets {color:?} a fourth time in a row")]
    FourthSameColor {
        /// The player.
        player: PlayerId,
        /// The color they get again.
        #[serde(with = "crate::game::serde_color")]
        color: Color,
    },
}

/// What the checker found in one round's pairing.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PairingReport {
    /// Every broken hard rule; empty when the pairing is valid.
    pub violations: Vec<Violation>,
    /// Goal 1: score groups crossed, summed over the pairs.
    pub score_group_distance: u32,
    /// Goal 1's lower bound for the players left after the bye.
    pub lower_bound: u32,
    /// Goal 2: players who get the same color as in their last game.
    pub color_alternation_misses: u32,
}

/// Checks `pairing` against the hard rules for the active `players` of the
/// round (the same list the pairing was made from) and measures its goals.
///
/// Rule 6 (round 1 at random) is about how a pairing was drawn, not what it
/// is, so no single pairing can break it.
#[must_use]
pub fn check_pairing(players: &[SwissPlayer], pairing: &RoundPairing) -> PairingReport {
    let active: HashMap<_, _> = players.iter().map(|p| (p.id, p)).collect();
    let mut report = PairingReport::default();
    check_appearances(&active, players, pairing, &mut report.violations);
    check_bye(&active, players, pairing, &mut report.violations);
    let paired = players.iter().filter(|p| Some(p.id) != pairing.bye);
    let groups = ScoreGroups::new(paired.map(|p| p.score));
    report.lower_bound = groups.lower_bound();
    for game in &pairing.pairings {
        let (Some(white), Some(black)) = (active.get(&game.white), active.get(&game.black)) else {
            continue;
        };
        if white.id != black.id && have_met(white, black) {
            report
                .violations
                .push(Violation::Rematch(white.id, black.id));
        }
        report.score_group_distance += groups.distance(white.score, black.score);
        for (player, color) in [(white, Color::White), (black, Color::Black)] {
            let state = ColorState::from_history(&player.colors);
            if state.forbidden() == Some(color) {
                report.violations.push(Violation::FourthSameColor {
                    player: player.id,
                    color,
                });
            }
            report.color_alternation_misses += u32::from(state.misses_with(color));
        }
    }
    report
}

/// Rule 1: everyone active exactly once, nobody else.
fn check_appearances(
    active: &HashMap<PlayerId, &SwissPlayer>,
    players: &[SwissPlayer],
    pairing: &RoundPairing,
    violations: &mut Vec<Violation>,
) {
    let mut appearances: HashMap<PlayerId, u32> = HashMap::new();
    let everyone = pairing
        .pairings
        .iter()
        .flat_map(|game| [game.white, game.black])
        .chain(pairing.bye);
    for id in everyone {
        *appearances.entry(id).or_default() += 1;
        match appearances[&id] {
            1 if !active.contains_key(&id) => violations.push(Violation::NotActive(id)),
            2 => violations.push(Violation::PairedTwice(id)),
            _ => {}
        }
    }
    for player in players {
        if !appearances.contains_key(&player.id) {
            violations.push(Violation::Unpaired(player.id));
        }
    }
}

/// Rules 3 and 4: one bye exactly when the field is odd, never a second,
/// and from the lowest score group that could take it.
fn check_bye(
    active: &HashMap<PlayerId, &SwissPlayer>,
    players: &[SwissPlayer],
    pairing: &RoundPairing,
    violations: &mut Vec<Violation>,
) {
    let odd = players.len() % 2 == 1;
    let Some(bye) = pairing.bye else {
        if odd {
            violations.push(Violation::MissingBye);
        }
        return;
    };
    if !odd {
        violations.push(Violation::ByeInEvenField(bye));
        return;
    }
    let Some(bye_player) = active.get(&bye) else {
        return;
    };
    if bye_player.had_bye {
        violations.push(Violation::SecondBye(bye));
    }
    let could_have_had_it = |lower: &&SwissPlayer| {
        let rest: Vec<&SwissPlayer> = players.iter().filter(|p| p.id != lower.id).collect();
        // Only whether a valid pairing exists matters here, not which one.
        pair_field(rest, &mut ChaCha8Rng::seed_from_u64(0)).is_some()
    };
    if let Some(lower) = players
        .iter()
        .filter(|p| p.score < bye_player.score && !p.had_bye)
        .find(could_have_had_it)
    {
        violations.push(Violation::ByeNotFromLowestGroup {
            bye,
            lower: lower.id,
        });
    }
}
