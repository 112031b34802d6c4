//! The notices of a game's turn and end, which a game's row says are due
//! (`notify_at`, [`super::send_due_notices`]) or a change queues at once
//! (the end of a game a player's act ended).

use redqueen_domain::account::{MemberId, NoticeKind};
use redqueen_domain::game::Color;
use redqueen_store::{GameRow, StoreResult, Tx};

use super::mail::{Notice, diagram};
use super::{describe_outcome, lang_of};
use crate::i18n::FluentValue;
use crate::state::AppState;

/// "Game over" to the players of the finished game `row`, except the one
/// whose action ended it, and, for a live game, except a player who has
/// it open (its page, its stream: they saw it end; `presence`). Returns
/// whether any was queued.
///
/// # Errors
/// The database failed.
pub async fn game_over(
    state: &AppState,
    tx: &mut Tx,
    row: &GameRow,
    ended_by: Option<MemberId>,
) -> StoreResult<bool> {
    let (Some(white), Some(black)) = (
        tx.user_by_id(row.white_id).await?,
        tx.user_by_id(row.black_id).await?,
    ) else {
        return Ok(false);
    };
    let live = !row.time_control.is_correspondence();
    let mut queued = false;
    for (me, them) in [(&white, &black), (&black, &white)] {
        if ended_by == Some(me.id) {
            continue;
        }
        if live && tx.has_game_open(&row.id, me.id).await? {
            continue;
        }
        let lang = lang_of(state, me);
        let outcome = describe_outcome(&lang, row, &white, &black, Some(me.id));
        let args = [
            ("opponent", FluentValue::from(them.username.as_str())),
            ("outcome", outcome.into()),
        ];
        let pgn = state.settings.link(&format!("/game/export/{}", row.id));
        let mut notice = Notice::said(&lang, NoticeKind::GameOver, "email-game-over", &args)
            .opening_game(state, &lang, &row.id);
        notice
            .paragraphs
            .push(lang.t_with("email-game-over-pgn", &[("link", pgn.into())]));
        queued |= super::send(state, tx, me, notice).await?;
    }
    // Told: the game's notes of presence have served.
    tx.forget_game_presence(&row.id).await?;
    Ok(queued)
}

/// "Your turn" to the player to move in `row` (product.md §6), with the
/// opponent's last move and the position, as their Email Options allow
/// (those who chose the daily digest hear about it there instead).
/// Returns whether it was queued.
///
/// # Errors
/// The database failed.
pub async fn your_turn(state: &AppState, tx: &mut Tx, row: &GameRow) -> StoreResult<bool> {
    let mover = row.side_to_move();
    let (to_move, opponent) = match mover {
        Color::White => (row.white_id, row.black_id),
        Color::Black => (row.black_id, row.white_id),
    };
    let (Some(to_move), Some(opponent)) = (
        tx.user_by_id(to_move).await?,
        tx.user_by_id(opponent).await?,
    ) else {
        return Ok(false);
    };
    let lang = lang_of(state, &to_move);
    let san = last_san(row).unwrap_or_default();
    let number = (row.ply + 1) / 2;
    let dots = if row.ply % 2 == 0 { "..." } else { "." };
    let args = [
        ("opponent", FluentValue::from(opponent.username.as_str())),
        ("move", format!("{number}{dots} {san}").into()),
    ];
    let notice = Notice {
        diagram: Some(diagram(&row.fen, mover == Color::White)),
        ..Notice::said(&lang, NoticeKind::YourTurn, "email-your-turn", &args)
            .opening_game(state, &lang, &row.id)
    };
    super::send(state, tx, &to_move, notice).await
}

/// The last move in SAN, recomputed from the stored record.
fn last_san(row: &GameRow) -> Option<String> {
    let moves: Vec<&str> = row.moves.split_whitespace().collect();
    let game = redqueen_domain::game::Game::replay(
        redqueen_domain::game::Origin::Challenge,
        row.initial_fen.as_deref(),
        &moves,
    )
    .ok()?;
    game.san_moves().ok()?.pop()
}
