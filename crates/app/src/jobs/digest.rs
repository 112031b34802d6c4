//! The daily digest (product.md §6): for members who chose it, one email a
//! day listing every game where it is their move, instead of an email at
//! each move.

use redqueen_domain::time::DAY_MS;

use crate::games::LoadedGame;
use crate::play::notices;
use crate::state::AppState;

const BATCH: i64 = 200;

/// Sends the digests that are due; returns how many went out. Safe on
/// several app servers: each digest is claimed by one conditional update.
///
/// # Errors
/// The database failed.
pub async fn send_due_digests(state: &AppState) -> anyhow::Result<usize> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let due = tx.due_digests(now - DAY_MS, BATCH).await?;
    tx.commit().await?;
    let mut sent = 0;
    for user_id in due {
        let Some(user) = state.store.user_by_id(user_id).await? else {
            continue;
        };
        let games = state
            .store
            .games(&redqueen_store::GameQuery::of(
                user_id,
                redqueen_store::GameFilter::InProgress,
                1000,
            ))
            .await?;
        let games = LoadedGame::load_all(&state.store, games).await?;
        let mut tx = state.store.begin().await?;
        // Another app server may be sending the same digests: the one that
        // claims it sends it.
        if !tx.claim_digest(user_id, now - DAY_MS, now).await? {
            continue;
        }
        if notices::daily_digest(state, &mut tx, &user, &games).await? {
            sent += 1;
        }
        tx.commit().await?;
    }
    if sent > 0 {
        state.notices_queued();
    }
    Ok(sent)
}
