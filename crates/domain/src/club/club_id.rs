//! A club by the integer id the store numbers clubs with, its own type so
//! that a club's id is never passed as an event's, a member's or a game's.

use std::fmt;

use serde::Serialize;

use crate::id::{self, BadId};

/// A club's id (the store's row number of the club), written in the API's
/// JSON as that number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct ClubId(pub i64);

impl ClubId {
    /// The id written in a path (`/clubs/{id}`).
    ///
    /// # Errors
    /// [`BadId`]: not a number, so no club's.
    pub fn parse(input: &str) -> Result<Self, BadId> {
        id::numbered(input).map(Self)
    }
}

impl fmt::Display for ClubId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
