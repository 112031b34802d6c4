use axum::extract::State;
use maud::{Markup, html};

use super::play::games::playing_section;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::play::{self, HomeView};
use crate::state::AppState;

/// The front page: for a member, a greeting (a first one before their
/// first game) and their games — those where it is their move first; for
/// visitors, what the site is and where to go next.
pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Markup, PageError> {
    let title = ctx.t("home-title");
    let Some(viewer) = &ctx.viewer else {
        return Ok(page(
            &ctx,
            &title,
            html! {
                p.lead { (ctx.t("home-lead")) }
                ul.features {
                    li { (ctx.t("home-feature-correspondence")) }
                    li { (ctx.t("home-feature-live")) }
                    li { (ctx.t("home-feature-email")) }
                    li { (ctx.t("home-feature-tournaments")) }
                    li { (ctx.t("home-feature-api")) }
                }
                p.actions {
                    a.button href="/register" { (ctx.t("home-register")) }
                    " "
                    a href="/login" { (ctx.t("home-log-in")) }
                }
            },
        ));
    };
    let HomeView { playing, counts } = play::home_view(&state, viewer.id).await?;
    let games = playing_section(&ctx, viewer.id, playing, state.now());
    let name = [("username", viewer.username.as_str().into())];
    let greeting = if counts.all == 0 {
        ctx.lang.t_with("home-welcome", &name)
    } else {
        ctx.lang.t_with("home-welcome-back", &name)
    };
    Ok(page(
        &ctx,
        &title,
        html! {
            p.lead { (greeting) }
            @if counts.all == 0 { p { (ctx.t("home-first-game")) } }
            p.actions {
                a.button href="/lobby" { (ctx.t("home-find-game")) }
                " "
                a.button.secondary href="/challenges" { (ctx.t("home-challenge")) }
            }
            (games)
        },
    ))
}
