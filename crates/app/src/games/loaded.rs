//! A stored game turned into the domain's game and clock, and back.

use anyhow::Context;
use redqueen_domain::account::MemberId;
use redqueen_domain::game::Seats;
use std::sync::OnceLock;

use redqueen_domain::game::{
    Clock, Color, Game, GameStatus, MoveRecord, MoveStep, Outcome, StoredGame, last_stamp,
    push_stamp,
};
use redqueen_store::GameRow;

use super::clocks::Away;

/// A game read from the store, with its rules and clock restored.
#[derive(Debug, Clone)]
pub struct LoadedGame {
    pub row: GameRow,
    pub game: Game,
    pub clock: Clock,
    /// The players' vacations, which stop their clocks (`clocks.rs`).
    pub vacations: Away,
    /// The moves in SAN and the positions, made once for all who show
    /// them: every watcher of a change gets the same `LoadedGame`.
    pub(crate) record: OnceLock<MoveRecord>,
    /// The one move this version added to the one before, when that is
    /// the change it was made by here (`play/transition.rs`): what a
    /// watcher who has the version before needs of this one, without the
    /// whole record (the game's socket, docs/live-games.md).
    pub step: Option<MoveStep>,
}

impl crate::events::Versioned for LoadedGame {
    fn version(&self) -> i32 {
        self.row.version
    }
}

/// Appends `word` to a space-separated list.
fn append_word(list: &mut String, word: &str) {
    if !list.is_empty() {
        list.push(' ');
    }
    list.push_str(word);
}

/// Keeps the first `n` words of a space-separated list.
fn truncate_words(list: &mut String, n: usize) {
    let end = list
        .match_indices(' ')
        .nth(n.saturating_sub(1))
        .map_or(list.len(), |(at, _)| at);
    list.truncate(if n == 0 { 0 } else { end });
}

impl LoadedGame {
    /// Restores a stored game without replaying it, and without the
    /// players' vacations: for what shows no clock. [`LoadedGame::load`]
    /// restores them too.
    ///
    /// # Errors
    /// A row the domain refuses (never written by this code).
    pub fn from_row(row: GameRow) -> anyhow::Result<Self> {
        let outcome = row.end_reason.map(|reason| Outcome {
            winner: row.winner,
            reason,
        });
        let stored = StoredGame {
            origin: row.origin,
            initial_fen: row.initial_fen.clone(),
            moves: row.moves.clone(),
            fen: row.fen.clone(),
            draw_offer: row.draw_offer,
            deletion_request: row.deletion_request,
            outcome,
            live: row.live,
        };
        let game = Game::restore(&stored).with_context(|| format!("restoring game {}", row.id))?;
        let clock = Clock {
            control: row.time_control,
            white_ms: row.white_ms,
            black_ms: row.black_ms,
            running: game.turn(),
            turn_started_at: row.turn_started_at,
        };
        Ok(Self {
            row,
            game,
            clock,
            vacations: Away::default(),
            record: OnceLock::new(),
            step: None,
        })
    }

    /// The moves in SAN and every position's FEN ([`Game::record`]),
    /// replayed the first time they are asked for; empty for a record the
    /// rules refuse (never written by this code).
    pub fn record(&self) -> &MoveRecord {
        self.record
            .get_or_init(|| self.game.record().unwrap_or_default())
    }

    /// A copy to change: the same game without what was made for its
    /// watchers (the record, the step), which a change makes anew.
    #[must_use]
    pub fn to_change(&self) -> Self {
        Self {
            row: self.row.clone(),
            game: self.game.clone(),
            clock: self.clock,
            vacations: self.vacations.clone(),
            record: OnceLock::new(),
            step: None,
        }
    }

    /// The colour `user_id` plays, if they play.
    #[must_use]
    pub fn color_of(&self, user_id: MemberId) -> Option<Color> {
        self.row.color_of(user_id)
    }

    /// The player of `color`.
    #[must_use]
    pub fn player(&self, color: Color) -> MemberId {
        self.row.player(color)
    }

    /// Whether the game is still being played.
    #[must_use]
    pub fn in_progress(&self) -> bool {
        self.row.status == GameStatus::Started
    }

    /// The row to save after a change to `game` and `clock` at `now`;
    /// `moved_at` is given when the change added moves (each stamped).
    #[must_use]
    pub fn next_row(&self, game: &Game, clock: Clock, now: i64) -> GameRow {
        let mut row = self.row.clone();
        // Moves are added, or a live game's last move is taken back: the
        // stored record grows or shrinks at its end, without rebuilding
        // the whole of it on every move.
        let kept = game.move_count();
        if kept < self.game.move_count() {
            truncate_words(&mut row.moves, kept);
            truncate_words(&mut row.move_times, kept);
            // `last_move_at` stays the last stamp's instant, which the
            // next move's stamp is a difference from (`stamps.rs`).
            row.last_move_at = last_stamp(&row.move_times);
        }
        for uci in game.moves_after(self.game.move_count().min(kept)) {
            append_word(&mut row.moves, &uci);
            push_stamp(&mut row.move_times, now, row.last_move_at);
            row.last_move_at = Some(now);
        }
        row.ply = i32::try_from(game.ply()).unwrap_or(i32::MAX);
        row.version += 1;
        row.fen = game.fen();
        row.draw_offer = game.draw_offer();
        row.deletion_request = game.deletion_request();
        row.live = game.live();
        row.white_ms = clock.white_ms;
        row.black_ms = clock.black_ms;
        row.turn_started_at = clock.turn_started_at;
        match game.outcome() {
            Some(outcome) => {
                // Named once, as it ends: what the profiles count.
                let opening = game.opening().map(|(opening, _)| opening);
                row.opening_eco = opening.map(|o| o.eco.to_owned());
                row.opening_name = opening.map(|o| o.name.to_owned());
                row.status = GameStatus::Finished;
                row.winner = outcome.winner;
                row.end_reason = Some(outcome.reason);
                row.finished_at = Some(now);
                row.notify_at = None;
                row.deadline_at = None;
                row.reminder_at = None;
                row.reminder_kind = None;
            }
            None => {
                self.set_deadline_and_reminder(&mut row, &clock, now);
                // An unanswered request to quit ends the game at its own
                // deadline (live-games.md "Quitting early").
                if let Some(quit) = game.quit_deadline(&clock) {
                    row.deadline_at = row.deadline_at.map(|at| at.min(quit));
                }
            }
        }
        row
    }
}
