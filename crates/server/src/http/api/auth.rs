use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use redqueen_store::UserRow;

use crate::accounts::authenticate_token;
use crate::app::AppState;
use crate::http::ApiError;

/// The member behind the request's `Authorization: Bearer` token. A
/// missing, unknown or revoked token is a 401.
pub struct ApiUser {
    pub user: UserRow,
}

impl FromRequestParts<AppState> for ApiUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let token = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer "))
            .map(str::trim)
            .ok_or_else(ApiError::no_such_token)?;
        let (user, _scopes) = authenticate_token(state, token)
            .await?
            .ok_or_else(ApiError::no_such_token)?;
        Ok(Self { user })
    }
}
