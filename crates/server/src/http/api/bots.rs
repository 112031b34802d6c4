//! `GET /api/bot/online` (lichess-api-subset.md §6): the BOT accounts
//! online now, for lichess-bot's matchmaking.

use axum::extract::{RawQuery, State};
use axum::response::Response;
use serde_json::Value;

use super::account::user_json;
use super::ndjson::ndjson;
use super::params::{Params, field_error};
use super::users::leave_out_viewer_fields;
use crate::http::ApiError;
use crate::players;
use crate::state::AppState;

/// How many bots one call lists at most (lichess: 1000), and by default.
const MAX_NB: i64 = 1000;
const DEFAULT_NB: i64 = 50;

/// `GET /api/bot/online?nb=`: NDJSON of the user objects (§8) of the BOTs
/// seen in the last `accounts::ONLINE_FOR_MS` (an open event stream keeps
/// its member seen), most recently seen first. No authentication, as on
/// lichess.
pub async fn online(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
) -> Result<Response, ApiError> {
    let nb = Params::from_query(query.as_deref())?
        .int("nb")?
        .unwrap_or(DEFAULT_NB);
    if !(1..=MAX_NB).contains(&nb) {
        return Err(field_error(
            "nb",
            &format!("Must be between 1 and {MAX_NB}"),
        ));
    }
    let objects: Vec<Value> = players::online_bots(&state, nb)
        .await?
        .iter()
        .map(|bot| {
            let mut object = user_json(&state, bot);
            // The list is the same for everyone: no profile, no relations.
            leave_out_viewer_fields(&mut object);
            object
        })
        .collect();
    Ok(ndjson(
        state.metrics.open_stream(),
        move |lines| async move {
            for object in objects {
                if !lines.send(&object).await {
                    return;
                }
            }
        },
    ))
}
