//! `/tournaments`: upcoming, in progress and finished tournaments
//! (tournaments.md "Pages: list").

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use super::{player_link, system_label};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::page;
use crate::records::TournamentRow;
use crate::state::AppState;
use crate::tournaments;

/// Tournaments per list.
const LISTED: i64 = 100;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    let lists = tournaments::tournament_lists(&state, LISTED).await?;
    let is_admin = ctx.viewer.as_ref().is_some_and(|v| v.is_admin);
    let title = ctx.t("tournaments-title");
    Ok(page(
        &ctx,
        &title,
        html! {
            @if is_admin {
                p { a.button href="/tournaments/new" { (ctx.t("tournaments-create")) } }
            }
            section.card {
                h2 { (ctx.t("tournaments-upcoming")) }
                (table(&ctx, &lists.upcoming, |t| html! { (ctx.lang.instant(t.starts_at)) }))
            }
            section.card {
                h2 { (ctx.t("tournaments-in-progress")) }
                (table(&ctx, &lists.in_progress, |t| html! {
                    (ctx.lang.t_with("tournaments-round", &[("round", t.current_round.into())]))
                }))
            }
            section.card {
                h2 { (ctx.t("tournaments-finished")) }
                (table(&ctx, &lists.over, |t| match lists.winner(t) {
                    Some(name) => html! { (ctx.t("tournament-winner")) " " (player_link(name)) },
                    None => html! { (ctx.t(&format!("tournament-status-{}", t.status.as_str().replace('_', "-")))) },
                }))
            }
        },
    )
    .into_response())
}

/// One list: name, system, time control, players, and `last` (the start,
/// the round, or the winner).
fn table(ctx: &PageCtx, rows: &[TournamentRow], last: impl Fn(&TournamentRow) -> Markup) -> Markup {
    html! {
        @if rows.is_empty() { p { (ctx.t("tournaments-none")) } }
        @else {
            table {
                thead { tr {
                    th { (ctx.t("tournament-name")) }
                    th { (ctx.t("tournament-system")) }
                    th { (ctx.t("play-time-control")) }
                    th { (ctx.t("tournament-players")) }
                    th {}
                } }
                tbody {
                    @for t in rows {
                        tr {
                            td { a href=(format!("/tournaments/{}", t.id)) { (t.name) } }
                            td { (system_label(ctx, t)) }
                            td { (crate::notices::describe_time_control(&ctx.lang, t.time_control)) }
                            td { (t.entrant_count) " / " (t.max_players) }
                            td { (last(t)) }
                        }
                    }
                }
            }
        }
    }
}
