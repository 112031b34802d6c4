//! What the interactive board reads: the game's state as JSON (legal
//! destinations computed here, so the browser needs no chess library), and
//! an NDJSON stream of the same on every change, for live updates.

use axum::Json;
use axum::extract::{Path, State};
use axum::response::Response;
use redqueen_domain::Named;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::Color;
use redqueen_store::UserRow;
use serde_json::{Value, json};
use tokio::sync::broadcast::error::RecvError;

use crate::events::GameEvent;
use crate::games::LoadedGame;
use crate::http::PageCtx;
use crate::http::api::ndjson::{KEEP_ALIVE, ndjson};
use crate::http::errors::PageError;
use crate::i18n::Lang;
use crate::play;
use crate::state::AppState;

/// The board's view of a game for `viewer` (a player or a spectator).
#[must_use]
pub fn board_json(
    lang: &Lang,
    loaded: &LoadedGame,
    white: &UserRow,
    black: &UserRow,
    viewer: Option<MemberId>,
    now: i64,
) -> Value {
    let game = &loaded.game;
    let me = viewer.and_then(|v| loaded.color_of(v));
    let my_turn = loaded.in_progress() && me == Some(game.turn());
    let last_move = game
        .last_move()
        .map(|uci| vec![uci[0..2].to_owned(), uci[2..4].to_owned()]);
    let to_move = if game.turn() == Color::White {
        white
    } else {
        black
    };
    let status = if loaded.in_progress() {
        lang.t_with(
            "game-to-move",
            &[("username", to_move.username.as_str().into())],
        )
    } else {
        play::describe_outcome(lang, &loaded.row, white, black)
    };
    let running = loaded.in_progress().then(|| game.turn().as_str());
    json!({
        "type": "state",
        "id": loaded.row.id,
        "fen": loaded.row.fen,
        "ply": game.ply(),
        "turn": game.turn().as_str(),
        "myColor": me.map(Named::as_str),
        "dests": if my_turn { json!(game.dests()) } else { json!({}) },
        "lastMove": last_move,
        "check": game.is_check(),
        "san": game.san_moves().unwrap_or_default(),
        "fens": game.fens().unwrap_or_default(),
        "inProgress": loaded.in_progress(),
        "status": status,
        "drawOffer": loaded.row.draw_offer.map(Named::as_str),
        "claimable": me.is_some_and(|c| loaded.in_progress() && game.claimable_draw(c).is_some()),
        "clocks": {
            "white": loaded.remaining_ms(Color::White, now),
            "black": loaded.remaining_ms(Color::Black, now),
            "running": running,
        },
    })
}

async fn players(state: &AppState, loaded: &LoadedGame) -> Result<(UserRow, UserRow), PageError> {
    let names = state
        .store
        .users_by_ids(&[loaded.row.white_id, loaded.row.black_id])
        .await?;
    let find = |id: MemberId| names.iter().find(|u| u.id == id).cloned();
    match (find(loaded.row.white_id), find(loaded.row.black_id)) {
        (Some(white), Some(black)) => Ok((white, black)),
        _ => Err(PageError::NotFound),
    }
}

/// `GET /{id}/state`.
pub async fn state(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Json<Value>, PageError> {
    let row = state.store.game(&id).await?.ok_or(PageError::NotFound)?;
    let loaded = LoadedGame::load(&state.store, row).await?;
    let (white, black) = players(&state, &loaded).await?;
    let viewer = ctx.viewer.as_ref().map(|v| v.id);
    Ok(Json(board_json(
        &ctx.lang,
        &loaded,
        &white,
        &black,
        viewer,
        state.now(),
    )))
}

/// `GET /{id}/events`: the current state, then a state on every change
/// and the chat lines (for the players), with keep-alives. A client that
/// loses the stream reconnects and starts again from the current state,
/// so nothing is missed.
pub async fn events(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    let mut events = state.hub.watch_game(&id);
    let row = state.store.game(&id).await?.ok_or(PageError::NotFound)?;
    let loaded = LoadedGame::load(&state.store, row).await?;
    let (white, black) = players(&state, &loaded).await?;
    let viewer = ctx.viewer.as_ref().map(|v| v.id);
    let is_player = viewer.is_some_and(|v| loaded.color_of(v).is_some());
    let lang = ctx.lang.clone();
    let first = board_json(&lang, &loaded, &white, &black, viewer, state.now());
    let mut closing = Box::pin(state.hub.closing());
    Ok(ndjson(move |lines| async move {
        if !lines.send(&first).await {
            return;
        }
        loop {
            let alive = tokio::select! {
                event = events.recv() => match event {
                    Ok(GameEvent::Changed(loaded)) => {
                        lines.send(&board_json(&lang, &loaded, &white, &black, viewer, state.now())).await
                    }
                    Ok(GameEvent::Chat { username, text }) if is_player => {
                        lines.send(&json!({ "type": "chat", "username": username, "text": text })).await
                    }
                    Ok(GameEvent::Chat { .. }) | Err(RecvError::Lagged(_)) => true,
                    Err(RecvError::Closed) => false,
                },
                () = tokio::time::sleep(KEEP_ALIVE) => lines.keep_alive().await,
                () = &mut closing => false,
            };
            if !alive {
                return;
            }
        }
    }))
}
