//! `/settings/blocks`: players who may not challenge me or join my open
//! games (product.md §2).

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::account::Username;
use serde::Deserialize;

use crate::accounts::{self, BlockError};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::state::AppState;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    Ok(render(&state, &ctx, None).await?.into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct BlockForm {
    username: String,
    /// `block` or `unblock`.
    action: String,
}

pub async fn save(
    State(state): State<AppState>,
    ctx: PageCtx,
    CsrfForm(form): CsrfForm<BlockForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let blocked = match form.action.as_str() {
        "block" | "" => true,
        "unblock" => false,
        _ => return Err(PageError::BadForm),
    };
    let done = match Username::parse(&form.username) {
        Ok(name) => accounts::set_block(&state, member.id, &name, blocked).await,
        Err(_) => Err(BlockError::NoSuchMember),
    };
    match done {
        Ok(()) => Ok(Redirect::to("/settings/blocks?notice=blocks-saved").into_response()),
        Err(BlockError::NoSuchMember | BlockError::Yourself) => {
            let error = ctx.lang.t_with(
                "play-no-such-player",
                &[("username", form.username.as_str().into())],
            );
            Ok((
                StatusCode::BAD_REQUEST,
                render(&state, &ctx, Some(error)).await?,
            )
                .into_response())
        }
        Err(BlockError::Internal(error)) => Err(error.into()),
    }
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    error: Option<String>,
) -> Result<Markup, PageError> {
    let member = ctx.member()?;
    let blocked = accounts::blocked_usernames(state, member.id).await?;
    let title = ctx.t("blocks-title");
    Ok(page(
        ctx,
        &title,
        html! {
            p { (ctx.t("blocks-help")) }
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            @if blocked.is_empty() { p { (ctx.t("blocks-none")) } }
            ul {
                @for name in &blocked {
                    li {
                        (name) " "
                        form.inline method="post" action="/settings/blocks" {
                            (csrf_field(ctx))
                            input type="hidden" name="username" value=(name);
                            input type="hidden" name="action" value="unblock";
                            button type="submit" { (ctx.t("blocks-unblock")) }
                        }
                    }
                }
            }
            form.stack method="post" action="/settings/blocks" {
                (csrf_field(ctx))
                input type="hidden" name="action" value="block";
                label for="username" { (ctx.t("field-username")) }
                input #username name="username" type="text" required autocomplete="off";
                button type="submit" { (ctx.t("blocks-block")) }
            }
        },
    ))
}
