//! `/admin/members/{username}`: a member's file for the administrators:
//! their standing, every report about them, the log of what was done, and
//! the actions (warn, mute, ban, lift).

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use std::collections::HashMap;

use redqueen_domain::Named;
use redqueen_domain::account::Username;
use redqueen_domain::conduct::{MUTE_LENGTHS, ModerationAction, MuteLength};
use serde::Deserialize;

use super::log::log_table;
use super::queue::report_card;
use super::{refusal_text, refused};
use crate::conduct::{self, ConductError, Sanction};
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::http::{PageCtx, ids};
use crate::records::LogEntryRow;
use crate::state::AppState;

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(username): Path<String>,
) -> Result<Response, PageError> {
    ctx.administrator()?;
    Ok(render(&state, &ctx, &ids::username_page(&username)?, None)
        .await?
        .into_response())
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    username: &Username,
    error: Option<&str>,
) -> Result<Markup, PageError> {
    let conduct::MemberFile {
        member,
        reports,
        log,
    } = conduct::member_file(state, username)
        .await?
        .ok_or(PageError::NotFound)?;
    let standing = member.standing();
    let now = state.now();
    // The reports are newest first: the oldest open one is the last.
    let open = reports
        .iter()
        .rfind(|r| r.status == redqueen_domain::conduct::ReportStatus::Open);
    let answered = answered_by(&log);
    let last_warning = log
        .iter()
        .filter(|e| e.action == ModerationAction::Warn)
        .max_by_key(|e| e.at);
    let title = ctx.lang.t_with(
        "admin-member-title",
        &[("name", member.username.as_str().into())],
    );
    let name = &member.username;
    Ok(page(
        ctx,
        &title,
        html! {
            p { a href="/admin/reports" { (ctx.t("admin-reports-title")) } " · " a href=(format!("/@/{name}")) { (ctx.t("admin-member-profile")) } }
            @if let Some(error) = error { p.form-error role="alert" { (error) } }
            p.standing role="status" {
                // Said of the member, to the administrator reading it.
                @if let Some(at) = standing.banned_at {
                    (ctx.lang.t_with("admin-member-banned", &[("name", name.as_str().into()), ("since", ctx.lang.instant(at).into())]))
                } @else if let Some(until) = standing.muted_at(now) {
                    (ctx.lang.t_with("admin-member-muted-until", &[("name", name.as_str().into()), ("until", ctx.lang.instant(until).into())]))
                } @else {
                    (ctx.t("admin-member-in-good-standing"))
                }
                // Issue 49: the standing said nothing of a warning.
                @if let Some(warned) = last_warning {
                    " " (ctx.lang.t_with("admin-member-warned", &[("when", ctx.lang.instant(warned.at).into()), ("reason", warned.reason.as_str().into())]))
                }
            }
            section.card {
                h2 { (ctx.t("admin-member-act")) }
                form.stack method="post" action=(format!("/admin/members/{name}")) {
                    (csrf_field(ctx))
                    fieldset {
                        legend { (ctx.t("admin-member-action")) }
                        @for (value, key) in [("warn", "admin-action-warn"), ("mute", "admin-action-mute"), ("unmute", "admin-action-unmute"), ("ban", "admin-action-ban"), ("unban", "admin-action-unban"), ("bot", "admin-action-bot")] {
                            label.check { input type="radio" name="action" value=(value) required; " " (ctx.t(key)) }
                        }
                    }
                    label for="length" { (ctx.t("admin-mute-length")) }
                    select #length name="length" {
                        @for length in MUTE_LENGTHS {
                            option value=(length.as_str()) { (ctx.t(&format!("admin-mute-{}", length.as_str()))) }
                        }
                    }
                    @if let Some(report) = open {
                        label.check { input type="checkbox" name="report" value=(report.id) checked; " " (ctx.lang.t_with("admin-member-from-report", &[("name", name.as_str().into())])) }
                    }
                    label for="reason" { (ctx.t("admin-reason")) }
                    textarea #reason name="reason" rows="3" required {}
                    p.hint { (ctx.t("admin-ban-forfeits")) }
                    details.confirm {
                        summary.button { (ctx.t("admin-member-apply")) }
                        p { (ctx.t("admin-member-confirm")) }
                        button type="submit" { (ctx.t("admin-member-confirm-yes")) }
                    }
                }
            }
            section.card {
                h2 { (ctx.t("admin-member-reports")) }
                @if reports.is_empty() { p { (ctx.t("admin-reports-none")) } }
                @for report in &reports { (report_card(ctx, report, None, answered.get(&report.id).copied())) }
            }
            section.card {
                h2 { (ctx.t("admin-log-title")) }
                (log_table(ctx, &log))
            }
        },
    ))
}

/// Which action closed each report an action answered: the action's row
/// for that report. Rows written before issue 49 named only the report
/// acted from; each other report closed had a `close_report` row with the
/// action as its detail, still read so.
fn answered_by(log: &[LogEntryRow]) -> HashMap<i64, ModerationAction> {
    log.iter()
        .filter_map(|e| {
            let action = if e.action == ModerationAction::CloseReport {
                ModerationAction::parse(e.detail.as_deref()?).ok()?
            } else {
                e.action
            };
            Some((e.report_id?, action))
        })
        .collect()
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ActForm {
    action: String,
    length: String,
    report: String,
    reason: String,
}

pub async fn act(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(username): Path<String>,
    CsrfForm(form): CsrfForm<ActForm>,
) -> Result<Response, PageError> {
    let admin = ctx.administrator()?;
    // A name nobody can have is not found, whatever the form says.
    let username = ids::username_page(&username)?;
    let done = match sanction_of(&form) {
        Ok(sanction) => {
            let report = form.report.trim().parse().ok();
            conduct::sanction(&state, admin, &username, sanction, &form.reason, report).await
        }
        Err(error) => Err(error),
    };
    match done {
        Ok(()) => Ok(
            Redirect::to(&format!("/admin/members/{username}?notice=moderation-done"))
                .into_response(),
        ),
        Err(ConductError::NoSuchMember(_)) => Err(PageError::NotFound),
        Err(error) => {
            let body = render(&state, &ctx, &username, Some(&refusal_text(&ctx, &error)?)).await?;
            Ok(refused(&error, body))
        }
    }
}

fn sanction_of(form: &ActForm) -> Result<Sanction, ConductError> {
    Ok(match form.action.as_str() {
        "warn" => Sanction::Warn,
        "mute" => Sanction::Mute(
            form.length
                .parse::<MuteLength>()
                .map_err(|_| ConductError::UnknownLength)?,
        ),
        "unmute" => Sanction::Unmute,
        "ban" => Sanction::Ban,
        "unban" => Sanction::Unban,
        "bot" => Sanction::MakeBot,
        _ => return Err(ConductError::UnknownAction),
    })
}
