//! Live updates inside one server: who watches a game, who listens for a
//! member's events. A change gathers what it tells in its [`News`]; once
//! its transaction commits, the hub delivers it to the subscribers here,
//! who then render what they need. The events are values (a restored game,
//! ids, chat text): the hub knows no use case, not even the type of a
//! restored game, which it carries as `G` (`games::LoadedGame`).
//!
//! On PostgreSQL several app servers share the database: the same news
//! goes to the other servers inside the change's transaction, through the
//! relay (`relay.rs`, which depends on the hub, not the reverse); what they
//! send is delivered here to the local subscribers only.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use redqueen_domain::account::MemberId;
use redqueen_domain::game::ChatRoom;
use tokio::sync::{Notify, broadcast, watch};

use crate::game_streams::GameStreams;

/// A restored game as the hub carries it: its version orders the changes
/// its watchers see.
pub trait Versioned {
    /// The version the game was saved at.
    fn version(&self) -> i32;
}

/// Something that happened in a game, for its watchers.
#[derive(Debug)]
pub enum GameEvent<G> {
    /// The game changed; here it is, restored once for all its watchers.
    Changed(Arc<G>),
    /// A chat line was written (`id`: the stored line's, which a report
    /// names).
    Chat {
        id: i64,
        room: ChatRoom,
        username: String,
        text: String,
    },
}

// By hand: a derived `Clone` would ask for `G: Clone`, and the game is
// shared, not copied.
impl<G> Clone for GameEvent<G> {
    fn clone(&self) -> Self {
        match self {
            Self::Changed(game) => Self::Changed(Arc::clone(game)),
            Self::Chat {
                id,
                room,
                username,
                text,
            } => Self::Chat {
                id: *id,
                room: *room,
                username: username.clone(),
                text: text.clone(),
            },
        }
    }
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

/// One thing a change tells, and whom.
#[derive(Debug, Clone)]
pub enum Event<G> {
    /// A game's watchers.
    Game { id: String, event: GameEvent<G> },
    /// A member's event streams.
    User { member: MemberId, event: UserEvent },
    /// The lobby's watchers: the open games changed.
    Lobby,
    /// The watchers of a club match over the board (its id): a board's
    /// result changed, so they read it again.
    ClubMatch(String),
    /// Every stream and socket of a member whose play ended (a ban, a
    /// deletion).
    MemberEnded(MemberId),
    /// The sockets opened in a member's sessions, some of which ended (a
    /// log out, a change of password): each checks whether its own still
    /// stands.
    SessionsEnded(MemberId),
}

/// What one change tells, in the order it happened: sent to the other
/// servers inside its transaction (`relay.rs`), delivered here once it
/// committed ([`Hub::deliver`]).
#[derive(Debug, Clone)]
pub struct News<G>(Vec<Event<G>>);

impl<G> Default for News<G> {
    fn default() -> Self {
        Self(Vec::new())
    }
}

impl<G> News<G> {
    /// Tells a game's watchers.
    pub fn game(&mut self, id: &str, event: GameEvent<G>) {
        self.0.push(Event::Game {
            id: id.to_owned(),
            event,
        });
    }

    /// Tells a member.
    pub fn user(&mut self, member: MemberId, event: UserEvent) {
        self.0.push(Event::User { member, event });
    }

    /// Tells the lobby's watchers that the open games changed.
    pub fn lobby(&mut self) {
        self.0.push(Event::Lobby);
    }

    /// Tells the watchers of the club match `id` that a board's result
    /// changed.
    pub fn club_match(&mut self, id: &str) {
        self.0.push(Event::ClubMatch(id.to_owned()));
    }

    /// Ends `member`'s streams and sockets.
    pub fn member_ended(&mut self, member: MemberId) {
        self.0.push(Event::MemberEnded(member));
    }

    /// Has the sockets opened in `member`'s sessions check them: some
    /// ended.
    pub fn sessions_ended(&mut self, member: MemberId) {
        self.0.push(Event::SessionsEnded(member));
    }

    /// The events, in order.
    pub fn events(&self) -> &[Event<G>] {
        &self.0
    }
}

/// A watched game's channel, and the change last delivered on it.
struct Watched<G> {
    sender: broadcast::Sender<GameEvent<G>>,
    /// Its version: what came before it is not delivered.
    version: i32,
    /// The game as it changed: where the next change may start from
    /// ([`Hub::latest`]).
    latest: Option<Arc<G>>,
}

/// Channels per game and per member, made on first subscription and
/// dropped when the last subscriber has gone.
pub struct Hub<G> {
    /// Each watched game's channel, with the change last delivered on it:
    /// a change that arrives twice (from this server and from a catch-up)
    /// or late reaches no watcher twice or out of order.
    games: Mutex<HashMap<String, Watched<G>>>,
    users: Mutex<HashMap<MemberId, broadcast::Sender<UserEvent>>>,
    /// The open event stream of each member: opening a new one closes the
    /// old (lichess-api-subset.md §2, "one stream per user").
    event_streams: Mutex<HashMap<MemberId, Arc<Notify>>>,
    /// The game streams open here, so that a reconnecting event stream
    /// does not announce a game its client already follows.
    pub game_streams: GameStreams,
    /// Changes to the open games (the lobby's watchers re-read it).
    lobby: broadcast::Sender<()>,
    /// Club matches over the board whose results changed (their ids):
    /// each match page's stream keeps those of its own.
    club_matches: broadcast::Sender<String>,
    /// Members whose play ended (a ban, a deletion): every stream and
    /// socket of theirs closes at once, on every server.
    ended: broadcast::Sender<MemberId>,
    /// Members some of whose sessions ended (`None`: anyone's may have,
    /// while the other servers' news was missed): the sockets opened in
    /// them check theirs ([`SessionWatch`]).
    sessions: broadcast::Sender<Option<MemberId>>,
    /// Turns true when the server stops: open streams end, so a graceful
    /// shutdown does not wait for clients that never hang up.
    closing: watch::Sender<bool>,
}

impl<G> Default for Hub<G> {
    fn default() -> Self {
        Self {
            games: Mutex::default(),
            users: Mutex::default(),
            event_streams: Mutex::default(),
            game_streams: GameStreams::default(),
            lobby: broadcast::channel(CAPACITY).0,
            club_matches: broadcast::channel(CAPACITY).0,
            ended: broadcast::channel(CAPACITY).0,
            sessions: broadcast::channel(CAPACITY).0,
            closing: watch::channel(false).0,
        }
    }
}

/// Events a slow subscriber may fall behind by before it misses some (it
/// then re-reads the game).
const CAPACITY: usize = 64;

impl<G: Versioned> Hub<G> {
    /// Watches a game.
    pub fn watch_game(&self, game_id: &str) -> broadcast::Receiver<GameEvent<G>> {
        let mut games = self
            .games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        games
            .entry(game_id.to_owned())
            .or_insert_with(|| Watched {
                sender: broadcast::channel(CAPACITY).0,
                version: 0,
                latest: None,
            })
            .sender
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

    /// Watches the club matches over the board: their ids as their
    /// results change.
    pub fn watch_club_matches(&self) -> broadcast::Receiver<String> {
        self.club_matches.subscribe()
    }

    /// Tells this server's watchers of the club match `id`.
    pub fn deliver_club_match(&self, id: String) {
        // Nobody watching is no failure.
        let _ = self.club_matches.send(id);
    }

    /// Tells this server's subscribers what a committed change tells.
    pub fn deliver(&self, news: News<G>) {
        for event in news.0 {
            match event {
                Event::Game { id, event } => self.deliver_game(&id, event),
                Event::User { member, event } => self.deliver_user(member, event),
                Event::Lobby => self.deliver_lobby(),
                Event::ClubMatch(id) => self.deliver_club_match(id),
                Event::MemberEnded(member) => self.deliver_member_ended(member),
                Event::SessionsEnded(member) => self.deliver_sessions_ended(Some(member)),
            }
        }
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

    /// Resolves when `member`'s play is ended ([`News::member_ended`]):
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

    /// Ends `member`'s streams and sockets on this server.
    pub fn deliver_member_ended(&self, member: MemberId) {
        // Nobody of theirs connected here is no failure.
        let _ = self.ended.send(member);
    }

    /// Watches for the end of `member`'s sessions, for a socket opened in
    /// one of them.
    pub fn watch_sessions(&self, member: MemberId) -> SessionWatch {
        SessionWatch {
            member,
            receiver: self.sessions.subscribe(),
        }
    }

    /// Has the sockets opened here in `member`'s sessions check them
    /// (`None`: every socket checks its session).
    pub fn deliver_sessions_ended(&self, member: Option<MemberId>) {
        // Nobody of theirs connected here is no failure.
        let _ = self.sessions.send(member);
    }

    /// Tells this server's watchers of a game; a change of a version
    /// already delivered is dropped.
    pub fn deliver_game(&self, game_id: &str, event: GameEvent<G>) {
        let mut games = self
            .games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let Some(watched) = games.get_mut(game_id) else {
            return;
        };
        if let GameEvent::Changed(loaded) = &event {
            if loaded.version() <= watched.version {
                return;
            }
            watched.version = loaded.version();
            watched.latest = Some(Arc::clone(loaded));
        }
        if watched.sender.send(event).is_err() {
            games.remove(game_id);
        }
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
            .is_some_and(|watched| watched.sender.receiver_count() > 0)
    }

    /// Game `game_id` as last delivered to its watchers here, if someone
    /// watches it: the latest version this server knows, which another
    /// server may have changed since (a save from it is guarded by its
    /// version, `play/transition.rs`).
    pub fn latest(&self, game_id: &str) -> Option<Arc<G>> {
        self.games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(game_id)
            .and_then(|watched| watched.latest.clone())
    }

    /// The games watched on this server.
    pub fn watched_games(&self) -> Vec<String> {
        self.games
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .iter()
            .filter(|(_, watched)| watched.sender.receiver_count() > 0)
            .map(|(id, _)| id.clone())
            .collect()
    }
}

/// What tells a socket opened in a session that the session may have
/// ended, so that it reads whether it stands only then, not at every
/// keep-alive (docs/live-games.md, "Sessions and sockets").
pub struct SessionWatch {
    member: MemberId,
    receiver: broadcast::Receiver<Option<MemberId>>,
}

impl SessionWatch {
    /// Resolves when one of the member's sessions ended, when news from
    /// the other servers may have been missed, or when more ended at once
    /// than the channel holds: the caller then reads whether its session
    /// still stands. Cancel-safe: the watch goes on after a `select!`
    /// dropped it, and keeps what came meanwhile.
    pub async fn may_have_ended(&mut self) {
        loop {
            match self.receiver.recv().await {
                Ok(Some(member)) if member != self.member => {}
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => return,
                Err(broadcast::error::RecvError::Closed) => std::future::pending().await,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Unversioned;

    impl Versioned for Unversioned {
        fn version(&self) -> i32 {
            0
        }
    }

    #[tokio::test]
    async fn subscribers_get_events_and_channels_without_subscribers_are_dropped() {
        let hub = Hub::<Unversioned>::default();
        let (alice_id, bob_id) = (MemberId(1), MemberId(2));
        let mut alice = hub.listen_user(alice_id);
        hub.deliver_user(alice_id, UserEvent::GameStart("g".into()));
        hub.deliver_user(bob_id, UserEvent::GameStart("nobody listens".into()));
        assert_eq!(
            alice.recv().await.ok(),
            Some(UserEvent::GameStart("g".into()))
        );
        drop(alice);
        hub.deliver_user(alice_id, UserEvent::GameFinish("g".into()));
        assert!(hub.users.lock().map(|u| u.is_empty()).unwrap_or(false));
    }

    struct Saved(i32);

    impl Versioned for Saved {
        fn version(&self) -> i32 {
            self.0
        }
    }

    #[test]
    fn the_latest_game_is_the_last_version_delivered_to_its_watchers() {
        let hub = Hub::<Saved>::default();
        let changed = |version| GameEvent::Changed(Arc::new(Saved(version)));
        hub.deliver_game("g", changed(1));
        assert!(hub.latest("g").is_none(), "nobody watches it");
        let _watcher = hub.watch_game("g");
        assert!(hub.latest("g").is_none(), "nothing delivered yet");
        for version in [2, 4, 3, 4] {
            hub.deliver_game("g", changed(version));
        }
        assert_eq!(
            hub.latest("g").map(|g| g.0),
            Some(4),
            "a late change is no later"
        );
        assert!(hub.latest("h").is_none());
    }

    #[tokio::test]
    async fn a_session_watch_wakes_for_its_member_and_for_everyone_only() {
        let hub = Hub::<Unversioned>::default();
        let mut alices = hub.watch_sessions(MemberId(1));
        let woken = |watch: &mut SessionWatch| {
            let mut wait = std::pin::pin!(watch.may_have_ended());
            let waker = std::task::Waker::noop();
            wait.as_mut()
                .poll(&mut std::task::Context::from_waker(waker))
                .is_ready()
        };
        assert!(!woken(&mut alices));
        hub.deliver_sessions_ended(Some(MemberId(2)));
        assert!(!woken(&mut alices), "Bob's sessions are not Alice's");
        hub.deliver_sessions_ended(Some(MemberId(1)));
        assert!(woken(&mut alices));
        assert!(!woken(&mut alices), "told once");
        hub.deliver_sessions_ended(None);
        assert!(woken(&mut alices), "everyone checks after missed news");
        let mut news = News::<Unversioned>::default();
        news.sessions_ended(MemberId(1));
        hub.deliver(news);
        assert!(woken(&mut alices));
    }
}
