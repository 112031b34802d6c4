//! The boards of a match over the board (issue 52, docs/clubs.md "Over
//! the board"): on the match's page each board with its result as the
//! clubs reported it and the forms of whoever may act on it (a player of
//! the board or a director of their club: report, confirm, dispute); the
//! printable board list to take to the match (like an event's pairings);
//! and the forms' actions.

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::account::MemberId;
use redqueen_domain::club::{ClubGameStatus, ClubId, MatchBoardAction, Side};
use serde::Deserialize;

use super::club_match::{ids_of, render, view_of};
use super::event::result_select;
use super::matches::{points, refusal};
use crate::clubs::{self, MatchView};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::records::MatchBoardRow;
use crate::state::AppState;

/// Who looks at the boards: the sides they act for.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Viewer {
    pub(super) id: Option<MemberId>,
    /// Directs the inviting club, the invited club.
    pub(super) directs: (bool, bool),
}

impl Viewer {
    /// Whether they act for `side` on `board`.
    fn acts_for(self, board: &MatchBoardRow, side: Side) -> bool {
        let player = if board.white_side == side {
            board.white_id
        } else {
            board.black_id
        };
        let directs = match side {
            Side::Inviting => self.directs.0,
            Side::Invited => self.directs.1,
        };
        directs || self.id == Some(player)
    }
}

/// The boards over the board, each with its result and what the viewer
/// may do with it.
pub(super) fn boards_card(ctx: &PageCtx, view: &MatchView, base: &str, viewer: Viewer) -> Markup {
    let row = &view.row;
    let playing = row.status == redqueen_domain::club::MatchStatus::InProgress;
    html! {
        section.card #match-boards data-match-refresh {
            h2 { (ctx.t("club-match-boards")) }
            p { a href=(format!("{base}/boards")) { (ctx.t("club-match-board-list")) } }
            div.table-scroll { table.match-boards {
                thead { tr {
                    th { (ctx.t("club-event-board")) }
                    th { (ctx.t("club-event-white")) } th { (ctx.t("club-event-black")) }
                    th { (ctx.t("club-event-result")) } th {}
                } }
                tbody { @for board in &view.boards { tr {
                    td { (board.board) }
                    td { (board.white_name) " " small { "(" (club_name(view, board.white_side)) ")" } }
                    td { (board.black_name) " " small { "(" (club_name(view, board.white_side.other())) ")" } }
                    td { (result_text(ctx, view, board)) }
                    td { @if playing { (actions(ctx, base, board, viewer)) } }
                } } }
            } }
            p.hint { (ctx.lang.t_with("club-match-points-hint", &[("inviting", points(view.score.inviting_halves).into()), ("invited", points(view.score.invited_halves).into())])) }
            p.hint { (ctx.t("club-match-board-rule")) }
        }
    }
}

fn club_name(view: &MatchView, side: Side) -> &str {
    match side {
        Side::Inviting => &view.row.inviting_name,
        Side::Invited => &view.row.invited_name,
    }
}

/// "1-0 (reported by Ash, to confirm)".
fn result_text(ctx: &PageCtx, view: &MatchView, board: &MatchBoardRow) -> String {
    let Some(report) = board.report() else {
        return ctx.t("club-match-board-unreported");
    };
    let written = report.result.written();
    match report.status {
        ClubGameStatus::Confirmed => written.to_owned(),
        status => ctx.lang.t_with(
            &format!("club-match-board-{}", status.as_str()),
            &[
                ("result", written.into()),
                ("club", club_name(view, report.by).into()),
            ],
        ),
    }
}

/// The forms the viewer may use on `board`, by the domain's rules: a side
/// reports (or corrects its report), the other confirms, disputes or
/// reports its own result.
fn actions(ctx: &PageCtx, base: &str, board: &MatchBoardRow, viewer: Viewer) -> Markup {
    let path = format!("{base}/boards/{}", board.board);
    let report = board.report();
    let sides = [Side::Inviting, Side::Invited].map(|s| viewer.acts_for(board, s));
    if sides == [false, false] || report.is_some_and(|r| r.status == ClubGameStatus::Confirmed) {
        return html! {};
    }
    let answers = report.is_some_and(|r| viewer.acts_for(board, r.by.other()));
    let disputable = report.is_some_and(|r| r.status == ClubGameStatus::Reported) && answers;
    html! {
        @if answers {
            form.inline method="post" action=(format!("{path}/confirm")) {
                (csrf_field(ctx)) button type="submit" { (ctx.t("club-confirm")) }
            }
        }
        @if disputable {
            form.inline method="post" action=(format!("{path}/dispute")) {
                (csrf_field(ctx)) button type="submit" { (ctx.t("club-dispute")) }
            }
        }
        form.inline method="post" action=(format!("{path}/report")) {
            (csrf_field(ctx)) (result_select(ctx, report.map(|r| r.result)))
            button type="submit" { (ctx.t("club-event-report")) }
        }
    }
}

/// `/clubs/{id}/matches/{mid}/boards`: the board list on one printable
/// page — board, White, Black and their clubs, the clock, and a result
/// column to fill in at the boards.
pub async fn print(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((club, id)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let (club, id) = ids_of(&club, &id)?;
    let view = view_of(&state, &ctx, club, &id).await?;
    if view.boards.is_empty() {
        return Err(PageError::NotFound);
    }
    let row = &view.row;
    let title = ctx.lang.t_with(
        "club-match-board-list-title",
        &[
            ("inviting", row.inviting_name.as_str().into()),
            ("invited", row.invited_name.as_str().into()),
        ],
    );
    let body = html! {
        section.printable {
            p { (ctx.lang.instant(row.starts_at)) " · " (row.time_control.to_string()) }
            table.pairings.print-sheet {
                thead { tr {
                    th { (ctx.t("club-event-board")) } th { (ctx.t("club-event-white")) } th { (ctx.t("club-event-black")) }
                    th { (ctx.t("club-event-control")) } th { (ctx.t("club-event-result")) }
                } }
                tbody { @for board in &view.boards { tr {
                    td { (board.board) }
                    td { (board.white_name) " (" (club_name(&view, board.white_side)) ")" }
                    td { (board.black_name) " (" (club_name(&view, board.white_side.other())) ")" }
                    td { (row.time_control.to_string()) }
                    td.fill { (board.confirmed().map_or("", |r| r.written())) }
                } } }
            }
            p.no-print {
                button type="button" data-print hidden { (ctx.t("club-event-print")) } " "
                a href=(format!("/clubs/{club}/matches/{id}")) { (ctx.t("club-match-back")) }
            }
        }
        script type="module" src="/static/print.js" {}
    };
    Ok(page(&ctx, &title, body).into_response())
}

/// A board's form.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ResultForm {
    result: String,
}

/// `POST /clubs/{id}/matches/{mid}/boards/{board}/{action}`: report,
/// confirm or dispute.
pub async fn act(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((club, id, board, action)): Path<(String, String, String, String)>,
    CsrfForm(form): CsrfForm<ResultForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?.clone();
    let (club, id) = ids_of(&club, &id)?;
    let board: i32 = board.parse().map_err(|_| PageError::NotFound)?;
    let (action, done) = match action.as_str() {
        "report" => (
            form.result
                .trim()
                .parse()
                .map(MatchBoardAction::Report)
                .map_err(|_| clubs::MatchError::Result),
            "reported",
        ),
        "confirm" => (Ok(MatchBoardAction::Confirm), "confirmed"),
        "dispute" => (Ok(MatchBoardAction::Dispute), "disputed"),
        _ => return Err(PageError::NotFound),
    };
    let answered = match action {
        Ok(action) => clubs::answer_match_board(&state, club, &id, board, &member, action)
            .await
            .map(|_| ()),
        Err(error) => Err(error),
    };
    match answered {
        Ok(()) => {
            Ok(Redirect::to(&format!("/clubs/{club}/matches/{id}?done={done}")).into_response())
        }
        Err(error) => {
            let message = refusal(error, &ctx)?;
            render(&state, &ctx, club, &id, None, Some(message)).await
        }
    }
}

/// The viewer of a match's page and the clubs they direct.
pub(super) async fn viewer(
    state: &AppState,
    ctx: &PageCtx,
    view: &MatchView,
) -> Result<Viewer, PageError> {
    let directs = |club| super::viewer_directs(state, ctx, ClubId(club));
    Ok(Viewer {
        id: ctx.viewer.as_ref().map(|v| v.id),
        directs: (
            directs(view.row.inviting_club_id).await?,
            directs(view.row.invited_club_id).await?,
        ),
    })
}
