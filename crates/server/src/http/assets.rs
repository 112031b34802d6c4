//! Static files, compiled into the binary: running the server needs no
//! files beside it (and no Node). The chessground files are vendored from
//! the npm package pinned by `web/package-lock.json`.

use axum::Router;
use axum::extract::Path;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::http::PageError;
use crate::state::AppState;

/// Path under `/static/`, content type, content.
const FILES: [(&str, &str, &str); 17] = [
    (
        "manifest.webmanifest",
        "application/manifest+json",
        include_str!("../../assets/manifest.webmanifest"),
    ),
    (
        "openapi.json",
        "application/json",
        include_str!("../../assets/openapi.json"),
    ),
    (
        "favicon.svg",
        "image/svg+xml",
        include_str!("../../assets/favicon.svg"),
    ),
    (
        "site.css",
        "text/css; charset=utf-8",
        include_str!("../../assets/site.css"),
    ),
    (
        "game.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/game.js"),
    ),
    (
        "site.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/site.js"),
    ),
    (
        "follow.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/follow.js"),
    ),
    (
        "lobby.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/lobby.js"),
    ),
    (
        "explorer.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/explorer.js"),
    ),
    (
        "push.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/push.js"),
    ),
    (
        "print.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/print.js"),
    ),
    (
        "clocks.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/clocks.js"),
    ),
    (
        "sounds.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/sounds.js"),
    ),
    (
        "vendor/chessground/chessground.min.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/vendor/chessground/chessground.min.js"),
    ),
    (
        "vendor/chessground/chessground.base.css",
        "text/css; charset=utf-8",
        include_str!("../../assets/vendor/chessground/chessground.base.css"),
    ),
    (
        "vendor/chessground/chessground.brown.css",
        "text/css; charset=utf-8",
        include_str!("../../assets/vendor/chessground/chessground.brown.css"),
    ),
    (
        "vendor/chessground/chessground.cburnett.css",
        "text/css; charset=utf-8",
        include_str!("../../assets/vendor/chessground/chessground.cburnett.css"),
    ),
];

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/static/{*path}", get(file))
        .route("/sw.js", get(service_worker))
}

/// `GET /sw.js`: the service worker, from the root so that its scope is
/// the whole site; never cached, so that a new one is found at once.
async fn service_worker() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        include_str!("../../assets/sw.js"),
    )
        .into_response()
}

/// `GET /api/openapi.json`: the API's description, answered directly
/// (clients that do not follow redirects read it too).
pub async fn openapi() -> Result<Response, PageError> {
    file(Path("openapi.json".to_owned())).await
}

async fn file(Path(path): Path<String>) -> Result<Response, PageError> {
    let (_, content_type, content) = FILES
        .iter()
        .find(|(name, _, _)| *name == path)
        .ok_or(PageError::NotFound)?;
    Ok((
        [
            (header::CONTENT_TYPE, *content_type),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        *content,
    )
        .into_response())
}
