//! lichess-api-subset.md §3 (challenges) and §4 (seeks).

use axum::Json;
use axum::extract::{Path, RawQuery, State};
use axum::response::{IntoResponse, Response};
use redqueen_domain::Named;
use redqueen_domain::account::{MemberId, Scope};
use redqueen_domain::game::{
    ChallengeStatus, Color, DeclineReason, LiveControl, LiveControlError, LiveMode, TimeControl,
    TimeControlError,
};
use serde_json::{Value, json};
use tokio::sync::broadcast::error::RecvError;

use super::auth::{ApiUser, MaybeApiUser};
use super::ndjson::{Heartbeat, ndjson};
use super::params::{Params, field_error};
use super::shapes::{challenge_json, open_challenge_json};
use crate::accounts;
use crate::events::UserEvent;
use crate::http::{ApiError, ids};
use crate::play::{self, ChallengeColor, ChallengeRequest, OpenRequest, PlayError};
use crate::records::{ChallengeRow, UserRow};
use crate::state::AppState;
use crate::stored_id;

const WRITE: [Scope; 3] = [Scope::ChallengeWrite, Scope::BoardPlay, Scope::BotPlay];

fn ok() -> Json<Value> {
    Json(json!({ "ok": true }))
}

/// The time control of a challenge or seek (§11.1, §11.2, §11.9): `days`
/// per move from lichess's parameter, a live clock from `clock.limit` and
/// `clock.increment` (with our `clock.move` and `takebacks`), or our own
/// `timeControl` text (`30d/game`, `fast 10m/2m+5s tb1`).
fn time_control(params: &Params) -> Result<TimeControl, ApiError> {
    let given: Vec<&str> = ["timeControl", "clock.limit", "days"]
        .into_iter()
        .filter(|name| params.get(name).is_some())
        .collect();
    if let [first, second, ..] = given[..] {
        // One of them would be dropped without a word.
        return Err(field_error(
            second,
            &format!("Invalid value: give {first} or {second}, not both"),
        ));
    }
    if let Some(text) = params.get("timeControl") {
        return text
            .parse()
            .map_err(|e: TimeControlError| field_error("timeControl", &e.to_string()));
    }
    if let Some(limit) = whole(params, "clock.limit")? {
        let increment = whole(params, "clock.increment")?.unwrap_or(0);
        return live_clock(params, limit, increment);
    }
    match params.int("days")? {
        Some(days) => u32::try_from(days)
            .ok()
            .and_then(|d| TimeControl::per_move(d).ok())
            .ok_or_else(|| field_error("days", "Invalid value: days per move are 1, 3, 7 or 14")),
        None => Err(ApiError::bad_request(
            "Every game needs a time control: give days per move (1, 3, 7 or 14) or clock.limit and clock.increment",
        )),
    }
}

/// A parameter that must be a whole number of zero or more.
fn whole(params: &Params, name: &str) -> Result<Option<u32>, ApiError> {
    params
        .int(name)?
        .map(|n| {
            u32::try_from(n).map_err(|_| field_error(name, "Invalid value: must be 0 or more"))
        })
        .transpose()
}

/// A live clock of `limit` seconds round time and `increment` seconds
/// extra time (live-games.md; lichess-api-subset.md §11.2): the move time
/// is the mode's longest unless `clock.move` (seconds, whole minutes)
/// says, the takebacks none unless `takebacks` (0–3) says. A refusal
/// names the parameter and the mode's range.
fn live_clock(params: &Params, limit: u32, increment: u32) -> Result<TimeControl, ApiError> {
    let move_minutes = match whole(params, "clock.move")? {
        Some(seconds) if seconds % 60 == 0 => Some(seconds / 60),
        Some(_) => {
            return Err(field_error(
                "clock.move",
                "Invalid value: move times are whole minutes (a multiple of 60 seconds)",
            ));
        }
        None => None,
    };
    let takebacks = whole(params, "takebacks")?;
    LiveControl::from_lichess(limit, increment, move_minutes, takebacks)
        .map(TimeControl::Live)
        .map_err(|error| {
            let round_fits = |minutes| {
                LiveMode::ALL
                    .iter()
                    .any(|mode| mode.round_minutes().contains(&minutes))
            };
            let field = match error {
                LiveControlError::MoveTime { .. } => "clock.move",
                LiveControlError::ExtraTime { .. } => "clock.increment",
                LiveControlError::FitsNoMode { minutes, .. } if round_fits(minutes) => {
                    "clock.increment"
                }
                LiveControlError::Takebacks(_) => "takebacks",
                _ => "clock.limit",
            };
            field_error(field, &format!("Invalid value: {error}"))
        })
}

fn color(params: &Params) -> Result<ChallengeColor, ApiError> {
    match params.get("color") {
        None => Ok(ChallengeColor::Random),
        Some(text) => ChallengeColor::parse(&text.to_ascii_lowercase())
            .map_err(|_| field_error("color", "Invalid value: white, black or random")),
    }
}

/// `variant` (standard, or fromPosition with `fen`) and `fen`.
fn start_position(params: &Params) -> Result<Option<String>, ApiError> {
    match params.get("variant") {
        None | Some("standard") | Some("fromPosition") => Ok(params.get("fen").map(str::to_owned)),
        Some(other) => Err(field_error(
            "variant",
            &format!("Invalid value: {other}; only standard and fromPosition"),
        )),
    }
}

fn rating_range(params: &Params) -> Result<Option<(i32, i32)>, ApiError> {
    let Some(text) = params.get("ratingRange") else {
        return Ok(None);
    };
    let parsed = text
        .split_once('-')
        .and_then(|(low, high)| Some((low.trim().parse().ok()?, high.trim().parse().ok()?)))
        .filter(|(low, high): &(i32, i32)| low <= high);
    parsed
        .map(Some)
        .ok_or_else(|| field_error("ratingRange", "Invalid value: e.g. 1500-1800"))
}

async fn respond(
    state: &AppState,
    challenge: &ChallengeRow,
    viewer: MemberId,
) -> Result<Json<Value>, ApiError> {
    let parties = play::challenge_parties(state, [challenge]).await?;
    Ok(Json(challenge_json(
        state,
        challenge,
        &parties,
        Some(viewer),
    )))
}

/// `POST /api/challenge/{username}`.
pub async fn create(
    State(state): State<AppState>,
    api: ApiUser,
    Path(username): Path<String>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    api.require(&WRITE)?;
    let dest = accounts::member_named(&state, &username)
        .await?
        .ok_or_else(|| ApiError::bad_request(&format!("No such user: {username}")))?;
    let request = ChallengeRequest {
        dest: Some(dest),
        time_control: time_control(&params)?,
        rated: params.bool("rated", false)?,
        color: color(&params)?,
        initial_fen: start_position(&params)?,
        message: params.text("message")?.map(str::to_owned),
        rating_range: None,
        rematch_of: None,
        club: None,
    };
    let challenge = play::create_challenge(&state, &api.user, request).await?;
    respond(&state, &challenge, api.user.id).await
}

/// `POST /api/challenge/open` (lichess-api-subset.md §3): an open
/// challenge, a token optional; `users` ("a,b") keeps its sides for two
/// members, the first White. Anyone may make one: its makers do not play.
pub async fn create_open(
    State(state): State<AppState>,
    _maker: MaybeApiUser,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    let players = match params.get("users") {
        None => None,
        Some(text) => Some(kept_for(&state, text).await?),
    };
    let request = OpenRequest {
        time_control: time_control(&params)?,
        rated: params.bool("rated", false)?,
        initial_fen: start_position(&params)?,
        name: params.text("name")?.map(str::to_owned),
        players,
        expires_at: params.int("expiresAt")?,
    };
    let open = play::create_open_challenge(&state, request.clone()).await?;
    let kept = request
        .players
        .as_ref()
        .map(|(white, black)| (white, black));
    Ok(Json(open_challenge_json(&state, &open, kept)))
}

/// The two members of `users` ("a,b"), the first White.
async fn kept_for(state: &AppState, users: &str) -> Result<(UserRow, UserRow), ApiError> {
    let names: Vec<&str> = users.split(',').map(str::trim).collect();
    let &[white, black] = names.as_slice() else {
        return Err(field_error(
            "users",
            "Two usernames separated by a comma: the first plays White",
        ));
    };
    let mut found = Vec::with_capacity(2);
    for name in [white, black] {
        found.push(
            accounts::member_named(state, name)
                .await?
                .ok_or_else(|| field_error("users", &format!("No such user: {name}")))?,
        );
    }
    let black = found.pop().ok_or_else(|| ApiError::bad_request("users"))?;
    let white = found.pop().ok_or_else(|| ApiError::bad_request("users"))?;
    Ok((white, black))
}

async fn open_game(
    state: &AppState,
    api: &ApiUser,
    params: &Params,
    time_control: TimeControl,
) -> Result<ChallengeRow, ApiError> {
    let request = ChallengeRequest {
        dest: None,
        time_control,
        rated: params.bool("rated", false)?,
        color: color(params)?,
        initial_fen: start_position(params)?,
        message: params.text("name")?.map(str::to_owned),
        rating_range: rating_range(params)?,
        rematch_of: None,
        club: None,
    };
    Ok(play::create_challenge(state, &api.user, request).await?)
}

/// `POST /api/board/seek` (§4): a correspondence seek (`days`, or our
/// `timeControl`) becomes an open game at once and answers its id; a
/// real-time seek (`time` minutes, default 10, and `increment` seconds,
/// default 5) becomes an open game that lives while the connection does
/// (keep-alive lines only); the connection is closed once it is joined —
/// the game arrives as `gameStart` on the event stream — and hanging up
/// withdraws it.
pub async fn seek(
    State(state): State<AppState>,
    api: ApiUser,
    params: Params,
) -> Result<Response, ApiError> {
    api.require(&[Scope::BoardPlay])?;
    // lichess-api-subset.md §6: bots play only through challenges.
    if api.user.is_bot {
        return Err(super::auth::not_for_bots());
    }
    if params.get("days").is_some() || params.get("timeControl").is_some() {
        let challenge = open_game(&state, &api, &params, time_control(&params)?).await?;
        return Ok(Json(json!({ "id": challenge.id })).into_response());
    }
    let minutes = whole(&params, "time")?.unwrap_or(10);
    let increment = whole(&params, "increment")?.unwrap_or(5);
    let control = LiveControl::from_lichess(minutes.saturating_mul(60), increment, None, None)
        .map_err(|error| field_error("time", &format!("Invalid value: {error}")))?;
    // Listening before the open game exists, so that a join at once is
    // not missed.
    let mut events = state.hub.listen_user(api.user.id);
    let ended = state.hub.member_ended(api.user.id);
    let challenge = open_game(&state, &api, &params, TimeControl::Live(control)).await?;
    let seek = stored_id::game(&challenge.id)?;
    Ok(ndjson(
        state.metrics.open_stream(),
        move |lines| async move {
            let closing = state.hub.closing();
            tokio::pin!(closing, ended);
            let mut heartbeat = Heartbeat::start();
            loop {
                tokio::select! {
                    event = events.recv() => match event {
                        Ok(UserEvent::GameStart(id) | UserEvent::ChallengeCanceled(id))
                            if id == challenge.id => return,
                        // Events were missed: the store says whether it was joined.
                        Err(RecvError::Lagged(_)) => {
                            if let Ok(Some(now)) = play::find_challenge(&state, &seek).await
                                && now.status != ChallengeStatus::Created
                            {
                                return;
                            }
                        }
                        Ok(_) => {}
                        Err(RecvError::Closed) => break,
                    },
                    () = lines.closed() => break,
                    () = heartbeat.beat() => if !lines.keep_alive().await { break },
                    () = &mut closing => break,
                    () = &mut ended => break,
                }
            }
            // The seeker hung up (or the server stops): the seek is withdrawn,
            // unless it was joined meanwhile.
            if let Err(error) = play::cancel_challenge(&state, &api.user, &seek).await
                && !matches!(error, PlayError::NoSuchChallenge)
            {
                tracing::warn!(seek = %challenge.id, %error, "a seek could not be withdrawn");
            }
        },
    ))
}

/// `GET /api/challenge`: pending challenges to and from me.
pub async fn list(State(state): State<AppState>, api: ApiUser) -> Result<Json<Value>, ApiError> {
    api.require(&[
        Scope::ChallengeRead,
        Scope::ChallengeWrite,
        Scope::BoardPlay,
        Scope::BotPlay,
    ])?;
    let lists = play::challenge_lists(&state, api.user.id).await?;
    let render = |list: &[ChallengeRow]| -> Vec<Value> {
        list.iter()
            .map(|c| challenge_json(&state, c, &lists.parties, Some(api.user.id)))
            .collect()
    };
    Ok(Json(
        json!({ "in": render(&lists.incoming), "out": render(&lists.outgoing) }),
    ))
}

/// `GET /api/challenge/{id}/show`.
pub async fn show(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let (challenge, parties) = play::challenge_view(&state, &ids::challenge(&id)?)
        .await?
        .ok_or_else(|| ApiError::not_found("Not found"))?;
    Ok(Json(challenge_json(
        &state,
        &challenge,
        &parties,
        Some(api.user.id),
    )))
}

/// `POST /api/challenge/{id}/accept`; `color` for an open game.
pub async fn accept(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
) -> Result<Json<Value>, ApiError> {
    api.require(&WRITE)?;
    // An open game's joiner may ask for a side; `random` leaves it open.
    let joiner_color = match color(&Params::from_query(query.as_deref())?)? {
        ChallengeColor::White => Some(Color::White),
        ChallengeColor::Black => Some(Color::Black),
        ChallengeColor::Random => None,
    };
    // Who may accept is told before which challenge (as the use case does).
    play::may_accept(&api.user)?;
    play::accept_any_challenge(&state, &api.user, &ids::challenge(&id)?, joiner_color).await?;
    Ok(ok())
}

/// `POST /api/challenge/{id}/decline` with an optional `reason`.
pub async fn decline(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
    params: Params,
) -> Result<Json<Value>, ApiError> {
    api.require(&WRITE)?;
    play::decline_challenge(
        &state,
        &api.user,
        &ids::challenge(&id)?,
        params
            .get("reason")
            .map_or(DeclineReason::Generic, DeclineReason::read),
    )
    .await?;
    Ok(ok())
}

/// `POST /api/challenge/{id}/cancel`: withdraws my challenge; as the
/// challenged member, declines; once the game started and while it can
/// still be aborted, aborts it.
pub async fn cancel(
    State(state): State<AppState>,
    api: ApiUser,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    api.require(&WRITE)?;
    play::cancel_or_abort(&state, &api.user, &ids::challenge(&id)?).await?;
    Ok(ok())
}
