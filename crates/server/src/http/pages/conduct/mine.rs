//! `/conduct`: the site's rules of conduct (seed 000), and for a member
//! their standing, their warnings and the reports they filed with where
//! each stands.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};

use crate::conduct::{self, ConductError};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::layout::page;
use crate::state::AppState;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    Ok(render(&state, &ctx, None).await?.into_response())
}

/// The page, with `error` above the rules when an action was refused.
async fn render(state: &AppState, ctx: &PageCtx, error: Option<&str>) -> Result<Markup, PageError> {
    let (reports, warnings) = match &ctx.viewer {
        Some(me) => conduct::my_conduct(state, me.id).await?,
        None => (Vec::new(), Vec::new()),
    };
    let muted_until = ctx
        .viewer
        .as_ref()
        .and_then(|me| me.standing().muted_at(state.now()));
    let title = ctx.t("conduct-title");
    Ok(page(
        ctx,
        &title,
        html! {
            @if let Some(error) = error { p.form-error role="alert" { (error) } }
            section.card {
                p { (ctx.t("conduct-rules-courtesy")) }
                p { (ctx.t("conduct-rules-computers")) }
                p { (ctx.t("conduct-rules-reports")) }
            }
            @if let Some(until) = muted_until {
                p.form-error role="status" { (ctx.lang.t_with("conduct-muted-until", &[("until", ctx.lang.instant(until).into())])) }
            }
            @if !warnings.is_empty() {
                section.card {
                    h2 { (ctx.t("conduct-your-warnings")) }
                    ul { @for w in &warnings { li { (ctx.lang.instant(w.at)) " — " (w.reason) } } }
                }
            }
            @if ctx.viewer.is_some() {
                section.card {
                    h2 { (ctx.t("conduct-your-reports")) }
                    @if reports.is_empty() { p { (ctx.t("conduct-no-reports")) } }
                    @else {
                        table.reports {
                            thead { tr {
                                th { (ctx.t("conduct-report-when")) }
                                th { (ctx.t("report-member")) }
                                th { (ctx.t("report-reason")) }
                                th { (ctx.t("conduct-report-state")) }
                            } }
                            tbody { @for r in &reports { tr {
                                td { (ctx.lang.instant(r.created_at)) }
                                td { (r.accused) }
                                td { (ctx.t(&format!("report-reason-{}", r.reason.as_str()))) }
                                td { (ctx.t(&format!("report-status-{}", r.status.as_str()))) }
                            } } }
                        }
                    }
                }
            }
        },
    ))
}

/// Acknowledges one of the member's warnings; someone else's warning (or
/// none) is 404 with the page saying so, and stays as it was.
pub async fn acknowledge(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let done = match id.parse::<i64>() {
        Ok(id) => conduct::acknowledge_warning(&state, member, id).await,
        Err(_) => Err(ConductError::NoSuchWarning),
    };
    match done {
        Ok(()) => Ok(Redirect::to("/conduct?notice=warning-acknowledged").into_response()),
        Err(error) => {
            let text = super::refusal_text(&ctx, &error)?;
            let body = render(&state, &ctx, Some(&text)).await?;
            Ok((StatusCode::NOT_FOUND, body).into_response())
        }
    }
}
