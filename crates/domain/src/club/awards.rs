//! The end-of-year awards (clubs-and-ladder.md "Awards"): the top 3 ranked
//! players (trophies), the top 10 (medals), the highest rated, the most
//! games played and the most ranks gained, ties shown as ties.

use std::hash::Hash;

use super::history::ClubHistory;

/// The awards of a season, as the club's history stands at its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Awards<P> {
    /// Ranks 1 to 3.
    pub trophies: Vec<P>,
    /// Ranks 1 to 10 (the trophies among them).
    pub medals: Vec<P>,
    /// Everyone with the highest club rating, and that rating.
    pub highest_rated: (Vec<P>, i32),
    /// Everyone with the most ladder games of the season, and how many.
    pub most_games: (Vec<P>, u32),
    /// Everyone with the most ranks earned in the season, and how many.
    pub most_ranks: (Vec<P>, i64),
}

/// The awards of `season` for the players on the ladder of `history`;
/// counts from another season read 0. `None` for an empty ladder.
#[must_use]
pub fn awards<P: Hash + Eq + Clone>(history: &ClubHistory<P>, season: i64) -> Option<Awards<P>> {
    let ladder = history.ladder().players();
    let cards: Vec<(&P, _)> = ladder
        .iter()
        .filter_map(|p| history.card(p).map(|c| (p, c)))
        .collect();
    if cards.is_empty() {
        return None;
    }
    let in_season = |games: u32, ranks: i64, card_season: i64| {
        if card_season == season {
            (games, ranks)
        } else {
            (0, 0)
        }
    };
    let best = |value: &dyn Fn(&super::IndexCard) -> i64| {
        let top = cards.iter().map(|(_, c)| value(c)).max().unwrap_or(0);
        let who = cards
            .iter()
            .filter(|(_, c)| value(c) == top)
            .map(|(p, _)| (*p).clone())
            .collect::<Vec<P>>();
        (who, top)
    };
    let (rated, rating) = best(&|c| i64::from(c.rating));
    let (games_by, games) = best(&|c| i64::from(in_season(c.games, c.ranks_earned, c.season).0));
    let (ranks_by, ranks) = best(&|c| in_season(c.games, c.ranks_earned, c.season).1);
    Some(Awards {
        trophies: ladder.iter().take(3).cloned().collect(),
        medals: ladder.iter().take(10).cloned().collect(),
        highest_rated: (rated, i32::try_from(rating).unwrap_or(i32::MAX)),
        most_games: (games_by, u32::try_from(games).unwrap_or(0)),
        most_ranks: (ranks_by, ranks),
    })
}
