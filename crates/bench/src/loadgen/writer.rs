//! One writer per game slot: it plays corpus games through the
//! lichess-compatible move endpoint, one request outstanding at a time,
//! alternating the two players' tokens, and starts a new game (challenge
//! and accept) when one ends. It keeps, per game, every move the server
//! accepted, for the check against the database afterwards.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use hdrhistogram::Histogram;

use super::Window;
use crate::corpus::Corpus;
use crate::latency;
use crate::members::Member;

/// Days per move of the games: the longest, so no clock runs out.
const DAYS_PER_MOVE: &str = "14";
/// Words of an error text kept to tell kinds of errors apart.
const ERROR_WORDS: usize = 5;

/// Open-loop pacing: a writer's moves are due at fixed intervals.
#[derive(Debug, Clone, Copy)]
pub struct Pacing {
    pub next_due: Instant,
    pub interval: Duration,
}

impl Pacing {
    /// Waits until the next move is due; when it was due.
    async fn next_move(&mut self) -> Instant {
        tokio::time::sleep_until(self.next_due.into()).await;
        let due = self.next_due;
        self.next_due += self.interval;
        due
    }

    /// Starting a game is not a move: the schedule resumes from now rather
    /// than sending the moves it missed at once.
    fn resume(&mut self) {
        self.next_due = self.next_due.max(Instant::now());
    }
}

/// A writer's task.
#[derive(Debug, Clone)]
pub struct Writer {
    pub client: reqwest::Client,
    pub base_url: String,
    pub players: [Member; 2],
    pub corpus: Arc<Corpus>,
    /// The corpus game it plays first, and how far it steps to the next.
    pub first_game: usize,
    pub game_step: usize,
    pub window: Window,
    pub pacing: Option<Pacing>,
    /// Games set up before the run (`loadgen --from-ply`), played on in
    /// place of new ones; `None`: challenge and accept a game each time.
    pub prepared: Option<Vec<PreparedGame>>,
}

/// A game stored before the run between a writer's two players (the
/// first White), already `played` so far, with the moves `to_play` next.
#[derive(Debug, Clone)]
pub struct PreparedGame {
    pub id: String,
    pub played: Vec<String>,
    pub to_play: Vec<String>,
}

/// A game the run created, with the moves the server accepted in it.
#[derive(Debug, Clone)]
pub struct PlayedGame {
    pub id: String,
    pub accepted: Vec<String>,
    /// The move that got no answer, if the game was left on one: the
    /// server may have saved it before it failed (a crash), or not.
    pub unanswered: Option<String>,
}

/// What writers counted.
#[derive(Debug)]
pub struct Tally {
    /// Latency of the measured moves.
    pub latency: Histogram<u64>,
    pub measured_moves: u64,
    /// Failed requests over the whole run, by kind.
    pub errors: BTreeMap<String, u64>,
    /// Challenges refused by the server's per-member limit, then retried.
    pub rate_limited: u64,
    pub games: Vec<PlayedGame>,
}

impl Tally {
    /// Nothing counted yet.
    ///
    /// # Errors
    /// Never in practice.
    pub fn new() -> anyhow::Result<Self> {
        Ok(Self {
            latency: latency::histogram()?,
            measured_moves: 0,
            errors: BTreeMap::new(),
            rate_limited: 0,
            games: Vec::new(),
        })
    }

    /// Adds another writer's counts.
    ///
    /// # Errors
    /// Never in practice: the histograms have the same bounds.
    pub fn merge(&mut self, other: Tally) -> anyhow::Result<()> {
        self.latency.add(&other.latency)?;
        self.measured_moves += other.measured_moves;
        for (kind, count) in other.errors {
            *self.errors.entry(kind).or_default() += count;
        }
        self.rate_limited += other.rate_limited;
        self.games.extend(other.games);
        Ok(())
    }

    /// Failed requests of every kind.
    #[must_use]
    pub fn error_count(&self) -> u64 {
        self.errors.values().sum()
    }

    fn error(&mut self, kind: String) {
        *self.errors.entry(kind).or_default() += 1;
    }
}

/// Why a request failed.
enum Failure {
    /// 429 on a challenge: the per-member challenge limit.
    RateLimited,
    /// Anything else, as the kind the report counts.
    Error(String),
}

impl Writer {
    /// Plays until the window ends.
    ///
    /// # Errors
    /// Never in practice: failed requests are counted, not returned.
    pub async fn run(mut self) -> anyhow::Result<Tally> {
        let mut tally = Tally::new()?;
        let mut pacing = self.pacing;
        let mut next_game = self.first_game;
        let mut challenges = 0_usize;
        let mut prepared = self.prepared.take().map(Vec::into_iter);
        while Instant::now() < self.window.stop_at {
            let (white, black, mut game, moves) = match &mut prepared {
                Some(prepared) => {
                    let Some(next) = prepared.next() else {
                        tally.error("the prepared games ran out".into());
                        break;
                    };
                    let game = PlayedGame {
                        id: next.id,
                        accepted: next.played,
                        unanswered: None,
                    };
                    (&self.players[0], &self.players[1], game, next.to_play)
                }
                None => {
                    // The two members take turns at challenging: each has
                    // a limit of challenges per minute.
                    let white = &self.players[challenges % 2];
                    let black = &self.players[1 - challenges % 2];
                    challenges += 1;
                    let id = match self.start_game(white, black).await {
                        Ok(id) => id,
                        Err(Failure::RateLimited) => {
                            tally.rate_limited += 1;
                            tokio::time::sleep(Duration::from_secs(1)).await;
                            continue;
                        }
                        Err(Failure::Error(kind)) => {
                            tally.error(kind);
                            tokio::time::sleep(Duration::from_millis(100)).await;
                            continue;
                        }
                    };
                    let moves = self.corpus.game(next_game).to_vec();
                    next_game += self.game_step;
                    let game = PlayedGame {
                        id,
                        accepted: Vec::with_capacity(moves.len()),
                        unanswered: None,
                    };
                    (white, black, game, moves)
                }
            };
            if let Some(pacing) = &mut pacing {
                pacing.resume();
            }
            for uci in moves {
                let mover = if game.accepted.len() % 2 == 0 {
                    white
                } else {
                    black
                };
                // Paced, a move's latency runs from when it was due, so a
                // slow answer is not hidden by the move sent late after it.
                let sent = match &mut pacing {
                    Some(pacing) => pacing.next_move().await,
                    None => Instant::now(),
                };
                if sent >= self.window.stop_at {
                    break;
                }
                match self.play(&game.id, &uci, mover).await {
                    Ok(()) => {
                        game.accepted.push(uci);
                        let done = Instant::now();
                        if self.window.measures(done) {
                            tally.measured_moves += 1;
                            latency::record(&mut tally.latency, done - sent);
                        }
                    }
                    Err(kind) => {
                        // The game's state is uncertain now: leave it.
                        tally.error(kind);
                        game.unanswered = Some(uci);
                        break;
                    }
                }
            }
            tally.games.push(game);
        }
        Ok(tally)
    }

    /// Challenges `black` as White and has them accept: the game's id.
    async fn start_game(&self, white: &Member, black: &Member) -> Result<String, Failure> {
        let response = self
            .client
            .post(format!("{}/api/challenge/{}", self.base_url, black.name))
            .bearer_auth(&white.token)
            .form(&[("days", DAYS_PER_MOVE), ("color", "white")])
            .send()
            .await
            .map_err(|error| Failure::Error(connection_error("challenge", &error)))?;
        if response.status() == reqwest::StatusCode::TOO_MANY_REQUESTS {
            return Err(Failure::RateLimited);
        }
        let body = checked("challenge", response)
            .await
            .map_err(Failure::Error)?;
        let id = serde_json::from_str::<serde_json::Value>(&body)
            .ok()
            .and_then(|json| json["id"].as_str().map(str::to_owned))
            .ok_or_else(|| Failure::Error("challenge answer without an id".into()))?;
        let response = self
            .client
            .post(format!("{}/api/challenge/{id}/accept", self.base_url))
            .bearer_auth(&black.token)
            .send()
            .await
            .map_err(|error| Failure::Error(connection_error("accept", &error)))?;
        checked("accept", response).await.map_err(Failure::Error)?;
        Ok(id)
    }

    /// Plays `uci` as `mover`; the error's kind when it is not accepted.
    async fn play(&self, id: &str, uci: &str, mover: &Member) -> Result<(), String> {
        let response = self
            .client
            .post(format!("{}/api/board/game/{id}/move/{uci}", self.base_url))
            .bearer_auth(&mover.token)
            .send()
            .await
            .map_err(|error| connection_error("move", &error))?;
        checked("move", response).await.map(drop)
    }
}

/// The body of a successful answer, or the error's kind: what was asked,
/// the status and the first words of the error text.
async fn checked(what: &str, response: reqwest::Response) -> Result<String, String> {
    let status = response.status();
    let body = response
        .text()
        .await
        .map_err(|error| connection_error(what, &error))?;
    if status.is_success() {
        return Ok(body);
    }
    let text = serde_json::from_str::<serde_json::Value>(&body)
        .ok()
        .and_then(|json| json["error"].as_str().map(str::to_owned))
        .unwrap_or(body);
    let words: Vec<&str> = text.split_whitespace().take(ERROR_WORDS).collect();
    Err(format!("{what} {} {}", status.as_u16(), words.join(" ")))
}

/// The kind of a request that got no answer (the error's text holds the
/// game's URL, which would make every error a kind of its own).
fn connection_error(what: &str, error: &reqwest::Error) -> String {
    let kind = if error.is_timeout() {
        "timeout"
    } else if error.is_connect() {
        "connect"
    } else if error.is_body() || error.is_decode() {
        "reading the answer"
    } else {
        "request"
    };
    format!("{what} connection error ({kind})")
}
