//! The JSON API: the lichess-compatible subset (lichess-api-subset.md) and
//! the health check.

mod account;
mod auth;
mod health;

use axum::Router;
use axum::routing::{get, post};

use crate::app::AppState;

pub use auth::ApiUser;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/health", get(health::check))
        .route("/api/account", get(account::show))
        .route("/api/token/test", post(account::test_tokens))
}
