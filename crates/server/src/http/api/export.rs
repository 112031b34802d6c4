//! lichess-api-subset.md §7: one game, or a member's games, as JSON/NDJSON
//! or PGN.

use axum::extract::{Path, RawQuery, State};
use axum::http::HeaderMap;
use axum::http::header::{ACCEPT, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use redqueen_domain::account::Username;
use redqueen_store::{GameFilter, GameRow, UserRow};

use super::ndjson::{ndjson, stream};
use super::params::Params;
use super::shapes::{export_json, users_by_id};
use crate::app::AppState;
use crate::http::ApiError;
use crate::play::{self, LoadedGame};

fn accepts(headers: &HeaderMap, kind: &str) -> bool {
    headers
        .get(ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains(kind))
}

/// `GET /game/export/{id}`: JSON when `Accept` asks for it, else PGN.
pub async fn game(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let row = state
        .store
        .game(&id)
        .await?
        .ok_or_else(|| ApiError::not_found("Not found"))?;
    let users = users_by_id(&state.store, [row.white_id, row.black_id]).await?;
    let (white, black) = players(&row, &users)?;
    let loaded = LoadedGame::from_row(row)?;
    if accepts(&headers, "application/json") {
        return Ok(axum::Json(export_json(&loaded, white, black)).into_response());
    }
    let pgn = play::pgn(&state, &loaded, white, black)?;
    Ok(([(CONTENT_TYPE, "application/x-chess-pgn")], pgn).into_response())
}

fn players<'a>(
    row: &GameRow,
    users: &'a std::collections::HashMap<i64, UserRow>,
) -> Result<(&'a UserRow, &'a UserRow), ApiError> {
    match (users.get(&row.white_id), users.get(&row.black_id)) {
        (Some(white), Some(black)) => Ok((white, black)),
        _ => Err(ApiError::not_found("Not found")),
    }
}

/// Most games one export returns.
const MAX_EXPORT: i64 = 10_000;

/// `GET /api/games/user/{username}`: newest first; NDJSON when `Accept`
/// asks for it, else PGN games separated by two blank lines.
pub async fn by_user(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(username): Path<String>,
    RawQuery(query): RawQuery,
) -> Result<Response, ApiError> {
    let user = match Username::parse(&username) {
        Ok(name) => state.store.user_by_username_key(&name.key()).await?,
        Err(_) => None,
    }
    .ok_or_else(|| ApiError::not_found("Not found"))?;
    let params = Params::from_query(query.as_deref());
    let max = params
        .int("max")?
        .unwrap_or(MAX_EXPORT)
        .clamp(0, MAX_EXPORT);
    let ongoing = params.bool("ongoing", false)?;
    let finished = params.bool("finished", true)?;
    let filter = match (ongoing, finished) {
        (true, true) => GameFilter::All,
        (true, false) => GameFilter::InProgress,
        (false, _) => GameFilter::Finished,
    };
    let until = params.int("until")?.map(|t| t + 1);
    let since = params.int("since")?.unwrap_or(0);
    let mut rows = if !ongoing && !finished {
        Vec::new()
    } else {
        state.store.games_of(user.id, filter, until, max).await?
    };
    rows.retain(|row| row.created_at >= since);
    if let Some(rated) = params.optional_bool("rated")? {
        rows.retain(|row| row.rated == rated);
    }
    if let Some(color) = params.get("color") {
        rows.retain(|row| (color == "white") == (row.white_id == user.id));
    }
    if params.get("sort") == Some("dateAsc") {
        rows.reverse();
    }
    let users = users_by_id(
        &state.store,
        rows.iter()
            .flat_map(|r| [r.white_id, r.black_id])
            .collect::<Vec<_>>(),
    )
    .await?;
    if let Some(vs) = params.get("vs").map(str::to_lowercase) {
        rows.retain(|row| {
            let opponent = if row.white_id == user.id {
                row.black_id
            } else {
                row.white_id
            };
            users.get(&opponent).is_some_and(|u| u.username_key == vs)
        });
    }
    let as_json = accepts(&headers, "application/x-ndjson");
    let produce = move |lines: super::ndjson::Lines| async move {
        for row in rows {
            let Ok((white, black)) = players(&row, &users) else {
                continue;
            };
            let Ok(loaded) = LoadedGame::from_row(row.clone()) else {
                continue;
            };
            let sent = if as_json {
                lines.send(&export_json(&loaded, white, black)).await
            } else {
                match play::pgn(&state, &loaded, white, black) {
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
        ndjson(produce)
    } else {
        stream("application/x-chess-pgn", produce)
    })
}
