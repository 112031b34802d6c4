//! One error story (style.md): handlers return [`PageError`] or
//! [`ApiError`]; unexpected failures are logged and shown as a plain 500
//! with no details; people get a translated page, clients `{"error": ...}`.

use axum::Json;
use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use serde_json::json;

use super::PageCtx;
use super::csrf::CsrfToken;
use super::layout::page;
use crate::records::StoreError;
use crate::state::AppState;

/// What can go wrong while serving a page.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    #[error("not found")]
    NotFound,
    #[error("the form was stale or forged")]
    Csrf,
    /// A throttle: try again in `retry_after` seconds.
    #[error("too many requests")]
    TooManyRequests { retry_after: u64 },
    #[error("login required")]
    LoginRequired,
    /// A page or action for administrators only.
    #[error("forbidden")]
    Forbidden,
    #[error("bad request")]
    BadForm,
    /// A `pool` parameter naming no rating pool.
    #[error("unknown rating pool")]
    UnknownPool,
    /// A NUL character in the path, the query or a value (`nul.rs`).
    #[error("a NUL character")]
    NulCharacter,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<StoreError> for PageError {
    fn from(error: StoreError) -> Self {
        Self::Internal(error.into())
    }
}

/// Marks the redirect of a page that needs a login: [`render_errors`]
/// adds the page asked for, so that the login goes on to it.
#[derive(Debug, Clone, Copy)]
struct LoginFirst;

/// Marks a response whose body [`render_errors`] writes: the status and
/// the message id, rendered in the request's language.
#[derive(Debug, Clone, Copy)]
struct ErrorPage(&'static str);

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        let (status, message) = match self {
            Self::LoginRequired => {
                let mut response = Redirect::to("/login").into_response();
                response.extensions_mut().insert(LoginFirst);
                return response;
            }
            Self::NotFound => (StatusCode::NOT_FOUND, "error-not-found"),
            Self::Csrf => (StatusCode::FORBIDDEN, "error-csrf"),
            Self::Forbidden => (StatusCode::FORBIDDEN, "error-forbidden"),
            Self::TooManyRequests { retry_after } => {
                let mut response = StatusCode::TOO_MANY_REQUESTS.into_response();
                response.headers_mut().insert(
                    header::RETRY_AFTER,
                    axum::http::HeaderValue::from(retry_after.max(1)),
                );
                response
                    .extensions_mut()
                    .insert(ErrorPage("error-too-many-requests"));
                return response;
            }
            Self::BadForm => (StatusCode::BAD_REQUEST, "error-bad-form"),
            Self::UnknownPool => (StatusCode::BAD_REQUEST, "error-unknown-pool"),
            Self::NulCharacter => (StatusCode::BAD_REQUEST, "error-nul-character"),
            Self::Internal(error) => {
                tracing::error!(error = %format!("{error:#}"), "request failed");
                (StatusCode::INTERNAL_SERVER_ERROR, "error-internal")
            }
        };
        let mut response = status.into_response();
        response.extensions_mut().insert(ErrorPage(message));
        response
    }
}

/// An error answered to an API client as lichess does: a status and
/// `{"error": ...}` (lichess-api-subset.md §9).
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub body: serde_json::Value,
    pub headers: Vec<(axum::http::HeaderName, String)>,
}

impl ApiError {
    /// `{"error": message}` with `status`.
    #[must_use]
    pub fn new(status: StatusCode, message: &str) -> Self {
        Self::with_body(status, json!({ "error": message }))
    }

    /// Any JSON body with `status`.
    #[must_use]
    pub fn with_body(status: StatusCode, body: serde_json::Value) -> Self {
        Self {
            status,
            body,
            headers: Vec::new(),
        }
    }

    /// 400 with a message.
    #[must_use]
    pub fn bad_request(message: &str) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }

    /// 404 with a message.
    #[must_use]
    pub fn not_found(message: &str) -> Self {
        Self::new(StatusCode::NOT_FOUND, message)
    }

    /// 429 with `Retry-After`: a rate limit (product.md §11).
    #[must_use]
    pub fn too_many(retry_after: u64) -> Self {
        let mut error = Self::new(
            StatusCode::TOO_MANY_REQUESTS,
            "Too many requests. Try again later.",
        );
        error
            .headers
            .push((header::RETRY_AFTER, retry_after.max(1).to_string()));
        error
    }

    /// 401 for a missing, unknown or revoked token.
    #[must_use]
    pub fn no_such_token() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "No such token")
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(error: anyhow::Error) -> Self {
        tracing::error!(error = %format!("{error:#}"), "API request failed");
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "Internal error")
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        Self::from(anyhow::Error::from(error))
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(self.body)).into_response();
        for (name, value) in self.headers {
            if let Ok(value) = axum::http::HeaderValue::from_str(&value) {
                response.headers_mut().insert(name, value);
            }
        }
        response
    }
}

/// Unknown routes.
pub async fn not_found() -> PageError {
    PageError::NotFound
}

/// Paths answered in JSON rather than HTML.
pub(crate) fn is_api(path: &str) -> bool {
    path.starts_with("/api/") || path == "/api" || path.starts_with("/game/export/")
}

/// Writes the body of error responses: a page in the visitor's language,
/// or JSON for the API.
pub async fn render_errors(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    if is_api(request.uri().path()) {
        // The API's answers need no page, so nothing of the request is
        // kept for one (this runs on every move).
        let response = next.run(request).await;
        let Some(ErrorPage(message_id)) = response.extensions().get::<ErrorPage>().copied() else {
            return response;
        };
        let message = state.i18n.english().t(message_id);
        let kept = response.headers().get(header::RETRY_AFTER).cloned();
        let mut answer = ApiError::new(response.status(), &message).into_response();
        if let Some(value) = kept {
            answer.headers_mut().insert(header::RETRY_AFTER, value);
        }
        return answer;
    }
    let headers = request.headers().clone();
    let uri = request.uri().clone();
    let method = request.method().clone();
    let csrf = request.extensions().get::<CsrfToken>().cloned();
    let response = next.run(request).await;
    if response.extensions().get::<LoginFirst>().is_some() {
        return login_first(&method, &uri, response);
    }
    let Some(ErrorPage(message_id)) = response.extensions().get::<ErrorPage>().copied() else {
        return response;
    };
    let status = response.status();
    let retry_after = response.headers().get(header::RETRY_AFTER).cloned();
    let ctx = match PageCtx::resolve(&state, &method, &headers, &uri, csrf).await {
        Ok(ctx) => ctx,
        Err(_) => {
            // The database is down: still a page, without the member.
            let mut ctx = PageCtx::anonymous(&state);
            ctx.here = uri.path().to_owned();
            ctx
        }
    };
    let title = ctx.t(message_id);
    let body = page(
        &ctx,
        &title,
        // The page's heading says what went wrong, once.
        maud::html! { p { a href="/" { (ctx.t("error-go-home")) } } },
    );
    let mut answer = (status, body).into_response();
    if let Some(value) = retry_after {
        answer.headers_mut().insert(header::RETRY_AFTER, value);
    }
    answer
}

/// The login's redirect for a page asked for with GET, naming the page
/// (`/login?next=/games`); a form posted without a login goes to the
/// login alone, its content being gone anyway.
fn login_first(method: &axum::http::Method, uri: &axum::http::Uri, response: Response) -> Response {
    if method != axum::http::Method::GET {
        return response;
    }
    let asked = uri.path_and_query().map_or("/", |p| p.as_str());
    match serde_urlencoded::to_string([("next", asked)]) {
        Ok(query) => Redirect::to(&format!("/login?{query}")).into_response(),
        Err(_) => response,
    }
}
