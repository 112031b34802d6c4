//! Exact pairing of small fields: the best pairing by goal 1 then goal 2,
//! found by dynamic programming over the subsets of players.

use super::field::{Field, UNPAIRED};

/// The largest field (bye removed) paired exactly: `2^16` subsets is cheap.
pub const EXACT_LIMIT: usize = 16;

/// Marks a subset that cannot be paired.
const IMPOSSIBLE: u32 = u32::MAX;

/// The valid pairing with the smallest score-group distance and, among
/// those, the fewest pairs that break color alternation; `None` when no
/// valid pairing exists. Ties go to the first found in the field's order,
/// which is random inside each score group.
///
/// The field must hold at most [`EXACT_LIMIT`] players.
pub(crate) fn pair_exactly(field: &Field) -> Option<Vec<usize>> {
    let weight = u32::try_from(field.len()).unwrap_or(u32::MAX) + 1;
    cheapest_pairing(
        field.len(),
        |i, j| field.compatible(i, j),
        |i, j| pair_cost(field, weight, i, j),
    )
}

/// A pair's cost: its distance outweighs every color miss of the field together.
pub(crate) fn pair_cost(field: &Field, weight: u32, i: usize, j: usize) -> u32 {
    field.distance(i, j) * weight + u32::from(!field.alternates(i, j))
}

/// The cheapest perfect matching of `0..n` using only `compatible` pairs,
/// by dynamic programming over subsets; `None` when there is none or `n` is
/// odd or above [`EXACT_LIMIT`]. Ties go to the lowest indices.
pub(crate) fn cheapest_pairing(
    n: usize,
    compatible: impl Fn(usize, usize) -> bool,
    cost: impl Fn(usize, usize) -> u32,
) -> Option<Vec<usize>> {
    if n > EXACT_LIMIT || n % 2 == 1 {
        return None;
    }
    let costs: Vec<Vec<Option<u32>>> = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| compatible(i, j).then(|| cost(i, j)))
                .collect()
        })
        .collect();
    let subsets = 1usize << n;
    // best[s]: the cheapest pairing of subset s; partner[s]: the partner of its lowest member.
    let mut best = vec![IMPOSSIBLE; subsets];
    let mut partner = vec![UNPAIRED; subsets];
    best[0] = 0;
    for subset in (1..subsets).filter(|s| s.count_ones() % 2 == 0) {
        let first = subset.trailing_zeros() as usize;
        let rest = subset & !(1 << first);
        for second in members(rest) {
            let remainder = rest & !(1 << second);
            let (Some(cost), false) = (costs[first][second], best[remainder] == IMPOSSIBLE) else {
                continue;
            };
            let total = best[remainder].saturating_add(cost);
            if total < best[subset] {
                best[subset] = total;
                partner[subset] = second;
            }
        }
    }
    let mut mate = vec![UNPAIRED; n];
    let mut subset = subsets - 1;
    while subset != 0 {
        let first = subset.trailing_zeros() as usize;
        let second = partner[subset];
        if second == UNPAIRED {
            return None;
        }
        mate[first] = second;
        mate[second] = first;
        subset &= !(1 << first) & !(1 << second);
    }
    Some(mate)
}

/// The members of a subset, lowest first.
fn members(mut subset: usize) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (subset != 0).then(|| {
            let member = subset.trailing_zeros() as usize;
            subset &= subset - 1;
            member
        })
    })
}
