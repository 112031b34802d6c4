//! A game's WebSocket (`GET /{id}/socket`) as the board's script opens it:
//! with the browser's cookies, reading one JSON message per text frame,
//! and keeping the record as the page does: a move that comes alone
//! (`{"type": "move", "move": {"san", "fen"}}`) is added to the record of
//! the state before, and read as the whole state.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use reqwest::cookie::CookieStore;
use serde_json::Value;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::{HeaderValue, header};
use tokio_tungstenite::tungstenite::{Error, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

use super::{Browser, TestApp};

/// How long a pushed message may take to arrive: the hub publishes before
/// the change's own answer is sent, so this is only the time the socket's
/// task takes to be scheduled on a busy test machine. A watcher that
/// polled, or waited for the keep-alive (6 s), would miss it.
pub const PUSHED_WITHIN: Duration = Duration::from_secs(2);

/// An open game socket.
pub struct GameSocket {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The record of the last state: its SAN and its positions.
    record: Option<(Value, Value)>,
    /// The `type` of the last message as it came (`move` for a move that
    /// came alone).
    pub sent_as: String,
}

impl GameSocket {
    /// The next message, waiting at most [`PUSHED_WITHIN`]; a move that
    /// came alone is read as the whole state.
    pub async fn next(&mut self) -> Value {
        let mut message = self.next_frame().await;
        self.sent_as = message["type"].as_str().unwrap_or_default().to_owned();
        if message["type"] == "move" {
            let (mut san, mut fens) = self.record.clone().expect("a move after a state");
            let step = message.as_object_mut().unwrap().remove("move").unwrap();
            san.as_array_mut().unwrap().push(step["san"].clone());
            fens.as_array_mut().unwrap().push(step["fen"].clone());
            message["type"] = "state".into();
            message["san"] = san;
            message["fens"] = fens;
        }
        if message["type"] == "state" {
            self.record = Some((message["san"].clone(), message["fens"].clone()));
        }
        message
    }

    async fn next_frame(&mut self) -> Value {
        loop {
            let frame = tokio::time::timeout(PUSHED_WITHIN, self.socket.next())
                .await
                .expect("a message within the push delay")
                .expect("the socket is open")
                .expect("a frame");
            match frame {
                Message::Text(text) => return serde_json::from_str(&text).unwrap(),
                Message::Ping(_) | Message::Pong(_) => {}
                other => panic!("unexpected frame {other:?}"),
            }
        }
    }

    /// Whether the server closed the socket (within [`PUSHED_WITHIN`])
    /// without another message.
    pub async fn closed(&mut self) -> bool {
        loop {
            match tokio::time::timeout(PUSHED_WITHIN, self.socket.next()).await {
                Ok(None | Some(Ok(Message::Close(_)) | Err(_))) => return true,
                Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => {}
                Ok(Some(Ok(_))) | Err(_) => return false,
            }
        }
    }

    /// Sends `message` as one text frame, as the page's script does.
    pub async fn send(&mut self, message: &Value) {
        self.send_text(message.to_string()).await;
    }

    /// Sends `text` as one text frame.
    pub async fn send_text(&mut self, text: String) {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .expect("the socket takes a frame");
    }

    /// The next message, which must be a state.
    pub async fn next_state(&mut self) -> Value {
        let message = self.next().await;
        assert_eq!(message["type"], "state", "{message}");
        message
    }
}

impl TestApp {
    /// Opens game `id`'s socket as `browser` (`None`: a visitor), from a
    /// page at `origin` (`None`: not a browser).
    pub async fn try_socket(
        &self,
        browser: Option<&Browser>,
        id: &str,
        origin: Option<&str>,
    ) -> Result<GameSocket, Error> {
        let url = format!("{}/{id}/socket", self.addr.replacen("http", "ws", 1));
        let mut request = url.as_str().into_client_request().unwrap();
        let headers = request.headers_mut();
        if let Some(cookies) = browser.and_then(|b| b.cookies.cookies(&self.addr.parse().unwrap()))
        {
            headers.insert(header::COOKIE, cookies);
        }
        if let Some(origin) = origin {
            headers.insert(header::ORIGIN, HeaderValue::from_str(origin).unwrap());
        }
        let (socket, _) = connect_async(request).await?;
        Ok(GameSocket {
            socket,
            record: None,
            sent_as: String::new(),
        })
    }

    /// Opens game `id`'s socket as `browser` from one of the site's pages.
    pub async fn socket(&self, browser: Option<&Browser>, id: &str) -> GameSocket {
        let origin = self.addr.clone();
        self.try_socket(browser, id, Some(&origin)).await.unwrap()
    }
}
