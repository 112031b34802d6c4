//! `/clubs/{id}`: the club's public page — its ladder as a pyramid and
//! its games — with, for its members, the form to report a game and the
//! answers to games reported against them, and for its directors the
//! requests, the members, the result entry and correction, and the decay.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use redqueen_domain::club::{
    ClubControl, ClubGameStatus, ClubId, GameNumber, MatchStatus, Membership,
};
use redqueen_domain::vacation::Day;
use serde::Deserialize;

use super::event::result_select;
use super::matches::{score_line, status_text};
use super::pyramid::pyramid;
use super::{Done, club_id, not_found};
use crate::clubs::{self, ClubMatches, ClubPage, GameLine, LadderLine};
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::{csrf_field, page};
use crate::records::{ClubMemberRow, ClubRow};
use crate::state::AppState;

/// Games listed, the newest first.
const GAMES_LISTED: usize = 50;

#[derive(Debug, Deserialize)]
pub struct ShowQuery {
    done: Option<String>,
}

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    query: Result<Query<ShowQuery>, QueryRejection>,
) -> Result<Response, PageError> {
    let club = club_id(&id)?;
    let done = query
        .ok()
        .and_then(|Query(q)| q.done)
        .and_then(|d| Done::parse(&d));
    render(&state, &ctx, club, done, None).await
}

/// The page, saying what was `done` or why it was refused (`error`).
pub(super) async fn render(
    state: &AppState,
    ctx: &PageCtx,
    club: ClubId,
    done: Option<Done>,
    error: Option<String>,
) -> Result<Response, PageError> {
    let ClubPage {
        club: row,
        ladder,
        members,
        mut games,
    } = clubs::club_page(state, club).await.map_err(not_found)?;
    games.reverse();
    games.truncate(GAMES_LISTED);
    let me = ctx.viewer.as_ref().map(|v| v.id);
    let standing = members.iter().find(|m| Some(m.member_id) == me);
    let director = standing.is_some_and(|m| m.is_director);
    let directors: Vec<&str> = members
        .iter()
        .filter(|m| m.is_director)
        .map(|m| m.username.as_str())
        .collect();
    let on_ladder = ladder.iter().any(|l| Some(l.member) == me);
    let today = Day::containing(state.now());
    let matches = clubs::club_matches(state, club)
        .await
        .map_err(|e| PageError::Internal(anyhow::anyhow!("{e}")))?;
    let status = if error.is_some() {
        axum::http::StatusCode::BAD_REQUEST
    } else {
        axum::http::StatusCode::OK
    };
    let body = html! {
        @if let Some(done) = done { p.notice role="status" { (ctx.t(&format!("club-done-{}", done.key()))) } }
        @if let Some(error) = &error { p.form-error role="alert" { (error) } }
        section.card {
            @if !row.description.is_empty() { p { (row.description) } }
            p {
                (ctx.lang.t_with("clubs-members", &[("count", row.members.into())])) ". "
                (ctx.lang.t_with("club-directors", &[("names", directors.join(", ").into())]))
            }
            p.hint { (season_line(ctx, &row, today)) }
            @match standing.map(|m| m.status) {
                None if ctx.viewer.is_some() => {
                    form.inline method="post" action=(format!("/clubs/{club}/join")) {
                        (csrf_field(ctx)) button type="submit" { (ctx.t("club-join")) }
                    }
                }
                Some(Membership::Requested) => p { (ctx.t("club-requested")) },
                _ => {}
            }
        }
        section.card {
            h2 { (ctx.t("club-ladder")) }
            p {
                a href=(format!("/clubs/{club}/awards")) { (ctx.t("club-awards")) } " · "
                a href=(format!("/clubs/{club}/events")) { (ctx.t("club-events")) }
            }
            (pyramid(ctx, club, &ladder, ladder.iter().find(|l| Some(l.member) == me).map(|l| l.rank)))
        }
        (matches_section(ctx, club, &matches))
        @if on_ladder || director {
            (report_form(ctx, club, &ladder, me, director, today))
        }
        (games_section(ctx, club, &games, ctx.viewer.as_ref().map(|v| v.username.as_str()), director))
        @if director {
            (directors_section(ctx, club, &members, &ladder, &ctx.lang.day(row.next_decay_on), today))
            (settings_section(ctx, &row))
        }
        @else if ctx.viewer.as_ref().is_some_and(|v| v.is_admin) {
            (administrators_section(ctx, club, &members))
        }
    };
    Ok((status, page(ctx, &row.name, body)).into_response())
}

/// The club's matches not over, the latest first, and its record against
/// each club it met (issue 52); all of them on the matches page.
fn matches_section(ctx: &PageCtx, club: ClubId, listed: &ClubMatches) -> Markup {
    let open: Vec<_> = listed
        .matches
        .iter()
        .filter(|(m, _)| {
            matches!(
                m.status,
                MatchStatus::Invited | MatchStatus::Registering | MatchStatus::InProgress
            )
        })
        .collect();
    html! {
        section.card #club-matches {
            h2 { (ctx.t("club-matches")) }
            @if open.is_empty() { p { (ctx.t("club-matches-none-open")) } }
            ul.matches { @for (m, score) in open { li {
                a href=(format!("/clubs/{club}/matches/{}", m.id)) { (score_line(m, *score)) }
                " · " (status_text(ctx, m.status))
            } } }
            @if !listed.record.is_empty() {
                p { (ctx.t("club-matches-record")) ": "
                    @for (n, line) in listed.record.iter().enumerate() {
                        @if n > 0 { ", " }
                        (ctx.lang.t_with("club-matches-record-line", &[
                            ("club", line.club_name.as_str().into()),
                            ("won", line.won.into()), ("drawn", line.drawn.into()), ("lost", line.lost.into()),
                        ]))
                    }
                }
            }
            p { a href=(format!("/clubs/{club}/matches")) { (ctx.t("club-matches-all")) } }
        }
    }
}

/// "Season from Sep 1, 2025 to Jun 30, 2026; …": the days of the season
/// holding today, in the reader's language.
fn season_line(ctx: &PageCtx, row: &ClubRow, today: Day) -> String {
    let rules = clubs::season_rules(row);
    let season = rules.of(today);
    ctx.lang.t_with(
        "club-season",
        &[
            ("start", ctx.lang.day(rules.first_day(season)).into()),
            ("end", ctx.lang.day(rules.last_day(season)).into()),
            ("day", row.decay_day.get().into()),
        ],
    )
}

fn report_form(
    ctx: &PageCtx,
    club: ClubId,
    ladder: &[LadderLine],
    me: Option<redqueen_domain::account::MemberId>,
    director: bool,
    today: Day,
) -> Markup {
    let mine = ladder.iter().find(|l| Some(l.member) == me);
    let options = |skip_me: bool| {
        html! {
            @for line in ladder.iter().filter(|l| !(skip_me && Some(l.member) == me)) {
                option value=(line.username) { (line.rank) ". " (line.username) }
            }
        }
    };
    html! {
        section.card {
            h2 { (ctx.t("club-report")) }
            p.hint { (ctx.t("club-report-hint")) }
            form.stack.report method="post" action=(format!("/clubs/{club}/games")) {
                (csrf_field(ctx))
                @if director {
                    label { (ctx.t("club-report-white")) select name="white" { (options(false)) } }
                } @else if let Some(line) = mine {
                    input type="hidden" name="white" value=(line.username);
                }
                label { (ctx.t("club-report-black")) select name="black" { (options(!director)) } }
                label { (ctx.t("club-report-result")) (result_select(ctx, None)) }
                label { (ctx.t("club-report-played-on")) input type="date" name="playedOn" value=(today.to_string()) max=(today.to_string()) required; }
                label { (ctx.t("club-report-control")) select name="timeControl" {
                    @for control in ClubControl::ALL { option value=(control.to_string()) selected[control == ClubControl::G30] { (control.to_string()) } }
                } }
                // Decisions of turn 3: a second game alike that day says so.
                label { (ctx.t("club-report-game-number")) input type="number" name="gameNumber" value="1" min="1" max=(GameNumber::MAX) required; }
                button type="submit" { (ctx.t("club-report-submit")) }
            }
        }
    }
}

fn games_section(
    ctx: &PageCtx,
    club: ClubId,
    games: &[GameLine],
    me: Option<&str>,
    director: bool,
) -> Markup {
    html! {
        section.card #games {
            h2 { (ctx.t("club-games")) }
            @if games.is_empty() { p { (ctx.t("club-games-none")) } }
            ul.club-games {
                @for game in games {
                    li data-game=(game.id) data-status=(game.status.as_str()) {
                        (game.white) " – " (game.black) ": " strong { (game.result.written()) } ", "
                        (ctx.lang.day(game.played_on)) " (" (game.control.to_string()) ") — "
                        span.status { (ctx.t(&format!("club-status-{}", game.status.as_str()))) }
                        @let black = me == Some(game.black.as_str());
                        @if game.status != ClubGameStatus::Confirmed && (black || director) {
                            " " (button(ctx, club, game.id, "confirm", &ctx.t("club-confirm")))
                        }
                        @if game.status == ClubGameStatus::Reported && black {
                            " " (button(ctx, club, game.id, "dispute", &ctx.t("club-dispute")))
                        }
                        @if director {
                            details.confirm {
                                summary.button { (ctx.t("club-correct")) }
                                form.inline.correct method="post" action=(format!("/clubs/{club}/games/{}/correct", game.id)) {
                                    (csrf_field(ctx))
                                    (result_select(ctx, Some(game.result)))
                                    " " button type="submit" { (ctx.t("club-correct-submit")) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

fn button(ctx: &PageCtx, club: ClubId, game: i64, action: &str, label: &str) -> Markup {
    html! {
        form.inline method="post" action=(format!("/clubs/{club}/games/{game}/{action}")) {
            (csrf_field(ctx)) button type="submit" { (label) }
        }
    }
}

fn member_button(ctx: &PageCtx, club: ClubId, username: &str, action: &str, label: &str) -> Markup {
    html! {
        form.inline method="post" action=(format!("/clubs/{club}/members/{username}/{action}")) {
            (csrf_field(ctx)) button type="submit" { (label) }
        }
    }
}

fn directors_section(
    ctx: &PageCtx,
    club: ClubId,
    members: &[ClubMemberRow],
    ladder: &[LadderLine],
    next_decay: &str,
    today: Day,
) -> Markup {
    let requests: Vec<&ClubMemberRow> = members
        .iter()
        .filter(|m| m.status == Membership::Requested)
        .collect();
    html! {
        @if !requests.is_empty() {
            section.card {
                h2 { (ctx.t("club-requests")) }
                ul { @for request in &requests { li {
                    (request.username) " "
                    (member_button(ctx, club, &request.username, "accept", &ctx.t("club-accept"))) " "
                    (member_button(ctx, club, &request.username, "refuse", &ctx.t("club-refuse")))
                } } }
            }
        }
        section.card {
            h2 { (ctx.t("club-members-title")) }
            ul.club-members { @for member in members.iter().filter(|m| m.status == Membership::Member) { li {
                (member.username)
                @if member.is_director { " (" (ctx.t("club-director-mark")) ")" }
                @else {
                    " " (member_button(ctx, club, &member.username, "director", &ctx.t("club-make-director")))
                    @if ladder.iter().any(|l| l.member == member.member_id) {
                        (confirmed(ctx, club, &member.username, "remove-from-ladder", &ctx.t("club-remove-from-ladder")))
                    }
                    (confirmed(ctx, club, &member.username, "remove", &ctx.t("club-remove")))
                }
            } } }
            h3 { (ctx.t("club-add-member")) }
            form.stack method="post" action=(format!("/clubs/{club}/members")) {
                (csrf_field(ctx))
                label { (ctx.t("club-add-username")) input type="text" name="username" required; }
                label { (ctx.t("club-add-joined-on")) input type="date" name="joinedOn" max=(today.to_string()); }
                button type="submit" { (ctx.t("club-add-submit")) }
            }
        }
        section.card {
            h2 { (ctx.t("club-decay")) }
            p.hint { (ctx.lang.t_with("club-decay-explained", &[("day", next_decay.to_owned().into())])) }
            form.stack method="post" action=(format!("/clubs/{club}/decay")) {
                (csrf_field(ctx))
                label { (ctx.t("club-decay-date")) input type="date" name="date" value=(today.to_string()) max=(today.to_string()) required; }
                details.confirm {
                    summary.button { (ctx.t("club-decay-submit")) }
                    p { (ctx.t("club-decay-question")) }
                    button type="submit" { (ctx.t("club-decay-submit")) }
                }
            }
        }
    }
}

/// Decisions of turn 3: the site's administrators may name any member
/// director of any club (a club whose last director was banned or left).
fn administrators_section(ctx: &PageCtx, club: ClubId, members: &[ClubMemberRow]) -> Markup {
    html! {
        section.card {
            h2 { (ctx.t("club-admin-directors")) }
            p.hint { (ctx.t("club-admin-directors-hint")) }
            ul.club-members { @for member in members.iter().filter(|m| m.status == Membership::Member) { li {
                (member.username)
                @if member.is_director { " (" (ctx.t("club-director-mark")) ")" }
                @else { " " (member_button(ctx, club, &member.username, "director", &ctx.t("club-make-director"))) }
            } } }
        }
    }
}

fn settings_section(ctx: &PageCtx, row: &ClubRow) -> Markup {
    html! {
        section.card {
            h2 { (ctx.t("club-settings")) }
            form.stack method="post" action=(format!("/clubs/{}/settings", row.id)) {
                (csrf_field(ctx))
                label { (ctx.t("clubs-description")) textarea name="description" maxlength="2000" { (row.description) } }
                label { (ctx.t("club-settings-season-start"))
                    input type="text" name="seasonStart" pattern="[0-9]{2}-[0-9]{2}"
                        value=(format!("{:02}-{:02}", row.season_start_month, row.season_start_day)); }
                label { (ctx.t("club-settings-season-end"))
                    input type="text" name="seasonEnd" pattern="[0-9]{2}-[0-9]{2}"
                        value=(format!("{:02}-{:02}", row.season_end_month, row.season_end_day)); }
                label { (ctx.t("club-settings-decay-day"))
                    input type="number" name="decayDay" min="1" max="28" value=(row.decay_day.get()); }
                button type="submit" { (ctx.t("club-settings-submit")) }
            }
        }
    }
}

/// A member action that cannot be undone: the question, then the button.
fn confirmed(ctx: &PageCtx, club: ClubId, username: &str, action: &str, label: &str) -> Markup {
    html! {
        details.confirm {
            summary.button { (label) }
            p { (ctx.t("club-remove-question")) }
            (member_button(ctx, club, username, action, label))
        }
    }
}
