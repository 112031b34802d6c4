use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header;
use axum::middleware::Next;
use axum::response::Response;

/// Headers that keep pages from being framed, sniffed or fed foreign
/// scripts: everything the site serves comes from the site itself.
///
/// An answer to a request that carries credentials (a session cookie, a
/// token) is that member's — a new token, their address, their games —
/// and is never stored by the browser or a proxy (`no-store`), unless the
/// handler said otherwise (the static files are public).
pub async fn headers(request: Request, next: Next) -> Response {
    let session = format!("{}=", super::SESSION_COOKIE);
    let personal = request.headers().contains_key(header::AUTHORIZATION)
        || request
            .headers()
            .get_all(header::COOKIE)
            .iter()
            .any(|c| c.to_str().is_ok_and(|c| c.contains(&session)));
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    if personal {
        headers
            .entry(header::CACHE_CONTROL)
            .or_insert(HeaderValue::from_static("no-store"));
    }
    let set = [
        (
            header::CONTENT_SECURITY_POLICY,
            // The one inline style allowed is the attribute the board
            // (chessground) sets on its drawing layers, by its hash:
            // `color-scheme:light only`.
            "default-src 'self'; img-src 'self' data:; object-src 'none'; \
             style-src 'self' 'unsafe-hashes' \
             'sha256-SyXRxMCl6H7Kgy9uTmu1UZqVBsRmMBF4sHRiTO3FQc0='; \
             base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
        ),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "same-origin"),
    ];
    for (name, value) in set {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    }
    // A page is in the language the browser asks for (or its cookie
    // chose): a shared cache must keep one copy per language.
    let is_page = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    if is_page {
        headers.append(
            header::VARY,
            HeaderValue::from_static("Accept-Language, Cookie"),
        );
    }
    response
}
