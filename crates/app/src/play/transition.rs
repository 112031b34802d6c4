//! The one path every change to a game takes: read the game, apply a pure
//! transition, and save it only if nobody changed it since (its version).
//!
//! Most changes are plain moves: they are saved with one statement (on
//! SQLite inside the batch being committed, `redqueen_store`), as nothing
//! else is written with them; so are endings of unrated games by the site,
//! whose "game over" emails the jobs send (`jobs/notices.rs`; the clock
//! sweeper writes many such endings per transaction, `timeouts.rs`). A
//! change that ends a game otherwise (rating, gems, emails), offers a draw (an
//! email) or meets conditional moves (a reply) is saved in one short
//! transaction with all it writes. What the change tells its watchers is
//! sent to the other app servers by the same commit (`relay.rs`), and
//! told to the watchers here once it is done.
//! Whoever loses a race reads the game again and tries once more, so the
//! rules are always checked against the position they change.
//!
//! A live game in progress that someone watches here is not read for its
//! first try: the change starts from the game as this server last told
//! its watchers ([`crate::events::Hub::latest`]), the latest version it
//! knows. Every write of a game's state is a save guarded by its version,
//! so a change made since by another server (or here, not told yet) makes
//! this save lose the race, and the next try reads the game. A live game
//! has no conditional moves and its clock counts no vacation, so nothing
//! else read with the game bears on the change (docs/live-games.md).

use std::sync::Arc;

use redqueen_domain::game::{
    Clock, Color, ConditionalMoves, Game, GameError, GameId, GameStatus, MoveText,
};
use redqueen_store::GameRow;

use super::actor::Actor;
use super::error::PlayError;
use super::notices;
use crate::events::{GameEvent, News, UserEvent};
use crate::games::LoadedGame;
use crate::state::AppState;

/// Races lost before giving up with [`PlayError::Conflict`].
const ATTEMPTS: usize = 3;

/// A change that was saved.
#[derive(Debug, Clone)]
pub struct Changed {
    pub before: LoadedGame,
    pub after: GameRow,
}

/// Applies `change` to game `game_id` on behalf of `actor`. `change` gets
/// the game and the actor's colour (`None` for the site) and returns the
/// new game, or why not; it may be called again after a lost race.
///
/// # Errors
/// [`PlayError`]; nothing is written then, except that a move arriving
/// after the mover's deadline ends the game on time.
pub async fn transition(
    state: &AppState,
    game_id: &GameId,
    actor: Actor,
    change: impl Fn(&LoadedGame, Option<Color>) -> Result<Game, PlayError>,
) -> Result<Changed, PlayError> {
    for n in 0..ATTEMPTS {
        let kept = if n == 0 { kept(state, game_id) } else { None };
        if let Some(changed) = attempt(state, game_id, kept, actor, &change).await? {
            return Ok(changed);
        }
    }
    Err(PlayError::Conflict)
}

/// The game as last told to its watchers here, when a change may start
/// from it without reading it: a live game in progress (see above). A
/// change it refuses is tried again on the game read.
fn kept(state: &AppState, game_id: &GameId) -> Option<LoadedGame> {
    state
        .hub
        .latest(game_id.as_str())
        .filter(|latest| latest.game.is_live() && latest.in_progress())
        .map(|latest| latest.to_change())
}

/// Replaces the clock of game `game_id` by what `change` makes of it,
/// the position unchanged (an administrator's gift of time): saved like a
/// move, if nobody changed the game meanwhile, and told to the watchers.
///
/// # Errors
/// [`PlayError`] from `change`, or [`PlayError::Conflict`] after lost
/// races.
pub async fn change_clock(
    state: &AppState,
    game_id: &GameId,
    change: impl Fn(&LoadedGame) -> Result<Clock, PlayError>,
) -> Result<Changed, PlayError> {
    for _ in 0..ATTEMPTS {
        let found = state
            .store
            .game_to_change(game_id.as_str())
            .await?
            .ok_or(PlayError::NoSuchGame)?;
        let before = LoadedGame::load_to_change(&state.store, found).await?;
        let clock = change(&before)?;
        let after = next_row(
            state,
            &before,
            &before.game,
            clock,
            state.now(),
            Actor::Site,
        );
        let (changed, news) = news_of(state, &before, after.clone(), before.game.clone(), clock);
        let notices = state.relay.notices(&news);
        if state.store.save_game_telling(&after, notices).await? {
            publish(state, &before, &changed, news);
            return Ok(Changed { before, after });
        }
    }
    Err(PlayError::Conflict)
}

/// One try, from `kept` or else from the game read now; `None` when
/// another change won the race.
async fn attempt(
    state: &AppState,
    game_id: &GameId,
    kept: Option<LoadedGame>,
    actor: Actor,
    change: &impl Fn(&LoadedGame, Option<Color>) -> Result<Game, PlayError>,
) -> Result<Option<Changed>, PlayError> {
    let now = state.now();
    let from_kept = kept.is_some();
    let (before, conditional) = match kept {
        Some(kept) => (kept, false),
        None => {
            let found = state
                .store
                .game_to_change(game_id.as_str())
                .await?
                .ok_or(PlayError::NoSuchGame)?;
            let conditional = found.conditional;
            (
                LoadedGame::load_to_change(&state.store, found).await?,
                conditional,
            )
        }
    };
    let color = match actor {
        Actor::Player(member) => Some(before.color_of(member).ok_or(PlayError::NotYourGame)?),
        Actor::Site => None,
    };
    let game = match change(&before, color) {
        Ok(game) => game,
        // Refused by a version this server knows, which may be behind
        // the stored one (a move made on another server and not told
        // here yet): the refusal stands only against the game read.
        Err(_) if from_kept => return Ok(None),
        Err(refused) => return Err(refused),
    };
    let moved = game.ply() > before.game.ply();
    let clock = match game.ply().cmp(&before.game.ply()) {
        std::cmp::Ordering::Greater => before.after_move(now).ok(),
        // A takeback: the clock as if the move had never been made.
        std::cmp::Ordering::Less => Some(before.clock_before_last_move()?),
        std::cmp::Ordering::Equal => Some(before.clock),
    };
    let Some(clock) = clock else {
        // The deadline passed before the sweeper came round: the game is
        // lost on time now, and the move is not played.
        let timed_out = before.game.time_out()?;
        let saved =
            save_with_effects(state, &before, timed_out, before.clock, false, actor).await?;
        return match saved {
            Some(_) => Err(PlayError::OutOfTime),
            None => Ok(None),
        };
    };
    let reply = moved && conditional && !game.is_over();
    let after = next_row(state, &before, &game, clock, now, actor);
    // Rating a game, or an email about it, needs the transaction; the
    // sweeper's endings of unrated games leave their emails to the jobs.
    let ends = after.status != before.row.status;
    let simple = !reply
        && after.draw_offer == before.row.draw_offer
        && (!ends
            || (mailed_later(&before, &after, actor) && !crate::endings::writes_more(&before.row)));
    let saved = if simple {
        let (changed, news) = news_of(state, &before, after.clone(), game, clock);
        let notices = state.relay.notices(&news);
        let saved = state.store.save_game_telling(&after, notices).await?;
        if saved {
            publish(state, &before, &changed, news);
        }
        saved.then_some(after)
    } else {
        save_with_effects(state, &before, game, clock, reply, actor).await?
    };
    Ok(saved.map(|after| Changed { before, after }))
}

/// The row after `game` and `clock`, with when the jobs email about it:
/// "your turn" after its grace when moves were made and the game goes on,
/// "game over" at once when the site (the clock sweeper) ended it.
pub(super) fn next_row(
    state: &AppState,
    before: &LoadedGame,
    game: &Game,
    clock: Clock,
    now: i64,
    actor: Actor,
) -> GameRow {
    let mut after = before.next_row(game, clock, now);
    if after.status == GameStatus::Started && after.ply > before.row.ply {
        after.notify_at = Some(now.saturating_add(state.settings.your_turn_delay_ms));
    } else if mailed_later(before, &after, actor) {
        after.notify_at = Some(now);
    }
    after
}

/// Whether the emails about this change are left to the jobs: the end of
/// a game by the site, so that a sweep through many games only writes them.
fn mailed_later(before: &LoadedGame, after: &GameRow, actor: Actor) -> bool {
    actor == Actor::Site && before.in_progress() && after.status == GameStatus::Finished
}

/// Saves a change with what it brings in one transaction: the conditional
/// reply (`reply`), the rating when it ends the game, the emails. `None`
/// when another change won the race (nothing is written then).
async fn save_with_effects(
    state: &AppState,
    before: &LoadedGame,
    game: Game,
    clock: Clock,
    reply: bool,
    actor: Actor,
) -> Result<Option<GameRow>, PlayError> {
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let (game, clock) = if reply {
        reply_if_conditional(&mut tx, before, game, clock, now).await?
    } else {
        (game, clock)
    };
    let mut after = next_row(state, before, &game, clock, now, actor);
    if before.in_progress() {
        crate::endings::write(state, &mut tx, before, &game, &mut after, now).await?;
    }
    if !tx.save_game(&after).await? {
        return Ok(None);
    }
    let mailed = !mailed_later(before, &after, actor)
        && notices::queue_emails(state, &mut tx, before, &after, actor).await?;
    let (changed, news) = news_of(state, before, after.clone(), game, clock);
    state.relay.tell_in(&mut tx, &news).await?;
    tx.commit().await?;
    if mailed {
        state.notices_queued();
    }
    publish(state, before, &changed, news);
    Ok(Some(after))
}

/// product.md §2: when the opponent's move matches a conditional line of
/// the player now to move, the server plays the reply at once, as if they
/// had moved; lines that stop matching are dropped.
async fn reply_if_conditional(
    tx: &mut redqueen_store::Tx,
    before: &LoadedGame,
    game: Game,
    clock: Clock,
    now: i64,
) -> Result<(Game, Clock), PlayError> {
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
    let played = reply
        .parse::<MoveText>()
        .map_err(GameError::from)
        .and_then(|mv| game.play_move(game.turn(), game.ply(), &mv, false));
    match played {
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

/// What a change of `before` into the row `after` tells: the game
/// restored from the row, game and clock it was made of, so that no
/// watcher restores it again (the players' vacations that count did not
/// change with the game), with the move it added if that was the change
/// and someone here watches the game (its socket sends the move alone);
/// each player's `gameFinish` when it ended the game, or their turn when
/// the side to move changed. The news is sent to the other servers with
/// the save; the game is kept for [`publish`].
pub(super) fn news_of(
    state: &AppState,
    before: &LoadedGame,
    after: GameRow,
    game: Game,
    clock: Clock,
) -> (Arc<LoadedGame>, News<LoadedGame>) {
    let finished = after.status == GameStatus::Finished;
    let turned = game.ply() != before.game.ply();
    let id = after.id.clone();
    let changed = Arc::new(LoadedGame {
        row: after,
        step: if state.hub.is_watched(&id) {
            game.step_from(&before.game)
        } else {
            None
        },
        game,
        clock,
        vacations: before.vacations.clone(),
        record: std::sync::OnceLock::new(),
    });
    let mut news = News::default();
    news.game(&id, GameEvent::Changed(Arc::clone(&changed)));
    let players = [before.row.white_id, before.row.black_id];
    if finished && before.in_progress() {
        for player in players {
            news.user(player, UserEvent::GameFinish(id.clone()));
        }
    } else if turned {
        for player in players {
            news.user(player, UserEvent::Turn(id.clone()));
        }
    }
    (changed, news)
}

/// Once the change committed: arms the game's new deadline for the flag
/// timer, counts the moves saved in the metrics (a conditional reply is
/// one too; a takeback is none), and tells the watchers here.
pub(super) fn publish(
    state: &AppState,
    before: &LoadedGame,
    changed: &LoadedGame,
    news: News<LoadedGame>,
) {
    state
        .metrics
        .moves(changed.game.ply().saturating_sub(before.game.ply()));
    state
        .deadlines
        .arm(&changed.row.id, changed.row.deadline_at, state.now());
    state.hub.deliver(news);
}
