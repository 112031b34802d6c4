//! `/admin/reports`: the open reports grouped by member, each with its
//! evidence (the game, its whole chat with the reported line marked).

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::conduct::ModerationAction;
use serde::Deserialize;

use super::{refusal_text, refused};
use crate::conduct;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::records::{ChatLine, ReportRow};
use crate::state::AppState;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    ctx.administrator()?;
    Ok(render(&state, &ctx, None).await?.into_response())
}

async fn render(state: &AppState, ctx: &PageCtx, error: Option<&str>) -> Result<Markup, PageError> {
    let queue = conduct::report_queue(state).await?;
    let mut by_member: BTreeMap<String, Vec<&ReportRow>> = BTreeMap::new();
    for report in &queue.reports {
        by_member
            .entry(report.accused.clone())
            .or_default()
            .push(report);
    }
    let chats = &queue.chats;
    let title = ctx.t("admin-reports-title");
    Ok(page(
        ctx,
        &title,
        html! {
            p { a href="/admin/log" { (ctx.t("admin-log-title")) } }
            @if let Some(error) = error { p.form-error role="alert" { (error) } }
            @if by_member.is_empty() { p { (ctx.t("admin-reports-none")) } }
            @for (name, reports) in &by_member {
                section.card.report-group {
                    h2 {
                        a href=(format!("/admin/members/{name}")) { (name) }
                        " · " (ctx.lang.t_with("admin-reports-count", &[("count", reports.len().into())]))
                    }
                    @for report in reports {
                        (report_card(ctx, report, report.game_id.as_deref().and_then(|g| chats.get(g)), None))
                    }
                }
            }
        },
    ))
}

/// One report with its evidence and the form that closes it; once
/// closed, its note and the action that answered it (`answered`), if one
/// did.
pub(super) fn report_card(
    ctx: &PageCtx,
    report: &ReportRow,
    chat: Option<&Vec<ChatLine>>,
    answered: Option<ModerationAction>,
) -> Markup {
    html! {
        article.report id=(format!("report-{}", report.id)) {
            p {
                strong { (ctx.t(&format!("report-reason-{}", report.reason.as_str()))) }
                " · " (ctx.lang.t_with("admin-report-by", &[("name", report.reporter.as_str().into())]))
                " · " (ctx.lang.instant(report.created_at))
            }
            p.report-text { (report.text) }
            @if let Some(quoted) = &report.chat_text {
                blockquote.chat-quote { (quoted) }
            }
            @if let Some(game) = &report.game_id {
                p { (ctx.t("report-about-game")) " " a href=(format!("/{game}")) { (game) } }
            }
            @if let Some(lines) = chat.filter(|l| !l.is_empty()) {
                details {
                    summary { (ctx.t("admin-report-chat")) }
                    div.chat-lines {
                        @for line in lines {
                            p.chat-line.reported[report.chat_line_id == Some(line.id)] {
                                strong { (line.username.clone().unwrap_or_else(|| "redqueen".into())) ": " } (line.text)
                            }
                        }
                    }
                }
            }
            @if report.status == redqueen_domain::conduct::ReportStatus::Open {
                form.stack method="post" action=(format!("/admin/reports/{}/close", report.id)) {
                    (csrf_field(ctx))
                    label for=(format!("note-{}", report.id)) { (ctx.t("admin-report-note")) }
                    input id=(format!("note-{}", report.id)) name="note" type="text" required;
                    button type="submit" { (ctx.t("admin-report-close")) }
                }
            } @else if let Some(note) = &report.note {
                p.hint {
                    (ctx.t("admin-report-closed")) " "
                    @if let Some(action) = answered { (ctx.t(&format!("admin-log-action-{}", action.as_str()))) " — " }
                    (note)
                }
            }
        }
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct CloseForm {
    note: String,
}

pub async fn close(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<CloseForm>,
) -> Result<Response, PageError> {
    let admin = ctx.administrator()?;
    let id: i64 = id.parse().map_err(|_| PageError::NotFound)?;
    match conduct::close_report(&state, admin, id, &form.note).await {
        Ok(()) => Ok(Redirect::to("/admin/reports?notice=report-closed").into_response()),
        Err(error) => {
            let body = render(&state, &ctx, Some(&refusal_text(&ctx, &error)?)).await?;
            Ok(refused(&error, body))
        }
    }
}
