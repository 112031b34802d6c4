//! The limit on API calls per member and minute (product.md §11:
//! `api_calls_per_minute`, 429 with `Retry-After` past it). Every call
//! with a token counts, so the count must not cost the move path a write:
//! each server counts in memory, and on PostgreSQL a task adds this
//! server's new calls to the shared count (`rate_counts`) every second and
//! learns the total the other servers made. The limit then holds across
//! servers, give or take the calls the others made in the last second.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use redqueen_domain::account::MemberId;
use redqueen_domain::time::MINUTE_MS;
use redqueen_store::Store;

/// How often the counts are shared on PostgreSQL.
pub const SHARE_EVERY: Duration = Duration::from_secs(1);

/// One member's calls in the current minute.
#[derive(Debug, Clone, Copy)]
struct Count {
    window: i64,
    /// Calls counted here and not yet added to the shared count.
    pending: u32,
    /// The shared count when last learnt (every server's calls).
    shared: i64,
}

/// The API calls counted on this server, and where they are shared.
pub struct ApiCalls {
    counts: Counts,
    store: Store,
    per_minute: u32,
}

/// The calls of each member counted here.
#[derive(Debug, Default)]
struct Counts(Mutex<HashMap<MemberId, Count>>);

impl Counts {
    /// Counts one call by `member` at `now`; `Err(seconds)` to wait when it
    /// is one too many.
    ///
    /// # Errors
    /// The seconds to wait before calling again.
    fn hit(&self, member: MemberId, now: i64, per_minute: u32) -> Result<(), u64> {
        let window = now - now.rem_euclid(MINUTE_MS);
        let mut counts = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let count = counts.entry(member).or_insert(Count {
            window,
            pending: 0,
            shared: 0,
        });
        if count.window != window {
            *count = Count {
                window,
                pending: 0,
                shared: 0,
            };
        }
        if count.shared + i64::from(count.pending) >= i64::from(per_minute) {
            let left = window + MINUTE_MS - now;
            return Err(u64::try_from((left + 999) / 1000).unwrap_or(60).max(1));
        }
        count.pending += 1;
        Ok(())
    }

    /// The counts to share (their pending calls handed over), and the
    /// members of windows before `window` forgotten.
    fn take_pending(&self, window: i64) -> Vec<(MemberId, i64, u32)> {
        let mut counts = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        counts.retain(|_, count| count.window >= window);
        counts
            .iter_mut()
            .filter(|(_, count)| count.pending > 0)
            .map(|(member, count)| {
                let taken = (*member, count.window, count.pending);
                count.shared += i64::from(count.pending);
                count.pending = 0;
                taken
            })
            .collect()
    }

    /// Learns the shared count of `member`'s `window`.
    fn learn(&self, member: MemberId, window: i64, shared: i64) {
        let mut counts = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(count) = counts.get_mut(&member).filter(|c| c.window == window) {
            count.shared = count.shared.max(shared);
        }
    }
}

impl ApiCalls {
    /// `per_minute` calls per member, shared through `store` when several
    /// app servers use it.
    #[must_use]
    pub fn new(store: Store, per_minute: u32) -> Self {
        Self {
            counts: Counts::default(),
            store,
            per_minute,
        }
    }

    /// Counts one API call by `member` at `now`.
    ///
    /// # Errors
    /// The seconds to wait when the member is over the limit.
    pub fn hit(&self, member: MemberId, now: i64) -> Result<(), u64> {
        self.counts.hit(member, now, self.per_minute)
    }

    /// Adds this server's new calls to the shared counts and learns the
    /// totals (PostgreSQL); forgets the minutes gone by at `now` (both
    /// backends). The app does it every [`SHARE_EVERY`].
    ///
    /// # Errors
    /// The database failed; the calls not shared are then lost to the count.
    pub async fn share(&self, now: i64) -> anyhow::Result<()> {
        let pending = self.counts.take_pending(now - now.rem_euclid(MINUTE_MS));
        if !self.store.crosses_servers() {
            return Ok(());
        }
        for (member, window, calls) in pending {
            let key = format!("api:{}", member.0);
            let total = self.store.count_hits(&key, window, calls).await?;
            self.counts.learn(member, window, total);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_over_the_limit_wait_for_the_next_minute() {
        let calls = Counts::default();
        let ann = MemberId(1);
        let start = 10 * MINUTE_MS + 15_000;
        for _ in 0..3 {
            assert_eq!(calls.hit(ann, start, 3), Ok(()));
        }
        assert_eq!(calls.hit(ann, start, 3), Err(45));
        assert_eq!(calls.hit(MemberId(2), start, 3), Ok(()));
        // The next minute starts afresh.
        assert_eq!(calls.hit(ann, 11 * MINUTE_MS, 3), Ok(()));
    }

    #[test]
    fn the_shared_count_includes_the_other_servers_calls() {
        let calls = Counts::default();
        let ann = MemberId(1);
        let now = 5 * MINUTE_MS;
        calls.hit(ann, now, 10).unwrap();
        calls.hit(ann, now, 10).unwrap();
        assert_eq!(calls.take_pending(now), vec![(ann, now, 2)]);
        assert_eq!(calls.take_pending(now), vec![]);
        // Another server made seven: two more here are one too many.
        calls.learn(ann, now, 9);
        assert_eq!(calls.hit(ann, now, 10), Ok(()));
        assert!(calls.hit(ann, now, 10).is_err());
        // A minute gone by is forgotten.
        assert_eq!(calls.take_pending(now + MINUTE_MS), vec![]);
        assert!(calls.0.lock().unwrap().is_empty());
    }
}
