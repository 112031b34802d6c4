//! Conduct (product.md §11): the site's rules with a member's own
//! reports and warnings, the report form, and the administrators'
//! pages: the queue of open reports, a member's file with the actions on
//! it, the moderation log, and the actions on a game.

mod games;
mod log;
mod member;
mod mine;
mod queue;
mod report;

pub(crate) use games::admin_game_forms;

use axum::Router;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use maud::Markup;

use crate::conduct::ConductError;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/conduct", get(mine::show))
        .route("/conduct/warnings/{id}", post(mine::acknowledge))
        .route("/report", get(report::show).post(report::submit))
        .route("/admin/reports", get(queue::show))
        .route("/admin/reports/{id}/close", post(queue::close))
        .route(
            "/admin/members/{username}",
            get(member::show).post(member::act),
        )
        .route("/admin/log", get(log::show))
        .route("/admin/games/{id}/adjudicate", post(games::adjudicate))
        .route("/admin/games/{id}/time", post(games::give_time))
}

/// A refused request's message in the page's language, or the error page
/// for what is not the requester's to fix.
///
/// # Errors
/// [`PageError::Internal`] for our failures, [`PageError::Forbidden`] for
/// a member who is no administrator.
fn refusal_text(ctx: &PageCtx, error: &ConductError) -> Result<String, PageError> {
    match error {
        ConductError::NotAdmin => Err(PageError::Forbidden),
        other => other
            .message(&ctx.lang)
            .ok_or_else(|| PageError::Internal(anyhow::anyhow!("{other:#}"))),
    }
}

/// The page again with a refusal: 400, or 429 with `Retry-After` for the
/// rate limit of reports.
fn refused(error: &ConductError, body: Markup) -> Response {
    match error {
        ConductError::TooMany { retry_after } => (
            StatusCode::TOO_MANY_REQUESTS,
            [(header::RETRY_AFTER, HeaderValue::from(*retry_after))],
            body,
        )
            .into_response(),
        _ => (StatusCode::BAD_REQUEST, body).into_response(),
    }
}
