//! The rate limits on logins, registrations and reset requests per client
//! address, on challenges per member, and on the event streams and board
//! sockets opened per member (or per address when logged out: a client
//! reconnecting in a loop) (product.md §11). On SQLite (one
//! server) they are counted in memory; on PostgreSQL, where several app
//! servers share the database, in the database (`rate_counts`: hits per
//! key and minute), so that a limit holds whichever server is asked.

use std::net::IpAddr;
use std::num::NonZeroU32;

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use redqueen_domain::account::MemberId;
use redqueen_domain::time::MINUTE_MS;
use redqueen_store::Store;

/// What is limited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// A login, a registration or a reset request from a client address.
    Attempt(IpAddr),
    /// A challenge (or an open game) made by a member.
    Challenge(MemberId),
    /// An event stream or a board socket opened.
    Stream(Requester),
}

/// Who opened a stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Requester {
    Member(MemberId),
    /// Someone logged out, by their address.
    Address(IpAddr),
}

/// How many hits of each kind a minute allows.
#[derive(Debug, Clone, Copy)]
pub struct PerMinute {
    pub attempts: u32,
    pub challenges: u32,
    pub streams: u32,
}

/// The limits of one running app: counted in memory on SQLite, in the
/// database on PostgreSQL.
pub struct Limits {
    store: Store,
    per_minute: PerMinute,
    attempts: DefaultKeyedRateLimiter<IpAddr>,
    challenges: DefaultKeyedRateLimiter<MemberId>,
    streams: DefaultKeyedRateLimiter<Requester>,
}

impl Limits {
    /// The limits `per_minute`, counted in `store` when it is shared by
    /// several app servers.
    #[must_use]
    pub fn new(store: Store, per_minute: PerMinute) -> Self {
        let quota = |n: u32| Quota::per_minute(NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN));
        Self {
            store,
            per_minute,
            attempts: RateLimiter::keyed(quota(per_minute.attempts)),
            challenges: RateLimiter::keyed(quota(per_minute.challenges)),
            streams: RateLimiter::keyed(quota(per_minute.streams)),
        }
    }

    /// Counts one hit of `limit` at `now`; `Err(seconds)` when it is over
    /// its rate, with the seconds to wait (`Retry-After`).
    ///
    /// # Errors
    /// The seconds to wait before trying again.
    pub async fn hit(&self, limit: Limit, now: i64) -> Result<(), u64> {
        if !self.store.crosses_servers() {
            return self.in_memory(limit);
        }
        let (key, per_minute) = match limit {
            Limit::Attempt(address) => (format!("attempt:{address}"), self.per_minute.attempts),
            Limit::Challenge(member) => (
                format!("challenge:{}", member.0),
                self.per_minute.challenges,
            ),
            Limit::Stream(Requester::Member(member)) => {
                (format!("stream:{}", member.0), self.per_minute.streams)
            }
            Limit::Stream(Requester::Address(address)) => {
                (format!("stream:{address}"), self.per_minute.streams)
            }
        };
        let window = now - now.rem_euclid(MINUTE_MS);
        match self.store.count_hits(&key, window, 1).await {
            Ok(hits) if hits > i64::from(per_minute) => {
                let left = (window + MINUTE_MS - now).max(1);
                Err(u64::try_from((left + 999) / 1000).unwrap_or(60))
            }
            Ok(_) => Ok(()),
            Err(error) => {
                // A limit that cannot be counted does not lock everyone out.
                tracing::warn!(%error, "a rate limit could not be counted");
                Ok(())
            }
        }
    }

    fn in_memory(&self, limit: Limit) -> Result<(), u64> {
        let checked = match limit {
            Limit::Attempt(address) => self.attempts.check_key(&address),
            Limit::Challenge(member) => self.challenges.check_key(&member),
            Limit::Stream(requester) => self.streams.check_key(&requester),
        };
        checked.map_err(|not_until| {
            let now = governor::clock::Clock::now(&governor::clock::DefaultClock::default());
            not_until.wait_time_from(now).as_secs() + 1
        })
    }

    /// Forgets the database's counts of windows over a minute old at
    /// `now`; returns how many (none on SQLite).
    ///
    /// # Errors
    /// The database failed.
    pub async fn prune(&self, now: i64) -> anyhow::Result<usize> {
        if !self.store.crosses_servers() {
            return Ok(0);
        }
        let before = now - 2 * MINUTE_MS;
        Ok(usize::try_from(self.store.prune_rate_counts(before).await?).unwrap_or(usize::MAX))
    }
}
