use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use axum::http::{HeaderName, StatusCode};
use redqueen_domain::account::{Scope, Scopes};

use crate::accounts::authenticate_token;
use crate::http::ApiError;
use crate::records::UserRow;
use crate::state::AppState;

/// The member behind the request's `Authorization: Bearer` token, and the
/// token's scopes. A missing, unknown or revoked token is a 401.
pub struct ApiUser {
    pub user: UserRow,
    pub scopes: Scopes,
    /// The bearer token the call came with: an endless stream checks it
    /// again as it goes ([`ApiUser::still_valid`]).
    token: String,
}

impl ApiUser {
    /// Whether the call's token still stands: a stream ends once it is
    /// revoked (on this server at once, on the others within the token
    /// cache's few seconds).
    pub async fn still_valid(&self, state: &AppState) -> bool {
        authenticate_token(state, &self.token)
            .await
            .is_ok_and(|found| found.is_some_and(|(user, _)| user.id == self.user.id))
    }

    /// Refuses the call unless the token has one of `accepted`
    /// (lichess-api-subset.md §9: 403 with the scope headers).
    ///
    /// # Errors
    /// 403 `Missing scope`.
    pub fn require(&self, accepted: &[Scope]) -> Result<(), ApiError> {
        if self.scopes.allows_any(accepted) {
            return Ok(());
        }
        let names: Vec<&str> = accepted.iter().map(|s| s.as_str()).collect();
        let mut error = ApiError::new(
            StatusCode::FORBIDDEN,
            &format!("Missing scope: {}", names.join(" or ")),
        );
        error.headers = vec![
            (
                HeaderName::from_static("x-oauth-scopes"),
                self.scopes.to_lichess_string(),
            ),
            (
                HeaderName::from_static("x-accepted-oauth-scopes"),
                names.join(","),
            ),
        ];
        Err(error)
    }
}

impl FromRequestParts<AppState> for ApiUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let Some(header) = parts.headers.get(AUTHORIZATION) else {
            return Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                "Missing authorization header",
            ));
        };
        let token = header
            .to_str()
            .ok()
            .and_then(|value| value.strip_prefix("Bearer "))
            .map(str::trim)
            .ok_or_else(ApiError::no_such_token)?;
        let (user, scopes) = authenticate_token(state, token)
            .await?
            .ok_or_else(ApiError::no_such_token)?;
        state
            .api_calls
            .hit(user.id, state.now())
            .map_err(ApiError::too_many)?;
        Ok(Self {
            user,
            scopes,
            token: token.to_owned(),
        })
    }
}

/// An optional token: `None` without an `Authorization` header, 401 for a
/// bad one.
pub struct MaybeApiUser(pub Option<ApiUser>);

impl FromRequestParts<AppState> for MaybeApiUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if parts.headers.contains_key(AUTHORIZATION) {
            Ok(Self(Some(ApiUser::from_request_parts(parts, state).await?)))
        } else {
            Ok(Self(None))
        }
    }
}

/// The caller of a game route, admitted by the API the route belongs to
/// (lichess-api-subset.md §5, §6): the Board API (`/api/board/...`) takes
/// `board:play` and no BOT account; the Bot API (`/api/bot/...`), the
/// same handlers, takes `bot:play` and BOT accounts only.
pub struct Playing(pub ApiUser);

/// Whether a request's path is the Bot API's.
fn is_bot_route(parts: &Parts) -> bool {
    parts.uri.path().starts_with("/api/bot/")
}

impl FromRequestParts<AppState> for Playing {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let api = ApiUser::from_request_parts(parts, state).await?;
        if is_bot_route(parts) {
            api.require(&[Scope::BotPlay])?;
            if !api.user.is_bot {
                return Err(ApiError::bad_request(
                    "This endpoint can only be used with a Bot account. \
                     Upgrade it first: POST /api/bot/account/upgrade",
                ));
            }
        } else {
            api.require(&[Scope::BoardPlay])?;
            if api.user.is_bot {
                return Err(not_for_bots());
            }
        }
        Ok(Self(api))
    }
}

/// lichess's answer to a BOT account on a Board API route (and seeks).
#[must_use]
pub fn not_for_bots() -> ApiError {
    ApiError::new(
        StatusCode::FORBIDDEN,
        "This API endpoint is not for Bot accounts.",
    )
}
