//! Score groups and the score-group distance of `tournaments.md` goal 1.

/// The distinct scores of the players to be paired, highest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ScoreGroups {
    /// Each distinct score with how many players have it, highest score first.
    groups: Vec<(u32, u32)>,
}

impl ScoreGroups {
    /// Groups the scores of the players left after the bye is removed.
    pub(crate) fn new(scores: impl IntoIterator<Item = u32>) -> Self {
        let mut sorted: Vec<u32> = scores.into_iter().collect();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let mut groups: Vec<(u32, u32)> = Vec::new();
        for score in sorted {
            match groups.last_mut() {
                Some((last, count)) if *last == score => *count += 1,
                _ => groups.push((score, 1)),
            }
        }
        Self { groups }
    }

    /// The position of `score`'s group, 0 for the highest (a score that no
    /// player has sits where it would be inserted).
    pub(crate) fn index(&self, score: u32) -> u32 {
        let position = self.groups.partition_point(|(group, _)| *group > score);
        u32::try_from(position).unwrap_or(u32::MAX)
    }

    /// How many groups apart two scores are: a pair's share of goal 1.
    pub(crate) fn distance(&self, a: u32, b: u32) -> u32 {
        self.index(a).abs_diff(self.index(b))
    }

    /// tournaments.md goal 1: "the number of boundaries between score groups
    /// that have an odd number of players above them". Every such boundary
    /// must be crossed by at least one pair, so no pairing can do better.
    pub(crate) fn lower_bound(&self) -> u32 {
        let mut above = 0;
        let mut odd_boundaries = 0;
        for (_, count) in self.groups.iter().take(self.groups.len().saturating_sub(1)) {
            above += count;
            odd_boundaries += above % 2;
        }
        odd_boundaries
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floating_two_groups_down_costs_two() {
        let groups = ScoreGroups::new([6, 4, 4, 2, 2, 0]);
        assert_eq!(groups.distance(6, 2), 2);
        assert_eq!(groups.distance(4, 4), 0);
        assert_eq!(groups.distance(0, 6), 3);
    }

    #[test]
    fn missing_scores_do_not_count_as_groups() {
        let groups = ScoreGroups::new([8, 2]);
        assert_eq!(groups.distance(8, 2), 1);
    }

    #[test]
    fn the_lower_bound_counts_boundaries_with_an_odd_number_above() {
        // Groups of 1, 2, 2, 1: above the boundaries 1, 3, 5 players.
        assert_eq!(ScoreGroups::new([6, 4, 4, 2, 2, 0]).lower_bound(), 3);
        // Groups of 2, 2: above the boundary 2 players.
        assert_eq!(ScoreGroups::new([4, 4, 2, 2]).lower_bound(), 0);
        // Groups of 1, 1, 2: above 1 and 2.
        assert_eq!(ScoreGroups::new([4, 2, 0, 0]).lower_bound(), 1);
        assert_eq!(ScoreGroups::new([]).lower_bound(), 0);
    }
}
