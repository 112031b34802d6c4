//! `/metrics` for the operator's scraper, and the middleware that times
//! every routed request. The metrics are never public by default: on the
//! site's address they answer only to `Authorization: Bearer TOKEN` when
//! `metrics_token` is set (404 otherwise, as if there were none); on
//! `metrics_listen`, an address of their own, to anyone who reaches it.

use std::time::Instant;

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::header::{AUTHORIZATION, CONTENT_TYPE};
use axum::http::{HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use subtle::ConstantTimeEq;

use crate::monitoring;
use crate::state::AppState;

/// The text format's media type.
const TEXT_FORMAT: &str = "text/plain; version=0.0.4; charset=utf-8";

/// The router of the metrics' own address.
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/metrics", get(open_metrics))
        .with_state(state)
}

/// `/metrics` on the site's address: for the configured token only.
pub async fn guarded_metrics(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let given = headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    let allowed = match (&state.settings.metrics_token, given) {
        (Some(token), Some(given)) => bool::from(token.as_bytes().ct_eq(given.as_bytes())),
        _ => false,
    };
    if !allowed {
        return super::errors::PageError::NotFound.into_response();
    }
    open_metrics(State(state)).await
}

async fn open_metrics(State(state): State<AppState>) -> Response {
    match monitoring::metrics_text(&state).await {
        Ok(text) => ([(CONTENT_TYPE, TEXT_FORMAT)], text).into_response(),
        Err(error) => {
            tracing::error!(error = %format!("{error:#}"), "metrics: the database did not answer");
            StatusCode::SERVICE_UNAVAILABLE.into_response()
        }
    }
}

/// Times a routed request by its route's pattern (`/{id}`, not the id).
pub async fn track(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let route = request.extensions().get::<MatchedPath>().cloned();
    let method = request.method().clone();
    let response = next.run(request).await;
    state.metrics.request(
        route.as_ref().map_or("unmatched", MatchedPath::as_str),
        method.as_str(),
        response.status().as_str(),
        started.elapsed(),
    );
    response
}
