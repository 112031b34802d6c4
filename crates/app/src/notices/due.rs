//! Emails that a game's row says are due (`notify_at`, docs/play.md),
//! read here through an index (product.md §6):
//! - "your turn", once its grace has passed
//!   (`your_turn_email_delay_seconds`): a move within the grace replaces
//!   it, so players in a quick exchange get no email per move, and the move
//!   itself queues none;
//! - "game over" to both players of a game the clock sweeper ended, so
//!   that a sweep only writes the games.

use redqueen_domain::game::GameStatus;

use super::game::{game_over, your_turn};
use crate::state::AppState;

const BATCH: i64 = 500;

/// Queues the emails that are due; returns for how many games.
///
/// # Errors
/// The database failed.
pub async fn send_due_notices(state: &AppState) -> anyhow::Result<usize> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let due = tx.due_notices(now, BATCH).await?;
    tx.commit().await?;
    let mut sent = 0;
    for id in due {
        let mut tx = state.store.begin().await?;
        let Some(row) = tx.game(&id).await? else {
            continue;
        };
        // Still due as read now: another app server may have sent it and
        // a move set the next one since the list was read.
        if row.notify_at.is_none_or(|at| at > now) {
            continue;
        }
        // Taken at the version read: a move since then (or another app
        // server) wins, and this email is not sent.
        if !tx.take_notice(&row.id, row.version).await? {
            continue;
        }
        let queued = if row.status == GameStatus::Started {
            your_turn(state, &mut tx, &row).await?
        } else {
            game_over(state, &mut tx, &row, None).await?
        };
        if queued {
            sent += 1;
        }
        tx.commit().await?;
    }
    if sent > 0 {
        state.notices_queued();
    }
    Ok(sent)
}
