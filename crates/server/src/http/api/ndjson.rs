//! Newline-delimited JSON responses (lichess-api-subset.md §A): one
//! compact object per line, flushed at once; endless streams send a bare
//! newline as keep-alive.

use std::convert::Infallible;
use std::future::Future;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use serde_json::Value;
use tokio::sync::mpsc;

use crate::metrics::OpenGuard;

/// How often an endless stream sends a keep-alive (lichess: ~6-7 s;
/// lichess-bot times out after 15 s).
pub const KEEP_ALIVE: Duration = Duration::from_secs(6);

/// The fixed schedule of an endless stream's keep-alives: one every
/// [`KEEP_ALIVE`], whatever else the stream sends or skips. A timer
/// restarted on each internal event (a move that concerns nobody on the
/// stream) never fired while a game went on, and lichess-bot's 15-second
/// read timeout did.
pub struct Heartbeat(tokio::time::Interval);

impl Heartbeat {
    /// The first beat one period from now.
    #[must_use]
    pub fn start() -> Self {
        let mut interval =
            tokio::time::interval_at(tokio::time::Instant::now() + KEEP_ALIVE, KEEP_ALIVE);
        interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        Self(interval)
    }

    /// Resolves at the next beat.
    pub async fn beat(&mut self) {
        self.0.tick().await;
    }
}

/// Where a stream's producer writes its lines. When the client goes away,
/// writes fail and the producer should stop. It counts as an open stream
/// in the metrics while the producer holds it.
pub struct Lines {
    sender: mpsc::Sender<Bytes>,
    _open: OpenGuard,
}

impl Lines {
    /// Writes one object as a line; `false` once the client is gone.
    pub async fn send(&self, value: &Value) -> bool {
        let mut line = value.to_string();
        line.push('\n');
        self.sender.send(Bytes::from(line)).await.is_ok()
    }

    /// Writes raw text (a PGN game); `false` once the client is gone.
    pub async fn send_text(&self, text: String) -> bool {
        self.sender.send(Bytes::from(text)).await.is_ok()
    }

    /// Resolves when the client has gone (the response was dropped).
    pub async fn closed(&self) {
        self.sender.closed().await;
    }

    /// Writes a keep-alive newline; `false` once the client is gone.
    pub async fn keep_alive(&self) -> bool {
        self.sender.send(Bytes::from_static(b"\n")).await.is_ok()
    }
}

/// A streamed response of `content_type` whose body `produce` writes;
/// `open` counts it in the metrics (`Metrics::open_stream`).
pub fn stream<F, Fut>(open: OpenGuard, content_type: &'static str, produce: F) -> Response
where
    F: FnOnce(Lines) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let (sender, receiver) = mpsc::channel::<Bytes>(64);
    tokio::spawn(produce(Lines {
        sender,
        _open: open,
    }));
    let body = futures_util::stream::unfold(receiver, |mut receiver| async move {
        receiver
            .recv()
            .await
            .map(|bytes| (Ok::<_, Infallible>(bytes), receiver))
    });
    ([(CONTENT_TYPE, content_type)], Body::from_stream(body)).into_response()
}

/// An NDJSON response.
pub fn ndjson<F, Fut>(open: OpenGuard, produce: F) -> Response
where
    F: FnOnce(Lines) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    stream(open, "application/x-ndjson", produce)
}
