//! A game's record as PGN (product.md §2; lichess-api-subset.md §7).

use redqueen_domain::game::pgn::{self, MoveStamp, PgnDetails, PgnPlayer};
use redqueen_store::UserRow;

use crate::games::LoadedGame;
use crate::state::AppState;

/// The PGN of a game: lichess's tags, SAN moves, each move's sent time.
///
/// # Errors
/// A stored record the rules refuse (never written by this code).
pub fn pgn(
    state: &AppState,
    loaded: &LoadedGame,
    white: &UserRow,
    black: &UserRow,
) -> anyhow::Result<String> {
    let row = &loaded.row;
    let player = |user: &UserRow, rating: Option<i32>, rating_diff: Option<i32>| PgnPlayer {
        name: user.username.clone(),
        rating: rating.and_then(|r| u32::try_from(r).ok()),
        rating_diff,
        title: None,
    };
    let stamps = row
        .move_times
        .split_whitespace()
        .map(|t| MoveStamp {
            sent_at: t.parse().ok(),
            clock_ms: None,
        })
        .collect();
    let details = PgnDetails {
        event: format!(
            "{} correspondence game",
            if row.rated { "Rated" } else { "Casual" }
        ),
        site: state.settings.link(&format!("/{}", row.id)),
        game_id: row.id.clone(),
        round: None,
        white: player(white, row.white_rating, row.white_rating_diff),
        black: player(black, row.black_rating, row.black_rating_diff),
        started_at: row.created_at,
        time_control: loaded.clock.control,
        stamps,
    };
    Ok(pgn::export(&loaded.game, &details)?)
}
