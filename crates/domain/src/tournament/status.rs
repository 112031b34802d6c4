//! Where a tournament and each of its rounds stand (tournaments.md).

use crate::name::named;

/// A tournament's status. It only moves forward: upcoming, then in
/// progress or cancelled at the start, then finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TournamentStatus {
    /// Open for entries until its start.
    Upcoming,
    /// Its rounds are being played.
    InProgress,
    /// Its last round was played, or no further round can be.
    Finished,
    /// Called off at the start (too few entrants).
    Cancelled,
}

named!("tournament status", TournamentStatus {
    Upcoming => "upcoming",
    InProgress => "in_progress",
    Finished => "finished",
    Cancelled => "cancelled",
});

/// A round's status: it ends when all its games have ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoundStatus {
    /// Some of its games are being played.
    Playing,
    /// All its games have ended; its results count.
    Finished,
}

named!("round status", RoundStatus {
    Playing => "playing",
    Finished => "finished",
});
