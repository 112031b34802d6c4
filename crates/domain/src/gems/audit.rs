//! The audit of a gems ledger (`redqueen gems audit`): each member's
//! entries must add up, entry by entry, to their stored balance, and each
//! finished game that settles gems must have paid what [`settle`] gives
//! from the balances of its time, which the ledger itself records: a
//! player's balance just before the game's first entry. So the check does
//! not depend on the order in which games of different players ended, only
//! on the ledger's own order.
//!
//! The repair keeps the ledger's history: entries are never removed. A
//! broken chain of balances is recomputed from the amounts; a game that
//! paid the wrong amount gets a correction entry; a game that should have
//! paid and did not is settled at the end of the ledger, from the balances
//! of the repair; stored balances are set to the ledger's.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use shakmaty::{ByColor, Color};

use super::GemReason;
use super::settle::{Gems, settle};
use crate::game::Outcome;

/// One ledger entry, as stored; a slice of them is the whole ledger in its
/// order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LedgerEntry<M, G> {
    pub member: M,
    pub game: Option<G>,
    pub amount: Gems,
    pub reason: GemReason,
    pub balance_after: Gems,
}

/// A finished game that settles gems (a stand-alone live game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditedGame<M, G> {
    pub id: G,
    pub white: M,
    pub black: M,
    pub outcome: Outcome,
    pub plies: u32,
}

/// A difference the audit found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Finding<M, G> {
    /// Entry `position` (in the whole ledger) of `member` does not leave
    /// the balance before it plus its amount, or leaves less than zero.
    BrokenChain {
        member: M,
        position: usize,
        recorded: Gems,
        expected: Gems,
    },
    /// `member`'s stored balance is not what their ledger adds up to.
    BalanceDiffers {
        member: M,
        stored: Gems,
        ledger: Gems,
    },
    /// `game` paid `member` `recorded` in all, and should have paid
    /// `expected` from the balances of its time.
    WrongSettlement {
        game: G,
        member: M,
        recorded: Gems,
        expected: Gems,
    },
    /// `game` should have paid and has no entry.
    Unsettled { game: G },
    /// Entries name `game`, which settles no gems (or is not finished).
    NotSettling { game: G, member: M, recorded: Gems },
}

/// What the audit found, and the repair that removes it.
#[derive(Debug, Clone)]
pub struct Audit<M, G> {
    pub findings: Vec<Finding<M, G>>,
    /// New `balance_after` values for entries of a broken chain, by their
    /// position in the ledger.
    pub rechained: Vec<(usize, Gems)>,
    /// Entries to add at the end of the ledger, in order.
    pub appended: Vec<LedgerEntry<M, G>>,
    /// Every member's balance as their ledger adds up, before the
    /// appended entries.
    pub ledger_balances: HashMap<M, Gems>,
    /// Every member's balance once repaired.
    pub balances: HashMap<M, Gems>,
}

impl<M, G> Audit<M, G> {
    /// Nothing to report.
    #[must_use]
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }
}

/// Audits `ledger` against the `stored` balances and the finished games
/// that settle gems, with the installation's `standard` amount.
#[must_use]
pub fn audit<M, G>(
    ledger: &[LedgerEntry<M, G>],
    stored: &HashMap<M, Gems>,
    games: &[AuditedGame<M, G>],
    standard: Gems,
) -> Audit<M, G>
where
    M: Hash + Eq + Clone,
    G: Hash + Eq + Clone,
{
    let mut findings = Vec::new();
    let mut rechained = Vec::new();
    // The amounts added up, member by member, against each entry's
    // balance after; what each game paid each member; where each game
    // stands in the ledger (its first entry other than a correction).
    let mut summed: HashMap<M, Gems> = HashMap::new();
    let mut paid: HashMap<(G, M), Gems> = HashMap::new();
    let mut first: HashMap<G, usize> = HashMap::new();
    for (position, entry) in ledger.iter().enumerate() {
        let sum = summed.entry(entry.member.clone()).or_insert(0);
        *sum += entry.amount;
        if entry.balance_after != *sum {
            findings.push(Finding::BrokenChain {
                member: entry.member.clone(),
                position,
                recorded: entry.balance_after,
                expected: *sum,
            });
            rechained.push((position, *sum));
        }
        if let Some(game) = &entry.game {
            *paid
                .entry((game.clone(), entry.member.clone()))
                .or_insert(0) += entry.amount;
            if entry.reason != GemReason::Correction {
                first.entry(game.clone()).or_insert(position);
            }
        }
    }
    let before = balances_before(ledger, games, &first);
    let mut appended = Vec::new();
    let mut balances = summed.clone();
    let mut settling: HashSet<G> = HashSet::new();
    for game in games {
        settling.insert(game.id.clone());
        let players = ByColor {
            white: &game.white,
            black: &game.black,
        };
        let Some(&position) = first.get(&game.id) else {
            // Never settled: settled now, from the balances of the repair.
            let now = players.map(|m| balances.get(m).copied().unwrap_or(0));
            let entries = settle(game.outcome, game.plies, now, standard);
            if entries.iter().any(Option::is_some) {
                findings.push(Finding::Unsettled {
                    game: game.id.clone(),
                });
                for color in Color::ALL {
                    if let Some(entry) = entries.get(color) {
                        append(
                            &mut appended,
                            &mut balances,
                            players.get(color),
                            &game.id,
                            entry.amount,
                            entry.reason,
                        );
                    }
                }
            }
            continue;
        };
        let before = players.map(|m| before.get(&(position, m.clone())).copied().unwrap_or(0));
        let expected = settle(game.outcome, game.plies, before, standard);
        for color in Color::ALL {
            let member = *players.get(color);
            let got = paid
                .get(&(game.id.clone(), member.clone()))
                .copied()
                .unwrap_or(0);
            let due = expected.get(color).map_or(0, |e| e.amount);
            if got != due {
                findings.push(Finding::WrongSettlement {
                    game: game.id.clone(),
                    member: member.clone(),
                    recorded: got,
                    expected: due,
                });
                append(
                    &mut appended,
                    &mut balances,
                    member,
                    &game.id,
                    due - got,
                    GemReason::Correction,
                );
            }
        }
    }
    for ((game, member), got) in &paid {
        if !settling.contains(game) && *got != 0 {
            findings.push(Finding::NotSettling {
                game: game.clone(),
                member: member.clone(),
                recorded: *got,
            });
            append(
                &mut appended,
                &mut balances,
                member,
                game,
                -got,
                GemReason::Correction,
            );
        }
    }
    for (member, stored) in stored {
        let ledger = summed.get(member).copied().unwrap_or(0);
        if *stored != ledger {
            findings.push(Finding::BalanceDiffers {
                member: member.clone(),
                stored: *stored,
                ledger,
            });
        }
        balances.entry(member.clone()).or_insert(0);
        summed.entry(member.clone()).or_insert(0);
    }
    Audit {
        findings,
        rechained,
        appended,
        ledger_balances: summed,
        balances,
    }
}

/// Each player's balance as the ledger records it just before the first
/// entry of each of their games: the balances of that game's time.
fn balances_before<M, G>(
    ledger: &[LedgerEntry<M, G>],
    games: &[AuditedGame<M, G>],
    first: &HashMap<G, usize>,
) -> HashMap<(usize, M), Gems>
where
    M: Hash + Eq + Clone,
    G: Hash + Eq,
{
    let mut wanted: HashMap<usize, Vec<&M>> = HashMap::new();
    for game in games {
        if let Some(&position) = first.get(&game.id) {
            wanted
                .entry(position)
                .or_default()
                .extend([&game.white, &game.black]);
        }
    }
    let mut recorded: HashMap<&M, Gems> = HashMap::new();
    let mut before = HashMap::new();
    for (position, entry) in ledger.iter().enumerate() {
        for member in wanted.get(&position).into_iter().flatten() {
            let balance = recorded.get(member).copied().unwrap_or(0);
            before.insert((position, (*member).clone()), balance);
        }
        recorded.insert(&entry.member, entry.balance_after);
    }
    before
}

fn append<M: Hash + Eq + Clone, G: Clone>(
    appended: &mut Vec<LedgerEntry<M, G>>,
    balances: &mut HashMap<M, Gems>,
    member: &M,
    game: &G,
    amount: Gems,
    reason: GemReason,
) {
    let balance = balances.entry(member.clone()).or_insert(0);
    // A correction never takes a balance below zero either.
    let amount = amount.max(-*balance);
    *balance += amount;
    appended.push(LedgerEntry {
        member: member.clone(),
        game: Some(game.clone()),
        amount,
        reason,
        balance_after: *balance,
    });
}
