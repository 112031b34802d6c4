//! The game page: the position, the record, the clocks, and every action
//! a player has, as plain forms; a live game's clocks and actions come from
//! `game_live.rs`, the panel of a finished game from `game_over.rs`.

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use redqueen_domain::game::Color;
use redqueen_store::UserRow;

use super::buttons::{action_button, confirmed_button};
use super::game_live::{live_actions, live_clocks};
use super::game_over::game_over;
use crate::games::LoadedGame;
use crate::http::PageCtx;
use crate::http::errors::PageError;
use crate::http::layout::{csrf_field, page, shown_name};
use crate::http::pages::time::{duration, instant};
use crate::mail::diagram;
use crate::play::{self, GameView};
use crate::state::AppState;

pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    Ok(render(&state, &ctx, &id, None).await?.into_response())
}

/// The game page, with `error` shown above the board after a refused
/// action.
pub(crate) async fn render(
    state: &AppState,
    ctx: &PageCtx,
    id: &str,
    error: Option<String>,
) -> Result<Markup, PageError> {
    let GameView {
        game: loaded,
        white,
        black,
        me,
        chat,
        note,
        conditional,
    } = play::game_view(state, id, ctx.viewer.as_ref())
        .await?
        .ok_or(PageError::NotFound)?;
    let now = state.now();
    let lang = &ctx.lang;
    let title = lang.t_with(
        "game-title",
        &[
            ("white", shown_name(&white).into()),
            ("black", shown_name(&black).into()),
        ],
    );
    let san = loaded.game.san_moves().unwrap_or_default();
    let live = loaded.game.is_live();
    let adjudication = play::adjudication_reason(state, &loaded).await?;
    let viewer = ctx.viewer.as_ref();
    let is_admin = viewer.is_some_and(|v| v.is_admin);
    let muted_until = viewer.and_then(|v| v.standing().muted_at(now));
    // Whom the viewer may report from here: the opponent, or either
    // player for anyone else (product.md §11).
    let reportable: Vec<&UserRow> = match me {
        Some(color) => vec![if color == Color::White {
            &black
        } else {
            &white
        }],
        None if viewer.is_some() => vec![&white, &black],
        None => Vec::new(),
    };
    Ok(page(
        ctx,
        &title,
        html! {
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            p.game-meta {
                (play::describe_time_control(lang, loaded.clock.control)) " · "
                (ctx.t(if loaded.row.rated { "game-rated" } else { "game-casual" }))
            }
            (status_line(ctx, &loaded, &white, &black, now))
            @if let Some(reason) = &adjudication {
                p.adjudication { (ctx.lang.t_with("game-adjudicated-because", &[("reason", reason.as_str().into())])) }
            }
            link rel="stylesheet" href="/static/vendor/chessground/chessground.base.css";
        link rel="stylesheet" href="/static/vendor/chessground/chessground.brown.css";
        link rel="stylesheet" href="/static/vendor/chessground/chessground.cburnett.css";
        div #game data-id=(id) data-me=(viewer.map_or("", |v| v.username.as_str())) data-labels=(board_labels(ctx)) data-live=(live) {
            div.board-area {
                div #board.cg-wrap aria-label=(ctx.t("game-board")) {}
                div #promotion.picker hidden { }
                div #confirm.picker hidden {
                    span #confirm-text {}
                    button #confirm-yes type="button" { (ctx.t("board-confirm-yes")) }
                    button #confirm-no type="button" { (ctx.t("board-confirm-no")) }
                }
                p #board-error.form-error role="alert" hidden {}
                div.board-tools {
                    button #flip type="button" { (ctx.t("board-flip")) }
                    label.check { input #confirm-moves type="checkbox" checked; " " (ctx.t("board-confirm-moves")) }
                    @if live {
                        button #sound type="button" aria-pressed="true" hidden { (ctx.t("board-sound-on")) }
                    } @else {
                        span #clocks {}
                    }
                }
            }
            @if live { (live_clocks(ctx, &loaded, (&white, &black), me, now)) }
            noscript { pre.board { (diagram(&loaded.row.fen, me != Some(Color::Black))) } }
        }
        script type="module" src="/static/game.js" {}
            section.card {
                h2 { (ctx.t("game-moves")) }
                @if san.is_empty() { p #no-moves { (ctx.t("game-no-moves")) } }
                ol #moves.moves {
                    @for (n, pair) in san.chunks(2).enumerate() {
                        li { @for (i, m) in pair.iter().enumerate() { button.san type="button" data-ply=(n * 2 + i + 1) { (m) } " " } }
                    }
                }
                p { a href=(format!("/game/export/{id}")) download=(format!("{id}.pgn")) { (ctx.t("game-download-pgn")) } }
                @for player in &reportable {
                    p.report-link { a href=(format!("/report?user={}&game={id}", player.username)) { (ctx.lang.t_with("game-report", &[("name", player.username.as_str().into())])) } }
                }
            }
            @if is_admin && loaded.in_progress() { (crate::http::pages::conduct::admin_game_forms(ctx, id)) }
            // What changes with the game, fetched again by the board's
            // script on every change of it.
            div #game-panel {
                @if !loaded.in_progress() { (game_over(ctx, &loaded, &white, &black)) }
                @if let Some(color) = me {
                    @if loaded.in_progress() {
                        (actions(ctx, &loaded, color))
                    } @else if loaded.row.origin.is_stand_alone() {
                        form method="post" action=(format!("/{id}/rematch")) {
                            (csrf_field(ctx)) button type="submit" { (ctx.t("game-rematch")) }
                        }
                    }
                }
            }
            @if me.is_some() {
                section.card {
                    h2 { (ctx.t("game-chat")) }
                    div.chat-lines {
                        @for line in &chat {
                            p.chat-line {
                                strong { (line.username.clone().unwrap_or_else(|| "redqueen".into())) ": " } (line.text)
                                @if let Some(author) = line.username.as_deref().filter(|a| reportable.iter().any(|p| p.username == *a)) {
                                    " " a.chat-report href=(format!("/report?user={author}&game={id}&line={}", line.id)) title=(ctx.t("chat-report")) { "⚑" }
                                }
                            }
                        }
                    }
                    @if let Some(until) = muted_until {
                        p.hint role="status" { (ctx.lang.t_with("conduct-muted-until", &[("until", instant(until).into())])) }
                    } @else {
                        form.stack method="post" action=(format!("/{id}/chat")) {
                            (csrf_field(ctx))
                            label for="chat-text" class="visually-hidden" { (ctx.t("game-chat")) }
                            input #chat-text name="text" type="text" maxlength="140" required;
                            button type="submit" { (ctx.t("game-chat-send")) }
                        }
                    }
                }
                section.card {
                    h2 { (ctx.t("game-note")) }
                    form.stack method="post" action=(format!("/{id}/note")) {
                        (csrf_field(ctx))
                        label for="note" class="visually-hidden" { (ctx.t("game-note")) }
                        textarea #note name="text" rows="4" maxlength="10000" { (note) }
                        p.hint { (ctx.t("game-note-private")) }
                        button type="submit" { (ctx.t("game-note-save")) }
                    }
                }
                @if loaded.in_progress() && !loaded.game.is_live() {
                    section.card {
                        h2 { (ctx.t("game-conditional")) }
                        form.stack method="post" action=(format!("/{id}/conditional")) {
                            (csrf_field(ctx))
                            label for="lines" { (ctx.t("game-conditional-help")) }
                            textarea #lines name="lines" rows="4" {
                                @for line in &conditional { (line.join(" ")) "\n" }
                            }
                            button type="submit" { (ctx.t("game-conditional-save")) }
                        }
                    }
                }
            }
        },
    ))
}

/// Texts the board script shows, in the page's language, as JSON.
fn board_labels(ctx: &PageCtx) -> String {
    let ids = [
        "board-confirm-question",
        "board-promote-to",
        "board-reconnecting",
        "board-white",
        "board-black",
        "board-sound-on",
        "board-sound-off",
        "board-queen",
        "board-rook",
        "board-bishop",
        "board-knight",
        "chat-report",
    ];
    let labels: serde_json::Map<String, serde_json::Value> = ids
        .iter()
        .map(|id| ((*id).to_owned(), ctx.t(id).into()))
        .collect();
    serde_json::Value::Object(labels).to_string()
}

fn status_line(
    ctx: &PageCtx,
    loaded: &LoadedGame,
    white: &UserRow,
    black: &UserRow,
    now: i64,
) -> Markup {
    let lang = &ctx.lang;
    if !loaded.in_progress() {
        return html! { p #status.status role="status" { strong { (play::describe_outcome(lang, &loaded.row, white, black)) } } };
    }
    let to_move = if loaded.game.turn() == Color::White {
        white
    } else {
        black
    };
    let left = loaded.remaining_ms(loaded.game.turn(), now);
    let deadline = loaded.row.deadline_at.unwrap_or(now);
    // product.md §4: opponents see that a player is on vacation, and until when.
    let away = [(Color::White, white), (Color::Black, black)]
        .into_iter()
        .filter_map(|(color, player)| Some((player, loaded.on_vacation_until(color, now)?)));
    html! {
        p #status.status role="status" {
            (lang.t_with("game-to-move", &[("username", to_move.username.as_str().into())]))
            @if !loaded.game.is_live() {
                " · " (lang.t_with("game-time-left", &[("left", duration(lang, left).into()), ("deadline", instant(deadline).into())]))
            }
        }
        @for (player, until) in away {
            p.status { (lang.t_with("vacation-away-until", &[("username", player.username.as_str().into()), ("until", instant(until).into())])) }
        }
    }
}

fn actions(ctx: &PageCtx, loaded: &LoadedGame, color: Color) -> Markup {
    let id = &loaded.row.id;
    let game = &loaded.game;
    let button = |action: &str, label: &str| action_button(ctx, id, action, &ctx.t(label));
    let offer_from_them = game.draw_offer() == Some(!color);
    let deletion_from_them = game.deletion_request() == Some(!color);
    // live-games.md: a limited live game counts each player's draw requests.
    let draw_label = match game.draw_requests_left(color) {
        Some(left) => ctx
            .lang
            .t_with("game-draw-offer-left", &[("left", left.into())]),
        None => ctx.t("game-draw-offer"),
    };
    html! {
        section.card.game-actions {
            @if game.turn() == color {
                form.stack method="post" action=(format!("/{id}/move")) {
                    (csrf_field(ctx))
                    input type="hidden" name="ply" value=(game.ply());
                    label for="move" { (ctx.t("game-your-move")) }
                    input #move name="move" type="text" required autocomplete="off" placeholder="e4, Nf3, O-O, e7e8q";
                    label.check { input type="checkbox" name="offer_draw" value="on"; " " (ctx.t("game-move-offer-draw")) }
                    button type="submit" { (ctx.t("game-play")) }
                }
            } @else {
                p { (ctx.t("game-wait")) }
            }
            div.actions {
                @if offer_from_them {
                    p { (ctx.t("game-draw-offered")) }
                    (button("draw-yes", "game-draw-accept"))
                    (button("draw-no", "game-draw-decline"))
                } @else if game.draw_offer() == Some(color) {
                    p { (ctx.t("game-draw-offer-standing")) }
                } @else if game.may_request_draw(color) {
                    (action_button(ctx, id, "draw-yes", &draw_label))
                }
                @if game.claimable_draw(color).is_some() { (button("claim", "game-claim-draw")) }
                @if game.is_abortable() {
                    (button("abort", "game-abort"))
                } @else if game.may_resign() {
                    (confirmed_button(ctx, id, "resign", &ctx.t("game-resign"),
                        &ctx.t("game-resign-confirm"), &ctx.t("game-resign-confirm-yes")))
                } @else {
                    p.hint { (ctx.t("game-live-after-twenty-plies")) }
                }
                @if game.is_live() {
                    (live_actions(ctx, loaded, color))
                } @else if loaded.row.origin.is_stand_alone() {
                    @if deletion_from_them {
                        p { (ctx.t("game-deletion-asked")) }
                        (button("delete-yes", "game-deletion-accept"))
                        (button("delete-no", "game-deletion-decline"))
                    } @else if game.both_sides_moved() && game.deletion_request().is_none() {
                        (button("delete-yes", "game-deletion-ask"))
                    }
                }
            }
        }
    }
}
