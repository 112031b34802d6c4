//! `redqueen ratings recompute`: rebuilds every correspondence rating from
//! the game history and reports each difference from the stored values
//! (product.md §7). With `apply`, the stored values are replaced.

use std::collections::{BTreeSet, HashMap};

use redqueen_domain::account::MemberId;
use redqueen_domain::rating::{RatedGame, RatingPool, RatingRecord};
use redqueen_store::RatingRow;
use shakmaty::KnownOutcome;

use crate::play::CORRESPONDENCE;
use crate::state::AppState;

/// A member whose stored rating differs from the recomputed one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
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
/// rating rules, and compares with what is stored.
///
/// # Errors
/// The database failed.
pub async fn recompute(state: &AppState, apply: bool) -> anyhow::Result<Report> {
    let results = state.store.rated_results().await?;
    let mut pool = RatingPool::new();
    for result in &results {
        let outcome = match result.winner {
            Some(winner) => KnownOutcome::Decisive { winner },
            None => KnownOutcome::Draw,
        };
        pool.record(&RatedGame {
            white: result.white_id,
            black: result.black_id,
            outcome,
        });
    }
    let recomputed: HashMap<MemberId, RatingRecord> = pool
        .into_states()
        .into_iter()
        .map(|(id, state)| (id, RatingRecord::from(state)))
        .collect();
    let stored = state.store.all_ratings(CORRESPONDENCE).await?;
    let unrated = RatingRow::default().record;
    let players: BTreeSet<MemberId> = recomputed.keys().chain(stored.keys()).copied().collect();
    let differences: Vec<Difference> = players
        .iter()
        .filter_map(|id| {
            let stored = stored.get(id).map_or(unrated, |row| row.record);
            let recomputed = recomputed.get(id).copied().unwrap_or(unrated);
            (stored != recomputed).then_some(Difference {
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
            tx.set_rating(difference.user_id, CORRESPONDENCE, &row, state.now())
                .await?;
        }
        tx.commit().await?;
    }
    Ok(Report {
        games: results.len(),
        players: players.len(),
        differences,
    })
}
