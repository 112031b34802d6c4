//! Pages for playing: challenges, the lobby, my games, the game page. Plain
//! forms that work without scripts (the interactive board builds on them).

mod board;
mod buttons;
mod challenge_entry;
mod challenges;
pub(crate) mod clock_fields;
mod feed;
mod game;
pub(crate) use game::render as game_page;
mod game_actions;
mod game_board;
pub(crate) use game_board::replay_nav;
mod game_explorer;
pub(crate) use game_explorer::explorer_card_open;
mod game_live;
mod game_moves;
mod game_over;
mod game_panel;
mod game_talk;
pub(crate) mod games;
mod lobby;
mod open_challenge;
mod place;
mod session_end;
mod socket;
mod socket_moves;
mod thumbnail;
mod waiting;

use axum::Router;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};

use crate::http::errors::PageError;
use crate::http::{ClientAddress, PageCtx};
use crate::i18n::Lang;

use crate::play::PlayError;
use crate::state::AppState;
use crate::throttle::{Limit, Requester};

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/challenges",
            get(challenges::show).post(challenges::create),
        )
        .route("/challenges/{id}/accept", post(challenges::accept))
        .route("/challenges/{id}/decline", post(challenges::decline))
        .route("/challenges/{id}/cancel", post(challenges::cancel))
        .route("/lobby", get(lobby::show).post(lobby::create))
        .route("/lobby/events", get(lobby::events))
        .route("/lobby/{id}/join", post(lobby::join))
        .route("/games", get(games::show))
        .route("/my/waiting", get(waiting::waiting))
        .route("/{id}", get(game::show))
        .route("/{id}/state", get(board::state))
        .route("/{id}/events", get(board::events))
        .route("/{id}/socket", get(socket::socket))
        .route("/{id}/move", post(game_actions::play_move))
        .route("/{id}/action/{action}", post(game_actions::act))
        .route("/{id}/chat", post(game_actions::chat))
        .route("/{id}/note", post(game_actions::note))
        .route("/{id}/conditional", post(game_actions::conditional))
        .route("/{id}/rematch", post(game_actions::rematch))
        .route("/{id}/join", post(open_challenge::join))
}

/// Counts a board feed or lobby stream opened by the viewer (by their
/// address when logged out): 429 for a page reconnecting in a loop
/// (product.md §11).
pub(in crate::http::pages) async fn count_stream(
    state: &AppState,
    ctx: &PageCtx,
    ClientAddress(client): ClientAddress,
) -> Result<(), PageError> {
    let requester = ctx
        .viewer
        .as_ref()
        .map_or(Requester::Address(client), |viewer| {
            Requester::Member(viewer.id)
        });
    state
        .limits
        .hit(Limit::Stream(requester), state.now())
        .await
        .map_err(|retry_after| PageError::TooManyRequests { retry_after })
}

/// A refused action's page, `body`: 400, or 429 with `Retry-After` for a
/// throttle (too many challenges, chat too fast).
fn refused_with(error: Option<&PlayError>, body: impl IntoResponse) -> Response {
    match error {
        Some(PlayError::Refused(refusal)) if refusal.retry_after().is_some() => (
            StatusCode::TOO_MANY_REQUESTS,
            [(
                header::RETRY_AFTER,
                refusal.retry_after().unwrap_or(60).to_string(),
            )],
            body,
        )
            .into_response(),
        _ => (StatusCode::BAD_REQUEST, body).into_response(),
    }
}

/// The time-control choices of seed 000, as the forms offer them.
pub const TIME_CONTROLS: [&str; 8] = [
    "1d/move", "3d/move", "7d/move", "14d/move", "10d/game", "30d/game", "60d/game", "90d/game",
];

/// Fischer days (product.md §3, a decision beyond the seed), offered after
/// the seed's choices: a bank and the days each move adds, capped at one
/// and a half times the bank.
pub const FISCHER_CONTROLS: [&str; 6] =
    ["10d+1d", "30d+1d", "30d+2d", "60d+2d", "60d+3d", "90d+3d"];

/// A time control's label in `lang`.
pub(crate) fn time_control_label(lang: &Lang, text: &str) -> String {
    text.parse()
        .map(|tc| crate::notices::describe_time_control(lang, tc))
        .unwrap_or_else(|_| text.to_owned())
}
