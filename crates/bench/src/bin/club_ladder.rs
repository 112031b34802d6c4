//! The ladder of a big club replayed from a long history (the clubs
//! issue's benchmark): a club of `--members` players (2,000) with a
//! recorded sequence of `--games` games (100,000) over the board, between
//! random pairs, a decay at each month, written straight to the store
//! (untimed); then, timed, the correction of the very first game, which
//! replays the whole sequence and rewrites every card (the server's own
//! `clubs::correct_game`), three times; the same replay in the domain
//! alone; and a report at the end of the sequence (`clubs::record_game`).
//!
//! `cargo run --release -p redqueen-bench --bin club_ladder -- \
//!     --database-url sqlite:/tmp/club.db --members 2000 --games 100000`

use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, bail};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use redqueen_app::clock::SystemClock;
use redqueen_app::clubs::{self, RecordGame};
use redqueen_bench::members::create_members;
use redqueen_bench::opened::Opened;
use redqueen_domain::club::{
    ClubControl, ClubGame, ClubGameStatus, ClubHistory, GameNumber, GameResult, Membership, Season,
};
use redqueen_domain::vacation::Day;
use redqueen_store::{GameReport, NewClubEvent, SequenceEntry};

/// Events written per transaction.
const BATCH: usize = 2_000;

struct Options {
    database_url: String,
    members: usize,
    games: usize,
    seed: u64,
}

fn options() -> anyhow::Result<Options> {
    let mut options = Options {
        database_url: String::new(),
        members: 2_000,
        games: 100_000,
        seed: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--database-url" => options.database_url = value,
            "--members" => options.members = value.parse()?,
            "--games" => options.games = value.parse()?,
            "--seed" => options.seed = value.parse()?,
            other => bail!("unknown flag {other}; use --database-url, --members, --games, --seed"),
        }
    }
    if options.database_url.is_empty() || options.members < 2 {
        bail!("give --database-url (an empty database) and at least 2 --members");
    }
    Ok(options)
}

fn median(mut seconds: Vec<f64>) -> f64 {
    seconds.sort_by(f64::total_cmp);
    seconds[seconds.len() / 2]
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let options = options()?;
    let dir = tempfile::tempdir()?;
    let settings = redqueen_bench::settings::in_process(&options.database_url, dir.path())?;
    let state = Opened::open(settings, Arc::new(SystemClock)).await?;
    let members = create_members(&state, options.members, "board:play").await?;
    let founder = state
        .store()
        .user_by_id(members[0].id)
        .await?
        .context("the founder")?;
    let club = clubs::found_club(
        &state,
        &founder,
        &format!("Bench club {}", members[0].name),
        "",
    )
    .await?;

    // The history, straight to the store: everybody joined a year ago,
    // then the games a day apart in turns, a decay on each first of the month.
    let started = Instant::now();
    let now = state.now();
    let first_day = Day::containing(now).plus(-400);
    let mut rng = StdRng::seed_from_u64(options.seed);
    let results = [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
    ];
    let mut tx = state.store().begin().await?;
    for member in &members[1..] {
        tx.put_club_member(club.0, member.id, Membership::Member, false, now)
            .await?;
        tx.append_club_event(club.0, &NewClubEvent::joined(member.id, first_day, now))
            .await?;
    }
    tx.commit().await?;
    let per_day = options.games.div_ceil(365).max(1);
    let mut first_game = None;
    let mut last_month = first_day.month_number();
    for batch in (0..options.games).collect::<Vec<_>>().chunks(BATCH) {
        let mut tx = state.store().begin().await?;
        for &n in batch {
            let day = first_day.plus(i64::try_from(n / per_day)?);
            if day.month_number() != last_month {
                last_month = day.month_number();
                tx.append_club_event(club.0, &NewClubEvent::decay(day, now))
                    .await?;
            }
            let white = rng.random_range(0..members.len());
            let black = (white + 1 + rng.random_range(0..members.len() - 1)) % members.len();
            let result: GameResult = results[rng.random_range(0..3)];
            let game = ClubGame {
                white: members[white].id,
                black: members[black].id,
                outcome: result.outcome(),
                played_on: day,
                control: ClubControl::G30,
                ladder: true,
                rated_in: None,
            };
            let report = GameReport {
                result,
                status: ClubGameStatus::Confirmed,
                recorded_by: Some(members[0].id),
                number: None,
            };
            let event = NewClubEvent::game(game, report, now);
            let id = tx.append_club_event(club.0, &event).await?;
            first_game.get_or_insert(id);
        }
        tx.commit().await?;
    }
    println!(
        "a club of {} with {} games written in {:.1} s",
        options.members,
        options.games,
        started.elapsed().as_secs_f64()
    );
    let first_game = first_game.context("no game")?;

    // The correction of the first game: the whole sequence replayed.
    let mut corrections = Vec::new();
    for result in [
        GameResult::BlackWins,
        GameResult::Draw,
        GameResult::WhiteWins,
    ] {
        let started = Instant::now();
        clubs::correct_game(&state, club, first_game, members[0].id, result).await?;
        corrections.push(started.elapsed().as_secs_f64());
    }
    // The same replay in the domain alone, from the events read.
    let events = state.store().club_events(club.0).await?;
    let mut replays = Vec::new();
    for _ in 0..3 {
        let started = Instant::now();
        let domain: Vec<_> = events.iter().map(SequenceEntry::event).collect();
        let history = ClubHistory::replay(Season::default(), &domain);
        assert_eq!(history.ladder().len() as usize, options.members);
        replays.push(started.elapsed().as_secs_f64());
    }
    // A report at the end of the sequence: the club restored as kept, one
    // event applied.
    let ladder = clubs::ladder(&state, club).await?.1;
    let today = Day::containing(state.now());
    let mut reports = Vec::new();
    for k in 0..5 {
        let (white, black) = (&ladder[ladder.len() - 1 - k].username, &ladder[k].username);
        let report = RecordGame {
            white: white.clone(),
            black: black.clone(),
            result: GameResult::BlackWins,
            played_on: today,
            control: ClubControl::G10,
            game_number: GameNumber::FIRST,
        };
        let started = Instant::now();
        clubs::record_game(&state, club, members[0].id, &report).await?;
        reports.push(started.elapsed().as_secs_f64());
    }
    println!(
        "correction of the first game (replay of {} events, {} cards written): median {:.3} s of {:?}",
        events.len(),
        options.members,
        median(corrections.clone()),
        corrections
    );
    println!(
        "the replay in the domain alone: median {:.3} s",
        median(replays)
    );
    println!(
        "a report at the end of the sequence: median {:.1} ms",
        median(reports) * 1000.0
    );
    state.store().close().await;
    Ok(())
}
