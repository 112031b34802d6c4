//! The current time, injected so tests can move it (architecture.md:
//! functions take `now`; only this module reads a real clock).

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use tokio::sync::Notify;

/// A source of the current instant in Unix milliseconds.
pub trait Clock: Send + Sync + 'static {
    /// Now, in Unix milliseconds.
    fn now_ms(&self) -> i64;

    /// What wakes a timer when this clock jumps (a test moving it);
    /// `None` for a clock that only runs.
    fn jumps(&self) -> Option<&Notify> {
        None
    }
}

/// The machine's clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
    }
}

/// A clock that moves only when told: a test runs days in milliseconds.
#[derive(Debug)]
pub struct ManualClock {
    now_ms: AtomicI64,
    /// Tells the timers waiting on real time (the flag timer) to look again.
    jumped: Notify,
}

impl ManualClock {
    /// A clock standing at `now_ms`.
    #[must_use]
    pub fn new(now_ms: i64) -> Self {
        Self {
            now_ms: AtomicI64::new(now_ms),
            jumped: Notify::new(),
        }
    }

    /// Moves the clock forward by `ms`.
    pub fn advance(&self, ms: i64) {
        self.now_ms.fetch_add(ms, Ordering::SeqCst);
        self.jumped.notify_waiters();
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        self.now_ms.load(Ordering::SeqCst)
    }

    fn jumps(&self) -> Option<&Notify> {
        Some(&self.jumped)
    }
}
