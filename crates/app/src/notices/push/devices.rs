//! A member's devices that receive pushes: turned on from the device
//! itself (its browser's subscription), listed and removed on the
//! Notifications page.

use base64ct::{Base64UrlUnpadded, Encoding};
use redqueen_domain::account::MemberId;
use redqueen_store::{NewPushSubscription, StoreError};
use web_push_native::p256::PublicKey;

use crate::outbound::Reach;
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
    /// The endpoint is another member's device (a device belongs to one
    /// member: its pushes are not moved by whoever posts its address).
    #[error("the device is another member's")]
    AnotherMembers,
    #[error(transparent)]
    Internal(#[from] StoreError),
}

/// Whether `endpoint` is where a push service takes messages: an https
/// address under a domain name, as every push service's is, read by the
/// URL parser the outgoing client uses (so `https://127.1/` is the address
/// it is). Where the installation allows a local push service
/// (`push_endpoints_over_http`, for tests), http and the machine's
/// loopback addresses too. Whatever is taken, the outgoing client connects
/// only to the addresses its [`Reach`] allows (`crate::outbound`).
fn endpoint_ok(endpoint: &str, reach: Reach) -> bool {
    let local = reach == Reach::PublicAndLoopback;
    let Ok(url) = url::Url::parse(endpoint) else {
        return false;
    };
    let scheme_ok = url.scheme() == "https" || (local && url.scheme() == "http");
    let host_ok = match url.host() {
        Some(url::Host::Domain(name)) => {
            let name = name.strip_suffix('.').unwrap_or(name);
            local || (name.contains('.') && !name.eq_ignore_ascii_case("localhost"))
        }
        Some(url::Host::Ipv4(address)) => local && reach.allows(address.into()),
        Some(url::Host::Ipv6(address)) => local && reach.allows(address.into()),
        None => false,
    };
    endpoint.len() <= ENDPOINT_MAX
        && scheme_ok
        && host_ok
        && url.username().is_empty()
        && url.password().is_none()
        && endpoint.parse::<http::Uri>().is_ok()
}

/// Turns push on for the device of `new`, for `member`: its pushes come
/// from now on. The same device again replaces its subscription.
///
/// # Errors
/// The subscription is not one a browser makes, the member has
/// [`DEVICES_MAX`] devices, the device is another member's, or the
/// database failed.
pub async fn turn_push_on(
    state: &AppState,
    member: MemberId,
    new: &NewDevice<'_>,
) -> Result<(), DeviceError> {
    if !endpoint_ok(new.endpoint, super::reach(&state.settings)) {
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
    // Two subscriptions of one member at once count one after the other.
    tx.lock_member(member).await?;
    if tx
        .count_other_push_subscriptions(member, new.endpoint)
        .await?
        >= DEVICES_MAX
    {
        return Err(DeviceError::TooMany);
    }
    let saved = tx
        .save_push_subscription(
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
    if !saved {
        return Err(DeviceError::AnotherMembers);
    }
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
        let (public, local) = (Reach::Public, Reach::PublicAndLoopback);
        assert!(endpoint_ok(
            "https://fcm.googleapis.com/fcm/send/abc",
            public
        ));
        assert!(!endpoint_ok("http://127.0.0.1:9000/push/1", public));
        assert!(endpoint_ok("http://127.0.0.1:9000/push/1", local));
        assert!(!endpoint_ok("https://", public));
        assert!(!endpoint_ok("https://user@host.example/x", public));
        assert!(!endpoint_ok("ftp://host.example/x", local));
        assert!(!endpoint_ok(
            &format!("https://host.example/{}", "a".repeat(1000)),
            public
        ));
        assert!(endpoint_ok(
            "https://updates.push.services.mozilla.com:443/wpush/v2/x",
            public
        ));
    }

    #[test]
    fn no_way_of_writing_an_inner_address_is_taken() {
        // Each is how the URL standard reads an address of the server's
        // own network (127.1 is 127.0.0.1, 0x7f.1 too, a final dot drops).
        for inner in [
            "https://10.0.0.1/push",
            "https://127.0.0.1:8443/push",
            "https://127.1:8443/push",
            "https://0177.0.0.1:8443/push",
            "https://0x7f.1:8443/push",
            "https://127.0.0.1.:8443/push",
            "https://127.000.000.001:8443/push",
            "https://0.0:8443/push",
            "https://2130706433.:8443/push",
            "https://0x7f000001.:8443/push",
            "https://017700000001.:8443/push",
            "https://[::1]/push",
            "https://[::ffff:127.0.0.1]/push",
            "https://localhost/push",
            "https://localhost.:8443/push",
            "https://intranet/push",
            "https://169.254.169.254/latest",
            "https://8.8.8.8/push",
        ] {
            assert!(!endpoint_ok(inner, Reach::Public), "{inner}");
        }
        // The tests' reach takes the loopback address, never a private one.
        assert!(endpoint_ok(
            "http://127.1:9000/push",
            Reach::PublicAndLoopback
        ));
        assert!(!endpoint_ok(
            "http://10.0.0.1:9000/push",
            Reach::PublicAndLoopback
        ));
    }
}
