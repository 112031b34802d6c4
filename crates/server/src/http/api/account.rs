//! lichess-api-subset.md §1: `GET /api/account`, `POST /api/token/test`.

use axum::Json;
use axum::extract::State;
use redqueen_store::UserRow;
use serde_json::{Map, Value, json};

use super::ApiUser;
use crate::accounts::authenticate_token;
use crate::app::AppState;
use crate::http::ApiError;

/// The token owner's profile, in lichess's `User` shape. Never the email
/// address: lichess serves it on a separate endpoint we do not offer.
pub async fn show(State(state): State<AppState>, api: ApiUser) -> Json<Value> {
    Json(user_json(&state, &api.user))
}

/// lichess's extended user object. Ratings (`perfs`) and game counts fill
/// in as games are played; an unrated member has no entry in `perfs`.
pub fn user_json(state: &AppState, user: &UserRow) -> Value {
    json!({
        "id": user.username_key,
        "username": user.username,
        "perfs": {},
        "createdAt": user.created_at,
        "seenAt": user.seen_at,
        "profile": {},
        "playTime": { "total": 0, "tv": 0 },
        "url": state.settings.link(&format!("/@/{}", user.username)),
        "count": { "all": 0, "rated": 0, "draw": 0, "loss": 0, "win": 0,
                   "bookmark": 0, "playing": 0, "import": 0, "me": 0 },
        "followable": true,
        "following": false,
        "blocking": false,
    })
}

/// Most tokens one call may test (lichess: 1000).
const MAX_TOKENS: usize = 1000;

/// For each comma-separated token of the body: its owner and scopes, or
/// `null`. No authentication: it only says what a token is.
pub async fn test_tokens(
    State(state): State<AppState>,
    body: String,
) -> Result<Json<Value>, ApiError> {
    let tokens: Vec<&str> = body
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.len() > MAX_TOKENS {
        return Err(ApiError {
            status: axum::http::StatusCode::BAD_REQUEST,
            message: format!("At most {MAX_TOKENS} tokens"),
        });
    }
    let mut answer = Map::new();
    for token in tokens {
        let entry = match authenticate_token(&state, token).await? {
            Some((user, scopes)) => json!({
                "userId": user.username_key,
                "scopes": scopes.to_lichess_string(),
                "expires": null,
            }),
            None => Value::Null,
        };
        answer.insert(token.to_owned(), entry);
    }
    Ok(Json(Value::Object(answer)))
}
