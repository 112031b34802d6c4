//! Rebuilding a pool's ratings from its games, in order (for recomputing
//! ratings after a rule change or a repair).

use std::collections::HashMap;
use std::hash::Hash;

use shakmaty::{ByColor, KnownOutcome};

use super::state::RatingState;
use super::update::{RatingUpdate, rate_game};

/// A finished rated game of a pool, as the replay needs it. `P` identifies
/// a player; the two players are distinct (nobody plays themself).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatedGame<P> {
    /// The player of the white pieces.
    pub white: P,
    /// The player of the black pieces.
    pub black: P,
    /// How the game ended: a win for one side or a draw.
    pub outcome: KnownOutcome,
}

/// The states of every player of one pool, starting from nobody rated.
/// Feed it the pool's rated games in the order they ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingPool<P: Hash + Eq> {
    states: HashMap<P, RatingState>,
}

impl<P: Hash + Eq + Clone> RatingPool<P> {
    /// A pool where everybody is unrated.
    #[must_use]
    pub fn new() -> Self {
        Self {
            states: HashMap::new(),
        }
    }

    /// The current state of `player` (unrated if they have no game yet).
    #[must_use]
    pub fn state(&self, player: &P) -> RatingState {
        self.states.get(player).copied().unwrap_or_default()
    }

    /// Rates `game` and records both players' new states; returns both
    /// updates, for a rating history.
    pub fn record(&mut self, game: &RatedGame<P>) -> ByColor<RatingUpdate> {
        let before = ByColor {
            white: self.state(&game.white),
            black: self.state(&game.black),
        };
        let updates = rate_game(before, game.outcome);
        self.states.insert(game.white.clone(), updates.white.after);
        self.states.insert(game.black.clone(), updates.black.after);
        updates
    }

    /// The final state of every player who played at least one game.
    #[must_use]
    pub fn into_states(self) -> HashMap<P, RatingState> {
        self.states
    }
}

impl<P: Hash + Eq + Clone> Default for RatingPool<P> {
    fn default() -> Self {
        Self::new()
    }
}

/// Replays a pool's rated games, in the order they ended, from scratch and
/// returns every player's final state.
pub fn replay<P, I>(games: I) -> HashMap<P, RatingState>
where
    P: Hash + Eq + Clone,
    I: IntoIterator<Item = RatedGame<P>>,
{
    let mut pool = RatingPool::new();
    for game in games {
        pool.record(&game);
    }
    pool.into_states()
}
