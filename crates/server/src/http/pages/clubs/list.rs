//! `/clubs`: the club results waiting for the member (to confirm as Black,
//! to settle as a director), every club, and the form to found one.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use redqueen_domain::club::ClubGameStatus;

use super::not_found;
use crate::clubs::{self, ClubDirectory};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::{csrf_field, page};
use crate::records::ClubResultWaiting;
use crate::state::AppState;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    Ok(render(&state, &ctx, None).await?.into_response())
}

/// The list, with `error` above the founding form after a refusal.
pub(super) async fn render(
    state: &AppState,
    ctx: &PageCtx,
    error: Option<String>,
) -> Result<Markup, PageError> {
    let ClubDirectory { clubs, waiting } =
        clubs::directory(state, ctx.viewer.as_ref().map(|v| v.id))
            .await
            .map_err(not_found)?;
    let title = ctx.t("clubs-title");
    Ok(page(
        ctx,
        &title,
        html! {
            @if !waiting.is_empty() { (waiting_results(ctx, &waiting)) }
            section.card {
                @if clubs.is_empty() { p { (ctx.t("clubs-none")) } }
                ul.clubs {
                    @for club in &clubs {
                        li {
                            a href=(format!("/clubs/{}", club.id)) { (club.name) }
                            " — " (ctx.lang.t_with("clubs-members", &[("count", club.members.into())]))
                        }
                    }
                }
            }
            @if ctx.viewer.is_some() {
                section.card {
                    h2 { (ctx.t("clubs-found")) }
                    @if let Some(error) = &error { p.form-error role="alert" { (error) } }
                    form.stack method="post" action="/clubs" {
                        (csrf_field(ctx))
                        label { (ctx.t("clubs-name")) input type="text" name="name" required maxlength="60"; }
                        label { (ctx.t("clubs-description")) textarea name="description" maxlength="2000" {} }
                        button type="submit" { (ctx.t("clubs-found-submit")) }
                    }
                }
            }
        },
    ))
}

/// The results waiting for the viewer, each linked to the page where it is
/// answered: the club's games, or the event's boards.
fn waiting_results(ctx: &PageCtx, waiting: &[ClubResultWaiting]) -> Markup {
    html! {
        section.card #waiting {
            h2 { (ctx.t("clubs-waiting")) }
            ul.club-waiting {
                @for result in waiting {
                    @let (link, place) = match (result.event_id, &result.event_name) {
                        (Some(event), Some(name)) => (format!("/clubs/{}/events/{event}", result.club_id), format!("{} · {name}", result.club_name)),
                        _ => (format!("/clubs/{}#games", result.club_id), result.club_name.clone()),
                    };
                    li {
                        a href=(link) { (place) } ": "
                        (result.white) " – " (result.black) " " strong { (result.result.written()) } ", "
                        (ctx.lang.day(result.on_day)) " — "
                        @if result.status == ClubGameStatus::Disputed { (ctx.t("clubs-waiting-disputed")) }
                        @else { (ctx.t("clubs-waiting-reported")) }
                    }
                }
            }
        }
    }
}
