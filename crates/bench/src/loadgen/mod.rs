//! The parts of the `loadgen` program: writers playing games over HTTP,
//! the check of what the database kept, the store baseline, and games
//! prepared at a given ply.

pub mod baseline;
pub mod prepared;
pub mod verify;
pub mod writer;

use std::time::Instant;

/// When moves count: from the end of the warm-up to the end of the run.
#[derive(Debug, Clone, Copy)]
pub struct Window {
    pub measure_from: Instant,
    pub stop_at: Instant,
}

impl Window {
    /// Whether a move completed at `at` is measured.
    #[must_use]
    pub fn measures(&self, at: Instant) -> bool {
        at >= self.measure_from && at < self.stop_at
    }

    /// Length of the measured part in seconds.
    #[must_use]
    pub fn seconds(&self) -> f64 {
        (self.stop_at - self.measure_from).as_secs_f64()
    }
}
