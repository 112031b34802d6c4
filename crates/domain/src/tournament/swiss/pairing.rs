//! Pairing one Swiss round: the bye, then the field.

use std::cmp::Reverse;
use std::collections::HashSet;

use rand::Rng;
use rand::seq::SliceRandom;

use super::exact::{EXACT_LIMIT, pair_exactly};
use super::field::Field;
use super::{PairingError, RoundPairing, SwissPlayer, color, greedy, improve, matching};
use crate::tournament::{Color, Pairing};

/// Pairs one round of a Swiss (`tournaments.md` §Swiss).
///
/// Every hard rule holds in the result; among valid pairings it minimises
/// the score-group distance (exactly for fields of at most [`EXACT_LIMIT`]
/// players, otherwise meeting the lower bound in practice), then the pairs
/// that break color alternation, and draws everything else from `rng`.
/// Round 1 needs nothing special: everyone has 0 points and no colors, so
/// the field is one group paired at random with random colors.
///
/// # Errors
/// [`PairingError::DuplicatePlayer`] when a player is listed twice;
/// [`PairingError::NoValidPairing`] when no pairing keeps every hard rule.
pub fn pair_round(
    players: &[SwissPlayer],
    rng: &mut impl Rng,
) -> Result<RoundPairing, PairingError> {
    let mut seen = HashSet::with_capacity(players.len());
    if let Some(twice) = players.iter().find(|p| !seen.insert(p.id)) {
        return Err(PairingError::DuplicatePlayer(twice.id));
    }
    let mut order: Vec<&SwissPlayer> = players.iter().collect();
    order.shuffle(rng);
    if order.len().is_multiple_of(2) {
        let pairings = pair_field(order, rng).ok_or(PairingError::NoValidPairing)?;
        return Ok(RoundPairing {
            pairings,
            bye: None,
        });
    }
    for bye in bye_candidates(&order) {
        let rest: Vec<&SwissPlayer> = order.iter().copied().filter(|p| p.id != bye.id).collect();
        if let Some(pairings) = pair_field(rest, rng) {
            return Ok(RoundPairing {
                pairings,
                bye: Some(bye.id),
            });
        }
    }
    Err(PairingError::NoValidPairing)
}

/// Rules 3 and 4: the players who may get the bye, in the order to try
/// them: lowest score first, and in the (shuffled) given order inside a
/// score group, so the first whose removal leaves a pairable field is a
/// random pick among the eligible players of the lowest possible group.
fn bye_candidates<'a>(order: &[&'a SwissPlayer]) -> Vec<&'a SwissPlayer> {
    let mut candidates: Vec<&SwissPlayer> = order.iter().copied().filter(|p| !p.had_bye).collect();
    candidates.sort_by_key(|p| p.score);
    candidates
}

/// Pairs an even field, or `None` when no valid pairing exists.
pub(crate) fn pair_field(players: Vec<&SwissPlayer>, rng: &mut impl Rng) -> Option<Vec<Pairing>> {
    let field = Field::new(players);
    let mate = if field.len() <= EXACT_LIMIT {
        pair_exactly(&field)?
    } else {
        let mut mate = greedy::pair_greedily(&field);
        if !matching::complete(&field, &mut mate) {
            return None;
        }
        improve::improve(&field, &mut mate);
        mate
    };
    let mut pairings: Vec<(Pairing, u32, u32)> = mate
        .iter()
        .enumerate()
        .filter(|&(i, &j)| i < j)
        .map(|(i, &j)| {
            let (a, b) = (field.entrant(i), field.entrant(j));
            let pairing = match color::color_of_first(a.color, b.color, rng) {
                Color::White => Pairing {
                    white: a.player.id,
                    black: b.player.id,
                },
                Color::Black => Pairing {
                    white: b.player.id,
                    black: a.player.id,
                },
            };
            let high = a.player.score.max(b.player.score);
            let low = a.player.score.min(b.player.score);
            (pairing, high, low)
        })
        .collect();
    pairings.sort_by_key(|(_, high, low)| (Reverse(*high), Reverse(*low)));
    Some(
        pairings
            .into_iter()
            .map(|(pairing, _, _)| pairing)
            .collect(),
    )
}
