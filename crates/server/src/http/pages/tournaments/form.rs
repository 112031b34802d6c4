//! `/tournaments/new`: the creation form, for administrators only
//! (tournaments.md: "created by an administrator").

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use serde::Deserialize;

use super::time_control_label;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::http::pages::play::TIME_CONTROLS;
use crate::state::AppState;
use crate::tournaments::{self, SettingsForm, TournamentError};

pub async fn show(ctx: PageCtx) -> Result<Response, PageError> {
    let member = ctx.member()?;
    if !member.is_admin {
        return Ok(refused(
            &ctx,
            &SettingsForm::default(),
            &TournamentError::NotAdmin,
        ));
    }
    let defaults = SettingsForm {
        system: "swiss".into(),
        rounds: "5".into(),
        group_size: "4".into(),
        time_control: "3d/move".into(),
        rated: "on".into(),
        min_players: "4".into(),
        max_players: "64".into(),
        vacation_allowed: "on".into(),
        ..SettingsForm::default()
    };
    Ok(render(&ctx, &defaults, None).into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct CreateForm {
    #[serde(flatten)]
    settings: SettingsForm,
}

pub async fn create(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<CreateForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    match tournaments::create_tournament(&state, member, &form.settings).await {
        Ok(created) => Ok(Redirect::to(&format!("/tournaments/{}", created.id)).into_response()),
        Err(TournamentError::Internal(error)) => Err(PageError::Internal(error)),
        Err(error) => Ok(refused(&ctx, &form.settings, &error)),
    }
}

/// The form again with the refusal, and nothing created.
fn refused(ctx: &PageCtx, values: &SettingsForm, error: &TournamentError) -> Response {
    let status = if matches!(error, TournamentError::NotAdmin) {
        StatusCode::FORBIDDEN
    } else {
        StatusCode::BAD_REQUEST
    };
    let message = error.message(&ctx.lang).unwrap_or_default();
    let form = if matches!(error, TournamentError::NotAdmin) {
        None
    } else {
        Some(values)
    };
    (status, render_with(ctx, form, Some(message))).into_response()
}

fn render(ctx: &PageCtx, values: &SettingsForm, error: Option<String>) -> Markup {
    render_with(ctx, Some(values), error)
}

fn render_with(ctx: &PageCtx, values: Option<&SettingsForm>, error: Option<String>) -> Markup {
    let title = ctx.t("tournament-new-title");
    page(
        ctx,
        &title,
        html! {
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            @if let Some(v) = values {
                form.stack method="post" action="/tournaments" {
                    (csrf_field(ctx))
                    input type="hidden" name="kind" value="correspondence";
                    (text(ctx, "name", "tournament-name", &v.name, "text"))
                    p.hint { (ctx.t("tournament-new-kind")) }
                    div.field {
                        label for="system" { (ctx.t("tournament-system")) }
                        select #system name="system" {
                            option value="swiss" selected[v.system == "swiss"] { (ctx.t("tournament-swiss")) }
                            option value="double_round_robin" selected[v.system == "double_round_robin"] { (ctx.t("tournament-drr")) }
                        }
                    }
                    (text(ctx, "rounds", "tournament-new-rounds", &v.rounds, "number"))
                    (text(ctx, "group_size", "tournament-new-group-size", &v.group_size, "number"))
                    div.field {
                        label for="time_control" { (ctx.t("play-time-control")) }
                        select #time_control name="time_control" {
                            @for tc in TIME_CONTROLS {
                                option value=(tc) selected[v.time_control == tc] { (time_control_label(ctx, tc)) }
                            }
                        }
                    }
                    label.check { input type="checkbox" name="rated" value="on" checked[!v.rated.is_empty()]; " " (ctx.t("challenges-rated")) }
                    (text(ctx, "starts_at", "tournament-new-starts-at", &v.starts_at, "datetime-local"))
                    (text(ctx, "signup_opens_at", "tournament-new-signup-opens-at", &v.signup_opens_at, "datetime-local"))
                    (text(ctx, "signup_closes_at", "tournament-new-signup-closes-at", &v.signup_closes_at, "datetime-local"))
                    p.hint { (ctx.t("tournament-new-utc")) }
                    (text(ctx, "min_players", "tournament-new-min-players", &v.min_players, "number"))
                    (text(ctx, "max_players", "tournament-new-max-players", &v.max_players, "number"))
                    (text(ctx, "rating_min", "tournament-new-rating-min", &v.rating_min, "number"))
                    (text(ctx, "rating_max", "tournament-new-rating-max", &v.rating_max, "number"))
                    label.check { input type="checkbox" name="vacation_allowed" value="on" checked[!v.vacation_allowed.is_empty()]; " " (ctx.t("tournament-vacation-allowed")) }
                    button type="submit" { (ctx.t("tournament-new-submit")) }
                }
            }
        },
    )
}

/// One labelled input.
fn text(ctx: &PageCtx, name: &str, label: &str, value: &str, kind: &str) -> Markup {
    html! {
        div.field {
            label for=(name) { (ctx.t(label)) }
            input #(name) type=(kind) name=(name) value=(value);
        }
    }
}
