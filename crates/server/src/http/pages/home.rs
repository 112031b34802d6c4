use maud::{Markup, html};

use crate::http::PageCtx;
use crate::http::layout::page;

/// The front page: what the site is, and where to go next.
pub async fn show(ctx: PageCtx) -> Markup {
    let title = ctx.t("home-title");
    page(
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
            } @else {
                p.actions {
                    a.button href="/register" { (ctx.t("home-register")) }
                    " "
                    a href="/login" { (ctx.t("home-log-in")) }
                }
            }
        },
    )
}
