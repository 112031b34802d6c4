//! Live updates inside one server: who watches a game, who listens for a
//! member's events. A change is published after its transaction commits;
//! subscribers then render what they need. The events are values (the
//! restored game of `games/`, ids, chat text): the hub knows no use case.
//!
//! On PostgreSQL several app servers share the database: every event
//! published here is also handed to the relay (`relay.rs`), which sends it
//! to the other servers through the database (`LISTEN/NOTIFY`); what they
//! send is delivered here to the local subscribers only.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use redqueen_domain::account::MemberId;
use redqueen_domain::game::ChatRoom;
use tokio::sync::{Notify, broadcast, mpsc, watch};

use crate::game_streams::GameStreams;
use crate::games::LoadedGame;
use crate::relay::Crossing;

/// Something that happened in a game, for its watchers.
#[derive(Debug, Clone)]
pub enum GameEvent {
    /// The game changed; here it is, restored once for all its watchers.
    Changed(Arc<LoadedGame>),
    /// A chat line was written (`id`: the stored line's, which a report
    /// names).
    Chat {
        id: i64,
        room: ChatRoom,
        username: String,
        text: String,
    },
}

/// Something that concerns a member, for their event stream.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", content = "id", rename_all = "snake_case")]
pub enum UserEvent {
    /// The side to move changed in one of the member's games (a move, a
    /// takeback): the pages' counts of "your move" change. Not an event of
    /// the lichess stream, which leaves it out.
    Turn(String),
    GameStart(String),
    GameFinish(String),
    Challenge(String),
    ChallengeCanceled(String),
    ChallengeDeclined(String),
}

/// Channels per game and per member, made on first subscription and
/// dropped when the last subscriber has gone.
pub struct Hub {
    /// Each watched game's channel, with the version last delivered on it:
    /// a change that arrives twice (from this server and from a catch-up)
    /// or late reaches no watcher twice or out of order.
    games: Mutex<HashMap<String, (broadcast::Sender<GameEvent>, i32)>>,
    users: Mutex<HashMap<MemberId, broadcast::Sender<UserEvent>>>,
    /// The open event stream of each member: opening a new one closes the
    /// old (lichess-api-subset.md §2, "one stream per user").
    event_streams: Mutex<HashMap<MemberId, Arc<Notify>>>,
    /// The game streams open here, so that a reconnecting event stream
    /// does not announce a game its client already follows.
    pub game_streams: GameStreams,
    /// Changes to the open games (the lobby's watchers re-read it).
    lobby: broadcast::Sender<()>,
    /// Members whose play ended (a ban, a deletion): every stream and
    /// socket of theirs closes at once, on every server.
    ended: broadcast::Sender<MemberId>,
    /// Turns true when the server stops: open streams end, so a graceful
    /// shutdown does not wait for clients that never hang up.
    closing: watch::Sender<bool>,
    /// Where this server's events go to cross to the others (PostgreSQL).
    relay: OnceLock<mpsc::UnboundedSender<Crossing>>,
}

impl Default for Hub {
    fn default() -> Self {
        Self {
            games: Mutex::default(),
            users: Mutex::default(),
            event_streams: Mutex::default(),
            game_streams: GameStreams::default(),
            lobby: broadcast::channel(CAPACITY).0,
            ended: broadcast::channel(CAPACITY).0,
            closing: watch::channel(false).0,
            relay: OnceLock::new(),
        }
    }
}

/// Events a slow subscriber may fall behind by before it misses some (it
/// then re-reads the game).
const CAPACITY: usize = 64;

impl Hub {
    /// Watches a game.
    pub fn watch_game(&self, game_id: &str) -> broadcast::Receiver<GameEvent> {
        let mut games = self
            .games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        games
            .entry(game_id.to_owned())
            .or_insert_with(|| (broadcast::channel(CAPACITY).0, 0))
            .0
            .subscribe()
    }

    /// Listens for a member's events.
    pub fn listen_user(&self, user_id: MemberId) -> broadcast::Receiver<UserEvent> {
        let mut users = self
            .users
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        users
            .entry(user_id)
            .or_insert_with(|| broadcast::channel(CAPACITY).0)
            .subscribe()
    }

    /// Watches the open games: an event each time one opens or closes.
    pub fn watch_lobby(&self) -> broadcast::Receiver<()> {
        self.lobby.subscribe()
    }

    /// Tells the lobby's watchers, here and on the other servers, that the
    /// open games changed.
    pub fn publish_lobby(&self) {
        self.deliver_lobby();
        self.cross(|| Crossing::Lobby);
    }

    /// Tells this server's lobby watchers.
    pub fn deliver_lobby(&self) {
        // Nobody watching is no failure.
        let _ = self.lobby.send(());
    }

    /// Registers a member's new event stream and returns what tells it to
    /// close when a newer one opens; the previous one is told now.
    pub fn take_event_stream(&self, user_id: MemberId) -> Arc<Notify> {
        let mut streams = self
            .event_streams
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let fresh = Arc::new(Notify::new());
        if let Some(previous) = streams.insert(user_id, fresh.clone()) {
            previous.notify_one();
        }
        fresh
    }

    /// Resolves when the server is stopping; every stream waits on it.
    pub fn closing(&self) -> impl std::future::Future<Output = ()> + Send + 'static {
        let mut receiver = self.closing.subscribe();
        async move {
            let _ = receiver.wait_for(|closing| *closing).await;
        }
    }

    /// Ends every open stream (the server is stopping).
    pub fn close(&self) {
        self.closing.send_replace(true);
    }

    /// Resolves when `member`'s play is ended ([`Hub::publish_member_ended`]):
    /// each of their streams and sockets waits on it beside its events.
    pub fn member_ended(
        &self,
        member: MemberId,
    ) -> impl std::future::Future<Output = ()> + Send + 'static {
        let mut receiver = self.ended.subscribe();
        async move {
            loop {
                match receiver.recv().await {
                    Ok(ended) if ended == member => return,
                    // Many members ended at once (more than the channel
                    // holds): this one may be among them; the stream ends
                    // and its client, if still allowed, opens it again.
                    Err(broadcast::error::RecvError::Lagged(_)) => return,
                    Ok(_) => {}
                    Err(broadcast::error::RecvError::Closed) => std::future::pending().await,
                }
            }
        }
    }

    /// Ends `member`'s streams and sockets here and on the other servers
    /// (whose token caches forget the member's tokens first): after a ban
    /// or a deletion, nothing waits for its next keep-alive to notice.
    pub fn publish_member_ended(&self, member: MemberId) {
        self.cross(|| Crossing::MemberEnded { member });
        self.deliver_member_ended(member);
    }

    /// Ends `member`'s streams and sockets on this server.
    pub fn deliver_member_ended(&self, member: MemberId) {
        // Nobody of theirs connected here is no failure.
        let _ = self.ended.send(member);
    }

    /// Tells a game's watchers, here and on the other servers.
    pub fn publish_game(&self, game_id: &str, event: GameEvent) {
        self.cross(|| match &event {
            GameEvent::Changed(loaded) => Crossing::Game {
                id: game_id.to_owned(),
                version: loaded.row.version,
            },
            GameEvent::Chat {
                id,
                room,
                username,
                text,
            } => Crossing::Chat {
                game: game_id.to_owned(),
                id: *id,
                room: *room,
                username: username.clone(),
                text: text.clone(),
            },
        });
        self.deliver_game(game_id, event);
    }

    /// Tells this server's watchers of a game; a change of a version
    /// already delivered is dropped.
    pub fn deliver_game(&self, game_id: &str, event: GameEvent) {
        let mut games = self
            .games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let Some((sender, delivered)) = games.get_mut(game_id) else {
            return;
        };
        if let GameEvent::Changed(loaded) = &event {
            if loaded.row.version <= *delivered {
                return;
            }
            *delivered = loaded.row.version;
        }
        if sender.send(event).is_err() {
            games.remove(game_id);
        }
    }

    /// Tells a member, on every server.
    pub fn publish_user(&self, user_id: MemberId, event: UserEvent) {
        self.cross(|| Crossing::User {
            member: user_id,
            event: event.clone(),
        });
        self.deliver_user(user_id, event);
    }

    /// Tells a member's streams on this server.
    pub fn deliver_user(&self, user_id: MemberId, event: UserEvent) {
        let mut users = self
            .users
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(sender) = users.get(&user_id)
            && sender.send(event).is_err()
        {
            users.remove(&user_id);
        }
    }

    /// Whether anyone on this server watches game `game_id` (what is worth
    /// reading when another server changed it).
    pub fn is_watched(&self, game_id: &str) -> bool {
        self.games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(game_id)
            .is_some_and(|(sender, _)| sender.receiver_count() > 0)
    }

    /// The games watched on this server.
    pub fn watched_games(&self) -> Vec<String> {
        self.games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .iter()
            .filter(|(_, (sender, _))| sender.receiver_count() > 0)
            .map(|(id, _)| id.clone())
            .collect()
    }

    /// Sends this server's events to the others from now on.
    pub fn relay_to(&self, relay: mpsc::UnboundedSender<Crossing>) {
        let _ = self.relay.set(relay);
    }

    /// Hands an event to the relay, if there is one; the event is made
    /// only then (on SQLite a move makes nothing more).
    fn cross(&self, crossing: impl FnOnce() -> Crossing) {
        if let Some(relay) = self.relay.get() {
            // A relay that stopped (the server is stopping) is no failure.
            let _ = relay.send(crossing());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn subscribers_get_events_and_channels_without_subscribers_are_dropped() {
        let hub = Hub::default();
        let (alice_id, bob_id) = (MemberId(1), MemberId(2));
        let mut alice = hub.listen_user(alice_id);
        hub.publish_user(alice_id, UserEvent::GameStart("g".into()));
        hub.publish_user(bob_id, UserEvent::GameStart("nobody listens".into()));
        assert_eq!(
            alice.recv().await.ok(),
            Some(UserEvent::GameStart("g".into()))
        );
        drop(alice);
        hub.publish_user(alice_id, UserEvent::GameFinish("g".into()));
        assert!(hub.users.lock().map(|u| u.is_empty()).unwrap_or(false));
    }
}
