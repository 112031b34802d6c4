//! What a stand-alone live game pays as it ends (live-games.md "Gems"):
//! settled in the game's own transaction from the two balances read
//! locked, so that the result, the ledger and the balances are written
//! together or not at all, and concurrent endings of one member's games
//! follow each other.

use redqueen_domain::game::{Color, Outcome};
use redqueen_domain::gems::{Gems, settle};
use redqueen_store::{GameRow, NewGemEntry, Tx};
use shakmaty::ByColor;

use super::error::PlayError;

/// Settles the gems of the game of `row`, which just ended with `outcome`
/// after `plies`, and records on `row` what it paid each side; the caller
/// checked that the game settles gems (`Game::settles_gems`).
///
/// # Errors
/// The database failed.
pub async fn settle_gems(
    tx: &mut Tx,
    standard: Gems,
    row: &mut GameRow,
    outcome: Outcome,
    plies: u32,
    now: i64,
) -> Result<(), PlayError> {
    let players = ByColor {
        white: row.white_id,
        black: row.black_id,
    };
    let balances = tx.lock_gems(&[players.white, players.black]).await?;
    let before = players.map(|member| balances.get(&member).copied().unwrap_or(0));
    let entries = settle(outcome, plies, before, standard);
    for color in Color::ALL {
        let Some(entry) = entries.get(color) else {
            continue;
        };
        tx.add_gems(&NewGemEntry {
            member: *players.get(color),
            game: Some(&row.id),
            amount: entry.amount,
            reason: entry.reason,
            at: now,
        })
        .await?;
        match color {
            Color::White => row.white_gems = Some(entry.amount),
            Color::Black => row.black_gems = Some(entry.amount),
        }
    }
    Ok(())
}
