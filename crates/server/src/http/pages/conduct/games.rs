//! An administrator's forms on a game page (product.md §2): adjudicate
//! an unfinished game, give a player time.

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::game::{Color, GameId};
use redqueen_domain::time::MINUTE_MS;
use serde::Deserialize;

use super::{refusal_text, refused};
use crate::conduct::{self, ConductError};
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::csrf_field;
use crate::http::{PageCtx, ids};
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct AdjudicateForm {
    /// `white`, `black` or `draw`.
    result: String,
    reason: String,
}

pub async fn adjudicate(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<AdjudicateForm>,
) -> Result<Response, PageError> {
    let admin = ctx.administrator()?;
    let id = ids::game_page(&id)?;
    let winner = match form.result.as_str() {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        "draw" => None,
        _ => return answer(&state, &ctx, &id, Err(ConductError::UnknownResult)).await,
    };
    let done = conduct::adjudicate(&state, admin, &id, winner, &form.reason).await;
    answer(&state, &ctx, &id, done).await
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct TimeForm {
    /// `white` or `black`.
    to: String,
    minutes: String,
    reason: String,
}

pub async fn give_time(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<TimeForm>,
) -> Result<Response, PageError> {
    let admin = ctx.administrator()?;
    let id = ids::game_page(&id)?;
    let to = match form.to.as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return answer(&state, &ctx, &id, Err(ConductError::UnknownResult)).await,
    };
    let Ok(minutes) = form.minutes.trim().parse::<i64>() else {
        return answer(&state, &ctx, &id, Err(ConductError::GiftAmount)).await;
    };
    let done = conduct::give_time(
        &state,
        admin,
        &id,
        to,
        minutes.saturating_mul(MINUTE_MS),
        &form.reason,
    )
    .await;
    answer(&state, &ctx, &id, done).await
}

/// Back to the game, or its page with the refusal.
async fn answer(
    state: &AppState,
    ctx: &PageCtx,
    id: &GameId,
    done: Result<(), ConductError>,
) -> Result<Response, PageError> {
    match done {
        Ok(()) => Ok(Redirect::to(&format!("/{id}?notice=moderation-done")).into_response()),
        Err(ConductError::NoSuchGame | ConductError::Game(crate::play::PlayError::NoSuchGame)) => {
            Err(PageError::NotFound)
        }
        Err(error) => {
            let message = refusal_text(ctx, &error)?;
            let body = crate::http::pages::play::game_page(state, ctx, id, Some(message)).await?;
            Ok(refused(&error, body))
        }
    }
}

/// The administrator's forms under an unfinished game.
#[must_use]
pub fn admin_game_forms(ctx: &PageCtx, id: &str) -> Markup {
    let colors = [("white", "board-white"), ("black", "board-black")];
    html! {
        section.card.admin-game {
            h2 { (ctx.t("admin-game-title")) }
            form.stack method="post" action=(format!("/admin/games/{id}/adjudicate")) {
                (csrf_field(ctx))
                label for="result" { (ctx.t("admin-adjudicate-result")) }
                select #result name="result" {
                    option value="white" { "1-0" }
                    option value="black" { "0-1" }
                    option value="draw" { "½-½" }
                }
                label for="adjudicate-reason" { (ctx.t("admin-reason")) }
                input #adjudicate-reason name="reason" type="text" required;
                details.confirm {
                    summary.button { (ctx.t("admin-adjudicate")) }
                    p { (ctx.t("admin-adjudicate-confirm")) }
                    button type="submit" { (ctx.t("admin-adjudicate-confirm-yes")) }
                }
            }
            form.stack method="post" action=(format!("/admin/games/{id}/time")) {
                (csrf_field(ctx))
                label for="to" { (ctx.t("admin-time-to")) }
                select #to name="to" { @for (value, key) in colors { option value=(value) { (ctx.t(key)) } } }
                label for="minutes" { (ctx.t("admin-time-minutes")) }
                input #minutes name="minutes" type="number" min="1" max="10080" required;
                label for="time-reason" { (ctx.t("admin-reason")) }
                input #time-reason name="reason" type="text" required;
                button type="submit" { (ctx.t("admin-time-give")) }
            }
        }
    }
}
