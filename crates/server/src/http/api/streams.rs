//! The two endless streams: a member's events (§2) and a game's states
//! (§5).

use axum::extract::{Path, State};
use axum::response::Response;
use redqueen_domain::account::{MemberId, Scope};
use redqueen_domain::game::{ChatRoom, Color, GameId, Seats};
use serde_json::{Value, json};
use tokio::sync::broadcast::error::RecvError;

use super::auth::{ApiUser, Playing};
use super::ndjson::{Heartbeat, Lines, ndjson};
use super::shapes::{challenge_json, game_full_json, game_state_json, now_playing_json};
use crate::events::{GameEvent, UserEvent};
use crate::games::LoadedGame;
use crate::http::{ApiError, ids};
use crate::play::{self, EventStreamOpening, GameWithPlayers, NowPlaying};
use crate::records::UserRow;
use crate::state::AppState;
use crate::stored_id;
use crate::throttle::{Limit, Requester};

/// Which APIs may play the game: every game of ours may be played by a
/// bot (no ultraBullet here) or on the Board API.
const COMPAT: fn() -> Value = || json!({ "bot": true, "board": true });

/// `GET /api/stream/event`: on open, a `gameStart` per game in progress
/// that the client does not follow on a game stream already, and a
/// `challenge` per pending incoming challenge; then events as they
/// happen; keep-alives in between. The stream ends once its token is
/// revoked: the token is checked again before each event and keep-alive;
/// a ban ends it at once, on whichever server it is open.
pub async fn events(State(state): State<AppState>, api: ApiUser) -> Result<Response, ApiError> {
    api.require(&[Scope::ChallengeRead, Scope::BoardPlay, Scope::BotPlay])?;
    opening(&state, api.user.id).await?;
    let user = api.user.clone();
    let mut events = state.hub.listen_user(user.id);
    let superseded = state.hub.take_event_stream(user.id);
    let EventStreamOpening { ongoing, incoming } =
        play::event_stream_opening(&state, user.id).await?;
    let mut closing = Box::pin(state.hub.closing());
    let mut ended = Box::pin(state.hub.member_ended(user.id));
    Ok(ndjson(
        state.metrics.open_stream(),
        move |lines| async move {
            let mut heartbeat = Heartbeat::start();
            // An open event stream keeps its member online (`/api/bot/online`,
            // `/api/users/status`).
            let mut last_seen = 0;
            stay_seen(&state, &user, &mut last_seen).await;
            // A game the client follows already is not announced again
            // (`game_streams`: lichess-bot would play it twice).
            let unfollowed = ongoing
                .into_iter()
                .filter(|game| !state.hub.game_streams.follows(user.id, &game.id));
            for game in unfollowed {
                if !send_user_event(&state, &user, &lines, &UserEvent::GameStart(game.id)).await {
                    return;
                }
            }
            for challenge in incoming {
                if !send_user_event(&state, &user, &lines, &UserEvent::Challenge(challenge.id))
                    .await
                {
                    return;
                }
            }
            loop {
                let alive = tokio::select! {
                    event = events.recv() => match event {
                        Ok(UserEvent::Turn(_)) => true,
                        Ok(event) => api.still_valid(&state).await && send_user_event(&state, &user, &lines, &event).await,
                        Err(RecvError::Lagged(_)) => true,
                        Err(RecvError::Closed) => false,
                    },
                    () = heartbeat.beat() => {
                        stay_seen(&state, &user, &mut last_seen).await;
                        api.still_valid(&state).await && lines.keep_alive().await
                    }
                    () = &mut closing => false,
                    () = &mut ended => false,
                    () = superseded.notified() => false,
                };
                if !alive {
                    return;
                }
            }
        },
    ))
}

/// Moves `user`'s `seen_at` from their open event stream, at most every
/// `accounts::STREAM_SEEN_EVERY_MS`; a failure is only
/// logged (the stream goes on).
async fn stay_seen(state: &AppState, user: &UserRow, last_seen: &mut i64) {
    if let Err(error) = crate::accounts::seen_streaming(state, user.id, last_seen).await {
        tracing::warn!(error = %format!("{error:#}"), "seen_at not moved");
    }
}

/// Renders and writes one event; `false` once the client is gone. An event
/// whose game or challenge cannot be read is skipped.
async fn send_user_event(
    state: &AppState,
    user: &UserRow,
    lines: &Lines,
    event: &UserEvent,
) -> bool {
    match render_user_event(state, user, event).await {
        Ok(Some(line)) => lines.send(&line).await,
        Ok(None) => true,
        Err(error) => {
            tracing::warn!(error = %format!("{error:#}"), "event not rendered");
            true
        }
    }
}

async fn render_user_event(
    state: &AppState,
    user: &UserRow,
    event: &UserEvent,
) -> anyhow::Result<Option<Value>> {
    let (kind, stored) = match event {
        UserEvent::Turn(_) => return Ok(None),
        UserEvent::GameStart(id) => ("gameStart", id),
        UserEvent::GameFinish(id) => ("gameFinish", id),
        UserEvent::Challenge(id) => ("challenge", id),
        UserEvent::ChallengeCanceled(id) => ("challengeCanceled", id),
        UserEvent::ChallengeDeclined(id) => ("challengeDeclined", id),
    };
    let id = &stored_id::game(stored)?;
    if matches!(event, UserEvent::GameStart(_) | UserEvent::GameFinish(_)) {
        let Some(NowPlaying {
            game: loaded,
            opponent,
        }) = play::now_playing_game(state, id, user.id).await?
        else {
            return Ok(None);
        };
        let mut game = now_playing_json(&loaded, user.id, &opponent, state.now());
        if let Value::Object(map) = &mut game {
            map.insert("id".into(), loaded.row.id.clone().into());
            map.insert("compat".into(), COMPAT());
            let mine = match loaded.row.color_of(user.id) {
                Some(Color::White) => loaded.row.white_rating,
                _ => loaded.row.black_rating,
            };
            map.insert(
                "rating".into(),
                mine.unwrap_or(super::shapes::UNRATED_RATING).into(),
            );
        }
        return Ok(Some(json!({ "type": kind, "game": game })));
    }
    let Some((challenge, parties)) = play::challenge_view(state, id).await? else {
        return Ok(None);
    };
    let mut line = json!({ "type": kind, "challenge": challenge_json(state, &challenge, &parties, Some(user.id)) });
    if let (Value::Object(map), UserEvent::Challenge(_)) = (&mut line, event) {
        map.insert("compat".into(), COMPAT());
    }
    Ok(Some(line))
}

/// `GET /api/board/game/stream/{id}`: `gameFull`, then a `gameState` on
/// every change and `chatLine`s, until the game ends or the token is
/// revoked (a ban: at once).
pub async fn game(
    State(state): State<AppState>,
    Playing(api): Playing,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    opening(&state, api.user.id).await?;
    let id = ids::game(&id)?;
    let mut events = state.hub.watch_game(id.as_str());
    let GameWithPlayers {
        game: loaded,
        white,
        black,
    } = play::streamed_game(&state, &id, api.user.id).await?;
    let full = game_full_json(&loaded, &white, &black, state.now());
    let finished = !loaded.in_progress();
    let mut closing = Box::pin(state.hub.closing());
    let mut ended = Box::pin(state.hub.member_ended(api.user.id));
    let following = state.hub.game_streams.follow(api.user.id, id.as_str());
    let present = if crate::presence::counts(&loaded) {
        Some(crate::presence::enter(&state, &id, api.user.id).await)
    } else {
        None
    };
    Ok(ndjson(
        state.metrics.open_stream(),
        move |lines| async move {
            let _following = following;
            let _present = present;
            if !lines.send(&full).await || finished {
                return;
            }
            let mut heartbeat = Heartbeat::start();
            loop {
                let alive = tokio::select! {
                    event = events.recv() => match event {
                        _ if !api.still_valid(&state).await => false,
                        Ok(GameEvent::Changed(loaded)) => send_state(&state, &loaded, &lines).await,
                        // The spectators' room reaches a BOT's stream, as on
                        // lichess (§6), and never a person's opponent.
                        Ok(GameEvent::Chat { room, username, text, .. }) if room == ChatRoom::Player || api.user.is_bot => {
                            lines.send(&json!({ "type": "chatLine", "room": room.as_str(), "username": username, "text": text })).await
                        }
                        Ok(GameEvent::Chat { .. }) => true,
                        Err(RecvError::Lagged(_)) => resend_state(&state, &id, &lines).await,
                        Err(RecvError::Closed) => false,
                    },
                    () = heartbeat.beat() => api.still_valid(&state).await && lines.keep_alive().await,
                    () = &mut closing => false,
                    () = &mut ended => false,
                };
                if !alive {
                    return;
                }
            }
        },
    ))
}

/// After falling behind: the current state from the database.
async fn resend_state(state: &AppState, id: &GameId, lines: &Lines) -> bool {
    let Ok(Some(loaded)) = play::current_game(state, id).await else {
        return false;
    };
    send_state(state, &loaded, lines).await
}

/// Writes the `gameState` of `loaded`, with the players' vacations on the
/// clocks; `false` once the client is gone or the game is over.
async fn send_state(state: &AppState, loaded: &LoadedGame, lines: &Lines) -> bool {
    lines.send(&game_state_json(loaded, state.now())).await && loaded.in_progress()
}

/// Counts a stream opened by `member`: 429 for a client reconnecting in a
/// loop (product.md §11).
async fn opening(state: &AppState, member: MemberId) -> Result<(), ApiError> {
    state
        .limits
        .hit(Limit::Stream(Requester::Member(member)), state.now())
        .await
        .map_err(ApiError::too_many)
}
