//! A member's own games as their lists show them (`/games`, and the home
//! page): those in progress restored with their clocks, the finished ones,
//! and what each entry names beside the game.

use std::collections::HashMap;

use redqueen_domain::account::MemberId;
use redqueen_domain::game::Seats;
use redqueen_store::{GameCounts, GameFilter, GameQuery, GameRow, StoreResult, UserRow};

use crate::games::LoadedGame;
use crate::state::AppState;

/// Games in progress listed: every one, in practice (seed 000: many games
/// at once).
const PLAYING_LISTED: i64 = 1000;

/// What the entries of a list name: the opponents, and the tournament and
/// round of each tournament game.
#[derive(Debug, Clone)]
pub struct GameListNames {
    opponents: Vec<UserRow>,
    /// By game: the tournament's id and name, and the round.
    tournaments: HashMap<String, (String, String, i32)>,
}

impl GameListNames {
    /// The opponent `id`.
    #[must_use]
    pub fn opponent(&self, id: MemberId) -> Option<&UserRow> {
        self.opponents.iter().find(|u| u.id == id)
    }

    /// The tournament (id, name) and round the game `game_id` was paired
    /// in, if any.
    #[must_use]
    pub fn tournament(&self, game_id: &str) -> Option<(&str, &str, i32)> {
        self.tournaments
            .get(game_id)
            .map(|(id, name, round)| (id.as_str(), name.as_str(), *round))
    }
}

/// The games a member is playing, with their clocks.
#[derive(Debug, Clone)]
pub struct PlayingGames {
    pub games: Vec<LoadedGame>,
    pub names: GameListNames,
}

/// A member's latest finished games.
#[derive(Debug, Clone)]
pub struct FinishedGames {
    pub games: Vec<GameRow>,
    pub names: GameListNames,
}

/// `/games`: the games in progress, then the finished ones.
#[derive(Debug, Clone)]
pub struct GamesView {
    pub playing: PlayingGames,
    pub finished: FinishedGames,
}

/// A member's home page: their games in progress, and how many they ever
/// played.
#[derive(Debug, Clone)]
pub struct HomeView {
    pub playing: PlayingGames,
    pub counts: GameCounts,
}

/// `member_id`'s games in progress and their last `finished_listed`
/// finished ones (a game deleted by agreement stays in its players' own
/// lists).
///
/// # Errors
/// The database failed, or a stored game could not be restored.
pub async fn games_view(
    state: &AppState,
    member_id: MemberId,
    finished_listed: i64,
) -> anyhow::Result<GamesView> {
    let playing = playing_games(state, member_id).await?;
    let query = GameQuery {
        with_deleted: true,
        ..GameQuery::of(member_id, GameFilter::Finished, finished_listed)
    };
    let games = state.store.games(&query).await?;
    let names = list_names(state, member_id, games.iter()).await?;
    Ok(GamesView {
        playing,
        finished: FinishedGames { games, names },
    })
}

/// `member_id`'s home page.
///
/// # Errors
/// The database failed, or a stored game could not be restored.
pub async fn home_view(state: &AppState, member_id: MemberId) -> anyhow::Result<HomeView> {
    let (playing, counts) = tokio::try_join!(playing_games(state, member_id), async {
        anyhow::Ok(state.store.game_counts(member_id).await?)
    })?;
    Ok(HomeView { playing, counts })
}

/// The games `member_id` is playing, restored with their players'
/// vacations.
async fn playing_games(state: &AppState, member_id: MemberId) -> anyhow::Result<PlayingGames> {
    let query = GameQuery::of(member_id, GameFilter::InProgress, PLAYING_LISTED);
    let rows = state.store.games(&query).await?;
    let games = LoadedGame::load_all(&state.store, rows).await?;
    let names = list_names(state, member_id, games.iter().map(|g| &g.row)).await?;
    Ok(PlayingGames { games, names })
}

/// What the entries of `rows`, `member`'s games, name.
async fn list_names<'a>(
    state: &AppState,
    member: MemberId,
    rows: impl Iterator<Item = &'a GameRow> + Clone,
) -> StoreResult<GameListNames> {
    let ids: Vec<MemberId> = rows.clone().filter_map(|r| r.opponent_of(member)).collect();
    let games: Vec<&str> = rows.map(|r| r.id.as_str()).collect();
    let (opponents, paired) = tokio::try_join!(
        state.store.users_by_ids(&ids),
        state.store.tournaments_of_games(&games),
    )?;
    let tournaments = paired
        .into_iter()
        .map(|(game, id, name, round)| (game, (id, name, round)))
        .collect();
    Ok(GameListNames {
        opponents,
        tournaments,
    })
}
