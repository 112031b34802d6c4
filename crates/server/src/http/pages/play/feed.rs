//! The board's live messages for one watcher, whatever carries them (the
//! WebSocket `socket.rs`, the NDJSON stream `board::events`): the current
//! state first, so that a watcher who reconnects catches up from the first
//! message; then a state on every change the event hub publishes (which
//! includes the end of the game), for the game page a move alone when it
//! follows the state before and a player's panel of actions
//! ([`Reader::Page`]), and the chat lines for the players.

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{ChatRoom, Color, GameId};
use serde_json::json;
use tokio::sync::broadcast::{self, error::RecvError};

use super::board::{BoardMessage, board_message};
use super::game_panel::Actions;
use super::session_end::{self, SocketSession};
use super::socket_moves::SocketMoves;
use crate::events::GameEvent;
use crate::games::LoadedGame;
use crate::http::PageCtx;
use crate::http::api::ndjson::Heartbeat;
use crate::http::errors::PageError;
use crate::i18n::Lang;
use crate::play::{self, BoardView};
use crate::records::UserRow;
use crate::state::AppState;

/// What a watcher is sent next.
#[derive(Debug)]
pub(super) enum Next {
    /// A message as JSON text (`{"type": "state", ...}`,
    /// `{"type": "move", ...}` or `{"type": "chat", ...}`).
    Message(String),
    /// Every [`KEEP_ALIVE`](crate::http::api::ndjson::KEEP_ALIVE), whatever else was sent: the carrier's
    /// keep-alive, so that proxies keep the connection and a gone watcher
    /// is noticed.
    KeepAlive,
    /// The server is stopping: the carrier closes.
    End,
}

/// Who reads a feed, which says what its states carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reader {
    /// The game page, over its socket: it keeps the record, so a move
    /// that follows the version sent before comes alone, and a player's
    /// state carries the panel of their actions (docs/live-games.md).
    Page,
    /// A client reading the NDJSON stream, which keeps nothing: every
    /// state whole, without the page's panel.
    Lines,
}

/// One watcher's view of one game.
pub(super) struct BoardFeed {
    state: AppState,
    id: GameId,
    lang: Lang,
    viewer: Option<MemberId>,
    /// The viewer's session: the feed ends once it does (logged out,
    /// ended by a change of password, expired).
    session: Option<SocketSession>,
    is_player: bool,
    white: UserRow,
    black: UserRow,
    events: broadcast::Receiver<GameEvent<LoadedGame>>,
    reader: Reader,
    /// The version of the last state sent.
    sent_version: i32,
    first: Option<String>,
    heartbeat: Heartbeat,
    closing: std::pin::Pin<Box<dyn Future<Output = ()> + Send>>,
    /// The viewer's play ended (a ban): the feed ends at once.
    ended: std::pin::Pin<Box<dyn Future<Output = ()> + Send>>,
    /// A player's page open on their game in progress: they see its end
    /// here, and a live game does not email it to them.
    _present: Option<crate::presence::Present>,
    /// For a player's page, the page's request and their colour: what
    /// draws the panel of their actions sent with each state of a game in
    /// progress.
    panel: Option<(PageCtx, Color)>,
    /// The last two panels drawn, by what they show: a player's panel
    /// alternates between their move and the opponent's, so a move draws
    /// none (`game_panel.rs`).
    drawn: [Option<(Actions, String)>; 2],
}

impl BoardFeed {
    /// Starts watching game `id` for the viewer of `ctx`.
    ///
    /// # Errors
    /// [`PageError::NotFound`] when there is no such game; the database.
    pub(super) async fn open(
        state: AppState,
        ctx: &PageCtx,
        id: &GameId,
        reader: Reader,
    ) -> Result<Self, PageError> {
        // Subscribed before the read: a change between the two is sent
        // after the state read, never lost.
        let events = state.hub.watch_game(id.as_str());
        let viewer = ctx.viewer.as_ref().map(|v| v.id);
        let BoardView {
            game: loaded,
            white,
            black,
        } = play::board_view(&state, id, viewer)
            .await?
            .ok_or(PageError::NotFound)?;
        let first = board_message(
            &ctx.lang,
            &loaded,
            &white,
            &black,
            viewer,
            state.now(),
            None,
        );
        let player = viewer.filter(|v| loaded.color_of(*v).is_some());
        let panel = viewer
            .and_then(|v| loaded.color_of(v))
            .filter(|_| reader == Reader::Page)
            .map(|color| (ctx.clone(), color));
        let present = match player {
            Some(member) if crate::presence::counts(&loaded) => {
                Some(crate::presence::enter(&state, id, member).await)
            }
            _ => None,
        };
        let ended: std::pin::Pin<Box<dyn Future<Output = ()> + Send>> = match viewer {
            Some(member) => Box::pin(state.hub.member_ended(member)),
            None => Box::pin(std::future::pending()),
        };
        Ok(Self {
            closing: Box::pin(state.hub.closing()),
            ended,
            id: id.clone(),
            lang: ctx.lang.clone(),
            is_player: player.is_some(),
            _present: present,
            session: SocketSession::open(&state, ctx.session_token.as_deref(), viewer),
            viewer,
            white,
            black,
            events,
            reader,
            sent_version: loaded.row.version,
            first: None,
            heartbeat: Heartbeat::start(),
            state,
            panel,
            drawn: [None, None],
        }
        .with_first(&loaded, first))
    }

    /// The feed with `first`, the state of `loaded`, as its first message.
    fn with_first(mut self, loaded: &LoadedGame, mut first: BoardMessage) -> Self {
        self.add_panel(&mut first, loaded);
        self.first = Some(first.to_json());
        self
    }

    /// Adds to a player's state of a game in progress the panel of their
    /// actions as the page draws it (`game_panel.rs`): the page puts it in
    /// place rather than fetching the page again on every move. Once the
    /// game is over the page fetches what the end changes.
    fn add_panel(&mut self, message: &mut BoardMessage, loaded: &LoadedGame) {
        let Some((ctx, color)) = self.panel.as_ref().filter(|_| loaded.in_progress()) else {
            return;
        };
        let actions = Actions::of(loaded, *color);
        let html = match self
            .drawn
            .iter()
            .flatten()
            .find(|(shown, _)| *shown == actions)
        {
            Some((_, html)) => html.clone(),
            None => {
                let html = actions.render(ctx, self.id.as_str(), None).into_string();
                self.drawn.rotate_right(1);
                self.drawn[0] = Some((actions, html.clone()));
                html
            }
        };
        message.panel = Some(html);
    }

    /// What answers the moves the viewer sends over a socket: theirs if
    /// they play in the game.
    pub(super) fn socket_moves(&self) -> SocketMoves {
        let player = self.viewer.filter(|_| self.is_player);
        SocketMoves::new(self.state.clone(), &self.id, player, self.lang.clone())
    }

    /// The state of `loaded`, as one move when it follows the version
    /// sent before by that move and the feed sends steps.
    fn state_of(&mut self, loaded: &LoadedGame) -> String {
        let follows = self.sent_version.checked_add(1) == Some(loaded.row.version);
        self.sent_version = loaded.row.version;
        let (lang, white, black, viewer, now) = (
            &self.lang,
            &self.white,
            &self.black,
            self.viewer,
            self.state.now(),
        );
        let step = loaded
            .step
            .as_ref()
            .filter(|_| follows && self.reader == Reader::Page);
        let mut message = board_message(lang, loaded, white, black, viewer, now, step);
        self.add_panel(&mut message, loaded);
        message.to_json()
    }

    /// Waits for what to send next; the feed ends as soon as the
    /// viewer's session does.
    pub(super) async fn next(&mut self) -> Next {
        if let Some(first) = self.first.take() {
            return Next::Message(first);
        }
        loop {
            tokio::select! {
                event = self.events.recv() => match event {
                    Ok(GameEvent::Changed(loaded)) => return Next::Message(self.state_of(&loaded)),
                    Ok(GameEvent::Chat { id, room: ChatRoom::Player, username, text }) if self.is_player => {
                        return Next::Message(json!({ "type": "chat", "id": id, "username": username, "text": text }).to_string());
                    }
                    // The spectators' room, for those who watch: no report
                    // link (no id), as a visitor cannot report.
                    Ok(GameEvent::Chat { room: ChatRoom::Spectator, username, text, .. }) if !self.is_player => {
                        return Next::Message(json!({ "type": "chat", "username": username, "text": text }).to_string());
                    }
                    Ok(GameEvent::Chat { .. }) => {}
                    Err(RecvError::Lagged(_)) => {
                        if let Some(current) = reread(&self.state, &self.id).await {
                            return Next::Message(self.state_of(&current));
                        }
                    }
                    Err(RecvError::Closed) => return Next::End,
                },
                () = self.heartbeat.beat() => return Next::KeepAlive,
                () = session_end::ended(self.session.as_mut()) => return Next::End,
                () = &mut self.closing => return Next::End,
                () = &mut self.ended => return Next::End,
            }
        }
    }
}

/// The game as stored now, for a watcher who fell behind the hub
/// (events.rs: a slow subscriber misses some, then re-reads); `None` when
/// it cannot be read, and the next change is awaited instead.
async fn reread(state: &AppState, id: &GameId) -> Option<LoadedGame> {
    play::current_game(state, id).await.ok().flatten()
}
