//! A game by its id. A challenge shares it: the game an accepted challenge
//! starts takes the challenge's id (lichess's API answers both under one
//! id), so one type names either, and a game id cannot be mistaken for a
//! tournament's or a club's.

use std::fmt;

use rand::Rng;
use serde::Serialize;

use crate::id::{self, BadId};

/// A game's (or its challenge's) id: 8 ASCII letters and digits, drawn at
/// random when the challenge or the game is made.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct GameId(String);

impl GameId {
    /// The id written in a path, a form or a stored row.
    ///
    /// # Errors
    /// [`BadId`]: not 8 letters and digits, so no game's.
    pub fn parse(input: &str) -> Result<Self, BadId> {
        id::drawn(input).map(Self)
    }

    /// A new id for a challenge or a game, drawn from `rng`.
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

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_ids_the_site_draws_parse() {
        let cases = [
            ("abcdEF12", true),
            ("00000000", true),
            ("ZZZZzzzz", true),
            ("abcdEF1", false),
            ("abcdEF123", false),
            ("", false),
            ("abcd-F12", false),
            ("abcd_F12", false),
            ("abcd F12", false),
            (" abcdEF12", false),
            ("abcdéF1", false),
            ("abc\0EF12", false),
        ];
        for (input, good) in cases {
            assert_eq!(GameId::parse(input).is_ok(), good, "{input:?}");
        }
        assert_eq!(GameId::parse("abcdEF12").unwrap().as_str(), "abcdEF12");
    }

    #[test]
    fn a_drawn_id_parses_as_itself() {
        let id = GameId::draw(&mut rand::rng());
        assert_eq!(GameId::parse(id.as_str()), Ok(id));
    }
}
