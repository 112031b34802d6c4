//! `/clubs/{id}/events`: a club's events, the latest first, and for its
//! directors the form to create one with its announcement.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::html;
use redqueen_domain::club::ClubId;
use serde::Deserialize;

use super::{club_id, not_found, viewer_directs};
use crate::clubs::{self, ClubError};
use crate::flag::Flag;
use crate::http::PageCtx;
use crate::http::club_forms::EventForm;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::state::AppState;

/// The formats offered, as typed (`EventFormat`), with their words.
const FORMATS: [(&str, &str); 7] = [
    ("slq-6", "club-format-slq"),
    ("quad", "club-format-quad"),
    ("octo", "club-format-octo"),
    ("swiss-5", "club-format-swiss"),
    ("rr-6", "club-format-rr"),
    ("championship-5", "club-format-championship"),
    ("championship-rr", "club-format-championship-rr"),
];

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    render(&state, &ctx, club_id(&id)?, None).await
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    club: ClubId,
    error: Option<String>,
) -> Result<Response, PageError> {
    let (row, events) = clubs::club_events(state, club).await.map_err(not_found)?;
    let director = viewer_directs(state, ctx, club).await?;
    let title = ctx
        .lang
        .t_with("club-events-title", &[("club", row.name.as_str().into())]);
    let status = if error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    let body = html! {
        p { a href=(format!("/clubs/{club}")) { (row.name) } }
        @if let Some(error) = &error { p.form-error role="alert" { (error) } }
        section.card {
            @if events.is_empty() { p { (ctx.t("club-events-none")) } }
            ul.events { @for event in &events { li {
                a href=(format!("/clubs/{club}/events/{}", event.id)) { (event.name) }
                " · " (super::event::format_name(ctx, event.format)) " · " (event.time_control.to_string())
                " · " (ctx.t(&format!("club-event-status-{}", event.status.as_str())))
                @if event.is_open { " · " (ctx.t("club-event-open")) }
                @if event.on_server { " · " (ctx.t("club-event-on-server")) }
            } } }
        }
        @if director {
            section.card {
                h2 { (ctx.t("club-event-create")) }
                form.stack method="post" action=(format!("/clubs/{club}/events")) {
                    (csrf_field(ctx))
                    label { (ctx.t("club-event-name")) input type="text" name="name" maxlength="80" required; }
                    label { (ctx.t("club-event-format"))
                        select name="format" { @for (value, key) in FORMATS { option value=(value) { (ctx.t(key)) } } }
                    }
                    label { (ctx.t("club-event-rounds-field"))
                        input type="number" name="rounds" min="1" max=(redqueen_domain::club::MAX_ROUNDS) inputmode="numeric"; }
                    p.hint { (ctx.t("club-event-format-hint")) }
                    label { (ctx.t("club-event-control"))
                        select name="timeControl" {
                            option value="" { (ctx.t("club-event-control-default")) }
                            @for control in ["G/5", "G/10", "G/15", "G/30"] { option value=(control) { (control) } }
                        }
                    }
                    label.check { input type="checkbox" name="open" value="true"; (ctx.t("club-event-open-label")) }
                    label.check { input type="checkbox" name="onServer" value="true"; (ctx.t("club-event-on-server-label")) }
                    label { (ctx.t("club-event-announcement"))
                        textarea name="announcement" maxlength="4000" rows="6" placeholder=(ctx.t("club-event-announcement-hint")) {}
                    }
                    label.check { input type="checkbox" name="reseed" value="true"; (ctx.t("club-event-reseed")) }
                    button type="submit" { (ctx.t("club-event-create-submit")) }
                }
            }
        }
    };
    Ok((status, page(ctx, &title, body)).into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct CreateForm {
    name: String,
    format: String,
    #[serde(rename = "timeControl")]
    time_control: String,
    open: Flag,
    #[serde(rename = "onServer")]
    on_server: Flag,
    announcement: String,
    reseed: Flag,
    /// The rounds of an SLQ, a Swiss or a Swiss Championship, or a round
    /// robin's group size, instead of the format's usual number.
    rounds: String,
}

/// The format as typed, its number replaced by `rounds` when one is given
/// for a format that has one (`slq-6` with 4 is `slq-4`); a bad number is
/// left for the format's own refusal to name.
fn with_rounds(format: &str, rounds: &str) -> String {
    let rounds = rounds.trim();
    match format.split_once('-') {
        Some((kind, number)) if !rounds.is_empty() && number.parse::<u32>().is_ok() => {
            format!("{kind}-{rounds}")
        }
        _ => format.to_owned(),
    }
}

pub async fn create(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<CreateForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let club = club_id(&id)?;
    let format = with_rounds(&form.format, &form.rounds);
    let typed = EventForm {
        name: &form.name,
        format: &format,
        control: Some(&form.time_control),
        open: form.open.0,
        on_server: form.on_server.0,
        announcement: &form.announcement,
        reseed: form.reseed.0,
    };
    let created = async {
        let new = typed.read()?;
        clubs::create_event(&state, club, member.id, &new).await
    };
    match created.await {
        Ok(event) => {
            Ok(Redirect::to(&format!("/clubs/{club}/events/{event}?done=created")).into_response())
        }
        Err(ClubError::NotFound) => Err(PageError::NotFound),
        Err(ClubError::Internal(error)) => Err(PageError::Internal(error)),
        Err(refusal) => render(&state, &ctx, club, refusal.message(&ctx.lang)).await,
    }
}

#[cfg(test)]
mod tests {
    use super::with_rounds;

    #[test]
    fn the_rounds_given_replace_the_formats_number() {
        for (format, rounds, typed) in [
            ("slq-6", "4", "slq-4"),
            ("slq-6", "", "slq-6"),
            ("swiss-5", " 7 ", "swiss-7"),
            ("rr-6", "8", "rr-8"),
            ("championship-5", "3", "championship-3"),
            ("championship-rr", "3", "championship-rr"),
            ("quad", "5", "quad"),
            ("octo", "", "octo"),
            ("slq-6", "x", "slq-x"),
        ] {
            assert_eq!(with_rounds(format, rounds), typed, "{format} {rounds}");
        }
    }
}
