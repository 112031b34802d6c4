//! Starting a game, whatever made it: an accepted challenge or open game,
//! or a tournament round. Every game begins the same way: the position, a
//! fresh clock, the players' ratings, the first deadline and reminder.

use redqueen_domain::account::MemberId;
use redqueen_domain::club::ClubId;
use redqueen_domain::game::{Clock, Game, GameId, GameStatus, Origin, TimeControl};
use redqueen_domain::rating::Pool;
use redqueen_store::{GameRow, StoreResult, Tx};

use super::error::PlayError;
use super::ids::new_player_secret;
use crate::events::{News, UserEvent};
use crate::games::LoadedGame;
use crate::state::AppState;

/// A game about to start.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub id: GameId,
    pub white_id: MemberId,
    pub black_id: MemberId,
    pub origin: Origin,
    pub time_control: TimeControl,
    pub rated: bool,
    pub initial_fen: Option<String>,
    /// product.md §4: only tournaments may disallow vacation.
    pub vacation_allowed: bool,
    /// The club of a ladder challenge played on the server.
    pub club: Option<ClubId>,
}

/// Stores `new` as a game in progress, started at `now`, and returns it.
///
/// # Errors
/// A custom position the rules refuse (checked when a challenge is made,
/// so never in practice), or the database failed.
pub async fn insert_new_game(tx: &mut Tx, new: NewGame, now: i64) -> Result<GameRow, PlayError> {
    let fen = new.initial_fen.as_deref();
    let game = if new.time_control.is_correspondence() {
        Game::new(new.origin, fen)
    } else {
        Game::new_live(new.origin, fen)
    }
    .map_err(anyhow::Error::from)?;
    let pool = Pool::of(new.time_control);
    let clock = Clock::start(new.time_control, game.turn(), now);
    let row = GameRow {
        id: new.id.as_str().to_owned(),
        white_id: new.white_id,
        black_id: new.black_id,
        white_secret: new_player_secret(),
        black_secret: new_player_secret(),
        origin: new.origin,
        time_control: new.time_control,
        rated: new.rated,
        initial_fen: new.initial_fen,
        moves: String::new(),
        move_times: String::new(),
        ply: 0,
        version: 0,
        fen: game.fen(),
        draw_offer: None,
        deletion_request: None,
        live: game.live(),
        white_ms: clock.white_ms,
        black_ms: clock.black_ms,
        turn_started_at: now,
        deadline_at: None,
        reminder_at: None,
        reminder_kind: None,
        status: GameStatus::Started,
        winner: None,
        end_reason: None,
        created_at: now,
        last_move_at: None,
        finished_at: None,
        white_rating: super::rating::current_rating(tx, new.white_id, pool).await?,
        black_rating: super::rating::current_rating(tx, new.black_id, pool).await?,
        white_rating_diff: None,
        black_rating_diff: None,
        white_rating_rule: None,
        black_rating_rule: None,
        white_gems: None,
        black_gems: None,
        vacation_allowed: new.vacation_allowed,
        club_id: new.club.map(|club| club.0),
        notify_at: None,
        opening_eco: None,
        opening_name: None,
    };
    // One pass through the same bookkeeping as every later change sets the
    // deadline and the first reminder (after the vacation of the first
    // player to move, if they are on one).
    let started = LoadedGame::load_in(tx, row).await?;
    let mut row = started.next_row(&game, clock, now);
    row.version = 0;
    tx.insert_game(&row).await?;
    Ok(row)
}

/// Adds to `news` a `gameStart` for each player of each of `games`; the
/// news goes to the other servers in the transaction that starts them.
pub fn games_started(news: &mut News<LoadedGame>, games: &[GameRow]) {
    for game in games {
        for player in [game.white_id, game.black_id] {
            news.user(player, UserEvent::GameStart(game.id.clone()));
        }
    }
}

/// Commits `tx`, which started `games` (a tournament's or a club event's
/// round), with their players' `gameStart` sent to the other servers by
/// the same commit; then tells them here.
///
/// # Errors
/// The database failed; nothing is committed then.
pub async fn commit_announcing(state: &AppState, tx: Tx, games: &[GameRow]) -> StoreResult<()> {
    let mut news = News::default();
    games_started(&mut news, games);
    state.commit_telling(tx, news).await
}
