//! WebFinger (RFC 7033) for this server's members: `acct:alice@host`, or
//! a member's actor address, answers where their ActivityPub actor and
//! profile page are — how Mastodon and other servers find a handle.

use redqueen_domain::federation::Handle;
use serde_json::{Value, json};

use super::{ACTIVITY_JSON, actor_url, own_host};
use crate::state::AppState;

/// The JRD document of a member.
#[derive(Debug, Clone, PartialEq)]
pub struct Finger(pub Value);

/// Why a resource is not answered.
#[derive(Debug, thiserror::Error)]
pub enum FingerError {
    /// RFC 7033 §4.2: the `resource` parameter is required.
    #[error("resource is required: acct:name@host")]
    Missing,
    /// Not a handle, a handle of another server, or nobody found.
    #[error("no such member on this server")]
    NotFound,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// The handle a resource names: `acct:alice@host`, or the actor's
/// address (`{base}/@/alice`).
fn handle_of(state: &AppState, resource: &str) -> Option<Handle> {
    let host = own_host(state).ok()?;
    let profile = state.settings.link("/@/");
    match resource.strip_prefix(&profile) {
        Some(name) => Handle::parse(&format!("{name}@{host}")).ok(),
        None => Handle::parse(resource)
            .ok()
            .filter(|_| resource.trim_start().starts_with("acct:")),
    }
}

/// WebFinger's answer for `resource`.
///
/// # Errors
/// [`FingerError`]: no resource; one naming nobody here (another host, no
/// such member, a banned one).
pub async fn finger(state: &AppState, resource: Option<&str>) -> Result<Finger, FingerError> {
    let resource = resource
        .filter(|r| !r.trim().is_empty())
        .ok_or(FingerError::Missing)?;
    let handle = handle_of(state, resource).ok_or(FingerError::NotFound)?;
    if handle.host != own_host(state)? {
        return Err(FingerError::NotFound);
    }
    let user = state
        .store
        .user_by_username_key(&handle.username.key())
        .await
        .map_err(anyhow::Error::from)?
        .filter(|u| !u.standing().is_banned())
        .ok_or(FingerError::NotFound)?;
    let actor = actor_url(state, &user.username);
    let subject = format!("acct:{}@{}", user.username, handle.host);
    Ok(Finger(json!({
        "subject": subject,
        "aliases": [actor],
        "links": [
            { "rel": "self", "type": ACTIVITY_JSON, "href": actor },
            { "rel": "http://webfinger.net/rel/profile-page", "type": "text/html", "href": actor },
        ],
    })))
}
