//! The client's address, for the per-address rate limits (product.md
//! §11). Behind a reverse proxy every request comes from the proxy: when
//! the peer is one of the `trusted_proxies`, the client is the address the
//! proxy appended to `X-Forwarded-For` (its last entry; the ones before it
//! are whatever the client claimed, and are not believed).

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;

use super::errors::PageError;
use crate::state::AppState;

/// The address a request came from, seen through trusted proxies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = PageError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, PageError> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(peer)| peer.ip())
            .ok_or_else(|| PageError::Internal(anyhow::anyhow!("no peer address")))?;
        Ok(Self(client_of(
            peer,
            &parts.headers,
            &state.settings.trusted_proxies,
        )))
    }
}

/// The client of a request from `peer` with `headers`.
fn client_of(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .next_back()
        .and_then(|last| last.trim().parse().ok())
        .unwrap_or(peer)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", value.parse().unwrap());
        }
        headers
    }

    #[test]
    fn a_trusted_proxy_names_the_client_in_its_last_entry() {
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let cases: [(&[&str], &str); 5] = [
            (&["203.0.113.7"], "203.0.113.7"),
            // What the client claimed comes first; the proxy appends.
            (&["1.2.3.4, 203.0.113.7"], "203.0.113.7"),
            (&["1.2.3.4", "203.0.113.7"], "203.0.113.7"),
            (&["2001:db8::1"], "2001:db8::1"),
            // Nothing readable: the proxy itself.
            (&["not an address"], "10.0.0.1"),
        ];
        for (values, client) in cases {
            assert_eq!(
                client_of(proxy, &headers(values), &[proxy]),
                client.parse::<IpAddr>().unwrap(),
                "{values:?}"
            );
        }
        assert_eq!(client_of(proxy, &HeaderMap::new(), &[proxy]), proxy);
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_claims() {
        let peer: IpAddr = "198.51.100.2".parse().unwrap();
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        assert_eq!(client_of(peer, &headers(&["203.0.113.7"]), &[proxy]), peer);
        assert_eq!(client_of(peer, &headers(&["203.0.113.7"]), &[]), peer);
    }
}
