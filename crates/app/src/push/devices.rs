//! A member's devices that receive pushes: turned on from the device
//! itself (its browser's subscription), listed and removed on the
//! Notifications page.

use base64ct::{Base64UrlUnpadded, Encoding};
use redqueen_domain::account::MemberId;
use redqueen_store::{NewPushSubscription, StoreError};
use web_push_native::p256::PublicKey;

use crate::state::AppState;

/// The most devices one member may have receive pushes.
pub const DEVICES_MAX: i64 = 20;

/// Longest endpoint taken (push services' are well under 500 characters).
const ENDPOINT_MAX: usize = 1000;

/// Longest device name kept.
const LABEL_MAX: usize = 100;

/// A device's subscription as its browser gives it (`PushSubscription`).
#[derive(Debug, Clone, Copy)]
pub struct NewDevice<'a> {
    pub endpoint: &'a str,
    /// The device's P-256 public key, base64url.
    pub p256dh: &'a str,
    /// Its 16-byte auth secret, base64url.
    pub auth: &'a str,
    /// What the member will see in their list ("Firefox on Android").
    pub label: &'a str,
}

/// A device in the member's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    pub id: i64,
    pub label: String,
    pub added_at: i64,
}

/// Why a device's subscription was refused.
#[derive(Debug, thiserror::Error)]
pub enum DeviceError {
    #[error("the endpoint is not a push service's https address")]
    BadEndpoint,
    #[error("the key is not a P-256 public key")]
    BadKey,
    #[error("the auth secret is not 16 bytes")]
    BadAuth,
    #[error("too many devices")]
    TooMany,
    #[error(transparent)]
    Internal(#[from] StoreError),
}

/// Whether `endpoint` is where a push service takes messages: an https
/// address under a domain name, as every push service's is; nothing else
/// is ever posted to, so a member cannot make the server post to an
/// address of its own network. Where the installation allows it for a
/// local push service (`push_endpoints_over_http`, for tests), http and
/// the machine's own addresses too.
fn endpoint_ok(endpoint: &str, local_allowed: bool) -> bool {
    let rest = endpoint
        .strip_prefix("https://")
        .or_else(|| endpoint.strip_prefix("http://").filter(|_| local_allowed));
    let Some(rest) = rest else {
        return false;
    };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host = match authority.rsplit_once(':') {
        Some((host, port)) if !host.is_empty() && port.chars().all(|c| c.is_ascii_digit()) => host,
        _ => authority,
    };
    let named = host.contains('.')
        && host.parse::<std::net::IpAddr>().is_err()
        && !host.starts_with('[')
        && !host.eq_ignore_ascii_case("localhost");
    endpoint.len() <= ENDPOINT_MAX
        && !host.is_empty()
        && !authority.contains('@')
        && (named || local_allowed)
        && endpoint.parse::<http::Uri>().is_ok()
}

/// Turns push on for the device of `new`, for `member`: its pushes come
/// from now on. The same device again replaces its subscription.
///
/// # Errors
/// The subscription is not one a browser makes, the member has
/// [`DEVICES_MAX`] devices, or the database failed.
pub async fn turn_push_on(
    state: &AppState,
    member: MemberId,
    new: &NewDevice<'_>,
) -> Result<(), DeviceError> {
    if !endpoint_ok(new.endpoint, state.settings.push_endpoints_over_http) {
        return Err(DeviceError::BadEndpoint);
    }
    let key = Base64UrlUnpadded::decode_vec(new.p256dh).map_err(|_| DeviceError::BadKey)?;
    PublicKey::from_sec1_bytes(&key).map_err(|_| DeviceError::BadKey)?;
    let auth = Base64UrlUnpadded::decode_vec(new.auth).map_err(|_| DeviceError::BadAuth)?;
    if auth.len() != 16 {
        return Err(DeviceError::BadAuth);
    }
    let label: String = new.label.trim().chars().take(LABEL_MAX).collect();
    let mut tx = state.store.begin().await?;
    if tx
        .count_other_push_subscriptions(member, new.endpoint)
        .await?
        >= DEVICES_MAX
    {
        return Err(DeviceError::TooMany);
    }
    tx.save_push_subscription(
        &NewPushSubscription {
            user_id: member,
            endpoint: new.endpoint,
            p256dh: new.p256dh,
            auth: new.auth,
            device: &label,
        },
        state.now(),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// `member`'s devices, in the order they were added.
///
/// # Errors
/// The database failed.
pub async fn devices(state: &AppState, member: MemberId) -> Result<Vec<Device>, StoreError> {
    Ok(state
        .store
        .push_subscriptions(member)
        .await?
        .into_iter()
        .map(|s| Device {
            id: s.id,
            label: s.device,
            added_at: s.created_at,
        })
        .collect())
}

/// Stops pushes to `member`'s device `id`; `false` when they have none
/// such.
///
/// # Errors
/// The database failed.
pub async fn remove_device(
    state: &AppState,
    member: MemberId,
    id: i64,
) -> Result<bool, StoreError> {
    let mut tx = state.store.begin().await?;
    let removed = tx.remove_push_subscription(member, id).await?;
    tx.commit().await?;
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_push_service_addresses_are_taken() {
        assert!(endpoint_ok(
            "https://fcm.googleapis.com/fcm/send/abc",
            false
        ));
        assert!(!endpoint_ok("http://127.0.0.1:9000/push/1", false));
        assert!(endpoint_ok("http://127.0.0.1:9000/push/1", true));
        assert!(!endpoint_ok("https://", false));
        assert!(!endpoint_ok("https://user@host/x", false));
        assert!(!endpoint_ok("ftp://host/x", true));
        assert!(!endpoint_ok(
            &format!("https://host.example/{}", "a".repeat(1000)),
            false
        ));
        // Nothing of the server's own network.
        for inner in [
            "https://10.0.0.1/push",
            "https://127.0.0.1:8443/push",
            "https://[::1]/push",
            "https://localhost/push",
            "https://intranet/push",
        ] {
            assert!(!endpoint_ok(inner, false), "{inner}");
        }
        assert!(endpoint_ok(
            "https://updates.push.services.mozilla.com:443/wpush/v2/x",
            false
        ));
    }
}
