//! The named values a club's records are kept under.

use crate::name::named;

/// What an entry of a club's recorded sequence is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClubEventKind {
    Joined,
    Left,
    /// A game that moves the ladder: a challenge, or a club event's.
    Game,
    Decay,
    /// A game of the SLQ: rated at its round's end, no rank moved.
    QualifierGame,
    /// A member entering the SLQ, at 1200.
    Qualifier,
    /// A rating period of an event starts.
    PeriodStart,
    /// A rating period of an event ends: its games rated.
    Rated,
    /// The SLQ's placement of the ladder.
    Placed,
    /// A director closed the season.
    SeasonClosed,
}

named!("club event", ClubEventKind {
    Joined => "joined",
    Left => "left",
    Game => "game",
    Decay => "decay",
    QualifierGame => "slq_game",
    Qualifier => "slq_entry",
    PeriodStart => "period_start",
    Rated => "rated",
    Placed => "placed",
    SeasonClosed => "season_closed",
});

impl ClubEventKind {
    /// Whether the entry is a game.
    #[must_use]
    pub const fn is_game(self) -> bool {
        matches!(self, Self::Game | Self::QualifierGame)
    }
}

/// Where a recorded game stands (clubs-and-ladder.md decision: a report
/// counts at once; a disputed one is marked until a director settles it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClubGameStatus {
    /// Reported by White, not yet confirmed by Black.
    Reported,
    /// Confirmed by Black, or entered or settled by a director.
    Confirmed,
    /// Black disputes it; a director confirms or corrects it.
    Disputed,
}

named!("club game status", ClubGameStatus {
    Reported => "reported",
    Confirmed => "confirmed",
    Disputed => "disputed",
});

/// A member's standing in a club.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Membership {
    /// Asked to join; a director accepts or refuses.
    Requested,
    Member,
}

named!("club membership", Membership {
    Requested => "requested",
    Member => "member",
});

/// Where a club event stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventStatus {
    /// Announced, taking entries; no round paired yet.
    Entries,
    /// A round has been paired.
    Running,
    /// Every round played; rated (and the ladder placed, for the SLQ).
    Finished,
}

named!("club event status", EventStatus {
    Entries => "entries",
    Running => "running",
    Finished => "finished",
});

/// What a line of a round's pairings is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardKind {
    /// A game to play.
    Game,
    /// A round robin game of a withdrawn player: the other wins.
    Forfeit,
    /// A Swiss bye (half a point).
    Bye,
    /// A round robin rest (no points).
    Rest,
}

named!("club event board", BoardKind {
    Game => "game",
    Forfeit => "forfeit",
    Bye => "bye",
    Rest => "rest",
});
