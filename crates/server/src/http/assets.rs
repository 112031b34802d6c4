//! Static files, compiled into the binary: running the server needs no
//! files beside it.

use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;

use crate::app::AppState;

const SITE_CSS: &str = include_str!("../../assets/site.css");

pub fn router() -> Router<AppState> {
    Router::new().route("/static/site.css", get(site_css))
}

async fn site_css() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        SITE_CSS,
    )
}
