//! The rating pools (product.md §7): correspondence and live games are
//! rated apart, with the same formulas, so a member has one rating in each.

use crate::game::TimeControl;
use crate::name::named;

/// Which rating a game moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pool {
    /// Games with clocks in days.
    Correspondence,
    /// Games with minute clocks (live-games.md).
    Live,
}

named!("rating pool", Pool {
    Correspondence => "correspondence",
    Live => "live",
});

impl Pool {
    /// The pool of games with `control`.
    #[must_use]
    pub const fn of(control: TimeControl) -> Pool {
        if control.is_correspondence() {
            Pool::Correspondence
        } else {
            Pool::Live
        }
    }
}
