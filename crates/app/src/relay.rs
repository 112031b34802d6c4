//! Events across app servers (product.md §13; architecture.md "Scaling
//! out"): on PostgreSQL what a change tells ([`News`]) is sent to the
//! other servers inside the change's transaction (`NOTIFY`, which
//! PostgreSQL sends at commit, in order, and never for a change rolled
//! back), and what the others send is delivered to this server's
//! watchers. The relay depends on the hub, not the reverse: the hub
//! delivers here, the relay writes its news for the others and reads
//! theirs.
//!
//! Payloads are small: a changed game travels as its id and version and is
//! read again only by a server where someone watches it; a chat line, a
//! member's event, the lobby's nudge and the end of a member's play (a
//! ban) travel whole. A server that loses its listening connection misses
//! what is sent meanwhile: it listens again and catches its watchers up
//! from the database by the games' versions (the hub drops versions
//! already delivered). SQLite has one process: no relay.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::ChatRoom;
use redqueen_store::{EventListener, Store, StoreResult, Tx};
use serde::{Deserialize, Serialize};
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::events::{Event, GameEvent, Hub, News, UserEvent, Versioned};

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
    /// A result of the club match over the board `id` changed.
    ClubMatch { id: String },
    /// A member's play ended (banned, deleted): their tokens are
    /// forgotten and their streams closed on every server at once.
    MemberEnded { member: MemberId },
    /// Some of a member's sessions ended (a log out, a change of
    /// password): the sockets opened in them check them.
    SessionsEnded { member: MemberId },
}

/// What goes on the wire: the event and the server it comes from, which
/// ignores its own.
#[derive(Debug, Serialize, Deserialize)]
struct Envelope {
    from: u64,
    #[serde(flatten)]
    crossing: Crossing,
}

/// This server's side of the relay: who it is to the others, and how its
/// news is written for them.
pub struct Relay {
    /// Sent with every event; a server ignores its own.
    me: u64,
    /// Whether other servers may listen (PostgreSQL).
    crosses: bool,
}

impl Relay {
    /// The relay of a server on `store`.
    #[must_use]
    pub fn new(store: &Store) -> Self {
        Self {
            me: rand::random(),
            crosses: store.crosses_servers(),
        }
    }

    /// `news` as the other servers read it, one payload per event; none on
    /// SQLite (nothing is even written then).
    pub fn notices<G: Versioned>(&self, news: &News<G>) -> Vec<String> {
        if !self.crosses {
            return Vec::new();
        }
        news.events()
            .iter()
            .filter_map(|event| {
                let envelope = Envelope {
                    from: self.me,
                    crossing: Crossing::of(event),
                };
                serde_json::to_string(&envelope).ok()
            })
            .collect()
    }

    /// Sends `news` to the other servers with `tx`: at its commit, or not
    /// at all.
    ///
    /// # Errors
    /// The database failed; the caller drops the transaction.
    pub async fn tell_in<G: Versioned>(&self, tx: &mut Tx, news: &News<G>) -> StoreResult<()> {
        tx.notify_servers(&self.notices(news)).await
    }
}

impl Crossing {
    fn of<G: Versioned>(event: &Event<G>) -> Self {
        match event {
            Event::Game {
                id,
                event: GameEvent::Changed(game),
            } => Self::Game {
                id: id.clone(),
                version: game.version(),
            },
            Event::Game {
                id: game,
                event:
                    GameEvent::Chat {
                        id,
                        room,
                        username,
                        text,
                    },
            } => Self::Chat {
                game: game.clone(),
                id: *id,
                room: *room,
                username: username.clone(),
                text: text.clone(),
            },
            Event::User { member, event } => Self::User {
                member: *member,
                event: event.clone(),
            },
            Event::Lobby => Self::Lobby,
            Event::ClubMatch(id) => Self::ClubMatch { id: id.clone() },
            Event::MemberEnded(member) => Self::MemberEnded { member: *member },
            Event::SessionsEnded(member) => Self::SessionsEnded { member: *member },
        }
    }
}

/// What the relay needs of the running app to deliver the other servers'
/// events here.
pub(crate) trait Receiving: Clone + Send + Sync + 'static {
    /// The restored game the hub carries.
    type Game: Versioned + Send + Sync + 'static;
    fn store(&self) -> &Store;
    fn hub(&self) -> &Hub<Self::Game>;
    fn relay(&self) -> &Relay;
    /// Reads a watched game again and delivers it to its watchers here
    /// (if it is newer than what they have); `false` when it could not be
    /// read.
    fn reread(&self, game_id: &str) -> impl Future<Output = bool> + Send;
    /// Forgets what this server remembers of `member`'s access (their
    /// cached tokens), before their streams are ended.
    fn forget_member(&self, member: MemberId);
}

/// Starts listening to the other servers on PostgreSQL; no task on SQLite.
///
/// # Errors
/// The database cannot be listened to.
pub(crate) async fn start<A: Receiving>(
    app: &A,
    stopped: watch::Receiver<bool>,
) -> anyhow::Result<Option<JoinHandle<()>>> {
    let Some(listener) = app.store().listen_to_servers().await? else {
        return Ok(None);
    };
    Ok(Some(tokio::spawn(listen(app.clone(), listener, stopped))))
}

/// Delivers the other servers' events until the server stops.
async fn listen<A: Receiving>(
    app: A,
    mut listener: EventListener,
    mut stopped: watch::Receiver<bool>,
) {
    loop {
        let next = tokio::select! {
            next = listener.next() => next,
            _ = stopped.wait_for(|s| *s) => return,
        };
        match next {
            Ok(Some(payload)) => match serde_json::from_str::<Envelope>(&payload) {
                Ok(envelope) if envelope.from != app.relay().me => {
                    if !deliver(&app, envelope.crossing).await {
                        // The game could not be read: read again soon,
                        // with every watched game, rather than never.
                        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                        catch_up(&app).await;
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
                let Some(again) = listen_again(app.store(), &mut stopped).await else {
                    return;
                };
                listener = again;
                catch_up(&app).await;
            }
        }
    }
}

/// A new listening connection, tried every second until the database
/// answers; `None` if the server stops first.
async fn listen_again(store: &Store, stopped: &mut watch::Receiver<bool>) -> Option<EventListener> {
    loop {
        match store.listen_to_servers().await {
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
async fn deliver<A: Receiving>(app: &A, crossing: Crossing) -> bool {
    let hub = app.hub();
    match crossing {
        Crossing::Game { id, .. } => {
            if hub.is_watched(&id) {
                return app.reread(&id).await;
            }
        }
        Crossing::Chat {
            game,
            id,
            room,
            username,
            text,
        } => hub.deliver_game(
            &game,
            GameEvent::Chat {
                id,
                room,
                username,
                text,
            },
        ),
        Crossing::User { member, event } => hub.deliver_user(member, event),
        Crossing::Lobby => hub.deliver_lobby(),
        Crossing::ClubMatch { id } => hub.deliver_club_match(id),
        Crossing::MemberEnded { member } => {
            // Forgotten first: a client reconnecting at once is refused.
            app.forget_member(member);
            hub.deliver_member_ended(member);
        }
        Crossing::SessionsEnded { member } => hub.deliver_sessions_ended(Some(member)),
    }
    true
}

/// After notifications may have been missed: every watched game read
/// again, the lobby's watchers told to look again, every socket opened in
/// a session told to check it (a log out may have been missed).
async fn catch_up<A: Receiving>(app: &A) {
    for id in app.hub().watched_games() {
        let _ = app.reread(&id).await;
    }
    app.hub().deliver_lobby();
    app.hub().deliver_sessions_ended(None);
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

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
                Crossing::ClubMatch {
                    id: "Xb3kQ9mZ".into(),
                },
                r#"{"from":1,"t":"club_match","id":"Xb3kQ9mZ"}"#,
            ),
            (
                Crossing::MemberEnded {
                    member: MemberId(3),
                },
                r#"{"from":1,"t":"member_ended","member":3}"#,
            ),
            (
                Crossing::SessionsEnded {
                    member: MemberId(3),
                },
                r#"{"from":1,"t":"sessions_ended","member":3}"#,
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

    struct Saved(i32);

    impl Versioned for Saved {
        fn version(&self) -> i32 {
            self.0
        }
    }

    #[test]
    fn news_crosses_one_payload_per_event_in_order_and_not_at_all_on_one_server() {
        let mut news = News::default();
        news.game("Qa7FJNk2", GameEvent::Changed(Arc::new(Saved(7))));
        news.user(MemberId(3), UserEvent::Turn("Qa7FJNk2".into()));
        news.lobby();
        let relay = Relay {
            me: 1,
            crosses: true,
        };
        assert_eq!(
            relay.notices(&news),
            [
                r#"{"from":1,"t":"game","id":"Qa7FJNk2","version":7}"#,
                r#"{"from":1,"t":"user","member":3,"event":{"kind":"turn","id":"Qa7FJNk2"}}"#,
                r#"{"from":1,"t":"lobby"}"#,
            ]
        );
        let alone = Relay {
            me: 1,
            crosses: false,
        };
        assert!(alone.notices(&news).is_empty());
    }
}
