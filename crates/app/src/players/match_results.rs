//! A member's club matches for their profile (issue 52: "each player's
//! profile lists their match games and score"): each match they played on
//! a board, the latest first, with their points from its games there.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::MatchStatus;
use redqueen_domain::game::Color;

use crate::state::AppState;

/// Most matches a profile shows.
const SHOWN: i64 = 20;

/// One match of the member's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchResult {
    /// The match's page as its inviting club shows it.
    pub club: i64,
    pub id: String,
    pub inviting: String,
    pub invited: String,
    pub board: i32,
    pub status: MatchStatus,
    /// The member's points from their finished games, in half points.
    pub halves: u32,
    /// Their finished games, and all of them.
    pub finished: u32,
    pub games: u32,
}

/// The member's matches, latest first.
///
/// # Errors
/// The database failed.
pub async fn match_results(state: &AppState, member: MemberId) -> anyhow::Result<Vec<MatchResult>> {
    let played = state.store.matches_played(member, SHOWN).await?;
    Ok(played
        .into_iter()
        .map(|m| {
            let results: Vec<u32> = m
                .games
                .iter()
                .filter_map(|(result, white)| {
                    let color = if *white == member {
                        Color::White
                    } else {
                        Color::Black
                    };
                    result.map(|r| r.points_for(color))
                })
                .collect();
            MatchResult {
                club: m.inviting_club_id,
                id: m.id,
                inviting: m.inviting_name,
                invited: m.invited_name,
                board: m.board,
                status: m.status,
                halves: results.iter().sum(),
                finished: u32::try_from(results.len()).unwrap_or(u32::MAX),
                games: u32::try_from(m.games.len()).unwrap_or(u32::MAX),
            }
        })
        .collect())
}
