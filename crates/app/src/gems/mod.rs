//! Gems (live-games.md "Gems"): what a member's balance and ledger show,
//! and the operator's audit of them. Gems change as live games end
//! (`play::settle_gems`).

mod audit;
mod ledger;

pub use audit::{Report, audit_gems, describe};
pub use ledger::{GemsView, gems_view, ledger_page};
