//! `/settings/notifications` (product.md §6; docs/notifications.md): for
//! each kind of notice, by email, by push, both or neither — "your turn"
//! by email at every move or as a daily digest — and the devices that
//! receive pushes, turned on from the device itself (`site.js` subscribes
//! with the server's VAPID key and posts the subscription here) and
//! removed from the list. The Email Options page of old lives on as a
//! redirect.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::Named;
use redqueen_domain::account::{EmailOption, NoticeKind, YourTurnEmails};
use serde::Deserialize;

use super::removal::removed;
use crate::accounts;
use crate::flag::Flag;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::layout::{csrf_field, page};
use crate::notices::push::{self, DeviceError, NewDevice};
use crate::records::NoticeChoicesRow;
use crate::state::AppState;

/// The kinds of the table after "your turn", in its order, with the kind
/// of notice that stands for each when asking whether it may be pushed.
const KINDS: [(EmailOption, NoticeKind); 9] = [
    (EmailOption::Challenges, NoticeKind::Challenge),
    (EmailOption::DrawOffers, NoticeKind::DrawOffered),
    (EmailOption::GameOver, NoticeKind::GameOver),
    (EmailOption::Reminders, NoticeKind::Reminder),
    (EmailOption::VacationEnding, NoticeKind::VacationEnding),
    (EmailOption::TournamentRounds, NoticeKind::TournamentRound),
    (EmailOption::ClubResults, NoticeKind::GameResult),
    (EmailOption::ClubMatches, NoticeKind::ClubMatchStarted),
    (EmailOption::WeeklySummary, NoticeKind::WeeklySummary),
];

/// A form field's label: `email-options-draw-offers` for `draw_offers`.
fn label(name: &str) -> String {
    format!("email-options-{}", name.replace('_', "-"))
}

/// The Email Options page's old address: the same choices are here now.
pub async fn moved() -> Redirect {
    Redirect::permanent("/settings/notifications")
}

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    Ok(render(&state, &ctx, None).await?.into_response())
}

async fn render(state: &AppState, ctx: &PageCtx, error: Option<&str>) -> Result<Markup, PageError> {
    let member = ctx.member()?;
    let options = accounts::notice_choices(state, member.id).await?;
    let devices = push::devices(state, member.id).await?;
    let title = ctx.t("notifications-title");
    Ok(page(
        ctx,
        &title,
        html! {
            form.stack method="post" action="/settings/notifications" {
                (csrf_field(ctx))
                table.notifications {
                    thead { tr {
                        th scope="col" { (ctx.t("notifications-kind")) }
                        th scope="col" { (ctx.t("notifications-email")) }
                        th scope="col" { (ctx.t("notifications-push")) }
                    } }
                    tbody {
                        tr {
                            th scope="row" #your-turn-label { (ctx.t("email-options-your-turn")) }
                            // Choices whose words wrap: a select showed
                            // only "an email" of them on a phone (issue 49).
                            td.choices {
                                div role="radiogroup" aria-labelledby="your-turn-label" {
                                    @for choice in YourTurnEmails::ALL {
                                        label.check {
                                            input type="radio" name="your_turn" value=(choice.as_str()) checked[options.your_turn == *choice];
                                            " " (ctx.t(&label(choice.as_str())))
                                        }
                                    }
                                }
                            }
                            td { (push_box(ctx, "your_turn", options.pushes(NoticeKind::YourTurn))) }
                        }
                        @for (option, kind) in KINDS {
                            tr {
                                th scope="row" { (ctx.t(&label(option.as_str()))) }
                                td {
                                    label.check {
                                        input type="checkbox" name=(option.as_str()) value="on" checked[options.email_on(option)];
                                        span.visually-hidden { (ctx.t("notifications-email")) }
                                    }
                                }
                                td {
                                    @if option == EmailOption::WeeklySummary {
                                        span title=(ctx.t("notifications-email-only")) { "—" }
                                    } @else {
                                        (push_box(ctx, option.as_str(), options.pushes(kind)))
                                    }
                                }
                            }
                        }
                    }
                }
                p.hint { (ctx.t("email-options-account-emails")) }
                button type="submit" { (ctx.t("email-options-save")) }
            }
            section.card #push data-vapid-key=(state.vapid.public_key())
                data-unsupported=(ctx.t("push-unsupported")) data-blocked=(ctx.t("push-blocked"))
                data-on=(ctx.t("push-on-here")) data-failed=(ctx.t("push-failed")) {
                h2 { (ctx.t("push-devices")) }
                p { (ctx.t("push-help")) }
                @if let Some(error) = error { p.form-error role="alert" { (error) } }
                p #push-status role="status" {}
                button #push-on type="button" hidden { (ctx.t("push-turn-on")) }
                form #push-form method="post" action="/settings/notifications/devices" hidden {
                    (csrf_field(ctx))
                    input type="hidden" name="endpoint";
                    input type="hidden" name="p256dh";
                    input type="hidden" name="auth";
                }
                @if devices.is_empty() {
                    p { (ctx.t("push-no-devices")) }
                } @else {
                    ul.devices {
                        @for device in &devices {
                            li {
                                span { (device.label) " — " (ctx.lang.t_with("push-device-added", &[("date", ctx.lang.date(device.added_at).into())])) }
                                " "
                                form.inline method="post" action=(format!("/settings/notifications/devices/{}/remove", device.id)) {
                                    (csrf_field(ctx))
                                    button.secondary type="submit" { (ctx.t("push-remove")) }
                                }
                            }
                        }
                    }
                }
                p.hint { (ctx.t("push-privacy")) " " a href="/privacy" { (ctx.t("privacy-title")) } }
            }
            script type="module" src="/static/push.js" {}
        },
    ))
}

/// The push checkbox of a row.
fn push_box(ctx: &PageCtx, name: &str, on: bool) -> Markup {
    html! {
        label.check {
            input type="checkbox" name=(format!("push_{name}")) value="on" checked[on];
            span.visually-hidden { (ctx.t("notifications-push")) }
        }
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ChoicesForm {
    your_turn: String,
    challenges: Flag,
    draw_offers: Flag,
    game_over: Flag,
    reminders: Flag,
    vacation_ending: Flag,
    tournament_rounds: Flag,
    club_results: Flag,
    club_matches: Flag,
    weekly_summary: Flag,
    push_your_turn: Flag,
    push_challenges: Flag,
    push_draw_offers: Flag,
    push_game_over: Flag,
    push_reminders: Flag,
    push_vacation_ending: Flag,
    push_tournament_rounds: Flag,
    push_club_results: Flag,
    push_club_matches: Flag,
}

pub async fn save(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<ChoicesForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let Ok(your_turn) = form.your_turn.parse::<YourTurnEmails>() else {
        return Err(PageError::BadForm);
    };
    let chosen = NoticeChoicesRow {
        your_turn,
        challenges: form.challenges.0,
        draw_offers: form.draw_offers.0,
        game_over: form.game_over.0,
        reminders: form.reminders.0,
        digest_sent_at: None,
        vacation_ending: form.vacation_ending.0,
        tournament_rounds: form.tournament_rounds.0,
        weekly_summary: form.weekly_summary.0,
        summary_sent_at: None,
        club_results: form.club_results.0,
        club_matches: form.club_matches.0,
        push_your_turn: form.push_your_turn.0,
        push_challenges: form.push_challenges.0,
        push_draw_offers: form.push_draw_offers.0,
        push_game_over: form.push_game_over.0,
        push_reminders: form.push_reminders.0,
        push_vacation_ending: form.push_vacation_ending.0,
        push_tournament_rounds: form.push_tournament_rounds.0,
        push_club_results: form.push_club_results.0,
        push_club_matches: form.push_club_matches.0,
    };
    accounts::choose_notice_choices(&state, member.id, chosen).await?;
    Ok(Redirect::to("/settings/notifications?notice=email-options-saved").into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct DeviceForm {
    endpoint: String,
    p256dh: String,
    auth: String,
}

/// `POST /settings/notifications/devices`: this device's subscription,
/// posted by `site.js` after the browser made it.
pub async fn add_device(
    State(state): State<AppState>,
    ctx: PageCtx,
    headers: HeaderMap,
    CsrfForm(form): CsrfForm<DeviceForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let device = NewDevice {
        endpoint: form.endpoint.trim(),
        p256dh: form.p256dh.trim(),
        auth: form.auth.trim(),
        label: &device_label(&ctx, agent),
    };
    let refused = match push::turn_push_on(&state, member.id, &device).await {
        Ok(()) => {
            return Ok(
                Redirect::to("/settings/notifications?notice=push-turned-on").into_response(),
            );
        }
        Err(DeviceError::Internal(error)) => return Err(error.into()),
        Err(DeviceError::TooMany) => ctx
            .lang
            .t_with("push-too-many", &[("max", push::DEVICES_MAX.into())]),
        Err(DeviceError::AnotherMembers) => ctx.t("push-another-members"),
        Err(DeviceError::BadEndpoint | DeviceError::BadKey | DeviceError::BadAuth) => {
            ctx.t("push-bad-subscription")
        }
    };
    Ok((
        StatusCode::BAD_REQUEST,
        render(&state, &ctx, Some(&refused)).await?,
    )
        .into_response())
}

/// `POST /settings/notifications/devices/{id}/remove`.
pub async fn remove_device(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    removed(
        &id,
        |id| push::remove_device(&state, member.id, id),
        "/settings/notifications?notice=push-device-removed",
    )
    .await
}

/// A device's name in the list, from its browser's `User-Agent`: the
/// browser and the system ("Firefox on Android"), enough to tell one's
/// devices apart.
fn device_label(ctx: &PageCtx, agent: &str) -> String {
    let browser = [
        ("Edg/", "Edge"),
        ("OPR/", "Opera"),
        ("Firefox/", "Firefox"),
        ("Chrome/", "Chrome"),
        ("Chromium/", "Chromium"),
        ("Safari/", "Safari"),
    ]
    .into_iter()
    .find(|(mark, _)| agent.contains(mark))
    .map(|(_, name)| name);
    let system = [
        ("Android", "Android"),
        ("iPhone", "iPhone"),
        ("iPad", "iPad"),
        ("Windows", "Windows"),
        ("Mac OS X", "macOS"),
        ("CrOS", "ChromeOS"),
        ("Linux", "Linux"),
    ]
    .into_iter()
    .find(|(mark, _)| agent.contains(mark))
    .map(|(_, name)| name);
    match (browser, system) {
        (Some(browser), Some(system)) => ctx.lang.t_with(
            "push-device-name",
            &[("browser", browser.into()), ("system", system.into())],
        ),
        (Some(name), None) | (None, Some(name)) => name.to_owned(),
        (None, None) => ctx.t("push-device-unknown"),
    }
}
