//! The initial ladder after the Swiss Ladder Qualifier (clubs-and-ladder.md
//! "The ladder board"): its participants ranked by club rating, highest
//! first; ties by SLQ score, then by the tournament's tie-breaks, then by
//! lot; the members who did not play it follow in the order they joined.

use std::cmp::Reverse;

use super::ladder::Ladder;

/// A participant of the SLQ as the placement reads them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Qualifier<P> {
    pub player: P,
    /// Club rating at the end of the SLQ.
    pub rating: i32,
    /// SLQ score in half points.
    pub score_halves: u32,
    /// The tournament's tie-break values in their order, higher better.
    pub tiebreaks: Vec<i64>,
    /// The lot drawn for a tie nothing else breaks (lowest first).
    pub lot: u64,
}

/// The ladder the SLQ sets: `qualifiers` in the order above, then
/// `others` in the order they joined.
#[must_use]
pub fn initial_placement<P: Clone + PartialEq>(
    qualifiers: &[Qualifier<P>],
    others: &[P],
) -> Ladder<P> {
    let mut ranked: Vec<&Qualifier<P>> = qualifiers.iter().collect();
    ranked.sort_by_key(|q| {
        (
            Reverse(q.rating),
            Reverse(q.score_halves),
            Reverse(q.tiebreaks.clone()),
            q.lot,
        )
    });
    let mut players: Vec<P> = ranked.into_iter().map(|q| q.player.clone()).collect();
    for player in others {
        if !players.contains(player) {
            players.push(player.clone());
        }
    }
    Ladder::from_ranks(players)
}
