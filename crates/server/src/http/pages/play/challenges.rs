//! `/challenges`: challenges to and from me, and the form to challenge a
//! named player.

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::game::DeclineReason;
use serde::Deserialize;

use super::challenge_entry::{Side, entry};
use super::clock_fields::ClockFields;
use super::refused_with;
use crate::accounts;
use crate::flag::Flag;
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::layout::{csrf_field, page};
use crate::http::{PageCtx, ids};
use crate::play::{self, ChallengeColor, ChallengeRequest, ChallengesView, PlayError};
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ChallengeForm {
    username: String,
    #[serde(flatten)]
    clock: ClockFields,
    color: String,
    rated: Flag,
    message: String,
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    query: axum::extract::Query<PrefillQuery>,
) -> Result<Response, PageError> {
    let form = ChallengeForm {
        username: query.0.username.unwrap_or_default(),
        clock: ClockFields::fresh(),
        ..ChallengeForm::default()
    };
    Ok(render(&state, &ctx, &form, None).await?.into_response())
}

#[derive(Debug, Default, Deserialize)]
pub struct PrefillQuery {
    username: Option<String>,
}

pub async fn create(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<ChallengeForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let dest = accounts::member_named(&state, &form.username).await?;
    let Some(dest) = dest else {
        let message = ctx.lang.t_with(
            "play-no-such-player",
            &[("username", form.username.as_str().into())],
        );
        return refused(&state, &ctx, &form, message, None).await;
    };
    let time_control = match form.clock.time_control(&ctx.lang) {
        Ok(control) => control,
        Err(message) => return refused(&state, &ctx, &form, message, None).await,
    };
    let Some(color) = parse_color(&form.color) else {
        return refused(&state, &ctx, &form, ctx.t("play-bad-color"), None).await;
    };
    let request = ChallengeRequest {
        dest: Some(dest.clone()),
        time_control,
        rated: form.rated.0,
        color,
        initial_fen: None,
        message: Some(form.message.clone()),
        rating_range: None,
        rematch_of: None,
        club: None,
    };
    match play::create_challenge(&state, member, request).await {
        Ok(_) => Ok(Redirect::to("/challenges?notice=challenge-sent").into_response()),
        Err(error) => match crate::play::play_error_text(&ctx.lang, &error) {
            Some(message) => refused(&state, &ctx, &form, message, Some(&error)).await,
            None => Err(internal(error)),
        },
    }
}

async fn refused(
    state: &AppState,
    ctx: &PageCtx,
    form: &ChallengeForm,
    message: String,
    error: Option<&PlayError>,
) -> Result<Response, PageError> {
    Ok(refused_with(
        error,
        render(state, ctx, form, Some(message)).await?,
    ))
}

/// A failure that is ours: logged and shown as the error page.
pub(super) fn internal(error: PlayError) -> PageError {
    match error {
        PlayError::NoSuchGame | PlayError::NotYourGame | PlayError::NoSuchChallenge => {
            PageError::NotFound
        }
        other => PageError::Internal(anyhow::anyhow!(other)),
    }
}

/// The colour chosen in a form: random when none is.
pub(super) fn parse_color(text: &str) -> Option<ChallengeColor> {
    if text.is_empty() {
        Some(ChallengeColor::Random)
    } else {
        text.parse().ok()
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct AnswerForm {
    reason: String,
}

pub async fn accept(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    // Who may accept is told before which challenge (as the use case does).
    let accepted = async {
        play::may_accept(member)?;
        play::accept_challenge(&state, member, &ids::challenge(&id)?, None).await
    };
    match accepted.await {
        Ok(game) => Ok(Redirect::to(&format!("/{}", game.id)).into_response()),
        Err(error) => answer_refused(&state, &ctx, error).await,
    }
}

pub async fn decline(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<AnswerForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let reason = DeclineReason::read(&form.reason);
    match async { play::decline_challenge(&state, member, &ids::challenge(&id)?, reason).await }
        .await
    {
        Ok(_) => Ok(Redirect::to("/challenges?notice=challenge-declined").into_response()),
        Err(error) => answer_refused(&state, &ctx, error).await,
    }
}

pub async fn cancel(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    match async { play::cancel_challenge(&state, member, &ids::challenge(&id)?).await }.await {
        Ok(_) => Ok(Redirect::to("/challenges?notice=challenge-canceled").into_response()),
        Err(error) => answer_refused(&state, &ctx, error).await,
    }
}

async fn answer_refused(
    state: &AppState,
    ctx: &PageCtx,
    error: PlayError,
) -> Result<Response, PageError> {
    match crate::play::play_error_text(&ctx.lang, &error) {
        Some(message) => {
            let form = ChallengeForm {
                clock: ClockFields::fresh(),
                ..ChallengeForm::default()
            };
            refused(state, ctx, &form, message, Some(&error)).await
        }
        None => Err(internal(error)),
    }
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    form: &ChallengeForm,
    error: Option<String>,
) -> Result<Markup, PageError> {
    let member = ctx.member()?;
    let ChallengesView {
        incoming,
        outgoing,
        players,
    } = play::challenges_view(state, member.id).await?;
    let title = ctx.t("challenges-title");
    Ok(page(
        ctx,
        &title,
        html! {
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            // Read again when a challenge arrives, is withdrawn or declined
            // (site.js); an accepted one takes its challenger to the game.
            div #challenge-lists data-refresh-on="challenge challengeCanceled challengeDeclined gameStart" data-go-to-new-game {
                section.card {
                    h2 { (ctx.t("challenges-incoming")) }
                    @if incoming.is_empty() { p { (ctx.t("challenges-none")) } }
                    @for c in &incoming {
                        @let from_bot = players.user(c.challenger_id).is_some_and(|u| u.is_bot);
                        div.challenge data-id=(c.id) {
                            p { (entry(ctx, c, &players, Side::Opponent)) }
                            @if let Some(message) = &c.message { p.quote { (message) } }
                            form.inline method="post" action=(format!("/challenges/{}/accept", c.id)) {
                                (csrf_field(ctx)) button type="submit" { (ctx.t("challenges-accept")) }
                            }
                            form.inline method="post" action=(format!("/challenges/{}/decline", c.id)) {
                                (csrf_field(ctx))
                                label.visually-hidden for=(format!("reason-{}", c.id)) { (ctx.t("challenges-reason")) }
                                select id=(format!("reason-{}", c.id)) name="reason" {
                                    @for reason in play::reasons_that_apply(c, from_bot) {
                                        option value=(reason.as_str()) { (ctx.t(&format!("decline-choice-{}", reason.as_str().to_lowercase()))) }
                                    }
                                }
                                button.secondary type="submit" { (ctx.t("challenges-decline")) }
                            }
                        }
                    }
                }
                section.card {
                    h2 { (ctx.t("challenges-outgoing")) }
                    @if outgoing.is_empty() { p { (ctx.t("challenges-none")) } }
                    @for c in &outgoing {
                        div.challenge data-id=(c.id) {
                            p { (entry(ctx, c, &players, Side::Challenger)) }
                            form.inline method="post" action=(format!("/challenges/{}/cancel", c.id)) {
                                (csrf_field(ctx)) button.secondary type="submit" { (ctx.t("challenges-cancel")) }
                            }
                        }
                    }
                }
            }
            section.card {
                h2 { (ctx.t("challenges-new")) }
                form.stack method="post" action="/challenges" {
                    (csrf_field(ctx))
                    label for="username" { (ctx.t("field-username")) }
                    input #username name="username" type="text" value=(form.username) required autocomplete="off";
                    (form.clock.markup(ctx))
                    (color_choice(ctx, &form.color))
                    label.check { input type="checkbox" name="rated" value="on" checked[form.rated.0]; " " (ctx.t("challenges-rated")) }
                    label for="message" { (ctx.t("challenges-message")) }
                    textarea #message name="message" maxlength="500" rows="3" { (form.message) }
                    button type="submit" { (ctx.t("challenges-send")) }
                }
            }
        },
    ))
}

/// The colour choice of challenge and open-game forms.
pub(super) fn color_choice(ctx: &PageCtx, selected: &str) -> Markup {
    html! {
        fieldset {
            legend { (ctx.t("play-your-color")) }
            @for (value, id) in [("random", "play-color-random"), ("white", "play-color-white"), ("black", "play-color-black")] {
                label.check {
                    input type="radio" name="color" value=(value) checked[selected == value || (selected.is_empty() && value == "random")];
                    " " (ctx.t(id))
                }
            }
        }
    }
}
