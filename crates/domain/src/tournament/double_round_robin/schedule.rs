//! The games of one Double Round Robin group.

use serde::{Deserialize, Serialize};

use crate::tournament::PlayerId;
use crate::tournament::round_robin::{RoundRobinRound, double_round_robin};

/// How the tournament's games are played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScheduleKind {
    /// Games measured in days: a group's games all start at once.
    Correspondence,
    /// Games measured in minutes: a group plays in rounds.
    Live,
}

/// The group's games, round by round, seats in the order of `group`.
///
/// tournaments.md: "correspondence groups start all games at once (a group
/// of 4 gives each player 6 simultaneous games)" — one round holding every
/// game; "live groups play them in rounds scheduled by Berger tables" — see
/// [`double_round_robin`].
#[must_use]
pub fn group_schedule(group: &[PlayerId], kind: ScheduleKind) -> Vec<RoundRobinRound> {
    let rounds = double_round_robin(group);
    match kind {
        ScheduleKind::Live => rounds,
        ScheduleKind::Correspondence => vec![RoundRobinRound {
            pairings: rounds
                .into_iter()
                .flat_map(|round| round.pairings)
                .collect(),
            resting: None,
        }],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn group(size: i64) -> Vec<PlayerId> {
        (1..=size).map(PlayerId).collect()
    }

    #[test]
    fn a_correspondence_group_of_four_gives_everyone_six_games_at_once() {
        let schedule = group_schedule(&group(4), ScheduleKind::Correspondence);
        assert_eq!(schedule.len(), 1);
        assert_eq!(schedule[0].pairings.len(), 12);
        for player in group(4) {
            let games = schedule[0]
                .pairings
                .iter()
                .filter(|p| p.involves(player))
                .count();
            assert_eq!(games, 6);
        }
    }

    #[test]
    fn a_live_group_plays_in_berger_rounds() {
        let schedule = group_schedule(&group(5), ScheduleKind::Live);
        assert_eq!(schedule.len(), 10);
        assert!(
            schedule
                .iter()
                .all(|round| round.pairings.len() == 2 && round.resting.is_some())
        );
    }
}
