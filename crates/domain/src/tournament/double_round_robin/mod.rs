//! Double Round Robin (`tournaments.md` §Double Round Robin): the field is
//! split into groups, everyone in a group plays everyone twice, the top
//! scorers of each group advance, until a final group crowns the winner.

mod advancement;
mod forfeit;
mod groups;
mod schedule;

use serde::{Deserialize, Serialize};

pub use advancement::{GroupResult, NextStep, RoundError, RoundOutcome, decide_round};
pub use forfeit::forfeit_remaining;
pub use groups::draw_groups;
pub use schedule::{ScheduleKind, group_schedule};

/// The most players in one group (`G`); at least 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub struct GroupSize(u32);

/// A group size below 2 cannot make a group that plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a group needs at least 2 players, not {0}")]
pub struct GroupSizeError(pub u32);

impl GroupSize {
    /// Parses a group size of at least 2.
    ///
    /// # Errors
    /// [`GroupSizeError`] when `size` is below 2.
    pub fn new(size: u32) -> Result<Self, GroupSizeError> {
        if size >= 2 {
            Ok(Self(size))
        } else {
            Err(GroupSizeError(size))
        }
    }

    /// The size as a number.
    #[must_use]
    pub fn get(self) -> u32 {
        self.0
    }

    /// tournaments.md: the final round is the one "whose field is no larger
    /// than `G`: a single group".
    #[must_use]
    pub fn is_final(self, field: usize) -> bool {
        field <= self.as_usize()
    }

    fn as_usize(self) -> usize {
        usize::try_from(self.0).unwrap_or(usize::MAX)
    }
}

impl TryFrom<u32> for GroupSize {
    type Error = GroupSizeError;

    fn try_from(size: u32) -> Result<Self, Self::Error> {
        Self::new(size)
    }
}

impl From<GroupSize> for u32 {
    fn from(size: GroupSize) -> Self {
        size.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_needs_at_least_two_players() {
        assert_eq!(GroupSize::new(1), Err(GroupSizeError(1)));
        assert_eq!(GroupSize::new(2).map(GroupSize::get), Ok(2));
    }

    #[test]
    fn the_final_round_is_the_one_whose_field_fits_one_group() {
        let size = GroupSize::new(4).unwrap();
        assert!(size.is_final(4));
        assert!(size.is_final(3));
        assert!(!size.is_final(5));
    }
}
