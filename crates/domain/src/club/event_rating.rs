//! Club ratings in club events (clubs-and-ladder.md "Club ratings",
//! "When"): in the SLQ everyone starts at 1200 and is re-rated at the end
//! of each round, every game of the round computed from the ratings at the
//! start of that round; in other club events, at the end of the event,
//! every game from the ratings at its start. Both are one step: a set of
//! games rated together from the ratings before them.

use std::collections::HashMap;
use std::hash::Hash;

use shakmaty::{ByColor, KnownOutcome};

use super::control::ClubControl;
use super::rating::club_rating_change;

/// A game of an event between `white` and `black`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventGame<P> {
    pub white: P,
    pub black: P,
    pub outcome: KnownOutcome,
}

/// The ratings after `games`, each computed with `control`'s table from
/// the `before` ratings and the changes added up. A game with a player who
/// has no club rating (a non-member in an open event) changes nothing.
#[must_use]
pub fn rate_together<P: Hash + Eq + Clone>(
    control: ClubControl,
    before: &HashMap<P, i32>,
    games: &[EventGame<P>],
) -> HashMap<P, i32> {
    let mut after = before.clone();
    for game in games {
        let (Some(&white), Some(&black)) = (before.get(&game.white), before.get(&game.black))
        else {
            continue;
        };
        let change = club_rating_change(control, ByColor { white, black }, game.outcome);
        *after.entry(game.white.clone()).or_insert(white) += change.white;
        *after.entry(game.black.clone()).or_insert(black) += change.black;
    }
    after
}
