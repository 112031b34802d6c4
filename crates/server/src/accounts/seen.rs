//! When a member was last seen (lichess's `seenAt`, the players finder's
//! "active in the last N days"): moved by a page they open or an API call
//! they make, at most every [`SEEN_EVERY_MS`], so that browsing and the
//! API's hot paths do not write on every request.

use redqueen_store::UserRow;

use crate::state::AppState;

/// How stale `seen_at` may grow before a request moves it.
pub const SEEN_EVERY_MS: i64 = 10 * 60 * 1000;

/// Moves `member`'s `seen_at` to now if it is older than [`SEEN_EVERY_MS`].
///
/// # Errors
/// The database failed.
pub async fn seen(state: &AppState, member: &mut UserRow) -> anyhow::Result<()> {
    let now = state.now();
    if now - member.seen_at <= SEEN_EVERY_MS {
        return Ok(());
    }
    let mut tx = state.store.begin().await?;
    tx.touch_seen(member.id, now).await?;
    tx.commit().await?;
    member.seen_at = now;
    Ok(())
}
