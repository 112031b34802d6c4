//! The deadlines of the games about to run out, kept in memory so that a
//! live game whose player runs out is ended at that instant (live-games.md;
//! the 100 ms), not at the clock sweeper's next round.
//!
//! Every saved change arms its game's new deadline here (`play::transition`)
//! and the flag timer (`jobs/live_flags.rs`) ends each game when its time
//! comes, through the same use case as the sweeper. The stored deadline
//! stays the truth: the timer also arms what the database says is about
//! to expire (after a restart, or for a game changed through another app
//! server), and a game ended twice is ended once (its version check). Only
//! deadlines within [`HORIZON_MS`] are kept, so the memory is that of the
//! games being played live, not of every correspondence game.

use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;

use redqueen_domain::time::MINUTE_MS;
use tokio::sync::Notify;

/// How far ahead deadlines are kept: past the longest move time (10
/// minutes, Standard), so every live game's next deadline is in.
pub const HORIZON_MS: i64 = 15 * MINUTE_MS;

/// The armed deadlines, earliest first.
#[derive(Default)]
pub struct Deadlines {
    armed: Mutex<Armed>,
    /// Wakes the timer when the earliest deadline may have changed.
    changed: Notify,
}

#[derive(Default)]
struct Armed {
    by_time: BTreeSet<(i64, String)>,
    by_game: HashMap<String, i64>,
}

/// Whether a deadline at `at` is kept at `now`.
fn within(at: i64, now: i64) -> bool {
    at <= now.saturating_add(HORIZON_MS)
}

impl Armed {
    /// Sets `game`'s deadline; true when it changed.
    fn set(&mut self, game: &str, at: Option<i64>) -> bool {
        let previous = match at {
            Some(at) => self.by_game.insert(game.to_owned(), at),
            None => self.by_game.remove(game),
        };
        if previous == at {
            return false;
        }
        if let Some(previous) = previous {
            self.by_time.remove(&(previous, game.to_owned()));
        }
        if let Some(at) = at {
            self.by_time.insert((at, game.to_owned()));
        }
        true
    }
}

impl Deadlines {
    /// Sets `game`'s deadline to `at` (`None`: it has none, it ended),
    /// replacing the one armed before; a deadline past the horizon from
    /// `now` is left to the sweeper.
    pub fn arm(&self, game: &str, at: Option<i64>, now: i64) {
        let moved = self.lock().set(game, at.filter(|at| within(*at, now)));
        if moved {
            self.changed.notify_one();
        }
    }

    /// Arms each of `found` (game, deadline) read from the database, unless
    /// the game is armed already: a change saved here since the read armed
    /// its newer deadline.
    pub fn arm_unarmed(&self, found: Vec<(String, i64)>, now: i64) {
        let mut armed = self.lock();
        let mut moved = false;
        for (game, at) in found {
            if within(at, now) && !armed.by_game.contains_key(&game) {
                moved |= armed.set(&game, Some(at));
            }
        }
        drop(armed);
        if moved {
            self.changed.notify_one();
        }
    }

    /// The earliest deadline armed.
    #[must_use]
    pub fn next(&self) -> Option<i64> {
        self.lock().by_time.first().map(|(at, _)| *at)
    }

    /// The games whose deadline is at or before `now`, disarmed: the
    /// timer ends them.
    pub fn take_due(&self, now: i64) -> Vec<String> {
        let mut armed = self.lock();
        let mut due = Vec::new();
        while let Some((at, _)) = armed.by_time.first()
            && *at <= now
        {
            if let Some((_, game)) = armed.by_time.pop_first() {
                armed.by_game.remove(&game);
                due.push(game);
            }
        }
        due
    }

    /// How many games are armed.
    #[must_use]
    pub fn len(&self) -> usize {
        self.lock().by_game.len()
    }

    /// True when none is.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Resolves when a deadline was armed or moved since the last call.
    pub async fn changed(&self) {
        self.changed.notified().await;
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Armed> {
        self.armed
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_latest_arming_of_a_game_replaces_the_one_before() {
        let deadlines = Deadlines::default();
        deadlines.arm("a", Some(300), 0);
        deadlines.arm("b", Some(200), 0);
        deadlines.arm("a", Some(100), 0);
        assert_eq!((deadlines.len(), deadlines.next()), (2, Some(100)));
        assert_eq!(deadlines.take_due(99), Vec::<String>::new());
        assert_eq!(deadlines.take_due(200), vec!["a", "b"]);
        assert!(deadlines.is_empty());
    }

    #[test]
    fn an_ended_game_is_disarmed_and_far_deadlines_are_left_to_the_sweeper() {
        let deadlines = Deadlines::default();
        deadlines.arm("live", Some(1_000), 0);
        deadlines.arm("live", None, 0);
        deadlines.arm("correspondence", Some(HORIZON_MS + 1), 0);
        assert!(deadlines.is_empty());
        deadlines.arm("soon", Some(HORIZON_MS), 0);
        assert_eq!(deadlines.take_due(HORIZON_MS), vec!["soon"]);
    }

    #[test]
    fn a_stored_deadline_does_not_replace_one_armed_here() {
        let deadlines = Deadlines::default();
        deadlines.arm("moved here", Some(500), 0);
        deadlines.arm_unarmed(
            vec![("moved here".into(), 100), ("moved elsewhere".into(), 200)],
            0,
        );
        assert_eq!(deadlines.take_due(200), vec!["moved elsewhere"]);
        assert_eq!(deadlines.next(), Some(500));
    }
}
