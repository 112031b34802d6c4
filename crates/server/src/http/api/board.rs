//! lichess-api-subset.md §5: the Board API's commands, which are also the
//! Bot API's (§6) under `/api/bot/game/...` ([`Playing`] admits each).

use axum::Json;
use axum::extract::{Path, RawQuery, State};
use redqueen_domain::game::{ChatRoom, GameError};
use serde_json::{Value, json};

use super::auth::{ApiUser, Playing};
use super::params::Params;
use crate::flag::parse_flag;
use crate::http::{ApiError, ids};
use crate::play::{self, Action, PlayError, PlayMove};
use crate::state::AppState;

fn ok() -> Json<Value> {
    Json(json!({ "ok": true }))
}

/// A one-click command's answer: `{"ok":true}`, or its refusal, the
/// rule's own words for a rule a game's kind brings and `refused` (lichess's
/// words) for the others.
fn clicked<T>(done: Result<T, PlayError>, refused: &str) -> Result<Json<Value>, ApiError> {
    done.map_err(|error| refusal(error, refused))?;
    Ok(ok())
}

fn truthy(value: &str) -> Result<bool, ApiError> {
    parse_flag(value)
        .ok_or_else(|| ApiError::bad_request(&format!("Invalid value: {value}; use yes or no")))
}

/// `POST /api/board/game/{id}/move/{move}` with `offeringDraw`.
pub async fn make_move(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path((id, text)): Path<(String, String)>,
    RawQuery(query): RawQuery,
) -> Result<Json<Value>, ApiError> {
    let offering_draw = Params::from_query(query.as_deref())?.bool("offeringDraw", false)?;
    let command = PlayMove {
        ply: None,
        mv: text.parse().map_err(PlayError::from)?,
        offering_draw,
    };
    play::play_move(&state, &ids::game(&id)?, api.user.id, &command).await?;
    Ok(ok())
}

/// `POST /api/board/game/{id}/resign`.
pub async fn resign(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    clicked(
        play::resign(&state, &ids::game(&id)?, api.user.id).await,
        "This game cannot be resigned",
    )
}

/// `POST /api/board/game/{id}/abort`.
pub async fn abort(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    clicked(
        play::abort(&state, &ids::game(&id)?, api.user.id).await,
        "This game can no longer be aborted",
    )
}

/// lichess's words for a refused one-click action; a live game's own
/// limits keep their reason (live-games.md: every refusal names its rule).
fn refusal(error: PlayError, message: &str) -> ApiError {
    match error {
        PlayError::Rule(GameError::ResignTooEarly { .. }) => error.into(),
        PlayError::Rule(_) => ApiError::bad_request(message),
        other => other.into(),
    }
}

/// `POST /api/board/game/{id}/draw/{accept}`: offer, accept or claim
/// (truthy), decline (falsy). Like lichess, `{"ok":true}` even when there
/// was nothing to decline.
pub async fn draw(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path((id, answer)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    let yes = truthy(&answer)?;
    match play::draw(&state, &ids::game(&id)?, api.user.id, yes).await {
        Ok(_) => Ok(ok()),
        Err(PlayError::Rule(GameError::NoDrawOffer)) if !yes => Ok(ok()),
        Err(error) => Err(error.into()),
    }
}

/// `POST /api/board/game/{id}/takeback/{accept}` (lichess-api-subset.md
/// §5): `yes` accepts the opponent's offer, else takes one's last move
/// back by right while the allowance lasts, else offers a takeback; `no`
/// declines the opponent's offer. Refusals (a correspondence game, the
/// opponent replied, ...) are 400 with the rule.
pub async fn takeback(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path((id, answer)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    answered(
        &state,
        &api,
        &id,
        &answer,
        [Action::TakebackYes, Action::TakebackNo],
    )
    .await
}

/// `POST /api/board/game/{id}/quit` (ours, live-games.md "Quitting
/// early"): asks the opponent to let one quit (agreeing, should their own
/// request stand).
pub async fn ask_to_quit(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    play::act(&state, &ids::game(&id)?, api.user.id, Action::QuitYes).await?;
    Ok(ok())
}

/// `POST /api/board/game/{id}/quit/{accept}` (ours, live-games.md
/// "Quitting early"): `yes` asks to quit, or agrees to the opponent's
/// request (no result); `no` declines the opponent's request (they lose).
pub async fn quit(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path((id, answer)): Path<(String, String)>,
) -> Result<Json<Value>, ApiError> {
    answered(
        &state,
        &api,
        &id,
        &answer,
        [Action::QuitYes, Action::QuitNo],
    )
    .await
}

/// Does the first of `[yes, no]` for a truthy `answer`, else the second.
async fn answered(
    state: &AppState,
    api: &ApiUser,
    id: &str,
    answer: &str,
    [yes, no]: [Action; 2],
) -> Result<Json<Value>, ApiError> {
    let action = if truthy(answer)? { yes } else { no };
    play::act(state, &ids::game(id)?, api.user.id, action).await?;
    Ok(ok())
}

/// `POST /api/board/game/{id}/claim-victory`: there is nobody to be
/// "gone" in correspondence; the clock sweeper ends games on time.
pub async fn claim_victory(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    play::player_game(&state, &ids::game(&id)?, api.user.id).await?;
    Err(ApiError::bad_request(
        "You cannot claim the win on this game",
    ))
}

/// `POST /api/board/game/{id}/claim-draw`: claims a threefold-repetition
/// or fifty-move draw (product.md §2).
pub async fn claim_draw(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    play::claim_draw(&state, &ids::game(&id)?, api.user.id).await?;
    Ok(ok())
}

/// `POST /api/board/game/{id}/chat` with `room` (`player`, the default,
/// or `spectator`: for those who watch, not shown to the opponent) and
/// `text`.
pub async fn post_chat(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path(id): Path<String>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let room = match params.get("room").map(str::trim) {
        None | Some("") => ChatRoom::Player,
        Some(room) => room.parse::<ChatRoom>().map_err(|_| {
            super::params::field_error("room", "Invalid value: use player or spectator")
        })?,
    };
    let text = params.text("text")?.unwrap_or("");
    play::chat::say(
        &state,
        &ids::game(&id)?,
        room,
        api.user.id,
        &api.user.username,
        text,
    )
    .await?;
    Ok(ok())
}

/// `GET /api/board/game/{id}/chat`: a plain array, oldest first.
pub async fn get_chat(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let lines: Vec<Value> = play::chat::players_room(&state, &ids::game(&id)?, api.user.id)
        .await?
        .into_iter()
        .map(|l| json!({ "user": l.username.unwrap_or_else(|| "redqueen".into()), "text": l.text }))
        .collect();
    Ok(Json(Value::Array(lines)))
}
