//! `/settings/bot`: the owner makes their account a BOT (product.md §2,
//! lichess's BOT title), to play a program through the Bot API: before it
//! has played or joined anything, for good, after a confirmation.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};

use crate::accounts::{self, BotError};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::layout::{csrf_field, page};
use crate::state::AppState;

pub async fn show(ctx: PageCtx) -> Result<Response, PageError> {
    ctx.member()?;
    Ok(render(&ctx, None).into_response())
}

pub async fn submit(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    match accounts::become_bot(&state, member, None).await {
        Ok(()) => Ok(Redirect::to("/settings/bot?notice=bot-made").into_response()),
        Err(BotError::Internal(error)) => Err(error.into()),
        Err(refusal) => {
            let key = match refusal {
                BotError::AlreadyBot => "bot-error-already",
                _ => "bot-error-has-played",
            };
            let body = render(&ctx, Some(&ctx.t(key)));
            Ok((StatusCode::BAD_REQUEST, body).into_response())
        }
    }
}

fn render(ctx: &PageCtx, error: Option<&str>) -> Markup {
    let title = ctx.t("bot-title");
    let is_bot = ctx.viewer.as_ref().is_some_and(|v| v.is_bot);
    page(
        ctx,
        &title,
        html! {
            @if let Some(error) = error { p.form-error role="alert" { (error) } }
            @if is_bot {
                p role="status" { (ctx.t("bot-is-bot")) }
            } @else {
                p { (ctx.t("bot-help")) }
                ul {
                    li { (ctx.t("bot-rule-unrated")) }
                    li { (ctx.t("bot-rule-no-events")) }
                    li { (ctx.t("bot-rule-api")) }
                    li { (ctx.t("bot-rule-forever")) }
                }
                form method="post" action="/settings/bot" {
                    (csrf_field(ctx))
                    details.confirm {
                        summary.button { (ctx.t("bot-make")) }
                        p { (ctx.t("bot-confirm")) }
                        button type="submit" { (ctx.t("bot-confirm-yes")) }
                    }
                }
            }
        },
    )
}
