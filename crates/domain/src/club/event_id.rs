//! A club event (clubs-and-ladder.md "Events") by the integer id the store
//! numbers it with among all clubs' events. Not an entry of a club's
//! recorded sequence ([`super::ClubEvent`]): those have ids of their own.

use std::fmt;

use crate::id::{self, BadId};

/// A club event's id (the store's row number of the event).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EventId(pub i64);

impl EventId {
    /// The id written in a path (`/clubs/{id}/events/{eid}`).
    ///
    /// # Errors
    /// [`BadId`]: not a number, so no event's.
    pub fn parse(input: &str) -> Result<Self, BadId> {
        id::numbered(input).map(Self)
    }
}

impl fmt::Display for EventId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::ClubId;

    #[test]
    fn numbered_ids_parse_from_their_decimal_text() {
        let cases = [
            ("1", Some(1)),
            ("999999", Some(999_999)),
            ("x1", None),
            ("", None),
            ("1.5", None),
        ];
        for (input, id) in cases {
            assert_eq!(EventId::parse(input).ok(), id.map(EventId), "{input:?}");
            assert_eq!(ClubId::parse(input).ok(), id.map(ClubId), "{input:?}");
        }
    }
}
