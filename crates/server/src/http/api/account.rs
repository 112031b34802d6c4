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

/// lichess's extended user object. Game counts fill in as games are
/// played. lichess-api-subset.md §11.10: clients index `perfs.<speed>.rating`
/// directly, so an unrated pool shows lichess's placeholder with
/// `prov: true` (our own pages say "Unrated").
pub fn user_json(state: &AppState, user: &UserRow) -> Value {
    let unrated = json!({ "games": 0, "rating": 1500, "rd": 500, "prog": 0, "prov": true });
    let perfs: Map<String, Value> = PERF_KEYS
        .iter()
        .map(|key| ((*key).to_owned(), unrated.clone()))
        .collect();
    json!({
        "id": user.username_key,
        "username": user.username,
        "perfs": perfs,
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

/// The correspondence pool, then the live pool under each live speed.
const PERF_KEYS: [&str; 5] = ["correspondence", "bullet", "blitz", "rapid", "classical"];

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
