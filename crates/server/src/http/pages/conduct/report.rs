//! `/report`: a member reports another, from the game page, a chat line
//! or the profile (the link fills in the reference).

use axum::extract::{Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::Named;
use redqueen_domain::conduct::{REPORT_TEXT_MAX, ReportReason};
use serde::Deserialize;

use super::{refusal_text, refused};
use crate::conduct::{self, ReportRequest};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::state::AppState;

/// The report's fields; the link from a game or a chat line fills in
/// `user`, `game` and `line`.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ReportForm {
    user: String,
    game: String,
    line: String,
    reason: String,
    text: String,
}

impl ReportForm {
    fn line(&self) -> Result<Option<i64>, PageError> {
        match self.line.trim() {
            "" => Ok(None),
            text => text.parse().map(Some).map_err(|_| PageError::BadForm),
        }
    }
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Query(form): Query<ReportForm>,
) -> Result<Response, PageError> {
    ctx.member()?;
    let quoted = match form.line()? {
        Some(id) => conduct::chat_line_text(&state, id).await?,
        None => None,
    };
    Ok(render(&ctx, &form, quoted.as_deref(), None).into_response())
}

pub async fn submit(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<ReportForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let chat_line = form.line()?;
    let filed = async {
        let request = ReportRequest {
            accused: &form.user,
            reason: form
                .reason
                .parse()
                .map_err(|_| conduct::ConductError::UnknownReason)?,
            game_id: Some(form.game.as_str()),
            chat_line,
            text: &form.text,
        };
        conduct::file_report(&state, member, &request).await
    };
    match filed.await {
        Ok(_) => Ok(Redirect::to("/conduct?notice=report-filed").into_response()),
        Err(error) => {
            let body = render(&ctx, &form, None, Some(&refusal_text(&ctx, &error)?));
            Ok(refused(&error, body))
        }
    }
}

fn render(ctx: &PageCtx, form: &ReportForm, quoted: Option<&str>, error: Option<&str>) -> Markup {
    let title = ctx.t("report-title");
    page(
        ctx,
        &title,
        html! {
            p { (ctx.t("report-help")) }
            @if let Some(error) = error { p.form-error role="alert" { (error) } }
            form.stack method="post" action="/report" {
                (csrf_field(ctx))
                label for="user" { (ctx.t("report-member")) }
                input #user name="user" type="text" required value=(form.user) autocomplete="off";
                @if !form.game.is_empty() {
                    input type="hidden" name="game" value=(form.game);
                    p { (ctx.t("report-about-game")) " " a href=(format!("/{}", form.game)) { (form.game) } }
                }
                @if !form.line.is_empty() {
                    input type="hidden" name="line" value=(form.line);
                    @if let Some(text) = quoted {
                        blockquote.chat-quote { (text) }
                    }
                }
                label for="reason" { (ctx.t("report-reason")) }
                select #reason name="reason" {
                    @for reason in <ReportReason as Named>::ALL {
                        option value=(reason.as_str()) selected[form.reason == reason.as_str()] {
                            (ctx.t(&format!("report-reason-{}", reason.as_str())))
                        }
                    }
                }
                label for="text" { (ctx.t("report-text")) }
                textarea #text name="text" rows="5" required maxlength=(REPORT_TEXT_MAX) { (form.text) }
                button type="submit" { (ctx.t("report-send")) }
            }
        },
    )
}
