//! A game's record as PGN (product.md §2; lichess-api-subset.md §7).

use redqueen_domain::conduct::ModerationAction;
use redqueen_domain::game::EndReason;
use redqueen_domain::game::pgn::{self, MoveStamp, PgnDetails, PgnPlayer};
use redqueen_store::{StoreResult, UserRow};

use crate::games::LoadedGame;
use crate::state::AppState;

/// Why an administrator adjudicated the game, if they did (product.md
/// §2: the reason is shown on the game page and in the PGN).
///
/// # Errors
/// The database failed.
pub async fn adjudication_reason(
    state: &AppState,
    loaded: &LoadedGame,
) -> StoreResult<Option<String>> {
    if loaded.row.end_reason != Some(EndReason::Adjudicated) {
        return Ok(None);
    }
    Ok(state
        .store
        .moderation_log_of_game(&loaded.row.id)
        .await?
        .into_iter()
        .rfind(|e| e.action == ModerationAction::Adjudicate)
        .map(|e| e.reason))
}

/// The PGN of a game: lichess's tags, SAN moves, each move's sent time,
/// an adjudication's reason.
///
/// # Errors
/// The database failed, or a stored record the rules refuse (never
/// written by this code).
pub async fn pgn(
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
        // lichess's title of a program's account (product.md §2).
        title: user.is_bot.then(|| "BOT".to_owned()),
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
        final_comment: adjudication_reason(state, loaded)
            .await?
            .map(|reason| format!("Adjudicated: {reason}")),
    };
    Ok(pgn::export(&loaded.game, &details)?)
}
