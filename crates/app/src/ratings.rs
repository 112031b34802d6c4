//! `redqueen ratings recompute`: rebuilds every rating of each pool
//! (correspondence, live: product.md §7) from the game history and reports
//! each difference from the stored values. With `apply`, the stored values
//! are replaced.

use std::collections::{BTreeSet, HashMap};

use redqueen_domain::Named;
use redqueen_domain::account::MemberId;
use redqueen_domain::rating::{Pool, RatedGame, RatingPool, RatingRecord};
use redqueen_store::{RatedResult, RatingRow};
use shakmaty::KnownOutcome;

use crate::state::AppState;

/// A member whose stored rating differs from the recomputed one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    pub pool: Pool,
    pub user_id: MemberId,
    pub stored: RatingRecord,
    pub recomputed: RatingRecord,
}

/// What a recompute found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub games: usize,
    pub players: usize,
    pub differences: Vec<Difference>,
}

/// Replays every finished rated game, in the order they ended, through the
/// rating rules, pool by pool, and compares with what is stored.
///
/// # Errors
/// The database failed, or a stored time control does not parse.
pub async fn recompute(state: &AppState, apply: bool) -> anyhow::Result<Report> {
    let results = state.store.rated_results().await?;
    let mut report = Report {
        games: results.len(),
        players: 0,
        differences: Vec::new(),
    };
    let mut by_pool: HashMap<Pool, Vec<&RatedResult>> = HashMap::new();
    for result in &results {
        by_pool
            .entry(Pool::of(result.time_control))
            .or_default()
            .push(result);
    }
    for pool in Pool::ALL.iter().copied() {
        let games = by_pool.remove(&pool).unwrap_or_default();
        let (players, differences) = recompute_pool(state, pool, &games, apply).await?;
        report.players += players;
        report.differences.extend(differences);
    }
    Ok(report)
}

/// [`recompute`] for one pool; returns how many players it has and the
/// differences found.
async fn recompute_pool(
    state: &AppState,
    pool: Pool,
    results: &[&RatedResult],
    apply: bool,
) -> anyhow::Result<(usize, Vec<Difference>)> {
    let mut replayed = RatingPool::new();
    for result in results {
        let outcome = match result.winner {
            Some(winner) => KnownOutcome::Decisive { winner },
            None => KnownOutcome::Draw,
        };
        replayed.record(&RatedGame {
            white: result.white_id,
            black: result.black_id,
            outcome,
        });
    }
    let recomputed: HashMap<MemberId, RatingRecord> = replayed
        .into_states()
        .into_iter()
        .map(|(id, state)| (id, RatingRecord::from(state)))
        .collect();
    let stored = state.store.all_ratings(pool.as_str()).await?;
    let unrated = RatingRow::default().record;
    let players: BTreeSet<MemberId> = recomputed.keys().chain(stored.keys()).copied().collect();
    let differences: Vec<Difference> = players
        .iter()
        .filter_map(|id| {
            let stored = stored.get(id).map_or(unrated, |row| row.record);
            let recomputed = recomputed.get(id).copied().unwrap_or(unrated);
            (stored != recomputed).then_some(Difference {
                pool,
                user_id: *id,
                stored,
                recomputed,
            })
        })
        .collect();
    if apply && !differences.is_empty() {
        let mut tx = state.store.begin().await?;
        for difference in &differences {
            let prog = stored.get(&difference.user_id).map_or(0, |row| row.prog);
            let row = RatingRow {
                record: difference.recomputed,
                prog,
            };
            tx.set_rating(difference.user_id, pool.as_str(), &row, state.now())
                .await?;
        }
        tx.commit().await?;
    }
    Ok((players.len(), differences))
}
