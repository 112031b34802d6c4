use axum::extract::State;
use maud::{Markup, html};

use super::play::games::playing_section;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::state::AppState;

/// The front page: for a member, their games — those where it is their
/// move first; for everyone, what the site is and where to go next.
pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Markup, PageError> {
    let games = match &ctx.viewer {
        Some(viewer) => Some(playing_section(&state, &ctx, viewer.id).await?),
        None => None,
    };
    let title = ctx.t("home-title");
    Ok(page(
        &ctx,
        &title,
        html! {
            p.lead { (ctx.t("home-lead")) }
            ul.features {
                li { (ctx.t("home-feature-correspondence")) }
                li { (ctx.t("home-feature-email")) }
                li { (ctx.t("home-feature-tournaments")) }
                li { (ctx.t("home-feature-api")) }
            }
            @if let Some(viewer) = &ctx.viewer {
                p { (ctx.lang.t_with("home-welcome-back", &[("username", viewer.username.as_str().into())])) }
                @if let Some(games) = &games { (games) }
            } @else {
                p.actions {
                    a.button href="/register" { (ctx.t("home-register")) }
                    " "
                    a href="/login" { (ctx.t("home-log-in")) }
                }
            }
        },
    ))
}
