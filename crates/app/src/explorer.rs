//! The opening explorer (docs/openings.md): for a position, the moves
//! played from it in the site's finished games, each with how often and
//! how it went and its players' average rating, the position's named
//! opening, and the last games that reached it — within the filters
//! asked (speeds, rating bands, months).

use redqueen_domain::game::{Color, san_plus};
use redqueen_domain::opening::explorer::{
    ENDED_HERE, PositionKey, PositionRequestError, position_after,
};
use redqueen_domain::opening::{Opening, named};
use redqueen_store::{ExplorerFilter, GameRow, IMPORTED_GAMES, SITE_GAMES, StoreError, UserRow};
use shakmaty::uci::UciMove;

use crate::accounts::members_by_id;
use crate::state::AppState;

/// What is asked of the explorer.
#[derive(Debug, Clone, Default)]
pub struct ExplorerRequest {
    /// The starting position; the usual start when `None`.
    pub fen: Option<String>,
    /// UCI moves played from it.
    pub play: Vec<String>,
    pub filter: ExplorerFilter,
    /// The imported games (`redqueen explorer import`) rather than the
    /// site's.
    pub imported: bool,
    /// The most moves listed (the most played first).
    pub moves: usize,
    /// The most recent games listed.
    pub recent_games: usize,
}

/// A move from the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExplorerMove {
    pub uci: String,
    pub san: String,
    pub white: i64,
    pub draws: i64,
    pub black: i64,
    /// The average of the rated games' players' average ratings.
    pub average_rating: Option<i64>,
}

impl ExplorerMove {
    /// The games that played it.
    #[must_use]
    pub const fn games(&self) -> i64 {
        self.white + self.draws + self.black
    }
}

/// A game that reached the position.
#[derive(Debug, Clone)]
pub struct ExploredGame {
    pub row: GameRow,
    pub white: Option<UserRow>,
    pub black: Option<UserRow>,
}

/// The explorer's answer.
#[derive(Debug, Clone)]
pub struct ExplorerView {
    pub white: i64,
    pub draws: i64,
    pub black: i64,
    pub moves: Vec<ExplorerMove>,
    pub recent: Vec<ExploredGame>,
    pub opening: Option<Opening>,
    /// Whose move it is in the position.
    pub turn: Color,
}

/// Why the explorer did not answer.
#[derive(Debug, thiserror::Error)]
pub enum ExplorerError {
    #[error(transparent)]
    Position(#[from] PositionRequestError),
    #[error(transparent)]
    Internal(#[from] StoreError),
}

/// The explorer's answer to `request`.
///
/// # Errors
/// The position asked for is not one, or the database failed.
pub async fn explore(
    state: &AppState,
    request: &ExplorerRequest,
) -> Result<ExplorerView, ExplorerError> {
    let play: Vec<&str> = request.play.iter().map(String::as_str).collect();
    let position = position_after(request.fen.as_deref(), &play)?;
    let key = PositionKey::of(&position).0;
    let source = if request.imported {
        IMPORTED_GAMES
    } else {
        SITE_GAMES
    };
    // Imported games are counted, not kept: they have no recent games.
    let recent = if request.imported {
        0
    } else {
        request.recent_games
    };
    let (rows, recent_ids) = tokio::try_join!(
        state.store.explorer_moves(source, key, &request.filter),
        state
            .store
            .explorer_recent_games(source, key, i64::try_from(recent).unwrap_or(0)),
    )?;
    // The position's totals count every game that reached it, those that
    // ended in it (`ENDED_HERE`, no move) included.
    let (white, draws, black) = rows.iter().fold((0, 0, 0), |(w, d, b), row| {
        (w + row.white, d + row.draws, b + row.black)
    });
    let mut moves: Vec<ExplorerMove> = rows
        .into_iter()
        .filter(|row| row.uci != ENDED_HERE)
        .filter_map(|row| {
            let uci: UciMove = row.uci.parse().ok()?;
            let played = uci.to_move(&position).ok()?;
            Some(ExplorerMove {
                san: san_plus(&position, played),
                uci: row.uci,
                white: row.white,
                draws: row.draws,
                black: row.black,
                average_rating: (row.rated > 0).then(|| row.rating_sum / row.rated),
            })
        })
        .collect();
    moves.sort_by(|a, b| b.games().cmp(&a.games()).then_with(|| a.uci.cmp(&b.uci)));
    moves.truncate(request.moves);
    let mut rows = Vec::new();
    for id in &recent_ids {
        if let Some(row) = state.store.game(id).await? {
            rows.push(row);
        }
    }
    let players = members_by_id(state, rows.iter().flat_map(|r| [r.white_id, r.black_id])).await?;
    let recent = rows
        .into_iter()
        .map(|row| ExploredGame {
            white: players.get(&row.white_id).cloned(),
            black: players.get(&row.black_id).cloned(),
            row,
        })
        .collect();
    Ok(ExplorerView {
        white,
        draws,
        black,
        moves,
        recent,
        opening: named(&position),
        turn: shakmaty::Position::turn(&position),
    })
}
