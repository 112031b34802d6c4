//! Reminders to the player to move (product.md §5): at 80% of the time
//! used, and with 24 hours left for controls of 3 days or more. Each game
//! stores its next reminder's instant, read here through an index; the
//! game's version, checked by the save, lets one app server send each.

use crate::games::LoadedGame;
use crate::play::notices;
use crate::state::AppState;

const BATCH: i64 = 500;

/// Sends the reminders that are due; returns how many games it handled.
///
/// # Errors
/// The database failed.
pub async fn send_due_reminders(state: &AppState) -> anyhow::Result<usize> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let due = tx.due_reminders(now, BATCH).await?;
    tx.commit().await?;
    let mut handled = 0;
    for id in due {
        let mut tx = state.store.begin().await?;
        let Some(row) = tx.game(&id).await? else {
            continue;
        };
        // Read again in this transaction: another app server may have sent
        // it since the list was read, and set the next one (still ahead).
        if row.reminder_at.is_none_or(|at| at > now) {
            continue;
        }
        let loaded = LoadedGame::load_in(&mut tx, row).await?;
        if !loaded.in_progress() {
            continue;
        }
        let mut next = loaded.row.clone();
        next.version += 1;
        loaded.set_deadline_and_reminder(&mut next, &loaded.clock, now);
        if !tx.save_game(&next).await? {
            continue;
        }
        notices::reminder(state, &mut tx, &loaded).await?;
        tx.commit().await?;
        handled += 1;
    }
    if handled > 0 {
        state.notices_queued();
    }
    Ok(handled)
}
