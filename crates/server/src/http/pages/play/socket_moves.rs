//! What the page sends over the game's socket: its moves (issue 35, as
//! lichess's round socket carries them). A move so sent goes through the
//! same use case and the same refusals as the page's `POST /{id}/move`
//! and the APIs' move endpoints; the socket's origin check at the upgrade
//! and its session, checked at the upgrade and at every keep-alive, take
//! the place of the form's CSRF token and cookie (docs/live-games.md).
//!
//! Each move carries the page's number for it (`ack`) and the ply it was
//! made at; the answer repeats the number: `{"type":"ack","ack":n}` once
//! the move is saved (its state follows as for every watcher), or
//! `{"type":"refused","ack":n,"error":"..."}` with the reason in the
//! viewer's language. A page that lost its socket before the answer sends
//! the move again on the next one only if the game still stands at that
//! ply; should the first have been saved, the ply makes the second stale,
//! never a second move.

use std::time::{Duration, Instant};

use redqueen_domain::account::MemberId;
use redqueen_domain::game::GameId;
use serde::Deserialize;
use serde_json::{Value, json};

use crate::i18n::Lang;
use crate::play::{self, PlayError, PlayMove};
use crate::state::AppState;

/// The longest message the page sends (a move is some sixty bytes): the
/// socket refuses frames above it before reading them whole.
pub(super) const MAX_MESSAGE_BYTES: usize = 1024;

/// What a socket reads into at a time: the page's messages are short, and
/// the WebSocket library's default (128 KiB, filled in at the upgrade)
/// made most of a played game's memory (docs/benchmarks.md, issue 35).
pub(super) const READ_BUFFER_BYTES: usize = 4096;

/// Messages a socket may send in [`BUDGET_WINDOW`]: far above two hands
/// on a board (premoves included), far below a script's flood.
const BUDGET: u32 = 40;
const BUDGET_WINDOW: Duration = Duration::from_secs(10);

/// A message from the page.
#[derive(Debug, Deserialize)]
#[serde(tag = "t", rename_all = "camelCase")]
enum Command {
    /// A move at `ply`, in UCI or SAN, perhaps offering a draw with it.
    Move {
        ack: u32,
        ply: u32,
        #[serde(rename = "move")]
        text: String,
        #[serde(default, rename = "offerDraw")]
        offer_draw: bool,
    },
}

/// The page's messages on one socket: who sends them, in which language
/// they are answered, and how many were sent lately.
pub(super) struct SocketMoves {
    state: AppState,
    game: GameId,
    /// The player behind the socket's session; `None` for a visitor or a
    /// spectator, whose moves are refused.
    player: Option<MemberId>,
    lang: Lang,
    window_start: Instant,
    in_window: u32,
}

impl SocketMoves {
    pub(super) fn new(
        state: AppState,
        game: &GameId,
        player: Option<MemberId>,
        lang: Lang,
    ) -> Self {
        Self {
            state,
            game: game.clone(),
            player,
            lang,
            window_start: Instant::now(),
            in_window: 0,
        }
    }

    /// The answer to the text frame `text`.
    pub(super) async fn answer(&mut self, text: &str) -> Value {
        if !self.within_budget() {
            return refused(None, self.lang.t("error-too-many-requests"));
        }
        let Ok(Command::Move {
            ack,
            ply,
            text,
            offer_draw,
        }) = serde_json::from_str::<Command>(text)
        else {
            return refused(None, self.lang.t("error-bad-form"));
        };
        let Some(player) = self.player else {
            return refused(Some(ack), self.lang.t("board-socket-not-player"));
        };
        let result = match text.parse() {
            Ok(mv) => {
                let command = PlayMove {
                    ply: Some(ply),
                    mv,
                    offering_draw: offer_draw,
                };
                play::play_move(&self.state, &self.game, player, &command)
                    .await
                    .map(drop)
            }
            Err(error) => Err(PlayError::from(error)),
        };
        match result {
            Ok(()) => json!({ "type": "ack", "ack": ack }),
            Err(error) => {
                let message = play::play_error_text(&self.lang, &error).unwrap_or_else(|| {
                    self.lang.t(match error {
                        PlayError::NotYourGame | PlayError::NoSuchGame => "board-socket-not-player",
                        _ => {
                            tracing::error!(game = %self.game, %error, "a move over the socket failed");
                            "error-internal"
                        }
                    })
                });
                refused(Some(ack), message)
            }
        }
    }

    /// Counts one message; false once the socket sent more than
    /// [`BUDGET`] in the current window.
    fn within_budget(&mut self) -> bool {
        let now = Instant::now();
        if now.duration_since(self.window_start) >= BUDGET_WINDOW {
            self.window_start = now;
            self.in_window = 0;
        }
        self.in_window += 1;
        self.in_window <= BUDGET
    }
}

fn refused(ack: Option<u32>, error: String) -> Value {
    json!({ "type": "refused", "ack": ack, "error": error })
}
