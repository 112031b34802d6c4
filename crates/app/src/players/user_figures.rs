//! A member as lichess's user object shows them (lichess-api-subset.md §1,
//! §6, §8): their ratings and game counts, and for a BOT the games it
//! played at each speed.

use std::collections::HashMap;

use redqueen_domain::account::Username;
use redqueen_domain::game::Speed;
use redqueen_domain::rating::Pool;
use redqueen_store::{GameCounts, RatingRow, UserRow};

use crate::accounts::{ONLINE_FOR_MS, find_member};
use crate::state::AppState;

/// A member with the figures of their user object.
#[derive(Debug, Clone)]
pub struct UserFigures {
    pub user: UserRow,
    /// Their rating in each pool they have one in, in the order of
    /// [`Pool`].
    pub ratings: Vec<(Pool, RatingRow)>,
    /// For a BOT, the games it played at each speed; empty for others.
    pub played_by_speed: HashMap<Speed, i64>,
    pub counts: GameCounts,
}

/// `user`'s figures.
///
/// # Errors
/// The database failed.
pub async fn user_figures(state: &AppState, user: UserRow) -> anyhow::Result<UserFigures> {
    let mut ratings = Vec::new();
    for pool in [Pool::Correspondence, Pool::Live] {
        let mut rows = state.store.ratings_of(&[user.id], pool.as_str()).await?;
        if let Some(row) = rows.remove(&user.id) {
            ratings.push((pool, row));
        }
    }
    let played_by_speed = if user.is_bot {
        played_by_speed(state, &user).await?
    } else {
        HashMap::new()
    };
    let counts = state.store.game_counts(user.id).await?;
    Ok(UserFigures {
        user,
        ratings,
        played_by_speed,
        counts,
    })
}

/// The figures of a token's owner, `user`: the token's account is cached
/// (`accounts::access_token`) and its gems change with every live game,
/// so they are read now.
///
/// # Errors
/// The database failed.
pub async fn own_figures(state: &AppState, user: UserRow) -> anyhow::Result<UserFigures> {
    let gems = state.store.gems_of(user.id).await?;
    user_figures(state, UserRow { gems, ..user }).await
}

/// The figures of the member called `username`; `None` when nobody is.
///
/// # Errors
/// The database failed.
pub async fn figures_of(
    state: &AppState,
    username: &Username,
) -> anyhow::Result<Option<UserFigures>> {
    match find_member(state, username).await? {
        Some(user) => Ok(Some(user_figures(state, user).await?)),
        None => Ok(None),
    }
}

/// The figures of the BOT accounts online now (seen in the last
/// [`ONLINE_FOR_MS`]), most recently seen first, `most` at most.
///
/// # Errors
/// The database failed.
pub async fn online_bots(state: &AppState, most: i64) -> anyhow::Result<Vec<UserFigures>> {
    let since = state.now() - ONLINE_FOR_MS;
    let bots = state.store.bots_seen_since(since, most).await?;
    let mut figures = Vec::with_capacity(bots.len());
    for bot in bots {
        figures.push(user_figures(state, bot).await?);
    }
    Ok(figures)
}

/// The games `bot` played at each speed.
async fn played_by_speed(state: &AppState, bot: &UserRow) -> anyhow::Result<HashMap<Speed, i64>> {
    let mut played = HashMap::new();
    for (control, games) in state.store.games_played_by_time_control(bot.id).await? {
        *played.entry(Speed::of(control)).or_default() += games;
    }
    Ok(played)
}
