//! What the interactive board reads: the game's state as JSON (legal
//! destinations computed here, so the browser needs no chess library), and
//! an NDJSON stream of the same on every change, for live updates.
//!
//! Every message carries each side's time left at the instant it was
//! made (`LoadedGame::remaining_ms`), and for a live game the move time
//! and how much of it is left: the page counts down from these figures,
//! which need no agreement between the browser's clock and the server's.

use axum::Json;
use axum::extract::{Path, State};
use axum::response::Response;
use redqueen_domain::Named;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, MoveStep};
use serde_json::{Value, json};

use super::feed::{BoardFeed, Next, Reader};
use crate::games::LoadedGame;
use crate::http::api::ndjson::ndjson;
use crate::http::errors::PageError;
use crate::http::{ClientAddress, PageCtx};
use crate::i18n::Lang;
use crate::play::{self, BoardView};
use crate::records::UserRow;
use crate::state::AppState;

/// The board's view of a game for `viewer` (a player or a spectator):
/// with the whole record, `{"type": "state", ...}`; or, for a watcher who
/// has the version before, which `step` turned into this one,
/// `{"type": "move", "move": {"san", "fen"}, ...}` in place of the whole
/// record, which grows with the game (docs/live-games.md: the page adds
/// the move to the record it has).
#[must_use]
pub fn board_json(
    lang: &Lang,
    loaded: &LoadedGame,
    white: &UserRow,
    black: &UserRow,
    viewer: Option<MemberId>,
    now: i64,
    step: Option<&MoveStep>,
) -> Value {
    let game = &loaded.game;
    let me = viewer.and_then(|v| loaded.color_of(v));
    let my_turn = loaded.in_progress() && me == Some(game.turn());
    let last_move = game
        .last_move()
        .map(|uci| vec![uci[0..2].to_owned(), uci[2..4].to_owned()]);
    let status = status(lang, loaded, white, black, viewer);
    let live = game.live();
    let mut message = json!({
        "id": loaded.row.id,
        "version": loaded.row.version,
        "fen": loaded.row.fen,
        "ply": game.ply(),
        "turn": game.turn().as_str(),
        "myColor": me.map(Named::as_str),
        "dests": if my_turn { json!(game.dests()) } else { json!({}) },
        "lastMove": last_move,
        "check": game.is_check(),
        "inProgress": loaded.in_progress(),
        "status": status,
        "drawOffer": loaded.row.draw_offer.map(Named::as_str),
        "claimable": me.is_some_and(|c| loaded.in_progress() && game.claimable_draw(c).is_some()),
        // A move may carry a draw offer while the player may make one.
        "mayOfferDraw": me.is_some_and(|c| game.draw_offer().is_none() && game.may_offer_draw_with_move(c)),
        "takebackOffer": live.and_then(|l| l.takeback_offer).map(Named::as_str),
        "quitRequest": live.and_then(|l| l.quit_request).map(|r| r.by.as_str()),
        "clocks": clocks_json(loaded, now),
        "end": end_json(loaded),
    });
    match step {
        Some(step) => {
            message["type"] = "move".into();
            message["move"] = json!({ "san": step.san, "fen": step.fen });
        }
        None => {
            message["type"] = "state".into();
            message["san"] = json!(loaded.record().san);
            message["fens"] = json!(loaded.record().fens);
        }
    }
    message
}

/// The game's status line for `viewer`: whose move it is ("Your move"
/// to the player to move), or how it ended.
#[must_use]
pub fn status(
    lang: &Lang,
    loaded: &LoadedGame,
    white: &UserRow,
    black: &UserRow,
    viewer: Option<MemberId>,
) -> String {
    if !loaded.in_progress() {
        return play::describe_outcome(lang, &loaded.row, white, black, viewer);
    }
    let turn = loaded.game.turn();
    let me = viewer.and_then(|v| loaded.color_of(v));
    if me.is_some() && quit_asked_of(loaded) == me {
        return lang.t("game-status-quit-asked");
    }
    if me == Some(turn) {
        return lang.t("game-your-turn");
    }
    let to_move = if turn == Color::White { white } else { black };
    lang.t_with(
        "game-to-move",
        &[("username", to_move.username.as_str().into())],
    )
}

/// The player asked by their opponent to let them quit, if any: the
/// request has a deadline, so the line above the board says it (on a
/// phone the answer is below the fold).
#[must_use]
pub fn quit_asked_of(loaded: &LoadedGame) -> Option<Color> {
    let request = loaded.game.live()?.quit_request?;
    loaded.in_progress().then_some(!request.by)
}

/// The clocks at `now`: each side's time left, the side whose clock runs,
/// and in a live game the move time and what the side to move has left of
/// it (live-games.md: out of time when either runs out).
fn clocks_json(loaded: &LoadedGame, now: i64) -> Value {
    let running = loaded.in_progress().then(|| loaded.game.turn());
    json!({
        "white": loaded.remaining_ms(Color::White, now),
        "black": loaded.remaining_ms(Color::Black, now),
        "running": running.map(Named::as_str),
        "moveMs": loaded.clock.control.move_time_ms(),
        "moveLeftMs": running.and_then(|_| loaded.clock.move_time_left_ms(now)),
    })
}

/// How a finished game ended, for the game-over panel: the reason by its
/// product name, the winner, and what it did to each rating; `null` while
/// the game goes on.
fn end_json(loaded: &LoadedGame) -> Value {
    let row = &loaded.row;
    match row.end_reason {
        Some(reason) if !loaded.in_progress() => json!({
            "reason": reason.as_str(),
            "winner": row.winner.map(Named::as_str),
            "ratingDiff": { "white": row.white_rating_diff, "black": row.black_rating_diff },
            "gems": { "white": row.white_gems, "black": row.black_gems },
        }),
        _ => Value::Null,
    }
}

/// `GET /{id}/state`.
pub async fn state(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Json<Value>, PageError> {
    let viewer = ctx.viewer.as_ref().map(|v| v.id);
    let BoardView { game, white, black } = play::board_view(&state, &id, viewer)
        .await?
        .ok_or(PageError::NotFound)?;
    Ok(Json(board_json(
        &ctx.lang,
        &game,
        &white,
        &black,
        viewer,
        state.now(),
        None,
    )))
}

/// `GET /{id}/events`: the board's messages ([`BoardFeed`]) as NDJSON,
/// with a bare newline as keep-alive. The browser board follows the
/// WebSocket (`socket.rs`); this stream stays for clients that read lines.
pub async fn events(
    State(state): State<AppState>,
    ctx: PageCtx,
    client: ClientAddress,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    super::count_stream(&state, &ctx, client).await?;
    let open = state.metrics.open_stream();
    let mut feed = BoardFeed::open(state, &ctx, &id, Reader::Lines).await?;
    Ok(ndjson(open, move |lines| async move {
        loop {
            let alive = match feed.next().await {
                Next::Message(message) => lines.send(&message).await,
                Next::KeepAlive => lines.keep_alive().await,
                Next::End => false,
            };
            if !alive {
                return;
            }
        }
    }))
}
