//! What a live game keeps beyond a correspondence game (live-games.md):
//! the draw requests and takebacks each player has made, a standing
//! takeback offer and a standing request to quit; and which of the live
//! rules a game follows, by where it comes from.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::state::{Game, Origin};

/// A live game's state beyond the position and the offers every game has.
/// Stored with the game ([`super::StoredGame::live`]); every field
/// defaults, so a live game stored before a field existed restores with
/// nothing used.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LivePlay {
    /// Draws each player has requested (live-games.md: at most
    /// [`LivePlay::DRAW_REQUESTS_MAX`]); accepting an offer is not a
    /// request.
    #[serde(default)]
    pub draw_requests: PerPlayer,
    /// Moves each player has taken back by right, against the allowance of
    /// the time control ([`super::LiveControl::takebacks`]).
    #[serde(default)]
    pub takebacks: PerPlayer,
    /// The player offering to take back their last move, when their
    /// allowance is used up (live-games.md decision: by mutual request).
    #[serde(default, with = "super::serde_color::option")]
    pub takeback_offer: Option<Color>,
    /// A standing request to quit (live-games.md "Quitting early").
    #[serde(default)]
    pub quit_request: Option<QuitRequest>,
    /// Once the game ended without a result, the player it is told by
    /// (issue 49: both sides read the same "no result"): who aborted, who
    /// asked to quit (and was let go), whose time ran out before ply 10.
    #[serde(default, with = "super::serde_color::option")]
    pub no_result_by: Option<Color>,
}

/// A number for each player.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerPlayer {
    /// White's.
    #[serde(default)]
    pub white: u8,
    /// Black's.
    #[serde(default)]
    pub black: u8,
}

impl PerPlayer {
    /// `color`'s number.
    #[must_use]
    pub const fn of(self, color: Color) -> u8 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// One more for `color`.
    #[must_use]
    pub const fn plus_one(self, color: Color) -> PerPlayer {
        match color {
            Color::White => PerPlayer {
                white: self.white.saturating_add(1),
                ..self
            },
            Color::Black => PerPlayer {
                black: self.black.saturating_add(1),
                ..self
            },
        }
    }
}

/// A player's request to leave the game early (live-games.md "Quitting
/// early"). It stands until the opponent answers, or the move time has
/// passed since it was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuitRequest {
    /// Who asks to quit.
    #[serde(with = "super::serde_color")]
    pub by: Color,
    /// When they asked, Unix ms.
    pub at: i64,
}

impl LivePlay {
    /// Resigning is allowed from this many plies on: 10 moves by each
    /// player (seed 001).
    pub const RESIGN_FROM_PLY: u32 = 20;
    /// Draws may be requested from this many plies on: 10 moves by each
    /// player (seed 001).
    pub const DRAW_REQUESTS_FROM_PLY: u32 = 20;
    /// The most draws each player may request in a game (seed 001: "3
    /// times per match"; live-games.md decision: per player).
    pub const DRAW_REQUESTS_MAX: u8 = 3;
    /// Running out of time has a result from this many plies on: 5 moves by
    /// each player (seed 001); before, a stand-alone game ends with no
    /// result.
    pub const RESULT_ON_TIME_FROM_PLY: u32 = 10;

    /// The state once the game is over: nothing stands any more.
    pub(super) const fn without_requests(self) -> LivePlay {
        LivePlay {
            takeback_offer: None,
            quit_request: None,
            ..self
        }
    }

    /// The state after a takeback: the offer, answered or not, is gone.
    pub(super) const fn without_takeback_offer(self) -> LivePlay {
        LivePlay {
            takeback_offer: None,
            ..self
        }
    }
}

/// Which of live-games.md's rules a live game follows, by its origin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LiveContext {
    /// A challenge or an open game: every rule of live-games.md.
    StandAlone,
    /// A tournament game, or a club match's: always an outcome (no result
    /// on time, no quit requests), but the resign and draw-request limits
    /// apply.
    Tournament,
    /// A club game: the rules of chess only (clubs-and-ladder.md): no
    /// limits, no quit requests, no takebacks.
    Club,
}

impl LiveContext {
    const fn of(origin: Origin) -> LiveContext {
        match origin {
            Origin::Challenge | Origin::OpenGame => LiveContext::StandAlone,
            Origin::Tournament | Origin::ClubMatch => LiveContext::Tournament,
            Origin::Club => LiveContext::Club,
        }
    }

    /// Resigning and requesting draws wait for 20 plies, and draw requests
    /// are counted.
    pub(super) const fn limits_resign_and_draw_requests(self) -> bool {
        matches!(self, LiveContext::StandAlone | LiveContext::Tournament)
    }

    /// A player may ask to quit, and running out of time early ends the
    /// game with no result: only games that need not get an outcome.
    pub(super) const fn may_end_without_result(self) -> bool {
        matches!(self, LiveContext::StandAlone)
    }
}

impl Game {
    /// The live rules this game follows; `None` for a correspondence game.
    pub(super) fn live_context(&self) -> Option<LiveContext> {
        self.live.map(|_| LiveContext::of(self.origin))
    }

    /// True for the games that move gems when they end
    /// ([`Origin::settles_gems`]).
    #[must_use]
    pub fn settles_gems(&self) -> bool {
        self.origin.settles_gems(self.live.is_some())
    }

    /// True when the live limits on resigning and draw requests apply.
    pub(super) fn limits_resign_and_draw_requests(&self) -> bool {
        self.live_context()
            .is_some_and(LiveContext::limits_resign_and_draw_requests)
    }
}
