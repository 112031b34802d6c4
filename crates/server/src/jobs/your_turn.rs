//! "Your turn" emails (product.md §6), sent once their grace has passed
//! (`your_turn_email_delay_seconds`, docs/play.md): each game stores when
//! the email to its player to move is due, read here through an index. A
//! move within the grace replaces it, so players in a quick exchange get no
//! email per move, and the move itself queues none.

use crate::app::AppState;
use crate::play::notify;

const BATCH: i64 = 500;

/// Queues the "your turn" emails that are due; returns how many.
///
/// # Errors
/// The database failed.
pub async fn send_your_turn_emails(state: &AppState) -> anyhow::Result<usize> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let due = tx.due_your_turns(now, BATCH).await?;
    tx.commit().await?;
    let mut sent = 0;
    for id in due {
        let mut tx = state.store.begin().await?;
        let Some(row) = tx.game(&id).await? else {
            continue;
        };
        // Taken at the version read: a move since then (or another app
        // server) wins, and this email is not sent.
        if row.status != "started" || !tx.take_your_turn(&row.id, row.version).await? {
            continue;
        }
        if notify::your_turn(state, &mut tx, &row).await? {
            sent += 1;
        }
        tx.commit().await?;
    }
    if sent > 0 {
        state.mail_queued.notify_one();
    }
    Ok(sent)
}
