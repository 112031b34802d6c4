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

/// Whether a tournament is played by correspondence or live
/// (tournaments.md "Live tournaments"): its games' time control is of
/// that kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TournamentKind {
    Correspondence,
    Live,
}

named!("tournament kind", TournamentKind {
    Correspondence => "correspondence",
    Live => "live",
});

/// How a tournament is paired (tournaments.md): Swiss rounds, or Double
/// Round Robin groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PairingSystem {
    Swiss,
    DoubleRoundRobin,
}

named!("pairing system", PairingSystem {
    Swiss => "swiss",
    DoubleRoundRobin => "double_round_robin",
});

/// Why a tournament ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TournamentEnding {
    /// Its last round was played.
    Completed,
    /// Called off at the start: fewer entrants than its minimum.
    UnderMinimum,
    /// tournaments.md: "if no valid pairing exists for a round, the
    /// tournament ends after the previous round".
    NoValidPairing,
    /// Fewer than two Swiss players are left to pair (decision).
    TooFewPlayers,
}

named!("tournament ending", TournamentEnding {
    Completed => "completed",
    UnderMinimum => "under_minimum",
    NoValidPairing => "no_valid_pairing",
    TooFewPlayers => "too_few_players",
});
