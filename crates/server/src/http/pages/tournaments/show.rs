//! `/tournaments/{id}`: a tournament's settings, players, rounds with
//! their pairings linking to the games, standings with the tie-break
//! columns, crosstables, and the winner once it ends; join and leave.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};
use redqueen_domain::tournament::standings::Standing;
use redqueen_domain::tournament::{
    PairingSystem, RoundStatus, TournamentEnding, TournamentId, TournamentStatus,
};

use super::{crosstable, player_link, system_label};
use crate::http::errors::PageError;
use crate::http::form::{Button, CsrfForm};
use crate::http::layout::{csrf_field, page};
use crate::http::{PageCtx, ids};
use crate::i18n::FluentValue;
use crate::records::TournamentGameRow;
use crate::state::AppState;
use crate::tournaments::{
    self, RoundView, TournamentError, TournamentView, result_of, seed_to_u64,
};

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    render(&state, &ctx, &ids::tournament_page(&id)?, None).await
}

pub async fn join(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let id = ids::tournament_page(&id)?;
    let done = tournaments::join_tournament(&state, member, &id).await;
    answer(&state, &ctx, &id, done).await
}

pub async fn leave(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let id = ids::tournament_page(&id)?;
    let done = tournaments::leave_tournament(&state, member, &id).await;
    answer(&state, &ctx, &id, done).await
}

pub async fn withdraw(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
    CsrfForm(_): CsrfForm<Button>,
) -> Result<Response, PageError> {
    let member = ctx.member()?;
    let id = ids::tournament_page(&id)?;
    let done = tournaments::withdraw_from_tournament(&state, member, &id).await;
    answer(&state, &ctx, &id, done.map(drop)).await
}

/// Back to the tournament, or the page again with the refusal.
async fn answer(
    state: &AppState,
    ctx: &PageCtx,
    id: &TournamentId,
    done: Result<(), TournamentError>,
) -> Result<Response, PageError> {
    match done {
        Ok(()) => Ok(Redirect::to(&format!("/tournaments/{id}")).into_response()),
        Err(TournamentError::NotFound) => Err(PageError::NotFound),
        Err(TournamentError::Internal(error)) => Err(PageError::Internal(error)),
        Err(refusal) => render(state, ctx, id, refusal.message(&ctx.lang)).await,
    }
}

async fn render(
    state: &AppState,
    ctx: &PageCtx,
    id: &TournamentId,
    error: Option<String>,
) -> Result<Response, PageError> {
    let view = tournaments::tournament_view(state, id)
        .await?
        .ok_or(PageError::NotFound)?;
    let t = &view.record.tournament;
    let status = if error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    let markup = page(
        ctx,
        &t.name,
        html! {
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            (outcome(ctx, &view))
            (settings(ctx, &view))
            (entry(ctx, &view))
            (players(ctx, &view))
            @if t.system == PairingSystem::Swiss && !view.standings.is_empty() {
                section.card {
                    h2 { (ctx.t("tournament-standings")) }
                    (standings(ctx, &view, &view.standings))
                    h2 { (ctx.t("tournament-crosstable")) }
                    (crosstable::swiss(ctx, &view))
                }
            }
            @for round in view.rounds.iter().rev() {
                (round_card(ctx, &view, round))
            }
        },
    );
    Ok((status, markup).into_response())
}

/// The winner, or why the tournament ended early or was cancelled.
fn outcome(ctx: &PageCtx, view: &TournamentView) -> Markup {
    let t = &view.record.tournament;
    let played = view
        .rounds
        .iter()
        .filter(|r| r.row.status == RoundStatus::Finished)
        .count();
    let note = match t.end_reason {
        Some(TournamentEnding::NoValidPairing) => Some(ctx.lang.t_with(
            "tournament-ended-no-pairing",
            &[
                ("round", FluentValue::from(played + 1)),
                ("played", FluentValue::from(played)),
            ],
        )),
        Some(TournamentEnding::TooFewPlayers) => Some(ctx.lang.t_with(
            "tournament-ended-too-few",
            &[("played", FluentValue::from(played))],
        )),
        Some(TournamentEnding::UnderMinimum) => Some(ctx.lang.t_with(
            "tournament-cancelled-note",
            &[
                ("players", FluentValue::from(t.entrant_count)),
                ("minimum", FluentValue::from(t.min_players)),
            ],
        )),
        _ => None,
    };
    html! {
        @if let Some(winner) = t.winner_id {
            p.card.highlight.lead { (ctx.t("tournament-winner")) " " strong { (player_link(view.name(winner))) } }
        }
        @if let Some(note) = note { p.reminder role="note" { (note) } }
    }
}

fn settings(ctx: &PageCtx, view: &TournamentView) -> Markup {
    let t = &view.record.tournament;
    let range = match (t.rating_min, t.rating_max) {
        (None, None) => ctx.t("tournament-rating-any"),
        (min, max) => format!(
            "{} – {}",
            min.map(|m| m.to_string()).unwrap_or_default(),
            max.map(|m| m.to_string()).unwrap_or_default()
        ),
    };
    html! {
        section.card {
            dl {
                dt { (ctx.t("tournament-status")) }
                dd { (ctx.t(&format!("tournament-status-{}", t.status.as_str().replace('_', "-")))) }
                dt { (ctx.t("tournament-system")) }
                dd { (system_label(ctx, t)) }
                dt { (ctx.t("play-time-control")) }
                dd { (crate::notices::describe_time_control(&ctx.lang, t.time_control)) ", " (ctx.t(if t.rated { "game-rated" } else { "game-casual" })) }
                dt { (ctx.t("tournament-starts")) }
                dd { (ctx.lang.instant(t.starts_at)) }
                dt { (ctx.t("tournament-signup")) }
                dd { (ctx.lang.instant(t.signup_opens_at)) " – " (ctx.lang.instant(t.signup_closes_at)) }
                dt { (ctx.t("tournament-players")) }
                dd { (ctx.lang.t_with("tournament-players-count", &[
                    ("count", FluentValue::from(t.entrant_count)),
                    ("min", FluentValue::from(t.min_players)),
                    ("max", FluentValue::from(t.max_players)),
                ])) }
                dt { (ctx.t("tournament-rating-range")) }
                dd { (range) }
                dt { (ctx.t("tournament-vacation")) }
                dd { (ctx.t(if t.vacation_allowed { "tournament-vacation-yes" } else { "tournament-vacation-no" })) }
            }
        }
    }
}

/// Join or leave, for members, before the start; withdraw, for its
/// players still in it, while it is under way (asked first: it cannot be
/// undone).
fn entry(ctx: &PageCtx, view: &TournamentView) -> Markup {
    let t = &view.record.tournament;
    let playing = ctx.viewer.as_ref().is_some_and(|viewer| {
        view.record
            .entrants
            .iter()
            .any(|e| e.user_id == viewer.id && !e.withdrawn && !e.disqualified)
    });
    html! {
        @if t.status == TournamentStatus::InProgress && playing {
            details.confirm data-action="withdraw" {
                summary.button { (ctx.t("tournament-withdraw")) }
                p { (ctx.t("tournament-withdraw-confirm")) }
                form.inline method="post" action=(format!("/tournaments/{}/withdraw", t.id)) {
                    (csrf_field(ctx)) button type="submit" { (ctx.t("tournament-withdraw-confirm-yes")) }
                }
            }
        }
        @if t.status == TournamentStatus::Upcoming {
            @if let Some(viewer) = &ctx.viewer {
                @let joined = view.has_joined(viewer.id);
                form.inline method="post" action=(format!("/tournaments/{}/{}", t.id, if joined { "leave" } else { "join" })) {
                    (csrf_field(ctx))
                    @if joined {
                        span { (ctx.t("tournament-you-joined")) " " }
                        button type="submit" { (ctx.t("tournament-leave")) }
                    } @else {
                        button type="submit" { (ctx.t("tournament-join")) }
                    }
                }
            } @else {
                p { a href="/login" { (ctx.t("tournament-log-in-to-join")) } }
            }
        }
    }
}

fn players(ctx: &PageCtx, view: &TournamentView) -> Markup {
    html! {
        section.card {
            h2 { (ctx.t("tournament-players")) }
            @if view.record.entrants.is_empty() { p { (ctx.t("tournament-no-players")) } }
            @else {
                ul {
                    @for e in &view.record.entrants {
                        li {
                            (player_link(&e.username))
                            @if e.disqualified { " " span.badge.warn { (ctx.t("tournament-disqualified")) } }
                            @if e.withdrawn { " " span.badge.warn { (ctx.t("tournament-withdrawn")) } }
                        }
                    }
                }
            }
        }
    }
}

/// Standings with the tie-break columns (tournaments.md §Tie-breaks).
fn standings(ctx: &PageCtx, view: &TournamentView, rows: &[Standing]) -> Markup {
    html! {
        div.scroll {
            table {
                thead { tr {
                    th { "#" }
                    th { (ctx.t("lobby-player")) }
                    th { (ctx.t("tournament-score")) }
                    th { (ctx.t("tournament-games")) }
                    th { abbr title=(ctx.t("tournament-aos-long")) { (ctx.t("tournament-aos")) } }
                    th { (ctx.t(crate::http::pages::players::pool_words(crate::tournaments::pool_of(&view.record.tournament)).rating)) }
                    th { abbr title=(ctx.t("tournament-lot-long")) { (ctx.t("tournament-lot")) } }
                } }
                tbody {
                    @for row in rows {
                        tr {
                            td { (row.rank) }
                            td { (player_link(view.name(row.player))) }
                            td { (row.score) }
                            td { (row.games) }
                            td { (row.averaged_opponent_score.to_string()) }
                            td { @if let Some(r) = row.rating { (r) } @else { (ctx.t("tournament-unrated")) } }
                            td { (row.lot) }
                        }
                    }
                }
            }
        }
        // The columns in words, for those who do not know the tie-breaks.
        details.columns {
            summary { (ctx.t("tournament-columns")) }
            dl {
                dt { (ctx.t("tournament-score")) } dd { (ctx.t("tournament-score-long")) }
                dt { (ctx.t("tournament-aos")) } dd { (ctx.t("tournament-aos-long")) }
                dt { (ctx.t(crate::http::pages::players::pool_words(crate::tournaments::pool_of(&view.record.tournament)).rating)) }
                dd { (ctx.t("tournament-rating-long")) }
                dt { (ctx.t("tournament-lot")) } dd { (ctx.t("tournament-lot-long")) }
            }
        }
    }
}

fn round_card(ctx: &PageCtx, view: &TournamentView, round: &RoundView) -> Markup {
    let state = if round.row.status == RoundStatus::Finished {
        "tournament-round-finished"
    } else {
        "tournament-round-playing"
    };
    html! {
        section.card {
            h2 { (ctx.lang.t_with("tournaments-round", &[("round", FluentValue::from(round.row.number))])) " · " (ctx.t(state)) }
            // The seed is for those who check the draw (tournaments.md):
            // tucked away, not in everyone's way.
            details.seed {
                summary.hint { (ctx.t("tournament-seed-summary")) }
                p.hint { (ctx.lang.t_with("tournament-seed", &[("seed", FluentValue::from(seed_to_u64(round.row.seed).to_string()))])) }
            }
            @if let Some(bye) = round.row.bye_user_id {
                p { (ctx.t("tournament-bye")) ": " (player_link(view.name(bye))) }
            }
            @for group in &round.groups {
                @let games: Vec<_> = round.games.iter().filter(|g| g.group_number == group.number).cloned().collect();
                h3 { (ctx.lang.t_with("tournament-group", &[("group", FluentValue::from(group.number))])) }
                (standings(ctx, view, &group.standings))
                (crosstable::group(ctx, view, group, &games))
            }
            (pairings(ctx, view, round))
        }
    }
}

fn pairings(ctx: &PageCtx, view: &TournamentView, round: &RoundView) -> Markup {
    html! {
        @if !round.games.is_empty() {
            details open[round.row.status != RoundStatus::Finished] {
                summary { (ctx.t("tournament-pairings")) }
                table {
                    thead { tr {
                        th { (ctx.t("tournament-board")) }
                        th { (ctx.t("tournament-white")) }
                        th { (ctx.t("tournament-black")) }
                        th { (ctx.t("tournament-result")) }
                    } }
                    tbody {
                        @for game in &round.games {
                            tr {
                                td { (game.board) }
                                td { (view.name(game.white_id)) }
                                td { (view.name(game.black_id)) }
                                td { a href=(format!("/{}", game.game_id)) { (result_text(ctx, game)) } }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// "1–0", "½–½", "0–1", or "in progress".
fn result_text(ctx: &PageCtx, game: &TournamentGameRow) -> String {
    use redqueen_domain::tournament::GameResult;
    match result_of(game) {
        Some(GameResult::WhiteWins) => "1–0".into(),
        Some(GameResult::Draw) => "½–½".into(),
        Some(GameResult::BlackWins) => "0–1".into(),
        None => ctx.t("tournament-in-progress"),
    }
}
