//! `/clubs/{id}/matches`: a club's matches against other clubs, the
//! latest first, with their running scores; its record against each club
//! it met; and for its directors the form that invites a club (issue 52,
//! docs/clubs.md "Matches between clubs").

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::club::{ClubId, MatchScore, MatchStatus};
use serde::Deserialize;

pub(super) use super::super::points::points;
use super::{club_id, viewer_directs};
use crate::clubs::{self, InvitationForm, MatchError};
use crate::flag::Flag;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::records::ClubMatchRow;
use crate::state::AppState;

/// "Ash 11½ – 8½ Birch", the inviting club first.
pub(super) fn score_line(row: &ClubMatchRow, score: MatchScore) -> Markup {
    html! {
        span.match-score {
            (row.inviting_name) " " strong { (points(score.inviting_halves)) }
            " – "
            strong { (points(score.invited_halves)) } " " (row.invited_name)
        }
    }
}

/// The status in words.
pub(super) fn status_text(ctx: &PageCtx, status: MatchStatus) -> String {
    ctx.t(&format!("club-match-status-{}", status.as_str()))
}

/// A refusal of a match's request for a page: no such club or match is
/// 404, a failure ours, anything else the requester's to read.
pub(super) fn refusal(error: MatchError, ctx: &PageCtx) -> Result<String, PageError> {
    match error {
        MatchError::NoSuchClub | MatchError::NotFound => Err(PageError::NotFound),
        MatchError::Internal(error) => Err(PageError::Internal(error)),
        other => Ok(other.message(&ctx.lang).unwrap_or_default()),
    }
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    render(&state, &ctx, club_id(&id)?, &InviteForm::default(), None).await
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    club: ClubId,
    form: &InviteForm,
    error: Option<String>,
) -> Result<Response, PageError> {
    let row = clubs::club(state, club).await.map_err(super::not_found)?;
    let listed = clubs::club_matches(state, club)
        .await
        .map_err(|e| refusal(e, ctx).err().unwrap_or(PageError::NotFound))?;
    let director = viewer_directs(state, ctx, club).await?;
    let title = ctx
        .lang
        .t_with("club-matches-title", &[("club", row.name.as_str().into())]);
    let status = if error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    let body = html! {
        p { a href=(format!("/clubs/{club}")) { (row.name) } }
        @if let Some(error) = &error { p.form-error role="alert" { (error) } }
        section.card {
            h2 { (ctx.t("club-matches-list")) }
            @if listed.matches.is_empty() { p { (ctx.t("club-matches-none")) } }
            ul.matches { @for (m, score) in &listed.matches { li {
                a href=(format!("/clubs/{club}/matches/{}", m.id)) { (score_line(m, *score)) }
                " · " (ctx.t(&format!("club-match-kind-{}", m.kind.as_str()))) " · " (m.time_control.to_string())
                " · " (status_text(ctx, m.status))
                @if matches!(m.status, MatchStatus::Invited | MatchStatus::Registering) {
                    " · " (ctx.lang.t_with("club-match-starts", &[("time", ctx.lang.instant(m.starts_at).into())]))
                }
            } } }
        }
        section.card {
            h2 { (ctx.t("club-matches-record")) }
            @if listed.record.is_empty() { p { (ctx.t("club-matches-record-none")) } }
            @else {
                div.table-scroll { table.record {
                    thead { tr {
                        th { (ctx.t("club-matches-opponent")) } th { (ctx.t("club-matches-won")) }
                        th { (ctx.t("club-matches-drawn")) } th { (ctx.t("club-matches-lost")) }
                        th { (ctx.t("club-matches-points")) }
                    } }
                    tbody { @for line in &listed.record { tr {
                        td { a href=(format!("/clubs/{}", line.club_id)) { (line.club_name) } }
                        td { (line.won) } td { (line.drawn) } td { (line.lost) }
                        td { (points(line.halves_for)) " – " (points(line.halves_against)) }
                    } } }
                } }
            }
        }
        @if director { (invite_form(ctx, club, form)) }
    };
    Ok((status, page(ctx, &title, body)).into_response())
}

fn field(ctx: &PageCtx, name: &str, label: &str, value: &str, kind: &str) -> Markup {
    html! {
        div.field {
            label for=(name) { (ctx.t(label)) }
            input #(name) type=(kind) name=(name) value=(value);
        }
    }
}

fn invite_form(ctx: &PageCtx, club: ClubId, v: &InviteForm) -> Markup {
    html! {
        section.card {
            h2 { (ctx.t("club-match-invite")) }
            form.stack method="post" action=(format!("/clubs/{club}/matches")) {
                (csrf_field(ctx))
                (field(ctx, "club", "club-match-invited-club", &v.club, "number"))
                p.hint { (ctx.t("club-match-invited-club-hint")) }
                div.field {
                    label for="kind" { (ctx.t("club-match-kind")) }
                    select #kind name="kind" {
                        @for kind in ["correspondence", "live", "over_the_board"] {
                            option value=(kind) selected[v.kind == kind] { (ctx.t(&format!("club-match-kind-{kind}"))) }
                        }
                    }
                }
                (field(ctx, "timeControl", "club-match-time-control", &v.time_control, "text"))
                p.hint { (ctx.t("club-match-time-control-hint")) }
                (field(ctx, "minBoards", "club-match-min-boards", &v.min_boards, "number"))
                (field(ctx, "maxBoards", "club-match-max-boards", &v.max_boards, "number"))
                label.check { input type="checkbox" name="rated" value="on" checked[v.rated.0 || v.club.is_empty()]; " " (ctx.t("club-match-rated")) }
                (field(ctx, "ratingMin", "club-match-rating-min", &v.rating_min, "number"))
                (field(ctx, "ratingMax", "club-match-rating-max", &v.rating_max, "number"))
                (field(ctx, "startsAt", "club-match-starts-at", &v.starts_at, "datetime-local"))
                p.hint { (ctx.t("tournament-new-utc")) }
                div.field {
                    label for="description" { (ctx.t("club-match-description")) }
                    textarea #description name="description" maxlength=(clubs::MATCH_DESCRIPTION_MAX) rows="4" { (v.description) }
                }
                button type="submit" { (ctx.t("club-match-invite-submit")) }
            }
        }
    }
}

/// The invitation form as posted.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct InviteForm {
    club: String,
    kind: String,
    #[serde(rename = "timeControl")]
    time_control: String,
    #[serde(rename = "minBoards")]
    min_boards: String,
    #[serde(rename = "maxBoards")]
    max_boards: String,
    rated: Flag,
    #[serde(rename = "ratingMin")]
    rating_min: String,
    #[serde(rename = "ratingMax")]
    rating_max: String,
    #[serde(rename = "startsAt")]
    starts_at: String,
    description: String,
}

pub async fn invite(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(form): CsrfForm<InviteForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let club = club_id(&id)?;
    let typed = InvitationForm {
        club: form.club.clone(),
        kind: form.kind.clone(),
        time_control: form.time_control.clone(),
        min_boards: form.min_boards.clone(),
        max_boards: form.max_boards.clone(),
        rated: form.rated.0,
        rating_min: form.rating_min.clone(),
        rating_max: form.rating_max.clone(),
        starts_at: form.starts_at.clone(),
        description: form.description.clone(),
    };
    match clubs::invite_club(&state, club, member, &typed).await {
        Ok(id) => {
            Ok(Redirect::to(&format!("/clubs/{club}/matches/{id}?done=invited")).into_response())
        }
        Err(error) => {
            let message = refusal(error, &ctx)?;
            render(&state, &ctx, club, &form, Some(message)).await
        }
    }
}
