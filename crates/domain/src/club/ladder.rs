//! The ladder board (clubs-and-ladder.md "The ladder board", "Rank changes
//! after a game"): ranks 1, 2, 3, ... without gaps, rank 1 at the top, in
//! the rungs of a pyramid (rung k holds k ranks: A holds 1, B 2–3, C 4–6).

use std::fmt;

use shakmaty::{Color, KnownOutcome};

/// A ladder: its players from rank 1 down. `P` identifies a player; each
/// stands once.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Ladder<P> {
    ranks: Vec<P>,
}

/// A row of the pyramid: rung 1 is A.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rung(pub u32);

impl Rung {
    /// The rung of `rank` (1-based): the smallest k with k(k+1)/2 ≥ rank.
    #[must_use]
    pub fn of(rank: u32) -> Rung {
        let mut k = 1;
        while k * (k + 1) / 2 < rank {
            k += 1;
        }
        Rung(k)
    }

    /// The ranks the rung holds, its first and its last.
    #[must_use]
    pub const fn ranks(self) -> (u32, u32) {
        let last = self.0 * (self.0 + 1) / 2;
        (last - self.0 + 1, last)
    }
}

/// A, B, ..., Z, then AA, AB, ... as spreadsheets name columns: a club of
/// 2,000 players has 63 rungs.
impl fmt::Display for Rung {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut n = self.0;
        let mut letters = Vec::new();
        while n > 0 {
            let digit = u8::try_from((n - 1) % 26).unwrap_or(0);
            letters.push(char::from(b'A' + digit));
            n = (n - 1) / 26;
        }
        letters.iter().rev().try_for_each(|c| write!(f, "{c}"))
    }
}

/// What a game does to the ladder: the challenger (the lower ranked
/// player) moves from rank `from` to rank `to`, everyone in between one
/// down; nothing when the two are equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LadderEffect {
    /// The challenger's colour in the game.
    pub challenger: Color,
    pub from: u32,
    pub to: u32,
    /// The exception that applied (clubs-and-ladder.md): 1 same rung, 2
    /// directly below; `None` for the general rule.
    pub exception: Option<u8>,
}

/// The effect of a game between the players ranked `white` and `black`
/// that ended with `outcome`. The challenger is the lower ranked (the
/// larger rank number) and `c`, `d` are the two ranks:
///
/// | case | challenger wins | draw | challenger loses |
/// |---|---|---|---|
/// | directly below, `c = d + 1` (exception 2) | swap | nothing | nothing |
/// | same rung (exception 1) | swap | to `d + 1` | nothing |
/// | otherwise | to `c − ⌈(c − d)/2⌉` | to `c − ⌈(c − d)/4⌉`, at least one below the win | nothing |
///
/// Exception 2 wins when both match. A swap moves the defender to `c`; in
/// every other case the defender stays where they are.
#[must_use]
pub fn game_effect(white: u32, black: u32, outcome: KnownOutcome) -> LadderEffect {
    let (challenger, c, d) = if white > black {
        (Color::White, white, black)
    } else {
        (Color::Black, black, white)
    };
    let result = match outcome {
        KnownOutcome::Decisive { winner } if winner == challenger => Some(true),
        KnownOutcome::Draw => Some(false),
        KnownOutcome::Decisive { .. } => None,
    };
    let effect = |to: u32, exception: Option<u8>| LadderEffect {
        challenger,
        from: c,
        to,
        exception,
    };
    let exception = if c == d + 1 {
        Some(2)
    } else if Rung::of(c) == Rung::of(d) {
        Some(1)
    } else {
        None
    };
    match (result, exception) {
        // Losing, or the same rank (no game of one player): no change.
        (None, _) => effect(c, exception),
        _ if c == d => effect(c, exception),
        (Some(true), Some(_)) => effect(d, exception),
        (Some(false), Some(2)) => effect(c, exception),
        (Some(false), Some(_)) => effect(d + 1, exception),
        (Some(true), None) => effect(c - (c - d).div_ceil(2), None),
        (Some(false), None) => {
            let win = c - (c - d).div_ceil(2);
            effect((c - (c - d).div_ceil(4)).max(win + 1), None)
        }
    }
}

impl<P: PartialEq + Clone> Ladder<P> {
    /// An empty ladder.
    #[must_use]
    pub const fn new() -> Self {
        Self { ranks: Vec::new() }
    }

    /// A ladder of `players` from rank 1 down.
    #[must_use]
    pub fn from_ranks(players: Vec<P>) -> Self {
        Self { ranks: players }
    }

    /// The players from rank 1 down.
    #[must_use]
    pub fn players(&self) -> &[P] {
        &self.ranks
    }

    /// How many players stand on it.
    #[must_use]
    pub fn len(&self) -> u32 {
        u32::try_from(self.ranks.len()).unwrap_or(u32::MAX)
    }

    /// True when nobody stands on it.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.ranks.is_empty()
    }

    /// `player`'s rank (1 at the top), if they stand on the ladder.
    #[must_use]
    pub fn rank_of(&self, player: &P) -> Option<u32> {
        self.ranks
            .iter()
            .position(|p| p == player)
            .and_then(|i| u32::try_from(i + 1).ok())
    }

    /// The player at `rank`.
    #[must_use]
    pub fn at(&self, rank: u32) -> Option<&P> {
        self.ranks.get(usize::try_from(rank).ok()?.checked_sub(1)?)
    }

    /// Places a newcomer at the bottom; someone already on it stays.
    pub fn add_at_bottom(&mut self, player: P) {
        if self.rank_of(&player).is_none() {
            self.ranks.push(player);
        }
    }

    /// Takes `player` off the ladder; everyone below moves up one.
    pub fn remove(&mut self, player: &P) {
        self.ranks.retain(|p| p != player);
    }

    /// Applies `effect`: a swap when the challenger goes to the defender's
    /// rank from directly below or within the rung, otherwise the
    /// challenger moves up and everyone from the new rank to the old one
    /// moves one down.
    pub fn apply(&mut self, effect: LadderEffect, defender_rank: u32) {
        let (from, to) = (index(effect.from), index(effect.to));
        if from == to || from >= self.ranks.len() || to >= self.ranks.len() {
            return;
        }
        if effect.to == defender_rank {
            self.ranks.swap(from, to);
        } else {
            let challenger = self.ranks.remove(from);
            self.ranks.insert(to, challenger);
        }
    }
}

fn index(rank: u32) -> usize {
    usize::try_from(rank.saturating_sub(1)).unwrap_or(usize::MAX)
}
