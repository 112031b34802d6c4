//! The players of one round to be paired (the bye already removed), in the
//! order the pairing engines work in: highest score group first, random
//! order inside each group.

use std::ops::Range;

use super::SwissPlayer;
use super::color::{self, ColorState};
use super::score_groups::ScoreGroups;

/// The marker for "not paired" in a `mate` vector.
pub(crate) const UNPAIRED: usize = usize::MAX;

/// One player to pair, with what the rules need precomputed.
#[derive(Debug, Clone)]
pub(crate) struct Entrant<'a> {
    /// The player as the server described them.
    pub(crate) player: &'a SwissPlayer,
    /// Their color history, reduced.
    pub(crate) color: ColorState,
    /// Their score group, 0 for the highest.
    pub(crate) group: u32,
}

/// The players to pair, sorted by score group.
#[derive(Debug, Clone)]
pub(crate) struct Field<'a> {
    entrants: Vec<Entrant<'a>>,
    lower_bound: u32,
}

impl<'a> Field<'a> {
    /// Sorts `players` by score, highest first, keeping their given order
    /// (shuffled by the caller) inside each score group.
    pub(crate) fn new(mut players: Vec<&'a SwissPlayer>) -> Self {
        players.sort_by_key(|p| std::cmp::Reverse(p.score));
        let groups = ScoreGroups::new(players.iter().map(|p| p.score));
        let entrants = players
            .into_iter()
            .map(|player| Entrant {
                player,
                color: ColorState::from_history(&player.colors),
                group: groups.index(player.score),
            })
            .collect();
        Self {
            entrants,
            lower_bound: groups.lower_bound(),
        }
    }

    /// How many players there are.
    pub(crate) fn len(&self) -> usize {
        self.entrants.len()
    }

    /// The `i`-th player.
    pub(crate) fn entrant(&self, i: usize) -> &Entrant<'a> {
        &self.entrants[i]
    }

    /// Whether `i` and `j` may meet: not the same player, not met before
    /// (rule 2), and colors possible without a fourth in a row (rule 5).
    pub(crate) fn compatible(&self, i: usize, j: usize) -> bool {
        let (a, b) = (&self.entrants[i], &self.entrants[j]);
        i != j && !have_met(a.player, b.player) && color::can_meet(a.color, b.color)
    }

    /// Score groups crossed by the pair (goal 1).
    pub(crate) fn distance(&self, i: usize, j: usize) -> u32 {
        self.entrants[i].group.abs_diff(self.entrants[j].group)
    }

    /// Whether the pair lets both alternate colors (goal 2).
    pub(crate) fn alternates(&self, i: usize, j: usize) -> bool {
        color::alternates(self.entrants[i].color, self.entrants[j].color)
    }

    /// Goal 1's lower bound for this field.
    pub(crate) fn lower_bound(&self) -> u32 {
        self.lower_bound
    }

    /// The index ranges of the score groups, highest first.
    pub(crate) fn groups(&self) -> Vec<Range<usize>> {
        let mut ranges: Vec<Range<usize>> = Vec::new();
        for (i, entrant) in self.entrants.iter().enumerate() {
            match ranges.last_mut() {
                Some(range) if self.entrants[range.start].group == entrant.group => {
                    range.end = i + 1
                }
                _ => ranges.push(i..i + 1),
            }
        }
        ranges
    }
}

/// Rule 2: whether the two have met, as either of them records it.
pub(crate) fn have_met(a: &SwissPlayer, b: &SwissPlayer) -> bool {
    a.opponents.contains(&b.id) || b.opponents.contains(&a.id)
}
