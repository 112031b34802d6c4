//! Finished games join the opening explorer (docs/openings.md): the job
//! reads the games finished and not yet in it (a partial index: the
//! games of earlier versions too), claims each with one conditional
//! update, so two app servers add it once, and adds its first positions
//! to the explorer in the claim's transaction. A game of an earlier
//! version gets its opening stored on the way, for the profiles.

use redqueen_domain::game::Speed;
use redqueen_domain::opening::explorer::{line_of, month_of, rating_band};
use redqueen_domain::opening::of_line;
use redqueen_store::{ExploredGame, SITE_GAMES};
use shakmaty::uci::UciMove;

use crate::state::AppState;

/// Games added per round: the rest wait for the next round.
const BATCH: i64 = 200;

/// Adds the finished games not yet in the explorer; returns how many.
///
/// # Errors
/// The database failed.
pub async fn explore_finished_games(state: &AppState) -> anyhow::Result<usize> {
    let mut tx = state.store.begin().await?;
    let due = tx.games_to_explore(BATCH).await?;
    tx.commit().await?;
    let mut added = 0;
    for id in due {
        let mut tx = state.store.begin().await?;
        if !tx.claim_exploration(&id).await? {
            continue;
        }
        if let Some(row) = tx.game(&id).await?
            && row.initial_fen.is_none()
            && !row.end_reason.is_some_and(|reason| reason.is_void())
        {
            let Ok(moves) = row
                .moves
                .split_whitespace()
                .map(str::parse)
                .collect::<Result<Vec<UciMove>, _>>()
            else {
                // Refused whole, never shortened to the moves that read:
                // a line cut short would count its positions wrongly. The
                // claim stands, so the job does not read it again.
                tracing::warn!(game = %id, "a finished game's moves do not read: not explored");
                tx.commit().await?;
                continue;
            };
            if row.opening_name.is_none()
                && let Some((opening, _)) = of_line(&moves)
            {
                tx.set_opening(&id, opening.eco, opening.name).await?;
            }
            if let Some(line) = line_of(&moves).filter(|line| !line.is_empty()) {
                let line: Vec<(i64, String)> =
                    line.into_iter().map(|(key, uci)| (key.0, uci)).collect();
                let ended_at = row.finished_at.unwrap_or(row.created_at);
                let rating = match (row.white_rating, row.black_rating) {
                    (Some(white), Some(black)) => Some((white + black) / 2),
                    _ => None,
                };
                tx.add_to_explorer(&ExploredGame {
                    source: SITE_GAMES,
                    game_id: &id,
                    ended_at,
                    line: &line,
                    speed: Speed::of(row.time_control),
                    band: rating_band(row.white_rating, row.black_rating),
                    month: month_of(ended_at),
                    winner: row.winner,
                    rating,
                })
                .await?;
                added += 1;
            }
        }
        tx.commit().await?;
    }
    Ok(added)
}
