//! Cross-site request forgery protection by double submission: a random
//! token lives in a `SameSite=Strict`, `HttpOnly` cookie and is repeated in
//! a hidden field of every form; a POST whose two copies differ is refused.
//! Another site can make a browser post a form but can neither read nor set
//! this site's cookie.

use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header::SET_COOKIE;
use axum::middleware::Next;
use axum::response::Response;
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};

use super::CSRF_COOKIE;
use crate::secret::{random_token, same_secret};

/// The token of this request (from the cookie, or new).
#[derive(Debug, Clone)]
pub struct CsrfToken(pub String);

/// Gives every browser a CSRF cookie on its first request.
pub async fn ensure_cookie(mut request: Request, next: Next) -> Response {
    // The API takes no forms: its callers need no CSRF cookie.
    if super::errors::is_api(request.uri().path()) {
        return next.run(request).await;
    }
    let jar = CookieJar::from_headers(request.headers());
    if let Some(cookie) = jar.get(CSRF_COOKIE) {
        let token = CsrfToken(cookie.value().to_owned());
        request.extensions_mut().insert(token);
        return next.run(request).await;
    }
    let token = random_token(32);
    request.extensions_mut().insert(CsrfToken(token.clone()));
    let mut response = next.run(request).await;
    let cookie = Cookie::build((CSRF_COOKIE, token))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Strict)
        .build();
    if let Ok(value) = HeaderValue::from_str(&cookie.to_string()) {
        response.headers_mut().append(SET_COOKIE, value);
    }
    response
}

/// Whether a form's hidden field matches the cookie.
#[must_use]
pub fn matches(expected: &CsrfToken, submitted: &str) -> bool {
    !submitted.is_empty() && same_secret(&expected.0, submitted)
}
