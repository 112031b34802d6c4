//! `GET /offline`: what the installed app shows when a page cannot be
//! fetched (the service worker, `assets/sw.js`, keeps it from its
//! install). A page of its own, without the header's links and counts,
//! which would be stale and lead nowhere offline; "try again" asks for the
//! page the reader wanted once more.

use axum::response::{IntoResponse, Response};
use maud::{DOCTYPE, html};

use crate::http::PageCtx;
use crate::http::layout::head_basics;

pub async fn show(ctx: PageCtx) -> Response {
    let title = ctx.t("offline-title");
    html! {
        (DOCTYPE)
        html lang=(ctx.lang.code()) {
            head { (head_basics(&html! { (title) })) }
            body {
                main #main {
                    section.card.offline {
                        h1 { (title) }
                        p { (ctx.t("offline-body")) }
                        // An empty link is the page itself: the one the
                        // reader asked for, in place of which this shows.
                        a.button href="" { (ctx.t("offline-retry")) }
                    }
                }
            }
        }
    }
    .into_response()
}
