//! Pending challenges and open games as the challenges page and the lobby
//! list them, with the players they name: their ratings in both pools
//! (and their gems, on the user rows), and for a club ladder challenge the
//! club and its members' club ratings.

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_domain::club::ClubId;
use redqueen_domain::rating::Pool;
use redqueen_store::{ChallengeRow, RatingRow, StoreResult, UserRow};

use super::challenge_view::{ChallengeParties, challenge_parties};
use crate::state::AppState;

/// The players of some challenges, with their ratings in both pools, and
/// the clubs of the ladder challenges among them with their members'
/// club ratings.
#[derive(Debug, Clone)]
pub struct Challengers {
    parties: ChallengeParties,
    clubs: HashMap<i64, String>,
    club_ratings: HashMap<(i64, MemberId), i32>,
}

impl Challengers {
    /// The member `id`, if a challenge named them.
    #[must_use]
    pub fn user(&self, id: MemberId) -> Option<&UserRow> {
        self.parties.users.get(&id)
    }

    /// The member `id`'s rating in `pool` (unrated when they have none).
    #[must_use]
    pub fn rating(&self, pool: Pool, id: MemberId) -> RatingRow {
        self.parties
            .ratings
            .get(&(pool, id))
            .copied()
            .unwrap_or_default()
    }

    /// The name of the club `club`, if it still exists.
    #[must_use]
    pub fn club_name(&self, club: ClubId) -> Option<&str> {
        self.clubs.get(&club.0).map(String::as_str)
    }

    /// The member `id`'s rating on their card in the club `club`.
    #[must_use]
    pub fn club_rating(&self, club: ClubId, id: MemberId) -> Option<i32> {
        self.club_ratings.get(&(club.0, id)).copied()
    }
}

/// The challenges to and from a member (those sent to somebody; their
/// open games are in the lobby).
#[derive(Debug, Clone)]
pub struct ChallengesView {
    pub incoming: Vec<ChallengeRow>,
    pub outgoing: Vec<ChallengeRow>,
    pub players: Challengers,
}

/// The open games anyone may join.
#[derive(Debug, Clone)]
pub struct LobbyView {
    pub open: Vec<ChallengeRow>,
    pub players: Challengers,
}

/// The challenges pending now to and from `member_id`.
///
/// # Errors
/// The database failed.
pub async fn challenges_view(state: &AppState, member_id: MemberId) -> StoreResult<ChallengesView> {
    let incoming = state.store.challenges_to(member_id, state.now()).await?;
    let outgoing: Vec<ChallengeRow> = state
        .store
        .challenges_from(member_id, state.now())
        .await?
        .into_iter()
        .filter(|c| c.dest_user_id.is_some())
        .collect();
    let all: Vec<&ChallengeRow> = incoming.iter().chain(&outgoing).collect();
    let players = challengers(state, &all).await?;
    Ok(ChallengesView {
        incoming,
        outgoing,
        players,
    })
}

/// The first `listed` open games, newest first.
///
/// # Errors
/// The database failed.
pub async fn lobby_view(state: &AppState, listed: i64) -> StoreResult<LobbyView> {
    let open = state.store.open_challenges(state.now(), listed).await?;
    let players = challengers(state, &open.iter().collect::<Vec<_>>()).await?;
    Ok(LobbyView { open, players })
}

/// Reads the players named by `challenges` (challengers and challenged).
async fn challengers(state: &AppState, challenges: &[&ChallengeRow]) -> StoreResult<Challengers> {
    let parties = challenge_parties(state, challenges.iter().copied()).await?;
    let store = &state.store;
    let mut clubs = HashMap::new();
    let mut club_ratings = HashMap::new();
    for club in challenges.iter().filter_map(|c| c.club_id) {
        if clubs.contains_key(&club) {
            continue;
        }
        let Some(row) = store.club(club).await? else {
            continue;
        };
        clubs.insert(club, row.name);
        for card in store.club_cards(club).await? {
            club_ratings.insert((club, card.member_id), card.rating);
        }
    }
    Ok(Challengers {
        parties,
        clubs,
        club_ratings,
    })
}
