//! `/settings/blocks`: players who may not challenge me or join my open
//! games (product.md §2).

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::account::Username;
use serde::Deserialize;

use crate::app::AppState;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};

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
    let other = match Username::parse(&form.username) {
        Ok(name) => state.store.user_by_username_key(&name.key()).await?,
        Err(_) => None,
    };
    let Some(other) = other.filter(|o| o.id != member.id) else {
        let error = ctx.lang.t_with(
            "play-no-such-player",
            &[("username", form.username.as_str().into())],
        );
        return Ok((
            StatusCode::BAD_REQUEST,
            render(&state, &ctx, Some(error)).await?,
        )
            .into_response());
    };
    let mut tx = state.store.begin().await?;
    tx.set_blocked(member.id, other.id, form.action != "unblock", state.now())
        .await?;
    tx.commit().await?;
    Ok(Redirect::to("/settings/blocks?notice=blocks-saved").into_response())
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    error: Option<String>,
) -> Result<Markup, PageError> {
    let member = ctx.member()?;
    let blocked = state.store.blocked_usernames(member.id).await?;
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
