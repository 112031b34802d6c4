//! `/gems`: a member's own balance and ledger, newest first, a page at a
//! time (`?before=` the instant of the last change shown, as the API's
//! `GET /api/gems` pages).

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use maud::html;
use redqueen_domain::gems::QUIT_MULTIPLE;
use serde::Deserialize;

use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::state::AppState;

/// Changes per page.
const PAGE: i64 = 50;

#[derive(Debug, Deserialize)]
pub struct LedgerQuery {
    before: Option<i64>,
}

/// An amount with its sign, as a ledger shows it: `+10`, `−10`, `0`.
#[must_use]
pub(crate) fn signed(amount: i64) -> String {
    match amount {
        a if a > 0 => format!("+{a}"),
        a if a < 0 => format!("\u{2212}{}", a.unsigned_abs()),
        _ => "0".to_owned(),
    }
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    query: Result<Query<LedgerQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let Query(query) = query.map_err(|_| PageError::BadForm)?;
    let entries = crate::gems::ledger_page(&state, member.id, query.before, PAGE).await?;
    let older = entries
        .last()
        .filter(|_| i64::try_from(entries.len()).is_ok_and(|n| n >= PAGE))
        .map(|last| format!("/gems?before={}", last.at));
    let standard = state.settings.gems.standard;
    let title = ctx.t("gems-title");
    Ok(page(&ctx, &title, html! {
        section.card {
            p.gems-balance { (ctx.lang.t_with("gems-balance", &[("gems", member.gems.into())])) }
            p.hint { (ctx.lang.t_with("gems-explained", &[("standard", standard.into()), ("quit", (QUIT_MULTIPLE * standard).into())])) }
            @if entries.is_empty() {
                p { (ctx.t("gems-none")) }
            } @else {
                table.ledger {
                    thead { tr {
                        th { (ctx.t("gems-when")) }
                        th { (ctx.t("gems-game")) }
                        th { (ctx.t("gems-opponent")) }
                        th { (ctx.t("gems-reason")) }
                        th.num { (ctx.t("gems-amount")) }
                        th.num { (ctx.t("gems-balance-after")) }
                    } }
                    tbody {
                        @for e in &entries {
                            tr {
                                // On a phone each entry folds into a card;
                                // the balance then carries its own label.
                                td.when { (ctx.lang.instant(e.at)) }
                                td.game { @if let Some(game) = &e.game_id { a href=(format!("/{game}")) { (game) } } }
                                td.opponent { @if let Some(name) = &e.opponent { a href=(format!("/@/{name}")) { (name) } } }
                                td.why { (ctx.t(&format!("gems-reason-{}", e.reason.as_str()))) }
                                td.num.amount.(if e.amount < 0 { "minus" } else { "plus" }) { (signed(e.amount)) }
                                td.num.balance data-label=(ctx.t("gems-balance-after")) { (e.balance_after) }
                            }
                        }
                    }
                }
            }
            @if let Some(link) = older {
                nav.pager { a href=(link) { (ctx.t("gems-older")) } }
            }
        }
    }).into_response())
}
