//! `/admin/log`: the moderation log, newest first, a hundred entries a
//! page (`?before=` the last one shown).

use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use redqueen_domain::Named;
use redqueen_domain::conduct::ModerationAction;
use serde::Deserialize;

use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::records::LogEntryRow;
use crate::state::AppState;

const PAGE: i64 = 100;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct LogQuery {
    before: Option<i64>,
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Query(query): Query<LogQuery>,
) -> Result<Response, PageError> {
    ctx.administrator()?;
    let entries = crate::conduct::moderation_log(&state, query.before, PAGE).await?;
    let older = (i64::try_from(entries.len()).unwrap_or(0) == PAGE)
        .then(|| entries.last().map(|e| e.id))
        .flatten();
    let title = ctx.t("admin-log-title");
    Ok(page(
        &ctx,
        &title,
        html! {
            p { a href="/admin/reports" { (ctx.t("admin-reports-title")) } }
            (log_table(&ctx, &entries))
            @if let Some(id) = older { p { a href=(format!("/admin/log?before={id}")) { (ctx.t("admin-log-older")) } } }
        },
    )
    .into_response())
}

/// Entries of the log: when, who, what, about whom or which game, why.
pub(super) fn log_table(ctx: &PageCtx, entries: &[LogEntryRow]) -> Markup {
    html! {
        @if entries.is_empty() { p { (ctx.t("admin-log-empty")) } }
        @else {
            table.moderation-log {
                thead { tr {
                    th { (ctx.t("admin-log-when")) }
                    th { (ctx.t("admin-log-who")) }
                    th { (ctx.t("admin-log-what")) }
                    th { (ctx.t("admin-log-about")) }
                    th { (ctx.t("admin-log-why")) }
                } }
                tbody { @for e in entries { tr {
                    td { (ctx.lang.instant(e.at)) }
                    td { (e.moderator) }
                    td {
                        (ctx.t(&format!("admin-log-action-{}", e.action.as_str())))
                        @if let Some(until) = e.until_at { " " (ctx.lang.t_with("admin-log-until", &[("until", ctx.lang.instant(until).into())])) }
                        @if let Some(detail) = &e.detail { " (" (detail_text(ctx, e.action, detail)) ")" }
                    }
                    td {
                        @if let Some(name) = &e.member { a href=(format!("/admin/members/{name}")) { (name) } " " }
                        @if let Some(game) = &e.game_id { a href=(format!("/{game}")) { (game) } " " }
                        // Linked to the report's card in the member's file
                        // (issue 49: the words alone led nowhere).
                        @if let Some(report) = e.report_id {
                            @let words = ctx.lang.t_with("admin-log-report", &[("id", report.into())]);
                            @match &e.member {
                                Some(name) => { a href=(format!("/admin/members/{name}#report-{report}")) { (words) } }
                                None => { (words) }
                            }
                        }
                    }
                    td { (e.reason) }
                } } }
            }
        }
    }
}

/// An entry's detail as shown: for a report closed by an action, that
/// action's word; else as stored (a result, an amount of time).
fn detail_text(ctx: &PageCtx, action: ModerationAction, detail: &str) -> String {
    match ModerationAction::parse(detail) {
        Ok(answered) if action == ModerationAction::CloseReport => {
            ctx.t(&format!("admin-log-action-{}", answered.as_str()))
        }
        _ => detail.to_owned(),
    }
}
