//! The game page: the board between the players' bars (`game_board.rs`),
//! the record beside it on a wide screen (`game_moves.rs`), every action a
//! player has as plain forms (`game_panel.rs`, a live game's from
//! `game_live.rs`, a finished game's panel from `game_over.rs`), and the
//! chat, notes and conditional moves (`game_talk.rs`).

use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use redqueen_domain::game::{Color, GameId};

use super::board;
use super::game_board::{Viewing, board_column};
use super::game_explorer::explorer_card;
use super::game_moves::moves_card;
use super::game_over::game_over;
use super::game_panel::actions;
use super::game_talk::{chat_card, conditional_card, note_card, spectator_chat_card};
use super::place::tournament_round;
use crate::games::LoadedGame;
use crate::http::errors::PageError;
use crate::http::layout::{Width, csrf_field, page_with_skip, shown_name};
use crate::http::{PageCtx, ids};
use crate::i18n::FluentValue;
use crate::play::{self, GamePlace, GameView};
use crate::records::UserRow;
use crate::state::AppState;

/// The game page; before an open challenge's game starts, its page.
pub async fn show(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    let id = ids::game_page(&id)?;
    match render(&state, &ctx, &id, None).await {
        Err(PageError::NotFound) => match play::waiting_open_challenge(&state, &id).await? {
            Some(open) => Ok(super::open_challenge::render(&ctx, &open, None).into_response()),
            None => Err(PageError::NotFound),
        },
        other => Ok(other?.into_response()),
    }
}

/// The game page, with `error` shown above the board after a refused
/// action.
pub(crate) async fn render(
    state: &AppState,
    ctx: &PageCtx,
    id: &GameId,
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
        adjudication,
        board,
        club_ratings,
        place,
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
    let view = Viewing {
        ctx,
        loaded: &loaded,
        white: &white,
        black: &black,
        me,
        now,
        board: &board,
        club_ratings,
    };
    let place = place.map(|place| place_link(ctx, place));
    // A player's move form is far down the page for the keyboard: a skip
    // link leads to it.
    let skip =
        (me.is_some() && loaded.in_progress()).then(|| ("#game-panel", ctx.t("game-skip-to-move")));
    Ok(page_with_skip(
        ctx,
        &title,
        Width::Wide,
        skip,
        html! {
            @if let Some(error) = &error { p.form-error role="alert" { (error) } }
            p.game-meta {
                (crate::notices::describe_time_control(lang, loaded.clock.control)) " · "
                @if loaded.row.club_id.is_some() { (ctx.t("game-club")) }
                @else { (ctx.t(if loaded.row.rated { "game-rated" } else { "game-casual" })) }
                @if let Some(place) = &place { " · " (place) }
                @if let Some((opening, _)) = loaded.game.opening() {
                    " · " span #opening title=(ctx.t("game-opening")) { (opening.eco) " " (opening.name) }
                }
            }
            (status_line(ctx, &loaded, &white, &black, now))
            @if let Some(reason) = &adjudication {
                p.adjudication { (ctx.lang.t_with("game-adjudicated-because", &[("reason", reason.as_str().into())])) }
            }
            link rel="stylesheet" href="/static/vendor/chessground/chessground.base.css";
            link rel="stylesheet" href="/static/vendor/chessground/chessground.brown.css";
            link rel="stylesheet" href="/static/vendor/chessground/chessground.cburnett.css";
            // The accessible mode types moves in its own box (game_board.rs).
            div.game-layout.accessible[board.accessible] {
                (board_column(&view, &board_labels(ctx)))
                div.game-side {
                    (moves_card(ctx, &loaded, &reportable))
                    // What changes with the game, fetched again by the
                    // board's script on every change of it.
                    div #game-panel {
                        @if !loaded.in_progress() { (game_over(ctx, &loaded, &white, &black)) }
                        @if let Some(color) = me {
                            @if loaded.in_progress() {
                                (actions(ctx, &loaded, color))
                            } @else if loaded.row.origin.is_stand_alone() {
                                form.rematch method="post" action=(format!("/{id}/rematch")) {
                                    (csrf_field(ctx)) button type="submit" { (ctx.t("game-rematch")) }
                                }
                            }
                        }
                    }
                    @if me.is_some() {
                        (chat_card(ctx, id.as_str(), &chat, &reportable, muted_until))
                    } @else if loaded.in_progress() || !chat.is_empty() {
                        (spectator_chat_card(ctx, id.as_str(), &chat))
                    }
                }
            }
            (explorer_card(ctx, &loaded))
            script type="module" src="/static/game.js" {}
            @if is_admin && loaded.in_progress() { (crate::http::pages::conduct::admin_game_forms(ctx, id.as_str())) }
            @if me.is_some() {
                div.game-more {
                    (note_card(ctx, id.as_str(), &note))
                    @if loaded.in_progress() && !loaded.game.is_live() { (conditional_card(ctx, id.as_str(), &conditional)) }
                }
            }
        },
    ))
}

/// Where a game was paired, linked: its tournament and round, its club
/// match and board, or its club.
fn place_link(ctx: &PageCtx, place: GamePlace) -> Markup {
    match place {
        GamePlace::Tournament { id, name, round } => tournament_round(ctx, &id, &name, round),
        GamePlace::Club { id, name } => {
            html! { a.club-link href=(format!("/clubs/{id}")) { (name) } }
        }
        GamePlace::ClubMatch {
            club,
            id,
            inviting,
            invited,
            board,
        } => html! {
            a.match-link href=(format!("/clubs/{club}/matches/{id}")) {
                (ctx.lang.t_with("club-match-title", &[("inviting", inviting.into()), ("invited", invited.into())]))
            }
            " · " span.board { (ctx.lang.t_with("club-match-on-board", &[("board", board.into())])) }
        },
    }
}

/// Texts the board script shows, in the page's language, as JSON; the
/// accessible mode's sentences keep `{name}` where the script puts a
/// player, a move, a square...
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
        "accessible-king",
        "accessible-queen",
        "accessible-rook",
        "accessible-bishop",
        "accessible-knight",
        "accessible-pawn",
        "accessible-takes",
        "accessible-check",
        "accessible-checkmate",
        "accessible-castles-short",
        "accessible-castles-long",
        "accessible-shown-start",
        "accessible-help",
        "accessible-no-move",
    ];
    let filled: [(&str, &[&str]); 6] = [
        ("accessible-promotes", &["piece"]),
        ("accessible-square-empty", &["square"]),
        ("accessible-square-piece", &["square", "piece", "color"]),
        ("accessible-moved", &["player", "move"]),
        ("accessible-shown", &["move"]),
        ("accessible-clock", &["player", "time"]),
    ];
    let mut labels: serde_json::Map<String, serde_json::Value> = ids
        .iter()
        .map(|id| ((*id).to_owned(), ctx.t(id).into()))
        .collect();
    for (id, names) in filled {
        let holes: Vec<(&str, String)> = names.iter().map(|n| (*n, format!("{{{n}}}"))).collect();
        let args: Vec<(&str, FluentValue<'_>)> = holes
            .iter()
            .map(|(n, hole)| (*n, hole.as_str().into()))
            .collect();
        labels.insert(id.to_owned(), ctx.lang.t_with(id, &args).into());
    }
    serde_json::Value::Object(labels).to_string()
}

/// Who is to move (the viewer's own move said so), or how the game ended;
/// and who is on vacation until when (product.md §4: opponents see it).
/// The clocks are in the players' bars.
fn status_line(
    ctx: &PageCtx,
    loaded: &LoadedGame,
    white: &UserRow,
    black: &UserRow,
    now: i64,
) -> Markup {
    let viewer = ctx.viewer.as_ref().map(|v| v.id);
    let text = board::status(&ctx.lang, loaded, white, black, viewer);
    let away = [(Color::White, white), (Color::Black, black)]
        .into_iter()
        .filter(|_| loaded.in_progress())
        .filter_map(|(color, player)| Some((player, loaded.on_vacation_until(color, now)?)));
    html! {
        @let alert = viewer.and_then(|v| loaded.color_of(v)).is_some_and(|me| board::quit_asked_of(loaded) == Some(me));
        // Focusable by the script: where focus goes when the move form
        // it was in goes away (game.js `placePanel`).
        p #status.status.alert[alert] role="status" tabindex="-1" { strong { (text) } }
        @for (player, until) in away {
            @let until = ctx.lang.instant(until);
            p.status {
                @if Some(player.id) == viewer {
                    (ctx.lang.t_with("vacation-you-away-until", &[("until", until.into())]))
                } @else {
                    (ctx.lang.t_with("vacation-away-until", &[("username", player.username.as_str().into()), ("until", until.into())]))
                }
            }
        }
    }
}
