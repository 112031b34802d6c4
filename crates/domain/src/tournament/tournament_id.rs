//! A tournament by its id: drawn like a game's (8 letters and digits) when
//! the tournament is created, and a type of its own so that neither is
//! taken for the other.

use std::fmt;

use rand::Rng;
use serde::Serialize;

use crate::id::{self, BadId};

/// A tournament's id: 8 ASCII letters and digits.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct TournamentId(String);

impl TournamentId {
    /// The id written in a path or a stored row.
    ///
    /// # Errors
    /// [`BadId`]: not 8 letters and digits, so no tournament's.
    pub fn parse(input: &str) -> Result<Self, BadId> {
        id::drawn(input).map(Self)
    }

    /// A new tournament's id, drawn from `rng`.
    #[must_use]
    pub fn draw(rng: &mut impl Rng) -> Self {
        Self(id::draw(rng))
    }

    /// The id as the store and the URLs write it.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for TournamentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tournament_id_has_a_game_ids_form() {
        let cases = [
            ("Tq3xY9aZ", true),
            ("nosuch", false),
            ("Tq3xY9aZ0", false),
            ("Tq3x-9aZ", false),
        ];
        for (input, good) in cases {
            assert_eq!(TournamentId::parse(input).is_ok(), good, "{input:?}");
        }
    }
}
