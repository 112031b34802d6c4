//! Endpoints for what lichess lacks (product.md §12: same conventions):
//! conditional moves, private notes, deletion by agreement, and blocks
//! (the last at lichess's own `/api/rel/block` paths).

use axum::Json;
use axum::extract::{Path, State};
use redqueen_domain::account::{Scope, Username};
use serde::Deserialize;
use serde_json::{Value, json};

use super::auth::ApiUser;
use super::params::Params;
use crate::accounts::{self, BlockError};
use crate::flag::parse_flag;
use crate::http::{ApiError, ids};
use crate::play;
use crate::state::AppState;

fn ok() -> Json<Value> {
    Json(json!({ "ok": true }))
}

#[derive(Debug, Deserialize)]
pub struct ConditionalLines {
    lines: Vec<Vec<String>>,
}

/// `POST /api/game/{id}/conditional-moves` with `{"lines": [["e7e5",
/// "g1f3"], ...]}`: replaces my lines (each starts with the opponent's next
/// move); `{"lines": []}` removes them. Answers the lines as stored.
pub async fn set_conditional(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
    body: Result<Json<ConditionalLines>, axum::extract::rejection::JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    api.require(&[Scope::BoardPlay])?;
    let Json(body) = match body {
        Ok(body) => body,
        Err(e) => {
            // Someone else's game is a 404 whatever the body says.
            play::player_game(&state, &ids::game(&id)?, api.user.id).await?;
            return Err(ApiError::bad_request(&format!(
                "Expected {{\"lines\": [[moves...]]}}: {e}"
            )));
        }
    };
    let lines =
        play::set_conditional_moves(&state, &ids::game(&id)?, api.user.id, &body.lines).await?;
    Ok(Json(json!({ "lines": lines })))
}

/// `GET /api/game/{id}/conditional-moves`: my lines.
pub async fn get_conditional(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    api.require(&[Scope::BoardPlay])?;
    let lines = play::conditional_moves(&state, &ids::game(&id)?, api.user.id)
        .await?
        .lines();
    Ok(Json(json!({ "lines": lines })))
}

/// `GET /api/game/{id}/note`: my private note.
pub async fn get_note(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    api.require(&[Scope::BoardPlay])?;
    let text = play::note(&state, &ids::game(&id)?, api.user.id).await?;
    Ok(Json(json!({ "text": text })))
}

/// `POST /api/game/{id}/note` with `text`: replaces my private note.
pub async fn set_note(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    api.require(&[Scope::BoardPlay])?;
    let text = params.text("text")?.unwrap_or("");
    // A note refused for its text is refused whatever the game.
    play::note_text(text)?;
    play::set_note(&state, &ids::game(&id)?, api.user.id, text).await?;
    Ok(ok())
}

/// `POST /api/game/{id}/delete/{yes|no}`: asks to delete a stand-alone game
/// by agreement, agrees, or refuses (product.md §2).
pub async fn delete(
    State(state): State<AppState>,
    api: ApiUser,
    Path((id, answer)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    api.require(&[Scope::BoardPlay])?;
    let yes = parse_flag(&answer).ok_or_else(|| ApiError::bad_request("Use yes or no"))?;
    play::request_deletion(&state, &ids::game(&id)?, api.user.id, yes).await?;
    Ok(ok())
}

/// `POST /api/game/{id}/rematch`: challenges the opponent of a finished
/// game again, colours reversed. Answers the challenge.
pub async fn rematch(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    api.require(&[Scope::ChallengeWrite, Scope::BoardPlay])?;
    let challenge = play::rematch(&state, &api.user, &ids::game(&id)?).await?;
    Ok(Json(json!({ "id": challenge.id, "rematchOf": id })))
}

/// `POST /api/rel/block/{username}` and `/api/rel/unblock/{username}`.
pub async fn block(
    State(state): State<AppState>,
    api: ApiUser,
    Path(username): Path<String>,
) -> Result<Json<Value>, ApiError> {
    set_block(&state, &api, &username, true).await
}

/// See [`block`].
pub async fn unblock(
    State(state): State<AppState>,
    api: ApiUser,
    Path(username): Path<String>,
) -> Result<Json<Value>, ApiError> {
    set_block(&state, &api, &username, false).await
}

async fn set_block(
    state: &AppState,
    api: &ApiUser,
    username: &str,
    blocked: bool,
) -> Result<Json<Value>, ApiError> {
    let done = match Username::parse(username) {
        Ok(name) => accounts::set_block(state, api.user.id, &name, blocked).await,
        Err(_) => Err(BlockError::NoSuchMember),
    };
    match done {
        Ok(()) => Ok(ok()),
        Err(BlockError::NoSuchMember) => Err(ApiError::not_found("Not found")),
        // Well formed, but at odds with who asks.
        Err(refused @ BlockError::Yourself) => Err(ApiError::new(
            axum::http::StatusCode::CONFLICT,
            &refused.to_string(),
        )),
        Err(BlockError::Internal(error)) => Err(error.into()),
    }
}
