//! What players do in a game, each through [`transition`].

use redqueen_domain::account::MemberId;
use redqueen_domain::game::{Color, ConditionalMoves, Game, GameError, GameId, MoveText};

use super::actor::Actor;
use super::error::PlayError;
use super::refusal::{MAX_LINE_PLIES, MAX_LINES, Refusal};
use super::transition::{Changed, transition};
use crate::games::LoadedGame;
use crate::state::AppState;

/// A move as a player sends it, read at the edge.
#[derive(Debug, Clone)]
pub struct PlayMove {
    /// The number of half-moves the player saw (product.md §2: of two
    /// submissions for the same ply exactly one succeeds); `None` means
    /// "the current position", as the lichess API has no ply.
    pub ply: Option<u32>,
    /// The move, in SAN or UCI.
    pub mv: MoveText,
    /// Offers or accepts a draw with the move, or claims one the move
    /// makes available (lichess-api-subset.md §11.13).
    pub offering_draw: bool,
}

/// `user_id` plays `command` in game `game_id`.
///
/// # Errors
/// [`PlayError`]: not a player, not their turn, illegal, stale, ...
pub async fn play_move(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
    command: &PlayMove,
) -> Result<Changed, PlayError> {
    by_player(state, game_id, user_id, |loaded, color| {
        let ply = command.ply.unwrap_or_else(|| loaded.game.ply());
        let played = loaded
            .game
            .play_move(color, ply, &command.mv, command.offering_draw)?;
        Ok(played.game)
    })
    .await
}

/// [`transition`] by the player `user_id`: the change is given their
/// colour (`transition` refuses anyone who does not play in the game).
async fn by_player(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
    change: impl Fn(&LoadedGame, Color) -> Result<Game, PlayError>,
) -> Result<Changed, PlayError> {
    transition(state, game_id, Actor::Player(user_id), |loaded, color| {
        change(loaded, color.ok_or(PlayError::NotYourGame)?)
    })
    .await
}

/// The one-click actions on a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Resign,
    Abort,
    /// Offer a draw, accept the opponent's offer, or claim a draw the
    /// position allows (lichess's `draw/yes`).
    DrawYes,
    /// Decline the opponent's draw offer.
    DrawNo,
    /// Ask to delete the game, or agree to the opponent's request.
    DeleteYes,
    /// Refuse the opponent's request to delete the game.
    DeleteNo,
    /// A live game's takeback (lichess's `takeback/yes`): accept the
    /// opponent's offer, else take back one's last move by right, else
    /// offer to (live-games.md "Takebacks").
    TakebackYes,
    /// Decline the opponent's takeback offer.
    TakebackNo,
    /// Ask to quit a live game, or agree to the opponent's request
    /// (live-games.md "Quitting early").
    QuitYes,
    /// Decline the opponent's request to quit: they lose.
    QuitNo,
}

/// Does `action` for `user_id` in game `game_id`.
///
/// # Errors
/// [`PlayError`].
pub async fn act(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
    action: Action,
) -> Result<Changed, PlayError> {
    let now = state.now();
    by_player(state, game_id, user_id, |loaded, color| {
        let game = &loaded.game;
        let next: Result<Game, GameError> = match action {
            Action::Resign => game.resign(color),
            Action::Abort => game.abort(color),
            Action::DrawYes => game.draw_yes(color),
            Action::DrawNo => game.decline_draw(color),
            Action::DeleteYes => game.request_deletion(color),
            Action::DeleteNo => game.decline_deletion(color),
            Action::TakebackYes => {
                let before = takeback_clock(loaded)?;
                game.takeback_yes(color, &before, now)
            }
            Action::TakebackNo => game.decline_takeback(color),
            Action::QuitYes => game.request_quit(color, now),
            Action::QuitNo => game.decline_quit(color),
        };
        Ok(next?)
    })
    .await
}

/// The clock a takeback of the last move restores; a game without moves
/// keeps its own (the domain then refuses the takeback with its reason).
fn takeback_clock(loaded: &LoadedGame) -> Result<redqueen_domain::game::Clock, PlayError> {
    if loaded.game.move_count() == 0 {
        return Ok(loaded.clock);
    }
    Ok(loaded.clock_before_last_move()?)
}

/// Resigns (before both sides moved, a stand-alone game is aborted).
///
/// # Errors
/// [`PlayError`].
pub async fn resign(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
) -> Result<Changed, PlayError> {
    act(state, game_id, user_id, Action::Resign).await
}

/// Aborts a stand-alone game before both sides have moved.
///
/// # Errors
/// [`PlayError`].
pub async fn abort(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
) -> Result<Changed, PlayError> {
    act(state, game_id, user_id, Action::Abort).await
}

/// Offers, accepts (`yes`) or declines (`!yes`) a draw; `yes` also claims
/// a threefold or fifty-move draw when the position allows it.
///
/// # Errors
/// [`PlayError`].
pub async fn draw(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
    yes: bool,
) -> Result<Changed, PlayError> {
    act(
        state,
        game_id,
        user_id,
        if yes { Action::DrawYes } else { Action::DrawNo },
    )
    .await
}

/// Claims a threefold-repetition or fifty-move draw.
///
/// # Errors
/// [`PlayError`], with [`GameError::NothingToClaim`] when there is none.
pub async fn claim_draw(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
) -> Result<Changed, PlayError> {
    by_player(state, game_id, user_id, |loaded, color| {
        Ok(loaded.game.claim_draw(color)?)
    })
    .await
}

/// Asks to delete the game by agreement, agrees (`yes`), or refuses.
///
/// # Errors
/// [`PlayError`].
pub async fn request_deletion(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
    yes: bool,
) -> Result<Changed, PlayError> {
    act(
        state,
        game_id,
        user_id,
        if yes {
            Action::DeleteYes
        } else {
            Action::DeleteNo
        },
    )
    .await
}

/// Ends a game whose player to move ran out of time (the clock sweeper,
/// a live game's flag timer): a loss, or a draw when the opponent could
/// not mate, or in a live game before 10 plies no result; or a live game
/// whose request to quit went unanswered. A player on vacation never runs
/// out (product.md §4).
///
/// A stored deadline that has passed although the player has time left
/// was computed before one of their vacations was known (on PostgreSQL, a
/// game starting while the vacation is being scheduled): the game is then
/// saved as it is, which stores the right deadline.
///
/// # Errors
/// [`PlayError`]; [`GameError::GameOver`] when it already ended;
/// [`PlayError::Conflict`] when a move came just in time.
pub async fn time_out(state: &AppState, game_id: &GameId) -> Result<Changed, PlayError> {
    let now = state.now();
    transition(state, game_id, Actor::Site, |loaded, _| {
        timed_out(loaded, now)
    })
    .await
}

/// The game after [`time_out`]'s check at `now`: ended on time, or as it
/// is when only its stored deadline was wrong.
///
/// # Errors
/// [`PlayError::Conflict`] when the deadline has not passed (a move came
/// just in time); [`GameError::GameOver`] when the game already ended.
pub(super) fn timed_out(loaded: &LoadedGame, now: i64) -> Result<Game, PlayError> {
    // A live game's request to quit that came due before the clock's
    // deadline ends it as a quit (live-games.md: no answer within the move
    // time); a live clock counts no vacation, hence the deadline without.
    let quit_due = loaded
        .game
        .quit_deadline(&loaded.clock)
        .filter(|at| *at <= now && *at < loaded.clock.deadline(0));
    if quit_due.is_some() {
        Ok(loaded.game.quit_unanswered(&loaded.clock, now)?)
    } else if loaded.is_out_of_time(now) {
        Ok(loaded.game.time_out()?)
    } else if loaded.row.deadline_at.is_some_and(|at| at <= now) {
        Ok(loaded.game.clone())
    } else {
        Err(PlayError::Conflict)
    }
}

/// Ends a game in progress as a loss for `member`, whatever the ply and
/// the origin: they were banned or deleted their account (product.md
/// §1, §11). Rated as usual; a tournament counts it as a forfeit.
///
/// # Errors
/// [`PlayError`]; [`GameError::GameOver`] when it already ended.
pub async fn forfeit(
    state: &AppState,
    game_id: &GameId,
    member: MemberId,
) -> Result<Changed, PlayError> {
    transition(state, game_id, Actor::Site, |loaded, _| {
        let loser = loaded.color_of(member).ok_or(PlayError::NotYourGame)?;
        Ok(loaded.game.forfeit(loser)?)
    })
    .await
}

/// Sets the result of an unfinished game (product.md §2: administrator
/// adjudication): `winner`, or a draw. The reason is the caller's to log.
///
/// # Errors
/// [`PlayError`]; [`GameError::GameOver`] when it already ended.
pub async fn adjudicate(
    state: &AppState,
    game_id: &GameId,
    winner: Option<Color>,
) -> Result<Changed, PlayError> {
    transition(state, game_id, Actor::Site, |loaded, _| {
        Ok(loaded.game.adjudicate(winner)?)
    })
    .await
}

/// Adds `ms` to `to`'s clock in a game in progress (an administrator's
/// gift of time, e.g. after an outage). In a control of days per move it
/// counts for the current or next move of theirs only, as every move
/// sets that clock again.
///
/// # Errors
/// [`PlayError`]; [`GameError::GameOver`] when the game ended.
pub async fn give_time(
    state: &AppState,
    game_id: &GameId,
    to: Color,
    ms: i64,
) -> Result<Changed, PlayError> {
    super::transition::change_clock(state, game_id, |loaded| {
        if !loaded.in_progress() {
            return Err(GameError::GameOver.into());
        }
        let mut clock = loaded.clock;
        match to {
            Color::White => clock.white_ms = clock.white_ms.saturating_add(ms),
            Color::Black => clock.black_ms = clock.black_ms.saturating_add(ms),
        }
        Ok(clock)
    })
    .await
}

/// `user_id`'s conditional moves in a game.
///
/// # Errors
/// [`PlayError`]: no such game, not a player.
pub async fn conditional_moves(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
) -> Result<ConditionalMoves, PlayError> {
    super::player_game(state, game_id, user_id).await?;
    let mut tx = state.store.begin().await?;
    let stored = tx.conditional_moves(game_id.as_str(), user_id).await?;
    tx.commit().await?;
    Ok(stored
        .and_then(|s| serde_json::from_str(&s).ok())
        .unwrap_or_default())
}

/// Replaces `user_id`'s conditional moves in a game by `lines` (each a list
/// of UCI or SAN moves starting with the opponent's next move), checking
/// every line against the rules. An empty list removes them.
///
/// # Errors
/// [`PlayError::Refused`] naming the line and move that is wrong.
pub async fn set_conditional_moves(
    state: &AppState,
    game_id: &GameId,
    user_id: MemberId,
    lines: &[Vec<String>],
) -> Result<Vec<Vec<String>>, PlayError> {
    let row = super::player_game(state, game_id, user_id).await?;
    if lines.len() > MAX_LINES || lines.iter().any(|line| line.len() > MAX_LINE_PLIES) {
        return Err(Refusal::TooManyConditionalMoves.into());
    }
    let loaded = LoadedGame::from_row(row)?;
    let color = loaded.color_of(user_id).ok_or(PlayError::NotYourGame)?;
    if !loaded.in_progress() {
        return Err(PlayError::Rule(GameError::GameOver));
    }
    // product.md §2: conditional moves are a correspondence feature; a
    // reply played at once would also charge a live clock nothing.
    if loaded.game.is_live() {
        return Err(Refusal::ConditionalMovesLive.into());
    }
    let mut tree = ConditionalMoves::default();
    for (index, line) in lines.iter().enumerate() {
        tree =
            tree.add_line(&loaded.game, color, line)
                .map_err(|error| Refusal::ConditionalLine {
                    line: index + 1,
                    error,
                })?;
    }
    let stored = if tree.is_empty() {
        None
    } else {
        serde_json::to_string(&tree).ok()
    };
    let mut tx = state.store.begin().await?;
    tx.set_conditional_moves(game_id.as_str(), user_id, stored.as_deref(), state.now())
        .await?;
    tx.commit().await?;
    Ok(tree.lines())
}
