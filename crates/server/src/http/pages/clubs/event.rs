//! `/clubs/{id}/events/{eid}`: a club event — its announcement, entries,
//! each round's boards with the result forms (White reports, Black
//! confirms or disputes, a director enters or corrects), the standings
//! with the crosstable of each section, the SLQ's rating table after each
//! round, and the exports. A director starts each round from here; the
//! round's pairings print on one page (`/rounds/{n}`).

use std::collections::BTreeMap;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::club::{
    BoardKind, ClubGameStatus, ClubId, EventFormat, EventId, EventStatus, GameResult,
};
use serde::Deserialize;

use super::{club_id, not_found, viewer_directs};
use crate::clubs::{self, BoardAction, Cell, ClubError, EventView};
use crate::http::PageCtx;
use crate::http::club_forms;
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::layout::{csrf_field, page};
use crate::records::ClubBoardRow;
use crate::state::AppState;

/// What an action did, said after it (`?done=`).
const DONE: [&str; 8] = [
    "created",
    "entered",
    "withdrawn",
    "round",
    "result",
    "corrected",
    "confirmed",
    "disputed",
];

#[derive(Debug, Deserialize)]
pub struct ShowQuery {
    done: Option<String>,
}

fn ids(club: &str, event: &str) -> Result<(ClubId, EventId), PageError> {
    Ok((
        club_id(club)?,
        EventId::parse(event).map_err(|_| PageError::NotFound)?,
    ))
}

pub(super) async fn view(
    state: &AppState,
    club: ClubId,
    event: EventId,
) -> Result<EventView, PageError> {
    clubs::event_view(state, club, event)
        .await
        .map_err(|e| match e {
            ClubError::NoSuchEvent => PageError::NotFound,
            other => not_found(other),
        })
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((id, event)): Path<(String, String)>,
    query: Result<Query<ShowQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let (club, event) = ids(&id, &event)?;
    let done = query
        .ok()
        .and_then(|Query(q)| q.done)
        .and_then(|d| DONE.into_iter().find(|k| *k == d));
    render(&state, &ctx, club, event, done, None).await
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    club: ClubId,
    event: EventId,
    done: Option<&str>,
    error: Option<String>,
) -> Result<Response, PageError> {
    let view = view(state, club, event).await?;
    let me = ctx.viewer.as_ref().map(|v| v.id);
    let director = viewer_directs(state, ctx, club).await?;
    let row = &view.row;
    let base = format!("/clubs/{club}/events/{event}");
    let mine = view.entries.iter().find(|e| Some(e.member_id) == me);
    let missing = clubs::missing_results(&view.boards, row.rounds_paired);
    let status = if error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    let body = html! {
        p.no-print { a href=(format!("/clubs/{club}")) { (view.club.name) } " · " a href=(format!("/clubs/{club}/events")) { (ctx.t("club-events")) } }
        @if let Some(done) = done { p.notice role="status" { (ctx.t(&format!("club-event-done-{done}"))) } }
        @if let Some(error) = &error { p.form-error role="alert" { (error) } }
        section.card.announcement {
            p {
                (format_name(ctx, row.format)) " · " (row.time_control.to_string()) " · "
                (ctx.t(&format!("club-event-status-{}", row.status.as_str())))
                @if row.is_open { " · " (ctx.t("club-event-open")) }
                @if row.on_server { " · " (ctx.t("club-event-on-server")) }
                @if row.rounds_paired > 0 {
                    " · " (ctx.lang.t_with("club-event-rounds", &[("paired", row.rounds_paired.into()), ("rounds", view.rounds.into())]))
                } @else if view.rounds > 0 {
                    // Before the start: the rounds it will play, not "round 0 of 6".
                    " · " (ctx.lang.t_with("club-event-rounds-planned", &[("rounds", view.rounds.into())]))
                }
            }
            @if !row.announcement.is_empty() { p.pre { (row.announcement) } }
            p.no-print {
                button type="button" data-print hidden { (ctx.t("club-event-print")) } " "
                a href=(format!("/api{base}/export/csv")) { (ctx.t("club-event-export-csv")) } " · "
                a href=(format!("/api{base}/export/trf")) { (ctx.t("club-event-export-trf")) }
            }
        }
        section.card.no-print {
            h2 { (ctx.lang.t_with("club-event-entries", &[("count", view.entries.len().into())])) }
            ul.entries { @for entry in &view.entries { li {
                (entry.username)
                @if !entry.is_member { " (" (ctx.t("club-event-guest")) ")" }
                @if entry.withdrawn_after.is_some() { " (" (ctx.t("club-event-withdrawn")) ")" }
            } } }
            @if row.status != EventStatus::Finished && ctx.viewer.is_some() {
                @match mine {
                    None => form.inline method="post" action=(format!("{base}/enter")) {
                        (csrf_field(ctx)) button type="submit" { (ctx.t("club-event-enter")) }
                    },
                    Some(entry) if entry.withdrawn_after.is_none() => details.confirm {
                        summary.button { (ctx.t("club-event-withdraw")) }
                        p { (ctx.t("club-event-withdraw-question")) }
                        form.inline method="post" action=(format!("{base}/withdraw")) {
                            (csrf_field(ctx)) button type="submit" { (ctx.t("club-event-withdraw")) }
                        }
                    },
                    Some(_) => {}
                }
            }
            @if director && row.status != EventStatus::Finished {
                form.stack method="post" action=(format!("{base}/enter")) {
                    (csrf_field(ctx))
                    label { (ctx.t("club-event-enter-someone")) input type="text" name="username" required; }
                    button type="submit" { (ctx.t("club-event-enter")) }
                }
                form.stack method="post" action=(format!("{base}/withdraw")) {
                    (csrf_field(ctx))
                    label { (ctx.t("club-event-withdraw-someone")) input type="text" name="username" required; }
                    details.confirm {
                        summary.button { (ctx.t("club-event-withdraw")) }
                        p { (ctx.t("club-event-withdraw-question")) }
                        button type="submit" { (ctx.t("club-event-withdraw")) }
                    }
                }
                @if missing > 0 {
                    p.hint { (ctx.lang.t_with("club-event-waiting", &[("count", missing.into())])) }
                } @else if u32::try_from(row.rounds_paired).unwrap_or(0) < view.rounds {
                    details.confirm {
                        summary.button { (ctx.lang.t_with("club-event-start-round", &[("round", (row.rounds_paired + 1).into())])) }
                        p { (ctx.t("club-event-start-question")) }
                        form.inline method="post" action=(format!("{base}/rounds")) {
                            (csrf_field(ctx)) button type="submit" { (ctx.lang.t_with("club-event-start-round", &[("round", (row.rounds_paired + 1).into())])) }
                        }
                    }
                }
            }
        }
        @for round in (1..=row.rounds_paired).rev() {
            (round_section(ctx, &view, &base, round, me, director))
        }
        @for section in &view.sections {
            section.card {
                h2 {
                    @if view.sections.len() > 1 { (ctx.lang.t_with("club-event-section", &[("section", section.number.into())])) }
                    @else { (ctx.t("club-event-standings")) }
                }
                div.table-scroll { table.crosstable {
                    thead { tr {
                        th { "#" } th { (ctx.t("club-event-player")) } th { (ctx.t("club-event-points")) }
                        @for round in 1..=row.rounds_paired { th { (round) } }
                        th title=(ctx.t("club-event-aos-title")) { (ctx.t("club-event-aos")) }
                        th { (ctx.t("club-event-rating")) }
                    } }
                    tbody { @for line in &section.lines { tr {
                        td { (line.standing.rank) }
                        td { (line.username) @if line.withdrawn { " (" (ctx.t("club-event-withdrawn")) ")" } }
                        td { (clubs::points(line.standing.score)) }
                        @for cell in &line.cells { td.cell { (cell_text(*cell)) } }
                        td { (line.standing.averaged_opponent_score.in_points().to_string()) }
                        td { (line.standing.rating.map_or_else(|| "–".to_owned(), |r| r.to_string())) }
                    } } }
                } }
                p.hint { (ctx.t("club-event-crosstable-hint")) }
            }
        }
        @if !view.ratings_after.is_empty() { (ratings_table(ctx, &view)) }
    };
    Ok((
        status,
        page(
            ctx,
            &row.name,
            html! { (body) script type="module" src="/static/print.js" {} },
        ),
    )
        .into_response())
}

/// The format in words.
pub(super) fn format_name(ctx: &PageCtx, format: EventFormat) -> String {
    let (kind, count) = match format {
        EventFormat::Slq { rounds } => ("slq", rounds),
        EventFormat::Quad => ("quad", 4),
        EventFormat::Octo => ("octo", 8),
        EventFormat::Swiss { rounds } => ("swiss", rounds),
        EventFormat::RoundRobin { group_size } => ("rr", group_size),
        EventFormat::Championship { rounds: 0 } => ("championship-rr", 0),
        EventFormat::Championship { rounds } => ("championship", rounds),
    };
    ctx.lang.t_with(
        "club-format-name",
        &[("kind", kind.into()), ("count", count.into())],
    )
}

fn cell_text(cell: Cell) -> String {
    match cell {
        Cell::Game { halves: None, .. } => "…".to_owned(),
        other => other.code(),
    }
}

/// The boards of `round`, with what the viewer may do on each.
fn round_section(
    ctx: &PageCtx,
    view: &EventView,
    base: &str,
    round: i32,
    me: Option<redqueen_domain::account::MemberId>,
    director: bool,
) -> Markup {
    let boards: Vec<&ClubBoardRow> = view.boards.iter().filter(|b| b.round == round).collect();
    html! {
        section.card.no-print {
            h2 { (ctx.lang.t_with("club-event-round", &[("round", round.into())])) }
            p { a href=(format!("{base}/rounds/{round}")) { (ctx.t("club-event-pairings-print")) } }
            div.table-scroll { table.pairings.boards {
                thead { tr {
                    th { (ctx.t("club-event-board")) } th { (ctx.t("club-event-white")) } th { (ctx.t("club-event-black")) }
                    th { (ctx.t("club-event-result")) } th {}
                } }
                tbody { @for board in &boards { tr {
                    td { @if view.sections.len() > 1 { (board.section) "." } (board.board) }
                    td { (board.white_name) }
                    td { (board_black(ctx, board)) }
                    td {
                        (board.result.map_or("", |r| r.written()))
                        @if let Some(status) = board.status.filter(|s| *s != ClubGameStatus::Confirmed) {
                            " (" (ctx.t(&format!("club-status-{}", status.as_str()))) ")"
                        }
                    }
                    td {
                        @if let Some(game) = &board.game_id { a href=(format!("/{game}")) { (ctx.t("club-event-game")) } " " }
                        (board_actions(ctx, base, board, me, director))
                    }
                } } }
            } }
        }
    }
}

fn board_black(ctx: &PageCtx, board: &ClubBoardRow) -> String {
    match board.kind {
        BoardKind::Bye => ctx.t("club-event-bye"),
        BoardKind::Rest => ctx.t("club-event-rest"),
        BoardKind::Forfeit => format!(
            "{} ({})",
            board.black_name.clone().unwrap_or_default(),
            ctx.t("club-event-forfeit")
        ),
        BoardKind::Game => board.black_name.clone().unwrap_or_default(),
    }
}

/// The results to choose from, `recorded` (a correction's starting point)
/// selected.
pub(super) fn result_select(ctx: &PageCtx, recorded: Option<GameResult>) -> Markup {
    html! {
        select name="result" aria-label=(ctx.t("club-event-result")) {
            @for result in [GameResult::WhiteWins, GameResult::BlackWins, GameResult::Draw] {
                option value=(result.as_str()) selected[recorded == Some(result)] { (ctx.t(result_key(result))) }
            }
        }
    }
}

/// The words for a result in the forms: "½-½ (draw)".
pub(super) const fn result_key(result: GameResult) -> &'static str {
    match result {
        GameResult::WhiteWins => "club-result-white",
        GameResult::BlackWins => "club-result-black",
        GameResult::Draw => "club-result-draw",
    }
}

fn board_actions(
    ctx: &PageCtx,
    base: &str,
    board: &ClubBoardRow,
    me: Option<redqueen_domain::account::MemberId>,
    director: bool,
) -> Markup {
    if board.kind != BoardKind::Game {
        return html! {};
    }
    let path = format!("{base}/boards/{}", board.id);
    let white = me == Some(board.white_id);
    let black = me.is_some() && me == board.black_id;
    let open = board.status.is_some_and(|s| s != ClubGameStatus::Confirmed);
    let on_server = board.game_id.is_some();
    html! {
        @if board.result.is_none() && !on_server && (white || director) {
            form.inline method="post" action=(format!("{path}/report")) {
                (csrf_field(ctx)) (result_select(ctx, None)) button type="submit" { (ctx.t("club-event-report")) }
            }
        }
        @if board.result.is_some() && open && (black || director) {
            form.inline method="post" action=(format!("{path}/confirm")) {
                (csrf_field(ctx)) button type="submit" { (ctx.t("club-confirm")) }
            }
        }
        @if board.result.is_some() && board.status == Some(ClubGameStatus::Reported) && black {
            form.inline method="post" action=(format!("{path}/dispute")) {
                (csrf_field(ctx)) button type="submit" { (ctx.t("club-dispute")) }
            }
        }
        @if board.result.is_some() && director {
            form.inline.correct method="post" action=(format!("{path}/correct")) {
                (csrf_field(ctx)) (result_select(ctx, board.result)) button type="submit" { (ctx.t("club-correct")) }
            }
        }
    }
}

/// The SLQ's rating table: a row a player, a column a round.
fn ratings_table(ctx: &PageCtx, view: &EventView) -> Markup {
    let mut table: BTreeMap<&str, Vec<Option<i32>>> = BTreeMap::new();
    for (column, after) in view.ratings_after.iter().enumerate() {
        for (name, rating) in &after.ratings {
            let row = table
                .entry(name.as_str())
                .or_insert_with(|| vec![None; view.ratings_after.len()]);
            row[column] = Some(*rating);
        }
    }
    let mut rows: Vec<(&str, Vec<Option<i32>>)> = table.into_iter().collect();
    rows.sort_by_key(|(name, r)| (std::cmp::Reverse(r.last().copied().flatten()), *name));
    html! {
        section.card {
            h2 { (ctx.t("club-event-ratings")) }
            div.table-scroll { table.crosstable {
                thead { tr { th { (ctx.t("club-event-player")) } @for after in &view.ratings_after { th { (ctx.lang.t_with("club-event-after-round", &[("round", after.round.into())])) } } } }
                tbody { @for (name, ratings) in &rows { tr {
                    td { (name) }
                    @for rating in ratings { td { (rating.map_or_else(String::new, |r| r.to_string())) } }
                } } }
            } }
        }
    }
}

/// `/clubs/{id}/events/{eid}/rounds/{n}`: the round's pairings on one
/// printable page — board, White, Black, the time control and an empty
/// result column to fill in at the boards.
pub async fn pairings(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((id, event, round)): Path<(String, String, String)>,
) -> Result<Response, PageError> {
    let (club, event) = ids(&id, &event)?;
    let round: i32 = round.parse().map_err(|_| PageError::NotFound)?;
    let view = view(&state, club, event).await?;
    if round < 1 || round > view.row.rounds_paired {
        return Err(PageError::NotFound);
    }
    let boards: Vec<&ClubBoardRow> = view.boards.iter().filter(|b| b.round == round).collect();
    let day = boards
        .first()
        .map(|b| ctx.lang.day(b.played_on))
        .unwrap_or_default();
    let title = ctx.lang.t_with(
        "club-pairings-title",
        &[
            ("event", view.row.name.as_str().into()),
            ("round", round.into()),
        ],
    );
    let body = html! {
        section.printable {
            p { (view.club.name) " · " (day) " · " (view.row.time_control.to_string()) }
            table.pairings.print-sheet {
                thead { tr {
                    th { (ctx.t("club-event-board")) } th { (ctx.t("club-event-white")) } th { (ctx.t("club-event-black")) }
                    th { (ctx.t("club-event-control")) } th { (ctx.t("club-event-result")) }
                } }
                tbody { @for board in &boards { tr {
                    td { @if view.sections.len() > 1 { (board.section) "." } (board.board) }
                    td { (board.white_name) }
                    td { (board_black(&ctx, board)) }
                    td { (view.row.time_control.to_string()) }
                    td.fill { (board.result.map_or("", |r| r.written())) }
                } } }
            }
            p.no-print {
                button type="button" data-print hidden { (ctx.t("club-event-print")) } " "
                a href=(format!("/clubs/{club}/events/{event}")) { (ctx.t("club-event-back")) }
            }
        }
        script type="module" src="/static/print.js" {}
    };
    Ok(page(&ctx, &title, body).into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct WhoForm {
    username: String,
}

/// Enter, withdraw, start a round.
pub async fn act(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((id, event, action)): Path<(String, String, String)>,
    CsrfForm(form): CsrfForm<WhoForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let (club, event) = ids(&id, &event)?;
    let username = Some(form.username.as_str()).filter(|u| !u.trim().is_empty());
    let done = match action.as_str() {
        "enter" => clubs::enter(&state, club, event, member, username)
            .await
            .map(|()| "entered"),
        "withdraw" => clubs::withdraw(&state, club, event, member, username)
            .await
            .map(|()| "withdrawn"),
        "rounds" => clubs::start_round(&state, club, event, member.id)
            .await
            .map(|_| "round"),
        _ => return Err(PageError::NotFound),
    };
    answer(&state, &ctx, club, event, done).await
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ResultForm {
    result: String,
}

/// Report, confirm, dispute, correct a board's result.
pub async fn board(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((id, event, board, action)): Path<(String, String, String, String)>,
    CsrfForm(form): CsrfForm<ResultForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let (club, event) = ids(&id, &event)?;
    let board: i64 = board.parse().map_err(|_| PageError::NotFound)?;
    let result = || club_forms::result(&form.result);
    let (action, done) = match action.as_str() {
        "report" => (result().map(BoardAction::Report), "result"),
        "correct" => (result().map(BoardAction::Correct), "corrected"),
        "confirm" => (Ok(BoardAction::Confirm), "confirmed"),
        "dispute" => (Ok(BoardAction::Dispute), "disputed"),
        _ => return Err(PageError::NotFound),
    };
    let done = async { clubs::act_on_board(&state, club, event, board, member.id, action?).await }
        .await
        .map(|()| done);
    answer(&state, &ctx, club, event, done).await
}

/// Back to the event's page saying what was done, or the page again
/// with the refusal.
async fn answer(
    state: &AppState,
    ctx: &PageCtx,
    club: ClubId,
    event: EventId,
    done: Result<&'static str, ClubError>,
) -> Result<Response, PageError> {
    match done {
        Ok(done) => {
            Ok(Redirect::to(&format!("/clubs/{club}/events/{event}?done={done}")).into_response())
        }
        Err(ClubError::NotFound | ClubError::NoSuchEvent) => Err(PageError::NotFound),
        Err(ClubError::Internal(error)) => Err(PageError::Internal(error)),
        Err(refusal) => {
            let message = refusal.message(&ctx.lang);
            render(state, ctx, club, event, None, message).await
        }
    }
}
