//! Gems (seed 001, live-games.md "Gems" and "Quitting early"): every member
//! has a balance, and each stand-alone live game that ends with a result
//! moves gems between its players by [`settle`], computed from the two
//! balances before that game. Every change is a ledger entry, so that a
//! balance can be audited: [`audit`] checks a ledger and settles each game
//! again from the balances of its time.

mod audit;
mod settle;

#[cfg(test)]
mod properties;
#[cfg(test)]
mod tests;

pub use audit::{Audit, AuditedGame, Finding, LedgerEntry, audit};
pub use settle::{GemEntry, Gems, QUIT_MULTIPLE, QUIT_PAYS_FROM_PLY, draw_amount, settle};

use crate::name::named;

/// The installation's two amounts (live-games.md decision: 100 and 10 by
/// default, both configurable).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GemAmounts {
    /// What a new account starts with.
    pub starting: Gems,
    /// What a win wins and a loss loses.
    pub standard: Gems,
}

impl Default for GemAmounts {
    fn default() -> Self {
        Self {
            starting: 100,
            standard: 10,
        }
    }
}

/// Why a ledger entry moved gems.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GemReason {
    /// The starting amount of a new account.
    Start,
    /// A won game: the standard amount.
    Win,
    /// A lost game: the standard amount, or what was left.
    Loss,
    /// A draw of any kind: the draw table's amount, paid by the player with
    /// more gems to the player with fewer.
    Draw,
    /// A quit the opponent did not agree to: three times the standard
    /// amount, or what was left.
    Quit,
    /// The opponent quit without agreement at 50 plies or more: the draw
    /// table's amount, always a gain.
    OpponentQuit,
    /// A correction written by the audit (`redqueen gems audit --apply`).
    Correction,
}

named!("gem reason", GemReason {
    Start => "start",
    Win => "win",
    Loss => "loss",
    Draw => "draw",
    Quit => "quit",
    OpponentQuit => "opponent_quit",
    Correction => "correction",
});
