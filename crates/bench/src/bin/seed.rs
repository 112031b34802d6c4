//! A big database, built fast: members, then games between random pairs
//! (`3d/move`, unrated) with legal moves cut from random games, finished
//! ones (20–120 plies, ended by the board, a resignation, an agreed draw
//! or a time-out) and games in progress (0–80 plies, deadline and next
//! reminder in the future, except `--expired` of them whose deadline has
//! passed). Schema by the store's migrations; rows by its bulk inserts.
//! Prints members and games per second, the time, the database's size,
//! and checks a thousand games spread over it with the server's loader.
//!
//! `cargo run --release -p redqueen-bench --bin seed -- \
//!     --database-url sqlite:/tmp/big.db --games 1000000 --in-progress 0.3 --members 10000`

use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, bail};
use redqueen_bench::seeding::{self, Plan};
use redqueen_store::Store;

struct Options {
    database_url: String,
    games: usize,
    in_progress: f64,
    members: usize,
    expired: usize,
    seed: u64,
}

fn options() -> anyhow::Result<Options> {
    let mut options = Options {
        database_url: String::new(),
        games: 1_000_000,
        in_progress: 0.3,
        members: 10_000,
        expired: 0,
        seed: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--database-url" => options.database_url = value,
            "--games" => options.games = value.parse()?,
            "--in-progress" => options.in_progress = value.parse()?,
            "--members" => options.members = value.parse()?,
            "--expired" => options.expired = value.parse()?,
            "--seed" => options.seed = value.parse()?,
            other => bail!(
                "unknown flag {other}; use --database-url, --games, --in-progress, --members, \
                 --expired, --seed"
            ),
        }
    }
    if options.database_url.is_empty() {
        bail!("give --database-url sqlite:PATH or postgres://... (an empty database)");
    }
    if !(0.0..=1.0).contains(&options.in_progress) {
        bail!("--in-progress is a fraction between 0 and 1");
    }
    Ok(options)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = options()?;
    let store = Store::connect(&options.database_url).await?;
    store.migrate().await?;
    let in_progress = (options.games as f64 * options.in_progress).round() as usize;
    let plan = Plan {
        games: options.games,
        in_progress,
        expired: options.expired,
        members: options.members,
        seed: options.seed,
    };
    let now = i64::try_from(SystemTime::now().duration_since(UNIX_EPOCH)?.as_millis())?;
    let seeded = seeding::seed(&store, &plan, now).await?;
    println!("backend: {}", store.backend_name());
    println!(
        "members: {} in {:.2} s ({:.0} rows/s)",
        seeded.members.len(),
        seeded.members_seconds,
        seeded.members.len() as f64 / seeded.members_seconds
    );
    println!(
        "games: {} ({} in progress, {} of them expired; {} finished) in {:.2} s ({:.0} rows/s)",
        seeded.games,
        plan.in_progress,
        plan.expired,
        plan.games - plan.in_progress,
        seeded.games_seconds,
        seeded.games as f64 / seeded.games_seconds
    );
    let size = store.database_size().await?;
    println!("database size: {:.1} MiB", size as f64 / (1024.0 * 1024.0));
    let checked = seeding::check_games(&store, &seeded.sample, now).await?;
    println!("checked with the server's loader: {checked} games spread over the database");
    store.close().await;
    Ok(())
}
