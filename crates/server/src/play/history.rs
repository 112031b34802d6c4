//! A member's games as an export asks for them
//! (lichess-api-subset.md §7, `GET /api/games/user/{username}`): every
//! filter goes to the store's one query, so `max` counts matching games.

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_domain::game::Color;
use redqueen_store::{GameFilter, GameQuery, UserRow};

use crate::accounts::find_member;
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

/// A game with both players, ready to be written out.
#[derive(Debug, Clone)]
pub struct ExportedGame {
    pub game: LoadedGame,
    pub white: UserRow,
    pub black: UserRow,
}

/// `member`'s games that `export` asks for, in its order, as `requester`
/// may see them: a game deleted by agreement only for its players.
///
/// # Errors
/// The database failed, or a stored game could not be restored.
pub async fn export_games(
    state: &AppState,
    member: &UserRow,
    requester: Option<MemberId>,
    export: &GameExport,
) -> anyhow::Result<Vec<ExportedGame>> {
    let filter = match (export.ongoing, export.finished) {
        (true, true) => GameFilter::All,
        (true, false) => GameFilter::InProgress,
        (false, true) => GameFilter::Finished,
        (false, false) => return Ok(Vec::new()),
    };
    let opponent = match &export.vs {
        Some(name) => match find_member(state, name).await? {
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
    let mut ids: Vec<MemberId> = rows.iter().flat_map(|r| [r.white_id, r.black_id]).collect();
    ids.sort_unstable();
    ids.dedup();
    let users: HashMap<MemberId, UserRow> = state
        .store
        .users_by_ids(&ids)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect();
    rows.into_iter()
        .filter_map(|row| {
            let white = users.get(&row.white_id)?.clone();
            let black = users.get(&row.black_id)?.clone();
            Some(LoadedGame::from_row(row).map(|game| ExportedGame { game, white, black }))
        })
        .collect()
}
