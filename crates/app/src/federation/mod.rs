//! Federation between redqueen servers and the fediverse (issue 53,
//! docs/federation.md). This first part lets other servers find this
//! one's members: WebFinger (`acct:alice@chess.example`), an ActivityPub
//! actor for each member, NodeInfo for the server, and the key every
//! actor publishes.

mod actor;
mod key;
mod nodeinfo;
mod webfinger;

pub use actor::{ACTIVITY_JSON, Actor, actor_of};
pub use key::ServerKey;
pub use nodeinfo::{NODEINFO_SCHEMA, nodeinfo};
pub use webfinger::{Finger, FingerError, finger};

use redqueen_domain::federation::Host;

use crate::state::AppState;

/// This server's host, as its members' handles write it.
///
/// # Errors
/// The base address has no `http(s)` host (the settings refuse such an
/// address at the start, so this is ours to fix).
pub fn own_host(state: &AppState) -> anyhow::Result<Host> {
    Host::of_base_url(&state.settings.base_url)
        .map_err(|error| anyhow::anyhow!("base_url {}: {error}", state.settings.base_url))
}

/// A member's actor id and profile page: `{base}/@/{username}`, the same
/// address answering HTML or ActivityPub by the request's `Accept`.
#[must_use]
pub fn actor_url(state: &AppState, username: &str) -> String {
    state.settings.link(&format!("/@/{username}"))
}
