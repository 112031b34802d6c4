//! The cost of the login limit shared by several app servers
//! (`throttle.rs`): on PostgreSQL every login, registration and reset
//! request counts one hit in the database (one upsert into `rate_counts`),
//! where SQLite's single server counts in memory. Measured inside this
//! process through the server's library, on a fresh database of each
//! backend: `--hits` hits of the login limit, first one at a time, then
//! from `--tasks` tasks at once (each its own client address), with the
//! latency of a hit; then `--logins` whole logins (the password's Argon2id
//! check included, the limit's hit not), to set the hit beside what a
//! login costs anyway.
//!
//! `cargo build --release -p redqueen-bench && target/release/rate_limit`

use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, bail, ensure};
use hdrhistogram::Histogram;
use redqueen_app::accounts::{self, Registration};
use redqueen_app::clock::SystemClock;
use redqueen_app::state::AppState;
use redqueen_app::throttle::Limit;
use redqueen_bench::database::{Backend, DEFAULT_POSTGRES_URL, Database};
use redqueen_bench::opened::Opened;
use redqueen_bench::report::Report;
use redqueen_bench::{latency, seeding, settings};
use redqueen_domain::account::{EmailAddress, NewPassword, Username};

struct Options {
    hits: usize,
    tasks: usize,
    logins: usize,
}

fn options() -> anyhow::Result<Options> {
    let mut options = Options {
        hits: 20_000,
        tasks: 16,
        logins: 50,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--hits" => options.hits = value.parse()?,
            "--tasks" => options.tasks = value.parse()?,
            "--logins" => options.logins = value.parse()?,
            other => bail!("unknown flag {other}; use --hits, --tasks, --logins"),
        }
    }
    ensure!(
        options.hits >= options.tasks && options.tasks > 0 && options.logins > 0,
        "give at least one task, one hit per task and one login"
    );
    Ok(options)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = options()?;
    let dir = tempfile::tempdir()?;
    let mut report = Report::default();
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let database = Database::fresh(backend, dir.path(), "limit", DEFAULT_POSTGRES_URL).await?;
        let measured = measure(&options, backend, dir.path(), database.url(), &mut report).await;
        database.remove().await?;
        measured?;
    }
    report.print();
    Ok(())
}

async fn measure(
    options: &Options,
    backend: Backend,
    dir: &std::path::Path,
    database_url: &str,
    report: &mut Report,
) -> anyhow::Result<()> {
    let mut settings = settings::in_process(database_url, dir)?;
    // Every hit is allowed: the cost measured is the counting's.
    settings.login_attempts_per_minute = u32::MAX;
    let state = Opened::open(settings, Arc::new(SystemClock)).await?;
    let name = backend.name();
    let counted = if state.store().crosses_servers() {
        "in the database"
    } else {
        "in memory"
    };
    report.add(&format!("{name}: the limit counts"), counted);

    let mut alone = latency::histogram()?;
    let started = Instant::now();
    for n in 0..options.hits {
        let hit = Instant::now();
        state
            .limits
            .hit(Limit::Attempt(address(n % 250)), state.now())
            .await
            .ok();
        latency::record(&mut alone, hit.elapsed());
    }
    let seconds = started.elapsed().as_secs_f64();
    report.add(
        &format!("{name}: hits/s, one at a time"),
        format!("{:.0}", options.hits as f64 / seconds),
    );
    latency::add_percentiles(report, &format!("{name}: hit, one at a time, "), &alone);

    let per_task = options.hits / options.tasks;
    let started = Instant::now();
    let tasks: Vec<_> = (0..options.tasks)
        .map(|task| {
            let state = state.clone();
            tokio::spawn(async move {
                let mut histogram = latency::histogram()?;
                for _ in 0..per_task {
                    let hit = Instant::now();
                    state
                        .limits
                        .hit(Limit::Attempt(address(task)), state.now())
                        .await
                        .ok();
                    latency::record(&mut histogram, hit.elapsed());
                }
                anyhow::Ok(histogram)
            })
        })
        .collect();
    let mut together = latency::histogram()?;
    for task in tasks {
        together.add(task.await??)?;
    }
    let seconds = started.elapsed().as_secs_f64();
    report.add(
        &format!("{name}: hits/s, {} tasks at once", options.tasks),
        format!("{:.0}", (per_task * options.tasks) as f64 / seconds),
    );
    latency::add_percentiles(
        report,
        &format!("{name}: hit, {} tasks at once, ", options.tasks),
        &together,
    );

    let logins = logins(&state, options.logins).await?;
    latency::add_percentiles(
        report,
        &format!("{name}: a login without the hit, "),
        &logins,
    );
    state.store().close().await;
    Ok(())
}

/// A client address per number.
fn address(n: usize) -> IpAddr {
    let [_, _, high, low] = u32::try_from(n).unwrap_or(0).to_be_bytes();
    IpAddr::V4(Ipv4Addr::new(10, 1, high, low))
}

/// `count` logins of one member, timed.
async fn logins(state: &AppState, count: usize) -> anyhow::Result<Histogram<u64>> {
    let registration = Registration {
        username: Username::parse("limit_bench")?,
        email: EmailAddress::parse("limit_bench@bench.invalid")?,
        password: NewPassword::parse(seeding::MEMBER_PASSWORD)?,
        verified: true,
        admin: false,
    };
    accounts::register(state, &registration, &state.i18n.english()).await?;
    let mut histogram = latency::histogram()?;
    for _ in 0..count {
        let started = Instant::now();
        accounts::log_in(state, "limit_bench", seeding::MEMBER_PASSWORD, "10.2.0.1")
            .await
            .map_err(|error| anyhow::anyhow!("the login failed: {error:?}"))?;
        latency::record(&mut histogram, started.elapsed());
    }
    Ok(histogram)
}
