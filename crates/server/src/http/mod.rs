//! HTTP: pages for people, the JSON API for clients. Handlers are thin:
//! parse the input, call one use case, render.

mod api;
mod assets;
mod context;
mod csrf;
mod errors;
mod form;
mod layout;
mod pages;
mod security;

use axum::Router;
use axum::middleware::from_fn;
use axum::middleware::from_fn_with_state;

use crate::app::AppState;

pub use context::PageCtx;
pub use errors::{ApiError, PageError};

/// Cookie with the login session token.
pub const SESSION_COOKIE: &str = "rq_session";
/// Cookie with the language chosen for this browser.
pub const LANG_COOKIE: &str = "rq_lang";
/// Cookie with the CSRF token every form repeats.
pub const CSRF_COOKIE: &str = "rq_csrf";

/// Every route of the site.
pub fn router(state: AppState) -> Router {
    Router::new()
        .merge(pages::router())
        .merge(api::router())
        .merge(assets::router())
        .fallback(errors::not_found)
        .layer(from_fn_with_state(state.clone(), errors::render_errors))
        .layer(from_fn(csrf::ensure_cookie))
        .layer(from_fn(security::headers))
        .with_state(state)
}
