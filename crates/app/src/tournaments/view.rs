//! A tournament as its page and the API show it: players, rounds with
//! their games, groups and byes, standings with the tie-breaks. Shared by
//! both, so they can never disagree.

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_domain::tournament::standings::Standing;
use redqueen_domain::tournament::{PairingSystem, RoundStatus, TournamentId};
use redqueen_store::{RoundRow, TournamentGameRow, TournamentRecord};

use super::ratings::current_ratings;
use super::scoring::{Ratings, group_standings, groups_of, swiss_standings};
use crate::state::AppState;

/// Everything shown about one tournament.
#[derive(Debug, Clone)]
pub struct TournamentView {
    pub record: TournamentRecord,
    /// Swiss: the whole field's standings (empty before round 1; a Double
    /// Round Robin has them per group and round).
    pub standings: Vec<Standing>,
    pub rounds: Vec<RoundView>,
    names: HashMap<MemberId, String>,
}

/// One round.
#[derive(Debug, Clone)]
pub struct RoundView {
    pub row: RoundRow,
    /// Double Round Robin: the groups with their standings.
    pub groups: Vec<GroupView>,
    /// The round's games, board by board.
    pub games: Vec<TournamentGameRow>,
}

/// One group of a Double Round Robin round.
#[derive(Debug, Clone)]
pub struct GroupView {
    pub number: i32,
    /// In seat order.
    pub players: Vec<MemberId>,
    pub standings: Vec<Standing>,
}

impl TournamentView {
    /// The view of a loaded tournament with current ratings `ratings` (used
    /// wherever no rating was kept yet).
    #[must_use]
    pub fn new(record: TournamentRecord, ratings: &Ratings) -> Self {
        let standings = if record.tournament.system == PairingSystem::Swiss {
            swiss_standings(&record, ratings)
        } else {
            Vec::new()
        };
        let rounds = record
            .rounds
            .iter()
            .map(|round| {
                let decided = round.status == RoundStatus::Finished;
                let groups = groups_of(&record, round.number, |seat| {
                    if decided {
                        seat.rating
                    } else {
                        ratings.get(&seat.user_id).copied()
                    }
                });
                let tables = group_standings(&record, round.number, &groups);
                RoundView {
                    row: round.clone(),
                    groups: groups
                        .into_iter()
                        .zip(tables)
                        .map(|(group, standings)| GroupView {
                            number: group.number,
                            players: group.players.iter().map(|p| p.id).collect(),
                            standings,
                        })
                        .collect(),
                    games: record
                        .games
                        .iter()
                        .filter(|g| g.round == round.number)
                        .cloned()
                        .collect(),
                }
            })
            .collect();
        let names = record
            .entrants
            .iter()
            .map(|e| (e.user_id, e.username.clone()))
            .collect();
        Self {
            record,
            standings,
            rounds,
            names,
        }
    }

    /// The username of an entrant.
    #[must_use]
    pub fn name(&self, user_id: MemberId) -> &str {
        self.names.get(&user_id).map_or("?", String::as_str)
    }

    /// Whether `user_id` has joined.
    #[must_use]
    pub fn has_joined(&self, user_id: MemberId) -> bool {
        self.names.contains_key(&user_id)
    }
}

/// The tournament `id` as shown, or `None` when there is none.
///
/// # Errors
/// The database failed.
pub async fn tournament_view(
    state: &AppState,
    id: &TournamentId,
) -> anyhow::Result<Option<TournamentView>> {
    let Some(record) = state.store.tournament_record(id.as_str()).await? else {
        return Ok(None);
    };
    let ratings = current_ratings(state, &record).await?;
    Ok(Some(TournamentView::new(record, &ratings)))
}
