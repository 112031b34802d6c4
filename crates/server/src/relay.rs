//! Events across app servers (product.md §13; architecture.md "Scaling
//! out"): on PostgreSQL every event this server publishes is sent to the
//! others through the database (`NOTIFY`, in the order they happened), and
//! what the others send is delivered to this server's watchers.
//!
//! Payloads are small: a changed game travels as its id and version and is
//! read again only by a server where someone watches it; a chat line, a
//! member's event, the lobby's nudge and the end of a member's play (a
//! ban) travel whole. A server that loses
//! its listening connection listens again and catches its watchers up from
//! the database (the hub drops versions already delivered). SQLite has one
//! process: no relay.

use std::sync::Arc;

use redqueen_domain::account::MemberId;
use redqueen_domain::game::ChatRoom;
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;

use crate::events::{GameEvent, UserEvent};
use crate::games::LoadedGame;
use crate::state::AppState;

/// An event as it crosses to the other servers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum Crossing {
    /// A game was saved at `version`.
    Game { id: String, version: i32 },
    /// A chat line was written.
    Chat {
        game: String,
        id: i64,
        #[serde(default)]
        room: ChatRoom,
        username: String,
        text: String,
    },
    /// Something for a member's event stream.
    User { member: MemberId, event: UserEvent },
    /// The open games changed.
    Lobby,
    /// A member's play ended (banned, deleted): their tokens are
    /// forgotten and their streams closed on every server at once.
    MemberEnded { member: MemberId },
}

/// What goes on the wire: the event and the server it comes from, which
/// ignores its own.
#[derive(Debug, Serialize, Deserialize)]
struct Envelope {
    from: u64,
    #[serde(flatten)]
    crossing: Crossing,
}

/// Starts the relay on PostgreSQL: the sender of this server's events and
/// the listener for the others'. No task on SQLite.
///
/// # Errors
/// The database cannot be listened to.
pub async fn start(
    state: &AppState,
    stopped: watch::Receiver<bool>,
) -> anyhow::Result<Vec<JoinHandle<()>>> {
    let Some(listener) = state.store.listen_to_servers().await? else {
        return Ok(Vec::new());
    };
    let me: u64 = rand::random();
    let (relay, outgoing) = mpsc::unbounded_channel();
    state.hub.relay_to(relay);
    Ok(vec![
        tokio::spawn(send(state.clone(), me, outgoing, stopped.clone())),
        tokio::spawn(listen(state.clone(), me, listener, stopped)),
    ])
}

/// Sends this server's events one after the other, so they arrive in the
/// order they were published, until the server stops.
async fn send(
    state: AppState,
    me: u64,
    mut outgoing: mpsc::UnboundedReceiver<Crossing>,
    mut stopped: watch::Receiver<bool>,
) {
    loop {
        let crossing = tokio::select! {
            crossing = outgoing.recv() => match crossing {
                Some(crossing) => crossing,
                None => return,
            },
            _ = stopped.wait_for(|s| *s) => return,
        };
        let envelope = Envelope { from: me, crossing };
        let Ok(payload) = serde_json::to_string(&envelope) else {
            continue;
        };
        // The change is saved: its event must go, or the other servers'
        // watchers would wait for the next change. Tried again while the
        // database does not answer (the events behind it wait, so that
        // they keep their order), given up after a while.
        for attempt in 1..=SEND_ATTEMPTS {
            match state.store.notify_servers(&payload).await {
                Ok(()) => break,
                Err(error) if attempt == SEND_ATTEMPTS => {
                    tracing::error!(%error, "an event could not be sent to the other servers");
                }
                Err(_) => tokio::time::sleep(SEND_RETRY).await,
            }
        }
    }
}

/// How often, and how far apart, an event is tried: for ten seconds.
const SEND_ATTEMPTS: u32 = 50;
const SEND_RETRY: std::time::Duration = std::time::Duration::from_millis(200);

/// Delivers the other servers' events until the server stops.
async fn listen(
    state: AppState,
    me: u64,
    mut listener: redqueen_store::EventListener,
    mut stopped: watch::Receiver<bool>,
) {
    loop {
        let next = tokio::select! {
            next = listener.next() => next,
            _ = stopped.wait_for(|s| *s) => return,
        };
        match next {
            Ok(Some(payload)) => match serde_json::from_str::<Envelope>(&payload) {
                Ok(envelope) if envelope.from != me => {
                    if !deliver(&state, envelope.crossing).await {
                        // The game could not be read: read again soon,
                        // with every watched game, rather than never.
                        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                        catch_up(&state).await;
                    }
                }
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "an unreadable event from another server"),
            },
            Ok(None) | Err(_) => {
                tracing::warn!(
                    "the connection listening to the other servers was lost: listening again"
                );
                // Listening again before reading the games: a change made
                // after the catch-up's read is then heard, none is missed.
                let Some(again) = listen_again(&state, &mut stopped).await else {
                    return;
                };
                listener = again;
                catch_up(&state).await;
            }
        }
    }
}

/// A new listening connection, tried every second until the database
/// answers; `None` if the server stops first.
async fn listen_again(
    state: &AppState,
    stopped: &mut watch::Receiver<bool>,
) -> Option<redqueen_store::EventListener> {
    loop {
        match state.store.listen_to_servers().await {
            Ok(Some(listener)) => return Some(listener),
            Ok(None) => return None,
            Err(error) => tracing::warn!(%error, "listening to the other servers failed"),
        }
        tokio::select! {
            () = tokio::time::sleep(std::time::Duration::from_secs(1)) => {}
            _ = stopped.wait_for(|s| *s) => return None,
        }
    }
}

/// Delivers another server's event to this server's subscribers; `false`
/// when a changed game could not be read.
async fn deliver(state: &AppState, crossing: Crossing) -> bool {
    match crossing {
        Crossing::Game { id, .. } => {
            if state.hub.is_watched(&id) {
                return reread(state, &id).await;
            }
        }
        Crossing::Chat {
            game,
            id,
            room,
            username,
            text,
        } => state.hub.deliver_game(
            &game,
            GameEvent::Chat {
                id,
                room,
                username,
                text,
            },
        ),
        Crossing::User { member, event } => state.hub.deliver_user(member, event),
        Crossing::Lobby => state.hub.deliver_lobby(),
        Crossing::MemberEnded { member } => {
            // Forgotten first: a client reconnecting at once is refused.
            state.tokens.forget_member(member);
            state.hub.deliver_member_ended(member);
        }
    }
    true
}

/// Reads a watched game again and delivers it (if it is newer than what
/// its watchers have); `false` when it could not be read.
async fn reread(state: &AppState, id: &str) -> bool {
    let loaded = match state.store.game(id).await {
        Ok(Some(row)) => LoadedGame::load(&state.store, row).await,
        Ok(None) => return true,
        Err(error) => Err(error.into()),
    };
    match loaded {
        Ok(loaded) => {
            state.deadlines.arm(id, loaded.row.deadline_at, state.now());
            state
                .hub
                .deliver_game(id, GameEvent::Changed(Arc::new(loaded)));
            true
        }
        Err(error) => {
            tracing::warn!(%error, game = id, "a game changed elsewhere could not be read");
            false
        }
    }
}

/// After notifications may have been missed: every watched game read
/// again, the lobby's watchers told to look again.
async fn catch_up(state: &AppState) {
    for id in state.hub.watched_games() {
        let _ = reread(state, &id).await;
    }
    state.hub.deliver_lobby();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_cross_as_small_json_and_read_back() {
        let cases = [
            (
                Crossing::Game {
                    id: "Qa7FJNk2".into(),
                    version: 7,
                },
                r#"{"from":1,"t":"game","id":"Qa7FJNk2","version":7}"#,
            ),
            (
                Crossing::User {
                    member: MemberId(3),
                    event: UserEvent::GameStart("Qa7FJNk2".into()),
                },
                r#"{"from":1,"t":"user","member":3,"event":{"kind":"game_start","id":"Qa7FJNk2"}}"#,
            ),
            (Crossing::Lobby, r#"{"from":1,"t":"lobby"}"#),
            (
                Crossing::MemberEnded {
                    member: MemberId(3),
                },
                r#"{"from":1,"t":"member_ended","member":3}"#,
            ),
        ];
        for (crossing, wire) in cases {
            let envelope = Envelope {
                from: 1,
                crossing: crossing.clone(),
            };
            assert_eq!(serde_json::to_string(&envelope).unwrap(), wire);
            let back: Envelope = serde_json::from_str(wire).unwrap();
            assert_eq!(back.crossing, crossing);
        }
    }
}
