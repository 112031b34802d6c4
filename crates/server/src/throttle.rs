//! The rate limits on logins, registrations and reset requests per client
//! address, on challenges per member, and on the event streams and board
//! sockets opened per member (or per address when logged out: a client
//! reconnecting in a loop) (product.md §11). On SQLite (one
//! server) they are counted in memory; on PostgreSQL, where several app
//! servers share the database, in the database (`rate_counts`: hits per
//! key and minute), so that a limit holds whichever server is asked.

use std::net::IpAddr;

use redqueen_domain::account::MemberId;
use redqueen_domain::time::MINUTE_MS;

use crate::state::AppState;

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

/// Counts one hit of `limit`; `Err(seconds)` when it is over its rate, with
/// the seconds to wait (`Retry-After`).
///
/// # Errors
/// The seconds to wait before trying again.
pub async fn hit(state: &AppState, limit: Limit) -> Result<(), u64> {
    if !state.store.crosses_servers() {
        return in_memory(state, limit);
    }
    let (key, per_minute) = match limit {
        Limit::Attempt(address) => (
            format!("attempt:{address}"),
            state.settings.login_attempts_per_minute,
        ),
        Limit::Challenge(member) => (
            format!("challenge:{}", member.0),
            state.settings.challenges_per_minute,
        ),
        Limit::Stream(Requester::Member(member)) => (
            format!("stream:{}", member.0),
            state.settings.streams_per_minute,
        ),
        Limit::Stream(Requester::Address(address)) => (
            format!("stream:{address}"),
            state.settings.streams_per_minute,
        ),
    };
    let now = state.now();
    let window = now - now.rem_euclid(MINUTE_MS);
    match state.store.count_hits(&key, window, 1).await {
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

fn in_memory(state: &AppState, limit: Limit) -> Result<(), u64> {
    let checked = match limit {
        Limit::Attempt(address) => state.attempts.check_key(&address),
        Limit::Challenge(member) => state.challenges.check_key(&member),
        Limit::Stream(requester) => state.streams.check_key(&requester),
    };
    checked.map_err(|not_until| {
        let now = governor::clock::Clock::now(&governor::clock::DefaultClock::default());
        not_until.wait_time_from(now).as_secs() + 1
    })
}

/// Forgets the database's counts of windows over a minute old; returns
/// how many (none on SQLite).
///
/// # Errors
/// The database failed.
pub async fn prune(state: &AppState) -> anyhow::Result<usize> {
    if !state.store.crosses_servers() {
        return Ok(0);
    }
    let before = state.now() - 2 * MINUTE_MS;
    Ok(usize::try_from(state.store.prune_rate_counts(before).await?).unwrap_or(usize::MAX))
}
