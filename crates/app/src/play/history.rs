//! Games as an export asks for them (lichess-api-subset.md §7): one game
//! (`GET /game/export/{id}`), or a member's (`GET
//! /api/games/user/{username}`), where every filter goes to the store's
//! one query, so `max` counts matching games.

use std::collections::HashMap;

use redqueen_domain::account::{MemberId, Username};
use redqueen_domain::game::{Color, GameId};
use redqueen_store::{GameFilter, GameQuery, GameRow, UserRow};

use crate::accounts::{find_member, member_named, members_by_id};
use crate::games::LoadedGame;
use crate::state::AppState;

/// What the export asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameExport {
    pub ongoing: bool,
    pub finished: bool,
    /// Created at or after (ms).
    pub since: Option<i64>,
    /// Created at or before (ms).
    pub until: Option<i64>,
    pub rated: Option<bool>,
    /// The colour the member played.
    pub color: Option<Color>,
    /// The opponent's username.
    pub vs: Option<String>,
    pub oldest_first: bool,
    pub max: i64,
}

/// A game with both players: what an export writes out and a game's
/// stream opens with.
#[derive(Debug, Clone)]
pub struct GameWithPlayers {
    pub game: LoadedGame,
    pub white: UserRow,
    pub black: UserRow,
}

/// The game `id` with both players, as `requester` may see it: `None`
/// when there is no such game, or none they may see (a game deleted by
/// agreement is only for its players).
///
/// # Errors
/// The database failed, or the stored game could not be restored.
pub async fn exported_game(
    state: &AppState,
    id: &GameId,
    requester: Option<MemberId>,
) -> anyhow::Result<Option<GameWithPlayers>> {
    let Some(row) = super::visible_game(state, id, requester).await? else {
        return Ok(None);
    };
    let users = members_by_id(state, [row.white_id, row.black_id]).await?;
    with_players(row, &users).transpose()
}

/// The games of the member called `username` that `export` asks for, in
/// its order, as `requester` may see them; `None` when nobody is called
/// so.
///
/// # Errors
/// The database failed, or a stored game could not be restored.
pub async fn export_games(
    state: &AppState,
    username: &Username,
    requester: Option<MemberId>,
    export: &GameExport,
) -> anyhow::Result<Option<Vec<GameWithPlayers>>> {
    let Some(member) = find_member(state, username).await? else {
        return Ok(None);
    };
    games_of(state, &member, requester, export).await.map(Some)
}

/// `member`'s games that `export` asks for, in its order, as `requester`
/// may see them: a game deleted by agreement only for its players.
async fn games_of(
    state: &AppState,
    member: &UserRow,
    requester: Option<MemberId>,
    export: &GameExport,
) -> anyhow::Result<Vec<GameWithPlayers>> {
    let filter = match (export.ongoing, export.finished) {
        (true, true) => GameFilter::All,
        (true, false) => GameFilter::InProgress,
        (false, true) => GameFilter::Finished,
        (false, false) => return Ok(Vec::new()),
    };
    let opponent = match &export.vs {
        Some(name) => match member_named(state, name).await? {
            Some(opponent) => Some(opponent.id),
            // Nobody of that name: no game against them.
            None => return Ok(Vec::new()),
        },
        None => None,
    };
    let query = GameQuery {
        created_since: export.since,
        created_before: export.until.map(|until| until.saturating_add(1)),
        rated: export.rated,
        color: export.color,
        opponent,
        oldest_first: export.oldest_first,
        with_deleted: requester == Some(member.id),
        ..GameQuery::of(member.id, filter, export.max)
    };
    let rows = state.store.games(&query).await?;
    let users = members_by_id(state, rows.iter().flat_map(|r| [r.white_id, r.black_id])).await?;
    rows.into_iter()
        .filter_map(|row| with_players(row, &users))
        .collect()
}

/// `row` restored, with its players from `users`; `None` when one of them
/// is missing.
fn with_players(
    row: GameRow,
    users: &HashMap<MemberId, UserRow>,
) -> Option<anyhow::Result<GameWithPlayers>> {
    let white = users.get(&row.white_id)?.clone();
    let black = users.get(&row.black_id)?.clone();
    Some(LoadedGame::from_row(row).map(|game| GameWithPlayers { game, white, black }))
}
