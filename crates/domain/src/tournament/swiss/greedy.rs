//! Fast pairing for large fields, score group by score group from the top
//! (`tournaments.md` speed bar): near-linear, and it meets the lower bound of
//! goal 1 whenever every score group can be paired inside itself plus one
//! floater. Players it cannot place are left unpaired for the exact
//! augmentation in `matching.rs`, so it never has to break a hard rule.

use std::ops::Range;

use super::field::{Field, UNPAIRED};
use crate::tournament::Color;

/// Pairs as many players as it can; unpaired players have `UNPAIRED` as mate.
pub(crate) fn pair_greedily(field: &Field) -> Vec<usize> {
    let mut mate = vec![UNPAIRED; field.len()];
    let groups = field.groups();
    let mut floaters: Vec<usize> = Vec::new();
    for (position, group) in groups.iter().enumerate() {
        let last = position + 1 == groups.len();
        floaters = pair_bracket(field, &mut mate, floaters, group.clone(), last);
    }
    // What is left sits at the bottom: exchange with pairs from the bottom up.
    let everyone: Vec<usize> = (0..field.len()).rev().collect();
    settle(field, &mut mate, floaters, &everyone);
    mate
}

/// Pairs one score group with the players floating down into it, and
/// returns the players who float on to the next group.
///
/// Floaters are placed first (each one left over costs another group of
/// distance); then players who want opposite colors are paired together
/// (goal 2); with an odd count, one player of the side with the surplus
/// floats down.
fn pair_bracket(
    field: &Field,
    mate: &mut [usize],
    floaters: Vec<usize>,
    group: Range<usize>,
    last: bool,
) -> Vec<usize> {
    let pool: Vec<usize> = floaters.iter().copied().chain(group.clone()).collect();
    let mut residents: Vec<usize> = group.collect();
    let mut unpaired = Vec::new();
    for floater in floaters {
        match pick_partner(field, floater, &residents) {
            Some(position) => join(mate, floater, residents.swap_remove(position)),
            None => unpaired.push(floater),
        }
    }
    let (mut white, mut black, mut open) = by_preference(field, residents);
    let mut floating_on = Vec::new();
    if (white.len() + black.len() + open.len()) % 2 == 1 && !last {
        let surplus = match white.len().cmp(&black.len()) {
            std::cmp::Ordering::Greater => &mut white,
            std::cmp::Ordering::Less => &mut black,
            std::cmp::Ordering::Equal => &mut open,
        };
        floating_on.extend(surplus.pop());
    }
    let mut rest = pair_across(field, mate, white, &mut black);
    rest.append(&mut black);
    let mut rest = pair_across(field, mate, rest, &mut open);
    rest.append(&mut open);
    unpaired.extend(pair_within(field, mate, rest));
    floating_on.extend(settle(field, mate, unpaired, &pool));
    floating_on
}

/// Splits players by the color they want next (goal 2): White, Black, none.
fn by_preference(field: &Field, players: Vec<usize>) -> (Vec<usize>, Vec<usize>, Vec<usize>) {
    let (mut white, mut black, mut open) = (Vec::new(), Vec::new(), Vec::new());
    for player in players {
        match field.entrant(player).color.preference() {
            Some(Color::White) => white.push(player),
            Some(Color::Black) => black.push(player),
            None => open.push(player),
        }
    }
    (white, black, open)
}

/// The position in `candidates` of the partner for `player`: the first who
/// can meet them and lets both alternate colors, else the first who can meet them.
fn pick_partner(field: &Field, player: usize, candidates: &[usize]) -> Option<usize> {
    let can_meet = |c: &usize| field.compatible(player, *c);
    candidates
        .iter()
        .position(|c| can_meet(c) && field.alternates(player, *c))
        .or_else(|| candidates.iter().position(can_meet))
}

/// Pairs each of `players` with the first who can meet them in `others`;
/// returns the players left without a partner.
fn pair_across(
    field: &Field,
    mate: &mut [usize],
    players: Vec<usize>,
    others: &mut Vec<usize>,
) -> Vec<usize> {
    let mut left = Vec::new();
    for player in players {
        match others
            .iter()
            .position(|other| field.compatible(player, *other))
        {
            Some(position) => join(mate, player, others.swap_remove(position)),
            None => left.push(player),
        }
    }
    left
}

/// Pairs `players` among themselves; returns those left without a partner.
fn pair_within(field: &Field, mate: &mut [usize], mut players: Vec<usize>) -> Vec<usize> {
    let mut left = Vec::new();
    while let Some(player) = players.pop() {
        match players
            .iter()
            .rposition(|other| field.compatible(player, *other))
        {
            Some(position) => join(mate, player, players.swap_remove(position)),
            None => left.push(player),
        }
    }
    left
}

/// Pairs up `unpaired` players directly or by an exchange with a pair made
/// of members of `pool` (x and y unpaired, a–b paired: x–a and y–b instead).
/// Returns the players still unpaired.
fn settle(
    field: &Field,
    mate: &mut [usize],
    mut unpaired: Vec<usize>,
    pool: &[usize],
) -> Vec<usize> {
    let mut left = Vec::new();
    while let Some(player) = unpaired.pop() {
        if let Some(position) = unpaired
            .iter()
            .position(|other| field.compatible(player, *other))
        {
            join(mate, player, unpaired.swap_remove(position));
        } else if let Some((position, partner)) =
            find_exchange(field, mate, player, &unpaired, pool)
        {
            let other = unpaired.swap_remove(position);
            let partners_mate = mate[partner];
            join(mate, player, partner);
            join(mate, other, partners_mate);
        } else {
            left.push(player);
        }
    }
    left
}

/// A paired `partner` in `pool` for `player` whose mate can meet one of `unpaired`.
fn find_exchange(
    field: &Field,
    mate: &[usize],
    player: usize,
    unpaired: &[usize],
    pool: &[usize],
) -> Option<(usize, usize)> {
    pool.iter().find_map(|&partner| {
        let partners_mate = mate[partner];
        if partners_mate == UNPAIRED || !field.compatible(player, partner) {
            return None;
        }
        unpaired
            .iter()
            .position(|other| field.compatible(*other, partners_mate))
            .map(|position| (position, partner))
    })
}

/// Makes `a` and `b` a pair.
fn join(mate: &mut [usize], a: usize, b: usize) {
    mate[a] = b;
    mate[b] = a;
}
