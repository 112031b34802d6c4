//! `/clubs/{id}/awards`: a season's awards report (clubs-and-ladder.md
//! "Awards"), one printable page: trophies, medals, the highest rated, the
//! most rated club games and the most ranks gained, ties shown as ties,
//! an award nobody earned not given; the earlier
//! seasons by `?season=`. A director closes the season from here.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use maud::html;
use redqueen_domain::club::ClubId;
use serde::Deserialize;

use super::{club_id, not_found, viewer_directs};
use crate::clubs::{self, ClubError};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::layout::{csrf_field, page};
use crate::state::AppState;

#[derive(Debug, Deserialize)]
pub struct AwardsQuery {
    season: Option<i64>,
    closed: Option<String>,
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    query: Result<Query<AwardsQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let club = club_id(&id)?;
    let query = query.ok().map(|Query(q)| q);
    let asked = query.as_ref().and_then(|q| q.season);
    let closed = query.as_ref().is_some_and(|q| q.closed.is_some());
    render(&state, &ctx, club, asked, closed, None).await
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    club: ClubId,
    asked: Option<i64>,
    closed: bool,
    error: Option<String>,
) -> Result<Response, PageError> {
    let report = clubs::season_awards(state, club, asked)
        .await
        .map_err(not_found)?;
    let (row, season, current, shown) = (report.club, report.season, report.current, report.awards);
    let director = viewer_directs(state, ctx, club).await?;
    let title = ctx.lang.t_with(
        "club-awards-title",
        &[
            ("club", row.name.as_str().into()),
            ("season", format!("{season}–{}", season + 1).into()),
        ],
    );
    let names = |players: &[String]| players.join(", ");
    let status = if error.is_some() {
        axum::http::StatusCode::BAD_REQUEST
    } else {
        axum::http::StatusCode::OK
    };
    let body = html! {
        p.no-print {
            a href=(format!("/clubs/{club}")) { (row.name) } " · "
            a href=(format!("/clubs/{club}/awards?season={}", season - 1)) { (ctx.t("club-awards-earlier")) }
            @if season < current { " · " a href=(format!("/clubs/{club}/awards?season={}", season + 1)) { (ctx.t("club-awards-later")) } }
        }
        @if closed { p.notice role="status" { (ctx.t("club-season-closed")) } }
        @if let Some(error) = &error { p.form-error role="alert" { (error) } }
        section.card.awards {
            @match &shown {
                None => p { (ctx.t("club-awards-none")) },
                Some(a) => {
                    h2 { (ctx.t("club-awards-trophies")) }
                    ol { @for player in &a.trophies { li { (player) } } }
                    h2 { (ctx.t("club-awards-medals")) }
                    ol { @for player in &a.medals { li { (player) } } }
                    dl {
                        dt { (ctx.lang.t_with("club-awards-highest-rated", &[("rating", a.highest_rated.1.into())])) }
                        dd { (names(&a.highest_rated.0)) }
                        // Decisions of turn 3: an award nobody earned is not given.
                        @if let Some((players, games)) = &a.most_games {
                            dt { (ctx.lang.t_with("club-awards-most-games", &[("games", (*games).into())])) }
                            dd { (names(players)) }
                        }
                        @if let Some((players, ranks)) = &a.most_ranks {
                            dt { (ctx.lang.t_with("club-awards-most-ranks", &[("ranks", (*ranks).into())])) }
                            dd { (names(players)) }
                        }
                    }
                }
            }
            p.no-print { button type="button" data-print hidden { (ctx.t("club-event-print")) } }
        }
        @if director && season == current {
            section.card.no-print {
                h2 { (ctx.t("club-season-close")) }
                p.hint { (ctx.t("club-season-close-explained")) }
                details.confirm {
                    summary.button { (ctx.t("club-season-close")) }
                    p { (ctx.t("club-season-close-question")) }
                    form.inline method="post" action=(format!("/clubs/{club}/season/close")) {
                        (csrf_field(ctx)) button type="submit" { (ctx.t("club-season-close")) }
                    }
                }
            }
        }
        script type="module" src="/static/print.js" {}
    };
    Ok((status, page(ctx, &title, body)).into_response())
}

/// A director closes the season: back to the closed season's report.
pub async fn close(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let club = club_id(&id)?;
    match clubs::close_season(&state, club, member.id).await {
        Ok(opened) => Ok(Redirect::to(&format!(
            "/clubs/{club}/awards?season={}&closed=1",
            opened - 1
        ))
        .into_response()),
        Err(ClubError::NotFound) => Err(PageError::NotFound),
        Err(ClubError::Internal(error)) => Err(PageError::Internal(error)),
        Err(refusal) => render(&state, &ctx, club, None, false, refusal.message(&ctx.lang)).await,
    }
}
