use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum_extra::extract::cookie::CookieJar;
use maud::html;

use crate::accounts::{self, VerifyError};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::layout::page;
use crate::state::AppState;

/// The link from the verification email.
///
/// The link logs in whoever follows it, if nobody is logged in: it is the
/// secret that proves the address, and registering opens no session (so
/// that the form tells nobody whether an address was registered before).
pub async fn follow(
    State(state): State<AppState>,
    ctx: PageCtx,
    jar: CookieJar,
    Path(token): Path<String>,
) -> Result<Response, PageError> {
    let problem = match accounts::verify_email(&state, &token).await {
        Ok(member) => {
            let done = Redirect::to("/?notice=verified");
            if ctx.viewer.is_some() {
                return Ok(done.into_response());
            }
            let (session, language) = accounts::open_verified_session(&state, member).await?;
            let jar = super::login::session_cookies(&state, jar, &session, language.as_deref());
            return Ok((jar, done).into_response());
        }
        Err(VerifyError::InvalidLink) => "error-link-invalid",
        Err(VerifyError::EmailTaken) => "error-email-taken",
        Err(VerifyError::Internal(error)) => return Err(error.into()),
    };
    let title = ctx.t("verify-failed-title");
    let body = page(
        &ctx,
        &title,
        html! {
            p.form-error { (ctx.t(problem)) }
            p { (ctx.t("verify-failed-help")) }
        },
    );
    Ok((StatusCode::BAD_REQUEST, body).into_response())
}

/// "Send the link again", from the reminder every page shows.
pub async fn resend(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    if !member.email_verified && !accounts::send_verification(&state, member, &ctx.lang).await? {
        // The address had its hour's links.
        return Err(PageError::TooManyRequests { retry_after: 3600 });
    }
    Ok(Redirect::to("/?notice=verification-sent").into_response())
}
