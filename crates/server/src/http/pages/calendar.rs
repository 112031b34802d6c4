//! `/settings/calendar` (docs/calendar.md): the member's private calendar
//! address, to subscribe to in a calendar application, made new or turned
//! off (each asked for twice when an address in use stops working); and
//! `/calendar/{secret}.ics`, the feed itself.

use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use serde::Deserialize;

use crate::calendar::{self, CalendarAddress};
use crate::flag::Flag;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::state::AppState;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let address = calendar::calendar_address(&state, member.id).await?;
    Ok(render(&ctx, address.as_ref(), None).into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ChangeForm {
    /// "The address in use stops working", ticked.
    confirm: Flag,
}

/// `/settings/calendar/new` and `/settings/calendar/off`.
pub async fn change(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(action): Path<String>,
    CsrfForm(form): CsrfForm<ChangeForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let make_new = match action.as_str() {
        "new" => true,
        "off" => false,
        _ => return Err(PageError::NotFound),
    };
    let address = calendar::calendar_address(&state, member.id).await?;
    if address.is_some() && !form.confirm.0 {
        let error = ctx.t("calendar-confirm-missing");
        return Ok((
            StatusCode::BAD_REQUEST,
            render(&ctx, address.as_ref(), Some(&error)),
        )
            .into_response());
    }
    let notice = if make_new {
        calendar::new_calendar_address(&state, member.id).await?;
        "calendar-made"
    } else {
        calendar::turn_calendar_off(&state, member.id).await?;
        "calendar-off"
    };
    Ok(Redirect::to(&format!("/settings/calendar?notice={notice}")).into_response())
}

/// `/calendar/{secret}.ics`: the feed, read by calendar applications
/// without a session (the secret is the key); 404 for any other secret.
pub async fn feed(
    State(state): State<AppState>,
    Path(file): Path<String>,
) -> Result<Response, PageError> {
    let Some(token) = file.strip_suffix(".ics") else {
        return Err(PageError::NotFound);
    };
    let Some(text) = calendar::calendar_feed(&state, token).await? else {
        return Err(PageError::NotFound);
    };
    Ok((
        [
            (header::CONTENT_TYPE, "text/calendar; charset=utf-8"),
            // Read again at each refresh: deadlines move with every move.
            (header::CACHE_CONTROL, "private, no-cache"),
        ],
        text,
    )
        .into_response())
}

fn render(ctx: &PageCtx, address: Option<&CalendarAddress>, error: Option<&str>) -> Markup {
    let title = ctx.t("calendar-title");
    page(
        ctx,
        &title,
        html! {
            section.card {
                p { (ctx.t("calendar-intro")) }
                @if let Some(error) = error { p.form-error role="alert" { (error) } }
                @match address {
                    None => {
                        form method="post" action="/settings/calendar/new" {
                            (csrf_field(ctx))
                            button type="submit" { (ctx.t("calendar-make")) }
                        }
                    }
                    Some(address) => {
                        label for="calendar-url" { (ctx.t("calendar-address")) }
                        input #calendar-url type="text" readonly value=(address.url);
                        p { a.button href=(address.webcal()) { (ctx.t("calendar-subscribe")) } }
                        p.hint { (ctx.t("calendar-private")) }
                    }
                }
            }
            @if address.is_some() {
                section.card {
                    h2 { (ctx.t("calendar-change")) }
                    form.stack method="post" action="/settings/calendar/new" {
                        (csrf_field(ctx))
                        label.check { input type="checkbox" name="confirm" value="on" required; " " (ctx.t("calendar-confirm")) }
                        button type="submit" { (ctx.t("calendar-make-new")) }
                    }
                    form.stack method="post" action="/settings/calendar/off" {
                        (csrf_field(ctx))
                        label.check { input type="checkbox" name="confirm" value="on" required; " " (ctx.t("calendar-confirm")) }
                        button.danger type="submit" { (ctx.t("calendar-turn-off")) }
                    }
                }
            }
        },
    )
}
