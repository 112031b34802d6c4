//! Bearer tokens seen lately, so that an API call (a move, above all) does
//! not read the token and its member from the database every time.
//!
//! An entry is trusted for [`FRESH_FOR`]: a token revoked on this server is
//! forgotten at once ([`TokenCache::forget_member`]); on another app
//! server of the same site it stops working within that time.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use redqueen_domain::account::{MemberId, Scopes};
use redqueen_store::UserRow;

/// How long a cached token is used without reading it again.
pub const FRESH_FOR: Duration = Duration::from_secs(10);

/// Beyond this many entries the cache starts afresh: memory stays bounded
/// whatever callers send.
const MAX_ENTRIES: usize = 100_000;

/// A token as checked from the database.
#[derive(Debug, Clone)]
pub struct CachedToken {
    pub token_id: i64,
    pub user: UserRow,
    pub scopes: Scopes,
    /// When the token was last marked as used (refreshed now and then).
    pub last_used_at: Option<i64>,
}

/// Tokens by hash, each with when it was read.
#[derive(Default)]
pub struct TokenCache {
    entries: Mutex<HashMap<String, (CachedToken, Instant)>>,
}

impl TokenCache {
    /// The token with this hash, if it was read less than [`FRESH_FOR`] ago.
    pub fn get(&self, hash: &str) -> Option<CachedToken> {
        let entries = self.entries.lock().ok()?;
        let (token, read_at) = entries.get(hash)?;
        (read_at.elapsed() < FRESH_FOR).then(|| token.clone())
    }

    /// Remembers a token just read.
    pub fn put(&self, hash: String, token: CachedToken) {
        if let Ok(mut entries) = self.entries.lock() {
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
            entries.insert(hash, (token, Instant::now()));
        }
    }

    /// Notes that a cached token was marked as used at `at`, keeping when
    /// it was read.
    pub fn touched(&self, hash: &str, at: i64) {
        if let Ok(mut entries) = self.entries.lock()
            && let Some((token, _)) = entries.get_mut(hash)
        {
            token.last_used_at = Some(at);
        }
    }

    /// Forgets every token of a member: one was revoked, or the member
    /// changed.
    pub fn forget_member(&self, user_id: MemberId) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.retain(|_, (token, _)| token.user.id != user_id);
        }
    }
}
