//! HTTP: pages for people, the JSON API for clients. Handlers are thin:
//! parse the input, call one use case, render.

pub mod api;
pub(crate) mod assets;
mod client;
mod club_forms;
mod context;
mod csrf;
mod errors;
mod federation;
mod form;
mod ids;
mod layout;
pub mod metrics;
mod nul;
mod pages;
mod security;

use std::net::SocketAddr;

use axum::Router;
use axum::ServiceExt;
use axum::extract::Request;
use axum::extract::connect_info::IntoMakeServiceWithConnectInfo;
use axum::middleware::from_fn;
use axum::middleware::from_fn_with_state;
use tower::util::MapRequest;

use crate::state::AppState;

pub use client::ClientAddress;
pub use context::PageCtx;
pub use errors::{ApiError, PageError};

/// Cookie with the login session token.
pub const SESSION_COOKIE: &str = "rq_session";
/// Cookie with the language chosen for this browser.
pub const LANG_COOKIE: &str = "rq_lang";
/// Cookie with the browser's time zone (`site.js`), the zone times are
/// written in for whom has not chosen one (issue 49).
pub const ZONE_COOKIE: &str = "rq_zone";
/// Cookie with the CSRF token every form repeats.
pub const CSRF_COOKIE: &str = "rq_csrf";

/// The router behind the path rewrite.
type Site = MapRequest<Router, fn(Request) -> Request>;

/// The site as a service: trailing slashes are dropped before routing
/// (lichess-api-subset.md §A: clients post to `/claim-victory/`), and
/// handlers may read the client's address.
pub fn service(state: AppState) -> IntoMakeServiceWithConnectInfo<Site, SocketAddr> {
    let strip: fn(Request) -> Request = strip_trailing_slash;
    tower::ServiceExt::map_request(router(state), strip)
        .into_make_service_with_connect_info::<SocketAddr>()
}

fn strip_trailing_slash(mut request: Request) -> Request {
    let path = request.uri().path();
    if path.len() > 1 && path.ends_with('/') {
        let trimmed = path.trim_end_matches('/');
        let trimmed = if trimmed.is_empty() { "/" } else { trimmed };
        let rebuilt = match request.uri().query() {
            Some(query) => format!("{trimmed}?{query}"),
            None => trimmed.to_owned(),
        };
        if let Ok(uri) = rebuilt.parse() {
            *request.uri_mut() = uri;
        }
    }
    request
}

/// Every route of the site.
pub fn router(state: AppState) -> Router {
    Router::new()
        .merge(pages::router())
        .merge(api::router())
        .merge(assets::router())
        .merge(federation::router())
        .route("/metrics", axum::routing::get(metrics::guarded_metrics))
        .route_layer(from_fn_with_state(state.clone(), metrics::track))
        .fallback(errors::not_found)
        .layer(from_fn(nul::refuse_nul))
        .layer(from_fn_with_state(state.clone(), errors::render_errors))
        .layer(from_fn(csrf::ensure_cookie))
        .layer(from_fn(security::headers))
        .with_state(state)
}
