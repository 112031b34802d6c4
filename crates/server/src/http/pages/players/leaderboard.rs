//! `/leaderboard`: established players by rating (product.md §7).

use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use maud::html;
use serde::Deserialize;

use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::play::CORRESPONDENCE;
use crate::state::AppState;

const PAGE: i64 = 50;

#[derive(Debug, Default, Deserialize)]
pub struct PageQuery {
    page: Option<i64>,
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Query(query): Query<PageQuery>,
) -> Result<Response, PageError> {
    let page_number = query.page.unwrap_or(1).max(1);
    let offset = (page_number - 1) * PAGE;
    let players = state
        .store
        .leaderboard(CORRESPONDENCE, PAGE + 1, offset)
        .await?;
    let more = players.len() as i64 > PAGE;
    let title = ctx.t("leaderboard-title");
    Ok(page(&ctx, &title, html! {
        p { (ctx.t("leaderboard-help")) }
        @if players.is_empty() { p { (ctx.t("leaderboard-empty")) } }
        @else {
            table {
                thead { tr { th { "#" } th { (ctx.t("lobby-player")) } th { (ctx.t("profile-rating")) } th { (ctx.t("leaderboard-games")) } } }
                tbody {
                    @for (i, p) in players.iter().take(PAGE as usize).enumerate() {
                        tr {
                            td { (offset + i as i64 + 1) }
                            td { a href=(format!("/@/{}", p.username)) { (p.username) } }
                            td { (p.rating) }
                            td { (p.games) }
                        }
                    }
                }
            }
        }
        nav.pager {
            @if page_number > 1 { a href=(format!("/leaderboard?page={}", page_number - 1)) { (ctx.t("pager-previous")) } " " }
            @if more { a href=(format!("/leaderboard?page={}", page_number + 1)) { (ctx.t("pager-next")) } }
        }
    }).into_response())
}
