//! `redqueen gems audit`: checks every member's gems against their ledger,
//! and each finished stand-alone live game's entries against its
//! settlement from the balances of its time (`redqueen_domain::gems::audit`).
//! With `apply`, repairs what it found, in one transaction: the ledger
//! keeps its history, and is only added to (and a broken chain of
//! balances recomputed from its amounts). Meant to run with the server
//! stopped: games ending meanwhile would be read half-written.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::Outcome;
use redqueen_domain::gems::{AuditedGame, Finding, LedgerEntry, audit};
use redqueen_store::NewGemEntry;

use crate::state::AppState;

/// What an audit found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub members: usize,
    pub entries: usize,
    pub games: usize,
    pub findings: Vec<Finding<MemberId, String>>,
}

/// Audits the gems, and with `apply` repairs them.
///
/// # Errors
/// The database failed.
pub async fn audit_gems(state: &AppState, apply: bool) -> anyhow::Result<Report> {
    let rows = state.store.gem_ledger().await?;
    let stored = state.store.gem_balances().await?;
    let games: Vec<AuditedGame<MemberId, String>> = state
        .store
        .gem_games()
        .await?
        .into_iter()
        .map(|g| AuditedGame {
            id: g.id,
            white: g.white_id,
            black: g.black_id,
            outcome: Outcome {
                winner: g.winner,
                reason: g.end_reason,
            },
            plies: u32::try_from(g.ply).unwrap_or(0),
        })
        .collect();
    let ledger: Vec<LedgerEntry<MemberId, String>> = rows
        .iter()
        .map(|r| LedgerEntry {
            member: r.member_id,
            game: r.game_id.clone(),
            amount: r.amount,
            reason: r.reason,
            balance_after: r.balance_after,
        })
        .collect();
    let found = audit(&ledger, &stored, &games, state.settings.gems.standard);
    if apply && !found.is_clean() {
        let now = state.now();
        let mut tx = state.store.begin().await?;
        for (position, after) in &found.rechained {
            tx.set_gem_balance_after(rows[*position].id, *after).await?;
        }
        let differs = |member: &MemberId, balance: &i64| stored.get(member) != Some(balance);
        for (member, balance) in found.ledger_balances.iter().filter(|(m, b)| differs(m, b)) {
            tx.set_gems(*member, *balance).await?;
        }
        for entry in &found.appended {
            tx.add_gems(&NewGemEntry {
                member: entry.member,
                game: entry.game.as_deref(),
                amount: entry.amount,
                reason: entry.reason,
                at: now,
            })
            .await?;
        }
        tx.commit().await?;
    }
    Ok(Report {
        members: stored.len(),
        entries: rows.len(),
        games: games.len(),
        findings: found.findings,
    })
}

/// One finding, for the operator.
#[must_use]
pub fn describe(finding: &Finding<MemberId, String>) -> String {
    match finding {
        Finding::BrokenChain {
            member,
            position,
            recorded,
            expected,
        } => format!(
            "member {member}: ledger entry {position} records a balance of {recorded}, its amounts add up to {expected}"
        ),
        Finding::BalanceDiffers {
            member,
            stored,
            ledger,
        } => {
            format!("member {member}: balance {stored}, ledger {ledger}")
        }
        Finding::WrongSettlement {
            game,
            member,
            recorded,
            expected,
        } => {
            format!("game {game}: paid member {member} {recorded}, should have paid {expected}")
        }
        Finding::Unsettled { game } => format!("game {game}: ended without settling its gems"),
        Finding::NotSettling {
            game,
            member,
            recorded,
        } => {
            format!("game {game}: settles no gems, paid member {member} {recorded}")
        }
    }
}
