//! The operator's metrics (docs/operations.md "Metrics"), in Prometheus's
//! text format: what this process counts as it goes (requests, moves, open
//! streams and sockets, job rounds) and what the database says at each
//! scrape (games in progress, the outbox, the pool). One registry per
//! running app, so two servers in one test process count apart.

use std::time::{Duration, Instant};

use prometheus::{
    Encoder, Gauge, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge, IntGaugeVec,
    Opts, Registry, TextEncoder,
};
use redqueen_domain::game::TimeControl;
use redqueen_store::Store;

/// Latency buckets in seconds: a move is a few milliseconds, a page tens.
const LATENCY_BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

/// Every metric of one running app.
pub struct Metrics {
    registry: Registry,
    requests: HistogramVec,
    moves: IntCounter,
    streams: IntGauge,
    sockets: IntGauge,
    job_rounds: HistogramVec,
    job_failures: IntCounterVec,
    games: IntGaugeVec,
    outbox_depth: IntGauge,
    outbox_oldest: Gauge,
    pool: IntGaugeVec,
}

impl Metrics {
    /// A fresh registry with every metric at zero.
    ///
    /// # Errors
    /// Never in practice: the names and labels are fixed and distinct.
    pub fn new() -> prometheus::Result<Self> {
        let registry = Registry::new_custom(Some("redqueen".into()), None)?;
        let requests = HistogramVec::new(
            HistogramOpts::new(
                "http_request_duration_seconds",
                "Requests by route, method and status, and how long each took to answer.",
            )
            .buckets(LATENCY_BUCKETS.to_vec()),
            &["route", "method", "status"],
        )?;
        let moves = IntCounter::new("moves_total", "Moves saved by this server.")?;
        let streams = IntGauge::new("open_streams", "Streamed responses open now.")?;
        let sockets = IntGauge::new("open_websockets", "Board WebSockets open now.")?;
        let job_rounds = HistogramVec::new(
            HistogramOpts::new(
                "job_duration_seconds",
                "Runs of each background job and how long each took.",
            )
            .buckets(LATENCY_BUCKETS.to_vec()),
            &["job"],
        )?;
        let job_failures = IntCounterVec::new(
            Opts::new("job_failures_total", "Runs of each job that failed."),
            &["job"],
        )?;
        let games = IntGaugeVec::new(
            Opts::new("games_in_progress", "Games in progress by kind."),
            &["kind"],
        )?;
        let outbox_depth = IntGauge::new("outbox_depth", "Emails waiting for delivery.")?;
        let outbox_oldest = Gauge::new(
            "outbox_oldest_age_seconds",
            "How long the oldest email waiting for delivery has waited.",
        )?;
        let pool = IntGaugeVec::new(
            Opts::new(
                "database_pool_connections",
                "The database pool's connections: open, idle, max.",
            ),
            &["state"],
        )?;
        for metric in [
            Box::new(requests.clone()) as Box<dyn prometheus::core::Collector>,
            Box::new(moves.clone()),
            Box::new(streams.clone()),
            Box::new(sockets.clone()),
            Box::new(job_rounds.clone()),
            Box::new(job_failures.clone()),
            Box::new(games.clone()),
            Box::new(outbox_depth.clone()),
            Box::new(outbox_oldest.clone()),
            Box::new(pool.clone()),
        ] {
            registry.register(metric)?;
        }
        Ok(Self {
            registry,
            requests,
            moves,
            streams,
            sockets,
            job_rounds,
            job_failures,
            games,
            outbox_depth,
            outbox_oldest,
            pool,
        })
    }

    /// Counts one answered request of `route` (the route's pattern, so that
    /// game ids do not make a series each).
    pub fn request(&self, route: &str, method: &str, status: &str, took: Duration) {
        self.requests
            .with_label_values(&[route, method, status])
            .observe(took.as_secs_f64());
    }

    /// Counts `plies` moves saved.
    pub fn moves(&self, plies: u32) {
        self.moves.inc_by(u64::from(plies));
    }

    /// Counts one round of `job`.
    pub fn job_round(&self, job: &str, took: Duration, failed: bool) {
        self.job_rounds
            .with_label_values(&[job])
            .observe(took.as_secs_f64());
        if failed {
            self.job_failures.with_label_values(&[job]).inc();
        }
    }

    /// Counts a streamed response open while the guard lives.
    #[must_use]
    pub fn open_stream(&self) -> OpenGuard {
        OpenGuard::new(&self.streams)
    }

    /// Counts a board WebSocket open while the guard lives.
    #[must_use]
    pub fn open_socket(&self) -> OpenGuard {
        OpenGuard::new(&self.sockets)
    }
}

/// Keeps a gauge one higher while it lives.
pub struct OpenGuard(IntGauge);

impl OpenGuard {
    fn new(gauge: &IntGauge) -> Self {
        gauge.inc();
        Self(gauge.clone())
    }
}

impl Drop for OpenGuard {
    fn drop(&mut self) {
        self.0.dec();
    }
}

impl Metrics {
    /// Runs `work` as a round of `job`, timed; returns the job's name
    /// beside its result, for the log.
    pub async fn timed<'a, T>(
        &self,
        job: &'a str,
        work: impl Future<Output = anyhow::Result<T>>,
    ) -> (&'a str, anyhow::Result<T>) {
        let started = Instant::now();
        let result = work.await;
        self.job_round(job, started.elapsed(), result.is_err());
        (job, result)
    }

    /// The metrics at `now`, in the text format, with the database's
    /// figures read afresh from `store`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn render(&self, store: &Store, now: i64) -> anyhow::Result<String> {
        let mut by_kind = [0_i64; KINDS.len()];
        for (control, count) in store.games_in_progress().await? {
            by_kind[kind_of(control)] += count;
        }
        for (kind, count) in KINDS.iter().zip(by_kind) {
            self.games.with_label_values(&[kind]).set(count);
        }
        let pending = store.pending_mail().await?;
        self.outbox_depth.set(pending.count);
        #[allow(clippy::cast_precision_loss)] // ages far below 2^52 ms
        self.outbox_oldest.set(
            pending
                .oldest_at
                .map_or(0.0, |at| (now - at).max(0) as f64 / 1000.0),
        );
        let pool = store.pool_use();
        for (name, value) in [("open", pool.open), ("idle", pool.idle), ("max", pool.max)] {
            self.pool.with_label_values(&[name]).set(i64::from(value));
        }
        let mut text = Vec::new();
        TextEncoder::new().encode(&self.registry.gather(), &mut text)?;
        Ok(String::from_utf8(text)?)
    }
}

/// The kinds of game (product.md §1; club games are played over the board
/// or online within a club's event).
const KINDS: [&str; 3] = ["correspondence", "live", "club"];

/// The index in [`KINDS`] of a game's time control.
fn kind_of(control: TimeControl) -> usize {
    match control {
        TimeControl::PerMove { .. } | TimeControl::PerGame { .. } | TimeControl::Fischer { .. } => {
            0
        }
        TimeControl::Live(_) => 1,
        TimeControl::Club { .. } => 2,
    }
}
