use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::monitoring::{Health, health};
use crate::state::AppState;

/// 200 when the database answers, 503 otherwise (for load balancers).
pub async fn check(State(state): State<AppState>) -> (StatusCode, Json<Value>) {
    let Health { database, answered } = health(&state).await;
    match answered {
        Ok(()) => (
            StatusCode::OK,
            Json(json!({ "status": "ok", "database": database })),
        ),
        Err(error) => {
            tracing::error!(%error, "health check: the database does not answer");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(json!({ "status": "unavailable", "database": database })),
            )
        }
    }
}
