//! `/email/unsubscribe/{token}/{kind}`: the link every optional email
//! carries. A GET asks (mail scanners open links; they must not change
//! anything); a POST — the button, or a mail client's RFC 8058 one-click
//! request — turns that kind of email off. The secret in the link stands
//! for the member, so there is no login and no CSRF field here.

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use maud::html;
use redqueen_domain::account::{EmailOption, NoticeKind};

use crate::accounts;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::notices::mail::unsubscribe;
use crate::records::UserRow;
use crate::state::AppState;

/// The member of the link's secret and the kind of email it names; a
/// kind that is unknown or cannot be turned off is no link of ours.
async fn member(
    state: &AppState,
    token: &str,
    kind: &str,
) -> Result<(UserRow, NoticeKind, EmailOption), PageError> {
    let kind: NoticeKind = kind.parse().map_err(|_| PageError::NotFound)?;
    let option = kind.option().ok_or(PageError::NotFound)?;
    let user = accounts::unsubscribing_member(state, token)
        .await?
        .ok_or(PageError::NotFound)?;
    Ok((user, kind, option))
}

fn option_label(ctx: &PageCtx, option: EmailOption) -> String {
    ctx.t(&format!(
        "unsubscribe-kind-{}",
        option.as_str().replace('_', "-")
    ))
}

pub async fn ask(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((token, kind)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let (_, kind, option) = member(&state, &token, &kind).await?;
    let title = ctx.t("unsubscribe-title");
    Ok(page(&ctx, &title, html! {
        p { (ctx.lang.t_with("unsubscribe-question", &[("kind", option_label(&ctx, option).into())])) }
        form method="post" action=(unsubscribe::path(&token, kind)) {
            button type="submit" { (ctx.t("unsubscribe-submit")) }
        }
    }).into_response())
}

pub async fn apply(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((token, kind)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let (user, kind, option) = member(&state, &token, &kind).await?;
    if !accounts::unsubscribe(&state, user.id, kind).await? {
        return Err(PageError::NotFound);
    }
    let title = ctx.t("unsubscribe-title");
    Ok(page(&ctx, &title, html! {
        p role="status" { (ctx.lang.t_with("unsubscribe-done", &[("kind", option_label(&ctx, option).into())])) }
        p { a href="/settings/notifications" { (ctx.t("notifications-title")) } }
    }).into_response())
}
