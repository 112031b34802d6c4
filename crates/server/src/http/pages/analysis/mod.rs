//! The analysis board (docs/analysis.md): `/analysis` for any FEN or PGN,
//! `/{id}/analysis` for a finished game, and `/analysis/line`, which the
//! page's script asks for each line it shows (positions, moves in SAN,
//! legal moves: the browser needs no chess library). The engine runs in
//! the browser (`analysis.js`); seed 000 allows it after a game only, so
//! a game in progress is never analysed, and no line through the current
//! position of one of the viewer's games in progress is shown to them.

mod page;

use axum::Json;
use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use redqueen_domain::Named;
use redqueen_domain::analysis::Line;
use serde::Deserialize;
use serde_json::{Value, json};

use self::page::{AnalysedGame, Refusal, refused, render};
use crate::analysis::{AnalysisError, open_line, read_setup};
use crate::http::errors::{ApiError, PageError};
use crate::http::{PageCtx, ids};
use crate::play;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/analysis", get(board))
        .route("/analysis/line", get(line))
        .route("/{id}/analysis", get(game))
}

#[derive(Debug, Deserialize)]
struct SetupQuery {
    /// A FEN or a PGN.
    setup: Option<String>,
}

/// `GET /analysis?setup=`: the board set up from a FEN or a PGN, the usual
/// start without one; a setup that cannot be read is named above the
/// board at the start.
async fn board(
    State(state): State<AppState>,
    ctx: PageCtx,
    Query(query): Query<SetupQuery>,
) -> Result<Response, PageError> {
    let text = query.setup.unwrap_or_default();
    let (line, error) = match read_setup(&text) {
        Ok(line) => (line, None),
        Err(error) => (Line::default(), Some(error.to_string())),
    };
    match open_line(&state, ctx.viewer.as_ref(), line).await {
        Ok(line) => Ok(render(&ctx, &line, None, &text, error).into_response()),
        Err(AnalysisError::InPlay) => Ok(refused(&ctx, Refusal::PositionInPlay)),
        Err(AnalysisError::Internal(error)) => Err(error.into()),
        Err(error) => Ok(
            render(&ctx, &Line::default(), None, &text, Some(error.to_string())).into_response(),
        ),
    }
}

#[derive(Debug, Deserialize)]
struct LineQuery {
    fen: Option<String>,
    /// UCI moves, comma-separated.
    play: Option<String>,
}

/// `GET /analysis/line?fen=&play=`: the line of the UCI moves `play` from
/// `fen`, as the page's script reads it; 400 for a bad position or move,
/// 403 for a line through a position of the viewer's game in progress.
async fn line(
    State(state): State<AppState>,
    ctx: PageCtx,
    Query(query): Query<LineQuery>,
) -> Result<Response, ApiError> {
    let play: Vec<&str> = query
        .play
        .as_deref()
        .unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .collect();
    let line = Line::of(query.fen.as_deref(), &play)
        .map_err(|error| ApiError::bad_request(&error.to_string()))?;
    match open_line(&state, ctx.viewer.as_ref(), line).await {
        Ok(line) => Ok(Json(line_json(&line)).into_response()),
        Err(AnalysisError::InPlay) => Err(ApiError::new(
            StatusCode::FORBIDDEN,
            &ctx.t("analysis-refused-in-play"),
        )),
        Err(AnalysisError::Internal(error)) => Err(error.into()),
        Err(error) => Err(ApiError::bad_request(&error.to_string())),
    }
}

/// `GET /{id}/analysis`: a finished game on the analysis board, refused
/// while the game is in progress, to everyone.
async fn game(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    let view = play::game_view(&state, &ids::game_page(&id)?, ctx.viewer.as_ref())
        .await?
        .ok_or(PageError::NotFound)?;
    if view.game.in_progress() {
        return Ok(refused(&ctx, Refusal::GameInProgress(&id)));
    }
    let moves = view.game.game.moves();
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    let line = Line::of(view.game.row.initial_fen.as_deref(), &moves)
        .map_err(|error| PageError::Internal(error.into()))?;
    let analysed = AnalysedGame {
        id: &id,
        white: &view.white,
        black: &view.black,
    };
    Ok(render(&ctx, &line, Some(&analysed), "", None).into_response())
}

/// A line as the page's script reads it: every position (FEN), the moves
/// in SAN and UCI, and of the last position whose move it is, whether in
/// check, its legal moves and how it ends the game, if it does.
pub(crate) fn line_json(line: &Line) -> Value {
    let dests: serde_json::Map<String, Value> = redqueen_domain::game::dests_of(line.last())
        .into_iter()
        .map(|(from, to)| {
            (
                from.to_string(),
                to.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .into(),
            )
        })
        .collect();
    json!({
        "fens": line.fens(),
        "san": line.san(),
        "uci": line.uci(),
        "turn": line.turn().as_str(),
        "check": line.is_check(),
        "dests": dests,
        "end": line.end().map(|end| end.as_str()),
    })
}
