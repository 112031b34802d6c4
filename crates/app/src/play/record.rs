//! A game's record as PGN (product.md §2; lichess-api-subset.md §7).

use redqueen_domain::conduct::ModerationAction;
use redqueen_domain::game::pgn::{self, MoveStamp, PgnDetails, PgnPlayer};
use redqueen_domain::game::{EndReason, read_stamps};
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
        // A first rating's change is written beside `[WhiteElo "?"]`
        // (issue 49), counted from the rating shown before it, as the
        // game page and the JSON export count it.
        rating_diff,
        // lichess's title of a program's account (product.md §2).
        title: user.is_bot.then(|| "BOT".to_owned()),
    };
    let live = loaded.game.is_live();
    let sent: Vec<Option<i64>> = read_stamps(&row.move_times).map(Result::ok).collect();
    // A live game's record gives each mover's round time left after the
    // move (`[%clk]`, as lichess's); a correspondence one when each move
    // was sent (`[%ccsnt]`).
    let stamps = if live {
        live_stamps(loaded, &sent)
    } else {
        sent.into_iter()
            .map(|sent_at| MoveStamp {
                sent_at,
                clock_ms: None,
            })
            .collect()
    };
    // lichess names a game by its speed: "Casual blitz game".
    let speed = if live {
        redqueen_domain::game::Speed::of(loaded.clock.control).as_str()
    } else {
        "correspondence"
    };
    let details = PgnDetails {
        event: format!(
            "{} {speed} game",
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

/// Each move's `[%clk]`: the clock folded over the instants of the moves
/// from the start (`Clock::replay`, exact for a live clock), the mover's
/// round time left after each. A stamp that cannot be read, or a move that
/// came after its deadline (never stored by this code), gets none.
fn live_stamps(loaded: &LoadedGame, sent: &[Option<i64>]) -> Vec<MoveStamp> {
    let mut clock = Some(redqueen_domain::game::Clock::start(
        loaded.clock.control,
        loaded.game.first_to_move(),
        loaded.row.created_at,
    ));
    sent.iter()
        .map(|at| {
            let mover = clock.map(|c| c.running);
            clock = clock.zip(*at).and_then(|(c, at)| c.after_move(at, 0).ok());
            MoveStamp {
                sent_at: None,
                clock_ms: clock.zip(mover).map(|(c, mover)| c.bank_ms(mover)),
            }
        })
        .collect()
}
