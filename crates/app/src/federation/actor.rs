//! A member as an ActivityPub actor (issue 53 "Finding each other"): a
//! `Person` (a BOT account a `Service`) whose id is their profile's
//! address, with the server's public key. A banned or deleted member has
//! no actor.

use jiff::Timestamp;
use redqueen_domain::account::Username;
use serde_json::{Value, json};

use super::{ServerKey, actor_url};
use crate::state::AppState;

/// ActivityPub's media type, which the actor is answered in.
pub const ACTIVITY_JSON: &str = "application/activity+json";

/// An actor document, ready to send.
#[derive(Debug, Clone, PartialEq)]
pub struct Actor(pub Value);

/// The actor of the member `username`, if they may be found.
///
/// # Errors
/// The database failed, or the server's key could not be made.
pub async fn actor_of(state: &AppState, username: &Username) -> anyhow::Result<Option<Actor>> {
    let Some(user) = state.store.user_by_username_key(&username.key()).await? else {
        return Ok(None);
    };
    if user.standing().is_banned() {
        return Ok(None);
    }
    let key = ServerKey::of(state).await?;
    let id = actor_url(state, &user.username);
    let published = Timestamp::from_millisecond(user.created_at).unwrap_or(Timestamp::UNIX_EPOCH);
    Ok(Some(Actor(json!({
        "@context": [
            "https://www.w3.org/ns/activitystreams",
            "https://w3id.org/security/v1",
        ],
        "id": id,
        "type": if user.is_bot { "Service" } else { "Person" },
        "preferredUsername": user.username,
        "name": user.username,
        "url": id,
        "inbox": format!("{id}/inbox"),
        "outbox": format!("{id}/outbox"),
        "published": published.to_string(),
        "manuallyApprovesFollowers": false,
        "publicKey": {
            "id": format!("{id}#main-key"),
            "owner": id,
            "publicKeyPem": key.public_pem,
        },
    }))))
}
