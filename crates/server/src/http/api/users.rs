//! lichess-api-subset.md §8: public user data and statuses.

use axum::Json;
use axum::extract::{Path, RawQuery, State};
use redqueen_domain::account::Username;
use serde_json::{Value, json};

use super::account::user_json;
use super::auth::MaybeApiUser;
use super::params::Params;
use crate::accounts;
use crate::http::ApiError;
use crate::players::{self, MemberStatus};
use crate::state::AppState;

/// `GET /api/user/{username}`. Without a token the profile is left out
/// (§11.11: personal information is for logged-in members only).
pub async fn show(
    State(state): State<AppState>,
    viewer: MaybeApiUser,
    Path(username): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let figures = match Username::parse(&username) {
        Ok(name) => players::figures_of(&state, &name).await?,
        Err(_) => None,
    };
    let figures = figures.ok_or_else(|| ApiError::not_found("Not found"))?;
    let mut object = user_json(&state, &figures);
    if viewer.0.is_none() {
        leave_out_viewer_fields(&mut object);
    }
    Ok(Json(object))
}

/// A user object without what is only for a logged-in viewer: the profile
/// (§11.11: personal information is for members) and the viewer's
/// relations to the user.
pub(super) fn leave_out_viewer_fields(object: &mut Value) {
    if let Value::Object(map) = object {
        for key in ["profile", "followable", "following", "blocking"] {
            map.remove(key);
        }
    }
}

/// Most ids one status call may ask about.
const MAX_IDS: usize = 100;

/// `GET /api/users/status?ids=a,b`: unknown ids are dropped.
pub async fn status(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
) -> Result<Json<Value>, ApiError> {
    let params = Params::from_query(query.as_deref())?;
    let ids: Vec<String> = params
        .get("ids")
        .unwrap_or("")
        .split(',')
        .map(|id| id.trim().to_lowercase())
        .filter(|id| !id.is_empty())
        .take(MAX_IDS)
        .collect();
    if ids.is_empty() {
        return Err(ApiError::bad_request("No user ids provided"));
    }
    let with_game_ids = params.bool("withGameIds", false)?;
    let now = state.now();
    let statuses = players::statuses(&state, &ids)
        .await?
        .into_iter()
        .map(|MemberStatus { user, playing }| {
            let mut status = json!({ "id": user.username_key, "name": user.username });
            if let Value::Object(map) = &mut status {
                if user.is_bot {
                    map.insert("title".into(), super::shapes::BOT_TITLE.into());
                }
                // lichess: `online` only when true.
                if accounts::is_online(user.seen_at, now) {
                    map.insert("online".into(), true.into());
                }
                if let Some(game) = playing {
                    map.insert("playing".into(), true.into());
                    if with_game_ids {
                        map.insert("playingId".into(), game.into());
                    }
                }
            }
            status
        })
        .collect();
    Ok(Json(Value::Array(statuses)))
}
