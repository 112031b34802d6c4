//! Challenges as the API shows them (lichess-api-subset.md §2, §3): each
//! with its players and their ratings, in both pools, since a challenge
//! shows them in the pool of its clock.

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_domain::game::GameId;
use redqueen_domain::rating::Pool;
use redqueen_store::{ChallengeRow, RatingRow, StoreResult, UserRow};

use crate::accounts::members_by_id;
use crate::state::AppState;

/// Members' ratings in each pool, by pool and id (unrated members absent).
pub type Ratings = HashMap<(Pool, MemberId), RatingRow>;

/// The players of some challenges: the challengers and those challenged.
#[derive(Debug, Clone)]
pub struct ChallengeParties {
    pub users: HashMap<MemberId, UserRow>,
    pub ratings: Ratings,
}

/// The players of `challenges`, with their ratings in both pools.
///
/// # Errors
/// The database failed.
pub async fn challenge_parties<'a>(
    state: &AppState,
    challenges: impl IntoIterator<Item = &'a ChallengeRow>,
) -> StoreResult<ChallengeParties> {
    let mut ids: Vec<MemberId> = challenges
        .into_iter()
        .flat_map(|c| std::iter::once(c.challenger_id).chain(c.dest_user_id))
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let users = members_by_id(state, ids.iter().copied()).await?;
    let mut ratings = Ratings::new();
    for pool in [Pool::Correspondence, Pool::Live] {
        let rows = state.store.ratings_of(&ids, pool.as_str()).await?;
        ratings.extend(rows.into_iter().map(|(id, row)| ((pool, id), row)));
    }
    Ok(ChallengeParties { users, ratings })
}

/// The challenge `id`, alone: whether it is still pending.
///
/// # Errors
/// The database failed.
pub async fn find_challenge(state: &AppState, id: &GameId) -> StoreResult<Option<ChallengeRow>> {
    state.store.challenge(id.as_str()).await
}

/// The challenge `id` with its players; `None` when there is none.
///
/// # Errors
/// The database failed.
pub async fn challenge_view(
    state: &AppState,
    id: &GameId,
) -> StoreResult<Option<(ChallengeRow, ChallengeParties)>> {
    let Some(challenge) = find_challenge(state, id).await? else {
        return Ok(None);
    };
    let parties = challenge_parties(state, [&challenge]).await?;
    Ok(Some((challenge, parties)))
}

/// A member's pending challenges, to them and from them.
#[derive(Debug)]
pub struct ChallengeLists {
    pub incoming: Vec<ChallengeRow>,
    pub outgoing: Vec<ChallengeRow>,
    pub parties: ChallengeParties,
}

/// `member`'s pending challenges with their players.
///
/// # Errors
/// The database failed.
pub async fn challenge_lists(state: &AppState, member: MemberId) -> StoreResult<ChallengeLists> {
    let incoming = state.store.challenges_to(member, state.now()).await?;
    let outgoing = state.store.challenges_from(member, state.now()).await?;
    let parties = challenge_parties(state, incoming.iter().chain(&outgoing)).await?;
    Ok(ChallengeLists {
        incoming,
        outgoing,
        parties,
    })
}
