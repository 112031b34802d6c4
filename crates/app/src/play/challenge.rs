//! Challenges to a named player and open games (product.md §2 "Creating a
//! game"): made, accepted (the game starts), declined or cancelled.

use rand::Rng;
use redqueen_domain::Named;
use redqueen_domain::club::ClubId;
use redqueen_domain::game::{
    ChallengeColor, ChallengeStatus, Color, DeclineReason, Game, GameId, GameStatus, Origin, Seats,
    TimeControl,
};
use redqueen_domain::rating::Pool;
use redqueen_store::{ChallengeRow, GameRow, UserRow};

use super::error::PlayError;
use super::ids::new_game_id;
use super::notices::{self, ChallengeAnswer};
use super::refusal::{MESSAGE_MAX, Refusal};
use super::start::{NewGame, insert_new_game};
use crate::events::{News, UserEvent};
use crate::state::AppState;

/// How long a live challenge or open game waits for an answer.
pub const LIVE_CHALLENGE_MS: i64 = 10 * redqueen_domain::time::MINUTE_MS;

/// A challenge, every field parsed.
#[derive(Debug, Clone)]
pub struct ChallengeRequest {
    /// The challenged member; `None` for an open game anyone may join.
    pub dest: Option<UserRow>,
    pub time_control: TimeControl,
    pub rated: bool,
    pub color: ChallengeColor,
    pub initial_fen: Option<String>,
    pub message: Option<String>,
    pub rating_range: Option<(i32, i32)>,
    pub rematch_of: Option<String>,
    /// The club of a ladder challenge (`clubs::challenge`); a G/N control
    /// is offered for nothing else.
    pub club: Option<i64>,
}

/// Makes a challenge (or an open game) and tells the challenged member.
///
/// # Errors
/// [`PlayError::Refused`] for a challenge to oneself, to a banned member,
/// to a member who blocked the challenger, with a custom position that is not legal or is
/// rated, or with too long a message.
pub async fn create_challenge(
    state: &AppState,
    challenger: &UserRow,
    request: ChallengeRequest,
) -> Result<ChallengeRow, PlayError> {
    if !challenger.email_verified {
        return Err(Refusal::Unverified.into());
    }
    let limit = crate::throttle::Limit::Challenge(challenger.id);
    if state.limits.hit(limit, state.now()).await.is_err() {
        return Err(Refusal::TooManyChallenges.into());
    }
    if let Some(dest) = &request.dest {
        if dest.id == challenger.id {
            return Err(Refusal::SelfChallenge.into());
        }
        if dest.standing().is_banned() {
            return Err(Refusal::DestBanned(dest.username.clone()).into());
        }
        if state.store.is_blocked(dest.id, challenger.id).await? {
            return Err(Refusal::BlockedByDest(dest.username.clone()).into());
        }
    }
    let with_bot = challenger.is_bot || request.dest.as_ref().is_some_and(|d| d.is_bot);
    if with_bot && request.rated {
        return Err(Refusal::RatedWithBot.into());
    }
    if challenger.is_bot && request.dest.is_none() {
        return Err(Refusal::BotOpenGame.into());
    }
    let club_control = matches!(request.time_control, TimeControl::Club { .. });
    if club_control != request.club.is_some() {
        return Err(Refusal::ClubControlOutsideClub.into());
    }
    check_position_and_message(
        request.initial_fen.as_deref(),
        request.rated,
        request.message.as_deref(),
    )?;
    let now = state.now();
    let challenge = ChallengeRow {
        id: new_game_id().to_string(),
        challenger_id: challenger.id,
        dest_user_id: request.dest.as_ref().map(|d| d.id),
        color: request.color,
        final_color: request
            .color
            .fixed()
            .unwrap_or_else(|| Color::from_white(rand::rng().random_bool(0.5))),
        time_control: request.time_control,
        rated: request.rated,
        initial_fen: request.initial_fen,
        message: request.message.filter(|m| !m.trim().is_empty()),
        rating_min: request.rating_range.map(|r| r.0),
        rating_max: request.rating_range.map(|r| r.1),
        rematch_of: request.rematch_of,
        status: ChallengeStatus::Created,
        decline_reason: None,
        created_at: now,
        updated_at: now,
        // live-games.md: a live challenge lapses after 10 minutes
        // unanswered; a correspondence one waits.
        expires_at: (!request.time_control.is_correspondence())
            .then(|| now.saturating_add(LIVE_CHALLENGE_MS)),
        club_id: request.club,
    };
    let mut tx = state.store.begin().await?;
    if let (Some(club), Some(dest)) = (request.club, &request.dest) {
        // clubs-and-ladder.md, decisions of turn 3: identical pending
        // ladder challenges are one. The club's lock makes two sent at
        // once wait for each other, so the second finds the first.
        tx.lock_club(club).await?;
        if let Some(id) = tx
            .pending_club_challenge(club, challenger.id, dest.id, challenge.time_control, now)
            .await?
        {
            return Err(Refusal::LadderChallengePending {
                name: dest.username.clone(),
                id,
            }
            .into());
        }
    }
    tx.insert_challenge(&challenge).await?;
    if let Some(dest) = &request.dest {
        notices::challenge_received(state, &mut tx, &challenge, challenger, dest).await?;
    }
    let mut news = News::default();
    news.user(challenger.id, UserEvent::Challenge(challenge.id.clone()));
    match &request.dest {
        Some(dest) => news.user(dest.id, UserEvent::Challenge(challenge.id.clone())),
        None => news.lobby(),
    }
    state.commit_telling(tx, news).await?;
    state.notices_queued();
    Ok(challenge)
}

/// Whether `user` may accept challenges at all: a verified address.
/// Checked before the challenge is read, so that the web can ask it before
/// it reads the challenge's id.
///
/// # Errors
/// [`Refusal::Unverified`].
pub fn may_accept(user: &UserRow) -> Result<(), PlayError> {
    if user.email_verified {
        Ok(())
    } else {
        Err(Refusal::Unverified.into())
    }
}

/// Accepts a challenge to `user` or joins an open game: the game starts at
/// once, with the challenge's id. For an open game the joiner may ask for a
/// colour when the challenger left it to chance.
///
/// # Errors
/// [`PlayError::NoSuchChallenge`] when there is no pending challenge for
/// this member; [`PlayError::Refused`] for one's own open game or a blocked
/// joiner.
pub async fn accept_challenge(
    state: &AppState,
    user: &UserRow,
    id: &GameId,
    joiner_color: Option<Color>,
) -> Result<GameRow, PlayError> {
    may_accept(user)?;
    let pending = state
        .store
        .challenge(id.as_str())
        .await?
        .filter(|c| c.status == ChallengeStatus::Created)
        .ok_or(PlayError::NoSuchChallenge)?;
    match pending.dest_user_id {
        Some(dest) if dest != user.id => return Err(PlayError::NoSuchChallenge),
        Some(_) => {}
        None if pending.challenger_id == user.id => {
            return Err(Refusal::OwnOpenGame.into());
        }
        None if user.is_bot => return Err(Refusal::BotOpenGame.into()),
        None => {
            if state
                .store
                .is_blocked(pending.challenger_id, user.id)
                .await?
            {
                return Err(Refusal::BlockedJoin.into());
            }
            let control = pending.time_control;
            let rating = rating_for_range(state, user, control).await?;
            let too_low = pending.rating_min.is_some_and(|min| rating < min);
            let too_high = pending.rating_max.is_some_and(|max| rating > max);
            if too_low || too_high {
                return Err(Refusal::OutsideRatingRange.into());
            }
        }
    }
    let now = state.now();
    let mut tx = state.store.begin().await?;
    let challenge = tx
        .close_challenge(id.as_str(), ChallengeStatus::Accepted, None, now)
        .await?
        .ok_or(PlayError::NoSuchChallenge)?;
    // The colour drawn when the challenge was made (lichess's
    // `finalColor`), unless the joiner of a random open game picks one.
    let challenger_color = match (challenge.color, joiner_color) {
        (ChallengeColor::Random, Some(color)) if challenge.dest_user_id.is_none() => !color,
        _ => challenge.final_color,
    };
    let (white_id, black_id) = match challenger_color {
        Color::White => (challenge.challenger_id, user.id),
        Color::Black => (user.id, challenge.challenger_id),
    };
    check_game_cap(state, &mut tx, user, challenge.challenger_id).await?;
    let origin = match (challenge.club_id, challenge.dest_user_id) {
        (Some(_), _) => Origin::Club,
        (None, Some(_)) => Origin::Challenge,
        (None, None) => Origin::OpenGame,
    };
    let control = challenge.time_control;
    let new = NewGame {
        id: id.clone(),
        white_id,
        black_id,
        origin,
        time_control: control,
        rated: challenge.rated,
        initial_fen: challenge.initial_fen.clone(),
        vacation_allowed: true,
        club: challenge.club_id.map(ClubId),
    };
    let row = insert_new_game(&mut tx, new, now).await?;
    notices::challenge_answered(state, &mut tx, &challenge, user, ChallengeAnswer::Accepted)
        .await?;
    let mut news = News::default();
    if challenge.dest_user_id.is_none() {
        news.lobby();
    }
    super::games_started(&mut news, std::slice::from_ref(&row));
    state.relay.tell_in(&mut tx, &news).await?;
    tx.commit().await?;
    state.notices_queued();
    state.deadlines.arm(&row.id, row.deadline_at, now);
    state.hub.deliver(news);
    tracing::info!(game = %row.id, %white_id, %black_id, "game started");
    Ok(row)
}

/// product.md §2 (a decision): an installation may cap the games one
/// member has in progress. Checked in the transaction that starts the
/// game, for the one accepting and the challenger; nothing is changed when
/// either is at the cap (the challenge stays open).
/// What every challenge, addressed or open, is checked for: a set-up
/// position that is legal and unrated (lichess rates only the standard
/// start), and a message of plain text within its length.
///
/// # Errors
/// The first refusal that applies.
pub(super) fn check_position_and_message(
    initial_fen: Option<&str>,
    rated: bool,
    message: Option<&str>,
) -> Result<(), Refusal> {
    if let Some(fen) = initial_fen {
        Game::new(Origin::Challenge, Some(fen)).map_err(|e| Refusal::BadPosition(e.to_string()))?;
        if rated {
            return Err(Refusal::RatedCustomPosition);
        }
    }
    if message.is_some_and(|m| {
        m.chars().count() > MESSAGE_MAX || !redqueen_domain::text::is_plain_text(m)
    }) {
        return Err(Refusal::MessageTooLong);
    }
    Ok(())
}

pub(super) async fn check_game_cap(
    state: &AppState,
    tx: &mut redqueen_store::Tx,
    user: &UserRow,
    challenger: redqueen_domain::account::MemberId,
) -> Result<(), PlayError> {
    let Some(max) = state.settings.max_games_in_progress else {
        return Ok(());
    };
    if tx.games_in_progress_count(user.id).await? >= i64::from(max) {
        return Err(Refusal::AtGameCap { max }.into());
    }
    if tx.games_in_progress_count(challenger).await? >= i64::from(max) {
        let name = tx
            .user_by_id(challenger)
            .await?
            .map(|u| u.username)
            .unwrap_or_default();
        return Err(Refusal::OpponentAtGameCap { name, max }.into());
    }
    Ok(())
}

/// The rating an open game's range is checked against: the joiner's in
/// the pool of the game's clock, lichess's unrated 1500 while they have
/// none (the same figure the API shows, lichess-api-subset.md §11.10).
async fn rating_for_range(
    state: &AppState,
    user: &UserRow,
    control: TimeControl,
) -> Result<i32, PlayError> {
    let pool = Pool::of(control).as_str();
    let rating = state
        .store
        .ratings_of(&[user.id], pool)
        .await?
        .remove(&user.id)
        .and_then(|row| row.record.rating);
    Ok(rating.unwrap_or(1500))
}

/// Challenges the opponent of a finished stand-alone game to the same game
/// again with the colours reversed (product.md §2 "Rematch").
///
/// # Errors
/// [`PlayError::NotYourGame`]; [`Refusal::NoRematch`] for a game still in
/// progress or of a tournament or club.
pub async fn rematch(
    state: &AppState,
    user: &UserRow,
    game_id: &GameId,
) -> Result<ChallengeRow, PlayError> {
    let game = state
        .store
        .game(game_id.as_str())
        .await?
        .ok_or(PlayError::NoSuchGame)?;
    let my_color = game.color_of(user.id).ok_or(PlayError::NotYourGame)?;
    let opponent_id = game.player(!my_color);
    if game.status != GameStatus::Finished || !game.origin.is_stand_alone() {
        return Err(Refusal::NoRematch.into());
    }
    let opponent = state
        .store
        .user_by_id(opponent_id)
        .await?
        .ok_or(PlayError::NoSuchGame)?;
    let request = ChallengeRequest {
        dest: Some(opponent),
        time_control: game.time_control,
        rated: game.rated,
        color: if my_color == Color::White {
            ChallengeColor::Black
        } else {
            ChallengeColor::White
        },
        initial_fen: game.initial_fen.clone(),
        message: None,
        rating_range: None,
        rematch_of: Some(game.id.clone()),
        club: None,
    };
    create_challenge(state, user, request).await
}

/// The reasons a person declining `challenge` on the site may choose:
/// those that can apply to it. The API takes every reason of lichess; the
/// page leaves out variants (none here), the start position unless the
/// challenge has one of its own, bots unless it comes from a BOT, and
/// asking for the rated or casual game it already is.
#[must_use]
pub fn reasons_that_apply(challenge: &ChallengeRow, from_bot: bool) -> Vec<DeclineReason> {
    let from_position = challenge.initial_fen.is_some();
    DeclineReason::ALL
        .iter()
        .copied()
        .filter(|reason| reason.applies(challenge.rated, from_position, from_bot))
        .collect()
}

/// Declines a challenge to `user`, for `reason`.
///
/// # Errors
/// [`PlayError::NoSuchChallenge`] when there is no pending challenge to
/// this member.
pub async fn decline_challenge(
    state: &AppState,
    user: &UserRow,
    id: &GameId,
    reason: DeclineReason,
) -> Result<ChallengeRow, PlayError> {
    let pending = state
        .store
        .challenge(id.as_str())
        .await?
        .ok_or(PlayError::NoSuchChallenge)?;
    if pending.dest_user_id != Some(user.id) {
        return Err(PlayError::NoSuchChallenge);
    }
    let mut tx = state.store.begin().await?;
    let declined = tx
        .close_challenge(
            id.as_str(),
            ChallengeStatus::Declined,
            Some(reason),
            state.now(),
        )
        .await?
        .ok_or(PlayError::NoSuchChallenge)?;
    notices::challenge_answered(state, &mut tx, &declined, user, ChallengeAnswer::Declined).await?;
    let mut news = News::default();
    for member in [declined.challenger_id, user.id] {
        news.user(member, UserEvent::ChallengeDeclined(id.to_string()));
    }
    state.commit_telling(tx, news).await?;
    state.notices_queued();
    Ok(declined)
}

/// Withdraws one's own pending challenge or open game; for the challenged
/// member it is a decline.
///
/// # Errors
/// [`PlayError::NoSuchChallenge`].
pub async fn cancel_challenge(
    state: &AppState,
    user: &UserRow,
    id: &GameId,
) -> Result<ChallengeRow, PlayError> {
    let pending = state
        .store
        .challenge(id.as_str())
        .await?
        .ok_or(PlayError::NoSuchChallenge)?;
    if pending.dest_user_id == Some(user.id) {
        return decline_challenge(state, user, id, DeclineReason::Generic).await;
    }
    if pending.challenger_id != user.id {
        return Err(PlayError::NoSuchChallenge);
    }
    let mut tx = state.store.begin().await?;
    let canceled = tx
        .close_challenge(id.as_str(), ChallengeStatus::Canceled, None, state.now())
        .await?
        .ok_or(PlayError::NoSuchChallenge)?;
    let mut news = News::default();
    let members = std::iter::once(user.id).chain(canceled.dest_user_id);
    for member in members {
        news.user(member, UserEvent::ChallengeCanceled(id.to_string()));
    }
    if canceled.dest_user_id.is_none() {
        news.lobby();
    }
    state.commit_telling(tx, news).await?;
    Ok(canceled)
}

/// Withdraws or declines a challenge as [`cancel_challenge`] does; once
/// its game started (it takes the challenge's id), aborts the game while
/// that is allowed: lichess's one cancel (lichess-api-subset.md §3).
///
/// # Errors
/// As [`cancel_challenge`], or as [`abort`](super::abort) for a game.
pub async fn cancel_or_abort(
    state: &AppState,
    user: &UserRow,
    id: &GameId,
) -> Result<(), PlayError> {
    match cancel_challenge(state, user, id).await {
        Ok(_) => Ok(()),
        Err(PlayError::NoSuchChallenge) if state.store.game(id.as_str()).await?.is_some() => {
            super::abort(state, id, user.id).await?;
            Ok(())
        }
        Err(error) => Err(error),
    }
}
