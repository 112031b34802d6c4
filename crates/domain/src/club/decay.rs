//! The absence decay (clubs-and-ladder.md "Absence decay (exception 3)"):
//! once a month every ladder player who did not defend during the whole
//! previous calendar month drops by `m` ranks, `m` being the consecutive
//! whole months since their last defense (or since joining the ladder),
//! everyone at once.

use std::ops::RangeInclusive;

use super::Season;
use crate::vacation::Day;

/// Absence drops since the last defense that flag a player for the
/// directors (who may remove them).
pub const ABSENCE_FLAG_RANKS: u32 = 10;

/// The whole calendar months between `since` (the last defense, or the
/// day the player joined the ladder) and the month of the decay `on`:
/// 0 when they defended during the previous month or later.
#[must_use]
pub fn months_idle(since: Day, on: Day) -> u32 {
    let months = on.month_number() - 1 - since.month_number();
    u32::try_from(months.max(0)).unwrap_or(0)
}

/// The days a director may apply the decay for by hand
/// (clubs-and-ladder.md, decisions of turn 3: "a day within the current
/// season, not before the club's founding or the last decay, and not in
/// the future"): from the latest of the start of the season holding
/// `today`, the day the club was `founded` and the day after the
/// `last_decay`, up to `today`. Empty when that start is after today.
#[must_use]
pub fn hand_decay_days(
    season: Season,
    founded: Day,
    last_decay: Option<Day>,
    today: Day,
) -> RangeInclusive<Day> {
    let after_last = last_decay.map_or(founded, |last| last.plus(1));
    let from = season.start_of(today).max(founded).max(after_last);
    from..=today
}

/// The ranks after a decay, for a ladder of `len` players of whom those
/// at `idle` ranks (1-based, with their months idle `m` ≥ 1) drop: each
/// idle player's target is their rank plus `m`, at most the last rank;
/// from the bottom of the ladder up, each idle player takes their target,
/// or the nearest free rank above it when it is taken; the other players
/// fill the ranks left in their previous order. Returns every player's new
/// rank, by old rank.
#[must_use]
pub fn apply_decay(len: u32, idle: &[(u32, u32)]) -> Vec<u32> {
    let n = usize::try_from(len).unwrap_or(0);
    let mut new_rank: Vec<Option<u32>> = vec![None; n];
    let mut taken = vec![false; n + 1];
    let mut idle: Vec<(u32, u32)> = idle
        .iter()
        .copied()
        .filter(|&(rank, m)| m > 0 && (1..=len).contains(&rank))
        .collect();
    idle.sort_by_key(|&(rank, _)| std::cmp::Reverse(rank));
    for (rank, m) in idle {
        let target = rank.saturating_add(m).min(len);
        let free = (1..=target).rev().find(|&r| !taken[r as usize]);
        if let Some(r) = free {
            taken[r as usize] = true;
            new_rank[(rank - 1) as usize] = Some(r);
        }
    }
    let mut free = (1..=len).filter(|&r| !taken[r as usize]);
    new_rank
        .into_iter()
        .map(|rank| rank.or_else(|| free.next()).unwrap_or(len))
        .collect()
}
