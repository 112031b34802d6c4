//! `/lobby`: open games anyone may join (product.md §2), and the form to
//! open one.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::broadcast::error::RecvError;

use super::challenge_entry::{Side, entry};
use super::challenges::{color_choice, internal, parse_color};
use super::clock_fields::ClockFields;
use super::refused_with;
use crate::flag::Flag;
use crate::http::api::ndjson::{Heartbeat, ndjson};
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::layout::{csrf_field, page};
use crate::http::{ClientAddress, PageCtx, ids};
use crate::play::{self, ChallengeRequest, LobbyView};
use crate::records::ChallengeRow;
use crate::state::AppState;

/// Open games listed at once.
const LISTED: i64 = 100;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    Ok(render(&state, &ctx, None).await?.into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct OpenForm {
    #[serde(flatten)]
    clock: ClockFields,
    color: String,
    rated: Flag,
}

pub async fn create(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<OpenForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let time_control = match form.clock.time_control(&ctx.lang) {
        Ok(control) => control,
        Err(message) => {
            return Ok((
                StatusCode::BAD_REQUEST,
                render(&state, &ctx, Some(message)).await?,
            )
                .into_response());
        }
    };
    let Some(color) = parse_color(&form.color) else {
        return Ok((
            StatusCode::BAD_REQUEST,
            render(&state, &ctx, Some(ctx.t("play-bad-color"))).await?,
        )
            .into_response());
    };
    let request = ChallengeRequest {
        dest: None,
        time_control,
        rated: form.rated.0,
        color,
        initial_fen: None,
        message: None,
        rating_range: None,
        rematch_of: None,
        club: None,
    };
    match play::create_challenge(&state, member, request).await {
        Ok(_) => Ok(Redirect::to("/lobby?notice=open-game-created").into_response()),
        Err(error) => refused(&state, &ctx, error).await,
    }
}

/// `GET /lobby/events`: a line each time an open game opens or closes,
/// for the lobby page to read the list again (`lobby.js`).
pub async fn events(
    State(state): State<AppState>,
    ctx: PageCtx,
    client: ClientAddress,
) -> Result<Response, PageError> {
    super::count_stream(&state, &ctx, client).await?;
    let mut changes = state.hub.watch_lobby();
    let mut closing = Box::pin(state.hub.closing());
    Ok(ndjson(
        state.metrics.open_stream(),
        move |lines| async move {
            let mut heartbeat = Heartbeat::start();
            loop {
                let alive = tokio::select! {
                    change = changes.recv() => match change {
                        Ok(()) | Err(RecvError::Lagged(_)) => lines.send(&json!({ "type": "changed" })).await,
                        Err(RecvError::Closed) => false,
                    },
                    () = heartbeat.beat() => lines.keep_alive().await,
                    () = &mut closing => false,
                };
                if !alive {
                    return;
                }
            }
        },
    ))
}

/// True for a challenge or an open game with a live clock.
pub(super) fn is_live(challenge: &ChallengeRow) -> bool {
    !challenge.time_control.is_correspondence()
}

pub async fn join(
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
        Err(error) => refused(&state, &ctx, error).await,
    }
}

async fn refused(
    state: &AppState,
    ctx: &PageCtx,
    error: play::PlayError,
) -> Result<Response, PageError> {
    match crate::play::play_error_text(&ctx.lang, &error) {
        Some(message) => Ok(refused_with(
            Some(&error),
            render(state, ctx, Some(message)).await?,
        )),
        None => Err(internal(error)),
    }
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    error: Option<String>,
) -> Result<Markup, PageError> {
    let LobbyView { open, players } = play::lobby_view(state, LISTED).await?;
    let viewer = ctx.viewer.as_ref().map(|v| v.id);
    let title = ctx.t("lobby-title");
    Ok(page(
        ctx,
        &title,
        html! {
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            // Live seeks first, apart from correspondence ones; the list
            // follows the open games as they change (`lobby.js`), and a
            // member whose game is joined is taken to it (site.js).
            div #open-games data-events="/lobby/events" data-go-to-new-game {
                @for (heading, live) in [("lobby-live-games", true), ("lobby-open-games", false)] {
                    @let listed: Vec<&ChallengeRow> = open.iter().filter(|c| is_live(c) == live).collect();
                    section.card {
                        h2 { (ctx.t(heading)) }
                        @if listed.is_empty() { p { (ctx.t("lobby-none")) } }
                        @else {
                            ul.entries {
                                @for c in listed {
                                    li.challenge data-id=(c.id) {
                                        span { (entry(ctx, c, &players, Side::Opponent)) }
                                        @if viewer == Some(c.challenger_id) {
                                            form.inline method="post" action=(format!("/challenges/{}/cancel", c.id)) {
                                                (csrf_field(ctx)) button.secondary type="submit" { (ctx.t("lobby-withdraw")) }
                                            }
                                        } @else if viewer.is_some() {
                                            form.inline method="post" action=(format!("/lobby/{}/join", c.id)) {
                                                (csrf_field(ctx)) button type="submit" { (ctx.t("lobby-join")) }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            script type="module" src="/static/lobby.js" {}
            @if ctx.viewer.is_some() {
                section.card {
                    h2 { (ctx.t("lobby-create")) }
                    form.stack method="post" action="/lobby" {
                        (csrf_field(ctx))
                        (ClockFields::fresh().markup(ctx))
                        (color_choice(ctx, "random"))
                        label.check { input type="checkbox" name="rated" value="on"; " " (ctx.t("challenges-rated")) }
                        button type="submit" { (ctx.t("lobby-create-submit")) }
                    }
                }
            }
        },
    ))
}
