//! `/email/unsubscribe/{token}/{kind}`: the link every optional email
//! carries. A GET asks (mail scanners open links; they must not change
//! anything); a POST — the button, or a mail client's RFC 8058 one-click
//! request — turns that kind of email off. The secret in the link stands
//! for the member, so there is no login and no CSRF field here.

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use maud::html;

use crate::accounts;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::mail::unsubscribe;
use crate::state::AppState;

async fn member(
    state: &AppState,
    token: &str,
    kind: &str,
) -> Result<redqueen_store::UserRow, PageError> {
    if unsubscribe::option_of(kind).is_none() {
        return Err(PageError::NotFound);
    }
    state
        .store
        .user_by_unsubscribe_token(token)
        .await?
        .ok_or(PageError::NotFound)
}

fn kind_label(ctx: &PageCtx, kind: &str) -> String {
    ctx.t(&format!(
        "unsubscribe-kind-{}",
        unsubscribe::option_of(kind).unwrap_or("").replace('_', "-")
    ))
}

pub async fn ask(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((token, kind)): Path<(String, String)>,
) -> Result<Response, PageError> {
    member(&state, &token, &kind).await?;
    let title = ctx.t("unsubscribe-title");
    Ok(page(&ctx, &title, html! {
        p { (ctx.lang.t_with("unsubscribe-question", &[("kind", kind_label(&ctx, &kind).into())])) }
        form method="post" action=(unsubscribe::path(&token, &kind)) {
            button type="submit" { (ctx.t("unsubscribe-submit")) }
        }
    }).into_response())
}

pub async fn apply(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((token, kind)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let user = member(&state, &token, &kind).await?;
    let options = state.store.email_options(user.id).await?;
    let Some(off) = unsubscribe::turned_off(&options, &kind) else {
        return Err(PageError::NotFound);
    };
    accounts::set_email_options(&state, user.id, &off).await?;
    let title = ctx.t("unsubscribe-title");
    Ok(page(&ctx, &title, html! {
        p role="status" { (ctx.lang.t_with("unsubscribe-done", &[("kind", kind_label(&ctx, &kind).into())])) }
        p { a href="/settings/email-options" { (ctx.t("email-options-title")) } }
    }).into_response())
}
