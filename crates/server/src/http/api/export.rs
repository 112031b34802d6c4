//! lichess-api-subset.md §7: one game, or a member's games, as JSON/NDJSON
//! or PGN.

use axum::extract::{Path, RawQuery, State};
use axum::http::HeaderMap;
use axum::http::header::{ACCEPT, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use redqueen_domain::account::{MemberId, Username};
use redqueen_domain::game::{Color, GameId};
use redqueen_domain::id::BadId;

use super::auth::MaybeApiUser;
use super::ndjson::{ndjson, stream};
use super::params::{Params, field_error};
use super::shapes::export_json;
use crate::http::{ApiError, PageCtx};
use crate::play::{self, GameExport, GameWithPlayers};
use crate::state::AppState;

fn accepts(headers: &HeaderMap, kind: &str) -> bool {
    headers
        .get(ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains(kind))
}

/// Who asks for an export: the member of the token, else of the session
/// (the game page's download link), else a visitor.
fn requester(api: &MaybeApiUser, ctx: &PageCtx) -> Option<MemberId> {
    api.0
        .as_ref()
        .map(|api| api.user.id)
        .or_else(|| ctx.viewer.as_ref().map(|v| v.id))
}

/// `GET /game/export/{id}`: JSON when `Accept` asks for it, else PGN. A
/// game deleted by agreement only for its players.
pub async fn game(
    State(state): State<AppState>,
    api: MaybeApiUser,
    ctx: PageCtx,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let exported = match GameId::parse(&id) {
        Ok(id) => play::exported_game(&state, &id, requester(&api, &ctx)).await?,
        Err(BadId) => None,
    };
    let GameWithPlayers { game, white, black } =
        exported.ok_or_else(|| ApiError::not_found("Not found"))?;
    if accepts(&headers, "application/json") {
        return Ok(axum::Json(export_json(&game, &white, &black)).into_response());
    }
    let pgn = play::pgn(&state, &game, &white, &black).await?;
    Ok(([(CONTENT_TYPE, "application/x-chess-pgn")], pgn).into_response())
}

/// Most games one export returns.
const MAX_EXPORT: i64 = 10_000;

/// `GET /api/games/user/{username}`: newest first; NDJSON when `Accept`
/// asks for it, else PGN games separated by two blank lines.
pub async fn by_user(
    State(state): State<AppState>,
    api: MaybeApiUser,
    ctx: PageCtx,
    headers: HeaderMap,
    Path(username): Path<String>,
    RawQuery(query): RawQuery,
) -> Result<Response, ApiError> {
    let export = export_request(&Params::from_query(query.as_deref())?)?;
    let games = match Username::parse(&username) {
        Ok(name) => play::export_games(&state, &name, requester(&api, &ctx), &export).await?,
        Err(_) => None,
    };
    let games = games.ok_or_else(|| ApiError::not_found("Not found"))?;
    let as_json = accepts(&headers, "application/x-ndjson");
    let open = state.metrics.open_stream();
    let produce = move |lines: super::ndjson::Lines| async move {
        for GameWithPlayers { game, white, black } in games {
            let sent = if as_json {
                lines.send(&export_json(&game, &white, &black)).await
            } else {
                match play::pgn(&state, &game, &white, &black).await {
                    Ok(pgn) => lines.send_text(pgn).await,
                    Err(_) => true,
                }
            };
            if !sent {
                return;
            }
        }
    };
    Ok(if as_json {
        ndjson(open, produce)
    } else {
        stream(open, "application/x-chess-pgn", produce)
    })
}

/// The export's query (lichess-api-subset.md §7), every value checked.
fn export_request(params: &Params) -> Result<GameExport, ApiError> {
    let color = match params.get("color") {
        None => None,
        Some("white") => Some(Color::White),
        Some("black") => Some(Color::Black),
        Some(_) => return Err(field_error("color", "Invalid value: white or black")),
    };
    let oldest_first = match params.get("sort") {
        None | Some("dateDesc") => false,
        Some("dateAsc") => true,
        Some(_) => return Err(field_error("sort", "Invalid value: dateDesc or dateAsc")),
    };
    Ok(GameExport {
        ongoing: params.bool("ongoing", false)?,
        finished: params.bool("finished", true)?,
        since: params.int("since")?,
        until: params.int("until")?,
        rated: params.optional_bool("rated")?,
        color,
        vs: params.get("vs").map(str::to_owned),
        oldest_first,
        max: params
            .int("max")?
            .unwrap_or(MAX_EXPORT)
            .clamp(0, MAX_EXPORT),
    })
}
