//! `GET /{id}/socket`: the board's live messages ([`BoardFeed`]) over a
//! WebSocket, one JSON text frame each (seed 001: moves appear on the other
//! side within a fraction of a second, by push). The page sends its moves
//! the other way ([`SocketMoves`]: the same use case and refusals as the
//! page's move form); its other actions are posted to the page's routes.

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::http::header::{HOST, ORIGIN};
use axum::response::Response;

use super::feed::{BoardFeed, Next, Reader};
use super::socket_moves::{MAX_MESSAGE_BYTES, READ_BUFFER_BYTES, SocketMoves};
use crate::http::errors::PageError;
use crate::http::{ClientAddress, PageCtx, ids};
use crate::state::AppState;

/// Opens the socket of game `id` for the viewer of the session cookie.
///
/// # Errors
/// [`PageError::Csrf`] for a page of another site, [`PageError::NotFound`]
/// for no such game (both before the upgrade).
pub async fn socket(
    State(state): State<AppState>,
    ctx: PageCtx,
    client: ClientAddress,
    Path(id): Path<String>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Result<Response, PageError> {
    if !same_origin(&headers) {
        return Err(PageError::Csrf);
    }
    super::count_stream(&state, &ctx, client).await?;
    let open = state.metrics.open_socket();
    let feed = BoardFeed::open(state, &ctx, &ids::game_page(&id)?, Reader::Page).await?;
    let moves = feed.socket_moves();
    let upgrade = upgrade
        .read_buffer_size(READ_BUFFER_BYTES)
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES);
    Ok(upgrade.on_upgrade(move |socket| async move {
        forward(feed, moves, socket).await;
        drop(open);
    }))
}

/// Browsers send the cookies of this site with a WebSocket opened by any
/// page, and the same-origin policy does not cover WebSockets: a socket
/// opened from another site's page (its `Origin` is not this host) is
/// refused, so no other site reads a player's chat. Clients that are not
/// browsers send no `Origin`.
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(ORIGIN) else {
        return true;
    };
    let host = headers.get(HOST).and_then(|h| h.to_str().ok());
    let origin_host = origin
        .to_str()
        .ok()
        .and_then(|o| o.split_once("://"))
        .map(|(_, rest)| rest);
    host.is_some() && origin_host == host
}

/// Sends the feed's messages until the watcher or the server goes, and
/// answers the page's moves. Other frames are read only to notice a close
/// (and to let the socket answer pings).
async fn forward(mut feed: BoardFeed, mut moves: SocketMoves, mut socket: WebSocket) {
    loop {
        let open = tokio::select! {
            next = feed.next() => match next {
                Next::Message(message) => socket.send(Message::Text(message.into())).await.is_ok(),
                Next::KeepAlive => socket.send(Message::Ping(Default::default())).await.is_ok(),
                Next::End => {
                    let _ = socket.send(Message::Close(None)).await;
                    false
                }
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    let answer = moves.answer(text.as_str()).await;
                    socket.send(Message::Text(answer.to_string().into())).await.is_ok()
                }
                Some(Ok(Message::Close(_)) | Err(_)) | None => false,
                Some(Ok(_)) => true,
            },
        };
        if !open {
            return;
        }
    }
}
