//! An open challenge's page (`/{id}?color=white|black`, the links of `POST
//! /api/challenge/open`): its clock, and each side with who took it or a
//! button to take it. Once both sides are taken its id is the game's, and
//! the page is the game page; the member who took the first side is taken
//! there when the second is (site.js).

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::Named;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::Color;
use serde::Deserialize;

use super::challenges::internal;
use super::refused_with;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page, shown_name};
use crate::http::{PageCtx, ids};
use crate::play::{self, OpenChallengeView};
use crate::state::AppState;

/// An open challenge's page.
pub(super) fn render(ctx: &PageCtx, view: &OpenChallengeView, error: Option<String>) -> Markup {
    let open = &view.open;
    let name = |id: MemberId| {
        view.players
            .iter()
            .find(|u| u.id == id)
            .map(shown_name)
            .unwrap_or_default()
    };
    let viewer = ctx.viewer.as_ref().map(|v| v.id);
    let title = open
        .name
        .clone()
        .unwrap_or_else(|| ctx.t("open-challenge-title"));
    page(
        ctx,
        &title,
        html! {
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            p.game-meta {
                (crate::notices::describe_time_control(&ctx.lang, open.time_control)) " · "
                (ctx.t(if open.rated { "game-rated" } else { "game-casual" }))
            }
            p { (ctx.t("open-challenge-help")) }
            section.card #open-sides data-go-to-new-game {
                ul.entries {
                    @for color in [Color::White, Color::Black] {
                        li {
                            span { strong { (ctx.t(&format!("board-{}", color.as_str()))) } " · "
                                @match (open.taken_by(color), open.reserved_for(color)) {
                                    (Some(taken), _) => { (name(taken)) }
                                    (None, Some(kept)) => { (ctx.lang.t_with("open-challenge-kept", &[("name", name(kept).into())])) }
                                    (None, None) => { (ctx.t("open-challenge-free")) }
                                }
                            }
                            @let free = open.taken_by(color).is_none()
                                && open.reserved_for(color).is_none_or(|kept| Some(kept) == viewer)
                                && open.taken_by(!color).is_none_or(|other| Some(other) != viewer);
                            @if free {
                                @if ctx.viewer.is_some() {
                                    form.inline method="post" action=(format!("/{}/join", open.id)) {
                                        (csrf_field(ctx))
                                        input type="hidden" name="color" value=(color.as_str());
                                        button type="submit" { (ctx.t(&format!("open-challenge-take-{}", color.as_str()))) }
                                    }
                                } @else {
                                    a.button href=(format!("/login?next=%2F{}%3Fcolor%3D{}", open.id, color.as_str())) { (ctx.t("open-challenge-log-in")) }
                                }
                            }
                        }
                    }
                }
            }
        },
    )
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct SideForm {
    color: String,
}

/// `POST /{id}/join`: takes a side; on to the game once it starts.
pub async fn join(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<SideForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let color = match form.color.as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return Err(PageError::BadForm),
    };
    let id = ids::game_page(&id)?;
    match play::join_open_challenge(&state, member, &id, color).await {
        Ok(_) => Ok(Redirect::to(&format!("/{id}")).into_response()),
        Err(error) => {
            let Some(message) = play::play_error_text(&ctx.lang, &error) else {
                return Err(internal(error));
            };
            let open = play::open_challenge_view(&state, &id)
                .await?
                .ok_or(PageError::NotFound)?;
            Ok(refused_with(
                Some(&error),
                render(&ctx, &open, Some(message)),
            ))
        }
    }
}
