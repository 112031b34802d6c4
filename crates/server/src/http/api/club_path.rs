//! What every club endpoint read first, as extractors: the club of the
//! path's `{id}` (and the event of its `{eid}`), and for a change the
//! member writing with a token that may play (`board:play`, as
//! tournaments ask). The checks keep their order: who is asking (401),
//! which club or event (404), what their token may do (403).

use axum::extract::{FromRequestParts, RawPathParams};
use axum::http::request::Parts;
use redqueen_domain::account::Scope;
use redqueen_domain::club::{ClubId, EventId};
use redqueen_domain::id::BadId;

use super::auth::ApiUser;
use crate::clubs::ClubError;
use crate::http::ApiError;
use crate::state::AppState;

/// The path parameter `name` read by `parse`, else `missing`: text that
/// is no id names no record.
async fn path_id<S: Send + Sync, T>(
    parts: &mut Parts,
    state: &S,
    name: &str,
    parse: fn(&str) -> Result<T, BadId>,
    missing: ClubError,
) -> Result<T, ClubError> {
    let params = RawPathParams::from_request_parts(parts, state)
        .await
        .map_err(|_| ClubError::NotFound)?;
    let value = params
        .iter()
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value);
    value.and_then(|v| parse(v).ok()).ok_or(missing)
}

/// The club of the path's `{id}` (the domain's id, wrapped to be an
/// extractor here).
pub struct ClubPath(pub ClubId);

impl<S: Send + Sync> FromRequestParts<S> for ClubPath {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let club = path_id(parts, state, "id", ClubId::parse, ClubError::NotFound).await?;
        Ok(Self(club))
    }
}

/// The club of the path's `{id}` and its event of `{eid}`.
pub struct EventIds {
    pub club: ClubId,
    pub event: EventId,
}

impl<S: Send + Sync> FromRequestParts<S> for EventIds {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let ClubPath(club) = ClubPath::from_request_parts(parts, state).await?;
        let event = path_id(parts, state, "eid", EventId::parse, ClubError::NoSuchEvent).await?;
        Ok(Self { club, event })
    }
}

/// A member changing something of the club of `{id}`.
pub struct ClubWriter {
    pub api: ApiUser,
    pub club: ClubId,
}

impl FromRequestParts<AppState> for ClubWriter {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let api = ApiUser::from_request_parts(parts, state).await?;
        let ClubPath(club) = ClubPath::from_request_parts(parts, state).await?;
        api.require(&[Scope::BoardPlay])?;
        Ok(Self { api, club })
    }
}

/// A member changing something of the event of `{eid}` in club `{id}`.
pub struct EventWriter {
    pub api: ApiUser,
    pub ids: EventIds,
}

impl FromRequestParts<AppState> for EventWriter {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let api = ApiUser::from_request_parts(parts, state).await?;
        let ids = EventIds::from_request_parts(parts, state).await?;
        api.require(&[Scope::BoardPlay])?;
        Ok(Self { api, ids })
    }
}
