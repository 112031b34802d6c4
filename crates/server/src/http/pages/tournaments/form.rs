//! `/tournaments/new`: the creation form, for administrators only
//! (tournaments.md: "created by an administrator").

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::tournament::{PairingSystem, TournamentKind};
use serde::Deserialize;

use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::http::pages::play::clock_fields::{ClockFields, LiveFields};
use crate::state::AppState;
use crate::tournaments::{self, SettingsForm, TournamentError};

pub async fn show(ctx: PageCtx) -> Result<Response, PageError> {
    let member = ctx.member()?;
    if !member.is_admin {
        return Ok(refused(
            &ctx,
            &SettingsForm::default(),
            &LiveFields::default(),
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
    /// A live tournament's clock, as the challenge form takes it.
    #[serde(flatten)]
    live: LiveFields,
}

pub async fn create(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<CreateForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let mut settings = form.settings;
    if let Err(error) = tournaments::may_create(member) {
        return Ok(refused(&ctx, &settings, &form.live, &error));
    }
    // A live clock comes as its settings: the settings' text is made of
    // them, refused in the reader's language as the challenge form does.
    if settings.kind() == Ok(TournamentKind::Live) {
        match clock_of(&settings, &form.live).time_control(&ctx.lang) {
            Ok(control) => settings.time_control = control.to_string(),
            Err(message) => return Ok(refused_with(&ctx, &settings, &form.live, message)),
        }
    }
    let created = match settings.parse(state.now()) {
        Ok(typed) => tournaments::create_tournament(&state, member, typed).await,
        Err(bad) => Err(TournamentError::from(bad)),
    };
    match created {
        Ok(created) => Ok(Redirect::to(&format!("/tournaments/{}", created.id)).into_response()),
        Err(TournamentError::Internal(error)) => Err(PageError::Internal(error)),
        Err(error) => Ok(refused(&ctx, &settings, &form.live, &error)),
    }
}

/// The clock fields of the form.
fn clock_of(settings: &SettingsForm, live: &LiveFields) -> ClockFields {
    ClockFields {
        kind: settings.kind.clone(),
        time_control: settings.time_control.clone(),
        live: live.clone(),
    }
}

/// The form again with the refusal, and nothing created.
fn refused(
    ctx: &PageCtx,
    values: &SettingsForm,
    live: &LiveFields,
    error: &TournamentError,
) -> Response {
    let message = error.message(&ctx.lang).unwrap_or_default();
    if matches!(error, TournamentError::NotAdmin) {
        return (StatusCode::FORBIDDEN, render_with(ctx, None, Some(message))).into_response();
    }
    refused_with(ctx, values, live, message)
}

/// The form again with `message`, and nothing created.
fn refused_with(
    ctx: &PageCtx,
    values: &SettingsForm,
    live: &LiveFields,
    message: String,
) -> Response {
    let clock = clock_of(values, live);
    (
        StatusCode::BAD_REQUEST,
        render_with(ctx, Some((values, &clock)), Some(message)),
    )
        .into_response()
}

fn render(ctx: &PageCtx, values: &SettingsForm, error: Option<String>) -> Markup {
    let clock = ClockFields {
        kind: values.kind.clone(),
        time_control: values.time_control.clone(),
        ..ClockFields::fresh()
    };
    render_with(ctx, Some((values, &clock)), error)
}

fn render_with(
    ctx: &PageCtx,
    values: Option<(&SettingsForm, &ClockFields)>,
    error: Option<String>,
) -> Markup {
    let title = ctx.t("tournament-new-title");
    page(
        ctx,
        &title,
        html! {
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            @if let Some((v, clock)) = values {
                form.stack method="post" action="/tournaments" {
                    (csrf_field(ctx))
                    (text(ctx, "name", "tournament-name", &v.name, "text"))
                    div.field {
                        label for="system" { (ctx.t("tournament-system")) }
                        select #system name="system" {
                            @let chosen = v.system.trim().parse::<PairingSystem>().ok();
                            @for (system, label) in [(PairingSystem::Swiss, "tournament-swiss"), (PairingSystem::DoubleRoundRobin, "tournament-drr")] {
                                option value=(system.as_str()) selected[chosen == Some(system)] { (ctx.t(label)) }
                            }
                        }
                    }
                    (text(ctx, "rounds", "tournament-new-rounds", &v.rounds, "number"))
                    (text(ctx, "group_size", "tournament-new-group-size", &v.group_size, "number"))
                    (clock.markup(ctx))
                    (text(ctx, "round_pause_minutes", "tournament-new-pause", &v.round_pause_minutes, "number"))
                    p.hint { (ctx.t("tournament-new-pause-hint")) }
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
