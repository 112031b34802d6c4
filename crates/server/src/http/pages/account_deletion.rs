//! `/settings/delete`: a member deletes their account (product.md §1),
//! after reading what is erased, what is kept and why, with their
//! password and a confirmation.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum_extra::extract::cookie::{Cookie, CookieJar};
use maud::{Markup, html};
use serde::Deserialize;

use crate::accounts::{self, DeletionError};
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::http::{PageCtx, SESSION_COOKIE};
use crate::state::AppState;

pub async fn show(ctx: PageCtx) -> Result<Response, PageError> {
    ctx.member()?;
    Ok(render(&ctx, None).into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct DeletionForm {
    password: String,
    /// The box saying the member understands; required.
    confirm: String,
}

pub async fn submit(
    State(state): State<AppState>,
    ctx: PageCtx,
    jar: CookieJar,
    CsrfForm(form): CsrfForm<DeletionForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    if form.confirm != "yes" {
        let body = render(&ctx, Some(&ctx.t("deletion-confirm-missing")));
        return Ok((StatusCode::BAD_REQUEST, body).into_response());
    }
    match accounts::delete_account(&state, member, &form.password).await {
        Ok(()) => {
            let jar = jar.remove(Cookie::build(SESSION_COOKIE).path("/"));
            Ok((jar, Redirect::to("/?notice=account-deleted")).into_response())
        }
        Err(DeletionError::WrongPassword) => {
            let body = render(&ctx, Some(&ctx.t("error-password-wrong")));
            Ok((StatusCode::BAD_REQUEST, body).into_response())
        }
        Err(DeletionError::Internal(error)) => Err(error.into()),
    }
}

fn render(ctx: &PageCtx, error: Option<&str>) -> Markup {
    let title = ctx.t("deletion-title");
    page(
        ctx,
        &title,
        html! {
            @if let Some(error) = error { p.form-error role="alert" { (error) } }
            section.card {
                h2 { (ctx.t("deletion-erased")) }
                ul {
                    li { (ctx.t("deletion-erased-personal")) }
                    li { (ctx.t("deletion-erased-access")) }
                    li { (ctx.t("deletion-erased-private")) }
                }
                h2 { (ctx.t("deletion-ended")) }
                ul {
                    li { (ctx.t("deletion-ended-games")) }
                    li { (ctx.t("deletion-ended-events")) }
                }
                h2 { (ctx.t("deletion-kept")) }
                ul {
                    li { (ctx.t("deletion-kept-games")) }
                    li { (ctx.t("deletion-kept-name")) }
                    li { (ctx.t("deletion-kept-reports")) }
                }
            }
            form.stack method="post" action="/settings/delete" {
                (csrf_field(ctx))
                label for="password" { (ctx.t("field-password")) }
                input #password name="password" type="password" required autocomplete="current-password";
                label.check { input type="checkbox" name="confirm" value="yes" required; " " (ctx.t("deletion-confirm")) }
                button type="submit" { (ctx.t("deletion-submit")) }
            }
        },
    )
}
