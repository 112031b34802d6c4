//! NodeInfo 2.1 (the fediverse's description of a server): its software,
//! that it speaks ActivityPub, whether anyone may register, and how many
//! members it has — those who may be found, and of them those seen in the
//! last month and half year.

use serde_json::{Value, json};

use crate::state::AppState;

/// The schema `/.well-known/nodeinfo` links to.
pub const NODEINFO_SCHEMA: &str = "http://nodeinfo.diaspora.software/ns/schema/2.1";

const MONTH_MS: i64 = 30 * redqueen_domain::time::DAY_MS;
const HALF_YEAR_MS: i64 = 180 * redqueen_domain::time::DAY_MS;

/// The server's NodeInfo 2.1 document.
///
/// # Errors
/// The database failed.
pub async fn nodeinfo(state: &AppState) -> anyhow::Result<Value> {
    let now = state.now();
    let (total, month, half_year) = state
        .store
        .member_counts(now - MONTH_MS, now - HALF_YEAR_MS)
        .await?;
    Ok(json!({
        "version": "2.1",
        "software": {
            "name": "redqueen",
            "version": env!("CARGO_PKG_VERSION"),
        },
        "protocols": ["activitypub"],
        "services": { "inbound": [], "outbound": [] },
        "openRegistrations": true,
        "usage": {
            "users": { "total": total, "activeMonth": month, "activeHalfyear": half_year },
        },
        "metadata": {},
    }))
}
