//! Local improvement of a complete pairing of a large field, for the rare
//! rounds where the fast pass misses the lower bound of goal 1: each pair
//! that crosses score groups is re-paired exactly together with a few pairs
//! from the groups it spans (a window small enough for `exact.rs`), and the
//! window's new pairs are kept when they cost less.

use super::exact::{cheapest_pairing, pair_cost};
use super::field::Field;

/// Pairs re-paired with each crossing pair: 6 pairs, 12 players.
const WINDOW_PAIRS: usize = 6;

/// Rounds of improvement over all crossing pairs before giving up.
const PASSES: usize = 4;

/// Improves `mate`, a valid pairing of everyone in `field`, in place.
pub(crate) fn improve(field: &Field, mate: &mut [usize]) {
    let weight = u32::try_from(field.len()).unwrap_or(u32::MAX) + 1;
    for _ in 0..PASSES {
        if distance(field, mate) <= field.lower_bound() {
            return;
        }
        let crossing: Vec<usize> = (0..mate.len())
            .filter(|&a| a < mate[a] && field.distance(a, mate[a]) > 0)
            .collect();
        let mut improved = false;
        for a in crossing {
            let window = window_around(field, mate, a);
            improved |= repair_window(field, mate, &window, weight);
        }
        if !improved {
            return;
        }
    }
}

/// `a` and its mate, and the first other pairs with a player in the score
/// groups they span (one group wider on each side), up to the window size.
fn window_around(field: &Field, mate: &[usize], a: usize) -> Vec<usize> {
    let b = mate[a];
    let (low, high) = (a.min(b), a.max(b));
    let top = field.entrant(low).group.saturating_sub(1);
    let bottom = field.entrant(high).group + 1;
    let mut window = vec![a, b];
    for c in (0..mate.len()).filter(|&c| c < mate[c] && c != low) {
        if window.len() == 2 * WINDOW_PAIRS {
            break;
        }
        let groups = [field.entrant(c).group, field.entrant(mate[c]).group];
        if groups.iter().any(|g| (top..=bottom).contains(g)) {
            window.extend([c, mate[c]]);
        }
    }
    window
}

/// Re-pairs the players of `window` (whole pairs of `mate`) at the least
/// cost; returns whether that lowered the cost.
fn repair_window(field: &Field, mate: &mut [usize], window: &[usize], weight: u32) -> bool {
    let cost = |i: usize, j: usize| pair_cost(field, weight, i, j);
    let before: u32 = window
        .iter()
        .filter(|&&i| i < mate[i])
        .map(|&i| cost(i, mate[i]))
        .sum();
    let Some(local) = cheapest_pairing(
        window.len(),
        |i, j| field.compatible(window[i], window[j]),
        |i, j| cost(window[i], window[j]),
    ) else {
        return false;
    };
    let after: u32 = (0..window.len())
        .filter(|&i| i < local[i])
        .map(|i| cost(window[i], window[local[i]]))
        .sum();
    if after >= before {
        return false;
    }
    for (i, &j) in local.iter().enumerate() {
        mate[window[i]] = window[j];
    }
    true
}

/// Total score-group distance of a complete pairing.
fn distance(field: &Field, mate: &[usize]) -> u32 {
    (0..mate.len())
        .filter(|&a| a < mate[a])
        .map(|a| field.distance(a, mate[a]))
        .sum()
}
