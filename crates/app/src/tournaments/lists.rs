//! The tournaments listed (tournaments.md "Pages: list", `GET
//! /api/tournaments`): upcoming, in progress, and over (finished or
//! cancelled), with their winners' names.

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_store::{StoreResult, TournamentList, TournamentRow};

use crate::accounts::members_by_id;
use crate::state::AppState;

/// The three lists.
#[derive(Debug, Clone)]
pub struct TournamentLists {
    pub upcoming: Vec<TournamentRow>,
    pub in_progress: Vec<TournamentRow>,
    pub over: Vec<TournamentRow>,
    /// The winners' usernames, by id.
    pub winners: HashMap<MemberId, String>,
}

impl TournamentLists {
    /// The username of `tournament`'s winner, if it has one.
    #[must_use]
    pub fn winner(&self, tournament: &TournamentRow) -> Option<&str> {
        let winner = tournament.winner_id?;
        self.winners.get(&winner).map(String::as_str)
    }
}

/// The three lists, at most `per_list` tournaments in each.
///
/// # Errors
/// The database failed.
pub async fn tournament_lists(state: &AppState, per_list: i64) -> StoreResult<TournamentLists> {
    let upcoming = state
        .store
        .tournaments(TournamentList::Upcoming, per_list)
        .await?;
    let in_progress = state
        .store
        .tournaments(TournamentList::InProgress, per_list)
        .await?;
    let over = state
        .store
        .tournaments(TournamentList::Over, per_list)
        .await?;
    let winner_ids = [&upcoming, &in_progress, &over]
        .into_iter()
        .flatten()
        .filter_map(|t| t.winner_id);
    let winners = members_by_id(state, winner_ids)
        .await?
        .into_iter()
        .map(|(id, user)| (id, user.username))
        .collect();
    Ok(TournamentLists {
        upcoming,
        in_progress,
        over,
        winners,
    })
}
