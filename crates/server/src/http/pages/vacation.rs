//! `/settings/vacation` (product.md §4): schedule a vacation, see this
//! year's and the coming ones, cancel an upcoming one, end the current one
//! early, and the days left of each year's allowance.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::vacation::Day;
use serde::Deserialize;

use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::layout::{csrf_field, page};
use crate::i18n::FluentValue;
use crate::state::AppState;
use crate::vacation::{
    self, VacationChange, VacationFailure, VacationOverview, VacationRequest, VacationStatus,
};

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    Ok(render(&state, &ctx, &ScheduleForm::default(), None)
        .await?
        .into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ScheduleForm {
    /// The first day, `YYYY-MM-DD` (what a date input sends).
    start: String,
    days: String,
}

pub async fn schedule(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<ScheduleForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let scheduled = match VacationRequest::parse(&form.start, &form.days) {
        Ok(request) => vacation::schedule_vacation(&state, member.id, &request)
            .await
            .map(drop),
        Err(failure) => Err(failure),
    };
    answer(&state, &ctx, &form, scheduled, "vacation-scheduled").await
}

/// `/settings/vacation/{id}/cancel` and `/settings/vacation/{id}/end`.
pub async fn change(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((id, action)): Path<(String, String)>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let (Ok(id), Some(change)) = (id.parse(), VacationChange::from_path(&action)) else {
        return Err(PageError::NotFound);
    };
    let changed = vacation::change_vacation(&state, member.id, id, change).await;
    let notice = match change {
        VacationChange::Cancel => "vacation-canceled",
        VacationChange::EndEarly => "vacation-ended",
    };
    answer(&state, &ctx, &ScheduleForm::default(), changed, notice).await
}

/// Back to the page with `notice` after a change; after a refusal, the
/// page again with the reason and the typed values, status 400.
async fn answer(
    state: &AppState,
    ctx: &PageCtx,
    form: &ScheduleForm,
    outcome: Result<(), VacationFailure>,
    notice: &str,
) -> Result<Response, PageError> {
    let Err(failure) = outcome else {
        return Ok(Redirect::to(&format!("/settings/vacation?notice={notice}")).into_response());
    };
    let Some(error) = failure.message(&ctx.lang) else {
        return Err(anyhow::Error::from(failure).into());
    };
    let page = render(state, ctx, form, Some(error)).await?;
    Ok((StatusCode::BAD_REQUEST, page).into_response())
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    form: &ScheduleForm,
    error: Option<String>,
) -> Result<Markup, PageError> {
    let member = ctx.member()?;
    let overview = vacation::vacation_overview(state, member.id)
        .await
        .map_err(anyhow::Error::from)?;
    let today = Day::containing(overview.now).to_string();
    let start = if form.start.is_empty() {
        today.as_str()
    } else {
        form.start.as_str()
    };
    let title = ctx.t("vacation-title");
    Ok(page(
        ctx,
        &title,
        html! {
            p { (ctx.t("vacation-help")) }
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            section.card {
                h2 { (ctx.t("vacation-allowance")) }
                ul {
                    @for (year, left) in &overview.days_left {
                        li { (ctx.lang.t_with("vacation-days-left", &[
                            ("year", FluentValue::from(year)),
                            ("left", FluentValue::from(*left)),
                            ("allowance", FluentValue::from(overview.days_per_year)),
                        ])) }
                    }
                }
            }
            section.card {
                h2 { (ctx.t("vacation-schedule")) }
                form.stack method="post" action="/settings/vacation" {
                    (csrf_field(ctx))
                    label for="start" { (ctx.t("vacation-start")) }
                    input #start name="start" type="date" value=(start) min=(today) required;
                    label for="days" { (ctx.t("vacation-days")) }
                    input #days name="days" type="number" min="1" value=(form.days) required;
                    p.hint { (ctx.t("vacation-utc")) }
                    button type="submit" { (ctx.t("vacation-schedule-submit")) }
                }
            }
            (list(ctx, &overview))
        },
    ))
}

/// The member's vacations, each with what can still be done to it.
fn list(ctx: &PageCtx, overview: &VacationOverview) -> Markup {
    let button = |id: i64, action: &str, label: &str| {
        html! {
            form.inline method="post" action=(format!("/settings/vacation/{id}/{action}")) {
                (csrf_field(ctx)) button type="submit" { (ctx.t(label)) }
            }
        }
    };
    html! {
        section.card {
            h2 { (ctx.t("vacation-list")) }
            @if overview.vacations.is_empty() {
                p { (ctx.t("vacation-none")) }
            } @else {
                table {
                    thead { tr {
                        th { (ctx.t("vacation-period-heading")) }
                        th { (ctx.t("vacation-status-heading")) }
                        th { span.visually-hidden { (ctx.t("vacation-actions-heading")) } }
                    } }
                    tbody {
                        @for (id, period) in &overview.vacations {
                            @let status = VacationStatus::at(period, overview.now);
                            tr {
                                td { (ctx.lang.t_with("vacation-period", &[
                                    ("first", FluentValue::from(ctx.lang.day(period.first_day()))),
                                    ("last", FluentValue::from(ctx.lang.day(period.last_day()))),
                                ])) }
                                td { (ctx.t(&format!("vacation-status-{}", status.name()))) }
                                td {
                                    @match status {
                                        VacationStatus::Upcoming => (button(*id, "cancel", "vacation-cancel")),
                                        VacationStatus::Current => (button(*id, "end", "vacation-end-now")),
                                        VacationStatus::Past => {}
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
