//! The club games' time control, G/N: N minutes per player for the whole
//! game, no move-time limit, no extra time (clubs-and-ladder.md). Its
//! table of club ratings follows from it; the SLQ uses the G/30 table.

use std::fmt;
use std::str::FromStr;

use crate::time::MINUTE_MS;

/// "Game in N minutes", N being 5, 10, 15 or 30. Written `G/10`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "String", into = "String")]
pub enum ClubControl {
    G5,
    G10,
    G15,
    G30,
}

/// A text that names no G/N control.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a club time control: use G/5, G/10, G/15 or G/30")]
pub struct UnknownClubControl(pub String);

impl ClubControl {
    /// Every control, the shortest first.
    pub const ALL: [ClubControl; 4] = [Self::G5, Self::G10, Self::G15, Self::G30];

    /// N, the minutes each player has for the whole game.
    #[must_use]
    pub const fn minutes(self) -> i64 {
        match self {
            Self::G5 => 5,
            Self::G10 => 10,
            Self::G15 => 15,
            Self::G30 => 30,
        }
    }

    /// Each player's whole time, in ms.
    #[must_use]
    pub const fn round_ms(self) -> i64 {
        self.minutes() * MINUTE_MS
    }

    /// What a win between equal ratings moves in this control's table
    /// (25, 50, 75, 100): every cell of the table is a multiple of a fifth
    /// of it (`rating.rs`).
    #[must_use]
    pub(super) const fn unit(self) -> i32 {
        match self {
            Self::G5 => 25,
            Self::G10 => 50,
            Self::G15 => 75,
            Self::G30 => 100,
        }
    }
}

impl fmt::Display for ClubControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "G/{}", self.minutes())
    }
}

impl FromStr for ClubControl {
    type Err = UnknownClubControl;

    /// Reads `G/5`, `G/10`, `G/15`, `G/30` (the `G` in either case).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let minutes = text
            .trim()
            .strip_prefix(['G', 'g'])
            .and_then(|rest| rest.strip_prefix('/'))
            .and_then(|n| n.parse::<i64>().ok());
        Self::ALL
            .into_iter()
            .find(|c| Some(c.minutes()) == minutes)
            .ok_or_else(|| UnknownClubControl(text.to_owned()))
    }
}

impl TryFrom<String> for ClubControl {
    type Error = UnknownClubControl;

    fn try_from(text: String) -> Result<Self, Self::Error> {
        text.parse()
    }
}

impl From<ClubControl> for String {
    fn from(control: ClubControl) -> String {
        control.to_string()
    }
}
