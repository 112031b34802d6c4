//! `/clubs`: every club, and the form to found one.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::{csrf_field, page};
use crate::state::AppState;

/// Clubs listed.
const LISTED: i64 = 200;

pub async fn show(State(state): State<AppState>, ctx: PageCtx) -> Result<Response, PageError> {
    Ok(render(&state, &ctx, None).await?.into_response())
}

/// The list, with `error` above the founding form after a refusal.
pub(super) async fn render(
    state: &AppState,
    ctx: &PageCtx,
    error: Option<String>,
) -> Result<Markup, PageError> {
    let clubs = state.store.clubs(LISTED, 0).await?;
    let title = ctx.t("clubs-title");
    Ok(page(
        ctx,
        &title,
        html! {
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
