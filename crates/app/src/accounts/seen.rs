//! When a member was last seen (lichess's `seenAt`, the players finder's
//! "active in the last N days"): moved by a page they open or an API call
//! they make, at most every [`SEEN_EVERY_MS`], so that browsing and the
//! API's hot paths do not write on every request.

use redqueen_store::UserRow;

use crate::state::AppState;

/// How stale `seen_at` may grow before a request moves it.
pub const SEEN_EVERY_MS: i64 = 10 * 60 * 1000;

/// A member is online while seen this recently (lichess's `online`: the
/// users' statuses, the BOTs online).
pub const ONLINE_FOR_MS: i64 = 3 * 60 * 1000;

/// How often an open event stream moves its member's `seen_at`: well
/// within [`ONLINE_FOR_MS`], so a client that keeps its stream open stays
/// online (lichess-bot restarts itself when the site says it is offline).
pub const STREAM_SEEN_EVERY_MS: i64 = 60 * 1000;

/// Whether a member seen at `seen_at` is online at `now`.
#[must_use]
pub fn is_online(seen_at: i64, now: i64) -> bool {
    now - seen_at <= ONLINE_FOR_MS
}

/// Moves `member`'s `seen_at` to now from an open event stream; `last` is
/// when that stream last did, and is moved too.
///
/// # Errors
/// The database failed.
pub async fn seen_streaming(
    state: &AppState,
    member: redqueen_domain::account::MemberId,
    last: &mut i64,
) -> anyhow::Result<()> {
    let now = state.now();
    if now - *last < STREAM_SEEN_EVERY_MS {
        return Ok(());
    }
    let mut tx = state.store.begin().await?;
    tx.touch_seen(member, now).await?;
    tx.commit().await?;
    *last = now;
    Ok(())
}

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
