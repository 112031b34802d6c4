//! Open challenges as lichess has them (lichess-api-subset.md §3, `POST
//! /api/challenge/open`): anyone makes one, a token optional, and shares
//! its two links; the first member to follow each link takes that side
//! (or the member the side is kept for), and the game starts, with the
//! challenge's id, once both sides are taken. Nobody plays both sides.

use redqueen_domain::game::{ChallengeStatus, Color, GameId, Origin, TimeControl};
use redqueen_store::{GameRow, OpenChallengeRow, UserRow};

use super::PlayError;
use super::ids::new_game_id;
use super::refusal::Refusal;
use super::start::{NewGame, insert_new_game};
use crate::events::News;
use crate::state::AppState;

/// What an open challenge is made of.
#[derive(Debug, Clone)]
pub struct OpenRequest {
    pub time_control: TimeControl,
    pub rated: bool,
    pub initial_fen: Option<String>,
    pub name: Option<String>,
    /// Only these two may play it, the first White.
    pub players: Option<(UserRow, UserRow)>,
    pub expires_at: Option<i64>,
}

/// Stores a new open challenge.
///
/// # Errors
/// [`PlayError::Refused`]: a club clock, a bad or rated custom position,
/// a rated game kept for a BOT, a name too long.
pub async fn create_open_challenge(
    state: &AppState,
    request: OpenRequest,
) -> Result<OpenChallengeRow, PlayError> {
    if matches!(request.time_control, TimeControl::Club { .. }) {
        return Err(Refusal::ClubControlOutsideClub.into());
    }
    super::challenge::check_position_and_message(
        request.initial_fen.as_deref(),
        request.rated,
        request.name.as_deref(),
    )?;
    if let Some((white, black)) = &request.players {
        if white.id == black.id {
            return Err(Refusal::SelfChallenge.into());
        }
        if request.rated && (white.is_bot || black.is_bot) {
            return Err(Refusal::RatedWithBot.into());
        }
    }
    let row = OpenChallengeRow {
        id: new_game_id().to_string(),
        time_control: request.time_control,
        rated: request.rated,
        initial_fen: request.initial_fen,
        name: request.name,
        white_reserved: request.players.as_ref().map(|(w, _)| w.id.0),
        black_reserved: request.players.as_ref().map(|(_, b)| b.id.0),
        white_id: None,
        black_id: None,
        created_at: state.now(),
        expires_at: request.expires_at,
        status: ChallengeStatus::Created,
    };
    let mut tx = state.store.begin().await?;
    tx.insert_open_challenge(&row).await?;
    tx.commit().await?;
    Ok(row)
}

/// `user` takes `color` of the open challenge `id`; the game, once both
/// sides are taken.
///
/// # Errors
/// [`PlayError::NoSuchChallenge`] when there is no open challenge `id`
/// still waiting; [`PlayError::Refused`]: unverified, a BOT (open games are
/// not for them), the side taken, kept for another or the other side
/// already theirs.
pub async fn join_open_challenge(
    state: &AppState,
    user: &UserRow,
    id: &GameId,
    color: Color,
) -> Result<Option<GameRow>, PlayError> {
    if !user.email_verified {
        return Err(Refusal::Unverified.into());
    }
    if user.is_bot {
        return Err(Refusal::BotOpenGame.into());
    }
    let now = state.now();
    let open = state
        .store
        .open_challenge(id.as_str())
        .await?
        .filter(|c| c.is_open(now))
        .ok_or(PlayError::NoSuchChallenge)?;
    let control = open.time_control;
    let mut tx = state.store.begin().await?;
    let taken = tx
        .take_open_side(id.as_str(), color, user.id, now)
        .await?
        .ok_or(Refusal::SideTaken)?;
    let (Some(white_id), Some(black_id)) =
        (taken.taken_by(Color::White), taken.taken_by(Color::Black))
    else {
        tx.commit().await?;
        return Ok(None);
    };
    let other = if white_id == user.id {
        black_id
    } else {
        white_id
    };
    super::challenge::check_game_cap(state, &mut tx, user, other).await?;
    let new = NewGame {
        id: id.clone(),
        white_id,
        black_id,
        origin: Origin::Challenge,
        time_control: control,
        rated: open.rated,
        initial_fen: open.initial_fen.clone(),
        vacation_allowed: true,
        club: None,
    };
    let row = insert_new_game(&mut tx, new, now).await?;
    tx.close_open_challenge(id.as_str()).await?;
    let mut news = News::default();
    super::games_started(&mut news, std::slice::from_ref(&row));
    state.relay.tell_in(&mut tx, &news).await?;
    tx.commit().await?;
    state.deadlines.arm(&row.id, row.deadline_at, now);
    state.hub.deliver(news);
    tracing::info!(game = %row.id, %white_id, %black_id, "open challenge started");
    Ok(Some(row))
}

/// Accepts the challenge `id` whichever kind it is, as lichess's one
/// accept does (lichess-api-subset.md §3): an open challenge on the side
/// asked for, else the first one free; any other as
/// [`accept_challenge`](super::accept_challenge) does.
///
/// # Errors
/// As [`join_open_challenge`] or [`accept_challenge`](super::accept_challenge).
pub async fn accept_any_challenge(
    state: &AppState,
    user: &UserRow,
    id: &GameId,
    side: Option<Color>,
) -> Result<(), PlayError> {
    if let Some(open) = state.store.open_challenge(id.as_str()).await? {
        let side = side.unwrap_or(if open.taken_by(Color::White).is_none() {
            Color::White
        } else {
            Color::Black
        });
        join_open_challenge(state, user, id, side).await?;
        return Ok(());
    }
    super::accept_challenge(state, user, id, side).await?;
    Ok(())
}
