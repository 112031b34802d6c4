//! What the operator's monitoring reads of the running server: whether
//! the database answers (`/health`, for load balancers) and the metrics
//! with the database's figures read afresh (`/metrics`).

use crate::records::StoreError;
use crate::state::AppState;

/// The database's answer to the health check.
#[derive(Debug)]
pub struct Health {
    /// `sqlite` or `postgres`.
    pub database: &'static str,
    /// Whether it answered a trivial query.
    pub answered: Result<(), StoreError>,
}

/// Asks the database a trivial query.
pub async fn health(state: &AppState) -> Health {
    Health {
        database: state.store.backend_name(),
        answered: state.store.ping().await,
    }
}

/// The metrics now, in Prometheus's text format.
///
/// # Errors
/// The database failed.
pub async fn metrics_text(state: &AppState) -> anyhow::Result<String> {
    state.metrics.render(&state.store, state.now()).await
}
