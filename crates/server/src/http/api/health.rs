use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::state::AppState;

/// 200 when the database answers, 503 otherwise (for load balancers).
pub async fn check(State(state): State<AppState>) -> (StatusCode, Json<Value>) {
    let database = state.store.backend_name();
    match state.store.ping().await {
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
