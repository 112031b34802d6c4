//! The one path every change to a game takes: one short transaction that
//! reads the game, applies a pure transition, plays a conditional reply if
//! one matches, writes the game (refused if another change won a race),
//! queues the emails, commits; then tells the watchers.

use std::sync::Arc;

use redqueen_domain::game::{Color, ConditionalMoves, Game};
use redqueen_store::GameRow;

use super::error::PlayError;
use super::loaded::LoadedGame;
use super::notify;
use crate::app::AppState;
use crate::events::{GameEvent, UserEvent};

/// Who changes the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Actor {
    /// One of the players.
    Player(i64),
    /// The server itself (the clock sweeper, an administrator).
    Site,
}

/// A change that was saved.
#[derive(Debug, Clone)]
pub struct Changed {
    pub before: LoadedGame,
    pub after: GameRow,
}

/// Applies `change` to game `game_id` on behalf of `actor`. `change` gets
/// the game and the actor's colour (`None` for the site) and returns the
/// new game, or why not.
///
/// # Errors
/// [`PlayError`]; nothing is written then, except that a move arriving
/// after the mover's deadline ends the game on time.
pub async fn transition(
    state: &AppState,
    game_id: &str,
    actor: Actor,
    change: impl FnOnce(&LoadedGame, Option<Color>) -> Result<Game, PlayError>,
) -> Result<Changed, PlayError> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let row = tx.game(game_id).await?.ok_or(PlayError::NoSuchGame)?;
    let before = LoadedGame::load_in(&mut tx, row).await?;
    let color = match actor {
        Actor::Player(user_id) => Some(before.color_of(user_id).ok_or(PlayError::NotYourGame)?),
        Actor::Site => None,
    };
    let game = change(&before, color)?;
    let (game, clock) = if game.ply() > before.game.ply() {
        let Ok(clock) = before.after_move(now) else {
            // The deadline passed before the sweeper came round: the game
            // is lost on time now, and the move is not played.
            let timed_out = before.game.time_out()?;
            let mut after = before.next_row(&timed_out, before.clock, now);
            rate_if_ended(&mut tx, &before, &timed_out, &mut after, now).await?;
            save(&mut tx, &after).await?;
            notify::queue_emails(state, &mut tx, &before, &after, actor).await?;
            tx.commit().await?;
            publish(state, &before, after);
            return Err(PlayError::OutOfTime);
        };
        reply_if_conditional(&mut tx, &before, game, clock, now).await?
    } else {
        (game, before.clock)
    };
    let mut after = before.next_row(&game, clock, now);
    rate_if_ended(&mut tx, &before, &game, &mut after, now).await?;
    save(&mut tx, &after).await?;
    notify::queue_emails(state, &mut tx, &before, &after, actor).await?;
    tx.commit().await?;
    state.mail_queued.notify_one();
    publish(state, &before, after.clone());
    Ok(Changed { before, after })
}

/// Rates the game in the same transaction when this change ended it.
async fn rate_if_ended(
    tx: &mut redqueen_store::Tx,
    before: &LoadedGame,
    game: &Game,
    after: &mut GameRow,
    now: i64,
) -> Result<(), PlayError> {
    if let (Some(outcome), true) = (game.outcome(), before.in_progress()) {
        super::rating::rate_finished_game(tx, after, outcome, now).await?;
    }
    Ok(())
}

async fn save(tx: &mut redqueen_store::Tx, row: &GameRow) -> Result<(), PlayError> {
    if tx.save_game(row).await? {
        Ok(())
    } else {
        Err(PlayError::Conflict)
    }
}

/// product.md §2: when the opponent's move matches a conditional line of
/// the player now to move, the server plays the reply at once, as if they
/// had moved; lines that stop matching are dropped.
async fn reply_if_conditional(
    tx: &mut redqueen_store::Tx,
    before: &LoadedGame,
    game: Game,
    clock: redqueen_domain::game::Clock,
    now: i64,
) -> Result<(Game, redqueen_domain::game::Clock), PlayError> {
    if game.is_over() {
        return Ok((game, clock));
    }
    let replier = before.player(game.turn());
    let Some(stored) = tx.conditional_moves(&before.row.id, replier).await? else {
        return Ok((game, clock));
    };
    let tree: ConditionalMoves = serde_json::from_str(&stored).unwrap_or_default();
    let theirs = game.last_move().unwrap_or_default();
    let follow_up = tree.follow(&theirs);
    let remaining = if follow_up.remaining.is_empty() {
        None
    } else {
        serde_json::to_string(&follow_up.remaining).ok()
    };
    tx.set_conditional_moves(&before.row.id, replier, remaining.as_deref(), now)
        .await?;
    let Some(reply) = follow_up.reply else {
        return Ok((game, clock));
    };
    // The line was checked against the rules when entered; should it be
    // refused now anyway, the player simply has to move by hand.
    match game.play_move(game.turn(), game.ply(), &reply, false) {
        Ok(played) => {
            let clock = clock.after_move(now, 0).unwrap_or(clock);
            tracing::info!(game = %before.row.id, reply = %played.uci, "conditional move played");
            Ok((played.game, clock))
        }
        Err(error) => {
            tracing::warn!(game = %before.row.id, %error, "conditional reply refused");
            Ok((game, clock))
        }
    }
}

fn publish(state: &AppState, before: &LoadedGame, after: GameRow) {
    let finished = after.status == "finished";
    let id = after.id.clone();
    state
        .hub
        .publish_game(&id, GameEvent::Changed(Arc::new(after)));
    if finished && before.in_progress() {
        for player in [before.row.white_id, before.row.black_id] {
            state
                .hub
                .publish_user(player, UserEvent::GameFinish(id.clone()));
        }
    }
}
