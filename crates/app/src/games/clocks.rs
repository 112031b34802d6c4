//! A game's clocks as the server reads them: the clock of the player to
//! move does not run while they are on vacation (product.md §4), unless
//! the game disallows vacation (a tournament's choice).
//!
//! Every reading of a clock — the time left on pages, in the API and in
//! emails, the time a move is charged, the stored deadline and reminder
//! (§5), the sweeper's check — goes through here, so that they all agree.
//! The arithmetic is the domain's (`redqueen_domain::vacation`).

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Clock, Color, GameStatus, OutOfTime, read_stamps};
use redqueen_domain::vacation::{self, Vacation};
use redqueen_store::{GameRow, GameToChange, Store, Tx, VacationRow};
use shakmaty::ByColor;

use super::loaded::LoadedGame;

/// Each player's vacations that stop their clock in one game.
pub type Away = ByColor<Vec<Vacation>>;

/// The players of the games in progress among `rows`, and the earliest
/// start of a turn among them: the vacations their clocks depend on are
/// those of these members that end after that instant.
fn clocks_depend_on(rows: &[GameRow]) -> (Vec<MemberId>, i64) {
    let running = rows.iter().filter(|row| row.status == GameStatus::Started);
    let since = running
        .clone()
        .map(|row| row.turn_started_at)
        .min()
        .unwrap_or(i64::MAX);
    let mut players: Vec<MemberId> = running
        .flat_map(|row| [row.white_id, row.black_id])
        .collect();
    players.sort_unstable();
    players.dedup();
    (players, since)
}

/// The vacations among `vacations` of the players of `row`; none when the
/// game disallows vacation.
fn away_in(row: &GameRow, vacations: &[VacationRow]) -> Away {
    if !row.vacation_allowed {
        return Away::default();
    }
    let of = |user_id: MemberId| {
        vacations
            .iter()
            .filter(|vacation| vacation.user_id == user_id)
            .filter_map(|vacation| vacation.vacation().ok())
            .collect()
    };
    ByColor {
        white: of(row.white_id),
        black: of(row.black_id),
    }
}

fn restore_all(rows: Vec<GameRow>, vacations: &[VacationRow]) -> anyhow::Result<Vec<LoadedGame>> {
    rows.into_iter()
        .map(|row| {
            let away = away_in(&row, vacations);
            LoadedGame::from_row(row).map(|game| LoadedGame {
                vacations: away,
                ..game
            })
        })
        .collect()
}

/// The game of a list of one.
fn the_one(mut games: Vec<LoadedGame>) -> anyhow::Result<LoadedGame> {
    games
        .pop()
        .ok_or_else(|| anyhow::anyhow!("a game was lost while restoring it"))
}

impl LoadedGame {
    /// Restores stored games with their players' vacations, in one query.
    ///
    /// # Errors
    /// The database failed, or a row the domain refuses.
    pub async fn load_all(store: &Store, rows: Vec<GameRow>) -> anyhow::Result<Vec<LoadedGame>> {
        let (players, since) = clocks_depend_on(&rows);
        let vacations = store.vacations_ending_after(&players, since).await?;
        restore_all(rows, &vacations)
    }

    /// [`LoadedGame::load_all`] for one game.
    ///
    /// # Errors
    /// The database failed, or a row the domain refuses.
    pub async fn load(store: &Store, row: GameRow) -> anyhow::Result<LoadedGame> {
        the_one(LoadedGame::load_all(store, vec![row]).await?)
    }

    /// Restores a game read to be changed, reading its players' vacations
    /// only when one may count.
    ///
    /// # Errors
    /// The database failed, or a row the domain refuses.
    pub async fn load_to_change(store: &Store, found: GameToChange) -> anyhow::Result<LoadedGame> {
        the_one(LoadedGame::load_all_to_change(store, vec![found]).await?)
    }

    /// [`LoadedGame::load_to_change`] for many games, with one query for
    /// the vacations of the players of those that have any that count
    /// (none, mostly: then no query at all).
    ///
    /// # Errors
    /// The database failed, or a row the domain refuses.
    pub async fn load_all_to_change(
        store: &Store,
        found: Vec<GameToChange>,
    ) -> anyhow::Result<Vec<LoadedGame>> {
        let away: Vec<GameRow> = found
            .iter()
            .filter(|found| found.players_away)
            .map(|found| found.row.clone())
            .collect();
        let (players, since) = clocks_depend_on(&away);
        let vacations = if players.is_empty() {
            Vec::new()
        } else {
            store.vacations_ending_after(&players, since).await?
        };
        restore_all(
            found.into_iter().map(|found| found.row).collect(),
            &vacations,
        )
    }

    /// [`LoadedGame::load_all`], inside a transaction.
    ///
    /// # Errors
    /// The database failed, or a row the domain refuses.
    pub async fn load_all_in(tx: &mut Tx, rows: Vec<GameRow>) -> anyhow::Result<Vec<LoadedGame>> {
        let (players, since) = clocks_depend_on(&rows);
        let vacations = tx.vacations_ending_after(&players, since).await?;
        restore_all(rows, &vacations)
    }

    /// [`LoadedGame::load`], inside a transaction.
    ///
    /// # Errors
    /// The database failed, or a row the domain refuses.
    pub async fn load_in(tx: &mut Tx, row: GameRow) -> anyhow::Result<LoadedGame> {
        the_one(LoadedGame::load_all_in(tx, vec![row]).await?)
    }

    /// The vacation time in the current turn up to `now`: not charged to
    /// the player to move.
    fn not_charged_ms(&self, now: i64) -> i64 {
        let away = self.vacations.get(self.clock.running);
        vacation::not_charged_ms(self.clock.turn_started_at, now, away)
    }

    /// The instant a clock is read at for `now`: a finished game's clocks
    /// stopped as it ended, so they read as they stood then, however late
    /// one looks (a game resigned with 4:52 left read 0:00 on reload, as if
    /// flagged).
    fn read_at(&self, now: i64) -> i64 {
        match self.row.finished_at {
            Some(finished) if !self.in_progress() => finished.min(now),
            _ => now,
        }
    }

    /// `color`'s time left at `now`, in ms (lichess's `wtime`/`btime`
    /// during the game): for the player to move, the time until their
    /// deadline.
    #[must_use]
    pub fn remaining_ms(&self, color: Color, now: i64) -> i64 {
        let at = self.read_at(now);
        self.clock.remaining_ms(color, at, self.not_charged_ms(at))
    }

    /// `color`'s round time left at `now`, in ms: a live clock's main
    /// figure, and after the end each clock's figure, the round time that
    /// player had left when the game ended (issue 49: a player who
    /// resigned with 4:59 of round time read the 0:59 of their move time).
    /// The same as [`LoadedGame::remaining_ms`] for a control without a
    /// move time.
    #[must_use]
    pub fn round_left_ms(&self, color: Color, now: i64) -> i64 {
        let at = self.read_at(now);
        self.clock.round_left_ms(color, at, self.not_charged_ms(at))
    }

    /// The move time the player to move has left at `now`, in ms: a live
    /// clock's second figure, which starts anew each move; `None` once
    /// the game is over and for a control without a move time.
    #[must_use]
    pub fn move_left_ms(&self, now: i64) -> Option<i64> {
        self.clock
            .move_time_left_ms(now)
            .filter(|_| self.in_progress())
    }

    /// Whether the player to move has run out of time at `now`: never
    /// while on vacation, as their clock is stopped.
    #[must_use]
    pub fn is_out_of_time(&self, now: i64) -> bool {
        let away = self.vacations.get(self.clock.running);
        let not_charged = vacation::not_charged_for_deadline(&self.clock, away);
        self.clock.is_out_of_time(now, not_charged)
    }

    /// The clock after the player to move moves at `now`: the time since
    /// the previous move, less their vacation, is charged.
    ///
    /// # Errors
    /// [`OutOfTime`] when the move comes at or after the deadline.
    pub fn after_move(&self, now: i64) -> Result<Clock, OutOfTime> {
        self.clock.after_move(now, self.not_charged_ms(now))
    }

    /// The clock as it was before the last move: a takeback's clock
    /// (live-games.md "Takebacks"), replayed from the start of the game
    /// over the instants of the moves before it (a live clock counts no
    /// vacation, so the replay is exact).
    ///
    /// # Errors
    /// A stored record whose instants do not replay (never written by
    /// this code).
    pub fn clock_before_last_move(&self) -> anyhow::Result<Clock> {
        let times = read_stamps(&self.row.move_times).collect::<Result<Vec<i64>, _>>()?;
        let before = &times[..times.len().saturating_sub(1)];
        let control = self.clock.control;
        Clock::replay(
            control,
            self.game.first_to_move(),
            self.row.created_at,
            before,
        )
        .map_err(|late| {
            anyhow::anyhow!(
                "game {}: a stored move came after its deadline: {late:?}",
                self.row.id
            )
        })
    }

    /// Stores in `row` the deadline of the player to move on `clock` (this
    /// game's clock, or the one a change gives it) and their next reminder
    /// after `now`, both including their vacations (product.md §5).
    pub fn set_deadline_and_reminder(&self, row: &mut GameRow, clock: &Clock, now: i64) {
        let away = self.vacations.get(clock.running);
        row.deadline_at = Some(clock.deadline(vacation::not_charged_for_deadline(clock, away)));
        let next = vacation::reminders(clock, away)
            .into_iter()
            .find(|reminder| reminder.at > now);
        row.reminder_at = next.map(|reminder| reminder.at);
        row.reminder_kind = next.map(|reminder| reminder.kind);
    }

    /// When the vacation `color`'s player is on at `now` ends, if they are
    /// on one that counts in this game: opponents see it (product.md §4).
    #[must_use]
    pub fn on_vacation_until(&self, color: Color, now: i64) -> Option<i64> {
        vacation::current(self.vacations.get(color), now).map(|away| away.end())
    }
}
