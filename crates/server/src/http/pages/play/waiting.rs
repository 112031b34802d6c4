//! `GET /my/waiting`: what waits for the logged-in member, as NDJSON for
//! the site's script (`site.js`): the header's counts first, then on every
//! event of theirs (a turn, a challenge, a game started or finished) the
//! event's kind and the counts again, so every open page of theirs shows
//! them without reloading and a page that lists challenges or games knows
//! to read them again. A bare newline as keep-alive; the stream ends with
//! the session.

use axum::extract::State;
use axum::response::Response;
use serde_json::{Value, json};
use tokio::sync::broadcast::error::RecvError;

use super::session_end::{self, SocketSession};
use crate::events::UserEvent;
use crate::http::api::ndjson::{Heartbeat, ndjson};
use crate::http::errors::PageError;
use crate::http::{ClientAddress, PageCtx};
use crate::play;
use crate::records::UserRow;
use crate::state::AppState;

pub async fn waiting(
    State(state): State<AppState>,
    ctx: PageCtx,
    client: ClientAddress,
) -> Result<Response, PageError> {
    let member = ctx.member()?.clone();
    let mut session = SocketSession::open(&state, ctx.session_token.as_deref(), Some(member.id));
    super::count_stream(&state, &ctx, client).await?;
    // Subscribed before the first count: an event in between is counted
    // again, never missed.
    let mut events = state.hub.listen_user(member.id);
    let first = counts(&state, &member, None).await?;
    let mut closing = Box::pin(state.hub.closing());
    let mut ended = Box::pin(state.hub.member_ended(member.id));
    Ok(ndjson(
        state.metrics.open_stream(),
        move |lines| async move {
            if !lines.send(&first).await {
                return;
            }
            let mut heartbeat = Heartbeat::start();
            loop {
                let alive = tokio::select! {
                    event = events.recv() => match event {
                        Ok(event) => match counts(&state, &member, Some(&event)).await {
                            Ok(line) => lines.send(&line).await,
                            Err(error) => {
                                tracing::warn!(error = %format!("{error:#}"), "waiting counts not read");
                                true
                            }
                        },
                        Err(RecvError::Lagged(_)) => true,
                        Err(RecvError::Closed) => false,
                    },
                    () = heartbeat.beat() => lines.keep_alive().await,
                    () = session_end::ended(session.as_mut()) => false,
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

/// The counts now, with the kind of the event that changed them.
async fn counts(
    state: &AppState,
    member: &UserRow,
    event: Option<&UserEvent>,
) -> Result<Value, PageError> {
    let waiting = play::waiting(state, member.id).await?;
    let kind = event.map(|event| match event {
        UserEvent::Turn(_) => "turn",
        UserEvent::GameStart(_) => "gameStart",
        UserEvent::GameFinish(_) => "gameFinish",
        UserEvent::Challenge(_) => "challenge",
        UserEvent::ChallengeCanceled(_) => "challengeCanceled",
        UserEvent::ChallengeDeclined(_) => "challengeDeclined",
    });
    let game = match event {
        Some(UserEvent::Turn(id) | UserEvent::GameStart(id) | UserEvent::GameFinish(id)) => {
            Some(id)
        }
        _ => None,
    };
    Ok(json!({
        "myTurn": waiting.my_turn,
        "challenges": waiting.challenges,
        "clubResults": waiting.club_results,
        "event": kind,
        "game": game,
    }))
}
