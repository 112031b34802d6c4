//! `/leaderboard`: established players by rating, one pool at a time
//! (product.md §7: leaderboards per pool) — `?pool=live&page=2`.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use maud::html;
use redqueen_domain::rating::Pool;
use serde::Deserialize;

use super::pool::{self, POOLS, words};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::players;
use crate::state::AppState;

const PAGE: i64 = 50;

#[derive(Debug, Deserialize)]
pub struct BoardQuery {
    pool: Option<String>,
    page: Option<i64>,
}

/// A page of `pool`'s leaderboard.
fn link(pool: Pool, page_number: i64) -> String {
    format!("/leaderboard?pool={}&page={page_number}", pool.as_str())
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    query: Result<Query<BoardQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    // A page number that is no number gets the site's error page, not
    // axum's plain-text rejection.
    let Query(query) = query.map_err(|_| PageError::BadForm)?;
    let pool = pool::chosen(query.pool.as_deref())?;
    let page_number = query.page.unwrap_or(1).clamp(1, i64::MAX / PAGE);
    let offset = (page_number - 1) * PAGE;
    let players = players::leaderboard(&state, pool, PAGE + 1, offset).await?;
    let more = players.len() as i64 > PAGE;
    let title = ctx.t("leaderboard-title");
    Ok(page(&ctx, &title, html! {
        nav.tabs aria-label=(ctx.t("leaderboard-pools")) {
            @for &shown in POOLS {
                @if shown == pool {
                    strong aria-current="page" { (ctx.t(words(shown).name)) }
                } @else {
                    a href=(link(shown, 1)) { (ctx.t(words(shown).name)) }
                }
            }
        }
        p { (ctx.t("leaderboard-help")) }
        @if players.is_empty() { p { (ctx.t("leaderboard-empty")) } }
        @else {
            table {
                thead { tr { th { "#" } th { (ctx.t("lobby-player")) } th { (ctx.t(words(pool).rating)) } th { (ctx.t("leaderboard-games")) } } }
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
            @if page_number > 1 { a href=(link(pool, page_number - 1)) { (ctx.t("pager-previous")) } " " }
            @if more { a href=(link(pool, page_number + 1)) { (ctx.t("pager-next")) } }
        }
    }).into_response())
}
