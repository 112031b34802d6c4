//! `GET /privacy`: what the site keeps about its members and what it
//! gives to whom — the email address never, the optional personal details
//! to members only, a push's text to nobody but the device (the push
//! service carries it encrypted), the calendar to whoever holds its
//! secret address, and which cookies it sets.

use maud::html;

use crate::http::PageCtx;
use crate::http::layout::page;

/// The page's sections, each a heading and a paragraph.
const SECTIONS: [&str; 5] = [
    "privacy-email",
    "privacy-details",
    "privacy-push",
    "privacy-calendar",
    "privacy-cookies",
];

pub async fn show(ctx: PageCtx) -> maud::Markup {
    let title = ctx.t("privacy-title");
    page(
        &ctx,
        &title,
        html! {
            @for section in SECTIONS {
                section.card {
                    h2 { (ctx.t(&format!("{section}-title"))) }
                    p { (ctx.t(&format!("{section}-body"))) }
                }
            }
        },
    )
}
