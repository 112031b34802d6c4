//! What a member's profile shows, gathered at once: the independent reads
//! run concurrently, and the members-only rule is applied here, so no page
//! can show personal information to a visitor by forgetting it.

use std::collections::HashMap;

use redqueen_domain::Named;
use redqueen_domain::account::{MemberId, Username};
use redqueen_domain::game::Color;
use redqueen_domain::rating::Pool;
use redqueen_store::{
    GameCounts, GameFilter, GameQuery, GameRow, OpeningPlayed, ProfileRow, RatingPoint, RatingRow,
    Store, StoreResult, UserRow,
};

use crate::accounts::find_member;
use crate::state::AppState;

/// Games in progress listed on a profile.
const PLAYING: i64 = 50;
/// Recent results listed on a profile.
const RECENT: i64 = 10;
/// Openings shown per colour.
const OPENINGS: i64 = 5;

/// A profile, ready to be drawn.
#[derive(Debug, Clone)]
pub struct ProfileView {
    pub member: UserRow,
    /// Every pool, in the order of [`Pool`] (product.md §7: profiles show
    /// both pools).
    pub pools: Vec<PoolRating>,
    pub counts: GameCounts,
    pub playing: Vec<GameRow>,
    pub recent: Vec<GameRow>,
    /// Both players of every game listed, by id.
    pub players: HashMap<MemberId, UserRow>,
    /// Personal information, for logged-in members only (product.md §1).
    pub personal: Option<ProfileRow>,
    /// The end of the member's current vacation: opponents see that a
    /// player is away, and until when (product.md §4).
    pub away_until: Option<i64>,
    /// The openings they played most, with White and with Black
    /// (docs/openings.md).
    pub openings: [Vec<OpeningPlayed>; 2],
}

/// A member's standing in one rating pool.
#[derive(Debug, Clone)]
pub struct PoolRating {
    pub pool: Pool,
    /// Unrated (the default row) when they have no rating in it.
    pub rating: RatingRow,
    /// Oldest first.
    pub history: Vec<RatingPoint>,
}

/// The member's standing in every pool, in the order of [`Pool`].
async fn pool_ratings(store: &Store, id: MemberId) -> StoreResult<Vec<PoolRating>> {
    let ids = [id];
    let mut pools = Vec::new();
    for &pool in <Pool as Named>::ALL {
        let (mut ratings, history) = tokio::try_join!(
            store.ratings_of(&ids, pool.as_str()),
            store.rating_history(id, pool.as_str()),
        )?;
        pools.push(PoolRating {
            pool,
            rating: ratings.remove(&id).unwrap_or_default(),
            history,
        });
    }
    Ok(pools)
}

/// `member`'s personal information, for them to edit.
///
/// # Errors
/// The database failed.
pub async fn personal_details(state: &AppState, member: MemberId) -> StoreResult<ProfileRow> {
    state.store.profile(member).await
}

/// The profile of the member called `username` as `viewer` (`None`: a
/// visitor) sees it; `None` when nobody is called that.
///
/// # Errors
/// The database failed.
pub async fn profile_view(
    state: &AppState,
    username: &Username,
    viewer: Option<&UserRow>,
) -> anyhow::Result<Option<ProfileView>> {
    let Some(member) = find_member(state, username).await? else {
        return Ok(None);
    };
    let store = &state.store;
    let id = member.id;
    let personal = async {
        match viewer {
            Some(_) => store.profile(id).await.map(Some),
            None => Ok(None),
        }
    };
    let in_progress = GameQuery::of(id, GameFilter::InProgress, PLAYING);
    let finished = GameQuery::of(id, GameFilter::Finished, RECENT);
    let (pools, counts, playing, recent, personal, away_until, white, black) = tokio::try_join!(
        pool_ratings(store, id),
        store.game_counts(id),
        store.games(&in_progress),
        store.games(&finished),
        personal,
        crate::vacation::on_vacation_until(state, id),
        store.openings_played(id, Color::White, OPENINGS),
        store.openings_played(id, Color::Black, OPENINGS),
    )?;
    let mut ids: Vec<MemberId> = playing
        .iter()
        .chain(&recent)
        .flat_map(|g| [g.white_id, g.black_id])
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let players = store
        .users_by_ids(&ids)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect();
    Ok(Some(ProfileView {
        member,
        pools,
        counts,
        playing,
        recent,
        players,
        personal,
        away_until,
        openings: [white, black],
    }))
}
