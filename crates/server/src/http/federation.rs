//! How other servers find this one's members (issue 53, docs/federation.md):
//! `/.well-known/webfinger`, `/.well-known/nodeinfo` and `/nodeinfo/2.1`,
//! and a member's actor at their profile's address when the request asks
//! for ActivityPub (`Accept`). Public, as the profiles are; other servers
//! read them from anywhere, so they allow any origin (RFC 7033 §5).

use axum::Json;
use axum::Router;
use axum::extract::{Query, State};
use axum::http::header::{ACCEPT, ACCESS_CONTROL_ALLOW_ORIGIN, CONTENT_TYPE, VARY};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use redqueen_domain::account::Username;
use serde::Deserialize;
use serde_json::json;

use crate::federation::{self, ACTIVITY_JSON, FingerError, NODEINFO_SCHEMA};
use crate::http::ApiError;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/.well-known/webfinger", get(webfinger))
        .route("/.well-known/nodeinfo", get(nodeinfo_links))
        .route("/nodeinfo/2.1", get(nodeinfo))
}

/// Whether a request for a profile asks for its ActivityPub actor: the
/// media types ActivityPub names (`application/activity+json`, or JSON-LD
/// with the ActivityStreams profile).
pub fn wants_actor(headers: &HeaderMap) -> bool {
    headers
        .get_all(ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|kind| {
            let kind = kind.trim().to_ascii_lowercase();
            kind.starts_with(ACTIVITY_JSON)
                || (kind.starts_with("application/ld+json")
                    && kind.contains("https://www.w3.org/ns/activitystreams"))
        })
}

/// A document for other servers, in `media_type`, readable from any origin.
fn document(media_type: &'static str, body: &serde_json::Value) -> Response {
    (
        [
            (CONTENT_TYPE, media_type),
            (ACCESS_CONTROL_ALLOW_ORIGIN, "*"),
        ],
        Json(body).into_response().into_body(),
    )
        .into_response()
}

/// The actor of `username`, or 404; the profile's address answers both
/// ways, so caches keep them apart (`Vary: Accept`).
pub async fn actor(state: &AppState, username: &Username) -> Result<Response, ApiError> {
    let actor = federation::actor_of(state, username)
        .await?
        .ok_or_else(|| ApiError::not_found("No such member on this server"))?;
    let mut response = document(ACTIVITY_JSON, &actor.0);
    response
        .headers_mut()
        .insert(VARY, axum::http::HeaderValue::from_static("Accept"));
    Ok(response)
}

#[derive(Debug, Deserialize)]
pub struct FingerQuery {
    resource: Option<String>,
}

/// `GET /.well-known/webfinger?resource=acct:alice@host`.
async fn webfinger(
    State(state): State<AppState>,
    query: Result<Query<FingerQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let resource = query.ok().and_then(|Query(q)| q.resource);
    match federation::finger(&state, resource.as_deref()).await {
        Ok(found) => Ok(document("application/jrd+json", &found.0)),
        Err(FingerError::Missing) => Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            &FingerError::Missing.to_string(),
        )),
        Err(FingerError::NotFound) => Err(ApiError::not_found(&FingerError::NotFound.to_string())),
        Err(FingerError::Internal(error)) => Err(ApiError::from(error)),
    }
}

/// `GET /.well-known/nodeinfo`: where the NodeInfo document is.
async fn nodeinfo_links(State(state): State<AppState>) -> Response {
    let links = json!({
        "links": [{ "rel": NODEINFO_SCHEMA, "href": state.settings.link("/nodeinfo/2.1") }],
    });
    document("application/json", &links)
}

/// `GET /nodeinfo/2.1`.
async fn nodeinfo(State(state): State<AppState>) -> Result<Response, ApiError> {
    let body = federation::nodeinfo(&state).await?;
    Ok(document(
        "application/json; profile=\"http://nodeinfo.diaspora.software/ns/schema/2.1#\"",
        &body,
    ))
}
