//! The settlement of one game (live-games.md "Gems", "Quitting early").

use shakmaty::{ByColor, Color};

use super::GemReason;
use crate::game::{EndReason, Outcome};

/// An amount of gems. Balances are never below zero.
pub type Gems = i64;

/// A quit the opponent did not agree to costs this many standard amounts.
pub const QUIT_MULTIPLE: Gems = 3;

/// From this many plies on, the opponent of a quitter wins the draw
/// table's amount (live-games.md decision: exactly 50 counts as "over").
pub const QUIT_PAYS_FROM_PLY: u32 = 50;

/// One player's change from one game: what was actually added (positive)
/// or taken (negative), and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GemEntry {
    pub amount: Gems,
    pub reason: GemReason,
}

/// The draw table: what a draw moves for `difference` between the two
/// balances (0–9: 1, 10–99: 5, 100 or more: 10).
#[must_use]
pub const fn draw_amount(difference: Gems) -> Gems {
    match difference.unsigned_abs() {
        0..=9 => 1,
        10..=99 => 5,
        _ => 10,
    }
}

/// What the game that ended with `outcome` after `plies` pays each side,
/// from the balances `before` it (live-games.md: all amounts of one game
/// come from the balances before that game). `None` for a side whose
/// balance the game does not touch. Only stand-alone live games settle:
/// the caller decides that (`Game::settles_gems`).
///
/// - A win of any kind but a quit: the winner gains `standard`, the loser
///   loses `standard` or what is left (the table's checkmate, resignation
///   and time rows; an adjudication or a forfeit with a winner counts as a
///   win too, recorded in the project's docs).
/// - A draw of any kind: the player with more gems pays the draw table's
///   amount to the other; with equal balances nobody is "more" and both
///   entries are 0 (the ledger still shows the draw).
/// - A game without a result (no result on time, quit agreed, abort,
///   deletion): nothing, no entry.
/// - A quit without agreement: the quitter loses three times `standard`
///   or what is left; the other side gains nothing under 50 plies, and the
///   draw table's amount for the difference before the game from 50 on.
#[must_use]
pub fn settle(
    outcome: Outcome,
    plies: u32,
    before: ByColor<Gems>,
    standard: Gems,
) -> ByColor<Option<GemEntry>> {
    let mut entries = ByColor::new_with(|_| None);
    if outcome.reason.is_void() {
        return entries;
    }
    let difference = before.white - before.black;
    match outcome.winner {
        Some(winner) if outcome.reason == EndReason::Quit => {
            let quitter = !winner;
            *entries.get_mut(quitter) = Some(taken(
                QUIT_MULTIPLE * standard,
                *before.get(quitter),
                GemReason::Quit,
            ));
            if plies >= QUIT_PAYS_FROM_PLY {
                *entries.get_mut(winner) = Some(GemEntry {
                    amount: draw_amount(difference),
                    reason: GemReason::OpponentQuit,
                });
            }
        }
        Some(winner) => {
            *entries.get_mut(winner) = Some(GemEntry {
                amount: standard,
                reason: GemReason::Win,
            });
            *entries.get_mut(!winner) =
                Some(taken(standard, *before.get(!winner), GemReason::Loss));
        }
        None => {
            let richer = match difference {
                0 => None,
                d if d > 0 => Some(Color::White),
                _ => Some(Color::Black),
            };
            let paid = richer.map_or(0, |r| {
                taken(draw_amount(difference), *before.get(r), GemReason::Draw).amount
            });
            for color in Color::ALL {
                let amount = if Some(color) == richer { paid } else { -paid };
                *entries.get_mut(color) = Some(GemEntry {
                    amount,
                    reason: GemReason::Draw,
                });
            }
        }
    }
    entries
}

/// A debit of `due` from `balance`: never more than the balance holds
/// (live-games.md: the entry records what was actually taken).
fn taken(due: Gems, balance: Gems, reason: GemReason) -> GemEntry {
    GemEntry {
        amount: -due.min(balance.max(0)),
        reason,
    }
}
