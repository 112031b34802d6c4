//! A member's tournament results for their profile (product.md §9): each
//! finished tournament they played, with their place — in a Swiss their
//! rank in the final standings, in a Double Round Robin their rank in the
//! group of the last round they played — and whether they won it.

use redqueen_domain::account::MemberId;
use redqueen_domain::tournament::PairingSystem;

use crate::state::AppState;
use crate::tournaments::tournament_view;

/// Most results a profile shows.
const SHOWN: i64 = 20;

/// One finished tournament of the member's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentResult {
    pub id: String,
    pub name: String,
    pub won: bool,
    pub place: Option<Place>,
}

/// Where the member finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A Swiss: rank among `of`, with the score (win 2, draw 1).
    Swiss { rank: u32, of: usize, score: u32 },
    /// A Double Round Robin: rank in their group of `of` in `round`.
    Group { round: i32, rank: u32, of: usize },
}

/// The member's results, latest first.
///
/// # Errors
/// The database failed.
pub async fn tournament_results(
    state: &AppState,
    member: MemberId,
) -> anyhow::Result<Vec<TournamentResult>> {
    let played = state.store.tournaments_played(member, SHOWN).await?;
    let mut results = Vec::with_capacity(played.len());
    for tournament in played {
        let Some(view) =
            tournament_view(state, &crate::stored_id::tournament(&tournament.id)?).await?
        else {
            continue;
        };
        let place = if tournament.system == PairingSystem::Swiss {
            view.standings
                .iter()
                .find(|s| s.player == member)
                .map(|s| Place::Swiss {
                    rank: s.rank,
                    of: view.standings.len(),
                    score: s.score,
                })
        } else {
            view.rounds.iter().rev().find_map(|round| {
                let group = round.groups.iter().find(|g| g.players.contains(&member))?;
                let standing = group.standings.iter().find(|s| s.player == member)?;
                Some(Place::Group {
                    round: round.row.number,
                    rank: standing.rank,
                    of: group.standings.len(),
                })
            })
        };
        results.push(TournamentResult {
            won: tournament.winner_id == Some(member),
            id: tournament.id,
            name: tournament.name,
            place,
        });
    }
    Ok(results)
}
