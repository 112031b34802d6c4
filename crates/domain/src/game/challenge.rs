//! Where a challenge or an open game stands (product.md §2 "Creating a
//! game").

use shakmaty::Color;

use crate::name::named;

/// The colour a challenger asks for: one of the two, or left to chance
/// (drawn when the challenge is made, lichess's `finalColor`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChallengeColor {
    White,
    Black,
    Random,
}

named!("challenge colour", ChallengeColor {
    White => "white",
    Black => "black",
    Random => "random",
});

impl ChallengeColor {
    /// The colour asked for, unless it is left to chance.
    #[must_use]
    pub const fn fixed(self) -> Option<Color> {
        match self {
            ChallengeColor::White => Some(Color::White),
            ChallengeColor::Black => Some(Color::Black),
            ChallengeColor::Random => None,
        }
    }
}

/// A challenge's status: pending until it is answered once, by its
/// challenged member, a joiner or its challenger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChallengeStatus {
    /// Pending: waiting for an answer.
    Created,
    /// Accepted or joined: its game started.
    Accepted,
    /// Declined by the challenged member.
    Declined,
    /// Withdrawn by the challenger.
    Canceled,
}

named!("challenge status", ChallengeStatus {
    Created => "created",
    Accepted => "accepted",
    Declined => "declined",
    Canceled => "canceled",
});
