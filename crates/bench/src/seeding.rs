//! Builds a big database quickly: members, then games between random
//! pairs cut from a [`Corpus`] of random legal games, written by the
//! store's bulk inserts while another thread makes the next rows.
//!
//! Every game is one the server could have written: legal moves, the FEN
//! after them, a stamp per move, `3d/move` clocks, and for games in
//! progress the deadline and next reminder the reminders job leaves
//! (the first reminder after now; none once the deadline has passed).

use redqueen_domain::time::{DAY_MS, HOUR_MS, MINUTE_MS};
use std::sync::Arc;
use std::thread;
use std::time::Instant;

use anyhow::{Context, ensure};
use rand::distr::Alphanumeric;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use redqueen_app::accounts::hash_password;
use redqueen_app::games::LoadedGame;
use redqueen_domain::account::{MemberId, NewPassword};
use redqueen_domain::game::{
    Clock, Color, EndReason, Game, GameStatus, MoveDays, Origin, Outcome, ReminderKind,
    TimeControl, push_stamp,
};
use redqueen_store::{GameRow, NewAccount, Store};
use tokio::sync::mpsc;

use crate::records::{Corpus, Record};

/// Every seeded game's time control.
pub const TIME_CONTROL: TimeControl = TimeControl::PerMove {
    days: MoveDays::Three,
};
/// The password of every seeded member (`member0` ... `memberN`).
pub const MEMBER_PASSWORD: &str = "bench password";

/// The time for each move under [`TIME_CONTROL`].
const MOVE_MS: i64 = 3 * DAY_MS;

/// Finished games have 20 to 120 plies, games in progress 0 to 80.
const FINISHED_PLIES: (usize, usize) = (20, 120);
const IN_PROGRESS_MAX_PLIES: usize = 80;
/// Random games the rows are cut from.
const CORPUS_GAMES: usize = 500;
/// Rows per transaction.
const COMMIT_EVERY: usize = 50_000;
/// Rows the generating thread hands over at once.
const CHUNK: usize = 5_000;
/// Game ids kept for the checks, spread over the database.
const SAMPLE: usize = 1_000;
/// Game ids are 8 letters and digits, as the server makes them.
const ID_SPACE: u64 = 62_u64.pow(8);

/// What to seed.
#[derive(Debug, Clone, Copy)]
pub struct Plan {
    pub games: usize,
    /// Games still being played; the rest are finished.
    pub in_progress: usize,
    /// Games in progress whose deadline has passed.
    pub expired: usize,
    pub members: usize,
    pub seed: u64,
}

/// What was seeded, and how fast.
#[derive(Debug, Clone)]
pub struct Seeded {
    pub members: Vec<MemberId>,
    pub members_seconds: f64,
    pub games: usize,
    pub games_seconds: f64,
    /// Ids of about [`SAMPLE`] games spread over the database.
    pub sample: Vec<String>,
    /// The instant the clocks were set against, Unix ms.
    pub now: i64,
}

/// Seeds `plan` into the migrated, empty database `store`, with clocks
/// set against `now` (Unix ms). Prints a line of progress per commit.
///
/// # Errors
/// A database that already holds games, or a failed write.
pub async fn seed(store: &Store, plan: &Plan, now: i64) -> anyhow::Result<Seeded> {
    ensure!(
        store.game_census().await?.is_empty(),
        "the database already holds games: give an empty one"
    );
    ensure!(plan.members >= 2, "games need at least 2 members");
    ensure!(
        plan.in_progress <= plan.games && plan.expired <= plan.in_progress,
        "expired games must be in progress, and games in progress among the games"
    );
    let mut rng = StdRng::seed_from_u64(plan.seed);
    let started = Instant::now();
    let members = seed_members(store, plan.members, now, &mut rng).await?;
    let members_seconds = started.elapsed().as_secs_f64();

    let corpus = Corpus::generate(&mut rng, CORPUS_GAMES, FINISHED_PLIES.0, FINISHED_PLIES.1)?;
    let started = Instant::now();
    let (sender, mut receiver) = mpsc::channel::<anyhow::Result<Vec<GameRow>>>(4);
    let mut maker = GameMaker::new(plan, corpus, members.clone(), now, rng)?;
    // Making rows (string work) runs beside writing them (database work).
    let producer = thread::spawn(move || {
        while !maker.done() {
            if sender.blocking_send(maker.chunk(CHUNK)).is_err() {
                return;
            }
        }
    });
    let sample_every = (plan.games / SAMPLE).max(1);
    let mut sample = Vec::with_capacity(SAMPLE + 1);
    let mut written = 0;
    let mut tx = store.begin().await?;
    let mut uncommitted = 0;
    while let Some(chunk) = receiver.recv().await {
        let chunk = chunk?;
        tx.insert_games(&chunk).await?;
        for (n, row) in (written..).zip(&chunk) {
            if n % sample_every == 0 {
                sample.push(row.id.clone());
            }
        }
        written += chunk.len();
        uncommitted += chunk.len();
        if uncommitted >= COMMIT_EVERY {
            tx.commit().await?;
            tx = store.begin().await?;
            uncommitted = 0;
            let seconds = started.elapsed().as_secs_f64();
            eprintln!(
                "  {written} games in {seconds:.1} s ({:.0} rows/s)",
                written as f64 / seconds
            );
        }
    }
    tx.commit().await?;
    producer
        .join()
        .map_err(|_| anyhow::anyhow!("the thread making games panicked"))?;
    ensure!(written == plan.games, "only {written} games were made");
    Ok(Seeded {
        members,
        members_seconds,
        games: written,
        games_seconds: started.elapsed().as_secs_f64(),
        sample,
        now,
    })
}

/// Stores `count` verified members sharing one password hash (hashing
/// is slow on purpose), registered over the last two years.
async fn seed_members(
    store: &Store,
    count: usize,
    now: i64,
    rng: &mut StdRng,
) -> anyhow::Result<Vec<MemberId>> {
    let hash = hash_password(&NewPassword::parse(MEMBER_PASSWORD)?).await?;
    let names: Vec<(String, String, i64)> = (0..count)
        .map(|n| {
            let name = format!("member{n}");
            let email = format!("{name}@bench.invalid");
            (name, email, now - rng.random_range(0..730 * DAY_MS))
        })
        .collect();
    let mut ids = Vec::with_capacity(count);
    for chunk in names.chunks(COMMIT_EVERY) {
        let accounts: Vec<NewAccount<'_>> = chunk
            .iter()
            .map(|(name, email, joined)| NewAccount {
                username: name,
                username_key: name,
                email,
                email_key: email,
                password_hash: &hash,
                email_verified: true,
                is_admin: false,
                language: None,
                starting_gems: 100,
                now: *joined,
            })
            .collect();
        let mut tx = store.begin().await?;
        ids.extend(tx.insert_users(&accounts).await?);
        tx.commit().await?;
    }
    Ok(ids)
}

/// A game's players: white, black.
pub type Players = (MemberId, MemberId);

/// Makes the rows, in the order of their ids.
struct GameMaker {
    rng: StdRng,
    corpus: Arc<Corpus>,
    members: Vec<MemberId>,
    now: i64,
    next: usize,
    games: usize,
    in_progress_left: usize,
    expired_left: usize,
    /// Ids are spread evenly over the id space and increase with `next`,
    /// so every insert appends to the primary key's index.
    id_step: u64,
}

impl GameMaker {
    fn new(
        plan: &Plan,
        corpus: Corpus,
        members: Vec<MemberId>,
        now: i64,
        rng: StdRng,
    ) -> anyhow::Result<Self> {
        Ok(Self {
            rng,
            corpus: Arc::new(corpus),
            members,
            now,
            next: 0,
            games: plan.games,
            in_progress_left: plan.in_progress,
            expired_left: plan.expired,
            id_step: ID_SPACE / u64::try_from(plan.games.max(1))?,
        })
    }

    fn done(&self) -> bool {
        self.next >= self.games
    }

    fn chunk(&mut self, size: usize) -> anyhow::Result<Vec<GameRow>> {
        let end = (self.next + size).min(self.games);
        let mut rows = Vec::with_capacity(end - self.next);
        while self.next < end {
            rows.push(self.game()?);
            self.next += 1;
        }
        Ok(rows)
    }

    /// The next game. Which games are in progress, and which of those
    /// expired, is drawn so that the counts come out exact.
    fn game(&mut self) -> anyhow::Result<GameRow> {
        let left = self.games - self.next;
        let in_progress = self.rng.random_range(0..left) < self.in_progress_left;
        let id = self.id();
        let white = self.member();
        let mut black = self.member();
        while black == white {
            black = self.member();
        }
        let corpus = Arc::clone(&self.corpus);
        let record = corpus.pick(&mut self.rng);
        let mut row = if in_progress {
            let expired = self.rng.random_range(0..self.in_progress_left) < self.expired_left;
            self.in_progress_left -= 1;
            if expired {
                self.expired_left -= 1;
            }
            self.in_progress(record, expired, (white, black))
        } else {
            self.finished(record, (white, black))?
        };
        row.id = id;
        Ok(row)
    }

    fn id(&mut self) -> String {
        let n = u64::try_from(self.next).unwrap_or(u64::MAX);
        let mut value = n * self.id_step + self.rng.random_range(0..self.id_step.max(1));
        let mut id = [b'0'; 8];
        for place in id.iter_mut().rev() {
            *place = DIGITS[usize::try_from(value % 62).unwrap_or(0)];
            value /= 62;
        }
        String::from_utf8_lossy(&id).into_owned()
    }

    fn member(&mut self) -> MemberId {
        self.members[self.rng.random_range(0..self.members.len())]
    }

    /// The game cut at a random ply, its player to move thinking since a
    /// moment within the last 90% of their time (or past their deadline).
    fn in_progress(&mut self, record: &Record, expired: bool, players: Players) -> GameRow {
        let ply = self
            .rng
            .random_range(0..=record.last_open_ply().min(IN_PROGRESS_MAX_PLIES));
        let turn_started_at = if expired {
            self.now - MOVE_MS - self.rng.random_range(MINUTE_MS..2 * DAY_MS)
        } else {
            self.now - self.rng.random_range(0..MOVE_MS * 9 / 10)
        };
        in_progress_row(
            &mut self.rng,
            record,
            ply,
            turn_started_at,
            self.now,
            players,
        )
    }

    /// The game cut at a random ply and ended there: by the board when
    /// the record ends there by itself, else by a resignation (half), a
    /// draw by agreement or a time-out (a quarter each).
    fn finished(&mut self, record: &Record, players: Players) -> anyhow::Result<GameRow> {
        let ply = self
            .rng
            .random_range(FINISHED_PLIES.0..=record.plies().min(FINISHED_PLIES.1));
        let (outcome, changes, waited) = match record.ending().filter(|_| ply == record.plies()) {
            Some(ending) => (ending, 0, 0),
            None => match self.rng.random_range(0..4) {
                0 => (
                    Outcome::no_winner(EndReason::DrawAgreed),
                    2,
                    self.rng.random_range(0..2 * DAY_MS),
                ),
                1 => (
                    record.timeout(ply).context("a time-out in progress")?,
                    1,
                    MOVE_MS,
                ),
                _ => {
                    let resigning = if self.rng.random_bool(0.5) {
                        Color::White
                    } else {
                        Color::Black
                    };
                    (
                        Outcome::win(!resigning, EndReason::Resign),
                        1,
                        self.rng.random_range(0..2 * DAY_MS),
                    )
                }
            },
        };
        let finished_at = self.now - self.rng.random_range(HOUR_MS..730 * DAY_MS);
        let mut row = game_row(&mut self.rng, record, ply, finished_at - waited, players);
        row.version += changes;
        row.status = GameStatus::Finished;
        row.winner = outcome.winner;
        row.end_reason = Some(outcome.reason);
        row.finished_at = Some(finished_at);
        Ok(row)
    }
}

/// The first `ply` moves of `record`, the last played at `last_at` (or
/// the game created then, before any move), each earlier one up to two
/// days before the next, between `players`.
fn game_row(
    rng: &mut impl Rng,
    record: &Record,
    ply: usize,
    last_at: i64,
    (white_id, black_id): Players,
) -> GameRow {
    let mut times = vec![0_i64; ply];
    let mut at = last_at;
    for slot in times.iter_mut().rev() {
        *slot = at;
        at -= rng.random_range(MINUTE_MS..2 * DAY_MS);
    }
    let created_at = if ply == 0 { last_at } else { at };
    let mut move_times = String::new();
    let mut last = None;
    for at in times {
        push_stamp(&mut move_times, at, last);
        last = Some(at);
    }
    GameRow {
        id: String::new(),
        white_id,
        black_id,
        white_secret: secret(rng),
        black_secret: secret(rng),
        origin: Origin::Challenge,
        time_control: TIME_CONTROL,
        rated: false,
        initial_fen: None,
        moves: record.moves(ply).to_owned(),
        move_times,
        ply: i32::try_from(ply).unwrap_or(i32::MAX),
        version: i32::try_from(ply).unwrap_or(i32::MAX),
        fen: record.fen(ply).to_owned(),
        draw_offer: None,
        deletion_request: None,
        live: None,
        white_ms: MOVE_MS,
        black_ms: MOVE_MS,
        turn_started_at: last_at,
        deadline_at: None,
        reminder_at: None,
        reminder_kind: None,
        status: GameStatus::Started,
        winner: None,
        end_reason: None,
        created_at,
        last_move_at: (ply > 0).then_some(last_at),
        finished_at: None,
        white_rating: None,
        black_rating: None,
        white_rating_diff: None,
        black_rating_diff: None,
        white_rating_rule: None,
        black_rating_rule: None,
        white_gems: None,
        black_gems: None,
        vacation_allowed: true,
        club_id: None,
        notify_at: None,
        opening_eco: None,
        opening_name: None,
    }
}

/// A game in progress between `players` after the first `ply` moves of
/// `record`, the player to move thinking since `turn_started_at`, with the
/// deadline and next reminder the server stores at `now`; its id is left
/// empty.
pub fn in_progress_row(
    rng: &mut impl Rng,
    record: &Record,
    ply: usize,
    turn_started_at: i64,
    now: i64,
    players: Players,
) -> GameRow {
    let mut row = game_row(rng, record, ply, turn_started_at, players);
    let (deadline, reminder) = clock_fields(TIME_CONTROL, Record::turn(ply), turn_started_at, now);
    row.deadline_at = Some(deadline);
    row.reminder_at = reminder.as_ref().map(|r| r.0);
    row.reminder_kind = reminder.map(|r| r.1);
    row
}

fn secret(rng: &mut impl Rng) -> String {
    rng.sample_iter(Alphanumeric)
        .take(4)
        .map(char::from)
        .collect()
}

const DIGITS: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// The deadline of the player `to_move` whose turn started at
/// `turn_started_at`, and their next reminder after `now` with its kind:
/// what the server stores when nobody is on vacation.
#[must_use]
pub fn clock_fields(
    control: TimeControl,
    to_move: Color,
    turn_started_at: i64,
    now: i64,
) -> (i64, Option<(i64, ReminderKind)>) {
    let clock = Clock::start(control, to_move, turn_started_at);
    let reminder = clock
        .reminders(0)
        .into_iter()
        .find(|reminder| reminder.at > now)
        .map(|reminder| (reminder.at, reminder.kind));
    (clock.deadline(0), reminder)
}

/// Reads back the games `ids` as the server does and checks that each
/// restores, that its moves replay to its FEN and agree with its result,
/// and that a game in progress has the deadline and reminder the server
/// would store at `now` and is out of time exactly when expired. Returns
/// how many it checked.
///
/// # Errors
/// The first game that fails a check, or a failed read.
pub async fn check_games(store: &Store, ids: &[String], now: i64) -> anyhow::Result<usize> {
    for id in ids {
        let row = store
            .game(id)
            .await?
            .with_context(|| format!("game {id} is missing"))?;
        let loaded = LoadedGame::load(store, row).await?;
        Game::restore_verified(&loaded.game.to_stored())
            .with_context(|| format!("game {id}: the moves do not replay to the record"))?;
        if loaded.in_progress() {
            let mut expected = loaded.row.clone();
            loaded.set_deadline_and_reminder(&mut expected, &loaded.clock, now);
            ensure!(
                (
                    expected.deadline_at,
                    expected.reminder_at,
                    &expected.reminder_kind
                ) == (
                    loaded.row.deadline_at,
                    loaded.row.reminder_at,
                    &loaded.row.reminder_kind
                ),
                "game {id}: the stored deadline or reminder is not the server's"
            );
            let expired = loaded.row.deadline_at.is_some_and(|at| at <= now);
            ensure!(
                loaded.is_out_of_time(now) == expired,
                "game {id}: out of time disagrees with the deadline"
            );
        }
    }
    Ok(ids.len())
}

/// Makes `count` more games in progress run out of time at `now`: those
/// with the latest deadlines get a turn that started over three days ago
/// (their reminders all sent). Returns their ids.
///
/// # Errors
/// Fewer games in progress than asked, or a failed write.
pub async fn expire_games(store: &Store, count: usize, now: i64) -> anyhow::Result<Vec<String>> {
    let mut tx = store.begin().await?;
    let ids = tx.games_due_last(now, i64::try_from(count)?).await?;
    ensure!(
        ids.len() == count,
        "only {} games in progress are left to expire",
        ids.len()
    );
    let turn_started_at = now - MOVE_MS - HOUR_MS;
    tx.rearm_clocks(&ids, turn_started_at, turn_started_at + MOVE_MS, None)
        .await?;
    tx.commit().await?;
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn every_seeded_game_loads_as_the_server_loads_it() -> anyhow::Result<()> {
        let dir = tempfile::tempdir()?;
        let store =
            Store::connect(&format!("sqlite:{}", dir.path().join("seed.db").display())).await?;
        store.migrate().await?;
        let plan = Plan {
            games: 400,
            in_progress: 150,
            expired: 20,
            members: 12,
            seed: 7,
        };
        let now = 1_750_000_000_000;
        let seeded = seed(&store, &plan, now).await?;
        // Fewer games than the sample size: every game is in the sample.
        assert_eq!(seeded.sample.len(), plan.games);
        assert_eq!(check_games(&store, &seeded.sample, now).await?, plan.games);
        let census = store.game_census().await?;
        let started: i64 = census
            .iter()
            .filter(|group| group.status == GameStatus::Started)
            .map(|group| group.games)
            .sum();
        assert_eq!(started, 150);
        let mut tx = store.begin().await?;
        assert_eq!(tx.expired_games(now, i64::MAX).await?.len(), 20);
        tx.commit().await?;
        let more = expire_games(&store, 30, now).await?;
        assert_eq!(check_games(&store, &more, now).await?, 30);
        let mut tx = store.begin().await?;
        assert_eq!(tx.expired_games(now, i64::MAX).await?.len(), 50);
        tx.commit().await?;
        Ok(())
    }
}
