//! `/clubs/{id}/matches/{mid}`: a match between clubs as the club of the
//! path sees it (issue 52) — the running score, the settings, the answer
//! to an invitation for the invited club's directors, both rosters with
//! the join and leave buttons during registration, and the boards with
//! their games. While it is played the page follows
//! `/clubs/{id}/matches/{mid}/stream` (`match.js`) and reads its score and
//! boards again after each move or ending of one of its games.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::club::{ClubId, MatchId, MatchOutcome, MatchStatus, Side};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::broadcast::error::RecvError;
use tokio::sync::mpsc;

use super::matches::{points, refusal, score_line, status_text};
use super::{club_id, match_boards, viewer_directs};
use crate::clubs::{self, MatchReply, MatchView, RosterChange};
use crate::http::api::ndjson::{Heartbeat, ndjson};
use crate::http::errors::PageError;
use crate::http::form::CsrfForm;
use crate::http::ids;
use crate::http::layout::{csrf_field, page};
use crate::http::{ClientAddress, PageCtx};
use crate::state::AppState;

/// What an action did, said after it (`?done=`).
const DONE: [&str; 8] = [
    "invited",
    "accepted",
    "declined",
    "joined",
    "left",
    "reported",
    "confirmed",
    "disputed",
];

#[derive(Debug, Deserialize)]
pub struct ShowQuery {
    done: Option<String>,
}

pub(super) fn ids_of(club: &str, id: &str) -> Result<(ClubId, MatchId), PageError> {
    Ok((
        club_id(club)?,
        MatchId::parse(id).map_err(|_| PageError::NotFound)?,
    ))
}

pub(super) async fn view_of(
    state: &AppState,
    ctx: &PageCtx,
    club: ClubId,
    id: &MatchId,
) -> Result<MatchView, PageError> {
    match clubs::match_of(state, club, id).await {
        Ok(view) => Ok(view),
        Err(error) => Err(refusal(error, ctx).err().unwrap_or(PageError::NotFound)),
    }
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((club, id)): Path<(String, String)>,
    query: Result<Query<ShowQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let (club, id) = ids_of(&club, &id)?;
    let done = query
        .ok()
        .and_then(|Query(q)| q.done)
        .and_then(|d| DONE.into_iter().find(|k| *k == d));
    render(&state, &ctx, club, &id, done, None).await
}

pub(super) async fn render(
    state: &AppState,
    ctx: &PageCtx,
    club: ClubId,
    id: &MatchId,
    done: Option<&str>,
    error: Option<String>,
) -> Result<Response, PageError> {
    let view = view_of(state, ctx, club, id).await?;
    let director = viewer_directs(state, ctx, club).await?;
    let viewer = match_boards::viewer(state, ctx, &view).await?;
    let row = &view.row;
    let base = format!("/clubs/{club}/matches/{id}");
    let side = view.side_of(club);
    let title = ctx.lang.t_with(
        "club-match-title",
        &[
            ("inviting", row.inviting_name.as_str().into()),
            ("invited", row.invited_name.as_str().into()),
        ],
    );
    let status = if error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    let playing = row.status == MatchStatus::InProgress;
    let body = html! {
        p { a href=(format!("/clubs/{club}")) { (if side == Some(Side::Inviting) { &row.inviting_name } else { &row.invited_name }) }
            " · " a href=(format!("/clubs/{club}/matches")) { (ctx.t("club-matches")) } }
        @if let Some(done) = done { p.notice role="status" { (ctx.t(&format!("club-match-done-{done}"))) } }
        @if let Some(error) = &error { p.form-error role="alert" { (error) } }
        (score_card(ctx, &view))
        @if row.status == MatchStatus::Invited && side == Some(Side::Invited) && director {
            (answer_card(ctx, &base))
        }
        (rosters_card(ctx, &view, &base, director))
        @if !view.games.is_empty() { (boards_card(ctx, &view)) }
        @if !view.boards.is_empty() { (match_boards::boards_card(ctx, &view, &base, viewer)) }
        @if playing { script type="module" src="/static/match.js" {} }
    };
    Ok((status, page(ctx, &title, body)).into_response())
}

/// The score, the status and the settings; read again as games change.
fn score_card(ctx: &PageCtx, view: &MatchView) -> Markup {
    let row = &view.row;
    let limits = match (row.rating_min, row.rating_max) {
        (None, None) => None,
        (min, max) => Some(format!(
            "{}–{}",
            min.map_or_else(String::new, |m| m.to_string()),
            max.map_or_else(String::new, |m| m.to_string())
        )),
    };
    html! {
        section.card #match-score data-match-refresh aria-live="polite" {
            h2 { (score_line(row, view.score)) }
            p {
                (status_text(ctx, row.status))
                @if let Some(outcome) = view.outcome {
                    " · " (match outcome {
                        MatchOutcome::Won(Side::Inviting) => ctx.lang.t_with("club-match-won-by", &[("club", row.inviting_name.as_str().into())]),
                        MatchOutcome::Won(Side::Invited) => ctx.lang.t_with("club-match-won-by", &[("club", row.invited_name.as_str().into())]),
                        MatchOutcome::Drawn => ctx.t("club-match-drawn"),
                    })
                }
                @if view.score.playing > 0 && row.status == MatchStatus::InProgress {
                    @let key = if row.kind.online() { "club-match-playing" } else { "club-match-awaited" };
                    " · " (ctx.lang.t_with(key, &[("count", view.score.playing.into())]))
                }
            }
            @if let Some(reason) = &row.decline_reason {
                @if !reason.is_empty() { p { (ctx.lang.t_with("club-match-decline-reason", &[("reason", reason.as_str().into())])) } }
            }
            dl.settings {
                dt { (ctx.t("club-match-kind")) } dd { (ctx.t(&format!("club-match-kind-{}", row.kind.as_str()))) " · " (row.time_control.to_string()) }
                dt { (ctx.t("club-match-rated")) } dd { (ctx.t(if row.rated { "club-match-yes" } else { "club-match-no" })) }
                dt { (ctx.t("club-match-boards")) } dd {
                    @if row.boards > 0 { (row.boards) }
                    @else { (ctx.lang.t_with("club-match-board-range", &[("min", row.min_boards.into()), ("max", row.max_boards.into())])) }
                }
                @if let Some(limits) = limits { dt { (ctx.t("club-match-limits")) } dd { (limits) } }
                dt { (ctx.t("club-match-starts-at")) } dd { (ctx.lang.instant(row.starts_at)) }
            }
            @if !row.description.is_empty() { p.pre { (row.description) } }
        }
    }
}

fn answer_card(ctx: &PageCtx, base: &str) -> Markup {
    html! {
        section.card {
            h2 { (ctx.t("club-match-answer")) }
            form.inline method="post" action=(format!("{base}/accept")) {
                (csrf_field(ctx)) button type="submit" { (ctx.t("club-match-accept")) }
            }
            form.stack method="post" action=(format!("{base}/decline")) {
                (csrf_field(ctx))
                div.field {
                    label for="reason" { (ctx.t("club-match-reason")) }
                    input #reason type="text" name="reason" maxlength=(clubs::MATCH_REASON_MAX);
                }
                button type="submit" { (ctx.t("club-match-decline")) }
            }
        }
    }
}

fn rosters_card(ctx: &PageCtx, view: &MatchView, base: &str, director: bool) -> Markup {
    let row = &view.row;
    let registering = row.status == MatchStatus::Registering;
    let me = ctx.viewer.as_ref().map(|v| v.id);
    let on_roster = view.players.iter().any(|p| Some(p.user_id) == me);
    html! {
        section.card {
            h2 { (ctx.t("club-match-rosters")) }
            div.rosters {
                @for (side, name) in [(Side::Inviting, &row.inviting_name), (Side::Invited, &row.invited_name)] {
                    div {
                        h3 { (name) " (" (view.roster(side).count()) ")" }
                        ol.roster { @for player in view.roster(side) { li {
                            (player.username)
                            @if let Some(board) = player.board {
                                " · " (ctx.lang.t_with("club-match-on-board", &[("board", board.into())]))
                            } @else if row.boards > 0 {
                                " · " (ctx.t("club-match-reserve"))
                            }
                            @if let Some(rating) = player.rating { " · " (rating) }
                        } } }
                    }
                }
            }
            @if registering && ctx.viewer.is_some() {
                @if on_roster {
                    form.inline method="post" action=(format!("{base}/leave")) {
                        (csrf_field(ctx)) button type="submit" { (ctx.t("club-match-leave")) }
                    }
                } @else {
                    form.inline method="post" action=(format!("{base}/join")) {
                        (csrf_field(ctx)) button type="submit" { (ctx.t("club-match-join")) }
                    }
                }
                @if director {
                    form.stack method="post" action=(format!("{base}/join")) {
                        (csrf_field(ctx))
                        div.field { label for="add" { (ctx.t("club-match-add-someone")) } input #add type="text" name="username" required; }
                        button type="submit" { (ctx.t("club-match-join")) }
                    }
                    form.stack method="post" action=(format!("{base}/leave")) {
                        (csrf_field(ctx))
                        div.field { label for="remove" { (ctx.t("club-match-remove-someone")) } input #remove type="text" name="username" required; }
                        button type="submit" { (ctx.t("club-match-leave")) }
                    }
                }
            }
            @if registering {
                p.hint { (ctx.t(if row.kind.online() { "club-match-order-hint" } else { "club-match-order-hint-ladder" })) }
            }
        }
    }
}

/// The boards: each board's players and its games (two by
/// correspondence), with their results; read again as games change.
fn boards_card(ctx: &PageCtx, view: &MatchView) -> Markup {
    let row = &view.row;
    let name = |id| {
        view.players
            .iter()
            .find(|p| p.user_id == id)
            .map_or("", |p| p.username.as_str())
    };
    let mut boards: Vec<(i32, Vec<&crate::records::MatchGameRow>)> = Vec::new();
    for game in &view.games {
        match boards.last_mut() {
            Some((board, games)) if *board == game.board => games.push(game),
            _ => boards.push((game.board, vec![game])),
        }
    }
    html! {
        section.card #match-boards data-match-refresh {
            h2 { (ctx.t("club-match-boards")) }
            div.table-scroll { table.match-boards {
                thead { tr {
                    th { (ctx.t("club-event-board")) }
                    th { (row.inviting_name) } th { (row.invited_name) }
                    th { (ctx.t("club-match-games")) }
                } }
                tbody { @for (board, games) in &boards { tr {
                    td { (board) }
                    @let first = games[0];
                    @let (inviting, invited) = match first.white_side {
                        Side::Inviting => (first.white_id, first.black_id),
                        Side::Invited => (first.black_id, first.white_id),
                    };
                    td { (name(inviting)) }
                    td { (name(invited)) }
                    td { ul.match-games { @for game in games { li {
                        a href=(format!("/{}", game.game_id)) {
                            (ctx.lang.t_with("club-match-game-line", &[
                                ("white", name(game.white_id).into()),
                                ("black", name(game.black_id).into()),
                                ("state", clubs::match_game_result(game).map_or_else(|| to_move(ctx, game.ply), |r| r.written().to_owned()).into()),
                            ]))
                        }
                    } } } }
                } } }
            } }
            p.hint { (ctx.lang.t_with("club-match-points-hint", &[("inviting", points(view.score.inviting_halves).into()), ("invited", points(view.score.invited_halves).into())])) }
        }
    }
}

/// "White to move, move 12": a game being played, as its board's row
/// says it (it changes with every move, so the page shows each).
fn to_move(ctx: &PageCtx, ply: i32) -> String {
    let key = if ply % 2 == 0 {
        "club-match-to-move-white"
    } else {
        "club-match-to-move-black"
    };
    ctx.lang.t_with(key, &[("move", (ply / 2 + 1).into())])
}

/// The form of an action.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ActForm {
    username: String,
    reason: String,
}

pub async fn act(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path((club, id, action)): Path<(String, String, String)>,
    CsrfForm(form): CsrfForm<ActForm>,
) -> Result<Response, PageError> {
    let member = ctx.member()?.clone();
    let (club, id) = ids_of(&club, &id)?;
    let username = Some(form.username.trim())
        .filter(|u| !u.is_empty())
        .map(ids::club_member)
        .transpose();
    let username = match username {
        Ok(username) => username,
        Err(_) => {
            let message = clubs::MatchError::NoSuchMember(form.username.trim().to_owned())
                .message(&ctx.lang)
                .unwrap_or_default();
            return render(&state, &ctx, club, &id, None, Some(message)).await;
        }
    };
    let (done, result) = match action.as_str() {
        "accept" => (
            "accepted",
            clubs::answer_match(&state, club, &id, &member, &MatchReply::Accept).await,
        ),
        "decline" => {
            let reply = MatchReply::Decline {
                reason: form.reason.clone(),
            };
            (
                "declined",
                clubs::answer_match(&state, club, &id, &member, &reply).await,
            )
        }
        "join" => (
            "joined",
            clubs::change_roster(
                &state,
                club,
                &id,
                &member,
                username.as_ref(),
                RosterChange::Join,
            )
            .await,
        ),
        "leave" => (
            "left",
            clubs::change_roster(
                &state,
                club,
                &id,
                &member,
                username.as_ref(),
                RosterChange::Leave,
            )
            .await,
        ),
        _ => return Err(PageError::NotFound),
    };
    match result {
        Ok(()) => {
            Ok(Redirect::to(&format!("/clubs/{club}/matches/{id}?done={done}")).into_response())
        }
        Err(error) => {
            let message = refusal(error, &ctx)?;
            render(&state, &ctx, club, &id, None, Some(message)).await
        }
    }
}

/// `GET /clubs/{id}/matches/{mid}/stream`: a line `{"game": id}` each
/// time one of the match's games being played changes (a move, an
/// offer, its end), `{"match": id}` each time a result of a match over
/// the board does, a bare newline as keep-alive.
pub async fn stream(
    State(state): State<AppState>,
    ctx: PageCtx,
    client: ClientAddress,
    Path((club, id)): Path<(String, String)>,
) -> Result<Response, PageError> {
    let (club, id) = ids_of(&club, &id)?;
    let view = view_of(&state, &ctx, club, &id).await?;
    crate::http::pages::play::count_stream(&state, &ctx, client).await?;
    let (changed, mut changes) = mpsc::channel::<serde_json::Value>(64);
    if !view.boards.is_empty() {
        // Over the board: the match's results, as the clubs report them.
        let mut results = state.hub.watch_club_matches();
        let changed = changed.clone();
        let id = view.row.id.clone();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    event = results.recv() => match event {
                        Ok(changed_id) if changed_id != id => {}
                        Ok(_) | Err(RecvError::Lagged(_)) => {
                            if changed.send(json!({ "match": id })).await.is_err() {
                                return;
                            }
                        }
                        Err(RecvError::Closed) => return,
                    },
                    () = changed.closed() => return,
                }
            }
        });
    }
    for game in view
        .games
        .iter()
        .filter(|g| clubs::match_game_result(g).is_none())
    {
        let mut events = state.hub.watch_game(&game.game_id);
        let changed = changed.clone();
        let game = game.game_id.clone();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    event = events.recv() => match event {
                        Ok(_) | Err(RecvError::Lagged(_)) => {
                            if changed.send(json!({ "game": game })).await.is_err() {
                                return;
                            }
                        }
                        Err(RecvError::Closed) => return,
                    },
                    () = changed.closed() => return,
                }
            }
        });
    }
    drop(changed);
    let mut closing = Box::pin(state.hub.closing());
    Ok(ndjson(
        state.metrics.open_stream(),
        move |lines| async move {
            let mut heartbeat = Heartbeat::start();
            // Until no game is left to follow: then only the keep-alives.
            let mut following = true;
            loop {
                let alive = tokio::select! {
                    change = changes.recv(), if following => match change {
                        Some(change) => lines.send(&change).await,
                        None => {
                            following = false;
                            true
                        }
                    },
                    () = heartbeat.beat() => lines.keep_alive().await,
                    () = &mut closing => false,
                };
                if !alive {
                    return;
                }
            }
        },
    ))
}
