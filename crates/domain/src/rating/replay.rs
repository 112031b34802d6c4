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

#[cfg(test)]
mod tests {

    use shakmaty::Color;

    use super::*;
    use crate::rating::{GameResult, RatingStatus, rate_for_player};

    fn game(
        white: &'static str,
        black: &'static str,
        outcome: KnownOutcome,
    ) -> RatedGame<&'static str> {
        RatedGame {
            white,
            black,
            outcome,
        }
    }

    fn white_wins(white: &'static str, black: &'static str) -> RatedGame<&'static str> {
        game(
            white,
            black,
            KnownOutcome::Decisive {
                winner: Color::White,
            },
        )
    }

    #[test]
    fn a_replay_rates_every_game_in_order() {
        let games = [
            // Both unrated: ann 1500, bob 1100.
            white_wins("ann", "bob"),
            // bob p = 1500 against unrated cyd: (1100 + 1500) / 2 = 1300;
            // cyd p = 1100 − 400 = 700.
            white_wins("bob", "cyd"),
            // ann 1500 and cyd 700 are 800 apart: neither is affected.
            game("ann", "cyd", KnownOutcome::Draw),
        ];

        let states = replay(games);

        assert_eq!(states.len(), 3);
        assert_eq!(states["ann"], RatingState::provisional(1, 1500).unwrap());
        assert_eq!(states["bob"], RatingState::provisional(2, 2600).unwrap());
        assert_eq!(states["cyd"], RatingState::provisional(1, 700).unwrap());
    }

    #[test]
    fn a_replay_establishes_a_player_after_25_counted_games() {
        // ann beats 26 newcomers: 25 performances of 1500, then one
        // established game against an unrated player counted as 1300:
        // 16 + 0.04·(1300 − 1500) = 8.
        let opponents: Vec<String> = (0..26).map(|n| format!("newcomer {n}")).collect();
        let games = opponents.iter().map(|opponent| RatedGame {
            white: "ann".to_owned(),
            black: opponent.clone(),
            outcome: KnownOutcome::Decisive {
                winner: Color::White,
            },
        });

        let states = replay(games);

        let ann = states["ann"];
        assert_eq!(ann.status(), RatingStatus::Established);
        assert_eq!(ann.rating(), Some(1508));
        assert_eq!(ann.games(), 26);
        assert_eq!(ann.performance_sum(), 37_500);
    }

    #[test]
    fn recording_a_game_returns_both_updates_from_the_states_before_it() {
        let mut pool = RatingPool::new();
        pool.record(&white_wins("ann", "bob"));
        let ann = pool.state(&"ann");
        let bob = pool.state(&"bob");

        let updates = pool.record(&game("bob", "ann", KnownOutcome::Draw));

        assert_eq!(updates.white, rate_for_player(bob, ann, GameResult::Draw));
        assert_eq!(updates.black, rate_for_player(ann, bob, GameResult::Draw));
        assert_eq!(pool.state(&"ann"), updates.black.after);
        assert_eq!(pool.state(&"bob"), updates.white.after);
    }

    #[test]
    fn a_player_without_games_is_unrated_in_the_pool() {
        let pool = RatingPool::<u64>::default();

        assert_eq!(pool.state(&7), RatingState::UNRATED);
        assert!(pool.into_states().is_empty());
    }
}
