//! The server's clock of one game (product.md §3, §5; live-games.md): each
//! player's time, the deadline of the player to move, and the reminders.
//! One engine serves every kind of control (architecture.md): it asks the
//! control only for the bank at the start, the increment, the cap and the
//! move time.
//!
//! Every function that looks at elapsed time takes `not_charged_ms`, time
//! within the current turn that does not count against the player (their
//! vacation, product.md §4). Callers without such time pass 0. Vacation is
//! for correspondence only: the clock of any other control ignores
//! `not_charged_ms`, so a live clock cannot be stopped by mistake.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::time_control::{DAY_MS, TimeControl};
use crate::name::named;

/// The clock state the server stores with a game in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// The agreed time control.
    pub control: TimeControl,
    /// White's time at the start of White's current or next turn, in ms.
    pub white_ms: i64,
    /// Black's time at the start of Black's current or next turn, in ms.
    pub black_ms: i64,
    /// The player whose clock runs: the player to move.
    #[serde(with = "super::serde_color")]
    pub running: Color,
    /// When the running clock started (the previous move, or the start of
    /// the game), Unix ms.
    pub turn_started_at: i64,
}

/// A move came after the mover's deadline: the game is lost on time
/// ([`super::Game::time_out`]) and the move is not played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the time to move ran out at {deadline} (Unix ms)")]
pub struct OutOfTime {
    /// The deadline that passed, Unix ms.
    pub deadline: i64,
}

/// A reminder due to the player to move (product.md §5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reminder {
    /// When it is due, Unix ms.
    pub at: i64,
    /// Which reminder.
    pub kind: ReminderKind,
}

/// The reminders of product.md §5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReminderKind {
    /// 80% of the time the player had for this move is used.
    MostTimeUsed,
    /// 24 hours are left (controls of 3 days or more).
    OneDayLeft,
}

named!("reminder kind", ReminderKind {
    MostTimeUsed => "most_time_used",
    OneDayLeft => "one_day_left",
});

impl Clock {
    /// The clock of a game that starts at `started_at` with `first_to_move`
    /// to move (White, unless a custom position says otherwise). The first
    /// player's clock runs from the start of the game.
    #[must_use]
    pub const fn start(control: TimeControl, first_to_move: Color, started_at: i64) -> Clock {
        Clock {
            control,
            white_ms: control.initial_ms(),
            black_ms: control.initial_ms(),
            running: first_to_move,
            turn_started_at: started_at,
        }
    }

    /// The clock after moves made at `move_times` (Unix ms, in order) in a
    /// game that started at `started_at` with `first_to_move` to move: the
    /// clock is a fold of [`Clock::after_move`] over the instants of the
    /// moves. Exact for every clock that vacation does not stop (live
    /// clocks always; correspondence without vacation). A takeback's clock
    /// is the fold over the instants before the taken-back move
    /// ([`super::Game::take_back`]).
    ///
    /// # Errors
    ///
    /// [`OutOfTime`] when a move came at or after its deadline.
    pub fn replay(
        control: TimeControl,
        first_to_move: Color,
        started_at: i64,
        move_times: &[i64],
    ) -> Result<Clock, OutOfTime> {
        move_times.iter().try_fold(
            Clock::start(control, first_to_move, started_at),
            |clock, at| clock.after_move(*at, 0),
        )
    }

    /// `color`'s time at the start of their current or next turn, in ms: a
    /// live game's round time left.
    #[must_use]
    pub const fn bank_ms(&self, color: Color) -> i64 {
        match color {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        }
    }

    /// The time not charged that this clock counts: all of it for a
    /// correspondence control, none for any other.
    const fn counted_not_charged_ms(&self, not_charged_ms: i64) -> i64 {
        if self.control.is_correspondence() {
            not_charged_ms
        } else {
            0
        }
    }

    /// The time the player to move had for this turn when it started, in
    /// ms: their bank, or in a live game the smaller of their round time
    /// left and the move time (live-games.md: out of time when either runs
    /// out).
    #[must_use]
    pub const fn available_ms(&self) -> i64 {
        let bank = self.bank_ms(self.running);
        match self.control.move_time_ms() {
            Some(move_time) if move_time < bank => move_time,
            _ => bank,
        }
    }

    /// The time charged to the player to move at `now`: the time since the
    /// previous move, less the time not charged.
    #[must_use]
    pub fn charged_ms(&self, now: i64, not_charged_ms: i64) -> i64 {
        (now - self.turn_started_at - self.counted_not_charged_ms(not_charged_ms)).max(0)
    }

    /// `color`'s time left at `now`, in ms: lichess's `wtime`/`btime`
    /// (`secondsLeft` is this divided by 1000). For the player to move, the
    /// time until their deadline: in a live game the smaller of their round
    /// time left and their move time left, so that clients never lose on
    /// the move limit unawares (live-games.md); for the other player, their
    /// bank.
    #[must_use]
    pub fn remaining_ms(&self, color: Color, now: i64, not_charged_ms: i64) -> i64 {
        if color == self.running {
            (self.available_ms() - self.charged_ms(now, not_charged_ms)).max(0)
        } else {
            self.bank_ms(color)
        }
    }

    /// `color`'s round time left at `now`, in ms: the main figure of a
    /// live clock (live-games.md "Round time"). For the player to move,
    /// their bank less the time charged for this turn; for the other
    /// player, their bank. Unlike [`Clock::remaining_ms`] it does not drop
    /// to the move time left: a player with 4:59 of round time who has
    /// spent 2 s of a minute's move time reads 4:57, not 0:58 (issue 49).
    #[must_use]
    pub fn round_left_ms(&self, color: Color, now: i64, not_charged_ms: i64) -> i64 {
        if color == self.running {
            (self.bank_ms(color) - self.charged_ms(now, not_charged_ms)).max(0)
        } else {
            self.bank_ms(color)
        }
    }

    /// The move time the player to move has left at `now`, in ms (a live
    /// game's move-time bar); `None` for a control without a move time.
    #[must_use]
    pub fn move_time_left_ms(&self, now: i64) -> Option<i64> {
        let move_time = self.control.move_time_ms()?;
        Some((move_time - self.charged_ms(now, 0)).max(0))
    }

    /// The instant the player to move runs out of time, Unix ms: what the
    /// server stores for the clock sweeper (product.md §5). In a live game,
    /// the turn's start plus the smaller of the round time left and the
    /// move time.
    #[must_use]
    pub const fn deadline(&self, not_charged_ms: i64) -> i64 {
        self.turn_started_at + self.counted_not_charged_ms(not_charged_ms) + self.available_ms()
    }

    /// True once the deadline has come.
    #[must_use]
    pub const fn is_out_of_time(&self, now: i64, not_charged_ms: i64) -> bool {
        now >= self.deadline(not_charged_ms)
    }

    /// The clock after the player to move moves at `now`: the time since the
    /// previous move is charged, and the opponent's clock starts
    /// (live-games.md: "when the previous move is accepted"). Per move, the
    /// opponent has the full allowance; otherwise the mover's bank shrinks
    /// by the time charged, then grows by the increment (Fischer days, a
    /// live game's extra time) up to the cap, if any.
    ///
    /// # Errors
    ///
    /// [`OutOfTime`] when the move comes at or after the deadline.
    pub fn after_move(&self, now: i64, not_charged_ms: i64) -> Result<Clock, OutOfTime> {
        if self.is_out_of_time(now, not_charged_ms) {
            return Err(OutOfTime {
                deadline: self.deadline(not_charged_ms),
            });
        }
        let left = self.bank_ms(self.running) - self.charged_ms(now, not_charged_ms);
        let mover_bank = match self.control {
            TimeControl::PerMove { .. } => self.control.initial_ms(),
            TimeControl::PerGame { .. }
            | TimeControl::Fischer { .. }
            | TimeControl::Live(_)
            | TimeControl::Club { .. } => {
                let grown = left + self.control.increment_ms();
                self.control
                    .bank_cap_ms()
                    .map_or(grown, |cap| grown.min(cap))
            }
        };
        let mut next = Clock {
            running: !self.running,
            turn_started_at: now,
            ..*self
        };
        match self.running {
            Color::White => next.white_ms = mover_bank,
            Color::Black => next.black_ms = mover_bank,
        }
        Ok(next)
    }

    /// The reminders of the current turn, earliest first (product.md §5):
    /// when 80% of the time the player had at the start of the turn is used,
    /// and, for controls of 3 days or more, when 24 hours are left. A
    /// threshold already behind at the start of the turn is not reminded.
    /// Reminders are for correspondence: none for a live game.
    #[must_use]
    pub fn reminders(&self, not_charged_ms: i64) -> Vec<Reminder> {
        if !self.control.is_correspondence() {
            return Vec::new();
        }
        let available = self.bank_ms(self.running);
        let deadline = self.deadline(not_charged_ms);
        let mut reminders = vec![Reminder {
            at: deadline - available / 5,
            kind: ReminderKind::MostTimeUsed,
        }];
        if self.control.initial_ms() >= 3 * DAY_MS && available > DAY_MS {
            reminders.push(Reminder {
                at: deadline - DAY_MS,
                kind: ReminderKind::OneDayLeft,
            });
        }
        reminders.sort_by_key(|reminder| reminder.at);
        reminders
    }
}
