//! A member's game archive (product.md §9): their finished games, newest
//! first, a page at a time, filtered by result, colour, kind and opponent.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::Color;
use redqueen_store::{GameFilter, GameQuery, GameRow, ResultFilter, StoreResult, UserRow};

use crate::accounts::member_named;
use crate::state::AppState;

/// The filters of the archive, as chosen.
#[derive(Debug, Clone, Default)]
pub struct ArchiveFilters {
    pub result: Option<ResultFilter>,
    pub color: Option<Color>,
    /// Live games (`true`) or correspondence ones (`false`).
    pub live: Option<bool>,
    /// The opponent's username, as typed: nobody's finds no game.
    pub vs: Option<String>,
    /// Games created before this instant: the next page.
    pub before: Option<i64>,
}

/// A page of the archive.
#[derive(Debug, Clone)]
pub struct ArchivePage {
    pub games: Vec<GameRow>,
    /// Older games follow.
    pub more: bool,
    /// Both players of every game listed.
    pub players: Vec<UserRow>,
}

/// Up to `size` finished games of `member` as `viewer` sees them (the
/// member sees their deleted games too).
///
/// # Errors
/// The database failed.
pub async fn archive(
    state: &AppState,
    member: &UserRow,
    viewer: Option<MemberId>,
    filters: &ArchiveFilters,
    size: usize,
) -> StoreResult<ArchivePage> {
    let opponent = match filters.vs.as_deref() {
        None => None,
        Some(name) => Some(
            member_named(state, name)
                .await?
                .map_or(MemberId(0), |u| u.id),
        ),
    };
    let limit = i64::try_from(size).unwrap_or(i64::MAX - 1);
    let query = GameQuery {
        created_before: filters.before,
        color: filters.color,
        opponent,
        result: filters.result,
        live: filters.live,
        with_deleted: viewer == Some(member.id),
        ..GameQuery::of(member.id, GameFilter::Finished, limit + 1)
    };
    let mut games = state.store.games(&query).await?;
    let more = games.len() > size;
    games.truncate(size);
    let ids: Vec<MemberId> = games
        .iter()
        .flat_map(|g| [g.white_id, g.black_id])
        .collect();
    let players = state.store.users_by_ids(&ids).await?;
    Ok(ArchivePage {
        games,
        more,
        players,
    })
}
