//! What the interactive board reads: the game's state as JSON (legal
//! destinations computed here, so the browser needs no chess library), and
//! an NDJSON stream of the same on every change, for live updates.
//!
//! Every message carries each side's round time left at the instant it
//! was made (`LoadedGame::round_left_ms`), and for a live game the move
//! time and how much of it is left: the page counts down from these figures,
//! which need no agreement between the browser's clock and the server's.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use redqueen_domain::Named;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, MoveStep, Square};
use serde::{Serialize, Serializer};

use super::feed::{BoardFeed, Next, Reader};
use crate::games::LoadedGame;
use crate::http::api::ndjson::ndjson;
use crate::http::errors::PageError;
use crate::http::{ClientAddress, PageCtx, ids};
use crate::i18n::Lang;
use crate::play::{self, BoardView};
use crate::records::UserRow;
use crate::state::AppState;

/// The board's view of a game for `viewer` (a player or a spectator):
/// with the whole record, `{"type": "state", ...}`; or, for a watcher who
/// has the version before, which `step` turned into this one,
/// `{"type": "move", "move": {"san", "fen"}, ...}` in place of the whole
/// record, which grows with the game (docs/live-games.md: the page adds
/// the move to the record it has).
///
/// A typed message written straight to its JSON text, borrowing the
/// game: every live move makes one for each socket on the game, and a
/// `serde_json::Value` built first cost a map and a string for every
/// field (docs/benchmarks.md, issue 35).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardMessage<'a> {
    #[serde(rename = "type")]
    kind: Kind,
    id: &'a str,
    version: i32,
    fen: &'a str,
    ply: u32,
    turn: &'static str,
    my_color: Option<&'static str>,
    /// The player to move's legal destinations, by origin square; empty
    /// for everyone else.
    dests: Dests,
    last_move: Option<[String; 2]>,
    check: bool,
    in_progress: bool,
    status: String,
    draw_offer: Option<&'static str>,
    claimable: bool,
    /// A move may carry a draw offer while the player may make one.
    may_offer_draw: bool,
    takeback_offer: Option<&'static str>,
    quit_request: Option<&'static str>,
    clocks: Clocks,
    end: Option<End>,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    step: Option<Step<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    san: Option<&'a [String]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fens: Option<&'a [String]>,
    /// A player's panel of actions on the game page (`feed.rs`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub panel: Option<String>,
}

impl BoardMessage<'_> {
    /// The message as JSON text. Writing it cannot fail (every map's key
    /// is a string); were it to, the error is logged and the page gets an
    /// empty object, which it ignores.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|error| {
            tracing::error!(%error, game = self.id, "a board message could not be written");
            String::from("{}")
        })
    }
}

/// A whole state, or one move added to the state before.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "lowercase")]
enum Kind {
    State,
    Move,
}

/// The destinations as the board reads them, `{"e2": ["e3", "e4"], ...}`.
#[derive(Debug)]
struct Dests(BTreeMap<Square, Vec<Square>>);

impl Serialize for Dests {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(from, to)| {
            (
                Name(*from),
                to.iter().copied().map(Name).collect::<Vec<_>>(),
            )
        }))
    }
}

/// A square by its name, written as it is serialized.
#[derive(Debug)]
struct Name(Square);

impl Serialize for Name {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

/// The move a `move` message adds to the record the page has.
#[derive(Debug, Serialize)]
struct Step<'a> {
    san: &'a str,
    fen: &'a str,
}

/// Builds the board's message described at [`BoardMessage`].
#[must_use]
pub fn board_message<'a>(
    lang: &Lang,
    loaded: &'a LoadedGame,
    white: &UserRow,
    black: &UserRow,
    viewer: Option<MemberId>,
    now: i64,
    step: Option<&'a MoveStep>,
) -> BoardMessage<'a> {
    let game = &loaded.game;
    let me = viewer.and_then(|v| loaded.color_of(v));
    let my_turn = loaded.in_progress() && me == Some(game.turn());
    let live = game.live();
    let record = step.is_none().then(|| loaded.record());
    BoardMessage {
        kind: if step.is_some() {
            Kind::Move
        } else {
            Kind::State
        },
        id: &loaded.row.id,
        version: loaded.row.version,
        fen: &loaded.row.fen,
        ply: game.ply(),
        turn: game.turn().as_str(),
        my_color: me.map(Named::as_str),
        dests: Dests(if my_turn {
            game.dests()
        } else {
            BTreeMap::new()
        }),
        last_move: game
            .last_move()
            .map(|uci| [uci[0..2].to_owned(), uci[2..4].to_owned()]),
        check: game.is_check(),
        in_progress: loaded.in_progress(),
        status: status(lang, loaded, white, black, viewer),
        draw_offer: loaded.row.draw_offer.map(Named::as_str),
        claimable: me.is_some_and(|c| loaded.in_progress() && game.claimable_draw(c).is_some()),
        may_offer_draw: me
            .is_some_and(|c| game.draw_offer().is_none() && game.may_offer_draw_with_move(c)),
        takeback_offer: live.and_then(|l| l.takeback_offer).map(Named::as_str),
        quit_request: live.and_then(|l| l.quit_request).map(|r| r.by.as_str()),
        clocks: clocks(loaded, now),
        end: end(loaded),
        step: step.map(|step| Step {
            san: &step.san,
            fen: &step.fen,
        }),
        san: record.map(|r| r.san.as_slice()),
        fens: record.map(|r| r.fens.as_slice()),
        panel: None,
    }
}

/// The game's status line for `viewer`: whose move it is ("Your move"
/// to the player to move), or how it ended.
#[must_use]
pub fn status(
    lang: &Lang,
    loaded: &LoadedGame,
    white: &UserRow,
    black: &UserRow,
    viewer: Option<MemberId>,
) -> String {
    if !loaded.in_progress() {
        return crate::notices::describe_outcome(lang, &loaded.row, white, black, viewer);
    }
    let turn = loaded.game.turn();
    let me = viewer.and_then(|v| loaded.color_of(v));
    if me.is_some() && quit_asked_of(loaded) == me {
        return lang.t("game-status-quit-asked");
    }
    if me == Some(turn) {
        return lang.t("game-your-turn");
    }
    let to_move = if turn == Color::White { white } else { black };
    lang.t_with(
        "game-to-move",
        &[("username", to_move.username.as_str().into())],
    )
}

/// The player asked by their opponent to let them quit, if any: the
/// request has a deadline, so the line above the board says it (on a
/// phone the answer is below the fold).
#[must_use]
pub fn quit_asked_of(loaded: &LoadedGame) -> Option<Color> {
    let request = loaded.game.live()?.quit_request?;
    loaded.in_progress().then_some(!request.by)
}

/// The clocks at `now`: each side's round time left (after the end, what
/// it was when the game ended), the side whose clock runs, and in a live
/// game the move time and what the side to move has left of it
/// (live-games.md: out of time when either runs out; issue 49: both
/// shown).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Clocks {
    white: i64,
    black: i64,
    running: Option<&'static str>,
    move_ms: Option<i64>,
    move_left_ms: Option<i64>,
}

fn clocks(loaded: &LoadedGame, now: i64) -> Clocks {
    let running = loaded.in_progress().then(|| loaded.game.turn());
    Clocks {
        white: loaded.round_left_ms(Color::White, now),
        black: loaded.round_left_ms(Color::Black, now),
        running: running.map(Named::as_str),
        move_ms: loaded.clock.control.move_time_ms(),
        move_left_ms: loaded.move_left_ms(now),
    }
}

/// How a finished game ended, for the game-over panel: the reason by its
/// product name, the winner, and what it did to each rating; `null` while
/// the game goes on.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct End {
    reason: &'static str,
    winner: Option<&'static str>,
    rating_diff: BySide<i32>,
    gems: BySide<i64>,
}

#[derive(Debug, Serialize)]
struct BySide<T> {
    white: Option<T>,
    black: Option<T>,
}

fn end(loaded: &LoadedGame) -> Option<End> {
    let row = &loaded.row;
    let reason = row.end_reason.filter(|_| !loaded.in_progress())?;
    Some(End {
        reason: reason.as_str(),
        winner: row.winner.map(Named::as_str),
        rating_diff: BySide {
            white: row.white_rating_diff,
            black: row.black_rating_diff,
        },
        gems: BySide {
            white: row.white_gems,
            black: row.black_gems,
        },
    })
}

/// `GET /{id}/state`.
pub async fn state(
    State(state): State<AppState>,
    ctx: PageCtx,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    let viewer = ctx.viewer.as_ref().map(|v| v.id);
    let BoardView { game, white, black } = play::board_view(&state, &ids::game_page(&id)?, viewer)
        .await?
        .ok_or(PageError::NotFound)?;
    let message = board_message(&ctx.lang, &game, &white, &black, viewer, state.now(), None);
    Ok(Json(message).into_response())
}

/// `GET /{id}/events`: the board's messages ([`BoardFeed`]) as NDJSON,
/// with a bare newline as keep-alive. The browser board follows the
/// WebSocket (`socket.rs`); this stream stays for clients that read lines.
pub async fn events(
    State(state): State<AppState>,
    ctx: PageCtx,
    client: ClientAddress,
    Path(id): Path<String>,
) -> Result<Response, PageError> {
    super::count_stream(&state, &ctx, client).await?;
    let open = state.metrics.open_stream();
    let mut feed = BoardFeed::open(state, &ctx, &ids::game_page(&id)?, Reader::Lines).await?;
    Ok(ndjson(open, move |lines| async move {
        loop {
            let alive = match feed.next().await {
                Next::Message(mut message) => {
                    message.push('\n');
                    lines.send_text(message).await
                }
                Next::KeepAlive => lines.keep_alive().await,
                Next::End => false,
            };
            if !alive {
                return;
            }
        }
    }))
}

#[cfg(test)]
mod tests {
    use redqueen_domain::game::{Game, Origin};

    use super::Dests;

    #[test]
    fn the_destinations_are_written_by_square_name() {
        let game = Game::new(Origin::Challenge, None).unwrap();
        let text = serde_json::to_value(Dests(game.dests())).unwrap();

        assert_eq!(text["g1"], serde_json::json!(["f3", "h3"]));
        assert_eq!(text["e2"], serde_json::json!(["e3", "e4"]));
        assert_eq!(text.as_object().unwrap().len(), 10);
    }
}
