use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::account::{EmailAddress, NewPassword};
use serde::Deserialize;

use super::messages::{email_error, password_error};
use crate::accounts::{self, VerifyError};
use crate::http::errors::PageError;
use crate::http::form::{CsrfForm, Field};
use crate::http::layout::{csrf_field, page};
use crate::http::{ClientAddress, PageCtx};
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct RequestForm {
    email: String,
}

pub async fn show_request(ctx: PageCtx) -> Markup {
    render_request(&ctx, "", None)
}

/// Asks for a reset link. The answer is the same whether or not the
/// address is registered.
pub async fn submit_request(
    State(state): State<AppState>,
    ctx: PageCtx,
    client: ClientAddress,
    CsrfForm(form): CsrfForm<RequestForm>,
) -> Result<Response, PageError> {
    super::count_attempt(&state, client).await?;
    match EmailAddress::parse(&form.email) {
        Ok(address) => {
            accounts::request_password_reset(&state, &address, &ctx.lang).await?;
            Ok(Redirect::to("/?notice=reset-sent").into_response())
        }
        Err(error) => {
            let error = email_error(&ctx.lang, error);
            Ok((
                StatusCode::BAD_REQUEST,
                render_request(&ctx, &form.email, Some(error)),
            )
                .into_response())
        }
    }
}

fn render_request(ctx: &PageCtx, email: &str, error: Option<String>) -> Markup {
    let title = ctx.t("reset-title");
    page(
        ctx,
        &title,
        html! {
            p { (ctx.t("reset-request-help")) }
            form.stack method="post" action="/password-reset" novalidate {
                (csrf_field(ctx))
                (Field { name: "email", label: ctx.t("field-email"), kind: "email", value: email,
                         error, autocomplete: "email" }.render())
                button type="submit" { (ctx.t("reset-request-submit")) }
            }
        },
    )
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ResetForm {
    password: String,
}

/// The page the emailed link opens. The link is used only when the form
/// is sent, so a mail scanner that opens links does not spend it.
pub async fn show_reset(ctx: PageCtx, Path(token): Path<String>) -> Markup {
    render_reset(&ctx, &token, None)
}

pub async fn submit_reset(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(token): Path<String>,
    CsrfForm(form): CsrfForm<ResetForm>,
) -> Result<Response, PageError> {
    let password = match NewPassword::parse(&form.password) {
        Ok(password) => password,
        Err(error) => {
            let error = password_error(&ctx.lang, error);
            return Ok((
                StatusCode::BAD_REQUEST,
                render_reset(&ctx, &token, Some(error)),
            )
                .into_response());
        }
    };
    match accounts::reset_password(&state, &token, &password).await {
        Ok(_) => Ok(Redirect::to("/login?notice=password-reset").into_response()),
        Err(VerifyError::Internal(error)) => Err(error.into()),
        Err(_) => {
            let error = ctx.t("error-link-invalid");
            Ok((
                StatusCode::BAD_REQUEST,
                render_reset(&ctx, &token, Some(error)),
            )
                .into_response())
        }
    }
}

fn render_reset(ctx: &PageCtx, token: &str, error: Option<String>) -> Markup {
    let title = ctx.t("reset-choose-title");
    page(
        ctx,
        &title,
        html! {
            form.stack method="post" action=(format!("/password-reset/{token}")) novalidate {
                (csrf_field(ctx))
                (Field { name: "password", label: ctx.t("field-new-password"), kind: "password", value: "",
                         error, autocomplete: "new-password" }.render())
                button type="submit" { (ctx.t("reset-choose-submit")) }
            }
        },
    )
}
