//! The end-of-year awards (clubs-and-ladder.md "Awards"): the top 3 ranked
//! players (trophies), the top 10 (medals), the highest rated, the most
//! games played and the most ranks gained, ties shown as ties. Decisions
//! of turn 3: the most games played counts every rated club game of the
//! season (the SLQ and events included), and an award nobody earned is
//! not given.

use std::hash::Hash;

use super::history::{ClubHistory, IndexCard};

/// The awards of a season, as the club's history stands at its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Awards<P> {
    /// Ranks 1 to 3.
    pub trophies: Vec<P>,
    /// Ranks 1 to 10 (the trophies among them).
    pub medals: Vec<P>,
    /// Everyone with the highest club rating, and that rating.
    pub highest_rated: (Vec<P>, i32),
    /// Everyone with the most rated club games of the season, and how
    /// many; `None` when nobody played.
    pub most_games: Option<(Vec<P>, u32)>,
    /// Everyone with the most ranks earned in the season, and how many;
    /// `None` when nobody gained a rank.
    pub most_ranks: Option<(Vec<P>, i64)>,
}

/// The awards of `season` for the players on the ladder of `history`;
/// counts from another season read 0. `None` for an empty ladder.
#[must_use]
pub fn awards<P: Hash + Eq + Clone>(history: &ClubHistory<P>, season: i64) -> Option<Awards<P>> {
    let ladder = history.ladder().players();
    let cards: Vec<(&P, &IndexCard)> = ladder
        .iter()
        .filter_map(|p| history.card(p).map(|c| (p, c)))
        .collect();
    if cards.is_empty() {
        return None;
    }
    let best = |value: &dyn Fn(&IndexCard) -> i64| {
        let top = cards.iter().map(|(_, c)| value(c)).max().unwrap_or(0);
        let who = cards
            .iter()
            .filter(|(_, c)| value(c) == top)
            .map(|(p, _)| (*p).clone())
            .collect::<Vec<P>>();
        (who, top)
    };
    let this_season = |card: &IndexCard, count: i64| if card.season == season { count } else { 0 };
    let (rated, rating) = best(&|c| i64::from(c.rating));
    let (games_by, games) = best(&|c| this_season(c, i64::from(c.rated_games)));
    let (ranks_by, ranks) = best(&|c| this_season(c, c.ranks_earned));
    Some(Awards {
        trophies: ladder.iter().take(3).cloned().collect(),
        medals: ladder.iter().take(10).cloned().collect(),
        highest_rated: (rated, i32::try_from(rating).unwrap_or(i32::MAX)),
        most_games: (games > 0).then(|| (games_by, u32::try_from(games).unwrap_or(0))),
        most_ranks: (ranks > 0).then_some((ranks_by, ranks)),
    })
}
