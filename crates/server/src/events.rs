//! Live updates inside one server: who watches a game, who listens for a
//! member's events. A change is published after its transaction commits;
//! subscribers then render what they need. The events are values (the
//! restored game of `games/`, ids, chat text): the hub knows no use case.
//!
//! Scaling out (several app servers on one PostgreSQL) needs these events
//! to cross servers through the database (`LISTEN/NOTIFY`); until that is
//! built, a watcher sees the changes made through its own server, and the
//! streams' keep-alive re-reads catch up with the rest.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use redqueen_domain::account::MemberId;
use tokio::sync::{Notify, broadcast, watch};

use crate::games::LoadedGame;

/// Something that happened in a game, for its watchers.
#[derive(Debug, Clone)]
pub enum GameEvent {
    /// The game changed; here it is, restored once for all its watchers.
    Changed(Arc<LoadedGame>),
    /// A chat line was written (`id`: the stored line's, which a report
    /// names).
    Chat {
        id: i64,
        username: String,
        text: String,
    },
}

/// Something that concerns a member, for their event stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UserEvent {
    GameStart(String),
    GameFinish(String),
    Challenge(String),
    ChallengeCanceled(String),
    ChallengeDeclined(String),
}

/// Channels per game and per member, made on first subscription and
/// dropped when the last subscriber has gone.
pub struct Hub {
    games: Mutex<HashMap<String, broadcast::Sender<GameEvent>>>,
    users: Mutex<HashMap<MemberId, broadcast::Sender<UserEvent>>>,
    /// The open event stream of each member: opening a new one closes the
    /// old (lichess-api-subset.md §2, "one stream per user").
    event_streams: Mutex<HashMap<MemberId, Arc<Notify>>>,
    /// Changes to the open games (the lobby's watchers re-read it).
    lobby: broadcast::Sender<()>,
    /// Turns true when the server stops: open streams end, so a graceful
    /// shutdown does not wait for clients that never hang up.
    closing: watch::Sender<bool>,
}

impl Default for Hub {
    fn default() -> Self {
        Self {
            games: Mutex::default(),
            users: Mutex::default(),
            event_streams: Mutex::default(),
            lobby: broadcast::channel(CAPACITY).0,
            closing: watch::channel(false).0,
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
            .or_insert_with(|| broadcast::channel(CAPACITY).0)
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

    /// Tells the lobby's watchers that the open games changed.
    pub fn publish_lobby(&self) {
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

    /// Tells a game's watchers.
    pub fn publish_game(&self, game_id: &str, event: GameEvent) {
        let mut games = self
            .games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(sender) = games.get(game_id)
            && sender.send(event).is_err()
        {
            games.remove(game_id);
        }
    }

    /// Tells a member.
    pub fn publish_user(&self, user_id: MemberId, event: UserEvent) {
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
