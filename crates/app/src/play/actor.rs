//! Who changes a game: one of its players or the site. Its own file, so
//! the notices of play name it without reaching into the transition that
//! queues them.

use redqueen_domain::account::MemberId;

/// Who changes the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Actor {
    /// One of the players.
    Player(MemberId),
    /// The server itself (the clock sweeper, an administrator).
    Site,
}

impl Actor {
    /// The member who acted; `None` for the site.
    #[must_use]
    pub const fn member(self) -> Option<MemberId> {
        match self {
            Self::Player(id) => Some(id),
            Self::Site => None,
        }
    }
}
