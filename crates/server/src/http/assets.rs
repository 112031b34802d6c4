//! Static files, compiled into the binary: running the server needs no
//! files beside it (and no Node). The chessground files are vendored from
//! the npm package pinned by `web/package-lock.json`, the engine's from
//! the one pinned by `web/engine/package-lock.json` (`web/tools/vendor.sh`).

use axum::Router;
use axum::extract::Path;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::http::PageError;
use crate::state::AppState;

/// The engine's worker script (docs/analysis.md), which compiles the
/// engine's WebAssembly: its policy allows that, and nothing else more.
const ENGINE_WORKER: &str = "vendor/stockfish/stockfish-19-lite-single.js";

/// Path under `/static/`, content type, content.
const FILES: [(&str, &str, &[u8]); 27] = [
    (
        "manifest.webmanifest",
        "application/manifest+json",
        include_bytes!("../../assets/manifest.webmanifest"),
    ),
    (
        "openapi.json",
        "application/json",
        include_bytes!("../../assets/openapi.json"),
    ),
    (
        "favicon.svg",
        "image/svg+xml",
        include_bytes!("../../assets/favicon.svg"),
    ),
    (
        "site.css",
        "text/css; charset=utf-8",
        include_bytes!("../../assets/site.css"),
    ),
    (
        "game.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/game.js"),
    ),
    (
        "accessible.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/accessible.js"),
    ),
    (
        "promotion.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/promotion.js"),
    ),
    (
        "site.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/site.js"),
    ),
    (
        "follow.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/follow.js"),
    ),
    (
        "match.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/match.js"),
    ),
    (
        "lobby.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/lobby.js"),
    ),
    (
        "explorer.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/explorer.js"),
    ),
    (
        "push.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/push.js"),
    ),
    (
        "print.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/print.js"),
    ),
    (
        "clocks.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/clocks.js"),
    ),
    (
        "sounds.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/sounds.js"),
    ),
    (
        "vendor/chessground/chessground.min.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/vendor/chessground/chessground.min.js"),
    ),
    (
        "vendor/chessground/chessground.base.css",
        "text/css; charset=utf-8",
        include_bytes!("../../assets/vendor/chessground/chessground.base.css"),
    ),
    (
        "vendor/chessground/chessground.brown.css",
        "text/css; charset=utf-8",
        include_bytes!("../../assets/vendor/chessground/chessground.brown.css"),
    ),
    (
        "vendor/chessground/chessground.cburnett.css",
        "text/css; charset=utf-8",
        include_bytes!("../../assets/vendor/chessground/chessground.cburnett.css"),
    ),
    (
        "analysis.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/analysis.js"),
    ),
    (
        "engine.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/engine.js"),
    ),
    (
        "judgement.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/judgement.js"),
    ),
    (
        "eval_graph.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/eval_graph.js"),
    ),
    (
        ENGINE_WORKER,
        "text/javascript; charset=utf-8",
        include_bytes!("../../assets/vendor/stockfish/stockfish-19-lite-single.js"),
    ),
    (
        "vendor/stockfish/stockfish-19-lite-single.wasm",
        "application/wasm",
        include_bytes!("../../assets/vendor/stockfish/stockfish-19-lite-single.wasm"),
    ),
    (
        "vendor/stockfish/Copying.txt",
        "text/plain; charset=utf-8",
        include_bytes!("../../assets/vendor/stockfish/Copying.txt"),
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
    let mut response = (
        [
            (header::CONTENT_TYPE, *content_type),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        *content,
    )
        .into_response();
    if path == ENGINE_WORKER {
        response.headers_mut().insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'"),
        );
    }
    Ok(response)
}
