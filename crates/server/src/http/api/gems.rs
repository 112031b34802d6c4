//! `GET /api/gems` (ours, live-games.md "Gems"): the token owner's balance
//! and ledger, newest first, paged with `max` and `before` (ms: entries
//! made before that instant; a page ends with every entry of its last
//! instant, so the next page, `before` that instant, skips none).

use axum::Json;
use axum::extract::{RawQuery, State};
use serde_json::{Value, json};

use super::ApiUser;
use super::params::{Params, field_error};
use crate::gems::{self, GemsView};
use crate::http::ApiError;
use crate::state::AppState;

/// Entries per page unless `max` says otherwise, and the most it may say.
const DEFAULT_MAX: i64 = 50;
const MOST: i64 = 500;

pub async fn show(
    State(state): State<AppState>,
    api: ApiUser,
    RawQuery(query): RawQuery,
) -> Result<Json<Value>, ApiError> {
    let params = Params::from_query(query.as_deref())?;
    let max = params.int("max")?.unwrap_or(DEFAULT_MAX);
    if !(1..=MOST).contains(&max) {
        return Err(field_error("max", &format!("must be from 1 to {MOST}")));
    }
    let before = params.int("before")?;
    // The token's account is cached (`accounts::access_token`): the
    // balance is read now.
    let GemsView { balance, entries } = gems::gems_view(&state, api.user.id, before, max).await?;
    let ledger: Vec<Value> = entries
        .iter()
        .map(|e| {
            json!({
                "gameId": e.game_id,
                "amount": e.amount,
                "reason": e.reason.as_str(),
                "balanceAfter": e.balance_after,
                "at": e.at,
            })
        })
        .collect();
    Ok(Json(json!({ "balance": balance, "ledger": ledger })))
}
